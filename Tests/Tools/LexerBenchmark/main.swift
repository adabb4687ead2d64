// Lexer micro benchmark: built by Tests/Tools/lexer-benchmark.sh together with the sources of
// the lexer, the matcher and what they use (one module, so no `import`).
//
// Usage: lexer-benchmark [--megabytes N] [--file-kb N] [--runs N] [--only LABEL] [file.swift …]
// Without files it lexes N MB (default 32) of generated SwiftUI-like code, as one file or, with
// --file-kb, as files of about N KB each (closer to a real package). `--only "matcher alone"`
// runs one measurement (for a profiler).

import Foundation

/// Deterministic SwiftUI-like source: views, strings with interpolations, comments, regexes,
/// raw and multi-line strings, numbers, generics, `#if` blocks. One file when `fileBytes` is 0.
func generatedSources(megabytes: Int, fileBytes: Int) -> [[UInt8]] {
  let target = megabytes * 1_000_000
  var files: [[UInt8]] = []
  var out: [UInt8] = []
  var total = 0
  var index = 0
  while total < target {
    let n = index
    let chunk = """
      /// A screen that shows item \(n) with its details.
      ///
      /// - Parameter item: the item to show.
      struct ItemView\(n): View {
        @State private var count\(n) = \(n % 97)
        @Environment(\\.dismiss) private var dismiss
        let items: [String: Array<Int>] = ["a": [1, 2, 3]]
        let pattern = /item-(\\d+)"x"/
        let half = Double(count\(n)) / 2.0 / 1_000.5e-3

        var body: some View {
          VStack(alignment: .leading, spacing: 8) {
            Text("item.title.\(n)")
              .font(.headline)
            Text("Count: \\(count\(n)) of \\(items.count, specifier: "%d") — ñandú 🙂")
            Image("icon-\(n)", bundle: .module)
            Button(NSLocalizedString("button.ok", bundle: .module, comment: "OK")) {
              count\(n) += 1 // increment
            }
            /* A block /* nested "comment" */ with quotes " inside */
            Label(#"raw "\\#(n)" \\(plain) text"#, systemImage: "star")
            Text(\"\"\"
              Multi-line \\(count\(n) > 0 ? "yes" : "\\(n)") text
              with "quotes" and \\\"\"\" escaped
              \"\"\")
          }
          .navigationTitle("screen.\(n)")
          .frame(width: 0x1F, height: count\(n) % 3 == 0 ? 10 : 20)
        }
      }

      #if os(iOS)
      extension ItemView\(n) {
        func ratio(_ a: Int, _ b: Int) -> Double { Double(a) / Double(b) }
      }
      #endif


      """
    out.append(contentsOf: chunk.utf8)
    total += chunk.utf8.count
    if fileBytes > 0, out.count >= fileBytes {
      files.append(out)
      out = []
    }
    index += 1
  }
  if !out.isEmpty { files.append(out) }
  return files
}

var megabytes = 32
var runs = 10
var fileKilobytes = 0
var only: String?
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--megabytes", let value = arguments.popFirst().flatMap({ Int($0) }) {
    megabytes = value
  } else if argument == "--file-kb", let value = arguments.popFirst().flatMap({ Int($0) }) {
    fileKilobytes = value
  } else if argument == "--only", let value = arguments.popFirst() {
    only = value
  } else if argument == "--runs", let value = arguments.popFirst().flatMap({ Int($0) }) {
    runs = max(1, value)
  } else {
    paths.append(argument)
  }
}

var inputs: [[UInt8]] = []
if paths.isEmpty {
  inputs = generatedSources(megabytes: megabytes, fileBytes: fileKilobytes * 1000)
} else {
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("cannot read '\(path)'\n".utf8))
      exit(2)
    }
    inputs.append(Array(data))
  }
}
let totalBytes = inputs.reduce(0) { $0 + $1.count }

/// Runs `body` over every input `runs` times and prints the best throughput.
func measure(_ label: String, _ body: ([UInt8]) -> Int) {
  if let only, only != label { return }
  var best = Double.infinity
  var units = 0
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    units = inputs.reduce(0) { $0 + body($1) }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    best = min(best, seconds)
  }
  let megabytesPerSecond = Double(totalBytes) / 1e6 / best
  let unitsPerSecond = Double(units) / best
  print(
    String(
      format: "%@: %.1f MB in %.3f s (best of %d): %.0f MB/s, %.1f M tokens/s (%d tokens)",
      label, Double(totalBytes) / 1e6, best, runs, megabytesPerSecond, unitsPerSecond / 1e6, units))
}

measure("lexer") { Lexer.tokenize($0).count }
if only == nil || only == "matcher alone" {
  // Tokens made beforehand (and held during the run), so this times the matcher only.
  let allTokens = inputs.map { Lexer.tokenize($0) }
  var inputIndex = 0
  measure("matcher alone") { input in
    defer { inputIndex = (inputIndex + 1) % inputs.count }
    return CallMatcher.match(input, tokens: allTokens[inputIndex]).calls.count
  }
}
measure("lexer+matcher") { input in
  let tokens = Lexer.tokenize(input)
  _ = CallMatcher.match(input, tokens: tokens)
  return tokens.count
}

// Sanity: well-formed code has no unknown, unterminated or invalid tokens; show the first few.
var flagged = 0
for (number, input) in inputs.enumerated() {
  let converter = SourceLocationConverter(input)
  for token in Lexer.tokenize(input)
  where token.kind == .unknown || !token.flags.isDisjoint(with: [.unterminated, .invalidUTF8]) {
    flagged += 1
    if flagged <= 10 {
      let name = paths.isEmpty ? "<generated>" : paths[number]
      let location = converter.location(of: Int(token.start))
      let text = Lexer.text(of: token, in: input).prefix(40)
      print("\(name):\(location.line):\(location.column): \(token.kind) \(text.debugDescription)")
    }
  }
}
print("flagged or unknown tokens: \(flagged)")
