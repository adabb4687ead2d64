import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// The rule files of `Rules/`, compiled into the binary so it needs no resource folder.
///
/// `BuiltinRules+Generated.swift` holds them (`files`), written by `swift run generate-rules`
/// (`Tests/Tools/GenerateRules`); `GeneratedRulesTests` fails when it is stale.
package enum BuiltinRules {}
