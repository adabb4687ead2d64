#!/usr/bin/env bash
# Builds Tests/Tools/CallsDriver (a stand-in for `bundlelint calls`) from the library's sources with
# swiftc -O. Prints the binary's path. Rebuilds when any source is newer than the binary.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${ORACLE_BUILD_DIR:-${TMPDIR:-/tmp}/bundlelint-tools}"
mkdir -p "$out"
bin="$out/bundlelint-calls-$(printf '%s' "$root" | cksum | cut -d' ' -f1)"
mapfile -t sources < <(find "$root/Sources/BundleLintKit" -name '*.swift' | sort)
if [[ ! -x "$bin" ]] || [[ -n "$(find "$root/Sources/BundleLintKit" "$root/Tests/Tools/CallsDriver" -name '*.swift' -newer "$bin" | head -1)" ]]; then
  swiftc -O -module-name BundleLintKit "${sources[@]}" "$root/Tests/Tools/CallsDriver/main.swift" \
    -o "$bin.tmp" >&2
  mv "$bin.tmp" "$bin"
fi
echo "$bin"
