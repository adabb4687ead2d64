#!/usr/bin/env python3
"""Check bundlelint on real fixes of the wrong-bundle class, from public history.

Two sets, each a TSV in this folder (no code of those repositories is kept here):

  history.tsv  fixes in Xcode projects (extensions, frameworks, hosts): `name`, `repository`,
               `parent`, `fix`, `flagged before the fix` (path:line of the parent that one of
               the Xcode project rules must flag). A row passes when every listed line is flagged
               by one of those rules on the parent and none of them on the fix.
  fixes.tsv    commits where a team added the missing bundle (or made the resource reachable):
               `name`, `repository`, `parent`, `fix`, `category`, `lines` (path:line of each
               lookup of the parent that the fix changed, at the line of its callee). A line is
               caught when any finding of any rule is on it in the parent; the fix is silent when
               no finding is on a line the fix's hunk over that line wrote (findings of the rules
               about a key's or asset's presence aside: a fix may rename a key).

Each commit is laid out from a local git mirror (as `accuracy.py layout` does) into
<trees>/history/<name>/{parent,fix}.

    python3 Tests/Accuracy/history.py --binary .build/release/bundlelint \\
        [--set xcode|fixes|all] [--mirrors DIR] [--trees DIR] [--verbose]

--mirrors and --trees default to `.mirror` and `trees` beside the repository, as in accuracy.py.

Python 3.11 standard library only.
"""

from __future__ import annotations

import argparse
import csv
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from accuracy import archive_into, find_mirror, lay_out_file_by_file, run_findings  # noqa: E402

HERE = Path(__file__).resolve().parent
XCODE_RULES = {
    "framework-lookup-in-main-bundle",
    "extension-lookup-misses",
    "framework-key-misses-in-extension",
    "package-key-misses-in-host",
    "explicit-bundle-misses-key",
}
# Rules about whether a key or asset exists at all: a fix that also renames a key (or adds
# one its table lacks yet) may rightly get one of these; the wrong-bundle finding is what must go.
PRESENCE_RULES = {"unknown-localization-key", "unknown-asset", "missing-localization"}
HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


def lay_out(git_dir: Path, commit: str, tree: Path) -> None:
    marker = tree / ".history-commit"
    if marker.exists() and marker.read_text().strip() == commit:
        return
    if tree.exists():
        shutil.rmtree(tree)
    tree.mkdir(parents=True)
    if not archive_into(git_dir, commit, tree):
        shutil.rmtree(tree)
        tree.mkdir(parents=True)
        lay_out_file_by_file(git_dir, commit, tree)
    marker.write_text(commit + "\n")


def flagged(binary: str, tree: Path, rules: set[str] | None) -> dict[str, list[str]]:
    """path:line to the `severity rule` of each finding there (of `rules`, when given)."""
    found: dict[str, list[str]] = {}
    for finding in run_findings(binary, tree):
        if rules is None or finding["rule"] in rules:
            found.setdefault(f"{finding['path']}:{finding['line']}", []).append(
                f"{finding['severity']} {finding['rule']}")
    return found


def fix_lines(git_dir: Path, parent: str, fix: str, lines: list[str]) -> set[str]:
    """The lines of the fix that its hunks over the parent's `lines` wrote (path:line)."""
    out: set[str] = set()
    by_path: dict[str, list[int]] = {}
    for item in lines:
        path, _, number = item.rpartition(":")
        by_path.setdefault(path, []).append(int(number))
    for path, numbers in by_path.items():
        diff = subprocess.run(
            ["git", f"--git-dir={git_dir}", "diff", "-U0", parent, fix, "--", path],
            capture_output=True, text=True).stdout
        for line in diff.splitlines():
            match = HUNK.match(line)
            if not match:
                continue
            old_start, old_count = int(match[1]), int(match[2] or 1)
            new_start, new_count = int(match[3]), int(match[4] or 1)
            if any(old_start <= n < old_start + max(old_count, 1) for n in numbers):
                out.update(f"{path}:{n}" for n in range(new_start, new_start + new_count))
    return out


def read_rows(name: str) -> list[dict]:
    with open(HERE / name, newline="") as file:
        return list(csv.DictReader(file, delimiter="\t"))


def prepare(row: dict, args) -> tuple[Path, Path] | None:
    git_dir = find_mirror(Path(args.mirrors), row["repository"])
    if git_dir is None:
        print(f"{row['name']}: no mirror; fetch 'github:{row['repository']}'")
        return None
    base = Path(args.trees) / "history" / row["name"]
    for which in ("parent", "fix"):
        lay_out(git_dir, row[which], base / which)
    return git_dir, base


def check_xcode(args, binary: str) -> int:
    failed = 0
    for row in read_rows("history.tsv"):
        prepared = prepare(row, args)
        if prepared is None:
            failed += 1
            continue
        _, base = prepared
        expected = set(row["flagged before the fix"].split())
        results = {w: set(flagged(binary, base / w, XCODE_RULES)) for w in ("parent", "fix")}
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
    return failed


def check_fixes(args, binary: str) -> int:
    rows = read_rows("fixes.tsv")
    prepared = {row["name"]: prepare(row, args) for row in rows}

    def measure(row: dict):
        ready = prepared[row["name"]]
        if ready is None:
            return None
        git_dir, base = ready
        lines = row["lines"].split()
        parent = flagged(binary, base / "parent", None)
        fix = flagged(binary, base / "fix", None)
        written = fix_lines(git_dir, row["parent"], row["fix"], lines)
        return lines, parent, fix, written

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(measure, rows))
    total = caught = full = kept_total = 0
    by_category: dict[str, list[int]] = {}
    repositories = set()
    for row, result in zip(rows, results):
        if result is None:
            continue
        lines, parent, fix, written = result
        repositories.add(row["repository"])
        hits = [line for line in lines if line in parent]
        kept = sorted(
            line for line in written
            if any(f.split()[1] not in PRESENCE_RULES for f in fix.get(line, [])))
        total += len(lines)
        caught += len(hits)
        full += len(hits) == len(lines)
        kept_total += len(kept)
        counts = by_category.setdefault(row["category"], [0, 0])
        counts[0] += len(hits)
        counts[1] += len(lines)
        verdict = "ok" if len(hits) == len(lines) and not kept else "MISSED" if not kept else "KEPT"
        print(f"{row['name']:24} {row['category']:18} {verdict:6} "
              f"{len(hits)}/{len(lines)} flagged on the parent, {len(kept)} on the fix")
        if args.verbose:
            for line in lines:
                print(f"    {'+' if line in parent else '-'} {line}  {' '.join(parent.get(line, []))}")
            for line in kept:
                print(f"    still flagged on the fix: {line}  {' '.join(fix[line])}")
    share = caught / total if total else 0.0
    print(f"\nfixes: {len(rows)} commits in {len(repositories)} repositories; "
          f"lines flagged on the parents: {caught}/{total} ({share:.1%}); "
          f"commits fully flagged: {full}/{len(rows)}; lines flagged on the fixes: {kept_total}")
    for category, (hit, count) in sorted(by_category.items()):
        print(f"  {category:18} {hit}/{count}")
    return 0 if total and caught == total and kept_total == 0 else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--set", choices=["xcode", "fixes", "all"], default="all")
    parser.add_argument("--mirrors", default=str(HERE.parent.parent.parent / ".mirror"))
    parser.add_argument("--trees", default=str(HERE.parent.parent.parent / "trees"))
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    binary = str(Path(args.binary).resolve())
    failed = 0
    if args.set in ("xcode", "all"):
        failed += check_xcode(args, binary)
    if args.set in ("fixes", "all"):
        failed += check_fixes(args, binary)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
