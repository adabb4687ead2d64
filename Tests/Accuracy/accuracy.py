#!/usr/bin/env python3
"""Measure bundlelint's precision and recall on a labelled set of real repositories.

The set is two kinds of files in this folder:

  repos.tsv          name, owner/name, commit, sampled ("all" or "40") per repository
  labels/<name>.tsv  path, line, column, rule, source, label, reason per labelled row

No code of those repositories is kept here; `layout` lays each one out from a local git
snapshot (a mirror under <mirrors>/owner+name/...) into <trees>/<name>; both folders sit beside
the repository by default (`../.mirror`, `../trees`).

Method
------
Findings. A repository with at most 60 findings has every finding labelled; otherwise the
40 findings whose sha1("path:line:column") sorts first. A finding of a run is joined with a
label row on (path, line, column, rule); failing that on (path, line, column); failing that
on (path, line, rule). Precision = bug / (bug + not-bug), `unsure` left out, overall and
separately for the errors and the warnings of the run being measured.

Recall. Candidate calls are the calls `bundlelint calls` prints for the Swift files of every
non-test target that owns a bundle, whose callee is a resource-looking API (CALLEES), whose
labels contain neither `bundle:` nor `in:`, whose first label fits the callee (FIRST_LABEL),
and with no finding at the same path:line. Ten of them per repository (by the same hash) are
labelled as `sample` rows. Then, for the run being measured:

  TP              labelled-bug rows (findings or samples) that the run reports (any rule at
                  that path:line:column, or at that path:line)
  labelled-missed labelled-bug rows that the run does not report
  estimated-missed  per repository: the bug share among the sample rows the run still does
                  not report, times the number of the run's candidate calls that were NOT
                  labelled (the labelled ones are already counted above, so nothing is
                  counted twice)
  recall          TP / (TP + labelled-missed + estimated-missed)

Subcommands: layout, sample, measure (see --help of each). Python 3.11 standard library only.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The folder that holds the repository: the trees and mirrors sit there by default.
BESIDE = HERE.parent.parent.parent
REPOS_TSV = HERE / "repos.tsv"
LABELS_DIR = HERE / "labels"
MARKER = ".accuracy-commit"
LABEL_HEADER = ["path", "line", "column", "rule", "source", "label", "reason"]
FULL_LIMIT, SAMPLE_SIZE, UNFLAGGED_SAMPLE = 60, 40, 10

CALLEES = set(
    "Text Image Label Button Toggle Link Picker NavigationLink TextField SecureField Section Menu"
    " LocalizedStringKey LocalizedStringResource NSLocalizedString navigationTitle"
    " accessibilityLabel accessibilityHint help Color UIColor NSColor UIImage NSImage String"
    " AttributedString".split()
)
FIRST_LABEL = {
    **dict.fromkeys(["String", "AttributedString"], "localized"),
    **dict.fromkeys(["UIImage", "NSImage", "UIColor", "NSColor"], "named"),
    **dict.fromkeys(
        ["Text", "Image", "Color", "LocalizedStringKey", "LocalizedStringResource",
         "NSLocalizedString"],
        "_",
    ),
}


# ---------------------------------------------------------------- the set's files


@dataclass
class Repo:
    name: str
    repository: str
    commit: str
    sampled: str  # "all" or "40"


@dataclass
class Label:
    path: str
    line: int
    column: int
    rule: str
    source: str  # "finding" or "sample"
    label: str  # "bug", "not-bug", "unsure"
    reason: str


def read_tsv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def read_repos() -> list[Repo]:
    if not REPOS_TSV.exists():
        return []
    return [Repo(r["name"], r["repository"], r["commit"], r["sampled"]) for r in read_tsv(REPOS_TSV)]


def read_labels(name: str) -> list[Label]:
    path = LABELS_DIR / f"{name}.tsv"
    if not path.exists():
        return []
    return [
        Label(r["path"], int(r["line"]), int(r["column"]), r["rule"], r["source"], r["label"],
              r["reason"])
        for r in read_tsv(path)
    ]


def select_repos(names: list[str] | None) -> list[Repo]:
    repos = read_repos()
    if names:
        unknown = set(names) - {r.name for r in repos}
        if unknown:
            sys.exit(f"not in repos.tsv: {', '.join(sorted(unknown))}")
        repos = [r for r in repos if r.name in names]
    return repos


def default_trees() -> Path:
    return Path(os.environ.get("BUNDLELINT_ACCURACY_TREES", str(BESIDE / "trees")))


# ---------------------------------------------------------------- layout


def find_mirror(mirrors: Path, repository: str) -> Path | None:
    """The git dir (a folder holding HEAD and objects) under mirrors/owner+name."""
    root = mirrors / repository.replace("/", "+")
    if not root.is_dir():
        return None
    for folder, dirs, files in os.walk(root):
        if "HEAD" in files and "objects" in dirs:
            return Path(folder)
        dirs[:] = [d for d in dirs if d != "objects"]
    return None


def git(git_dir: Path, *args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(["git", f"--git-dir={git_dir}", *args], **kwargs)


def archive_into(git_dir: Path, commit: str, tree: Path) -> bool:
    archive = subprocess.Popen(
        ["git", f"--git-dir={git_dir}", "archive", "--format=tar", commit],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    untar = subprocess.run(["tar", "-x", "-C", str(tree)], stdin=archive.stdout,
                           stderr=subprocess.PIPE)
    archive.stdout.close()
    archive_error = archive.stderr.read().decode(errors="replace").strip()
    if archive.wait() != 0 or untar.returncode != 0:
        print(f"  git archive failed: {archive_error.splitlines()[-1] if archive_error else 'tar error'}")
        return False
    return True


def write_entry(tree: Path, mode: str, path: str, data: bytes) -> None:
    target = tree / path
    target.parent.mkdir(parents=True, exist_ok=True)
    if mode == "120000":
        target.symlink_to(data.decode("utf-8", errors="surrogateescape"))
        return
    target.write_bytes(data)
    if mode == "100755":
        target.chmod(0o755)


def lay_out_file_by_file(git_dir: Path, commit: str, tree: Path) -> int:
    """Writes every blob that is present; returns how many were missing."""
    listing = git(git_dir, "ls-tree", "-r", "-z", "--full-tree", commit,
                  capture_output=True, check=True).stdout
    batch = subprocess.Popen(["git", f"--git-dir={git_dir}", "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    skipped = 0
    for entry in filter(None, listing.split(b"\0")):
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.decode().split()
        path = path.decode("utf-8", errors="surrogateescape")
        if kind != "blob":  # a submodule: an empty folder, as git archive leaves it
            (tree / path).mkdir(parents=True, exist_ok=True)
            continue
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3:  # "<sha> missing"
            skipped += 1
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        write_entry(tree, mode, path, data)
    batch.stdin.close()
    batch.wait()
    return skipped


def lay_out(repo: Repo, mirrors: Path, trees: Path) -> None:
    tree = trees / repo.name
    marker = tree / MARKER
    if marker.exists() and marker.read_text().strip() == repo.commit:
        print(f"{repo.name}: already at {repo.commit[:12]}")
        return
    git_dir = find_mirror(mirrors, repo.repository)
    if git_dir is None:
        print(f"{repo.name}: no mirror under {mirrors}; fetch 'github:{repo.repository}' "
              "with the fetch tool, then run layout again")
        return
    if git(git_dir, "cat-file", "-e", f"{repo.commit}^{{commit}}",
           capture_output=True).returncode != 0:
        print(f"{repo.name}: the mirror {git_dir} lacks commit {repo.commit}; fetch "
              f"'github:{repo.repository}' again")
        return
    if tree.exists():
        shutil.rmtree(tree)
    tree.mkdir(parents=True)
    if archive_into(git_dir, repo.commit, tree):
        print(f"{repo.name}: laid out {repo.commit[:12]} with git archive")
    else:
        shutil.rmtree(tree)
        tree.mkdir(parents=True)
        skipped = lay_out_file_by_file(git_dir, repo.commit, tree)
        print(f"{repo.name}: laid out {repo.commit[:12]} file by file, "
              f"{skipped} missing blob(s) skipped")
    marker.write_text(repo.commit + "\n")


def cmd_layout(args: argparse.Namespace) -> int:
    trees = Path(args.trees)
    trees.mkdir(parents=True, exist_ok=True)
    for repo in select_repos(args.repo):
        lay_out(repo, Path(args.mirrors), trees)
    return 0


# ---------------------------------------------------------------- running bundlelint


def location_hash(path: str, line: int, column: int) -> str:
    return hashlib.sha1(f"{path}:{line}:{column}".encode("utf-8")).hexdigest()


def by_hash(items: list, key) -> list:
    return sorted(items, key=lambda item: location_hash(*key(item)))


def run_findings(binary: str, tree: Path) -> list[dict]:
    done = subprocess.run([binary, "--format", "json", "."], cwd=tree, capture_output=True,
                          text=True)
    if done.returncode not in (0, 1):
        sys.exit(f"{binary} failed in {tree} (exit {done.returncode}): {done.stderr.strip()}")
    return json.loads(done.stdout)["findings"]


def labelling_set(findings: list[dict], sampled: str | None = None) -> list[dict]:
    """The findings a labeller labels: all, or the first 40 by hash when there are over 60."""
    everything = sampled == "all" or (sampled is None and len(findings) <= FULL_LIMIT)
    if everything:
        return findings
    return by_hash(findings, lambda f: (f["path"], f["line"], f["column"]))[:SAMPLE_SIZE]


def owning_target_files(binary: str, tree: Path) -> list[str]:
    """Swift files (relative to the tree) of non-test targets that own a bundle."""
    done = subprocess.run([binary, "describe", "."], cwd=tree, capture_output=True, text=True)
    files: set[str] = set()
    for package in json.loads(done.stdout)["packages"]:
        for target in package["targets"]:
            if not target["ownsBundle"] or target["type"] == "test":
                continue
            root = Path(os.path.normpath(Path(package["path"]) / target["path"]))
            for swift in (tree / root).rglob("*.swift"):
                if swift.is_file():
                    files.add(str(swift.relative_to(tree)))
    return sorted(files)


@dataclass
class Call:
    path: str
    line: int
    column: int
    callee: str
    labels: list[str]


def parse_call(row: str) -> Call | None:
    parts = row.split("\t")
    if len(parts) != 3:
        return None
    where, callee, labels = parts
    path, line, column = where.rsplit(":", 2)
    return Call(path, int(line), int(column), callee, labels.split(":")[:-1] if labels else [])


def list_calls(binary: str, tree: Path, files: list[str]) -> list[Call]:
    calls: list[Call] = []
    for start in range(0, len(files), 400):
        done = subprocess.run([binary, "calls", *files[start:start + 400]], cwd=tree,
                              capture_output=True, text=True)
        calls += filter(None, map(parse_call, done.stdout.splitlines()))
    return calls


def is_candidate(call: Call) -> bool:
    if call.callee not in CALLEES or "bundle" in call.labels or "in" in call.labels:
        return False
    wanted = FIRST_LABEL.get(call.callee)
    return wanted is None or (bool(call.labels) and call.labels[0] == wanted)


def candidates(binary: str, tree: Path, findings: list[dict]) -> list[Call]:
    """The spec's unflagged candidate calls for this run, in hash order."""
    flagged = {(f["path"], f["line"]) for f in findings}
    calls = list_calls(binary, tree, owning_target_files(binary, tree))
    kept = [c for c in calls if is_candidate(c) and (c.path, c.line) not in flagged]
    return by_hash(kept, lambda c: (c.path, c.line, c.column))


def cmd_sample(args: argparse.Namespace) -> int:
    tree = Path(args.trees) / args.name
    findings = run_findings(args.binary, tree)
    rows = [(f["path"], f["line"], f["column"], f["rule"], "finding")
            for f in labelling_set(findings)]
    rows += [(c.path, c.line, c.column, "-", "sample")
             for c in candidates(args.binary, tree, findings)[:UNFLAGGED_SAMPLE]]
    print(f"# {args.name}: {len(findings)} findings -> sampled="
          f"{'all' if len(findings) <= FULL_LIMIT else SAMPLE_SIZE}", file=sys.stderr)
    print("\t".join(LABEL_HEADER))
    for path, line, column, rule, source in sorted(rows):
        print(f"{path}\t{line}\t{column}\t{rule}\t{source}\t\t")
    return 0


# ---------------------------------------------------------------- measuring


def join(findings: list[dict], labels: list[Label]) -> dict[int, Label]:
    """Finding index -> its label: exact, then path:line:column, then path:line + rule."""
    keys = [
        lambda p, l, c, r: (p, l, c, r),
        lambda p, l, c, r: (p, l, c),
        lambda p, l, c, r: (p, l, r),
    ]
    joined: dict[int, Label] = {}
    used: set[int] = set()
    for key in keys:
        # Several findings at one place (one per copied folder of a declaration) take the rows
        # labelled there one each, in order.
        index: dict[tuple, list[int]] = {}
        for i, row in enumerate(labels):
            if i not in used:
                index.setdefault(key(row.path, row.line, row.column, row.rule), []).append(i)
        for n, f in enumerate(findings):
            if n in joined:
                continue
            rows = index.get(key(f["path"], f["line"], f["column"], f["rule"]), [])
            while rows and rows[0] in used:
                rows.pop(0)
            if rows:
                i = rows.pop(0)
                joined[n] = labels[i]
                used.add(i)
    return joined


def precision(bug: int, not_bug: int) -> float | None:
    return bug / (bug + not_bug) if bug + not_bug else None


@dataclass
class Figures:
    findings: int = 0
    labelled: int = 0
    bug: int = 0
    not_bug: int = 0
    unsure: int = 0
    error_bug: int = 0
    error_not_bug: int = 0
    warning_bug: int = 0
    warning_not_bug: int = 0
    labelled_errors: int = 0
    tp: int = 0
    labelled_missed: int = 0
    estimated_missed: float = 0.0
    needs_label: list = field(default_factory=list)
    false_alarms: list = field(default_factory=list)
    missed: list = field(default_factory=list)

    def add(self, other: "Figures") -> None:
        for name, value in vars(other).items():
            setattr(self, name, getattr(self, name) + value)

    def summary(self) -> dict:
        recall_base = self.tp + self.labelled_missed + self.estimated_missed
        return {
            "findings": self.findings, "labelled": self.labelled, "bug": self.bug,
            "not-bug": self.not_bug, "unsure": self.unsure,
            "precision": precision(self.bug, self.not_bug),
            "precision-errors": precision(self.error_bug, self.error_not_bug),
            "precision-warnings": precision(self.warning_bug, self.warning_not_bug),
            "labelled-errors": self.labelled_errors,
            "tp": self.tp, "labelled-missed": self.labelled_missed,
            "estimated-missed": round(self.estimated_missed, 2),
            "recall": self.tp / recall_base if recall_base else None,
            "needs-label": len(self.needs_label), "false-alarms": len(self.false_alarms),
        }


def count_precision(fig: Figures, repo: Repo, findings: list[dict], labels: list[Label]) -> None:
    joined = join(findings, labels)
    fig.findings = len(findings)
    fig.labelled = len(joined)
    for n, label in joined.items():
        severity = findings[n]["severity"]
        bucket = {"bug": "bug", "not-bug": "not_bug"}.get(label.label)
        if label.label == "unsure":
            fig.unsure += 1
        if severity == "error":
            fig.labelled_errors += 1
        if bucket is None:
            continue
        setattr(fig, bucket, getattr(fig, bucket) + 1)
        if severity in ("error", "warning"):
            name = f"{severity}_{bucket}"
            setattr(fig, name, getattr(fig, name) + 1)
        if label.label == "not-bug":
            f = findings[n]
            fig.false_alarms.append((repo.name, f"{f['path']}:{f['line']}:{f['column']}",
                                     f["rule"], f["severity"], label.reason))
    to_label = {id(f) for f in labelling_set_of(repo, findings)}
    for n, f in enumerate(findings):
        if n not in joined and id(f) in to_label:
            fig.needs_label.append((repo.name, f"{f['path']}:{f['line']}:{f['column']}",
                                    f["rule"], f["message"]))


def labelling_set_of(repo: Repo, findings: list[dict]) -> list[dict]:
    return labelling_set(findings, "all" if repo.sampled == "all" else str(SAMPLE_SIZE))


def count_recall(fig: Figures, binary: str, tree: Path, findings: list[dict],
                 labels: list[Label]) -> None:
    at_column = {(f["path"], f["line"], f["column"]) for f in findings}
    at_line = {(f["path"], f["line"]) for f in findings}

    def reported(row: Label) -> bool:
        return (row.path, row.line, row.column) in at_column or (row.path, row.line) in at_line

    for row in labels:
        if row.label == "bug":
            if reported(row):
                fig.tp += 1
            else:
                fig.labelled_missed += 1
                fig.missed.append((tree.name, row.path + f":{row.line}:{row.column}", row.rule, row.reason))
    unreported_samples = [r for r in labels if r.source == "sample" and not reported(r)]
    judged = [r for r in unreported_samples if r.label in ("bug", "not-bug")]
    if not judged:
        return
    share = sum(r.label == "bug" for r in judged) / len(judged)
    sampled = {(r.path, r.line, r.column) for r in labels if r.source == "sample"}
    rest = [c for c in candidates(binary, tree, findings)
            if (c.path, c.line, c.column) not in sampled]
    fig.estimated_missed = share * len(rest)


def measure_repo(repo: Repo, binary: str, trees: Path) -> Figures | None:
    tree = trees / repo.name
    if not tree.is_dir():
        print(f"{repo.name}: no tree at {tree}; run `accuracy.py layout` first")
        return None
    findings = run_findings(binary, tree)
    labels = read_labels(repo.name)
    fig = Figures()
    count_precision(fig, repo, findings, labels)
    count_recall(fig, binary, tree, findings, labels)
    return fig


def fmt(value) -> str:
    if value is None:
        return "-"
    return f"{value:.3f}" if isinstance(value, float) else str(value)


COLUMNS = ["findings", "labelled", "bug", "not-bug", "unsure", "precision", "precision-errors",
           "precision-warnings", "labelled-errors", "tp", "labelled-missed", "estimated-missed",
           "recall", "needs-label"]


def print_table(rows: list[tuple[str, dict]]) -> None:
    widths = [max(len("repository"), *(len(name) for name, _ in rows))]
    widths += [max(len(c), 7) for c in COLUMNS]
    print("  ".join(h.ljust(w) for h, w in zip(["repository", *COLUMNS], widths)))
    for name, summary in rows:
        cells = [name, *(fmt(summary[c]) for c in COLUMNS)]
        print("  ".join(cell.ljust(w) for cell, w in zip(cells, widths)))


def cmd_measure(args: argparse.Namespace) -> int:
    trees, total, rows, per_repo = Path(args.trees), Figures(), [], {}
    for repo in select_repos(args.repo):
        fig = measure_repo(repo, args.binary, trees)
        if fig is None:
            continue
        total.add(fig)
        per_repo[repo.name] = fig.summary()
        rows.append((repo.name, per_repo[repo.name]))
    rows.append(("TOTAL", total.summary()))
    print(f"bundlelint accuracy: {args.binary_label or args.binary}")
    print_table(rows)
    print(f"\nneeds label ({len(total.needs_label)}):")
    for repo, where, rule, message in total.needs_label:
        print(f"  {repo}\t{where}\t{rule}\t{message}")
    print(f"\nnot-bug findings still reported ({len(total.false_alarms)}):")
    for repo, where, rule, severity, reason in total.false_alarms:
        print(f"  {repo}\t{where}\t{rule} ({severity})\t{reason}")
    print(f"\nlabelled bugs not reported ({len(total.missed)}):")
    for repo, where, rule, reason in total.missed:
        print(f"  {repo}\t{where}\t{rule}\t{reason}")
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"binary": args.binary_label or args.binary, "total": total.summary(),
             "repositories": per_repo,
             "needs-label": [list(x) for x in total.needs_label],
             "false-alarms": [list(x) for x in total.false_alarms]}, indent=2) + "\n")
    return 0


# ---------------------------------------------------------------- command line


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)

    layout = commands.add_parser("layout", help="lay the trees out from the git mirrors")
    layout.add_argument("--mirrors", default=str(BESIDE / ".mirror"))
    layout.add_argument("--trees", default=str(default_trees()))
    layout.add_argument("--repo", nargs="*", help="only these names from repos.tsv")
    layout.set_defaults(run=cmd_layout)

    sample = commands.add_parser("sample", help="print the rows to label for one repository")
    sample.add_argument("--binary", required=True)
    sample.add_argument("--trees", default=str(default_trees()))
    sample.add_argument("name")
    sample.set_defaults(run=cmd_sample)

    measure = commands.add_parser("measure", help="print precision and recall of a binary")
    measure.add_argument("--binary", required=True)
    measure.add_argument("--binary-label")
    measure.add_argument("--trees", default=str(default_trees()))
    measure.add_argument("--repo", nargs="*", help="only these names from repos.tsv")
    measure.add_argument("--json", help="also write the figures to this file as JSON")
    measure.set_defaults(run=cmd_measure)

    args = parser.parse_args()
    if getattr(args, "binary", None):
        # The binary runs from each tree's root: a relative path is made absolute first.
        args.binary = os.path.abspath(args.binary)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
