// The compiler-side oracle: prints every call the toolchain's own SwiftParser sees.
//
// Test-only tool, never a dependency of the product. Built by Tests/Tools/build-oracle.sh against
// the SwiftSyntax/SwiftParser libraries the toolchain ships in usr/lib/swift/host.
//
// Output: one line per call, `path:line:column<TAB>callee<TAB>labels`, sorted by position, where
// - line:column is the callee name's first byte (UTF-8 byte column; a backticked name: its backtick),
// - callee is the called name without receiver and without backticks (`a.b.c(` → `c`, `.init(` → `init`,
//   `Foo<Int>(` → `Foo`),
// - labels are the compiler's signature, trailing closures included (`_:bundle:`, `action:_:`).
// Calls whose called expression is not a name or a member access (`f()()`, `{ }()`, `x[0](`) are
// skipped. Every clause of every `#if` block is visited, active or not (the parser keeps them all).
//
// `--parse-only FILE...` parses each file and walks its tree counting calls, printing the total:
// the least a linter built on SwiftParser does, for the benchmark's comparison.
import Foundation
import SwiftParser
import SwiftSyntax

final class CallCollector: SyntaxVisitor {
  let converter: SourceLocationConverter
  var lines: [(line: Int, column: Int, text: String)] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  /// The token naming the callee, or nil for a callee that is not a name.
  static func calleeToken(_ expression: ExprSyntax) -> TokenSyntax? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
    if let generic = expression.as(GenericSpecializationExprSyntax.self) {
      return calleeToken(generic.expression)
    }
    return nil
  }

  /// Skips `case` patterns (`case .image(let image):`, `if case .some(let x) = y`): the
  /// matcher leaves them out on purpose, as no rule looks there.
  override func visit(_ node: ExpressionPatternSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  /// Walks a clause's code, not its condition: `#if os(iOS)` is not a call.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let elements = node.elements { walk(elements) }
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let token = Self.calleeToken(node.calledExpression) else { return .visitChildren }
    var labels = ""
    for argument in node.arguments {
      labels += (argument.label?.text ?? "_") + ":"
    }
    if node.trailingClosure != nil { labels += "_:" }
    for extra in node.additionalTrailingClosures {
      labels += extra.label.text + ":"
    }
    var name = token.text
    if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 {
      name = String(name.dropFirst().dropLast())
    }
    let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
    lines.append((location.line, location.column, "\(name)\t\(labels)"))
    return .visitChildren
  }
}

/// Counts every call in a tree (what a parser-based linter visits at the least).
final class CallCounter: SyntaxVisitor {
  var count = 0

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    count += 1
    return .visitChildren
  }
}

var status: Int32 = 0
var output = ""
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--parse-only" {
  let counter = CallCounter()
  for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("oracle: cannot read \(path)\n".utf8))
      exit(2)
    }
    let tree = data.withUnsafeBytes { raw in Parser.parse(source: raw.bindMemory(to: UInt8.self)) }
    counter.walk(tree)
  }
  print(counter.count)
  exit(0)
}
for path in arguments {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("oracle: cannot read \(path)\n".utf8))
    status = 2
    continue
  }
  let tree = data.withUnsafeBytes { raw in
    Parser.parse(source: raw.bindMemory(to: UInt8.self))
  }
  if tree.hasError, ProcessInfo.processInfo.environment["ORACLE_REPORT_ERRORS"] != nil {
    var place = ""
    for token in tree.tokens(viewMode: .all)
    where token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
      let location = SourceLocationConverter(fileName: path, tree: tree).location(
        for: token.position)
      place = ":\(location.line):\(location.column)"
      break
    }
    FileHandle.standardError.write(Data("oracle: \(path)\(place): syntax errors\n".utf8))
    status = 1
  }
  let collector = CallCollector(converter: SourceLocationConverter(fileName: path, tree: tree))
  collector.walk(tree)
  collector.lines.sort { ($0.line, $0.column) < ($1.line, $1.column) }
  for entry in collector.lines {
    output += "\(path):\(entry.line):\(entry.column)\t\(entry.text)\n"
  }
  if output.utf8.count > 1 << 20 {
    FileHandle.standardOutput.write(Data(output.utf8))
    output = ""
  }
}
FileHandle.standardOutput.write(Data(output.utf8))
exit(status)
