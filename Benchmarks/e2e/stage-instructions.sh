#!/usr/bin/env bash
# Instructions per stage of one whole `flipbook render SCENE -o x.gif` process, counted by
# valgrind's callgrind (perf's hardware counters are not available in this container). Counts
# are inclusive (a stage includes what it calls) and summed over all threads; the main thread's
# own total is the sequential part (drive, layout, display lists, the ordered writes). Unlike
# times they do not move with the machine's load, so a before/after pair compares on a busy machine.
#   Benchmarks/e2e/stage-instructions.sh [SCENE] [FLIPBOOK]   (blog-header, .build/release/flipbook)
set -euo pipefail
cd "$(dirname "$0")/../.."
SCENE=${1:-blog-header}
FLIPBOOK=${2:-.build/release/flipbook}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/flipbook-instructions.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
command -v valgrind > /dev/null || {
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind
}

# The output goes to its own empty folder: the atomic writer's clean-up scans the destination's folder.
mkdir "$WORK/out"
valgrind --tool=callgrind --separate-threads=yes --callgrind-out-file="$WORK/cg.out" --dump-instr=no \
  "$FLIPBOOK" render "$SCENE" -o "$WORK/out/x.gif" --quiet > /dev/null 2> "$WORK/valgrind.txt"
for f in "$WORK"/cg.out-*; do
  callgrind_annotate --inclusive=yes --threshold=100 "$f" 2> /dev/null | swift demangle --simplified > "$f.txt"
done

# Inclusive instructions of the first (largest) function matching a pattern, summed over threads.
count() {
  local sum=0 n
  for f in "$WORK"/cg.out-*.txt; do
    n=$(grep -E "^ *[0-9][0-9,]* .*($1)" "$f" | head -1 | awk '{ gsub(",", "", $1); print $1 }')
    sum=$((sum + ${n:-0}))
  done
  echo "$sum"
}
total=$(count 'PROGRAM TOTALS')
main=$(grep -m1 'PROGRAM TOTALS' "$WORK/cg.out-01.txt" | awk '{ gsub(",", "", $1); print $1 }')
"$FLIPBOOK" render "$SCENE" --trace "$WORK/out/trace.jsonl" -o "$WORK/out/y.gif" --quiet
frames=$(grep -c . "$WORK/out/trace.jsonl")
row() { awk -v name="$1" -v n="$2" -v t="$total" -v f="$frames" \
  'BEGIN { printf "  %-40s %9.1f M %7.2f M/frame %6.1f %%\n", name, n / 1e6, n / 1e6 / f, 100 * n / t }'; }

echo "instructions, flipbook render $SCENE -o x.gif ($frames frames; callgrind, inclusive, all threads):"
row "whole process" "$total"
row "  main thread (the sequential part)" "$main"
row "fonts: fontconfig + Inter check" "$(count 'static FontSetup\.config|FontSetup\.makeConfig')"
row "drive + layout (SceneRun.advance)" "$(count 'SceneRun\.advance\(\)')"
row "display list (SceneRun.displayList)" "$(count 'SceneRun\.displayList\(\)')"
row "raster (Rasterizer.render)" "$(count 'Rasterizer\.render\(')"
row "  text layouts (PangoLayoutCache.layout)" "$(count 'PangoLayoutCache\.layout\(for:drawnInto:\)')"
row "  text drawing (pango_cairo_show_layout)" "$(count 'pango_cairo_show_layout')"
row "  scaled images filtered (ScaledImageCache)" "$(count 'ScaledImageCache\.entry\(')"
row "GIF quantize (GIFFramePreparer)" "$(count 'GIFFramePreparer\.prepare\(_:index:\)')"
row "GIF frame difference (ChangedArea)" "$(count 'ChangedArea\.(difference|rect)\(')"
row "GIF image block (GIFImageBlock.build + choose)" "$(count 'GIFImageBlock\.(build|choose)\(')"
row "GIF LZW packing (GIFLZWCodes.packed; per-pixel encode before)" "$(count 'GIFLZWCodes\.packed\(|GIFLZWEncoder\.encode\(|EGifPutLine')"
row "GIF file write, in order (GIFFileWriter)" "$(count 'GIFFileWriter\.putImage\(')"
