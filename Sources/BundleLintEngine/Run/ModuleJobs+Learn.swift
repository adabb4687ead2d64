import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension ModuleJobs {
  /// Gives the modules what a first pass learnt of their packages and projects (bundle
  /// accessors, bundle classes, main-bundle wrappers, what extensions name), for the later
  /// passes: the one place a run and a `LintSession` learn it.
  mutating func learn(_ facts: FirstPassFacts) {
    if !facts.siblingAccessors.isEmpty { learn(siblingAccessors: facts.siblingAccessors) }
    if !facts.ownAccessors.isEmpty { learn(ownAccessors: facts.ownAccessors) }
    if !facts.bundleClasses.isEmpty { learn(bundleClasses: facts.bundleClasses) }
    // Always: a package module's `hostReferences` says the first pass is over.
    learn(wrappers: facts.mainBundleWrappers, references: facts.extensionReferences)
  }
}
