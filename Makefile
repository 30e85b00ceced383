# RACStep — `make site` builds the lessons site, `make test` runs every test.
SWIFT ?= swift
CONFIG ?= debug

.PHONY: all build test deps bench

all: build

# System packages a fresh machine lacks; installed only when missing.
deps:
	@sh scripts/ensure-deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Benchmarks: its own package in bench/ (OpenCombine stays out of the root package), built in
# release, one child process per system x workload; writes bench/results.json.
# RxPY (reactivex 6.1.0) is installed with pip when missing.
BENCH_PYTHON ?= python3
bench: deps
	@$(BENCH_PYTHON) -c 'import reactivex' 2>/dev/null || $(BENCH_PYTHON) -m pip install -q 'reactivex==6.1.0'
	cd bench && $(SWIFT) build -c release
	cd bench && ./.build/release/racstep-bench --python $(BENCH_PYTHON) --rxpy rxpy/bench.py --out results.json $(BENCH_ARGS)
