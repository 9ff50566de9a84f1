#!/usr/bin/env bash
# Installs what building and testing Gameshelf needs, skipping whatever is already
# there in the right version. Safe to run again and again; fast when all is present.
#
#   scripts/setup.sh          everything (what `make test` needs)
#   scripts/setup.sh build    only what `make serve` / `make dist` need (no browser)
#   scripts/setup.sh browser  only Chromium (for the end-to-end tests)
#   scripts/setup.sh fuzz     only cargo-fuzz (for `make fuzz`, never part of `make test`)
#
# Installs, each only if missing or in the wrong version:
#   - the Rust target wasm32-unknown-unknown and the rustfmt / clippy components (rustup)
#   - trunk 0.21.x                        (cargo install trunk --version '~0.21' --locked)
#   - wasm-bindgen-cli = the wasm-bindgen version in Cargo.lock   (cargo install)
#   - wasm-split-cli $WASM_SPLIT_VERSION, cargo-leptos's wasm splitter (cargo install
#     wasm_split_cli_support), which scripts/split-wasm.py runs after every build
#   - end2end/node_modules: binaryen (wasm-opt), esbuild (minifies a release build), @playwright/test, playwright-core (npm ci)
#   - Debian's chromium + chromium-driver  (apt-get), used by Playwright as /usr/bin/chromium
#   - with `fuzz` only: cargo-fuzz $CARGO_FUZZ_VERSION (cargo install cargo-fuzz --locked)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

export PATH="$ROOT/end2end/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# Playwright must never download a browser of its own: it drives Debian's Chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

TRUNK_REQ='~0.21'   # cargo version requirement; 0.22 needs a newer rustc
TRUNK_SERIES='0.21.'
CHROMIUM=/usr/bin/chromium
# The splitter reads the split points that the wasm_split_helpers crate in Cargo.lock writes.
WASM_SPLIT_VERSION='0.2.4'
# `make fuzz`'s runner of libFuzzer; the fuzz targets' own crates are pinned in fuzz/Cargo.lock.
CARGO_FUZZ_VERSION='0.13.2'

what="${1:-all}"
case "$what" in
  all) want_build=1 want_browser=1 ;;
  build) want_build=1 want_browser=0 ;;
  browser) want_build=0 want_browser=1 ;;
  fuzz) want_build=0 want_browser=0 ;;
  *) echo "usage: $0 [all|build|browser|fuzz]" >&2; exit 2 ;;
esac

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi

# Two setups at once (say `make serve` in one terminal, `make test` in another) would
# both run the same `cargo install`: take turns.
if command -v flock >/dev/null 2>&1; then
  exec 9>"${TMPDIR:-/tmp}/gameshelf-setup.lock"
  if ! flock -n 9; then
    say "another setup is running; waiting for it"
    flock 9
  fi
fi

# The version of the wasm-bindgen crate that Cargo.lock pins (Trunk requires the CLI to match).
wasm_bindgen_lock_version() {
  awk '$0 == "name = \"wasm-bindgen\"" { getline; if ($1 == "version") { gsub(/"/, "", $3); print $3; exit } }' Cargo.lock
}

# "version_132" from Trunk.toml's [tools] wasm_opt.
wasm_opt_wanted() {
  sed -n 's/^[[:space:]]*wasm_opt[[:space:]]*=[[:space:]]*"\([^"]*\)".*/\1/p' Trunk.toml | head -n1
}

setup_rust() {
  command -v cargo >/dev/null 2>&1 || die "cargo not found (install Rust with rustup first)"
  command -v rustup >/dev/null 2>&1 || die "rustup not found (needed to add the wasm32 target)"

  local targets comps comp
  targets="$(rustup target list --installed)"
  if grep -qx 'wasm32-unknown-unknown' <<<"$targets"; then
    say "rust target wasm32-unknown-unknown: present"
  else
    say "rust target wasm32-unknown-unknown: adding"
    rustup target add wasm32-unknown-unknown
  fi

  comps="$(rustup component list --installed)"
  for comp in rustfmt clippy; do
    if grep -q "^${comp}" <<<"$comps"; then
      say "rust component $comp: present"
    else
      say "rust component $comp: adding"
      rustup component add "$comp"
    fi
  done
}

setup_trunk() {
  local have=""
  if command -v trunk >/dev/null 2>&1; then
    have="$(trunk --version 2>/dev/null | awk '{print $2}')" || have=""
  fi
  if [[ "$have" == "$TRUNK_SERIES"* ]]; then
    say "trunk $have: present"
    return
  fi
  say "trunk ${have:-missing}: installing trunk $TRUNK_REQ (takes several minutes)"
  cargo install trunk --version "$TRUNK_REQ" --locked --force
  have="$(trunk --version | awk '{print $2}')"
  [[ "$have" == "$TRUNK_SERIES"* ]] || die "installed trunk, but 'trunk' on PATH ($(command -v trunk)) is $have"
  say "trunk $have: installed"
}

setup_wasm_bindgen() {
  local want have=""
  want="$(wasm_bindgen_lock_version)"
  [ -n "$want" ] || die "no wasm-bindgen package in Cargo.lock"
  if command -v wasm-bindgen >/dev/null 2>&1; then
    have="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" || have=""
  fi
  if [ "$have" = "$want" ]; then
    say "wasm-bindgen $have: present (matches Cargo.lock)"
    return
  fi
  say "wasm-bindgen ${have:-missing}: installing wasm-bindgen-cli $want to match Cargo.lock (takes a few minutes)"
  # Deliberately without --locked: the CLI's own lock file does not build with this toolchain.
  cargo install wasm-bindgen-cli --version "=$want" --force
  have="$(wasm-bindgen --version | awk '{print $2}')"
  [ "$have" = "$want" ] || die "installed wasm-bindgen-cli $want, but 'wasm-bindgen' on PATH ($(command -v wasm-bindgen)) is $have"
  say "wasm-bindgen $have: installed"
}

setup_wasm_split() {
  # The CLI has no --version: cargo's list of installed packages knows it.
  if command -v wasm-split-cli >/dev/null 2>&1 \
    && cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
    say "wasm-split-cli $WASM_SPLIT_VERSION: present"
    return
  fi
  say "wasm-split-cli: installing wasm_split_cli_support $WASM_SPLIT_VERSION (takes a few minutes)"
  cargo install wasm_split_cli_support --version "=$WASM_SPLIT_VERSION" --features build-binary --locked --force
  command -v wasm-split-cli >/dev/null 2>&1 || die "installed wasm_split_cli_support, but 'wasm-split-cli' is not on PATH"
  say "wasm-split-cli $WASM_SPLIT_VERSION: installed"
}

setup_fuzz() {
  if command -v cargo-fuzz >/dev/null 2>&1 \
    && cargo install --list | grep -qx "cargo-fuzz v$CARGO_FUZZ_VERSION:"; then
    say "cargo-fuzz $CARGO_FUZZ_VERSION: present"
    return
  fi
  say "cargo-fuzz: installing $CARGO_FUZZ_VERSION (takes a few minutes)"
  cargo install cargo-fuzz --version "=$CARGO_FUZZ_VERSION" --locked --force
  say "cargo-fuzz $CARGO_FUZZ_VERSION: installed"
}

setup_npm() {
  command -v npm >/dev/null 2>&1 || die "npm not found (install Node.js 20 and npm)"
  local dir="$ROOT/end2end" stamp="$ROOT/end2end/node_modules/.gameshelf-lock"
  if [ -x "$dir/node_modules/.bin/wasm-opt" ] && [ -x "$dir/node_modules/.bin/esbuild" ] \
    && [ -x "$dir/node_modules/.bin/playwright" ] \
    && cmp -s "$dir/package-lock.json" "$stamp"; then
    say "end2end/node_modules: present (matches package-lock.json)"
  else
    say "end2end/node_modules: installing with npm ci"
    (cd "$dir" && npm ci --no-audit --no-fund)
    cp "$dir/package-lock.json" "$stamp"
  fi

  # The test runner and the library it drives must be the same release.
  (cd "$dir" && node -e '
    const v = (p) => require("./node_modules/" + p + "/package.json").version;
    const runner = v("@playwright/test"), core = v("playwright-core");
    if (runner !== core) {
      console.error(`setup: error: @playwright/test ${runner} != playwright-core ${core}; pin both to one version in end2end/package.json`);
      process.exit(1);
    }
    console.log(`setup: playwright ${runner} (runner and core match)`);
  ')

  local want have
  want="$(wasm_opt_wanted)"
  have="version_$("$dir/node_modules/.bin/wasm-opt" --version | awk '{print $3}')"
  if [ -n "$want" ] && [ "$have" != "$want" ]; then
    die "wasm-opt from end2end/node_modules is $have but Trunk.toml [tools] wasm_opt wants $want"
  fi
  say "wasm-opt $have: present (end2end/node_modules/.bin)"
}

setup_browser() {
  if [ -x "$CHROMIUM" ]; then
    say "chromium: present ($("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM"))"
    return
  fi
  command -v apt-get >/dev/null 2>&1 || die "$CHROMIUM is missing and there is no apt-get to install it"
  say "chromium: installing Debian's chromium and chromium-driver"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium chromium-driver
  [ -x "$CHROMIUM" ] || die "apt-get installed chromium, but $CHROMIUM is not there"
  say "chromium: installed ($("$CHROMIUM" --version 2>/dev/null || true))"
}

if [ "$want_build" = 1 ]; then
  setup_rust
  setup_trunk
  setup_wasm_bindgen
  setup_wasm_split
fi
if [ "$want_build" = 1 ] || [ "$want_browser" = 1 ]; then
  setup_npm
fi
if [ "$want_browser" = 1 ]; then
  setup_browser
fi
if [ "$what" = fuzz ]; then
  setup_fuzz
fi
say "done ($what)"
