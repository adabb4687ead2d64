# Sourced by the comparison tools: `binary SPEC` prints the path of a bundlelint binary, where SPEC
# is an executable (used as is) or a git commit of this repository, built once in release mode
# (statically linked on Linux, as the benchmark builds it) in a worktree under
# $TMPDIR/bundlelint-compare and kept for reruns.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="${TMPDIR:-/tmp}/bundlelint-compare"
mkdir -p "$work"

binary() {
  if [[ -x "$1" && -f "$1" ]]; then
    (cd "$(dirname "$1")" && echo "$(pwd)/$(basename "$1")")
    return
  fi
  local commit tree flags=()
  commit=$(git -C "$root" rev-parse --verify "$1^{commit}")
  tree="$work/$commit"
  if [[ $(uname -s) == Linux ]]; then flags=(--static-swift-stdlib -Xswiftc -use-ld=lld); fi
  if [[ ! -x "$tree/.build/release/bundlelint" ]]; then
    [[ -d "$tree" ]] || git -C "$root" worktree add -q --detach "$tree" "$commit" >&2
    (cd "$tree" && swift build -c release --product bundlelint "${flags[@]}" >&2)
  fi
  echo "$tree/.build/release/bundlelint"
}

# need_valgrind: installs valgrind with apt-get when it is missing and the script runs as root.
need_valgrind() {
  if ! command -v valgrind >/dev/null && [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
    (apt-get install -y valgrind >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y valgrind >/dev/null; })
  fi
}
