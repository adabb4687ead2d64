import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A project `swift package generate-xcodeproj` wrote is left to the package beside it; one
/// that began so and is kept by hand (its frameworks built by Xcode) is read.
@Suite struct SwiftPMGeneratedProjectTests {
  static func project(root: String, targets: [String]) throws -> ProjectFile {
    let objects = targets.enumerated().map { index, name in
      "OBJ_\(index + 10) = {isa = PBXNativeTarget; name = \(name); productType = \"com.apple.product-type.framework\"; };"
    }
    let text = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 46;
        objects = {
          \(root) = {isa = PBXProject; targets = (); };
          \(objects.joined(separator: "\n    "))
        };
        rootObject = \(root);
      }
      """
    return try ProjectFile.read(Array(text.utf8))
  }

  @Test func swiftPMsProjectHasItsManifestTarget() throws {
    let generated = try Self.project(root: "OBJ_1", targets: ["Kit", "KitPackageDescription"])
    #expect(generated.isSwiftPMGenerated)
  }

  @Test func aProjectKeptByHandIsRead() throws {
    #expect(!(try Self.project(root: "OBJ_1", targets: ["Kit"]).isSwiftPMGenerated))
    #expect(!(try Self.project(root: "A1", targets: ["KitPackageDescription"]).isSwiftPMGenerated))
  }
}
