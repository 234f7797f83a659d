#!/usr/bin/env bash
# `make bench-gif`: Flipbook's GIF encoder beside ImageMagick, ffmpeg, Pillow and gifsicle on the
# same PNG frames (the blog-header scene at scale 2, and a photo-like scene), every output decoded
# with Pillow. Prints one table and leaves it in $WORK/table.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK=${GIF_BENCH_DIR:-${TMPDIR:-/tmp}/flipbook-gif-bench}

missing=""
for p in imagemagick ffmpeg gifsicle time python3-pil python3-numpy; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "bench-gif: installing$missing"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi

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
