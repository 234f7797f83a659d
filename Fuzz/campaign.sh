#!/usr/bin/env bash
# `make fuzz`: a campaign over every target (or FUZZ_TARGETS="gif png"), one at a time, one
# process (the machine is shared), for FUZZ_SECONDS each (600 by default) or FUZZ_RUNS executions.
# It keeps going past a crash (libFuzzer's fork mode with one job), saving every crashing, slow
# (>10 s) or memory-hungry (>1 GB) input under Fuzz/crashers/<target>/ (ignored by git: a fixed
# crasher moves to Fuzz/regressions/<target>/ and into a test). The growing corpus lives in
# .build/fuzz/corpus/<target>. Prints executions, crashes, timeouts and OOMs per target.
set -euo pipefail
FUZZ_DIR="$(cd "$(dirname "$0")" && pwd)"
. "$FUZZ_DIR/targets.sh"
# FUZZ_BIN=folder runs binaries built earlier (no rebuild, e.g. while the sources are being edited).
bin="${FUZZ_BIN:-$("$FUZZ_DIR/build.sh" | tail -n 1)}"
corpus="$FUZZ_DIR/../.build/fuzz/corpus"
limit="-max_total_time=${FUZZ_SECONDS:-600}"
[ -n "${FUZZ_RUNS:-}" ] && limit="-runs=$FUZZ_RUNS"
for target in ${FUZZ_TARGETS:-$FUZZ_ALL_TARGETS}; do
    mkdir -p "$corpus/$target" "$FUZZ_DIR/crashers/$target"
    log="$FUZZ_DIR/../.build/fuzz/campaign-$target.log"
    before=$(ls "$FUZZ_DIR/crashers/$target" | wc -l)
    "$bin/fuzz-$target" $(fuzz_options "$target") $limit -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="$FUZZ_DIR/crashers/$target/" "$corpus/$target" $(fuzz_inputs "$target") >"$log" 2>&1 || true
    # Fork mode's last status line: "#N: cov: .. exec/s: .. oom/timeout/crash: a/b/c time: ..".
    last="$(grep -E '^#[0-9]+: cov' "$log" | tail -n 1)"
    execs="$(echo "$last" | sed -E 's/^#([0-9]+):.*/\1/')"
    counts="$(echo "$last" | grep -oE 'oom/timeout/crash: [0-9]+/[0-9]+/[0-9]+' | grep -oE '[0-9]+/[0-9]+/[0-9]+')"
    IFS=/ read -r ooms timeouts crashes <<<"${counts:-?/?/?}"
    new=$(( $(ls "$FUZZ_DIR/crashers/$target" | wc -l) - before ))
    echo "fuzz $target: executions ${execs:-?}, crashes ${crashes}, timeouts ${timeouts}, OOMs ${ooms}," \
         "new inputs in Fuzz/crashers/$target: $new (log: .build/fuzz/campaign-$target.log)"
done
