#!/usr/bin/env bash
# Checks that a change keeps bundlelint's output byte for byte: runs two builds on the same trees
# in every report format (and `describe`, `rules`, every `explain`) and compares stdout, stderr and
# the exit code of each run.
#
#   Tests/Tools/compare-reports.sh BEFORE AFTER [TREE ...]
#
# BEFORE and AFTER are each a bundlelint binary or a git commit of this repository (built in
# release mode in a worktree under $TMPDIR/bundlelint-compare, kept for reruns: binary-at.sh). The trees default
# to every fixture package under Tests/Fixtures; real packages are added by naming their folders
# (lay them out from snapshots outside this repository). Each run starts in the tree's parent
# folder, so paths are printed relative and alike for both builds. Prints one line per tree and
# format that differs, with the first lines of the diff, and a closing count; exits 1 on any
# difference.
set -euo pipefail
source "$(dirname "$0")/binary-at.sh"

[[ $# -ge 2 ]] || { sed -n '2,14p' "$0" >&2; exit 2; }
before=$(binary "$1")
after=$(binary "$2")
shift 2
trees=("$@")
if [[ ${#trees[@]} -eq 0 ]]; then
  while IFS= read -r manifest; do
    trees+=("$(dirname "$manifest")")
  done < <(find "$root/Tests/Fixtures" -name Package.swift -not -path '*/.build/*' | sort)
fi

# run BIN OUT ARGS...: runs BIN with ARGS, keeping stdout, stderr and the exit code under OUT.
run() {
  local bin="$1" out="$2"
  shift 2
  local status=0
  "$bin" "$@" >"$out.stdout" 2>"$out.stderr" </dev/null || status=$?
  echo "$status" >"$out.status"
}

differences=0 runs=0
# compare NAME DIR ARGS...: runs both builds in DIR and reports a difference under NAME.
compare() {
  local name="$1" dir="$2"
  shift 2
  local a="$work/out/before" b="$work/out/after"
  mkdir -p "$work/out"
  (cd "$dir" && run "$before" "$a" "$@")
  (cd "$dir" && run "$after" "$b" "$@")
  runs=$((runs + 1))
  local part
  for part in status stdout stderr; do
    if ! cmp -s "$a.$part" "$b.$part"; then
      differences=$((differences + 1))
      echo "differs: $name ($part)"
      diff "$a.$part" "$b.$part" | head -8 | sed 's/^/    /' || true
    fi
  done
}

compare "rules" "$root" rules
while IFS= read -r id; do
  compare "explain $id" "$root" explain "$id"
done < <("$before" rules 2>/dev/null | awk '{print $1}' | grep -E '^[a-z][a-z0-9-]*$' || true)

for tree in "${trees[@]}"; do
  tree="$(cd "$tree" && pwd)"
  parent="$(dirname "$tree")"
  name="$(basename "$tree")"
  for format in text json sarif github junit checkstyle; do
    compare "$name --format $format" "$parent" --format "$format" "$name"
  done
  compare "$name describe" "$parent" describe "$name"
done

echo "$runs runs compared on ${#trees[@]} trees: $differences differences"
[[ $differences -eq 0 ]]
