#!/usr/bin/env bash
# Installs, when missing, what the tests of `describe --format dot|mermaid` render and parse
# with: Graphviz's `dot` (Debian's graphviz), Node (Debian's nodejs) and Mermaid's own parser
# (the PyPI package mermaid-parser-py, which bundles Mermaid 11 for Node; installed with pip,
# without its Python dependencies, into a folder of its own).
#
#   Tests/Tools/graph-tools.sh
#
# The parser goes to $BUNDLELINT_GRAPH_TOOLS (default: ${TMPDIR:-/tmp}/bundlelint-graph-tools),
# where the tests look for it. What cannot be had is said, and the tests that need it are skipped
# with the reason; the exit code is 0 either way.
set -uo pipefail
folder="${BUNDLELINT_GRAPH_TOOLS:-${TMPDIR:-/tmp}/bundlelint-graph-tools}"
parser_version="0.0.4"

# ensure COMMAND PACKAGE...: installs the Debian packages unless COMMAND is on PATH.
source "$(dirname "$0")/apt-ensure.sh"

if ensure dot graphviz; then
  echo "graphviz: $(dot -V 2>&1)"
fi
if ensure node nodejs; then
  bundle="$folder/mermaid_parser/js/parser.bundle.js"
  if [[ ! -f "$bundle" ]]; then
    if ! python3 -m pip install --quiet --disable-pip-version-check --no-deps \
      --target "$folder" "mermaid-parser-py==$parser_version" > /dev/null 2>&1; then
      echo "skipped: 'pip install mermaid-parser-py==$parser_version' failed"
    fi
  fi
  [[ -f "$bundle" ]] && echo "mermaid parser: $bundle (node $(node --version))"
fi
exit 0
