#!/usr/bin/env bash
# The documentation: the DocC catalog (Sources/bundlelint/bundlelint.docc) builds with
# `docc convert --warnings-as-errors`, so a broken link or a bad directive fails, and every shell
# command the README and the catalog show runs (docs-commands.py; the plugin commands are run by
# binary-plugins-check.sh).
#
#   Tests/Tools/docs-check.sh [BINARY]   # default: .build/debug/bundlelint
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-.build/debug/bundlelint}"
if command -v docc > /dev/null; then
  docc=(docc)
elif command -v xcrun > /dev/null; then
  docc=(xcrun docc)
else
  # The Linux toolchains ship docc beside swift.
  docc=("$(dirname "$(readlink -f "$(command -v swift)")")/docc")
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
convert() {
  "${docc[@]}" convert "$1" --fallback-display-name bundlelint \
    --fallback-bundle-identifier org.bundlelint.bundlelint --warnings-as-errors \
    --output-path "$scratch/out.doccarchive"
}
convert Sources/bundlelint/bundlelint.docc
echo "documentation catalog: built without a warning"

# A broken link must fail, or the build above proves nothing.
cp -R Sources/bundlelint/bundlelint.docc "$scratch/broken.docc"
printf '\nSee <doc:NoSuchArticle>.\n' >> "$scratch/broken.docc/GettingStarted.md"
if convert "$scratch/broken.docc" > /dev/null 2>&1; then
  echo "error: a link to an article that does not exist did not fail the catalog's build" >&2
  exit 1
fi

python3 Tests/Tools/docs-commands.py --binary "$binary"
