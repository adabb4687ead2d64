#!/usr/bin/env python3
"""Check bundlelint on real fixes of the wrong-bundle class in Xcode projects (issue #18).

`history.tsv` lists, per fix: the repository, the fix's parent and the fix commit, and the
lines of the parent that must be flagged by one of the Xcode project rules. Each commit is laid
out from a local git mirror (as `accuracy.py layout` does) into <trees>/history/<name>/{parent,fix};
then bundlelint runs on both, and a row passes when every listed line is flagged in the parent
and none of them in the fix.

    python3 Tests/Accuracy/history.py --binary .build/release/bundlelint \\
        [--mirrors /work/.mirror] [--trees /work/trees]

Python 3.11 standard library only. No code of those repositories is kept here.
"""

from __future__ import annotations

import argparse
import csv
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from accuracy import archive_into, find_mirror, lay_out_file_by_file, run_findings  # noqa: E402

HERE = Path(__file__).resolve().parent
RULES = {
    "framework-lookup-in-main-bundle",
    "extension-lookup-misses",
    "framework-key-misses-in-extension",
    "package-key-misses-in-host",
    "explicit-bundle-misses-key",
}


def lay_out(git_dir: Path, commit: str, tree: Path) -> bool:
    marker = tree / ".history-commit"
    if marker.exists() and marker.read_text().strip() == commit:
        return True
    if tree.exists():
        shutil.rmtree(tree)
    tree.mkdir(parents=True)
    if not archive_into(git_dir, commit, tree):
        shutil.rmtree(tree)
        tree.mkdir(parents=True)
        lay_out_file_by_file(git_dir, commit, tree)
    marker.write_text(commit + "\n")
    return True


def flagged(binary: str, tree: Path) -> set[str]:
    return {
        f"{finding['path']}:{finding['line']}"
        for finding in run_findings(binary, tree)
        if finding["rule"] in RULES
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--trees", default="/work/trees")
    args = parser.parse_args()
    binary = str(Path(args.binary).resolve())
    with open(HERE / "history.tsv", newline="") as file:
        rows = list(csv.DictReader(file, delimiter="\t"))
    failed = 0
    for row in rows:
        git_dir = find_mirror(Path(args.mirrors), row["repository"])
        if git_dir is None:
            print(f"{row['name']}: no mirror; fetch 'github:{row['repository']}'")
            failed += 1
            continue
        base = Path(args.trees) / "history" / row["name"]
        expected = set(row["flagged before the fix"].split())
        results = {}
        for which in ("parent", "fix"):
            lay_out(git_dir, row[which], base / which)
            results[which] = flagged(binary, base / which)
        missed = expected - results["parent"]
        kept = expected & results["fix"]
        verdict = "ok" if not missed and not kept else "FAILED"
        failed += verdict != "ok"
        print(
            f"{row['name']:16} {row['fix'][:12]}  {verdict:6}  "
            f"parent: {len(results['parent'])} flagged ({len(expected) - len(missed)}/{len(expected)} "
            f"listed), fix: {len(results['fix'])} flagged ({len(kept)} listed)"
        )
        for line in sorted(missed):
            print(f"    not flagged before the fix: {line}")
        for line in sorted(kept):
            print(f"    still flagged after the fix: {line}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
