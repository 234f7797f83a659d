# Flipbook: the two entry points of README.md, plus the benchmark.
#   make demo   renders the built-in scenes into out/
#   make test   builds and runs every test, then verifies fixtures/ against golden/
# Each first installs the Debian packages that are missing (apt-get, with sudo when not root):
# rendering needs only Cairo, Pango, librsvg (SVG symbols), giflib and the fonts; the tests add their independent
# checkers (Pillow, jsonschema, Poppler, Pango through python3-gi, CairoSVG, pixelmatch from PyPI in .build/venv) and Chromium for
# the HTML report. On CI (CI=true) a missing checker fails its test; elsewhere it is a named skip.

SWIFT ?= swift
RENDER_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libgif-dev zlib1g-dev libdeflate-dev fonts-inter fonts-dejavu-core
TEST_PACKAGES := $(RENDER_PACKAGES) python3-pil python3-numpy python3-jsonschema python3-venv chromium poppler-utils \
  python3-gi python3-gi-cairo gir1.2-pango-1.0 python3-cairosvg
# The venv the pixelmatch reference test and the kiwisolver differential test run (Debian's
# Pillow through --system-site-packages).
TEST_VENV := .build/venv

.PHONY: deps test-deps test-venv demo test bench bench-layout build clean

deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(RENDER_PACKAGES)"

test-deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(TEST_PACKAGES)"

.PHONY: install-packages
install-packages:
	@missing=""; \
	for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing$$missing"; \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
	  $$SUDO apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product flipbook

demo: build
	.build/release/flipbook demo --out out

# Made once; a second run only checks the import (well under a second).
test-venv: test-deps
	@[ -x $(TEST_VENV)/bin/python ] || /usr/bin/python3 -m venv --system-site-packages $(TEST_VENV)
	@$(TEST_VENV)/bin/python -c "import pixelmatch, PIL, kiwisolver" 2>/dev/null || \
	  $(TEST_VENV)/bin/pip install --quiet --disable-pip-version-check pixelmatch kiwisolver

test: test-venv
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	# Every scene in fixtures/ against golden/ (frames and step traces); never records in CI.
	.build/debug/flipbook verify --record never --report .build/flipbook-report
	bash Fuzz/smoke.sh   # every libFuzzer target, bounded: seeds, regressions, 2000 mutations each

bench: deps
	$(SWIFT) build -c release --product flipbook-bench
	$(SWIFT) build -c release --product flipbook
	.build/release/flipbook-bench
	# Instructions per stage of one whole render (callgrind): stable where times drift with load.
	bash Benchmarks/e2e/stage-instructions.sh blog-header

# The solver beside Kiwi (kiwisolver from PyPI, in a local virtual environment).
bench-layout: test-deps
	bash Benchmarks/run-layout-bench.sh

clean:
	rm -rf .build out

# A fuzzing campaign, one target at a time: FUZZ_SECONDS per target (600), or FUZZ_RUNS;
# FUZZ_TARGETS picks some of: scene expression constraint gif png. See Fuzz/README.md.
.PHONY: fuzz
fuzz: deps
	bash Fuzz/campaign.sh

# The GIF encoder beside ImageMagick, ffmpeg, Pillow and gifsicle (peers installed if missing).
.PHONY: bench-gif
bench-gif: test-deps
	bash Benchmarks/gif/run.sh

# Image comparison beside pixelmatch (PyPI, in the same local venv) and ImageMagick's compare.
.PHONY: bench-diff
bench-diff: test-deps
	bash Benchmarks/diff/run.sh

# The whole `flipbook render` process beside the script a user would write (pycairo + ffmpeg's
# two-pass palette, Benchmarks/e2e/peer.py), median of 5 interleaved runs each, as a ratio.
.PHONY: bench-e2e
bench-e2e: deps
	bash Benchmarks/e2e/run.sh

# Flipbook's PNG encoder beside Cairo's PNG writer on blog-header's frames and the photo-like ones.
.PHONY: bench-png
bench-png: test-deps
	bash Benchmarks/png-bench/run.sh

# The rasterizer beside the bare Cairo floor (the same display lists, text pre-shaped), per scene.
.PHONY: bench-raster
bench-raster: deps
	$(SWIFT) build -c release --product raster-bench
	.build/release/raster-bench
