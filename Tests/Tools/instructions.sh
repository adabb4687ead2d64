#!/usr/bin/env bash
# Instruction counts of two builds of bundlelint on the same trees, with callgrind: a figure that
# does not move with the machine's load, so a change that must not cost speed can show it.
#
#   Tests/Tools/instructions.sh BEFORE AFTER TREE...
#
# BEFORE and AFTER are each a bundlelint binary or a git commit (binary-at.sh builds it). Each
# tree is linted from its parent folder as `bundlelint NAME` (output discarded). Prints one row
# per tree: the instructions of each build and the change. Counts move by about 1% from run to
# run (the work is spread over threads differently); compare several runs, or trees large enough
# that this does not matter. Installs valgrind with apt-get when it is missing and the script runs
# as root.
set -euo pipefail
source "$(dirname "$0")/binary-at.sh"
[[ $# -ge 3 ]] || { sed -n '2,10p' "$0" >&2; exit 2; }
need_valgrind
before=$(binary "$1")
after=$(binary "$2")
shift 2

# count BIN TREE: the instructions callgrind counts for one run of BIN on TREE.
count() {
  local out
  out=$(mktemp "$work/callgrind.XXXXXX")  # runs at the same time must not share it
  (cd "$(dirname "$2")" && valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$1" "$(basename "$2")" >/dev/null 2>"$out.log") || true
  awk '/^summary:/ {print $2}' "$out"
  rm -f "$out" "$out.log"
}

printf '%-28s %16s %16s %8s\n' tree before after change
for tree in "$@"; do
  tree="$(cd "$tree" && pwd)"
  a=$(count "$before" "$tree")
  b=$(count "$after" "$tree")
  printf '%-28s %16s %16s %7.2f%%\n' "$(basename "$tree")" "$a" "$b" \
    "$(awk "BEGIN{print ($b - $a) * 100 / $a}")"
done
