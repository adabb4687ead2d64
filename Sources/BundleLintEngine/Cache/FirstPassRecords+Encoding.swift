import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension FirstPassRecords {
  /// The records as bytes: the trigger sets, the paths read only by file jobs, the folders'
  /// entries hashes, then each result with its key. A result whose look-alike checks name a call pattern that is not
  /// one of `patterns` (the catalog's) is left out: its file is linted again next time.
  func encoded(patterns: [CallPattern]) -> [UInt8] {
    let patternIndex = Dictionary(
      patterns.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first }
    )
    var writer = CacheWriter()
    writer.unsigned(UInt64(triggerSets.count))
    for words in triggerSets { writer.strings(words) }
    writer.strings(jobOnlyPaths.sorted())
    writer.unsigned(UInt64(listings.count))
    for (path, hash) in listings.sorted(by: { $0.key < $1.key }) {
      writer.string(path)
      writer.unsigned(hash)
    }
    // The keys sorted, not the results: a result is large to move.
    var kept: [FirstPassKey] = []
    kept.reserveCapacity(results.count)
    for (key, result) in results where Self.isWritable(result, patterns: patternIndex) {
      kept.append(key)
    }
    kept.sort { $0.path < $1.path }
    writer.unsigned(UInt64(kept.count))
    for key in kept {
      guard let result = results[key] else { continue }
      writer.string(PathName.parent(key.path))
      writer.string(PathName.lastComponent(key.path))
      writer.int(key.module.package)
      writer.int(key.module.module)
      writer.string(key.moduleName)
      writer.int(key.triggers)
      Self.write(result, to: &writer, patterns: patternIndex)
    }
    return writer.bytes
  }

  /// What `encoded(patterns:)` wrote, with the same `patterns`.
  static func decode(_ bytes: [UInt8], patterns: [CallPattern]) throws(CacheFileError)
    -> FirstPassRecords
  {
    var reader = CacheReader(bytes)
    var records = FirstPassRecords()
    for _ in 0..<(try reader.count()) { records.triggerSets.append(try reader.strings()) }
    records.jobOnlyPaths = Set(try reader.strings())
    for _ in 0..<(try reader.count()) {
      records.listings[try reader.string()] = try reader.unsigned()
    }
    let count = try reader.count()
    records.results.reserveCapacity(count)
    for _ in 0..<count {
      let folder = try reader.string()
      let name = try reader.string()
      let key = FirstPassKey(
        path: PathName.join(folder, name),
        module: ModuleKey(package: try reader.int(), module: try reader.int()),
        moduleName: try reader.string(), triggers: try reader.int())
      guard key.triggers >= -1, key.triggers < records.triggerSets.count else { throw .damaged }
      records.results[key] = try readResult(&reader, patterns: patterns)
    }
    guard reader.isAtEnd else { throw .damaged }
    return records
  }

  // MARK: Results

  /// Whether `result` can be written: its look-alike checks name only patterns of
  /// `patterns`.
  private static func isWritable(_ result: FileJob.Result, patterns: [CallPattern: Int]) -> Bool {
    (result.lookalikes ?? []).allSatisfy { lookalike in
      guard case .call(_, _, let pattern)? = lookalike else { return true }
      return patterns[pattern] != nil
    }
  }

  /// Writes `result`, which `isWritable`.
  private static func write(
    _ result: FileJob.Result, to writer: inout CacheWriter, patterns: [CallPattern: Int]
  ) {
    // Most files spell no trigger word: their result is the empty one, one byte.
    if !result.lexed, result.diagnostics.isEmpty, result.facts == FileJob.FileFacts(),
      result.suppressed == 0, !result.hadFindings, result.dependsOn.isEmpty
    {
      writer.byte(0)
      return
    }
    writer.byte(1)
    writer.bool(result.lexed)
    writer.int(result.suppressed)
    writer.bool(result.hadFindings)
    writer.int(result.dependsOn.rawValue)
    writer.unsigned(UInt64(result.diagnostics.count))
    for diagnostic in result.diagnostics { CacheEntry.write(diagnostic, to: &writer) }
    writer.bool(result.lookalikes != nil)
    for lookalike in result.lookalikes ?? [] {
      switch lookalike {
      case nil:
        writer.byte(0)
      case .call(let callee, let labels, let pattern):
        writer.byte(1)
        writer.string(callee)
        writer.strings(labels)
        writer.int(patterns[pattern] ?? -1)
      case .variable(let name, let receivers):
        writer.byte(2)
        writer.string(name)
        writer.strings(receivers)
      }
    }
    write(result.facts, to: &writer)
  }

  private static func readResult(_ reader: inout CacheReader, patterns: [CallPattern])
    throws(CacheFileError) -> FileJob.Result
  {
    var result = FileJob.Result()
    guard try reader.bool() else {
      result.lexed = false
      return result
    }
    result.lexed = try reader.bool()
    result.suppressed = try reader.int()
    result.hadFindings = try reader.bool()
    result.dependsOn = CheckDependencies(rawValue: try reader.int())
    for _ in 0..<(try reader.count()) {
      result.diagnostics.append(try CacheEntry.readDiagnostic(&reader))
    }
    if try reader.bool() {
      var lookalikes: [LookalikeCheck?] = []
      for _ in result.diagnostics.indices {
        switch try reader.byte() {
        case 0: lookalikes.append(nil)
        case 1:
          let callee = try reader.string()
          let labels = try reader.strings()
          let index = try reader.int()
          guard patterns.indices.contains(index) else { throw .damaged }
          lookalikes.append(.call(callee: callee, labels: labels, pattern: patterns[index]))
        case 2:
          lookalikes.append(.variable(name: try reader.string(), receivers: try reader.strings()))
        default: throw .damaged
        }
      }
      result.lookalikes = lookalikes
    }
    result.facts = try readFacts(&reader)
    return result
  }

  // MARK: Facts

  private static func write(_ facts: FileJob.FileFacts, to writer: inout CacheWriter) {
    writer.unsigned(UInt64(facts.declarations.count))
    for declaration in facts.declarations { write(declaration, to: &writer) }
    writer.unsigned(UInt64(facts.wrappers.count))
    for wrapper in facts.wrappers {
      write(wrapper.declaration, to: &writer)
      writer.string(wrapper.module)
      CacheEntry.write(wrapper.location, to: &writer)
      writer.bool(wrapper.isVisibleOutsideModule)
      writer.int(wrapper.keyIndex)
      writer.int(wrapper.bundleIndex ?? -1)
      writer.bool(wrapper.defaultBundle == .declaringModule)
    }
    writer.unsigned(UInt64(facts.bundleAccessors.count))
    for accessor in facts.bundleAccessors {
      writer.byte((accessor.isVisibleOutsideModule ? 1 : 0) | (accessor.isStatic ? 2 : 0))
      writer.strings([accessor.name, accessor.module])
      writer.string(accessor.enclosingType)
    }
    let callees = facts.callees.words
    for word in [callees.0, callees.1, callees.2, callees.3] { writer.unsigned(word) }
    writer.unsigned(UInt64(facts.literals.count))
    for literal in facts.literals {
      writer.string(literal.display)
      writer.string(literal.matchForm)
      writer.bool(literal.hasPlaceholders)
    }
    writer.unsigned(UInt64(facts.keyArguments.count))
    for argument in facts.keyArguments {
      writer.strings([
        argument.callee, argument.label, argument.key, argument.module, argument.place,
      ])
      writer.string(argument.receiver)
      writer.bool(argument.isImplicitInit)
      writer.strings(argument.labels)
      CacheEntry.write(argument.location, to: &writer)
      writer.strings(argument.translatedIn.sorted())
    }
    writer.unsigned(UInt64(facts.keySlots.count))
    for (label, callees) in facts.keySlots.sorted(by: { $0.key < $1.key }) {
      writer.string(label)
      writer.strings(callees.sorted())
    }
    writer.strings(facts.bundleMembersPassed.sorted())
    writer.strings(facts.bundleMembersPassedForUnknownNames.sorted())
    let classHelpers = facts.classBundleHelpers.compactMap { helper in
      if case .forClass(let type) = helper.expression { (helper, type) } else { nil }
    }
    writer.unsigned(UInt64(classHelpers.count))
    for (helper, type) in classHelpers {
      writer.strings([helper.name, type])
      writer.string(helper.enclosingType)
    }
    writer.strings(facts.classNames)
    writer.strings(facts.bundleClasses)
    writer.unsigned(UInt64(facts.mainBundleWrappers.count))
    for wrapper in facts.mainBundleWrappers {
      writer.string(wrapper.name)
      writer.string(wrapper.enclosingType)
      writer.string(wrapper.keyLabel)
      writer.strings(wrapper.labels)
      writer.string(wrapper.module)
    }
    writer.strings(facts.memberReferences.sorted())
    writer.strings(facts.declaredTypes)
    writer.strings(facts.createdTypes)
    writer.strings(facts.previewOnlyCandidates)
  }

  private static func readFacts(_ reader: inout CacheReader) throws(CacheFileError)
    -> FileJob.FileFacts
  {
    var facts = FileJob.FileFacts()
    for _ in 0..<(try reader.count()) { facts.declarations.append(try readDeclaration(&reader)) }
    for _ in 0..<(try reader.count()) {
      let declaration = try readDeclaration(&reader)
      let module = try reader.string()
      let location = try CacheEntry.readLocation(&reader)
      let isVisible = try reader.bool()
      let keyIndex = try reader.int()
      let bundleIndex = try reader.int()
      let declaring = try reader.bool()
      let parameters = declaration.parameters.indices
      guard parameters.contains(keyIndex), bundleIndex == -1 || parameters.contains(bundleIndex)
      else { throw .damaged }
      facts.wrappers.append(
        Wrapper(
          declaration: declaration, module: module, location: location,
          isVisibleOutsideModule: isVisible, keyIndex: keyIndex,
          bundleIndex: bundleIndex == -1 ? nil : bundleIndex,
          defaultBundle: declaring ? .declaringModule : .main))
    }
    for _ in 0..<(try reader.count()) {
      let flags = try reader.byte()
      let names = try reader.strings()
      guard flags < 4, names.count == 2 else { throw .damaged }
      facts.bundleAccessors.append(
        BundleAccessor(
          name: names[0], enclosingType: try reader.optionalString(), module: names[1],
          isVisibleOutsideModule: flags & 1 != 0, isStatic: flags & 2 != 0))
    }
    facts.callees = CalleeMask(
      words: (
        try reader.unsigned(), try reader.unsigned(), try reader.unsigned(),
        try reader.unsigned()
      ))
    for _ in 0..<(try reader.count()) {
      var literal = LocalizationKey(plain: try reader.string())
      literal.matchForm = try reader.string()
      literal.hasPlaceholders = try reader.bool()
      facts.literals.append(literal)
    }
    for _ in 0..<(try reader.count()) {
      let names = try reader.strings()
      guard names.count == 5 else { throw .damaged }
      // `hosts` is the module's loader (`ModuleContext.hostTables`), given back when reused.
      facts.keyArguments.append(
        KeyArgument(
          callee: names[0], receiver: try reader.optionalString(),
          isImplicitInit: try reader.bool(), labels: try reader.strings(), label: names[1],
          key: names[2], module: names[3], place: names[4],
          location: try CacheEntry.readLocation(&reader), translatedIn: Set(try reader.strings())))
    }
    for _ in 0..<(try reader.count()) {
      facts.keySlots[try reader.string()] = Set(try reader.strings())
    }
    facts.bundleMembersPassed = Set(try reader.strings())
    facts.bundleMembersPassedForUnknownNames = Set(try reader.strings())
    for _ in 0..<(try reader.count()) {
      let names = try reader.strings()
      guard names.count == 2 else { throw .damaged }
      facts.classBundleHelpers.append(
        BundleHelper(
          name: names[0], enclosingType: try reader.optionalString(),
          expression: .forClass(names[1])))
    }
    facts.classNames = try reader.strings()
    facts.bundleClasses = try reader.strings()
    for _ in 0..<(try reader.count()) {
      var wrapper = MainBundleWrapper(
        name: try reader.string(), enclosingType: try reader.optionalString(),
        keyLabel: try reader.optionalString(), labels: try reader.strings())
      wrapper.module = try reader.string()
      facts.mainBundleWrappers.append(wrapper)
    }
    facts.memberReferences = Set(try reader.strings())
    facts.declaredTypes = try reader.strings()
    facts.createdTypes = try reader.strings()
    facts.previewOnlyCandidates = try reader.strings()
    return facts
  }

  private static func write(_ declaration: Declaration, to writer: inout CacheWriter) {
    writer.strings([declaration.kind.rawValue, declaration.name])
    writer.int(declaration.nameOffset)
    writer.unsigned(UInt64(declaration.parameters.count))
    for parameter in declaration.parameters {
      writer.strings([parameter.name, parameter.typeText])
      writer.string(parameter.label)
      writer.string(parameter.defaultValue)
    }
    writer.string(declaration.enclosingType)
    writer.string(declaration.typeText)
    writer.strings(declaration.modifiers)
    writer.strings(declaration.inheritedTypes)
    writer.int(declaration.bodyRange?.lowerBound ?? -1)
    writer.int(declaration.bodyRange?.upperBound ?? -1)
    writer.unsigned(UInt64(declaration.conditions.count))
    for clause in declaration.conditions {
      writer.string(clause.condition)
      writer.strings([clause.directive.rawValue] + clause.earlierConditions)
    }
  }

  private static func readDeclaration(_ reader: inout CacheReader) throws(CacheFileError)
    -> Declaration
  {
    let names = try reader.strings()
    guard names.count == 2, let kind = Declaration.Kind(rawValue: names[0]) else {
      throw .damaged
    }
    let nameOffset = try reader.int()
    var parameters: [Parameter] = []
    for _ in 0..<(try reader.count()) {
      let texts = try reader.strings()
      guard texts.count == 2 else { throw .damaged }
      parameters.append(
        Parameter(
          label: try reader.optionalString(), name: texts[0], typeText: texts[1],
          defaultValue: try reader.optionalString()))
    }
    let enclosingType = try reader.optionalString()
    let typeText = try reader.optionalString()
    let modifiers = try reader.strings()
    let inheritedTypes = try reader.strings()
    let lower = try reader.int()
    let upper = try reader.int()
    guard lower <= upper, lower >= -1 else { throw .damaged }
    var conditions: [ConditionalClause] = []
    for _ in 0..<(try reader.count()) {
      let condition = try reader.optionalString()
      let texts = try reader.strings()
      guard let first = texts.first, let directive = ConditionalClause.Directive(rawValue: first)
      else { throw .damaged }
      conditions.append(
        ConditionalClause(
          directive: directive, condition: condition, earlierConditions: Array(texts.dropFirst())
        ))
    }
    return Declaration(
      kind: kind, name: names[1], nameOffset: nameOffset, parameters: parameters,
      enclosingType: enclosingType, modifiers: modifiers, inheritedTypes: inheritedTypes,
      typeText: typeText, bodyRange: lower == -1 ? nil : lower..<upper, conditions: conditions)
  }
}
