#!/usr/bin/env bash
# Checks that reruns through the rerun cache after edits of Swift files print exactly what
# `bundlelint --no-cache` prints, on real folders.
#
#   Tests/Tools/cache-edit-check.sh DIR... [--binary BIN] [--edits N]
#
# Copies each folder under $TMPDIR/bundlelint-edit-check (afresh), fills a cache with one run,
# then makes --edits (default 6) edits one after another, each to one Swift file of a
# folder's Sources (chosen in turn from the sorted list): a comment appended, a lookup that
# misses the module's bundle appended, the file cut to its first half, a bundle accessor
# declared, or a comment appended in a new file renamed over it (as editors that save
# atomically do); after each, runs `bundlelint --cache-dir CACHE COPY` and `bundlelint --no-cache COPY`
# and compares stdout, stderr and the exit code. Prints one line per edit with how the cached
# run used the cache (BUNDLELINT_CACHE_TRACE) and fails when an output differs.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
dirs=() binary="" edits=6
while [[ $# -gt 0 ]]; do
  case "$1" in
    --binary) binary="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --edits) edits="$2"; shift 2 ;;
    *) dirs+=("$(cd "$1" && pwd)"); shift ;;
  esac
done
[[ ${#dirs[@]} -gt 0 ]] || { echo "usage: $0 DIR... [--binary BIN] [--edits N]" >&2; exit 2; }
bin="${binary:-$root/.build/release/bundlelint}"
[[ -n $binary ]] || (cd "$root" && swift build -c release --product bundlelint >&2)
work="${TMPDIR:-/tmp}/bundlelint-edit-check"
rm -rf "$work"
mkdir -p "$work"
failed=0
# run NAME COMMAND...: the command's stdout and exit code in $work/NAME, its stderr in
# $work/NAME.err.
run() {
  local name="$1" rc=0
  shift
  "$@" >"$work/$name" 2>"$work/$name.err" || rc=$?
  echo "exit $rc" >>"$work/$name"
}
for dir in "${dirs[@]}"; do
  copy="$work/$(basename "$dir")"
  cp -a "$dir" "$copy"
  cache="$work/cache-$(basename "$dir")"
  "$bin" --cache-dir "$cache" "$copy" >/dev/null 2>&1 || true
  mapfile -t files < <(find "$copy" -path '*/Sources/*' -name '*.swift' -type f | sort)
  [[ ${#files[@]} -gt 0 ]] || mapfile -t files < <(find "$copy" -name '*.swift' ! -name Package.swift -type f | sort)
  [[ ${#files[@]} -gt 0 ]] || continue
  for ((i = 0; i < edits; i++)); do
    file="${files[$(((i * 7919) % ${#files[@]}))]}"
    case $((i % 5)) in
      0) echo "// cache-edit-check $i" >>"$file" ;;
      1) printf '\nlet cacheEditCheck%d = NSLocalizedString("cache.edit.check.%d", comment: "")\n' "$i" "$i" >>"$file" ;;
      2) head -c "$(($(wc -c <"$file") / 2))" "$file" >"$work/half" && cat "$work/half" >"$file" ;;
      3) printf '\nextension Bundle { static let cacheEditCheck%d = Bundle.module }\n' "$i" >>"$file" ;;
      4) { cat "$file"; echo "// cache-edit-check $i, saved by a rename"; } >"$file.saving" && mv "$file.saving" "$file" ;;
    esac
    run edited env BUNDLELINT_CACHE_TRACE=1 "$bin" --cache-dir "$cache" "$copy"
    how=$(grep '^bundlelint: cache:' "$work/edited.err" || true)
    grep -v '^bundlelint: cache:' "$work/edited.err" >"$work/edited.stderr" || true
    mv "$work/edited.stderr" "$work/edited.err"
    run warm "$bin" --cache-dir "$cache" "$copy"
    run fresh "$bin" --no-cache "$copy"
    result=identical
    for name in edited warm; do
      cmp -s "$work/$name" "$work/fresh" && cmp -s "$work/$name.err" "$work/fresh.err" || {
        result="DIFFERENT ($name)"; failed=1; }
    done
    echo "$(basename "$dir") edit $i ($((i % 5))) ${file#"$copy"/}: ${how#bundlelint: cache: }; $result"
  done
done
[[ $failed == 0 ]] || { echo "cache-edit-check: a cached run's output differs from --no-cache" >&2; exit 1; }
echo "cache-edit-check: every cached rerun printed what --no-cache printed"
