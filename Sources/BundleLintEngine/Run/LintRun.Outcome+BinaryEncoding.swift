import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintRun.Outcome {
  /// Writes the counts of files linted and scanned and of suppressed findings, the package
  /// roots, the skipped links, the workspace problems, the generator note's specs (none for no
  /// note) and the findings, each list with its count. The rules and the configured `failOn`
  /// are not written: they are made again from the package roots and the configurations.
  func write(to writer: inout ByteWriter) {
    writer.int(filesLinted)
    writer.int(filesScanned)
    writer.int(suppressed)
    writer.strings(packageRoots)
    writer.strings(skippedLinks)
    writer.unsigned(UInt64(problems.count))
    for problem in problems { problem.write(to: &writer) }
    let specs = generatorNote?.specs ?? []
    writer.unsigned(UInt64(specs.count))
    for spec in specs { spec.write(to: &writer) }
    writer.unsigned(UInt64(diagnostics.count))
    for diagnostic in diagnostics { diagnostic.write(to: &writer) }
  }

  /// The outcome `write(to:)` wrote, with no rules and no configured `failOn`.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let filesLinted = try reader.int()
    let filesScanned = try reader.int()
    let suppressed = try reader.int()
    let roots = try reader.strings()
    let skippedLinks = try reader.strings()
    var problems: [WorkspaceProblem] = []
    for _ in 0..<(try reader.count()) { problems.append(try WorkspaceProblem(reading: &reader)) }
    var specs: [XcodeGeneratorNote.Spec] = []
    for _ in 0..<(try reader.count()) {
      specs.append(try XcodeGeneratorNote.Spec(reading: &reader))
    }
    var diagnostics: [Diagnostic] = []
    let count = try reader.count()
    diagnostics.reserveCapacity(count)
    for _ in 0..<count { diagnostics.append(try Diagnostic(reading: &reader)) }
    self.init(
      diagnostics: diagnostics, filesLinted: filesLinted, filesScanned: filesScanned,
      problems: problems, rules: [], configuredFailOn: nil, suppressed: suppressed,
      skippedLinks: skippedLinks)
    generatorNote = specs.isEmpty ? nil : XcodeGeneratorNote(specs: specs)
    packageRoots = roots
  }
}
