#!/usr/bin/env bash
# `make test`'s fuzz smoke: builds the targets (Fuzz/build.sh) and runs each a bounded number of
# times (FUZZ_SMOKE_RUNS, 2000 by default) over its seeds and the regression corpus, mutating from
# there. Any crash, timeout (>10 s) or out-of-memory (>1 GB) fails the smoke, and the input is
# left under Fuzz/crashers/<target>/ to become a regression test.
set -euo pipefail
FUZZ_DIR="$(cd "$(dirname "$0")" && pwd)"
. "$FUZZ_DIR/targets.sh"
bin="$("$FUZZ_DIR/build.sh" 2>/dev/null | tail -n 1)" || { "$FUZZ_DIR/build.sh" >/dev/null; exit 1; }
runs="${FUZZ_SMOKE_RUNS:-2000}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failed=""
for target in ${FUZZ_TARGETS:-$FUZZ_ALL_TARGETS}; do
    mkdir -p "$scratch/$target" "$FUZZ_DIR/crashers/$target"
    log="$scratch/$target.log"
    # The first folder takes new inputs (thrown away); seeds and regressions are only read.
    # -seed fixes the mutations, so a smoke that passes passes again.
    if "$bin/fuzz-$target" $(fuzz_options "$target") -runs="$runs" -seed=1 \
         -artifact_prefix="$FUZZ_DIR/crashers/$target/" "$scratch/$target" $(fuzz_inputs "$target") >"$log" 2>&1; then
        echo "fuzz smoke $target: $(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$') runs, ok"
    else
        echo "fuzz smoke $target: FAILED (input saved under Fuzz/crashers/$target/)"
        grep -E "ERROR|Fatal error|SUMMARY|Test unit written" "$log" | head -n 5
        failed="$failed $target"
    fi
done
[ -z "$failed" ] || { echo "fuzz smoke failed:$failed"; exit 1; }
