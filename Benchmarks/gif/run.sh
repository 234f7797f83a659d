#!/usr/bin/env bash
# `make bench-gif`: Flipbook's GIF encoder beside ImageMagick, ffmpeg, Pillow and gifsicle on the
# same PNG frames (the blog-header scene at scale 2, and a photo-like scene), every output decoded
# with Pillow. Prints one table and leaves it in $WORK/table.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK=${GIF_BENCH_DIR:-${TMPDIR:-/tmp}/flipbook-gif-bench}

# Missing Debian packages, through the Makefile's one installer (apt-get, sudo when not root).
make --no-print-directory install-packages PACKAGES="imagemagick ffmpeg gifsicle time python3-pil python3-numpy"

swift build -c release --product flipbook
swift build -c release --product gif-encode

rm -rf "$WORK"
mkdir -p "$WORK"
.build/release/flipbook render blog-header -o "$WORK/ui" --quiet
/usr/bin/python3 Benchmarks/gif/photo_scene.py "$WORK/photo" --frames 40
# Every other built-in scene too (GIF_BENCH_SCENES="ui photo" for the two-scene table alone).
scenes=${GIF_BENCH_SCENES:-"ui photo $(.build/release/flipbook list | awk '$1 != "blog-header" {print $1}' | tr '\n' ' ')"}
for s in $scenes; do
  case "$s" in ui|photo) ;; *) .build/release/flipbook render "$s" -o "$WORK/$s" --quiet ;; esac
done
/usr/bin/python3 Benchmarks/gif/compare.py "$WORK" $scenes
echo
echo "cross-check with an independent block parser (../shared/tools/gif-quality, if present):"
if [ -x ../shared/tools/gif-quality ]; then
  for s in $scenes; do
    /usr/bin/python3 ../shared/tools/gif-quality "$WORK/gifs/$s-flipbook.gif" --frames "$WORK/$s" | sed 's/^/  /'
  done
fi
