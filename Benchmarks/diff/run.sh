#!/usr/bin/env bash
# Times Flipbook's image comparison beside Python pixelmatch (PyPI, in .build/bench-venv) and
# ImageMagick's `compare -metric AE`, on 780×1688 frames of blog-header, prints the table and
# saves it to Benchmarks/diff/RESULTS.md. `make bench-diff` runs it.
#   RUNS=N   timed runs per figure (median), default 7
set -euo pipefail

cd "$(dirname "$0")/../.."

# ImageMagick's compare (Debian's; /usr/local/bin may hold stand-ins, so use the full path).
if [ ! -x /usr/bin/compare ]; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends imagemagick
fi

# pixelmatch and Pillow in the benchmarks' venv (shared with the layout benchmark, which may
# have made it without Debian's site packages: then Pillow comes from PyPI too).
venv=.build/bench-venv
if [ ! -x "$venv/bin/python" ]; then
    if /usr/bin/python3 -c "import venv" 2>/dev/null; then
        /usr/bin/python3 -m venv --system-site-packages "$venv"
    else
        python3 -m venv "$venv"
    fi
fi
"$venv/bin/python" -c "import pixelmatch" 2>/dev/null || "$venv/bin/pip" install --quiet --disable-pip-version-check pixelmatch
"$venv/bin/python" -c "import PIL" 2>/dev/null || "$venv/bin/pip" install --quiet --disable-pip-version-check pillow

swift build -c release --product flipbook >&2
swift build -c release --product diff-bench >&2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/release/flipbook render blog-header -o "$work/frames" >&2

"$venv/bin/python" Benchmarks/diff/bench.py "$work" | tee Benchmarks/diff/RESULTS.md
