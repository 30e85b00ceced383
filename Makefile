# RACStep — `make site` builds the lessons site, `make test` runs every test.
SWIFT ?= swift
CONFIG ?= debug
# Debian packages the build needs (scripts/ensure-deps.sh installs the missing ones).
APT_PACKAGES ?= libedit-dev

.PHONY: all build test deps

all: build

# System packages a fresh machine lacks; installed only when missing.
deps:
	@RACSTEP_APT_PACKAGES="$(APT_PACKAGES)" sh scripts/ensure-deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
