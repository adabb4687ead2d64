#!/usr/bin/env bash
# Compares the calls bundlelint's matcher finds with the ones the toolchain's SwiftParser finds.
#
#   Tests/Tools/oracle-check.sh [--min PERCENT] [--show-all] PATH...
#
# PATHs are Swift files or folders (searched for *.swift, .build skipped). Prints agreement for the
# rules' callees (Tests/Tools/oracle-callees.txt) and for all calls, then each disagreement as
# path:line:column. Exits 1 when the rules' agreement is below --min (default 100).
#
# bundlelint's side: `$BUNDLELINT calls FILE...` when BUNDLELINT names a binary, else the stand-in
# built from the library's sources by build-driver.sh (same lexer and matcher).
set -euo pipefail
tools="$(cd "$(dirname "$0")" && pwd)"
compare_args=()
paths=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --min) compare_args+=(--min "$2"); shift 2 ;;
    --show-all) compare_args+=(--show-all); shift ;;
    --limit) compare_args+=(--limit "$2"); shift 2 ;;
    --label) compare_args+=(--label "$2"); shift 2 ;;
    *) paths+=("$1"); shift ;;
  esac
done
[[ ${#paths[@]} -gt 0 ]] || { echo "usage: $0 [--min PERCENT] [--show-all] PATH..." >&2; exit 2; }

oracle="$("$tools/build-oracle.sh")"
if [[ -n "${BUNDLELINT:-}" ]]; then
  side=("$BUNDLELINT" calls)
else
  side=("$("$tools/build-driver.sh")")
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
find "${paths[@]}" -name .build -prune -o -name '*.swift' -type f -print0 | sort -z > "$work/files"
xargs -0 -n 500 "$oracle" < "$work/files" > "$work/compiler"
xargs -0 -n 500 "${side[@]}" < "$work/files" > "$work/bundlelint"
python3 "$tools/oracle-compare.py" "$work/compiler" "$work/bundlelint" \
  --callees "$tools/oracle-callees.txt" "${compare_args[@]}"
