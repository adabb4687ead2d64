#!/usr/bin/env bash
# Lexer micro benchmark: compiles the Lexer and Syntax sources with `swiftc -O` into one small
# executable (no target in Package.swift) and lexes ~32 MB of generated SwiftUI-like code, or the
# files given as arguments. Prints MB/s and tokens/s.
#
# Usage: Tests/Tools/lexer-benchmark.sh [--megabytes N] [--file-kb N] [--runs N] [--only LABEL]
#                                       [file.swift …]
# To benchmark more stages, add their folders to STAGES and a `measure` call to main.swift.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
STAGES=(BundleLintSyntax/Lexer BundleLintSyntax/Syntax BundleLintCore/Diagnostics BundleLintCore/Support)
build="${TMPDIR:-/tmp}/bundlelint-lexer-benchmark"
mkdir -p "$build"

sources=()
for stage in "${STAGES[@]}"; do
  while IFS= read -r file; do sources+=("$file"); done \
    < <(find "$root/Sources/$stage" -name '*.swift' | sort)
done
source "$root/Tests/Tools/single-module.sh"
mapfile -t sources < <(single_module_sources "$build/sources" "${sources[@]}")
sources+=("$root/Tests/Tools/LexerBenchmark/main.swift")

swiftc -O -wmo -module-name LexerBenchmark -package-name bundlelint "${sources[@]}" \
  -o "$build/lexer-benchmark"
"$build/lexer-benchmark" "$@"
