#!/usr/bin/env python3
"""Shows that lexing and matching take linear work, by counting instructions, not by timing.

  Tests/Tools/linearity.py [--bytes N] [--driver BIN] [--shape NAME...] [--manifest] [--tool BIN]

For each input shape (realistic code and pathological ones: deep nesting, long lines, many
unterminated literals) it writes inputs of about 1x, 2x and 4x N bytes (default 100,000), runs the
call driver (`build-driver.sh`, which lexes and matches) under `valgrind --tool=callgrind`, subtracts
the count for an empty file, and prints instructions per byte and the growth against 1x. A shape
fails when 4x takes more than 4 x 1.3 the work of 1x. Exits 1 when any shape fails.
With --manifest it measures the manifest reader on manifest-shaped inputs instead. With --tool BIN
(a bundlelint binary, e.g. .build/release/bundlelint) it measures the whole tool instead of the
driver: each input is the one Swift file of a package whose module owns a strings table, so every
rule runs on it and its findings are printed.
"""
import argparse
import functools
import os
import re
import subprocess
import sys
import tempfile

print = functools.partial(print, flush=True)
HERE = os.path.dirname(os.path.abspath(__file__))


def repeat(unit, size, tail=""):
    return unit * max(1, size // len(unit)) + tail


def nested(open_, close, size):
    n = max(1, size // (len(open_) + len(close)))
    return open_ * n + close * n


SHAPES = {
    "realistic": None,  # filled from generate-swift.py
    "hostile": None,
    "deep-parens": lambda s: nested("(", ")", s),
    "deep-brackets": lambda s: nested("[", "]", s),
    "deep-braces": lambda s: nested("{", "}", s),
    "open-calls": lambda s: repeat("Text(", s),
    "deep-generics": lambda s: nested("A<", ">", s),
    "long-line": lambda s: "let x = " + repeat('Text("a") + ', s) + "Text(\"b\")\n",
    "unterminated-strings": lambda s: repeat('Text("abc\n', s),
    "unterminated-comments": lambda s: repeat("/* ", s),
    "open-interpolations": lambda s: repeat('"\\(', s),
    "nested-interpolations": lambda s: nested('"\\(', ')"', s),
    "nested-text-interpolations": lambda s: nested('Text("\\(', ')")', s),
    "raw-hashes": lambda s: repeat("#", s - 2, '"x'),
    "unterminated-raw": lambda s: repeat('#"abc\\#(\n', s),
    "unterminated-multiline": lambda s: repeat('"""\n\\(Text("a"))\n', s),
    "slashes": lambda s: repeat("x /a ", s),
    "open-regexes": lambda s: repeat("(/a ", s),
    "open-ifs": lambda s: repeat("#if A\nText(\"a\")\n", s),
    "elseif-calls": lambda s: "#if A\n" + repeat("#elseif B\nText(\"a\")\n", s) + "#endif\n",
    "backticks": lambda s: repeat("`a ", s),
    "invalid-utf8": lambda s: repeat('\xff\xfe\x00Text("\x80")', s),
}


def generated(style, size):
    # About 40 bytes a line.
    out = subprocess.run([sys.executable, os.path.join(HERE, "generate-swift.py"), "--single",
                          "--style", style, "--lines", str(max(10, size // 40)), "--seed", "5"],
                         check=True, capture_output=True)
    return out.stdout


MANIFEST_SHAPES = {
    "manifest-realistic": lambda s: '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "P", targets: [\n'
        + repeat('  .target(name: "M", path: "Sources/M", exclude: ["a", "b"], resources: [.process("R"), .copy("C")]),\n', s) + "])\n",
    "manifest-deep-parens": lambda s: "let package = Package(name: " + nested("(", ")", s) + ")",
    "manifest-stray-closers": lambda s: repeat(")]}>", s),
    "manifest-brace-angle": lambda s: repeat("}>", s),
    "manifest-open-strings": lambda s: repeat('.target(name: "a\n', s),
}
MANIFEST = False
TOOL = None


def package_for(path):
    """A package around the Swift file at `path` (moved into it), for --tool."""
    root = path + ".package"
    os.makedirs(os.path.join(root, "Sources", "Mod", "Resources"), exist_ok=True)
    with open(os.path.join(root, "Package.swift"), "w") as f:
        f.write('// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "P", '
                'defaultLocalization: "en", targets: [.target(name: "Mod", resources: [.process("Resources")])])\n')
    with open(os.path.join(root, "Sources", "Mod", "Resources", "Localizable.strings"), "w") as f:
        f.write('"a" = "b";\n')
    os.replace(path, os.path.join(root, "Sources", "Mod", "File.swift"))
    return root


def instructions(driver, path):
    if TOOL:
        command = [TOOL, package_for(path), "--format", "json"]
    else:
        command = [driver, *(["--count", "--manifest"] if MANIFEST else ["--count"]), path]
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                         capture_output=True, text=True, errors="replace")
    if TOOL:
        out.stdout = ""
    match = re.search(r"Collected : (\d+)", out.stderr)
    if not match:
        sys.exit(f"linearity: valgrind failed on {path}:\n{out.stderr[-2000:]}")
    counts = dict(zip(out.stdout.split()[::2], map(int, out.stdout.split()[1::2])))
    return int(match.group(1)), counts


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bytes", type=int, default=100_000)
    p.add_argument("--driver")
    p.add_argument("--shape", action="append", choices=list(SHAPES) + list(MANIFEST_SHAPES))
    p.add_argument("--manifest", action="store_true", help="measure the manifest reader on manifest shapes")
    p.add_argument("--max-growth", type=float, default=1.3)
    p.add_argument("--tool", help="measure this bundlelint binary on a package around each input")
    args = p.parse_args()
    global MANIFEST, TOOL
    MANIFEST = args.manifest
    TOOL = args.tool and os.path.abspath(args.tool)
    shapes = MANIFEST_SHAPES if args.manifest else SHAPES
    driver = TOOL or args.driver or subprocess.run([os.path.join(HERE, "build-driver.sh")], check=True,
                                                   capture_output=True, text=True).stdout.strip()
    failed = []
    with tempfile.TemporaryDirectory() as tmp:
        empty = os.path.join(tmp, "empty.swift")
        open(empty, "wb").close()
        base, _ = instructions(driver, empty)
        print(f"baseline (empty file): {base} instructions")
        print(f"{'shape':24} {'x':>2} {'bytes':>9} {'tokens':>8} {'calls':>7} {'instructions':>13} {'per byte':>9} {'vs 1x':>6}")
        for name in args.shape or shapes:
            first = None
            for factor in (1, 2, 4):
                size = args.bytes * factor
                if name in ("realistic", "hostile"):
                    data = generated(name, size)
                else:
                    data = shapes[name](size).encode("latin-1" if name == "invalid-utf8" else "utf-8")
                path = os.path.join(tmp, f"{name}-{factor}.swift")
                with open(path, "wb") as f:
                    f.write(data)
                total, counts = instructions(driver, path)
                work = max(1, total - base)
                per_byte = work / max(1, len(data))
                if first is None:
                    first = per_byte
                growth = per_byte / first
                print(f"{name:24} {factor:>2} {len(data):>9} {counts.get('tokens', 0):>8} "
                      f"{counts.get('calls', 0):>7} {work:>13} {per_byte:>9.1f} {growth:>6.2f}")
                if factor == 4 and growth > args.max_growth:
                    failed.append(name)
    if failed:
        print(f"linearity: work grows faster than the input for: {', '.join(failed)}")
        sys.exit(1)
    print("linearity: every shape grows linearly (4x input, at most "
          f"{args.max_growth:.1f} x 4 the work)")


if __name__ == "__main__":
    main()
