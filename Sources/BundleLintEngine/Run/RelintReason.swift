import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Why the second pass lints a file again: something the first pass learnt of the rest of the
/// run that can change the file's findings. A file none of these holds for keeps its first-pass
/// result (most files of most runs).
enum RelintReason: CaseIterable, Hashable, Sendable {
  /// The file has suppressions, and a look-alike declaration in another file of its module
  /// may silence one of its findings (`LintRun.droppingResolvedLookalikes` cannot trim it).
  case lookalikesBehindSuppressions
  /// The file has findings, and its module's code passes its own bundle accessor: the fixes
  /// pass that accessor.
  case ownAccessorKnown
  /// The file has findings, and its Xcode framework declares a class its fixes find the
  /// framework's bundle by.
  case frameworkClassKnown
  /// Other targets of its Xcode project give the file's module evidence: an extension running
  /// it names members, or it runs frameworks with main-bundle wrappers.
  case extensionEvidence
  /// A finding waits on public bundle accessors, and the package declares some.
  case publicAccessorsDeclared
  /// A finding names another module's bundle accessor, and some module of the run has one.
  case siblingAccessorsKnown
  /// A finding waits on what the app extensions of the repository name.
  case waitsOnExtensions
  /// A finding waits on the classes the module's other files declare.
  case waitsOnModuleClasses
  /// A finding sits in code the file's previews name, and no other file of the module does.
  case previewOnlyCode
  /// The file passes, in lookups of names no resource has, a static `Bundle` property that
  /// the module declares to return its bundle (`Bundle.kit`): the first pass, before it knew
  /// the property, took it for an unknown bundle.
  case modulePropertyPassed
  /// The file passes a property whose value is `Bundle(for:)` of a class of its module.
  case classBundleHelperPassed
  /// The file calls a name that a wrapper of its package is declared with.
  case callsPackageWrapper
  /// The file declares a key parameter or property that calls elsewhere in the run pass
  /// literal keys to.
  case receivesPassedKeys

  /// What the reasons are asked of: one file, its first-pass result, and what the run learnt.
  struct Evidence {
    var file: WorkspaceFile
    var result: FileJob.Result
    /// Whether a look-alike declaration may silence a finding the file's suppressions hide.
    var needsDeclarations: Bool
    var facts: FirstPassFacts
    /// The file's module as the later passes see it.
    var context: ModuleContext
    /// The names of the wrappers of the file's package.
    var wrapperNames: Set<String>
  }

  /// Whether the reason holds for the file `evidence` describes. (Every part is read through
  /// `evidence`, never copied out: a result and the facts hold dozens of references, and this
  /// is asked of every file.)
  func holds(for evidence: borrowing Evidence) -> Bool {
    switch self {
    case .lookalikesBehindSuppressions:
      return evidence.needsDeclarations
    case .ownAccessorKnown:
      return evidence.result.hadFindings
        && evidence.facts.ownAccessors[ModuleKey(evidence.file)] != nil
    case .frameworkClassKnown:
      return evidence.result.hadFindings
        && evidence.facts.bundleClasses[ModuleKey(evidence.file)] != nil
    case .extensionEvidence:
      return evidence.context.extensionReferences.contains { !$0.members.isEmpty }
        || !evidence.context.frameworkWrappers.isEmpty
    case .publicAccessorsDeclared:
      return evidence.result.dependsOn.contains(.publicBundleAccessors)
        && evidence.facts.packages[evidence.file.packageIndex].bundleAccessors.contains {
          $0.isVisibleOutsideModule
        }
    case .siblingAccessorsKnown:
      return evidence.result.dependsOn.contains(.namedModuleAccessors)
        && !evidence.facts.siblingAccessors.isEmpty
    case .waitsOnExtensions:
      return evidence.result.dependsOn.contains(.hostReferences)
    case .waitsOnModuleClasses:
      return evidence.result.dependsOn.contains(.moduleClasses)
    case .previewOnlyCode:
      return !evidence.result.facts.previewOnlyCandidates.isEmpty
        && evidence.context.previewOnlyNames.contains(
          where: evidence.result.facts.previewOnlyCandidates.contains)
    case .modulePropertyPassed:
      guard !evidence.result.facts.bundleMembersPassedForUnknownNames.isEmpty,
        let names = evidence.facts.bundleAccessorNames[ModuleKey(evidence.file)]
      else { return false }
      return !names.isDisjoint(with: evidence.result.facts.bundleMembersPassedForUnknownNames)
    case .classBundleHelperPassed:
      guard !evidence.result.facts.bundleMembersPassed.isEmpty,
        let helpers = evidence.facts.classBundleHelpers[ModuleKey(evidence.file)]
      else { return false }
      return helpers.contains { evidence.result.facts.bundleMembersPassed.contains($0.name) }
    case .callsPackageWrapper:
      return !evidence.wrapperNames.isEmpty
        && evidence.result.facts.callees.mayContainAny(of: evidence.wrapperNames)
    case .receivesPassedKeys:
      return !evidence.result.facts.keySlots.isEmpty
        && evidence.result.facts.keySlots.contains { label, callees in
          evidence.facts.keyArguments[label]?.contains { callees.contains($0.callee) } ?? false
        }
    }
  }

  /// The first reason, in declaration order, that holds for the file `evidence` describes; nil
  /// when its first-pass result is final.
  static func first(for evidence: borrowing Evidence) -> RelintReason? {
    for reason in allCases where reason.holds(for: evidence) { return reason }
    return nil
  }
}
