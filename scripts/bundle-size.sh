#!/usr/bin/env bash
# Checks the size of the release bundle, part by part: the gzipped size of the .wasm, .js and
# .css files under DIST (default dist/) of each part, added up, must not exceed its limit. The
# parts are what every visit loads (the page); the chunks loaded on demand, the first time a
# game's screen or new-game form, Abalone's study tools or a shared game is opened (split_* and
# the chunk_* they share, from scripts/split-wasm.py); remote play's chunk (split_remote-*, with
# its cryptography), loaded only for a game played at a distance or a link of one; and the
# robots' worker (gameshelf-robot-worker*), which the page loads only when a robot or a hint is
# first asked for. Then each language's words, which the page fetches one language at a time:
# the app's own words of the languages other than English (split_words_fr and the like: their
# src/**/locales/shelf/<tag>.ftl files, compiled by build.rs), and every language's words of the
# screens (split_phrases_en and the like: the other translation files), both cut at
# src/i18n/files.rs. Each file on its own must not exceed
# MAX_LOCALE_BYTES, the bytes that switching to another language adds (issue 18).
#
#   scripts/bundle-size.sh [DIST] [MAX_BYTES] [MAX_WORKER_BYTES] [MAX_SCREENS_BYTES] [MAX_LOCALE_BYTES] [MAX_REMOTE_BYTES]
#
# Each limit defaults to 256000 (250 KB, counting 1 KB = 1024 bytes), but MAX_LOCALE_BYTES to
# 30720 (30 KB) and MAX_REMOTE_BYTES to 122880 (120 KB). Each file is compressed on its own with
# `gzip -9`, as a static host would send it.
set -euo pipefail

dist="${1:-dist}"
max="${2:-256000}"
max_worker="${3:-256000}"
max_screens="${4:-256000}"
max_locale="${5:-30720}"
max_remote="${6:-122880}"

[ -d "$dist" ] || { echo "bundle-size: no directory $dist (run 'make dist' first)" >&2; exit 1; }
for limit in "$max" "$max_worker" "$max_screens" "$max_locale" "$max_remote"; do
  [[ "$limit" =~ ^[0-9]+$ ]] || { echo "bundle-size: limits must be numbers of bytes, got '$limit'" >&2; exit 2; }
done

mapfile -t files < <(find "$dist" -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.css' \) | LC_ALL=C sort)
if ! printf '%s\n' "${files[@]}" | grep -q '\.wasm$'; then
  echo "bundle-size: no .wasm file under $dist: is it a Trunk release build?" >&2
  exit 1
fi

kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }

failed=0
# Adds up and checks one part of the bundle: its name, its limit, then its files.
check() {
  local part="$1" limit="$2" total_raw=0 total_gz=0 raw gz f
  shift 2
  printf '%-56s %12s %12s\n' "$part" "raw" "gzip -9"
  for f in "$@"; do
    raw=$(wc -c <"$f")
    gz=$(gzip -9 -c "$f" | wc -c)
    total_raw=$((total_raw + raw))
    total_gz=$((total_gz + gz))
    printf '%-56s %12s %12s\n' "  ${f#"$dist"/}" "$(kb "$raw")" "$(kb "$gz")"
  done
  printf '%-56s %12s %12s\n' "  total ($# files)" "$(kb "$total_raw")" "$(kb "$total_gz")"
  if [ "$total_gz" -gt "$limit" ]; then
    echo "bundle-size: FAIL: $part: $total_gz bytes gzipped ($(kb "$total_gz")) is over the limit of $limit bytes ($(kb "$limit"))" >&2
    failed=1
  else
    echo "bundle-size: ok: $part: $total_gz bytes gzipped ($(kb "$total_gz")), limit $limit bytes ($(kb "$limit"))"
  fi
}

page=() screens=() remote=() worker=() languages=()
for f in "${files[@]}"; do
  case "${f##*/}" in
    gameshelf-robot-worker*) worker+=("$f") ;;
    split_words_* | split_phrases_*) languages+=("$f") ;;
    split_remote-*) remote+=("$f") ;;
    split_*.wasm | chunk_*.wasm) screens+=("$f") ;;
    *) page+=("$f") ;;
  esac
done
check "the page" "$max" "${page[@]}"
if [ "${#screens[@]}" -gt 0 ]; then
  check "the chunks loaded on demand" "$max_screens" "${screens[@]}"
fi
if [ "${#remote[@]}" -gt 0 ]; then
  check "remote play's chunk" "$max_remote" "${remote[@]}"
fi
if [ "${#worker[@]}" -gt 0 ]; then
  check "the robots' worker" "$max_worker" "${worker[@]}"
fi

# Each language's files, checked one by one: a visit fetches one language's, not their sum.
locales=("${languages[@]}")
if [ "${#locales[@]}" -gt 0 ]; then
  printf '%-56s %12s %12s\n' "each language's words (one file each)" "raw" "gzip -9"
  largest_gz=0 largest="" over=()
  for f in "${locales[@]}"; do
    raw=$(wc -c <"$f")
    gz=$(gzip -9 -c "$f" | wc -c)
    name="${f##*/}"
    printf '%-56s %12s %12s\n' "  ${name%-*}: ${f#"$dist"/}" "$(kb "$raw")" "$(kb "$gz")"
    if [ "$gz" -gt "$max_locale" ]; then
      over+=("${f#"$dist"/}: $gz bytes gzipped ($(kb "$gz"))")
    fi
    if [ "$gz" -gt "$largest_gz" ]; then
      largest_gz="$gz" largest="${f#"$dist"/}"
    fi
  done
  for line in "${over[@]}"; do
    echo "bundle-size: FAIL: each language's words: $line is over the limit of $max_locale bytes ($(kb "$max_locale")) per file" >&2
    failed=1
  done
  if [ "${#over[@]}" -eq 0 ]; then
    echo "bundle-size: ok: each language's words: the largest, $largest, $largest_gz bytes gzipped ($(kb "$largest_gz")), limit $max_locale bytes ($(kb "$max_locale")) per file"
  fi
fi
exit "$failed"
