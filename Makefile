# RACStep — `make site` builds the lessons site, `make test` runs every test.
SWIFT ?= swift
CONFIG ?= debug
# Debian packages the build needs (scripts/ensure-deps.sh installs the missing ones):
# cmark-gfm for the site's Markdown, libedit for `racstep step`'s line editing.
APT_PACKAGES ?= libcmark-gfm-dev libcmark-gfm-extensions-dev libedit-dev
# Where `make site` writes.
SITE_DIR ?= _site
LESSONS ?= lessons
PORT ?= 8000

.PHONY: all build test sanitize deps site pagefind verify serve serve-cluster cluster-test fuzz bench bench-reload load-test browser-deps browser-test

all: build

# System packages a fresh machine lacks; installed only when missing.
deps:
	@RACSTEP_APT_PACKAGES="$(APT_PACKAGES)" sh scripts/ensure-deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG)

test: deps
	python3 scripts/check-module-imports.py
	python3 scripts/rac-copies.py check
	python3 scripts/check-source-links.py
	python3 scripts/check-rac-locations.py
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	cd capture-check && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build && $(SWIFT) run --skip-build capture-check ../Sources/RACCore

# The test suite (but the page-weaving suites and the playground load test), every lesson and
# every ground-truth fixture under the address sanitizer, in a debug build of its own
# (ASAN_SCRATCH); any report fails (scripts/sanitize.sh says how, what it leaves out, and which
# ASan options and test limits differ, and why); then the engine's, interpreter's and server's
# suites under the thread sanitizer, in a build of its own (TSAN_SCRATCH).
ASAN_SCRATCH ?= .build-asan
TSAN_SCRATCH ?= .build-tsan
sanitize: deps
	sh scripts/sanitize.sh $(ASAN_SCRATCH) $(TSAN_SCRATCH)

# Runs every lesson snippet, English and Chinese, and compares it with its expectation blocks.
verify: deps
	$(SWIFT) build -c release --product racstep
	$$($(SWIFT) build -c release --show-bin-path)/racstep verify $(LESSONS) $(LESSONS)/zh

# The lessons site, from a fresh clone: packages, release build, verified pages in $(SITE_DIR),
# then Pagefind's search index over them (pagefind/; the page's search uses it when served over
# HTTP, and its own full-text index from file://). Pagefind 1.5.2 from PyPI (the package ships
# its binary; the extended build segments Chinese) in a virtualenv under .build/.
PAGEFIND_VERSION ?= 1.5.2
SITE_VENV ?= .build/site-venv
site: deps
	$(SWIFT) build -c release --product racstep
	$$($(SWIFT) build -c release --show-bin-path)/racstep site $(LESSONS) --out $(SITE_DIR) --pagefind
	@$(MAKE) --no-print-directory pagefind PAGEFIND_SITE=$(SITE_DIR) PAGEFIND_VENV=$(SITE_VENV)

# Pagefind over a built site: PAGEFIND_SITE, with pagefind installed in PAGEFIND_VENV when missing.
PAGEFIND_VENV ?= $(SITE_VENV)
pagefind:
	@RACSTEP_APT_PACKAGES="python3-venv" sh scripts/ensure-deps.sh
	@$(PAGEFIND_VENV)/bin/python -c "import pagefind_bin_extended" 2>/dev/null || { \
		{ test -x $(PAGEFIND_VENV)/bin/python || python3 -m venv $(PAGEFIND_VENV); } && \
		$(PAGEFIND_VENV)/bin/pip install -q --disable-pip-version-check 'pagefind[extended]==$(PAGEFIND_VERSION)'; }
	$(PAGEFIND_VENV)/bin/python -m pagefind --site $(PAGEFIND_SITE) --quiet

# `racstep serve`: the site from memory on http://127.0.0.1:$(PORT)/, rebuilt and reloaded as
# lessons change, and the playground at /play.
serve: deps
	$(SWIFT) build -c release --product racstep
	$$($(SWIFT) build -c release --show-bin-path)/racstep serve $(LESSONS) --port $(PORT)

# The deployment of deploy/ on loopback: N `racstep serve` instances and nginx (Debian's, installed
# when missing) in front of them on http://127.0.0.1:$(PORT)/, as the current user; Ctrl-C stops
# all (scripts/serve-cluster.sh).
N ?= 2
serve-cluster: deps
	@RACSTEP_APT_PACKAGES="nginx curl python3" sh scripts/ensure-deps.sh
	$(SWIFT) build -c release --product racstep
	bash scripts/serve-cluster.sh "$$($(SWIFT) build -c release --show-bin-path)/racstep" $(N) $(PORT)

# deploy/ under load: two instances behind nginx, wrk with CLUSTER_CONNECTIONS clients for
# CLUSTER_SECONDS through it, one instance killed with SIGKILL half-way; fails on any failed
# request or a p99 over 1 s, or when the instance, started again, takes no traffic
# (scripts/cluster-test.sh). CI runs it after `make verify`, whose release build it uses.
CLUSTER_CONNECTIONS ?= 100
CLUSTER_SECONDS ?= 10
cluster-test: deps
	@RACSTEP_APT_PACKAGES="nginx wrk curl python3" sh scripts/ensure-deps.sh
	$(SWIFT) build -c release --product racstep
	bash scripts/cluster-test.sh "$$($(SWIFT) build -c release --show-bin-path)/racstep" $(CLUSTER_CONNECTIONS) $(CLUSTER_SECONDS)

# libFuzzer over the parser, the interpreter and the lesson loader, SECONDS each (fuzz/run.sh).
SECONDS ?= 60
fuzz: deps
	sh fuzz/run.sh $(SECONDS)

# Benchmarks: its own package in bench/ (OpenCombine stays out of the root package), built in
# release, one child process per system x workload; writes bench/results.json.
# RxPY (reactivex 6.1.0) is installed with pip, valgrind (instruction counts) and hugo (the site
# workload's comparison) and GNU time (the trace workload's peak RSS) with apt, when missing.
BENCH_PYTHON ?= python3
BENCH_DWARF = -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4
bench: deps
	@RACSTEP_APT_PACKAGES="valgrind hugo time" sh scripts/ensure-deps.sh
	@$(BENCH_PYTHON) -c 'import reactivex' 2>/dev/null || $(BENCH_PYTHON) -m pip install -q 'reactivex==6.1.0'
	$(SWIFT) build -c release --product racstep
	@# SwiftPM keeps the bench package's build plan for the root package (a path dependency)
	@# and does not notice files added there since: `cannot find 'X' in scope`. Planning
	@# again takes a second; what was compiled is kept.
	rm -f bench/.build/release.yaml
	@# DWARF 4: valgrind 3.19 gives up on Swift 6.3's DWARF 5, and the suite counts
	@# instructions under callgrind (debug info only; the code is the same).
	cd bench && $(SWIFT) build -c release $(BENCH_DWARF)
	cd bench && ./.build/release/racstep-bench --python $(BENCH_PYTHON) --rxpy rxpy/bench.py --out results.json \
		--racstep "$$(cd .. && $(SWIFT) build -c release --show-bin-path)/racstep" $(BENCH_ARGS)
	@$(MAKE) --no-print-directory load-test
	@$(MAKE) --no-print-directory bench-reload

# Edit to reload under `racstep serve` (bench/edit-reload.py): RELOAD_EDITS edits of a sentence
# of RELOAD_LESSON, each timed from the save to the reloaded page's DOMContentLoaded in headless
# Chromium; prints each and the median. RELOAD_VERSUS=RACSTEP[,THEME] times another build beside
# it, edit by edit in turns.
RELOAD_LESSON ?= 06-bind
RELOAD_EDITS ?= 20
RELOAD_VERSUS ?=
bench-reload: browser-deps
	$(SWIFT) build -c release --product racstep
	$(BROWSER_VENV)/bin/python bench/edit-reload.py "$$($(SWIFT) build -c release --show-bin-path)/racstep" \
		--lesson $(RELOAD_LESSON) --edits $(RELOAD_EDITS) $(if $(RELOAD_VERSUS),--versus "$(RELOAD_VERSUS)")

# The playground under load (bench/load-test.sh): wrk (Debian) with LOAD_CONNECTIONS clients
# for LOAD_SECONDS against `racstep serve`'s /api/trace; fails on any error.
LOAD_CONNECTIONS ?= 50
LOAD_SECONDS ?= 10
load-test: deps
	@RACSTEP_APT_PACKAGES="wrk curl" sh scripts/ensure-deps.sh
	$(SWIFT) build -c release --product racstep
	sh bench/load-test.sh "$$($(SWIFT) build -c release --show-bin-path)/racstep" $(LOAD_CONNECTIONS) $(LOAD_SECONDS)

# The site in headless Chromium (browser-test/): the player stepped with buttons, keys and #step-N
# links against each page's embedded trace; links and file:// checked on every page.
# Debian's chromium and chromedriver; pytest and selenium from PyPI in a virtualenv under .build/.
# The debug build, because CI runs this after `make test`, which has already built it.
BROWSER_APT_PACKAGES ?= chromium chromium-driver python3-venv
BROWSER_SITE_DIR ?= .build/browser-site
BROWSER_VENV ?= .build/browser-venv
PYTEST_ARGS ?=
BROWSER_WORKERS ?= 2

# Chromium, its driver and the browser test's Python packages (BROWSER_VENV).
browser-deps: deps
	@RACSTEP_APT_PACKAGES="$(BROWSER_APT_PACKAGES)" sh scripts/ensure-deps.sh
	@# Installed again whenever requirements.txt changes (a copy is kept in the venv).
	@# --ignore-requires-python: axe-selenium-python 3.0.0 says Python 3.12, Debian 12 has 3.11,
	@# and its code runs on 3.11 (browser-test/requirements.txt).
	@cmp -s browser-test/requirements.txt $(BROWSER_VENV)/requirements.txt && \
	$(BROWSER_VENV)/bin/python -c "import pytest, xdist, selenium, axe_selenium_python, pagefind_bin_extended" 2>/dev/null || { \
		python3 -m venv --clear $(BROWSER_VENV) && \
		$(BROWSER_VENV)/bin/pip install -q --disable-pip-version-check --ignore-requires-python -r browser-test/requirements.txt && \
		cp browser-test/requirements.txt $(BROWSER_VENV)/requirements.txt; }

browser-test: browser-deps
	@# In debug, with the tests: the build `make test` left (building the product alone would
	@# compile every module again, without -enable-testing).
	$(SWIFT) build -c $(CONFIG) $(if $(filter debug,$(CONFIG)),--build-tests,--product racstep)
	$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/racstep site $(LESSONS) --out $(BROWSER_SITE_DIR) --pagefind
	@$(MAKE) --no-print-directory pagefind PAGEFIND_SITE=$(BROWSER_SITE_DIR) PAGEFIND_VENV=$(BROWSER_VENV)
	@# axe-core on every page and view, and the reader model on every player, are most of the
	@# suite's time and time nothing: they run on BROWSER_WORKERS browsers at once (pytest-xdist);
	@# the rest, whose tests time steps in the browser, on one. Exit status 5 is "no test
	@# selected" (a PYTEST_ARGS -k that picks from one part).
	PYTHONDONTWRITEBYTECODE=1 RACSTEP_SITE_DIR=$(BROWSER_SITE_DIR) RACSTEP_BIN=$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/racstep \
		$(BROWSER_VENV)/bin/python -m pytest browser-test/test_accessibility.py browser-test/test_reader.py -n $(BROWSER_WORKERS) $(PYTEST_ARGS) || [ $$? -eq 5 ]
	PYTHONDONTWRITEBYTECODE=1 RACSTEP_SITE_DIR=$(BROWSER_SITE_DIR) RACSTEP_BIN=$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/racstep \
		$(BROWSER_VENV)/bin/python -m pytest browser-test --ignore=browser-test/test_accessibility.py --ignore=browser-test/test_reader.py $(PYTEST_ARGS) || [ $$? -eq 5 ]
