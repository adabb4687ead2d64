#!/usr/bin/env bash
# Builds Tests/Tools/CallsDriver (a stand-in for `bundlelint calls`) from the library's sources with
# swiftc -O. Prints the binary's path. Rebuilds when any source is newer than the binary.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${ORACLE_BUILD_DIR:-${TMPDIR:-/tmp}/bundlelint-tools}"
mkdir -p "$out"
bin="$out/bundlelint-calls-$(printf '%s' "$root" | cksum | cut -d' ' -f1)"
# The lexer, the matcher and the manifest reader: the modules up to BundleLintProject, as one.
folders=("$root/Sources/BundleLintCore" "$root/Sources/BundleLintSyntax" "$root/Sources/BundleLintProject")
if [[ ! -x "$bin" ]] || [[ -n "$(find "${folders[@]}" "$root/Tests/Tools/CallsDriver" -name '*.swift' -newer "$bin" | head -1)" ]]; then
  source "$root/Tests/Tools/single-module.sh"
  mapfile -t sources < <(single_module_sources "$bin.sources" $(find "${folders[@]}" -name '*.swift' | sort))
  swiftc -O -module-name BundleLintProject -package-name bundlelint "${sources[@]}" \
    "$root/Tests/Tools/CallsDriver/main.swift" -o "$bin.tmp" >&2
  mv "$bin.tmp" "$bin"
fi
echo "$bin"
