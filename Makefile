# RACStep — `make site` builds the lessons site, `make test` runs every test.
SWIFT ?= swift
CONFIG ?= debug

.PHONY: all build test deps

all: build

# System packages a fresh machine lacks; installed only when missing.
deps:
	@sh scripts/ensure-deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
