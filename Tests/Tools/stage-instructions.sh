#!/usr/bin/env bash
# Instructions per stage of one bundlelint run, with callgrind: the inclusive count of the
# function that does each stage's work for one item (a package, a module's tables, a file), so
# work on every thread counts. The stages nest where said; the total is the whole run.
#
#   Tests/Tools/stage-instructions.sh BINARY-OR-COMMIT DIR...
#
# The folders are linted together, from the current folder, with `--no-cache` (a run that fills
# the rerun cache also records and encodes its inputs, and one that finds the cache warm does
# next to nothing), output discarded. Installs valgrind
# with apt-get when it is missing and the script runs as root. Needs `swift demangle`.
set -euo pipefail
source "$(dirname "$0")/binary-at.sh"
[[ $# -ge 2 ]] || { sed -n '2,9p' "$0" >&2; exit 2; }
need_valgrind
bin=$(binary "$1")
shift
out=$(mktemp "$work/stages.XXXXXX")
valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" --no-cache "$@" >/dev/null 2>"$out.log" || true
total=$(awk '/^summary:/ {print $2}' "$out")
callgrind_annotate --inclusive=yes --threshold=100 "$out" 2>/dev/null | swift demangle --simplified \
  >"$out.txt"
# stage LABEL PATTERN: the largest inclusive count of a function whose name matches PATTERN.
stage() {
  local count
  count=$({ grep -E "$2" "$out.txt" || true; } | awk '{gsub(",", "", $1); if ($1 + 0 > max) max = $1 + 0} END {print max + 0}')
  awk -v l="$1" -v c="$count" -v t="$total" 'BEGIN{printf "%-52s %15.0f %6.1f%%\n", l, c, c * 100 / t}'
}
printf '%-52s %15s %7s\n' stage instructions share
awk -v t="$total" 'BEGIN{printf "%-52s %15.0f %6.1f%%\n", "whole run", t, 100}'
stage "package loads: walk, manifest, targets, resources" "static PackageLoad.load\\(root:"
stage "tree walks (searches, and inside package loads)" "PackageTreeWalker.walk\\(_:rootIsPackage:\\)"
stage "string tables and catalogs, by module" "static LintRun.index\\(of:root:fileSystem:\\)"
stage "host app tables" "static HostTables.read\\("
stage "Xcode projects read (workspace scan)" "static Xcode(Workspace)?Scan.load\\("
stage "Xcode targets made lint units" "Xcode(Workspace)?Scan.lintUnit\\(skipping:"
stage "Xcode projects read again for host bundles" "XcodeHosts.namedBundles\\(of:in:\\)"
stage "file jobs (read, trigger scan, lex, match, rules)" "FileJob.run\\((sharing:)?_:\\)"
stage "  trigger-word scan" "TriggerWords.occur\\(in:\\)"
stage "  lexer" "static Lexer.tokenize\\("
stage "  call matcher" "static CallMatcher.match\\(_:tokens:\\)"
stage "  checks" "static Linter.checkedFindings\\("
stage "resource-file checks" "static LintRun.resourceFileFindings\\("
stage "text report" "TextReporter.appendConcise"
rm -f "$out" "$out.log" "$out.txt"
