#!/usr/bin/env python3
"""Validate SARIF files against the SARIF 2.1.0 JSON schema (draft-04).

Usage: validate-sarif.py --schema SCHEMA.json FILE.sarif [FILE.sarif ...]

Installs the `jsonschema` package quietly (into a private folder under the temp directory,
which works even where the system Python refuses `pip install`) when it is missing.
Exit status: 0 valid, 1 invalid, 2 usage or setup error.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile


def load_jsonschema():
    try:
        import jsonschema  # noqa: F401
        return jsonschema
    except ImportError:
        pass
    target = os.path.join(tempfile.gettempdir(), "bundlelint-python-%d" % os.getuid())
    if target not in sys.path:
        sys.path.insert(0, target)
    try:
        import jsonschema  # noqa: F401
        return jsonschema
    except ImportError:
        pass
    result = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "--target", target, "jsonschema"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.stderr.write("error: could not install 'jsonschema' with pip:\n" + result.stderr)
        sys.exit(2)
    import importlib
    importlib.invalidate_caches()
    import jsonschema
    return jsonschema


def main():
    parser = argparse.ArgumentParser(description="Validate SARIF files against the 2.1.0 schema.")
    parser.add_argument("--schema", required=True, help="path to sarif-schema-2.1.0.json")
    parser.add_argument("files", nargs="+", help="SARIF files to check")
    args = parser.parse_args()

    jsonschema = load_jsonschema()
    try:
        with open(args.schema, encoding="utf-8") as f:
            schema = json.load(f)
    except (OSError, ValueError) as e:
        sys.stderr.write("error: cannot read schema '%s': %s\n" % (args.schema, e))
        return 2
    validator = jsonschema.Draft4Validator(schema)

    status = 0
    for path in args.files:
        try:
            with open(path, encoding="utf-8") as f:
                document = json.load(f)
        except (OSError, ValueError) as e:
            sys.stderr.write("%s: error: not readable JSON: %s\n" % (path, e))
            status = 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "/".join(str(p) for p in error.absolute_path) or "(root)"
            sys.stderr.write("%s: error: %s: %s\n" % (path, where, error.message))
        if errors:
            status = 1
        else:
            print("%s: valid SARIF 2.1.0" % path)
    return status


if __name__ == "__main__":
    sys.exit(main())
