#!/usr/bin/env bash
# Fuzzes the lexer, the call matcher, the manifest reader, the project and .xcconfig readers, the
# String Catalog reader and the UTF-8 check with libFuzzer + AddressSanitizer.
#
#   Tests/Tools/fuzz.sh [SECONDS] [LIBFUZZER FLAG...]
#
# SECONDS defaults to 20 (the CI smoke run). Seeds: hostile and realistic files from
# generate-swift.py, generated and broken Package.swift files, and Tests/Fixtures. The corpus
# lives in $FUZZ_CORPUS when set (keep it between long runs), else in a temporary folder.
# Crashing inputs are written to $FUZZ_ARTIFACTS (default: $TMPDIR/bundlelint-fuzz-artifacts).
# Exit status: 0 when libFuzzer found nothing (no crash, sanitizer finding, hang over 10 s per input).
#
# The target is built from the Lexer, Syntax, Manifest and XcodeProject folders only (and the path
# helpers of Workspace), with FUZZ_OPT (default
# -O; -Onone builds in ~30 s instead of ~75 s but runs ten times fewer inputs).
#
# Longer run, both cores, corpus kept:
#   FUZZ_CORPUS=$HOME/.cache/bundlelint-fuzz Tests/Tools/fuzz.sh 3600 -jobs=2 -workers=2
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tools="$root/Tests/Tools"
seconds="${1:-20}"
shift || true
out="${ORACLE_BUILD_DIR:-${TMPDIR:-/tmp}/bundlelint-tools}"
mkdir -p "$out"
opt="${FUZZ_OPT:--O}"
bin="$out/bundlelint-fuzz$opt-$(printf '%s' "$root" | cksum | cut -d' ' -f1)"
folders=("$root/Sources/BundleLintCore/Support" "$root/Sources/BundleLintSyntax/Lexer" "$root/Sources/BundleLintSyntax/Syntax" "$root/Sources/BundleLintProject/Manifest" "$root/Sources/BundleLintCore/Diagnostics" "$root/Sources/BundleLintProject/XcodeProject")
# The project reader splits paths with the walker's path helpers: that one file of Workspace too.
pathName="$root/Sources/BundleLintProject/Workspace/PathName.swift"
# The String Catalog reader, checked against the JSON parser.
catalog=("$root/Sources/BundleLintProject/Resources/CatalogReader.swift" "$root/Sources/BundleLintProject/Resources/CatalogDocument.swift")
if [[ ! -x "$bin" ]] || [[ -n "$(find "${folders[@]}" "$pathName" "${catalog[@]}" "$tools/Fuzz" -name '*.swift' -newer "$bin" | head -1)" ]]; then
  echo "fuzz: building $bin" >&2
  source "$tools/single-module.sh"
  mapfile -t sources < <(single_module_sources "$bin.sources" $({ find "${folders[@]}" -name '*.swift'; echo "$pathName"; printf '%s\n' "${catalog[@]}"; } | sort))
  swiftc "$opt" -sanitize=fuzzer,address -parse-as-library -module-name BundleLintFuzz \
    -package-name bundlelint "${sources[@]}" "$tools/Fuzz/FuzzTarget.swift" -o "$bin.tmp" 2>&1 \
    | grep -v ': warning:' >&2 || true
  [[ -x "$bin.tmp" ]] || { echo "fuzz: build failed" >&2; exit 1; }
  mv "$bin.tmp" "$bin"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
seeds="$work/seeds"
mkdir -p "$seeds"
python3 "$tools/generate-swift.py" --out "$seeds/hostile" --files 40 --lines 40 --seed 7
python3 "$tools/generate-swift.py" --out "$seeds/realistic" --files 10 --lines 60 --seed 8 --style realistic
python3 "$tools/generate-swift.py" --out "$seeds/package" --files 1 --lines 10 --package --modules 3
# Broken manifests and files cut off in the middle of a construct.
printf '' > "$seeds/empty.swift"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "A", targets: [.target(name: "A", resources: [.process("R"' > "$seeds/half-manifest.swift"
printf '"\\(Text("a' > "$seeds/open-interpolation.swift"
printf '/* /* */' > "$seeds/open-comment.swift"
printf '#"""\n\\#(' > "$seeds/open-raw.swift"
head -c 2000 "$seeds/hostile/File0.swift" > "$seeds/cut.swift"
if [[ -d "$root/Tests/Fixtures" ]]; then
  find "$root/Tests/Fixtures" \( -name '*.swift' -o -name 'project.pbxproj' -o -name 'contents.xcworkspacedata' -o -name '*.xcconfig' -o -name '*.xcstrings' \) -size -64k \
    -exec cp --backup=numbered -t "$seeds" {} + 2>/dev/null || true
fi
printf '// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXNativeTarget; name = "A' > "$seeds/half-project.pbxproj"
printf '<?xml version="1.0"?>\n<Workspace>\n  <Group location = "container:">\n    <FileRef location = "group:A' > "$seeds/half-workspace.xcworkspacedata"
find "$seeds" -mindepth 2 -type f -exec sh -c 'for f; do mv "$f" "'"$seeds"'/$(echo "$f" | tr / _)"; done' sh {} +
find "$seeds" -mindepth 1 -type d -empty -delete

corpus="${FUZZ_CORPUS:-$work/corpus}"
artifacts="${FUZZ_ARTIFACTS:-${TMPDIR:-/tmp}/bundlelint-fuzz-artifacts}"
mkdir -p "$corpus" "$artifacts"
echo "fuzz: $seconds s, $(ls "$seeds" | wc -l) seeds, corpus $corpus" >&2
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$bin" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -print_final_stats=1 -artifact_prefix="$artifacts/" "$@" "$corpus" "$seeds"
