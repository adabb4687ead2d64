#!/usr/bin/env bash
# Benchmarks bundlelint on generated package trees of 1x, 2x and 4x FILES files, beside ripgrep.
#
#   Tests/Tools/benchmark.sh [FILES] [--lines N] [--runs N] [--mistakes R] [--driver] [--parser]
#                            [--package DIR]... [--packages-only]
#   Tests/Tools/benchmark.sh --corpus DIR... [--binary BIN] [--rounds N] [--floor]
#
# --corpus DIR... measures real code: all the folders at once, `bundlelint DIRS...` against
# `rg -c -t swift '(Text|Image|Color|NSLocalizedString|UIImage)\(' DIRS...` on the same folders
# (with `--no-cache` once bundlelint has a cache), one warm-up of each, then --rounds (default 5)
# interleaved rounds; prints the Swift files, lines and MB (regular files, as rg sees them), the
# median wall time of each, the ratio, and bundlelint's peak memory (the largest of the rounds, from
# /usr/bin/time). --binary uses a built bundlelint instead of building this checkout. The other
# options do not apply; every argument after --corpus that is not an option is a folder.
# --floor adds two commands to the rounds, to show what the run costs before the rules' own work:
# `bundlelint --select invalid-suppression` (the one rule whose trigger word, `bundlelint`,
# almost no file spells: every stage runs, but almost no file is lexed) and `rg -uuu -c` over
# every kind of file bundlelint reads (Swift files, manifests, string tables, `project.pbxproj`,
# `.xcconfig`, catalogs' `Contents.json`): reading all of its inputs.
#
# FILES defaults to 1000 (then 2000 and 4000); --lines is lines per file (default 150, so
# 20,000 files make 3 million lines). The trees are code that has adopted the module bundle,
# with a share R of lookups written wrong (--mistakes, default 0.02: the state of a package that
# runs bundlelint in CI); a last row lints the 1x tree with every lookup drawn from the full mix
# of right and wrong forms (--mistakes 1: a first run on a package that never ran it, where
# printing the findings is most of the work). Builds bundlelint in release mode, writes each tree once
# under $TMPDIR/bundlelint-bench (outside any git checkout, kept for reruns), warms the cache with
# one run, then keeps the best wall time of --runs runs (default 3) and the peak memory from
# /usr/bin/time. Where `rg` is installed (the script installs ripgrep with apt-get when run as
# root) it times `rg --no-ignore -c '(Text|Image|Color|NSLocalizedString|UIImage)\('` on the same
# tree and prints bundlelint's time over rg's.
#
# On Linux the release build links the Swift runtime and Foundation statically
# (`--static-swift-stdlib`, linked with lld): a dynamically linked binary spends about 6 ms of every
# run loading and binding them, more than a small package's whole scan.
#
# --driver benchmarks the stand-in from build-driver.sh (lexer + matcher, one thread) instead of
# the bundlelint binary. --parser also times, once, on the 1x tree, the toolchain's own SwiftParser
# parsing every file and walking its tree for calls (build-oracle.sh's `--parse-only`, on all
# cores): the least work a linter built on a parser does. --package DIR (repeatable) adds a row for
# an existing package or folder of packages (a real one: its Swift files, bundlelint and the same
# `rg` on the whole folder); --packages-only prints only those rows.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tools="$root/Tests/Tools"
files=1000 lines=150 runs=3 driver=0 mistakes=0.02 parser=0 packages_only=0 floor=0
packages=() corpus=() binary="" rounds=5
while [[ $# -gt 0 ]]; do
  case "$1" in
    --corpus) shift; while [[ $# -gt 0 && $1 != --* ]]; do corpus+=("$(cd "$1" && pwd)"); shift; done ;;
    --binary) binary="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --floor) floor=1; shift ;;
    --lines) lines="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --mistakes) mistakes="$2"; shift 2 ;;
    --driver) driver=1; shift ;;
    --parser) parser=1; shift ;;
    --package) packages+=("$(cd "$2" && pwd)"); shift 2 ;;
    --packages-only) packages_only=1; shift ;;
    *) files="$1"; shift ;;
  esac
done

if [[ -n $binary ]]; then
  bin="$binary"
  run_lint() { "$bin" --no-cache "$1" >/dev/null 2>&1 || [[ $? -le 1 ]]; }
  what="bundlelint ($bin)"
elif [[ $driver == 1 ]]; then
  bin="$("$tools/build-driver.sh")"
  run_lint() { find "$1" -name '*.swift' -print0 | xargs -0 "$bin" >/dev/null; }
  what="stand-in driver (lexer + matcher, 1 thread)"
else
  static_flags=()
  if [[ $(uname -s) == Linux ]]; then static_flags=(--static-swift-stdlib -Xswiftc -use-ld=lld); fi
  (cd "$root" && swift build -c release --product bundlelint "${static_flags[@]}" >&2)
  bin="$root/.build/release/bundlelint"
  run_lint() { "$bin" --no-cache "$1" >/dev/null 2>&1 || [[ $? -le 1 ]]; }
  what="bundlelint (release)"
fi
if ! command -v rg >/dev/null && [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
  (apt-get install -y ripgrep >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y ripgrep >/dev/null; }) || true
fi
run_rg() { rg --no-ignore -c '(Text|Image|Color|NSLocalizedString|UIImage)\(' "$1" >/dev/null || true; }

bench_root="${TMPDIR:-/tmp}/bundlelint-bench"
mkdir -p "$bench_root"

# The corpus: every folder in one run of each tool, rounds interleaved, medians.
if [[ ${#corpus[@]} -gt 0 ]]; then
  command -v rg >/dev/null || { echo "benchmark: --corpus needs rg (ripgrep)" >&2; exit 2; }
  no_cache=()
  # Not `grep -q`: it stops reading at the first match, and with pipefail the help's writer
  # dying of SIGPIPE would fail the test, so the cache would stay on.
  if "$bin" --help 2>/dev/null | grep -- '--no-cache' >/dev/null; then no_cache=(--no-cache); fi
  corpus_lint() { "$bin" "${no_cache[@]}" "${corpus[@]}" >/dev/null 2>&1 || [[ $? -le 1 ]]; }
  corpus_rg() { rg -c -t swift '(Text|Image|Color|NSLocalizedString|UIImage)\(' "${corpus[@]}" >/dev/null || true; }
  # timed COMMAND: runs it under /usr/bin/time; prints "seconds peak_kb".
  timed() {
    local start end kb
    start=$(date +%s%N)
    /usr/bin/time -f '%M' -o "$bench_root/time.txt" bash -c \
      "$(declare -p bin no_cache corpus); $(declare -f "$1"); $1"
    end=$(date +%s%N)
    read -r kb < "$bench_root/time.txt"
    awk "BEGIN{printf \"%.3f %d\\n\", ($end - $start) / 1e9, $kb}"
  }
  median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2)}'; }
  read -r nfiles nlines nbytes < <(
    rg --files -t swift "${corpus[@]}" | tr '\n' '\0' | xargs -0 cat | wc -lc \
      | awk -v n="$(rg --files -t swift "${corpus[@]}" | wc -l)" '{print n, $1, $2}')
  findings=$({ "$bin" "${no_cache[@]}" "${corpus[@]}" --format json 2>/dev/null || true; } \
    | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["findings"]))' 2>/dev/null || echo "-")
  corpus_stages() {
    "$bin" "${no_cache[@]}" --select invalid-suppression "${corpus[@]}" >/dev/null 2>&1 || [[ $? -le 1 ]]
  }
  corpus_inputs() {
    rg -uuu -c -g '*.swift' -g '*.strings' -g '*.stringsdict' -g '*.xcstrings' -g '*.pbxproj' \
      -g '*.xcconfig' -g 'Contents.json' '(Text|Image|Color|NSLocalizedString|UIImage)\(' \
      "${corpus[@]}" >/dev/null || true
  }
  corpus_lint; corpus_rg  # warm-up
  if ((floor)); then corpus_stages; corpus_inputs; fi
  bl_times=() rg_times=() stage_times=() input_times=() peak=0
  for ((i = 0; i < rounds; i++)); do
    read -r t kb < <(timed corpus_lint); bl_times+=("$t"); (( kb > peak )) && peak=$kb
    read -r t _ < <(timed corpus_rg); rg_times+=("$t")
    if ((floor)); then
      read -r t _ < <(timed corpus_stages); stage_times+=("$t")
      read -r t _ < <(timed corpus_inputs); input_times+=("$t")
    fi
  done
  bl=$(printf '%s\n' "${bl_times[@]}" | median)
  rgm=$(printf '%s\n' "${rg_times[@]}" | median)
  echo "corpus: ${#corpus[@]} folders; $what; $(nproc) cores; medians of $rounds interleaved rounds after a warm-up"
  echo "bundlelint rounds: ${bl_times[*]}"
  echo "rg rounds:         ${rg_times[*]}"
  printf '%-8s %9s %8s %9s | %8s %8s %7s | %8s\n' files lines MB findings bl_s rg_s ratio peak_MB
  awk -v n="$nfiles" -v l="$nlines" -v b="$nbytes" -v f="$findings" -v t="$bl" -v r="$rgm" -v kb="$peak" 'BEGIN{
    printf "%-8d %9d %8.1f %9s | %8.3f %8.3f %7.2f | %8.1f\n", n, l, b / 1048576, f, t, r, t / (r > 0 ? r : 0.001), kb / 1024 }'
  if ((floor)); then
    stages=$(printf '%s\n' "${stage_times[@]}" | median)
    inputs=$(printf '%s\n' "${input_times[@]}" | median)
    awk -v s="$stages" -v i="$inputs" -v r="$rgm" 'BEGIN{
      printf "every stage, almost no file lexed (--select invalid-suppression): %.3f s, %.2fx rg\n", s, s / (r > 0 ? r : 0.001)
      printf "rg -uuu over every kind of input bundlelint reads: %.3f s, %.2fx rg\n", i, i / (r > 0 ? r : 0.001) }'
  fi
  exit 0
fi

# best_of COMMAND TREE: prints "seconds peak_kb", the best wall time of $runs runs after one warm-up
# (wall time in milliseconds from the clock around the run; peak memory from /usr/bin/time).
best_of() {
  local best="" peak=0 i t start end
  "$1" "$2"
  for ((i = 0; i < runs; i++)); do
    start=$(date +%s%N)
    /usr/bin/time -f '%M' -o "$bench_root/time.txt" bash -c "$(declare -f "$1"); bin='$bin'; $1 '$2'"
    end=$(date +%s%N)
    t=$(awk "BEGIN{printf \"%.3f\", ($end - $start) / 1e9}")
    read -r kb < "$bench_root/time.txt"
    (( kb > peak )) && peak=$kb
    if [[ -z $best ]] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
  done
  echo "$best $peak"
}

echo "benchmark: $what; $(nproc) cores; best of $runs warm runs"
printf '%-9s %8s %9s %7s %9s | %7s %9s %7s %8s | %7s %8s %6s\n' \
  files lines MB size findings bl_s files/s MB/s peak_MB rg_s rg_MB/s ratio
# row FILES SHARE LABEL: generates (once) and benchmarks one tree.
row() {
  local n="$1" share="$2" label="$3"
  local tree="$bench_root/tree-$n-$lines-m$share"
  if [[ ! -f "$tree/.complete" ]]; then
    rm -rf "$tree"
    python3 "$tools/generate-swift.py" --out "$tree" --files "$n" --lines "$lines" --seed 11 \
      --style realistic --package --modules $(( n / 100 > 2 ? n / 100 : 2 )) --mistakes "$share"
    touch "$tree/.complete"
  fi
  local nlines nbytes mb t kb findings rg_t="-" rg_mbs="-" ratio="-"
  read -r nlines nbytes < <(find "$tree" -name '*.swift' -print0 | xargs -0 cat | wc -lc)
  mb=$(awk "BEGIN{printf \"%.1f\", $nbytes / 1048576}")
  findings="-"
  if [[ $driver == 0 ]]; then
    findings=$({ "$bin" "$tree" --format json 2>/dev/null || true; } \
      | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["findings"]))')
  fi
  read -r t kb < <(best_of run_lint "$tree")
  if command -v rg >/dev/null; then
    read -r rg_t _ < <(best_of run_rg "$tree")
    rg_mbs=$(awk "BEGIN{printf \"%.0f\", $mb / ($rg_t > 0 ? $rg_t : 0.01)}")
    ratio=$(awk "BEGIN{printf \"%.2f\", $t / ($rg_t > 0 ? $rg_t : 0.01)}")
  fi
  awk -v n="$n" -v l="$nlines" -v mb="$mb" -v t="$t" -v kb="$kb" -v f="$label" -v fi="$findings" \
      -v rt="$rg_t" -v rm="$rg_mbs" -v r="$ratio" 'BEGIN{
    d = (t > 0 ? t : 0.01)
    printf "%-9s %8d %9.1f %7s %9s | %7.3f %9.0f %7.1f %8.1f | %7s %8s %6s\n", n, l, mb, f, fi, t, n / d, mb / d, kb / 1024, rt, rm, r }'
}
# package_row DIR: an existing package (or folder of packages), as it is.
package_row() {
  local dir="$1" nfiles nlines nbytes mb t kb findings rg_t="-" ratio="-"
  nfiles=$(find "$dir" -name '*.swift' -not -path '*/.build/*' | wc -l)
  read -r nlines nbytes < <(find "$dir" -name '*.swift' -not -path '*/.build/*' -print0 | xargs -0 cat | wc -lc)
  mb=$(awk "BEGIN{printf \"%.1f\", $nbytes / 1048576}")
  findings=$({ "$bin" "$dir" --format json 2>/dev/null || true; } \
    | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["findings"]))' 2>/dev/null || echo "-")
  read -r t kb < <(best_of run_lint "$dir")
  if command -v rg >/dev/null; then
    read -r rg_t _ < <(best_of run_rg "$dir")
    ratio=$(awk "BEGIN{printf \"%.2f\", $t / ($rg_t > 0 ? $rg_t : 0.01)}")
  fi
  awk -v n="$nfiles" -v l="$nlines" -v mb="$mb" -v t="$t" -v kb="$kb" -v fi="$findings" \
      -v rt="$rg_t" -v r="$ratio" -v name="$(basename "$dir")" 'BEGIN{
    d = (t > 0 ? t : 0.01)
    printf "%-9s %8d %9.1f %7s %9s | %7.3f %9.0f %7.1f %8.1f | %7s %8s %6s  %s\n", n, l, mb, "real", fi, t, n / d, mb / d, kb / 1024, rt, "-", r, name }'
}
if [[ $driver == 0 ]]; then for dir in "${packages[@]}"; do package_row "$dir"; done; fi
if [[ $packages_only == 1 ]]; then exit 0; fi

for factor in 1 2 4; do row $((files * factor)) "$mistakes" "${factor}x"; done
if [[ $mistakes != 1 ]]; then row "$files" 1 "1x-all"; fi

# The same 1x tree parsed by SwiftParser, once (it is slow), beside one bundlelint run.
if [[ $parser == 1 ]]; then
  oracle="$("$tools/build-oracle.sh")"
  tree="$bench_root/tree-$files-$lines-m$mistakes"
  start=$(date +%s%N)
  find "$tree" -name '*.swift' -print0 | xargs -0 -P "$(nproc)" -n 200 "$oracle" --parse-only >/dev/null
  end=$(date +%s%N)
  p=$(awk "BEGIN{printf \"%.3f\", ($end - $start) / 1e9}")
  read -r t _ < <(best_of run_lint "$tree")
  awk -v n="$files" -v p="$p" -v t="$t" 'BEGIN{
    printf "SwiftParser parse + walk of the %d-file tree: %.2f s (bundlelint: %.3f s, %.0fx faster)\n", n, p, t, p / (t > 0 ? t : 0.01) }'
fi

# Hostile single files with the same binary: a 50 MB file and 100,000 nesting levels.
if [[ $driver == 0 ]]; then
  hostile="$bench_root/hostile"
  if [[ ! -f "$hostile/.complete" ]]; then
    rm -rf "$hostile"
    python3 - "$hostile" <<'PY'
import os, sys
root = sys.argv[1]
unit = 'struct V: View {\n  var body: some View {\n    VStack { Text("a", bundle: .module).padding() }\n  }\n}\n'
for name, text in [("huge", unit * (50 * 1048576 // len(unit) + 1)),
                   ("deep", "let x = " + "(" * 100000 + ")" * 100000 + "\nlet y = " + "Text(" * 100000 + "\n")]:
    os.makedirs(f"{root}/{name}/Sources/Mod/Resources", exist_ok=True)
    open(f"{root}/{name}/Package.swift", "w").write(
        '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "P", '
        'defaultLocalization: "en", targets: [.target(name: "Mod", resources: [.process("Resources")])])\n')
    open(f"{root}/{name}/Sources/Mod/Resources/x.strings", "w").write('"a" = "b";\n')
    open(f"{root}/{name}/Sources/Mod/File.swift", "w").write(text)
PY
    touch "$hostile/.complete"
  fi
  for name in huge deep; do
    mb=$(du -sm "$hostile/$name/Sources/Mod/File.swift" | cut -f1)
    read -r t kb < <(best_of run_lint "$hostile/$name")
    awk -v n="$name" -v mb="$mb" -v t="$t" -v kb="$kb" 'BEGIN{
      printf "hostile %-5s %5d MB in one file: %6.2f s, %7.1f MB/s, peak %6.1f MB\n", n, mb, t, mb / (t > 0 ? t : 0.01), kb / 1024 }'
  done
fi
