import Foundation
import Testing

/// Paths of the manifest that exist only in another letter case: warnings naming the real
/// spelling, not "does not exist" errors.
@Suite struct CaseOnlyPathTests {
  @Test func aResourcePathThatDiffersOnlyInCaseIsAWarningNamingTheRealSpelling() throws {
    let package = try TemporaryPackage(
      copying: "Rules/resource-path-case-mismatch/folder-case-differs")
    let result = try BinaryRunner.run([], in: package.root)
    #expect(
      result.stdout
        == "Package.swift:7:47: warning: resource 'Sources/Checkout/assets' of target 'Checkout' differs from 'Sources/Checkout/Assets' only in letter case: it resolves on macOS's default case-insensitive volumes and fails on case-sensitive ones and on Linux, where SwiftPM leaves it out and lookups of it fail at run time; write 'Assets' [resource-path-case-mismatch]\n"
    )
    #expect(result.status == 1)
    let errorsOnly = try BinaryRunner.run(["--fail-on", "error"], in: package.root)
    #expect(errorsOnly.status == 0, "a warning, not an error")
  }

  @Test func aTargetFolderThatDiffersOnlyInCaseIsAWarningAndTheTargetIsLinted() throws {
    let package = try TemporaryPackage(
      copying: "Rules/target-path-case-mismatch/folder-case-differs")
    try package.write(
      "Sources/Checkout/Uses.swift", "import Foundation\nlet bundle = Bundle.module\n")
    let result = try BinaryRunner.run([], in: package.root)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == #"Package.swift:7:9: warning: target 'Checkout' is in 'sources/checkout', which exists only as 'Sources/Checkout': it resolves on macOS's default case-insensitive volumes and fails on case-sensitive ones and on Linux, where SwiftPM does not find the folder and the build fails; write 'path: "Sources/Checkout"' [target-path-case-mismatch]"#
    )
    // Linted where a Mac finds it: the module has no resources, so 'Bundle.module' is reported.
    #expect(
      lines.contains {
        $0.hasPrefix("Sources/Checkout/Uses.swift:2:14: error: ")
          && $0.hasSuffix("[module-bundle-without-resources]")
      }, "\(result.stdout)")
  }
}
