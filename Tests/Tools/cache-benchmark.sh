#!/usr/bin/env bash
# Benchmarks bundlelint's rerun cache on real folders beside ripgrep.
#
#   Tests/Tools/cache-benchmark.sh DIR... [--binary BIN] [--rounds N] [--edit]
#
# Builds the release binary (or takes --binary BIN), fills a fresh cache folder with one run of
# `bundlelint --cache-dir CACHE DIRS...`, checks that a warm rerun prints exactly what
# `bundlelint --no-cache DIRS...` prints (stdout, stderr and exit code; the script fails if not),
# then times --rounds (default 5) interleaved rounds of the warm rerun and of
# `rg -c -t swift '(Text|Image|Color|NSLocalizedString|UIImage)\(' DIRS...` (after one warm-up of
# rg) and prints the medians, their ratio and the load average. With --edit it also copies the
# first folder under $TMPDIR/bundlelint-cache-bench (kept for reruns), fills a cache for that
# copy and the other folders, and times --rounds reruns each after a one-line edit of one Swift
# file (a comment appended to the largest Swift file under a Sources folder of the copy, which
# the run reads), each followed by a --no-cache run for comparison, says how the last used the
# cache, checks a rerun after one more edit against
# a --no-cache run, and restores the file.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
dirs=() binary="" rounds=5 edit=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --binary) binary="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --edit) edit=1; shift ;;
    *) dirs+=("$(cd "$1" && pwd)"); shift ;;
  esac
done
[[ ${#dirs[@]} -gt 0 ]] || { echo "usage: $0 DIR... [--binary BIN] [--rounds N] [--edit]" >&2; exit 2; }
if [[ -n $binary ]]; then
  bin="$binary"
else
  static_flags=()
  if [[ $(uname -s) == Linux ]]; then static_flags=(--static-swift-stdlib -Xswiftc -use-ld=lld); fi
  (cd "$root" && swift build -c release --product bundlelint "${static_flags[@]}" >&2)
  bin="$root/.build/release/bundlelint"
fi
if ! command -v rg >/dev/null && [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
  (apt-get install -y ripgrep >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y ripgrep >/dev/null; }) || true
fi
command -v rg >/dev/null || { echo "cache-benchmark: needs rg (ripgrep)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cache="$work/cache"
# seconds COMMAND...: the wall time of one run, output discarded.
seconds() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  awk "BEGIN{printf \"%.3f\\n\", ($end - $start) / 1e9}"
}
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2)}'; }
# same CACHE DIRS...: fails unless a run through CACHE prints what a --no-cache run prints.
same() {
  local with="$1"; shift
  local a b
  a=$("$bin" --cache-dir "$with" "$@" 2>"$work/err1"; echo "exit $?")
  b=$("$bin" --no-cache "$@" 2>"$work/err2"; echo "exit $?")
  [[ $a == "$b" ]] && cmp -s "$work/err1" "$work/err2" || {
    echo "cache-benchmark: the cached run's output differs from --no-cache" >&2; exit 1; }
}
lint_warm() { "$bin" --cache-dir "$cache" "${dirs[@]}"; }
run_rg() { rg -c -t swift '(Text|Image|Color|NSLocalizedString|UIImage)\(' "${dirs[@]}"; }

fill=$(seconds lint_warm)
same "$cache" "${dirs[@]}"
seconds run_rg >/dev/null  # warm-up
bl_times=() rg_times=()
for ((i = 0; i < rounds; i++)); do
  bl_times+=("$(seconds lint_warm)")
  rg_times+=("$(seconds run_rg)")
done
empty=$(for ((i = 0; i < rounds; i++)); do seconds true; done | median)
bl=$(printf '%s\n' "${bl_times[@]}" | median)
rgm=$(printf '%s\n' "${rg_times[@]}" | median)
entry=$(du -k "$cache" | tail -1 | cut -f1)
echo "${#dirs[@]} folders; $bin; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
echo "filling run: $fill s; cache folder: $entry KB; warm output identical to --no-cache"
echo "warm rounds: ${bl_times[*]}"
echo "rg rounds:   ${rg_times[*]}"
echo "the timer around an empty command: $empty s (in both figures)"
awk -v t="$bl" -v r="$rgm" 'BEGIN{printf "warm rerun %.3f s, rg %.3f s: %.2fx rg (medians of the interleaved rounds)\n", t, r, t / (r > 0 ? r : 0.001)}'

if [[ $edit == 1 ]]; then
  # The first folder is copied (the others are only read); the edit is undone at the end.
  copy="${TMPDIR:-/tmp}/bundlelint-cache-bench"
  mkdir -p "$copy"
  first="$copy/$(basename "${dirs[0]}")"
  [[ -d $first ]] || cp -a "${dirs[0]}" "$copy/"
  copies=("$first" "${dirs[@]:1}")
  target=$(find "$first" -path '*/Sources/*' -name '*.swift' -type f -printf '%s %p\n' | sort -n | tail -1 | cut -d' ' -f2-)
  cp -p "$target" "$work/original.swift"
  trap 'cp -p "$work/original.swift" "$target"; rm -rf "$work"' EXIT
  edit_cache="$work/edit-cache"
  lint_copy() { "$bin" --cache-dir "$edit_cache" "${copies[@]}"; }
  seconds lint_copy >/dev/null
  full_copy() { "$bin" --no-cache "${copies[@]}"; }
  edit_times=() full_times=()
  for ((i = 0; i < rounds; i++)); do
    echo "// cache-benchmark edit $i" >>"$target"
    edit_times+=("$(seconds lint_copy)")
    full_times+=("$(seconds full_copy)")
  done
  how=$(echo "// cache-benchmark edit $rounds" >>"$target"; BUNDLELINT_CACHE_TRACE=1 "$bin" --cache-dir "$edit_cache" "${copies[@]}" 2>&1 >/dev/null | grep '^bundlelint: cache:' || true)
  echo "// cache-benchmark edit $((rounds + 1))" >>"$target"
  same "$edit_cache" "${copies[@]}"
  em=$(printf '%s\n' "${edit_times[@]}" | median)
  fm=$(printf '%s\n' "${full_times[@]}" | median)
  echo "one-file edit reruns ($target): ${edit_times[*]}; median $em s; ${how#bundlelint: cache: }; output identical to --no-cache"
  echo "--no-cache runs in the same rounds: ${full_times[*]}; median $fm s"
fi
