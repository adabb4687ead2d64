#!/usr/bin/env bash
# Checks that skipping the files that spell no trigger word changes no output: runs one bundlelint
# build as it is and with BUNDLELINT_NO_SKIP=1 (every file lexed) on the same trees, in every
# report format and `describe` (compare-reports.sh), stdout, stderr and exit code byte for byte.
#
#   Tests/Tools/skip-check.sh BINARY-OR-COMMIT [TREE ...]
#
# The trees default to every fixture package under Tests/Fixtures; name real trees to check them
# (lay them out from snapshots outside this repository). Exits 1 on any difference.
set -euo pipefail
source "$(dirname "$0")/binary-at.sh"
[[ $# -ge 1 ]] || { sed -n '2,9p' "$0" >&2; exit 2; }
bin=$(binary "$1")
shift
wrapper="$work/no-skip-$(echo "$bin" | cksum | cut -d' ' -f1)"
printf '#!/bin/sh\nBUNDLELINT_NO_SKIP=1 exec "%s" "$@"\n' "$bin" >"$wrapper"
chmod +x "$wrapper"
exec "$(dirname "$0")/compare-reports.sh" "$bin" "$wrapper" "$@"
