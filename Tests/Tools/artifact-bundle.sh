#!/usr/bin/env bash
# Builds bundlelint.artifactbundle, the form SwiftPM's binary targets and plugins take a prebuilt
# tool in, zips it and prints its checksum (`swift package compute-checksum`).
#
#   Tests/Tools/artifact-bundle.sh [--output DIR] [--variant TRIPLE[,TRIPLE...]=BINARY]...
#
# Without --variant it builds this machine's release binary: on Linux the static one
# (`--static-swift-stdlib`, for x86_64-unknown-linux-gnu or aarch64-unknown-linux-gnu), on macOS
# the universal one (arm64 and x86_64). --variant adds a binary built elsewhere (the release
# workflow puts the macOS and Linux binaries into one bundle). The version in info.json is the
# one `bundlelint --version` prints (Sources/bundlelint/Version.swift).
#
# Writes DIR/bundlelint.artifactbundle, DIR/bundlelint.artifactbundle.zip and
# DIR/bundlelint.artifactbundle.zip.checksum (default DIR: .build/artifactbundle), and prints
# the checksum as its last line.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
output=.build/artifactbundle
variants=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --output) output="$2"; shift 2 ;;
    --variant) variants+=("$2"); shift 2 ;;
    *) echo "usage: $0 [--output DIR] [--variant TRIPLE[,TRIPLE...]=BINARY]..." >&2; exit 2 ;;
  esac
done
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/bundlelint/Version.swift)
[[ -n $version ]] || { echo "error: no version in Sources/bundlelint/Version.swift" >&2; exit 1; }

if [[ ${#variants[@]} -eq 0 ]]; then
  case "$(uname -s)" in
    Darwin)
      swift build -c release --product bundlelint --arch arm64 --arch x86_64 >&2
      variants=("arm64-apple-macosx,x86_64-apple-macosx=$root/.build/apple/Products/Release/bundlelint") ;;
    Linux)
      # The README's build from source on Linux, so the two share one build.
      static=(-c release --static-swift-stdlib)
      swift build "${static[@]}" --product bundlelint >&2
      variants=("$(uname -m)-unknown-linux-gnu=$(swift build "${static[@]}" --show-bin-path)/bundlelint") ;;
    *) echo "error: no default variant on $(uname -s); pass --variant" >&2; exit 1 ;;
  esac
fi

mkdir -p "$output"
output=$(cd "$output" && pwd)
bundle="$output/bundlelint.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.checksum"
mkdir -p "$bundle"
entries=()
for variant in "${variants[@]}"; do
  triples="${variant%%=*}" binary="${variant#*=}"
  [[ -x $binary ]] || { echo "error: '$binary' is not an executable" >&2; exit 1; }
  case "$triples" in
    *apple-macosx*) folder="bundlelint-$version-macos" ;;
    *linux*) folder="bundlelint-$version-linux-${triples%%-*}" ;;
    *) folder="bundlelint-$version-${triples%%,*}" ;;
  esac
  mkdir -p "$bundle/$folder/bin"
  cp "$binary" "$bundle/$folder/bin/bundlelint"
  # Debug information is most of a release binary; the tool needs none of it.
  if [[ $triples == *linux* && $(uname -s) == Linux ]] && command -v strip > /dev/null; then
    strip "$bundle/$folder/bin/bundlelint"
  fi
  chmod 755 "$bundle/$folder/bin/bundlelint"
  quoted=$(printf '"%s", ' ${triples//,/ })
  entries+=("        { \"path\": \"$folder/bin/bundlelint\", \"supportedTriples\": [${quoted%, }] }")
done
{
  printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "bundlelint": {\n'
  printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
  for ((i = 0; i < ${#entries[@]}; i++)); do
    printf '%s%s\n' "${entries[$i]}" "$([[ $i -lt $((${#entries[@]} - 1)) ]] && echo ,)"
  done
  printf '      ]\n    }\n  }\n}\n'
} > "$bundle/info.json"
python3 -m json.tool "$bundle/info.json" > /dev/null

# Stored entries in a fixed order with fixed times, so the same binaries give the same checksum.
(cd "$output" && find bundlelint.artifactbundle -exec touch -h -d 2000-01-01T00:00:00Z {} + \
  && find bundlelint.artifactbundle | LC_ALL=C sort | zip -q -X -@ bundlelint.artifactbundle.zip)
checksum=$(swift package --package-path "$root" compute-checksum "$bundle.zip")
echo "$checksum" > "$bundle.zip.checksum"
echo "bundlelint $version: $bundle.zip" >&2
echo "$checksum"
