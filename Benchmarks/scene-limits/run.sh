#!/bin/bash
# Times the worst scene files the limits allow: `validate`, and `render` of 31 frames to a GIF
# (the first solve plus 30 more frames; a transitions driver renders its own), with a release build. Results: docs/limits.md.
#   bash Benchmarks/scene-limits/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product flipbook >/dev/null
bin=.build/release/flipbook
limits=Sources/FlipbookSceneFile/SceneFileLimits.swift
get() { grep -E "static let $1 = " "$limits" | sed -E 's/.*= ([0-9_]+).*/\1/; s/_//g'; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
python3 Benchmarks/scene-limits/worst_scenes.py "$out" "$(get layoutConstraints)" "$(get views)" "$(get textLength)" "$(get labelTextTotal)"
printf '%-18s %12s %14s %12s\n' scene "validate s" "render 31 s" "peak MB"
for scene in "$out"/*.json; do
  name=$(basename "$scene" .json)
  "$bin" validate "$scene" >/dev/null || { echo "$name: validate refused it"; exit 1; }
  v=$( { /usr/bin/time -f '%e' "$bin" validate "$scene" >/dev/null; } 2>&1 | tail -1)
  r=$( { /usr/bin/time -f '%e %M' "$bin" render "$scene" -o "$out/$name.gif" --quiet; } 2>&1 | tail -1)
  printf '%-18s %12s %14s %12s\n' "$name" "$v" "${r% *}" "$(( ${r#* } / 1024 ))"
done
