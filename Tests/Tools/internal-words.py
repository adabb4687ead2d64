#!/usr/bin/env python3
"""The project speaks only of itself: fails when the documentation, a comment of the sources,
tests or scripts names an issue number, a work session, a commit hash as history, or a path of
some machine; and when a comment of the code carries a past measurement (an instruction count, a
percentage of instructions, a commit compared against): those live in Tests/Benchmarks.

    Tests/Tools/internal-words.py [FILE ...]   # default: every file git tracks, but the fixtures

What is read: Markdown files whole; in code (Swift, shell, Python, YAML, the CI script) the
comments only (`//`, `///`, `/* */` lines in Swift; `#` comments elsewhere), so `#if`, `#Preview`,
`#bundle`, hex colours and test data in string literals are not words of the project. A path of
this workplace (`/work/`) is flagged in code too, strings included. Left out: Tests/Fixtures
(fixture packages and golden files are data), the generated rule source and this file.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

PATTERNS = [
    ("an issue number", re.compile(r"\b[Ii]ssues?\s+#?\d+\b|(?:^|[\s(\[,])#\d{1,4}\b(?![0-9A-Fa-f;])")),
    ("a pull request number", re.compile(r"\b(?:PR|[Pp]ull request)\s*#?\d+\b")),
    ("a work session", re.compile(r"\b[Ss]essions?\s+\d+\b")),
    ("a commit hash", re.compile(
        r"`(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,12}`"
        r"|\b(?:commit|build|before|after|at)\s+\(?`?(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,12}\b")),
    ("a machine path", re.compile(r"(?<![\w.])/(?:work|tmp|Users/[A-Za-z]\w*|home/[a-z]\w*)/\S")),
    ("a measurement of the past", re.compile(
        r"\b\d+(?:\.\d+)?\s?%\s+(?:more |fewer )?(?:of (?:a|the) run's )?instructions"
        r"|\b\d+(?:\.\d+)?\s?[GM] instructions"
        r"|\b(?:against|than|versus|vs\.?)\s+`?(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,12}\b")),
]
# In code, a path of this workplace is flagged in string literals too.
WORKPLACE = re.compile(r"(?<![\w.])/work(?:/|\b)")

SWIFT_COMMENT = re.compile(r"//(.*)$")
HASH_COMMENT = re.compile(r"(?:^|\s)#(?![!{\[])(.*)$")


def comment_text(path, line):
    """The part of `line` that is a comment, for code files; the whole line for Markdown."""
    if path.endswith(".md"):
        return line
    if path.endswith(".swift"):
        stripped = line.strip()
        if stripped.startswith(("*", "/*")):
            return stripped
        match = SWIFT_COMMENT.search(line)
        # `//` inside a string literal ("https://…") is no comment.
        if match and line[: match.start()].count('"') % 2 == 0:
            return match.group(1)
        return ""
    if line.lstrip().startswith("#!"):
        return ""
    match = HASH_COMMENT.search(line)
    if match and line[: match.start()].count('"') % 2 == 0 and line[: match.start()].count("'") % 2 == 0:
        return match.group(1)
    return ""


def problems(path, text):
    found = []
    for number, line in enumerate(text.split("\n"), 1):
        comment = comment_text(path, line)
        # Measurements belong in the development notes (Markdown), not in code.
        patterns = [(what, pattern) for what, pattern in PATTERNS
                    if not (path.endswith(".md") and what == "a measurement of the past")]
        words = [(what, pattern.search(comment)) for what, pattern in patterns]
        words = [(what, match.group(0).strip()) for what, match in words if match]
        if not path.endswith(".md") and not any(what == "a machine path" for what, _ in words):
            match = WORKPLACE.search(line)
            if match:
                words.append(("a machine path", match.group(0)))
        found += [(number, what, word) for what, word in words]
    return found


def checked(path):
    if path.startswith("Tests/Fixtures/") or path.endswith("BuiltinRules+Generated.swift"):
        return False
    # This file spells what it looks for.
    if path == "Tests/Tools/internal-words.py":
        return False
    return path.endswith((".md", ".swift", ".sh", ".py", ".yml", ".yaml")) or path == ".ci/run"


SELF_TEST = [
    # (file, line, flagged)
    ("a.md", "Fixed in issue 19 by the lexer", True),
    ("a.md", "as #18 made every run read them", True),
    ("a.md", "the end of session 6", True),
    ("a.md", "before (`f29c90b`)", True),
    ("a.md", "lays the trees out in /work/trees", True),
    ("a.md", "`Tests/Tools/generate-swift.py --out /tmp/corpus`", True),
    ("a.swift", "  /// What it is where it runs (issue #17, item 6):", True),
    ("a.swift", '  static let root = "/work/Pkg"', True),
    ("a.sh", "# measured in session 8", True),
    ("a.md", "`#if os(iOS)`, `#Preview`, `#bundle`, `#imageLiteral`", False),
    ("a.swift", '      "  edge [color=\\"#555555\\"];",', False),
    ("a.swift", '    let name = "Kit #1; & #2"', False),
    ("a.swift", "#if canImport(Darwin)", False),
    ("a.swift", '  let url = "https://example.com/#42"', False),
    ("a.md", "a sessions' worth of edits, 32 issues found", False),
    ("a.sh", 'scratch=$(mktemp -d)  # a scratch folder', False),
    ("a.md", "SHA-256 `4a5b` checksum", False),
]


def main():
    failures = []
    for path, line, flagged in SELF_TEST:
        if bool(problems(path, line)) != flagged:
            failures.append(f"self-test: {path}: {line!r} should {'' if flagged else 'not '}be flagged")
    paths = sys.argv[1:] or subprocess.run(
        ["git", "ls-files"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.split("\n")
    count = 0
    for path in paths:
        if not path or not checked(path) or not os.path.isfile(os.path.join(ROOT, path)):
            continue
        count += 1
        text = open(os.path.join(ROOT, path), encoding="utf-8", errors="replace").read()
        for number, what, word in problems(path, text):
            failures.append(f"{path}:{number}: {what}: {word}")
    for failure in failures:
        print(failure)
    print(f"{count} files read: {len(failures)} internal words" if failures else f"{count} files read: the project speaks only of itself")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
