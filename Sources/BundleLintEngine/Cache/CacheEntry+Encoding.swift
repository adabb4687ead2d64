import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CacheEntry {
  /// The whole file: the magic line, the payload's length and FNV-1a hash (eight bytes each,
  /// little-endian), then the payload, so a truncated or damaged file is told from a whole one.
  func encoded() -> [UInt8] {
    // The inputs in blocks, each with strings of its own, so blocks are read on all cores; the
    // outcome with strings of its own too, after them. So the blocks and the outcome are
    // written on all cores, the outcome (the largest) first.
    let starts = Array(stride(from: 0, to: inputs.count, by: Self.blockSize))
    let pieces = parallelMap([nil] + starts.map(Optional.some)) { start -> [UInt8] in
      var piece = CacheWriter()
      if let start {
        for input in inputs[start..<min(inputs.count, start + Self.blockSize)] {
          Self.write(input, to: &piece)
        }
      } else {
        Self.write(outcome, to: &piece)
        piece.unsigned(recordsHash)
      }
      return piece.bytes
    }
    var writer = CacheWriter()
    writer.data(key)
    writer.unsigned(UInt64(starts.count))
    for block in pieces.dropFirst() { writer.data(block) }
    writer.append(pieces[0])
    let payload = writer.bytes
    var file = Self.magic
    file.reserveCapacity(Self.magic.count + 16 + payload.count)
    Self.append(UInt64(payload.count), to: &file)
    Self.append(FNV1a.hash(payload), to: &file)
    file += payload
    return file
  }

  /// The entry in `file`, if it is whole, of this version and for `key`.
  static func decode(_ file: [UInt8], key: [UInt8]) throws(CacheFileError) -> CacheEntry {
    let (blocks, outcome, recordsHash) = try open(file, key: key)
    var inputs: [RecordedInput] = []
    for block in blocks { inputs += try self.inputs(of: block) }
    return CacheEntry(key: key, inputs: inputs, outcome: outcome, recordsHash: recordsHash)
  }

  /// The blocks of inputs in `file` (each read by `inputs(of:)`), the outcome and the hash of
  /// the first-pass records, if the file is whole, of this version and for `key`.
  static func open(_ file: [UInt8], key: [UInt8]) throws(CacheFileError) -> (
    blocks: [[UInt8]], outcome: LintRun.Outcome, recordsHash: UInt64
  ) {
    let header = magic.count + 16
    guard file.count >= header, file[..<magic.count].elementsEqual(magic) else {
      throw .damaged
    }
    let length = number(in: file, at: magic.count)
    let hash = number(in: file, at: magic.count + 8)
    guard length == UInt64(file.count - header), FNV1a.hash(file[header...]) == hash else {
      throw .damaged
    }
    var reader = CacheReader(file, from: header)
    guard try reader.data() == key else { throw .damaged }
    var blocks: [[UInt8]] = []
    for _ in 0..<(try reader.count()) { blocks.append(try reader.data()) }
    let outcome = try readOutcome(&reader)
    let recordsHash = try reader.unsigned()
    guard reader.isAtEnd else { throw .damaged }
    return (blocks, outcome, recordsHash)
  }

  /// The inputs of one block of a cache file.
  static func inputs(of block: [UInt8]) throws(CacheFileError) -> [RecordedInput] {
    var reader = CacheReader(block)
    var inputs: [RecordedInput] = []
    inputs.reserveCapacity(blockSize)
    while !reader.isAtEnd { inputs.append(try readInput(&reader)) }
    return inputs
  }

  private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  private static func number(in bytes: [UInt8], at start: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[start + index]) << UInt64(index * 8) }
    return value
  }

  // MARK: Inputs

  private static func write(_ input: RecordedInput, to writer: inout CacheWriter) {
    writer.byte(input.kind.rawValue)
    writer.string(input.folder)
    writer.string(input.name)
    switch input.kind {
    case .listing, .read:
      let snapshot = input.snapshot
      writer.bool(snapshot.exists)
      if snapshot.exists {
        writer.unsigned(UInt64(snapshot.mode))
        writer.signed(snapshot.size)
        writer.signed(snapshot.modified)
        writer.signed(snapshot.changed)
        writer.unsigned(snapshot.inode)
        writer.unsigned(snapshot.device)
      }
      writer.bool(input.hash != nil)
      if let hash = input.hash { writer.unsigned(hash) }
    case .type, .realPath:
      writer.string(input.answer)
    }
  }

  private static func readInput(_ reader: inout CacheReader) throws(CacheFileError)
    -> RecordedInput
  {
    guard let kind = RecordedInput.Kind(rawValue: try reader.byte()) else { throw .damaged }
    var input = RecordedInput(kind: kind, folder: try reader.string(), name: try reader.string())
    switch kind {
    case .listing, .read:
      if try reader.bool() {
        guard let mode = UInt32(exactly: try reader.unsigned()) else { throw .damaged }
        input.snapshot = FileSnapshot(
          exists: true, mode: mode, size: try reader.signed(), modified: try reader.signed(),
          changed: try reader.signed(), inode: try reader.unsigned(),
          device: try reader.unsigned())
      }
      if try reader.bool() { input.hash = try reader.unsigned() }
    case .type, .realPath:
      input.answer = try reader.string()
    }
    return input
  }

  // MARK: The outcome

  private static func write(_ outcome: LintRun.Outcome, to writer: inout CacheWriter) {
    writer.int(outcome.filesLinted)
    writer.int(outcome.filesScanned)
    writer.int(outcome.suppressed)
    writer.strings(outcome.packageRoots)
    writer.strings(outcome.skippedLinks)
    writer.unsigned(UInt64(outcome.problems.count))
    for problem in outcome.problems {
      writer.string(problem.kind.rawValue)
      writer.string(problem.path)
      writer.string(problem.detail)
    }
    let specs = outcome.generatorNote?.specs ?? []
    writer.unsigned(UInt64(specs.count))
    for spec in specs {
      writer.string(spec.path)
      writer.string(spec.generator.rawValue)
    }
    writer.unsigned(UInt64(outcome.diagnostics.count))
    for diagnostic in outcome.diagnostics { write(diagnostic, to: &writer) }
  }

  private static func readOutcome(_ reader: inout CacheReader) throws(CacheFileError)
    -> LintRun.Outcome
  {
    let filesLinted = try reader.int()
    let filesScanned = try reader.int()
    let suppressed = try reader.int()
    let roots = try reader.strings()
    let skippedLinks = try reader.strings()
    var problems: [WorkspaceProblem] = []
    for _ in 0..<(try reader.count()) {
      problems.append(
        WorkspaceProblem(
          kind: try reader.value(WorkspaceProblem.Kind.self), path: try reader.string(),
          detail: try reader.string()))
    }
    var specs: [XcodeGeneratorNote.Spec] = []
    for _ in 0..<(try reader.count()) {
      specs.append(
        XcodeGeneratorNote.Spec(
          path: try reader.string(), generator: try reader.value(XcodeGeneratorNote.Generator.self)
        ))
    }
    var diagnostics: [Diagnostic] = []
    let count = try reader.count()
    diagnostics.reserveCapacity(count)
    for _ in 0..<count { diagnostics.append(try readDiagnostic(&reader)) }
    var outcome = LintRun.Outcome(
      diagnostics: diagnostics, filesLinted: filesLinted, filesScanned: filesScanned,
      problems: problems, rules: [], configuredFailOn: nil, suppressed: suppressed,
      skippedLinks: skippedLinks)
    outcome.generatorNote = specs.isEmpty ? nil : XcodeGeneratorNote(specs: specs)
    outcome.packageRoots = roots
    return outcome
  }

  static func write(_ diagnostic: Diagnostic, to writer: inout CacheWriter) {
    writer.string(diagnostic.ruleID)
    writer.string(diagnostic.severity.rawValue)
    writer.string(diagnostic.message)
    write(diagnostic.location, to: &writer)
    write(diagnostic.endLocation, to: &writer)
    writer.unsigned(UInt64(diagnostic.notes.count))
    for note in diagnostic.notes {
      writer.string(note.message)
      writer.string(note.role.rawValue)
      writer.bool(note.location != nil)
      if let location = note.location { write(location, to: &writer) }
    }
    writer.bool(diagnostic.fix != nil)
    if let fix = diagnostic.fix {
      writer.string(fix.title)
      writer.string(fix.applicability.rawValue)
      writer.unsigned(UInt64(fix.edits.count))
      for edit in fix.edits {
        write(edit.start, to: &writer)
        write(edit.end, to: &writer)
        writer.string(edit.replacement)
      }
    }
    writer.string(diagnostic.lineText)
  }

  static func readDiagnostic(_ reader: inout CacheReader) throws(CacheFileError)
    -> Diagnostic
  {
    let ruleID = try reader.string()
    let severity = try reader.value(Severity.self)
    let message = try reader.string()
    let location = try readLocation(&reader)
    let end = try readLocation(&reader)
    var notes: [Note] = []
    for _ in 0..<(try reader.count()) {
      let message = try reader.string()
      let role = try reader.value(Note.Role.self)
      let location = try reader.bool() ? try readLocation(&reader) : nil
      notes.append(Note(message: message, location: location, role: role))
    }
    var fix: Fix?
    if try reader.bool() {
      let title = try reader.string()
      let applicability = try reader.value(Fix.Applicability.self)
      var edits: [Edit] = []
      for _ in 0..<(try reader.count()) {
        edits.append(
          Edit(
            start: try readLocation(&reader), end: try readLocation(&reader),
            replacement: try reader.string()))
      }
      fix = Fix(title: title, edits: edits, applicability: applicability)
    }
    return Diagnostic(
      ruleID: ruleID, severity: severity, message: message, location: location,
      endLocation: end, notes: notes, fix: fix, lineText: try reader.string())
  }

  static func write(_ location: SourceLocation, to writer: inout CacheWriter) {
    writer.string(location.path)
    writer.int(location.offset)
    writer.int(location.line)
    writer.int(location.column)
    writer.int(location.utf16Column)
  }

  static func readLocation(_ reader: inout CacheReader) throws(CacheFileError)
    -> SourceLocation
  {
    SourceLocation(
      path: try reader.string(), offset: try reader.int(), line: try reader.int(),
      column: try reader.int(), utf16Column: try reader.int())
  }
}
