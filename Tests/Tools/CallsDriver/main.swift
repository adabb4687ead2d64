// A stand-in for `bundlelint calls FILE...`, compiled together with the library's sources by
// Tests/Tools/build-driver.sh: lexes and matches every file and prints one line per call,
// `path:line:column<TAB>callee<TAB>labels`, in the oracle's format.
//
// `--count` prints only totals (files, bytes, tokens, calls): the linearity check uses it.
// `--manifest` reads each file with the manifest reader instead (with `--count`: its work only).
import Foundation

var countOnly = false
var manifest = false
var paths: [String] = []
for argument in CommandLine.arguments.dropFirst() {
  switch argument {
  case "--count": countOnly = true
  case "--manifest": manifest = true
  default: paths.append(argument)
  }
}

var output = ""
var totals = (files: 0, bytes: 0, tokens: 0, calls: 0)
for path in paths {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("calls-driver: cannot read \(path)\n".utf8))
    continue
  }
  let bytes = [UInt8](data)
  if manifest {
    let result = ManifestReader.read(bytes)
    totals.files += 1
    totals.bytes += bytes.count
    if !countOnly { output += "\(path): \(result)\n" }
    continue
  }
  let tokens = Lexer.tokenize(bytes)
  let syntax = CallMatcher.match(bytes, tokens: tokens)
  totals.files += 1
  totals.bytes += bytes.count
  totals.calls += syntax.calls.count { $0.form != .typedValue }
  if countOnly {
    totals.tokens += tokens.count
    continue
  }
  let converter = SourceLocationConverter(bytes)
  for call in syntax.calls where call.form != .typedValue {
    let location = converter.location(of: call.calleeOffset)
    var name = call.callee
    if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 {
      name = String(name.dropFirst().dropLast())
    }
    output += "\(path):\(location.line):\(location.column)\t\(name)\t\(call.labelSignature)\n"
  }
  if output.utf8.count > 1 << 20 {
    FileHandle.standardOutput.write(Data(output.utf8))
    output = ""
  }
}
if countOnly {
  output =
    "files \(totals.files) bytes \(totals.bytes) tokens \(totals.tokens) calls \(totals.calls)\n"
}
FileHandle.standardOutput.write(Data(output.utf8))
