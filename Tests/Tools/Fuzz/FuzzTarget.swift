// libFuzzer target for the lexer, the call matcher, the manifest reader, the project reader, the
// host graph, the workspace reader, the `.xcconfig` reader, the String Catalog reader (against the
// JSON parser) and the UTF-8 check (against the standard library).
//
// Built by Tests/Tools/fuzz.sh together with the library's sources, as one module:
//   swiftc -sanitize=fuzzer,address -parse-as-library -package-name bundlelint <sources> FuzzTarget.swift
// Besides crashes and sanitizer findings it checks the invariants the later stages rely on:
// tokens are non-empty, contiguous and cover the input; calls are sorted and point inside the input.

/// Stops the run with a message libFuzzer records with the crashing input.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("invariant broken: \(message())") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))

  let tokens = Lexer.tokenize(bytes)
  var offset = 0
  for token in tokens {
    check(Int(token.start) == offset, "token at \(token.start) should start at \(offset)")
    check(token.length > 0, "empty token at \(offset)")
    offset = token.end
  }
  check(offset == bytes.count, "tokens end at \(offset), input at \(bytes.count)")

  let syntax = CallMatcher.match(bytes, tokens: tokens)
  var previous = -1
  for call in syntax.calls {
    check(call.calleeOffset >= previous, "calls out of order at \(call.calleeOffset)")
    check(call.calleeOffset < bytes.count, "callee offset \(call.calleeOffset) past the end")
    check(!call.callee.isEmpty, "empty callee at \(call.calleeOffset)")
    for argument in call.arguments {
      check(
        argument.valueRange.upperBound <= bytes.count,
        "argument past the end at \(call.calleeOffset)")
    }
    previous = call.calleeOffset
  }
  for comment in syntax.comments {
    check(comment.upperBound <= bytes.count, "comment past the end")
  }

  // The String Catalog reader reads only what the JSON parser reads, and reads it the same.
  let json = try? JSONValue.parse(bytes)
  if let read = CatalogReader.read(bytes) {
    check(json != nil, "the catalog reader read a document the JSON parser refuses")
    check(
      json.map(CatalogDocument.init(json:)) == read,
      "the catalog reader read the document otherwise than the JSON parser")
  }
  // The UTF-8 check says what the standard library says.
  check(
    UTF8Validation.isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil),
    "the UTF-8 check disagrees with the standard library")

  _ = ManifestReader.read(bytes)
  // The project reader reads or refuses; a refusal names a line inside the input.
  do {
    let project = try ProjectFile.read(bytes)
    for object in project.objects.values {
      check(object.line >= 1, "object \(object.id) on line \(object.line)")
    }
    // The host graph of any project: every host is a target of the graph, and the processes
    // running each target are found whatever cycles the links make.
    let graph = XcodeHostGraph(files: [project])
    for target in graph.targets.keys {
      for host in graph.hosts(of: target) {
        check(graph.targets[host.target] != nil, "host \(host.target.id) is no target")
      }
      _ = graph.processes(running: target)
    }
    // Targets and their settings, the input read as every `.xcconfig` too.
    _ = project.nativeTargets(projectName: "Fuzz", readFile: { _ in bytes })
  } catch {
    if case .syntax(let line, _) = error {
      check(line >= 1 && line <= bytes.count + 1, "error on line \(line) of \(bytes.count) bytes")
    }
  }
  // The workspace reader reads or refuses, with lines inside the input.
  do {
    let workspace = try XcodeWorkspace.read(bytes)
    for reference in workspace.references {
      check(
        reference.line >= 1 && reference.line <= bytes.count + 1,
        "reference on line \(reference.line)")
    }
  } catch {
    if case .syntax(let line, _) = error {
      check(
        line >= 1 && line <= bytes.count + 1,
        "workspace error on line \(line) of \(bytes.count) bytes")
    }
  }
  // The `.xcconfig` reader, and the expansion of every value it reads (each name's value is
  // the input's first line, but those starting with `U`, which are unknown), never trap.
  let config = XCConfig.read("Fuzz.xcconfig") { $0 == "Fuzz.xcconfig" ? bytes : nil }
  let first = String(decoding: bytes.prefix { $0 != 10 }, as: UTF8.self)
  for case .assignment(let assignment) in config.steps {
    let expanded = SettingExpansion.expand(assignment.value) { name in
      name.hasPrefix("U") ? nil : BuildSettingValue(text: first, isResolved: true)
    }
    _ = expanded.words
  }
  return 0
}
