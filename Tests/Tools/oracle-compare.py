#!/usr/bin/env python3
"""Compares two call listings (`path:line:column<TAB>callee<TAB>labels`): the compiler's and bundlelint's.

Prints agreement for the rules' callees and for all calls, then every disagreement of the rules'
callees as `path:line:column: ...`. Agreement = calls both found with the same callee and labels,
divided by the calls either found (a call found by one side only, or with other labels, counts
against it). Exits 1 when the rules' agreement is below --min (percent).
"""
import argparse
import sys


def load(path):
    calls = {}
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            location, callee, labels = (line.split("\t") + ["", ""])[:3]
            calls[location] = (callee, labels)
    return calls


def compare(compiler, bundlelint, keep):
    locations = sorted(
        {loc for loc, (callee, _) in compiler.items() if keep(callee)}
        | {loc for loc, (callee, _) in bundlelint.items() if keep(callee)},
        key=sort_key)
    agree = 0
    problems = []
    for loc in locations:
        c, b = compiler.get(loc), bundlelint.get(loc)
        if c == b:
            agree += 1
        elif b is None:
            problems.append(f"{loc}: missed by bundlelint: {c[0]}({c[1]})")
        elif c is None:
            problems.append(f"{loc}: not a call for the compiler: bundlelint found {b[0]}({b[1]})")
        else:
            problems.append(f"{loc}: compiler {c[0]}({c[1]}), bundlelint {b[0]}({b[1]})")
    return agree, len(locations), problems


def sort_key(location):
    path, _, rest = location.rpartition(":")
    path, _, line = path.rpartition(":")
    try:
        return (path, int(line), int(rest))
    except ValueError:
        return (location, 0, 0)


def percent(agree, total):
    return 100.0 if total == 0 else 100.0 * agree / total


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("compiler")
    p.add_argument("bundlelint")
    p.add_argument("--callees", required=True)
    p.add_argument("--min", type=float, default=100.0)
    p.add_argument("--label", default="")
    p.add_argument("--show-all", action="store_true", help="also list disagreements on other callees")
    p.add_argument("--limit", type=int, default=200, help="disagreements to print (0: all)")
    args = p.parse_args()
    with open(args.callees) as f:
        names = {line.strip() for line in f if line.strip() and not line.startswith("#")}
    compiler, bundlelint = load(args.compiler), load(args.bundlelint)
    r_agree, r_total, r_problems = compare(compiler, bundlelint, lambda c: c in names)
    a_agree, a_total, a_problems = compare(compiler, bundlelint, lambda c: True)
    label = f"{args.label}: " if args.label else ""
    print(f"{label}rules' callees: {r_agree}/{r_total} calls agree ({percent(r_agree, r_total):.3f}%)")
    print(f"{label}all calls:      {a_agree}/{a_total} calls agree ({percent(a_agree, a_total):.3f}%)")
    problems = a_problems if args.show_all else r_problems
    shown = problems if args.limit == 0 else problems[:args.limit]
    for line in shown:
        print(line)
    if len(shown) < len(problems):
        print(f"... {len(problems) - len(shown)} more")
    sys.exit(0 if percent(r_agree, r_total) >= args.min else 1)


if __name__ == "__main__":
    main()
