import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension FileJob.FileFacts {
  /// Writes each field in the order the type declares them: lists with their count, sets
  /// sorted, the label slots sorted by label, and of the class bundle helpers only the
  /// `Bundle(for:)` ones.
  func write(to writer: inout ByteWriter) {
    writer.unsigned(UInt64(declarations.count))
    for declaration in declarations { declaration.write(to: &writer) }
    writer.unsigned(UInt64(wrappers.count))
    for wrapper in wrappers { wrapper.write(to: &writer) }
    writer.unsigned(UInt64(bundleAccessors.count))
    for accessor in bundleAccessors { accessor.write(to: &writer) }
    callees.write(to: &writer)
    writer.unsigned(UInt64(literals.count))
    for literal in literals { literal.write(to: &writer) }
    writer.unsigned(UInt64(keyArguments.count))
    for argument in keyArguments { argument.write(to: &writer) }
    writer.unsigned(UInt64(keySlots.count))
    for (label, callees) in keySlots.sorted(by: { $0.key < $1.key }) {
      writer.string(label)
      writer.strings(callees.sorted())
    }
    writer.strings(bundleMembersPassed.sorted())
    writer.strings(bundleMembersPassedForUnknownNames.sorted())
    let classHelpers = classBundleHelpers.filter { $0.encodableClass != nil }
    writer.unsigned(UInt64(classHelpers.count))
    for helper in classHelpers { helper.write(to: &writer) }
    writer.strings(classNames)
    writer.strings(bundleClasses)
    writer.unsigned(UInt64(mainBundleWrappers.count))
    for wrapper in mainBundleWrappers { wrapper.write(to: &writer) }
    writer.strings(memberReferences.sorted())
    writer.strings(declaredTypes)
    writer.strings(createdTypes)
    writer.strings(previewOnlyCandidates)
  }

  /// The facts `write(to:)` wrote.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    self.init()
    for _ in 0..<(try reader.count()) { declarations.append(try Declaration(reading: &reader)) }
    for _ in 0..<(try reader.count()) { wrappers.append(try Wrapper(reading: &reader)) }
    for _ in 0..<(try reader.count()) {
      bundleAccessors.append(try BundleAccessor(reading: &reader))
    }
    callees = try CalleeMask(reading: &reader)
    for _ in 0..<(try reader.count()) { literals.append(try LocalizationKey(reading: &reader)) }
    for _ in 0..<(try reader.count()) { keyArguments.append(try KeyArgument(reading: &reader)) }
    for _ in 0..<(try reader.count()) {
      keySlots[try reader.string()] = Set(try reader.strings())
    }
    bundleMembersPassed = Set(try reader.strings())
    bundleMembersPassedForUnknownNames = Set(try reader.strings())
    for _ in 0..<(try reader.count()) {
      classBundleHelpers.append(try BundleHelper(reading: &reader))
    }
    classNames = try reader.strings()
    bundleClasses = try reader.strings()
    for _ in 0..<(try reader.count()) {
      mainBundleWrappers.append(try MainBundleWrapper(reading: &reader))
    }
    memberReferences = Set(try reader.strings())
    declaredTypes = try reader.strings()
    createdTypes = try reader.strings()
    previewOnlyCandidates = try reader.strings()
  }
}
