#!/usr/bin/env bash
# Checks the size of the release bundle: the gzipped size of every .wasm, .js and .css
# file under DIST (default dist/), added up, must not exceed the limit.
#
#   scripts/bundle-size.sh [DIST] [MAX_BYTES]
#
# MAX_BYTES defaults to 256000 (250 KB, counting 1 KB = 1024 bytes). Each file is
# compressed on its own with `gzip -9`, as a static host would send it.
set -euo pipefail

dist="${1:-dist}"
max="${2:-256000}"

[ -d "$dist" ] || { echo "bundle-size: no directory $dist (run 'make dist' first)" >&2; exit 1; }
[[ "$max" =~ ^[0-9]+$ ]] || { echo "bundle-size: limit must be a number of bytes, got '$max'" >&2; exit 2; }

mapfile -t files < <(find "$dist" -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.css' \) | LC_ALL=C sort)
if ! printf '%s\n' "${files[@]}" | grep -q '\.wasm$'; then
  echo "bundle-size: no .wasm file under $dist: is it a Trunk release build?" >&2
  exit 1
fi

kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }

total_raw=0
total_gz=0
printf '%-56s %12s %12s\n' "file" "raw" "gzip -9"
for f in "${files[@]}"; do
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-56s %12s %12s\n' "${f#"$dist"/}" "$(kb "$raw")" "$(kb "$gz")"
done
printf '%-56s %12s %12s\n' "total (${#files[@]} files)" "$(kb "$total_raw")" "$(kb "$total_gz")"

if [ "$total_gz" -gt "$max" ]; then
  echo "bundle-size: FAIL: $total_gz bytes gzipped ($(kb "$total_gz")) is over the limit of $max bytes ($(kb "$max"))" >&2
  exit 1
fi
echo "bundle-size: ok: $total_gz bytes gzipped ($(kb "$total_gz")), limit $max bytes ($(kb "$max"))"
