#!/usr/bin/env bash
# The whole bundlelint binary built with AddressSanitizer, run over folders three ways: with
# `--no-cache`, filling a fresh rerun cache, and rerunning from it; the first also in the SARIF,
# JSON and GitHub formats. Fails on any AddressSanitizer report (a read past a buffer, a use
# after free), which a release build may survive silently or crash on once in hundreds of runs.
#
#   Tests/Tools/asan-check.sh [DIR...]    (default: every folder of Tests/Fixtures)
#
# Builds in $TMPDIR/bundlelint-asan (reused when present). Leaks are not checked.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${TMPDIR:-/tmp}/bundlelint-asan"
(cd "$root" && swift build --sanitize=address --product bundlelint --scratch-path "$scratch" >&2)
bin="$scratch/debug/bundlelint"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ $# -gt 0 ]]; then
  dirs=("$@")
else
  dirs=()
  for dir in "$root"/Tests/Fixtures/*/; do dirs+=("${dir%/}"); done
  # And a package with a folder of 3,000 files with long names: a listing that fills the
  # buffers `readdir` reads into, so a read past a record at their end shows.
  wide="$work/wide"
  mkdir -p "$wide/Sources/Wide"
  printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Wide", targets: [.target(name: "Wide")])\n' >"$wide/Package.swift"
  long=$(printf 'n%.0s' {1..180})
  for i in $(seq 1 3000); do : >"$wide/Sources/Wide/$long$i.swift"; done
  dirs+=("$wide")
fi
# A report exits with 86, apart from bundlelint's own 0, 1 and 2.
export ASAN_OPTIONS=detect_leaks=0:exitcode=86
failed=0
check() {
  local label=$1
  shift
  local status=0
  "$@" >/dev/null 2>"$work/err" || status=$?
  if [[ $status -eq 86 ]] || grep -q "ERROR: AddressSanitizer" "$work/err"; then
    echo "== $label: AddressSanitizer report" >&2
    cat "$work/err" >&2
    failed=1
  elif [[ $status -gt 2 ]]; then
    echo "== $label: exit code $status" >&2
    tail -20 "$work/err" >&2
    failed=1
  fi
}
for dir in "${dirs[@]}"; do
  check "$dir --no-cache" "$bin" --no-cache "$dir"
  for format in sarif json github; do
    check "$dir --format $format" "$bin" --no-cache --format "$format" "$dir"
  done
  rm -rf "$work/cache"
  check "$dir filling the cache" "$bin" --cache-dir "$work/cache" "$dir"
  check "$dir from the cache" "$bin" --cache-dir "$work/cache" "$dir"
done
if [[ $failed -ne 0 ]]; then exit 1; fi
echo "asan: ${#dirs[@]} folders, no report"
