#!/usr/bin/env bash
# Peak memory against animation length: fixtures/blog-header.json (780x1688) driven from offset
# -300 to 100 in steps of 10, 1, 0.1 and 0.05 pt (41, 401, 4,001 and 8,001 frames) into a GIF,
# peak RSS from GNU time. Flat means the long runs peak where the 41-frame one does.
#
# One run's peak depends on how the frames in flight happen to line up at the worst moment (one
# frame-sized canvas more or less, 5.3 MB), so each length runs MEMORY_RUNS times (default 5;
# 2 for 8,001 frames, a minute each) and min / median / max are printed.
#   Benchmarks/e2e/memory.sh [FLIPBOOK]   (.build/release/flipbook)
#   MEMORY_STEPS="10 1 0.1" Benchmarks/e2e/memory.sh   (leave out the 8,001-frame runs)
set -euo pipefail
cd "$(dirname "$0")/../.."
FLIPBOOK=${1:-.build/release/flipbook}
RUNS=${MEMORY_RUNS:-5}
[ "$RUNS" -ge 1 ] || { echo "MEMORY_RUNS must be 1 or more" >&2; exit 2; }
STEPS=${MEMORY_STEPS:-10 1 0.1 0.05}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/flipbook-memory.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
# A scene file reads its assets from its own folder (symbolic links out of it are refused).
cp -r fixtures/assets "$WORK/assets"
mkdir "$WORK/out"   # the atomic writer's clean-up scans the destination's folder: keep it small
echo "peak RSS vs frames, blog-header.json into a GIF ($FLIPBOOK); load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '  %6s %5s %8s %10s %10s %10s %12s\n' frames runs "wall s" "min MB" "median MB" "max MB" "GIF bytes"
for step in $STEPS; do
  sed "s/\"step\": 10 }/\"step\": $step }/" fixtures/blog-header.json > "$WORK/long-$step.json"
  frames=$(awk -v s="$step" 'BEGIN { printf "%d", 400 / s + 1 }')
  runs=$RUNS
  [ "$frames" -gt 5000 ] && runs=$(( RUNS < 2 ? RUNS : 2 ))
  : > "$WORK/runs.txt"
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$WORK/time.txt" "$FLIPBOOK" render "$WORK/long-$step.json" -o "$WORK/out/long.gif" --quiet
    cat "$WORK/time.txt" >> "$WORK/runs.txt"
  done
  # Median: the middle run, or the mean of the middle two for an even count.
  wall=$(cut -d' ' -f1 "$WORK/runs.txt" | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", (v[int((NR + 1) / 2)] + v[int(NR / 2) + 1]) / 2 }')
  cut -d' ' -f2 "$WORK/runs.txt" | sort -n | awk -v f="$frames" -v n="$runs" -v w="$wall" -v bytes="$(stat -c %s "$WORK/out/long.gif")" '
    { kb[NR] = $1 }
    END {
      median = (kb[int((NR + 1) / 2)] + kb[int(NR / 2) + 1]) / 2
      printf "  %6s %5s %8s %10.1f %10.1f %10.1f %12s\n", f, n, w, kb[1] / 1024, median / 1024, kb[NR] / 1024, bytes
    }'
done
