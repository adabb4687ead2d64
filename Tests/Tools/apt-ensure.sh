# Sourced by the tool scripts that install what they run (editor-sessions.sh, graph-tools.sh).
#
#   ensure COMMAND PACKAGE...
#
# Installs the Debian packages PACKAGE... with apt-get unless COMMAND is on PATH; false, with the
# reason printed as 'skipped: …', when it cannot (not root, not Debian, or the install failed).
ensure() {
  local command="$1"
  shift
  command -v "$command" > /dev/null && return 0
  if [[ $(id -u) -ne 0 ]] || ! command -v apt-get > /dev/null; then
    echo "skipped: '$command' is missing and apt-get cannot be run here (not root or not Debian)"
    return 1
  fi
  if ! { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"; } > /dev/null 2>&1; then
    echo "skipped: 'apt-get install $*' failed"
    return 1
  fi
}
