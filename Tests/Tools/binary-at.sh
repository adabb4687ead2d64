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
