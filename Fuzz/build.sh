#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Package.swift) with coverage and AddressSanitizer, in their
# own scratch path so the normal debug/release products are never rebuilt. Prints the folder
# holding the binaries (fuzz-scene, fuzz-expression, fuzz-constraint, fuzz-gif, fuzz-png).
#
# Why SwiftPM and not swiftc over the sources: FlipbookRender carries a resource (fonts.conf,
# through Bundle.module) and the modules link Cairo/Pango/giflib through system-library module maps;
# SwiftPM builds those exactly as the main package does. Every module of the dependency graph gets
# -sanitize=fuzzer,address (coverage + ASan), and -enable-testing lets the targets reach the
# scene-file languages' internal parsers with @testable import.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build/fuzz"
args=(-c release --package-path "$root/Fuzz" --scratch-path "$scratch"
      -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -DFLIPBOOK_LIBFUZZER)
swift build "${args[@]}" "$@" >&2
swift build "${args[@]}" --show-bin-path
