#!/usr/bin/env bash
# The plugins from a prebuilt artifact bundle, as the README's plugins-only package uses them:
# builds bundlelint.artifactbundle from this checkout (Tests/Tools/artifact-bundle.sh), lays out
# Tests/Fixtures/BinaryPlugins in a scratch folder (the plugins' sources copied from Sources/,
# the zipped bundle unzipped beside the plugins' manifest), then runs the command plugin
# (`swift package bundlelint`), the build-tool plugin (`swift build`) and the fix plugin of its App
# package, and checks that they report (and fix) the fixture's finding and that SwiftPM compiled
# no bundlelint source.
#
#   Tests/Tools/binary-plugins-check.sh [--from-source]
#
# Prints how long the first command-plugin run took. --from-source also times the same first run
# with the plugins of this checkout by path dependency, where SwiftPM compiles bundlelint.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
from_source=false
[[ ${1:-} == --from-source ]] && from_source=true

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
Tests/Tools/artifact-bundle.sh --output "$scratch/bundle" > /dev/null
cp -R Tests/Fixtures/BinaryPlugins "$scratch/layout"
# The fixture's manifest is the README's plugins-only package, the bundle at a path instead of
# the release's URL and checksum.
python3 - "$scratch/layout/BundleLintPlugins/Package.swift" << 'PYTHON'
import re, sys
readme = open("README.md", encoding="utf-8").read()
block = next(b for b in re.findall(r"```swift\n(.*?)```", readme, re.S) if '"BundleLintPlugins"' in b)
local = re.sub(r"\.binaryTarget\(\s*name: \"bundlelint\",\s*url: [^)]*\)",
               '.binaryTarget(name: "bundlelint", path: "bundlelint.artifactbundle")', block)
code = lambda text: [l for l in text.splitlines() if l.strip() and not l.lstrip().startswith("//")]
fixture = open(sys.argv[1], encoding="utf-8").read()
if code(local) != code(fixture):
    sys.exit("error: Tests/Fixtures/BinaryPlugins/BundleLintPlugins/Package.swift is not the README's plugins-only package")
PYTHON
plugins="$scratch/layout/BundleLintPlugins"
for plugin in BundleLintCommandPlugin BundleLintFixPlugin BundleLintBuildToolPlugin; do
  mkdir -p "$plugins/Plugins"
  cp -RL "Sources/$plugin" "$plugins/Plugins/$plugin"
done
unzip -q "$scratch/bundle/bundlelint.artifactbundle.zip" -d "$plugins"
app="$scratch/layout/App"

fail() { echo "error: $1" >&2; echo "$2" | tail -30 >&2; exit 1; }
seconds() { python3 -c 'import sys, time; print(f"{time.time() - float(sys.argv[1]):.1f}")' "$1"; }

# The command plugin: the finding, and bundlelint's exit status.
start=$(python3 -c 'import time; print(time.time())')
status=0
output=$(swift package --package-path "$app" bundlelint 2>&1) || status=$?
first=$(seconds "$start")
[[ $status -ne 0 ]] || fail "the command plugin passed a package with a finding" "$output"
grep -q 'Sources/Checkout/Cart.swift:6:30: error: .*\[localized-string-missing-bundle\]' <<< "$output" \
  || fail "the command plugin did not report Cart.swift:6" "$output"
grep -q 'Cart.swift:9:' <<< "$output" && fail "the command plugin reported the right lookup" "$output"

# The build-tool plugin: a warning in the build, which succeeds.
status=0
output=$(swift build --package-path "$app" 2>&1) || status=$?
[[ $status -eq 0 ]] || fail "swift build failed with the build-tool plugin" "$output"
grep -q 'Cart.swift:6:30: warning: .*\[localized-string-missing-bundle\]' <<< "$output" \
  || fail "the build-tool plugin did not report Cart.swift:6 as a warning" "$output"

# The fix plugin: the safe fix written into the package.
status=0
output=$(swift package --package-path "$app" --allow-writing-to-package-directory bundlelint-fix 2>&1) \
  || status=$?
[[ $status -eq 0 ]] || fail "the fix plugin failed" "$output"
grep -q 'NSLocalizedString("cart.empty", bundle: .module, comment: "")' "$app/Sources/Checkout/Cart.swift" \
  || fail "the fix plugin did not fix Cart.swift:6" "$(cat "$app/Sources/Checkout/Cart.swift")"

# Nothing of bundlelint was compiled: no module of its sources in the App's build folder.
if find "$app/.build" -name 'BundleLintCore*' -o -name 'BundleLintEngine*' -o -name 'bundlelint.build' | grep -q .; then
  fail "SwiftPM compiled bundlelint from source" "$(find "$app/.build" -name 'BundleLintCore*' -o -name 'BundleLintEngine*' | head)"
fi
# The plugin commands the documentation shows, in the same package.
python3 Tests/Tools/docs-commands.py --binary "$plugins/bundlelint.artifactbundle/"*/bin/bundlelint \
  --plugins-app "$app" > "$scratch/docs.log" || fail "a documented plugin command failed" "$(cat "$scratch/docs.log")"
tail -1 "$scratch/docs.log"

echo "plugins from the artifact bundle: first 'swift package bundlelint' in ${first} s; 'swift build' ran the build-tool plugin, 'swift package bundlelint-fix' the fix"

if $from_source; then
  source="$scratch/source"
  cp -R Tests/Fixtures/BinaryPlugins/App "$source"
  sed -i.bak -e "s|.package(path: \"../BundleLintPlugins\")|.package(name: \"bundlelint\", path: \"$root\")|" \
    -e 's|package: "BundleLintPlugins"|package: "bundlelint"|' "$source/Package.swift"
  start=$(python3 -c 'import time; print(time.time())')
  output=$(swift package --package-path "$source" bundlelint 2>&1) || true
  grep -q 'Cart.swift:6:30: error:' <<< "$output" || fail "the plugin from source did not run" "$output"
  echo "plugins from source (path dependency): first 'swift package bundlelint' in $(seconds "$start") s"
fi
