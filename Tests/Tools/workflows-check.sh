#!/usr/bin/env bash
# The GitHub workflows (.github/workflows) and the composite action (.github/actions) against
# GitHub's schemas, as check-jsonschema bundles them (`--builtin-schema`, so nothing is
# downloaded). check-jsonschema comes from PyPI: installed with pip into a scratch folder when
# python3 cannot import it. A workflow broken on purpose must fail, or the check proves nothing.
set -euo pipefail
cd "$(dirname "$0")/../.."
if python3 -c 'import check_jsonschema' 2> /dev/null; then
  check=(python3 -m check_jsonschema)
else
  folder="${TMPDIR:-/tmp}/bundlelint-check-jsonschema"
  if ! PYTHONPATH="$folder" python3 -c 'import check_jsonschema' 2> /dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
      --target "$folder" check-jsonschema==0.39.0
  fi
  check=(env PYTHONPATH="$folder" python3 -m check_jsonschema)
fi
"${check[@]}" --builtin-schema vendor.github-workflows .github/workflows/*.yml
"${check[@]}" --builtin-schema vendor.github-actions .github/actions/*/action.yml

broken=$(mktemp --suffix=.yml)
trap 'rm -f "$broken"' EXIT
printf 'name: broken\non: push\njobs:\n  test:\n    steps:\n      - run: swift test\n' > "$broken"
if "${check[@]}" --builtin-schema vendor.github-workflows "$broken" > /dev/null 2>&1; then
  echo "error: a job without 'runs-on' passed the workflow schema" >&2
  exit 1
fi
echo "workflows and action: valid (and a broken workflow is caught)"
