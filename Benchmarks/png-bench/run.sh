#!/usr/bin/env bash
# `make bench-png`: Flipbook's PNG encoder beside Cairo's PNG writer (cairo_surface_write_to_png's
# stream form) on the same frames: blog-header at scale 2 (41 frames, 780×1688) and the photo-like
# scene of Benchmarks/gif (40 frames, 800×600). Prints one table (Benchmarks/png-bench/RESULTS.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK=${PNG_BENCH_DIR:-${TMPDIR:-/tmp}/flipbook-png-bench}

swift build -c release --product flipbook
swift build -c release --product png-bench

rm -rf "$WORK"
mkdir -p "$WORK"
.build/release/flipbook render blog-header --scale 2 -o "$WORK/ui" --quiet
/usr/bin/python3 Benchmarks/gif/photo_scene.py "$WORK/photo" --frames 40
.build/release/png-bench "$WORK/ui" "$WORK/photo" --passes "${PNG_BENCH_PASSES:-5}"
