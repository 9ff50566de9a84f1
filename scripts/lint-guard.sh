#!/usr/bin/env bash
# Proves that linting while building still fails on a warning (issue 56.5). `make test` lints
# through clippy's driver (the Makefile's LINT_WHILE_BUILDING: RUSTC_WORKSPACE_WRAPPER and
# CLIPPY_ARGS, how `cargo clippy` hands the driver its arguments). That is clippy's private
# protocol: should a new clippy read it differently, the build would pass with warnings and
# nobody would notice. So this plants a clippy warning in a scratch crate and builds it twice:
# plainly, which must pass (the crate itself is sound), and with the lint environment, which
# must fail on that very lint.
#
#   LINT_ENV='RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=...' scripts/lint-guard.sh
set -euo pipefail

[ -n "${LINT_ENV:-}" ] || { echo "lint-guard: LINT_ENV is empty: give it the Makefile's LINT_WHILE_BUILDING" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/src"
cat >"$scratch/Cargo.toml" <<'TOML'
[package]
name = "lint-guard"
version = "0.0.0"
edition = "2021"

[workspace]
TOML
# clippy::needless_return is a style lint: a warning, which only `-D warnings` makes an error.
cat >"$scratch/src/lib.rs" <<'RUST'
pub fn planted() -> u32 {
    return 1;
}
RUST

build() { cargo build --quiet --offline --manifest-path "$scratch/Cargo.toml" --target-dir "$scratch/target" 2>&1; }

if ! plain=$(build); then
  echo "lint-guard: the scratch crate does not even build without the lints:" >&2
  echo "$plain" >&2
  exit 1
fi
cargo clean --quiet --manifest-path "$scratch/Cargo.toml" --target-dir "$scratch/target"
# LINT_ENV holds NAME=VALUE words with no spaces inside them, as the Makefile writes them.
# shellcheck disable=SC2086
if linted=$(env $LINT_ENV bash -c "$(declare -f build); scratch='$scratch'; build"); then
  echo "lint-guard: FAIL: a build with LINT_ENV passed over a planted clippy warning (needless_return): linting while building no longer fails on warnings" >&2
  exit 1
fi
if ! grep -q 'needless_return' <<<"$linted"; then
  echo "lint-guard: FAIL: the linted build failed, but not on the planted warning:" >&2
  echo "$linted" >&2
  exit 1
fi
echo "lint-guard: ok: linting while building fails on a planted clippy warning"
