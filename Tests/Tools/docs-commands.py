#!/usr/bin/env python3
"""Runs every shell command the documentation shows: each ```sh block of the README and of the
DocC catalog (Sources/bundlelint/bundlelint.docc), so a command that stops working fails CI.

    Tests/Tools/docs-commands.py --binary .build/debug/bundlelint
    Tests/Tools/docs-commands.py --binary B --plugins-app DIR   # the `swift package` blocks only

Where a block runs:
- `swift package ...` (the plugins): in DIR, a package that uses the plugins (binary-plugins-check.sh
  passes its App); not at a terminal, SwiftPM needs `--allow-writing-to-package-directory` for the
  fix plugin, as the Plugins article says, so it is added there. Without --plugins-app these
  blocks are left to that script.
- `swift run ...`, `swift build ...`, `.build/...`: in the repository, as written.
- `swift test`: not run here; `.ci/run` runs it.
- everything else (bundlelint, hooks, the Xcode Run Script phase): in a scratch git repository
  holding a copy of Tests/Fixtures/Example (also as Packages/Example, with SRCROOT set), with
  `bundlelint` on PATH as the --binary given.
A block that starts with `#!` or holds `if` runs as one script; otherwise each command runs on its
own. Each must exit 0 or 1 (1: findings); 2 or more, or a command not found, fails.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CATALOG = os.path.join(ROOT, "Sources", "bundlelint", "bundlelint.docc")


def blocks(path):
    """The ```sh blocks of a Markdown file: (line number, text)."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found, index = [], 0
    while index < len(lines):
        match = re.match(r"^\s*(`{3,})(\w*)\s*$", lines[index])
        if match:
            fence, language = match.groups()
            end = index + 1
            while not lines[end].strip().startswith(fence):
                end += 1
            if language in ("sh", "bash"):
                indent = len(lines[index]) - len(lines[index].lstrip())
                body = "\n".join(line[indent:] for line in lines[index + 1:end])
                found.append((index + 1, body))
            index = end
        index += 1
    return found


def commands(block):
    """The commands of a block: continuation lines joined, comments and blank lines left out."""
    out, current = [], ""
    for line in block.split("\n"):
        if not current and (not line.strip() or line.lstrip().startswith("#")):
            continue
        current += line[:-1] + " " if line.endswith("\\") else line
        if not line.endswith("\\"):
            out.append(current.strip())
            current = ""
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--plugins-app")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    scratch = tempfile.mkdtemp(prefix="bundlelint-docs-")
    tools = os.path.join(scratch, "bin")
    os.makedirs(tools)
    os.symlink(binary, os.path.join(tools, "bundlelint"))
    environment = dict(os.environ, PATH=tools + os.pathsep + os.environ["PATH"], NO_COLOR="1")

    def example():
        """A fresh scratch repository with the example package, committed."""
        folder = tempfile.mkdtemp(dir=scratch)
        shutil.copytree(os.path.join(ROOT, "Tests", "Fixtures", "Example"), folder, dirs_exist_ok=True)
        shutil.copytree(folder, os.path.join(folder, "Packages", "Example"))
        git = ["git", "-c", "user.name=docs", "-c", "user.email=docs@localhost"]
        for command in (["init", "-q"], ["add", "-A"], ["commit", "-qm", "example"]):
            subprocess.run(git + command, cwd=folder, check=True, stdout=subprocess.DEVNULL)
        return folder

    sources = [os.path.join(ROOT, "README.md")] + sorted(
        os.path.join(CATALOG, name) for name in os.listdir(CATALOG) if name.endswith(".md"))
    failures = ran = 0
    for source in sources:
        for line, block in blocks(source):
            where = f"{os.path.relpath(source, ROOT)}:{line}"
            first = commands(block)[0] if commands(block) else ""
            plugins = first.startswith("swift package ")
            if plugins != bool(arguments.plugins_app):
                continue
            if plugins:
                folder = arguments.plugins_app
            elif first.startswith(("swift ", ".build/")):
                folder = ROOT
            else:
                folder = example()
            env = dict(environment, SRCROOT=folder)
            script = block.startswith("#!") or re.search(r"^\s*if ", block, re.M)
            for command in [block] if script else commands(block):
                if re.match(r"swift test(\s|$)", command):
                    print(f"{where}: 'swift test' is the tests step of .ci/run")
                    continue
                if plugins and "bundlelint-fix" in command:
                    command = command.replace(
                        "swift package ", "swift package --allow-writing-to-package-directory ", 1)
                result = subprocess.run(
                    ["bash", "-c", command], cwd=folder, env=env, stdin=subprocess.DEVNULL,
                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                ran += 1
                shown = command if not script else f"the script of {len(block.splitlines())} lines"
                if result.returncode > 1:
                    failures += 1
                    print(f"{where}: '{shown}' exited {result.returncode}:\n{result.stdout[-3000:]}")
                else:
                    print(f"{where}: '{shown}' exited {result.returncode}")
    shutil.rmtree(scratch, ignore_errors=True)
    print(f"documented commands: {ran} run, {failures} exited 2 or more")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
