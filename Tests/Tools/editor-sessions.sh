#!/usr/bin/env bash
# Runs bundlelint's language server in real editors, headless: Neovim (`nvim --headless`, with
# `vim.lsp.start_client`, which Neovim 0.7 has) and Emacs with eglot (`emacs --batch`). Each
# opens a Swift file of a fresh temporary package, waits for its two findings, types the fix of
# one (one finding left), applies the `source.fixAll.bundlelint` code action (none left) and
# saves; the saved file must hold both fixes.
#
#   Tests/Tools/editor-sessions.sh [neovim] [emacs]     (default: both)
#
# Installs what is missing with apt-get when run as root (Debian: neovim; emacs-nox and
# elpa-eglot, since Emacs 28 has no eglot of its own); an editor that cannot be had is skipped
# with the reason printed. Uses BUNDLELINT, else .build/debug/bundlelint (built when missing).
# Exit code 1 when a session that ran failed.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
editors=("$@")
[[ ${#editors[@]} -eq 0 ]] && editors=(neovim emacs)
binary="${BUNDLELINT:-$root/.build/debug/bundlelint}"
if [[ ! -x "$binary" ]]; then
  (cd "$root" && swift build --product bundlelint >&2) || exit 1
fi

# ensure COMMAND PACKAGE...: installs the Debian packages unless COMMAND is on PATH.
source "$root/Tests/Tools/apt-ensure.sh"

# A package whose Cart.swift has two lookups missing 'bundle: .module'.
package() {
  local dir
  dir=$(mktemp -d "${TMPDIR:-/tmp}/bundlelint-editor-XXXXXX")
  mkdir -p "$dir/Sources/Shop/Resources/en.lproj"
  cat > "$dir/Package.swift" << 'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Shop", defaultLocalization: "en", targets: [
  .target(name: "Shop", resources: [.process("Resources")]),
])
SWIFT
  printf '"cart.title" = "Cart";\n' > "$dir/Sources/Shop/Resources/en.lproj/Localizable.strings"
  printf 'import SwiftUI\nstruct Cart: View {\n  var body: some View {\n    VStack {\n      Text("cart.title")\n      Text("cart.title")\n    }\n  }\n}\n' \
    > "$dir/Sources/Shop/Cart.swift"
  echo "$dir"
}

# Whether the saved file holds both fixes.
fixed() {
  [[ $(grep -c 'Text("cart.title", bundle: .module)' "$1/Sources/Shop/Cart.swift") -eq 2 ]]
}

status=0
for editor in "${editors[@]}"; do
  echo "== $editor"
  case "$editor" in
    neovim)
      ensure nvim neovim || continue
      echo "$(nvim --version | head -1)"
      dir=$(package)
      BUNDLELINT="$binary" LSP_FILE="$dir/Sources/Shop/Cart.swift" LSP_ROOT="$dir" LSP_LOG="$dir/session.log" \
        timeout 120 nvim --headless -u NONE -i NONE -n -c "luafile $root/Tests/Tools/Editors/neovim-session.lua" \
        > /dev/null 2>&1
      code=$?
      cat "$dir/session.log" 2> /dev/null
      ;;
    emacs)
      ensure emacs emacs-nox elpa-eglot || continue
      echo "$(emacs --version | head -1)"
      if ! emacs --batch --eval "(require 'eglot)" > /dev/null 2>&1; then
        echo "skipped: this Emacs has no eglot (Emacs 29, or Debian's elpa-eglot)"
        continue
      fi
      dir=$(package)
      BUNDLELINT="$binary" LSP_FILE="$dir/Sources/Shop/Cart.swift" \
        timeout 120 emacs --batch -l "$root/Tests/Tools/Editors/emacs-session.el" 2> /dev/null
      code=$?
      ;;
    *)
      echo "unknown editor '$editor' (neovim, emacs)" >&2
      exit 2
      ;;
  esac
  if [[ $code -eq 0 ]] && fixed "$dir"; then
    echo "$editor: passed"
  else
    echo "$editor: FAILED (exit code $code)"
    status=1
  fi
  rm -rf "$dir"
done
exit $status
