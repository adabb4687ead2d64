#!/usr/bin/env python3
"""Latency of `bundlelint lsp`: from a `didChange` sent to the `publishDiagnostics` for it.

  Tests/Tools/lsp-benchmark.py [--binary PATH] [--edits 100] [--warmup 10] [--file FILE] PACKAGE
  Tests/Tools/lsp-benchmark.py [--binary PATH] --generate FILES

Starts the server in PACKAGE (a Swift package root), opens one Swift file of it (--file, else
the largest file with a finding in `bundlelint --format json`, else the largest), waits for its
first diagnostics (the package's load, timed apart), then sends --warmup and --edits incremental edits one at a time,
each waiting for the diagnostics of its version: typing a character into a line in the middle of
the file, then deleting it, so the file's declarations after the edit move each time. Prints the
package's Swift files, the load time, the median, 90th percentile and worst latency of the timed
edits, and the server's peak memory (VmHWM on Linux, the child's maximum RSS elsewhere).

Without --binary it builds bundlelint in release mode (statically linked on Linux, as
benchmark.sh builds it). Any debounce is included: the server lints a batch of messages as soon
as it has read them, without waiting.

--generate FILES benchmarks a package of FILES generated Swift files instead (generate-swift.py
--package --style realistic --mistakes 0.02 --lines 150 --modules 10, as benchmark.sh's trees),
written once under $TMPDIR/bundlelint-lsp-bench and kept for reruns.

  Tests/Tools/lsp-benchmark.py ../trees/purchases-ios
  Tests/Tools/lsp-benchmark.py --generate 4000
"""

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def build():
    flags = ["--static-swift-stdlib", "-Xswiftc", "-use-ld=lld"] if platform.system() == "Linux" else []
    subprocess.run(["swift", "build", "-c", "release", "--product", "bundlelint", *flags],
                   cwd=ROOT, check=True, stdout=sys.stderr)
    return os.path.join(ROOT, ".build", "release", "bundlelint")


class Server:
    def __init__(self, binary, cwd):
        self.p = subprocess.Popen([binary, "lsp"], cwd=cwd, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 1

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.p.stdout.read(1)
            if not byte:
                sys.exit("the server closed its output")
            header += byte
        length = next(int(line.split(b":")[1]) for line in header.split(b"\r\n")
                      if line.lower().startswith(b"content-length"))
        return json.loads(self.p.stdout.read(length))

    def request(self, method, params):
        self.send({"id": self.next_id, "method": method, "params": params})
        self.next_id += 1
        while "id" not in (message := self.receive()) or "method" in message:
            pass
        return message

    def diagnostics(self, uri, version):
        while True:
            message = self.receive()
            params = message.get("params", {})
            if (message.get("method") == "textDocument/publishDiagnostics"
                    and params.get("uri") == uri and params.get("version") == version):
                return params["diagnostics"]

    def peak_kib(self):
        try:
            with open(f"/proc/{self.p.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return None


def swift_files(package):
    found = []
    for folder, dirs, files in os.walk(package):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        found += [os.path.join(folder, f) for f in files if f.endswith(".swift")]
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("package", nargs="?")
    parser.add_argument("--generate", type=int, metavar="FILES")
    parser.add_argument("--binary")
    parser.add_argument("--file")
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--warmup", type=int, default=10)
    args = parser.parse_args()
    if args.generate:
        package = os.path.join(os.environ.get("TMPDIR", "/tmp"), "bundlelint-lsp-bench", f"tree-{args.generate}")
        if not os.path.exists(os.path.join(package, "Package.swift")):
            subprocess.run([sys.executable, os.path.join(ROOT, "Tests", "Tools", "generate-swift.py"),
                            "--out", package, "--files", str(args.generate), "--lines", "150",
                            "--package", "--modules", "10", "--style", "realistic", "--mistakes", "0.02"],
                           check=True)
    elif args.package:
        package = os.path.abspath(args.package)
    else:
        parser.error("name a PACKAGE or --generate FILES")
    binary = os.path.abspath(args.binary) if args.binary else build()
    files = swift_files(package)
    print(f"package: {package} ({len(files)} Swift files below it)")

    server = Server(binary, package)
    server.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    server.send({"method": "initialized", "params": {}})

    def open_file(path):
        uri = "file://" + path
        text = open(path, encoding="utf-8", errors="replace").read()
        server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "swift", "version": 1, "text": text}}})
        return uri, text, server.diagnostics(uri, 1)

    if args.file:
        path = os.path.abspath(args.file)
    else:
        report = subprocess.run([binary, "--format", "json", "--quiet", "."], cwd=package,
                                capture_output=True, text=True)
        paths = {f["path"] for f in json.loads(report.stdout or "{}").get("findings", [])}
        flagged = [os.path.join(package, p) for p in paths if p.endswith(".swift")]
        flagged = [f for f in flagged if os.path.basename(f) != "Package.swift"]
        path = max(flagged or files, key=os.path.getsize)
    start = time.perf_counter()
    uri, text, found = open_file(path)
    load = time.perf_counter() - start
    print(f"file: {os.path.relpath(path, package)} ({len(text.encode())} bytes, {len(found)} findings)")
    print(f"first diagnostics (package load included): {load * 1000:.0f} ms")

    lines = text.split("\n")
    line = len(lines) // 2
    while line < len(lines) - 1 and not lines[line].strip():
        line += 1
    column = len(lines[line].encode("utf-16-le")) // 2
    latencies = []
    version = 1
    for index in range(args.warmup + args.edits):
        version += 1
        inserting = index % 2 == 0
        change = ({"range": {"start": {"line": line, "character": column},
                             "end": {"line": line, "character": column}}, "text": " "}
                  if inserting else
                  {"range": {"start": {"line": line, "character": column},
                             "end": {"line": line, "character": column + 1}}, "text": ""})
        sent = time.perf_counter()
        server.send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        server.diagnostics(uri, version)
        if index >= args.warmup:
            latencies.append((time.perf_counter() - sent) * 1000)
    peak = server.peak_kib()
    server.request("shutdown", None)
    server.send({"method": "exit"})
    server.p.wait()
    if peak is None:
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        peak = peak // 1024 if platform.system() == "Darwin" else peak
    latencies.sort()
    p90 = latencies[int(len(latencies) * 0.9) - 1]
    print(f"didChange -> publishDiagnostics over {len(latencies)} edits: median "
          f"{statistics.median(latencies):.1f} ms, p90 {p90:.1f} ms, worst {latencies[-1]:.1f} ms")
    print(f"server peak memory: {peak / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
