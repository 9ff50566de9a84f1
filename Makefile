# Gameshelf: build, serve and test.   `make serve` to play, `make test` to check everything.
#
#   make serve   install what is missing, then serve the app on http://127.0.0.1:8080
#   make test    fmt, engine/cli/app tests and release build (both linted by clippy), bundle size, end-to-end tests
#   make clippy  only the lints
#   make dist    release bundle into dist/ (PUBLIC_URL=/sub/path/ for a sub-path)
#   make bench   engine benchmarks
#   make bench-browser   the robots' speed and each game's latency in the browser, into docs/benchmarks.md
#   make bench-load   the first visit on a throttled phone (bytes, time to the shelf, Lighthouse), into docs/benchmarks.md
#   make fuzz    every fuzz target for FUZZ_SECONDS (600) each, on its corpus in fuzz/corpus/, one after another
#   make setup   only install the tools (scripts/setup.sh)

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
# Targets that call other targets run them in order, whatever -j says.
.NOTPARALLEL:

ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))

# wasm-opt (npm package binaryen) and Playwright live in end2end/node_modules;
# trunk and wasm-bindgen in Cargo's bin directory.
CARGO_BIN := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin
export PATH := $(ROOT)/end2end/node_modules/.bin:$(CARGO_BIN):$(PATH)
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
export TRUNK_SKIP_VERSION_CHECK := true

# Where the app is served from: "/" or a sub-path such as /games/ (trunk --public-url).
PUBLIC_URL ?= /
# `make serve` address and port.
ADDRESS ?= 127.0.0.1
PORT ?= 8080
# `make serve` builds here, so it never clobbers the release bundle in dist/.
SERVE_DIST ?= target/serve-dist
# Cargo's directory for the web build (`make serve`, `make dist`): its own, so that a release
# build never waits for Cargo's lock on target/ while clippy or the tests use it (`make test`
# runs them side by side).
WEB_TARGET_DIR ?= $(ROOT)/target/web
# Port of the static server the end-to-end tests start: a free one, so that `make serve` and
# other checkouts' test runs on the same machine do not get in the way (E2E_PORT=8081 to fix it).
E2E_PORT ?= $(shell python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
# Limit on the gzipped .wasm + .js + .css of dist/ that every visit loads: 360 KB (1 KB = 1024
# bytes), the chunks loaded on demand, the languages but English and the robots' worker apart
# (docs/benchmarks.md).
MAX_BUNDLE_BYTES ?= 368640
# Limit on the chunks loaded on demand, all of them together (each game's screen and new-game
# form, Abalone's study tools, a shared game's page, the rules pages, what they share):
# 800 KB (750 KB until each tile game's screen at a distance became a chunk of its own, which took
# some 33 KB off each game's first opening and put 33 KB on the total: docs/benchmarks.md). A
# visit loads only its games' part.
MAX_SCREENS_BYTES ?= 819200
# Limit on each game's first opening: the files that opening its new-game form and then its
# screen fetch, brotli as served with their headers, in the language that makes it largest,
# added up from the build's chunk graph (scripts/openings.py): 200 KB (issue 61). Abaku's is
# 210 KB until its opening is cut further: 207.6 KB at 3077257, from 233 (docs/benchmarks.md).
MAX_OPENING_BYTES ?= 204800
OPENING_LIMITS ?= abaku=215040
# Limit on remote play's chunk, with its cryptography and the three tile games dealt at a
# distance, loaded only for a game played at a distance or a link of one: 160 KB (the copy's
# seed drawn by commitment and revelation took it past 140 KB, as the deal's proofs took it past
# 120 KB and the panel that says each device's next step past 110 KB: docs/benchmarks.md).
MAX_REMOTE_BYTES ?= 163840
# Limit on each language's words (each of its two chunks: the words in Rust, and its translation
# files compiled), the bytes that switching to another language adds: 30 KB.
MAX_LOCALE_BYTES ?= 30720
# Limit on the robots' worker, loaded only when a robot or a hint is first asked for: 250 KB.
MAX_WORKER_BYTES ?= 256000

SETUP := bash $(ROOT)/scripts/setup.sh

# `make test` lints as it builds: clippy's driver compiles the workspace's own crates in rustc's
# place, for the tests and for the browser bundle, every warning denied as `make clippy` denies it
# (CLIPPY_ARGS is how `cargo clippy` hands the driver its arguments). Each crate is compiled once
# for both, rather than checked for the lints and built again: most of a busy machine's time in
# `make test` is compiling. The lints reach every target that anything builds: the engine's and
# the command line's with their benches and examples, the app's tests natively (every line of the
# app is in them), and the app and the robots' worker for the browser. Empty, as `make unit` and
# `make dist` leave it, rustc builds alone.
LINT_ENV :=
LINT_WHILE_BUILDING := RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__

.PHONY: help setup setup-build serve dist size test fmt-check clippy lint-guard unit e2e bench bench-browser bench-load fuzz clean

help:
	@sed -n 's/^#   //p' $(firstword $(MAKEFILE_LIST))

setup:
	$(SETUP) all

setup-build:
	$(SETUP) build

serve: setup-build
	CARGO_TARGET_DIR=$(WEB_TARGET_DIR) trunk serve --release --offline --address $(ADDRESS) --port $(PORT) --public-url $(PUBLIC_URL) --dist $(SERVE_DIST)

dist: setup-build
	CARGO_TARGET_DIR=$(WEB_TARGET_DIR) $(LINT_ENV) trunk build --release --offline --public-url $(PUBLIC_URL)
	node scripts/precompress.mjs dist
	@echo "dist/ is ready for any static host, served under $(PUBLIC_URL)"

size:
	bash scripts/bundle-size.sh dist $(MAX_BUNDLE_BYTES) $(MAX_WORKER_BYTES) $(MAX_SCREENS_BYTES) $(MAX_LOCALE_BYTES) $(MAX_REMOTE_BYTES)
	python3 scripts/openings.py dist $(MAX_OPENING_BYTES) $(OPENING_LIMITS)

fmt-check:
	cargo fmt --all -- --check

# The engine and the CLI are checked for the host, with the engine's optional parts (remote
# play's cryptography); the app for wasm32 (the target it is built for) and for the host, where
# its own tests run (and where pointers are twice as wide, so a type's size lints differ).
ENGINE_FEATURES := --features gameshelf-engine/remote
clippy:
	cargo clippy -p gameshelf-engine -p gameshelf-cli $(ENGINE_FEATURES) --all-targets -- -D warnings
	cargo clippy -p gameshelf --target wasm32-unknown-unknown --all-targets -- -D warnings
	cargo clippy -p gameshelf --all-targets -- -D warnings

# Linting while building rests on clippy's private protocol: this checks that it still fails
# on a warning, on a scratch crate with one planted (a few seconds).
lint-guard:
	LINT_ENV='$(LINT_WHILE_BUILDING)' bash scripts/lint-guard.sh

# The app's own tests (the translations, the tile screens' controllers) run natively too: they
# touch no browser API. So do the build scripts' (scripts/test_*.py). Every target is built
# first, the engine's benches and examples too, so that they are known to compile (and, under
# `make test`, linted); then the tests run.
UNIT_PACKAGES := -p gameshelf-engine -p gameshelf-cli -p gameshelf $(ENGINE_FEATURES)
unit:
	$(LINT_ENV) cargo test --no-run --all-targets $(UNIT_PACKAGES)
	$(LINT_ENV) cargo test --no-fail-fast $(UNIT_PACKAGES)
	python3 -m unittest discover --start-directory scripts --pattern 'test_*.py'

# End-to-end tests against the bundle in dist/ (built first if there is none).
e2e:
	$(SETUP) browser
	@[ -f dist/index.html ] || $(MAKE) --no-print-directory dist
	port=$(E2E_PORT); echo "serving dist/ for the browser tests at http://127.0.0.1:$$port$(PUBLIC_URL)"; \
	cd end2end && E2E_PORT=$$port E2E_BASE_PATH=$(PUBLIC_URL) npx --no-install playwright test

# Two lines of work side by side, each prefixing its output: the Rust tests, and the browser's
# (release build, bundle size, end-to-end tests), each build linted by clippy's driver as it goes
# (LINT_WHILE_BUILDING). On two cores that share the machine with other work, two lines get more
# of it than one, and each one's single-threaded stretches (linking, wasm-opt, a test waiting for
# a robot) fill the other's gaps: with both cores kept busy, a run took 2,311 s so, and 2,525 s
# with the release build alone first (docs/benchmarks.md, "The test suite's own time").
test: setup
	@echo "== cargo fmt --check"
	$(MAKE) --no-print-directory fmt-check
	bash scripts/side-by-side.sh \
	  rust "$(MAKE) --no-print-directory lint-guard unit LINT_ENV='$(LINT_WHILE_BUILDING)'" \
	  browser "$(MAKE) --no-print-directory dist size e2e LINT_ENV='$(LINT_WHILE_BUILDING)'"

bench:
	cargo bench -p gameshelf-engine --features remote

# The robots' speed and each game's answer to a player (moves, live previews, the page while a
# robot thinks), in Chromium: printed, and written into docs/benchmarks.md. Never part of `make test`.
bench-browser:
	$(SETUP) browser
	@[ -f dist/index.html ] || $(MAKE) --no-print-directory dist
	rm -rf end2end/artifacts/bench
	cd end2end && node bench/robots.mjs ../dist
	port=$(E2E_PORT); cd end2end && E2E_PORT=$$port E2E_BASE_PATH=$(PUBLIC_URL) npx --no-install playwright test --config bench.config.ts
	cd end2end && node bench/write-doc.mjs ../docs/benchmarks.md

# The first visit on a throttled phone (4x CPU, Fast 3G, brotli): bytes and times until the shelf,
# and what opening a game or another language adds; written into docs/benchmarks.md.
bench-load:
	$(SETUP) browser
	@[ -f dist/index.html ] || $(MAKE) --no-print-directory dist
	cd end2end && node bench/load.mjs ../dist ../docs/benchmarks.md
	cd end2end && node bench/lighthouse.mjs ../dist ../docs/benchmarks.md

# The fuzz targets (fuzz/, each a body of the engine's `fuzz` module: remote play's links and
# parts, a game's record, a shared game, a backup), each for FUZZ_SECONDS, one after another:
# libFuzzer through cargo-fuzz, its nightly flags taken on the stable toolchain by
# RUSTC_BOOTSTRAP. Without a sanitizer (the engine is safe Rust: a panic is the bug looked for),
# with debug assertions (overflows). The fuzzer starts from the corpus committed in
# fuzz/corpus/<target>/ and writes what it finds in fuzz/target/found/; then the corpus is made
# again as the fewest inputs, of these and the corpus's, that reach all the code they reach
# (libFuzzer's set cover merge, by code reached, not by how often), so that it stays small:
# commit it. Inputs stay within the size of what the corpus started from: 4 KB for a link or
# parts (a part of a long link is nearly 3 KB), 2 KB for a backup, 1 KB for a record. A crash stops the run, its input in fuzz/artifacts/<target>/. Never part of
# `make test`, whose engine tests replay the corpus (engine/tests/fuzz_corpus.rs).
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= link parts record shared_game backup
FUZZ_RUN := RUSTC_BOOTSTRAP=1 cargo fuzz run --sanitizer none --debug-assertions
fuzz:
	$(SETUP) fuzz
	cd fuzz && for target in $(FUZZ_TARGETS); do \
	  echo "== fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  rm -rf target/found/$$target target/merged/$$target; \
	  mkdir -p target/found/$$target target/merged/$$target; \
	  case $$target in record | shared_game) most=1024 ;; backup) most=2048 ;; *) most=4096 ;; esac; \
	  $(FUZZ_RUN) $$target target/found/$$target corpus/$$target -- \
	    -max_total_time=$(FUZZ_SECONDS) -max_len=$$most -timeout=10; \
	  $(FUZZ_RUN) $$target target/merged/$$target corpus/$$target target/found/$$target -- \
	    -set_cover_merge=1 -use_counters=0; \
	  rm -rf corpus/$$target && mv target/merged/$$target corpus/$$target; \
	done

clean:
	rm -rf dist end2end/artifacts end2end/test-results end2end/playwright-report
