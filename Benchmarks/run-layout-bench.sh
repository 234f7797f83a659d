#!/usr/bin/env bash
# Runs the Flipbook layout benchmark next to Kiwi (kiwisolver, C++) on the same
# screens and prints both figures and their ratios. The last line is
#   layout per-step flipbook/kiwi = R
# with R the ratio of the per-step medians at 100 views.
set -euo pipefail

cd "$(dirname "$0")/.."
venv=.build/bench-venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import kiwisolver" 2>/dev/null; then
    "$venv/bin/pip" install --quiet kiwisolver
fi

results=$(mktemp)
trap 'rm -f "$results"' EXIT
swift build -c release --product layout-bench >&2
swift run -c release --skip-build layout-bench "$@" >"$results"
"$venv/bin/python" Benchmarks/kiwi_bench.py "$@" >>"$results"

"$venv/bin/python" - "$results" <<'PY'
import json
import sys

rows = [json.loads(line) for line in open(sys.argv[1]) if line.startswith("{")]
flip = {r["views"]: r for r in rows if r["impl"] == "flipbook"}
kiwi = {r["views"]: r for r in rows if r["impl"] == "kiwi"}
sizes = sorted(set(flip) & set(kiwi))

print(f"{'views':>6} {'cons':>6} | {'build ms flip':>13} {'kiwi':>9} {'ratio':>6} | "
      f"{'step us flip':>12} {'kiwi':>9} {'ratio':>6} | same solution")
for n in sizes:
    f, k = flip[n], kiwi[n]
    same = (abs(f["checksum_build"] - k["checksum_build"]) < 1e-6 * max(1, abs(k["checksum_build"]))
            and abs(f["checksum_steps"] - k["checksum_steps"]) < 1e-6 * max(1, abs(k["checksum_steps"])))
    print(f"{n:>6} {f['constraints']:>6} | {f['build_ms']:>13.3f} {k['build_ms']:>9.3f} "
          f"{f['build_ms'] / k['build_ms']:>6.2f} | {f['step_us']:>12.2f} {k['step_us']:>9.2f} "
          f"{f['step_us'] / k['step_us']:>6.2f} | {'yes' if same else 'NO'}")

def growth(table, key, a, b):
    return table[b][key] / table[a][key]

for a, b in zip(sizes, sizes[1:]):
    print(f"growth {a}->{b} views: build x{growth(flip, 'build_ms', a, b):.1f} (kiwi x{growth(kiwi, 'build_ms', a, b):.1f}), "
          f"step x{growth(flip, 'step_us', a, b):.1f} (kiwi x{growth(kiwi, 'step_us', a, b):.1f})")

if 100 in flip and 100 in kiwi:
    print(f"layout per-step flipbook/kiwi = {flip[100]['step_us'] / kiwi[100]['step_us']:.2f}")
else:
    print("layout per-step flipbook/kiwi = n/a")
PY
