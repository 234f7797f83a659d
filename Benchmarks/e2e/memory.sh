#!/usr/bin/env bash
# Peak memory against animation length: fixtures/blog-header.json (780x1688) driven from offset
# -300 to 100 in steps of 10, 1 and 0.1 pt (41, 401 and 4,001 frames) into a GIF, peak RSS from
# GNU time. Flat means the 4,001-frame run peaks where the 41-frame one does.
#   Benchmarks/e2e/memory.sh [FLIPBOOK]   (.build/release/flipbook)
set -euo pipefail
cd "$(dirname "$0")/../.."
FLIPBOOK=${1:-.build/release/flipbook}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/flipbook-memory.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
echo "peak RSS vs frames, blog-header.json into a GIF ($FLIPBOOK); load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '  %6s %8s %10s %12s\n' frames "wall s" "peak MB" "GIF bytes"
for step in 10 1 0.1; do
  sed "s/\"step\": 10 }/\"step\": $step }/" fixtures/blog-header.json > "$WORK/long-$step.json"
  # A scene file reads its assets from its own folder (symbolic links out of it are refused).
  [ -d "$WORK/assets" ] || cp -r fixtures/assets "$WORK/assets"
  /usr/bin/time -f "%e %M" -o "$WORK/time.txt" "$FLIPBOOK" render "$WORK/long-$step.json" -o "$WORK/long.gif" --quiet
  read -r wall kb < "$WORK/time.txt"
  frames=$(awk -v s="$step" 'BEGIN { printf "%d", 400 / s + 1 }')
  printf '  %6s %8s %10.1f %12s\n' "$frames" "$wall" "$(awk -v k="$kb" 'BEGIN { print k / 1024 }')" "$(stat -c %s "$WORK/long.gif")"
done
