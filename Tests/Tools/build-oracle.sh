#!/usr/bin/env bash
# Builds the SwiftParser oracle (Tests/Tools/Oracle/main.swift) against the toolchain's own
# SwiftSyntax libraries. Prints the binary's path. Rebuilds only when the source changed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
host="$toolchain/lib/swift/host"
out="${ORACLE_BUILD_DIR:-${TMPDIR:-/tmp}/bundlelint-tools}"
mkdir -p "$out"
bin="$out/swift-call-oracle"
if [[ ! -x "$bin" || "$here/Oracle/main.swift" -nt "$bin" ]]; then
  swiftc -O -I "$host" -L "$host" -lSwiftParser -lSwiftSyntax \
    -Xlinker -rpath -Xlinker "$host" \
    "$here/Oracle/main.swift" -o "$bin.tmp" >&2
  mv "$bin.tmp" "$bin"
fi
echo "$bin"
