#!/usr/bin/env bash
# `make bench-e2e`: the whole process `flipbook render SCENE -o x.gif` (release build) beside the
# script a user would write instead (peer.py: pycairo frames to PNG, ffmpeg's two-pass palette),
# for blog-header (41 frames) and blog-header-drag (221 frames), both 780x1688.
# Runs are interleaved (Flipbook, peer, Flipbook, peer, ...) so a change in the machine's load
# hits both sides alike; the median of E2E_RUNS (5) each is printed with the ratio, beside the load.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${E2E_RUNS:-5}
WORK=${E2E_BENCH_DIR:-${TMPDIR:-/tmp}/flipbook-e2e-bench}
PY=/usr/bin/python3   # Debian's python3, where python3-cairo lives

# Missing Debian packages, through the Makefile's one installer (apt-get, sudo when not root).
make --no-print-directory install-packages PACKAGES="python3-cairo ffmpeg time"

# E2E_FLIPBOOK=PATH times that binary instead of building this tree's.
FLIPBOOK=${E2E_FLIPBOOK:-}
if [ -z "$FLIPBOOK" ]; then
  swift build -c release --product flipbook
  FLIPBOOK=.build/release/flipbook
fi

rm -rf "$WORK"
mkdir -p "$WORK"

# The drag scene's scroll offsets, from Flipbook's own step trace (not timed), so the peer scrolls
# through the same 221 positions.
$FLIPBOOK render blog-header-drag --trace "$WORK/drag-trace.txt" -o "$WORK/drag-warmup.gif" --quiet
$PY Benchmarks/e2e/offsets.py "$WORK/drag-trace.txt" > "$WORK/drag-offsets.txt"

# Seconds of wall-clock and peak RSS (MB) of one command, from GNU time.
timed() {
  /usr/bin/time -f "%e %M" -o "$WORK/time.txt" "$@" > /dev/null 2> "$WORK/stderr.txt" || {
    cat "$WORK/stderr.txt" >&2; return 1; }
  cat "$WORK/time.txt"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "bench-e2e: $(nproc) cores, median of $RUNS interleaved runs each; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-18s %7s %12s %12s %10s %10s %8s\n' scene frames "flipbook s" "peer s" "fb MB" "peer MB" ratio
for scene in blog-header blog-header-drag; do
  peer_args=("$scene" "$WORK/peer-$scene")
  [ "$scene" = blog-header-drag ] && peer_args+=(--offsets "$WORK/drag-offsets.txt")
  : > "$WORK/fb-$scene.txt"; : > "$WORK/peer-$scene.txt"
  for _ in $(seq "$RUNS"); do
    timed "$FLIPBOOK" render "$scene" -o "$WORK/$scene.gif" --quiet >> "$WORK/fb-$scene.txt"
    timed "$PY" Benchmarks/e2e/peer.py "${peer_args[@]}" >> "$WORK/peer-$scene.txt"
  done
  frames=$(ls "$WORK/peer-$scene/frames" | wc -l)
  fb=$(cut -d' ' -f1 "$WORK/fb-$scene.txt" | median)
  peer=$(cut -d' ' -f1 "$WORK/peer-$scene.txt" | median)
  fb_mb=$(cut -d' ' -f2 "$WORK/fb-$scene.txt" | median | awk '{ printf "%.0f", $1 / 1024 }')
  peer_mb=$(cut -d' ' -f2 "$WORK/peer-$scene.txt" | median | awk '{ printf "%.0f", $1 / 1024 }')
  ratio=$(awk -v a="$peer" -v b="$fb" 'BEGIN { printf "%.1fx", a / b }')
  printf '%-18s %7s %12s %12s %10s %10s %8s\n' "$scene" "$frames" "$fb" "$peer" "$fb_mb" "$peer_mb" "$ratio"
  echo "  runs (s): flipbook $(cut -d' ' -f1 "$WORK/fb-$scene.txt" | tr '\n' ' ')| peer $(cut -d' ' -f1 "$WORK/peer-$scene.txt" | tr '\n' ' ')"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg); ratio = peer's median time / Flipbook's (goal >= 10x)"
ls -l "$WORK/blog-header.gif" "$WORK/peer-blog-header/peer.gif" "$WORK/blog-header-drag.gif" "$WORK/peer-blog-header-drag/peer.gif" \
  | awk '{ print "  " $5 " bytes  " $9 }'
