# Sourced by the tools that build part of the pipeline as one module with `swiftc` (the fuzzer, the
# calls driver, the lexer benchmark): `single_module_sources DIR FILE...` copies each file into DIR
# without its imports of the pipeline's modules (they are one module here) and prints the copies'
# paths. Build them with `-package-name bundlelint`, since shared names are `package`.
single_module_sources() {
  local dir="$1"
  shift
  rm -rf "$dir"
  mkdir -p "$dir"
  local file copy index=0
  for file in "$@"; do
    index=$((index + 1))
    copy="$dir/$index-$(basename "$file")"
    sed -e '/^import BundleLint[A-Za-z]*$/d' -e '/^@testable import BundleLint[A-Za-z]*$/d' "$file" >"$copy"
    echo "$copy"
  done
}
