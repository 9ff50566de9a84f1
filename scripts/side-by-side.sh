#!/usr/bin/env bash
# Runs commands at the same time, each line of their output prefixed with its name, and
# fails if any of them fails, after all have finished (so that one failure never hides another).
#
#   scripts/side-by-side.sh NAME COMMAND [NAME COMMAND ...]
set -uo pipefail

(( $# > 0 && $# % 2 == 0 )) || { echo "usage: side-by-side.sh NAME COMMAND [NAME COMMAND ...]" >&2; exit 2; }

names=()
pids=()
while (( $# )); do
  name="$1" command="$2"
  shift 2
  (
    start=$SECONDS
    bash -c "$command" 2>&1 | sed -u "s/^/[$name] /"
    status=${PIPESTATUS[0]}
    echo "[$name] finished with status $status after $((SECONDS - start)) s"
    exit "$status"
  ) &
  names+=("$name")
  pids+=("$!")
done

failed=()
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || failed+=("${names[$i]}")
done
if (( ${#failed[@]} )); then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
