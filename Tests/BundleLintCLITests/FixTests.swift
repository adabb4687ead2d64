import BundleLintTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--fix`, `--unsafe-fixes`, `--diff` and `--show-fixes`, end to end on temporary packages:
/// exit codes, the files written, idempotence, and the files left alone.
@Suite struct FixTests {
  static let manifest = AdoptionTests.manifest

  /// A package whose `Cart.swift` is `view`: `cart.title` is in its table, `logo` in its
  /// catalog, `cart.missing` nowhere.
  static func shop(_ view: String, extra: [String: String] = [:]) throws -> TemporaryPackage {
    try AdoptionTests.shop(view, extra: extra)
  }

  static let buggy = """
    let title = Text("cart.title")
    let logo = Image("logo", bundle: nil)
    final class Cart {
      static let resources = Bundle(for: Cart.self)
    }

    """

  static let fixedSafely = """
    let title = Text("cart.title", bundle: .module)
    let logo = Image("logo", bundle: .module)
    final class Cart {
      static let resources = Bundle(for: Cart.self)
    }

    """

  static let fixedUnsafely = """
    let title = Text("cart.title", bundle: .module)
    let logo = Image("logo", bundle: .module)
    final class Cart {
      static let resources = Bundle.module
    }

    """

  @Test func fixAppliesTheSafeFixesAndReportsWhatIsLeft() throws {
    let package = try Self.shop(Self.buggy)
    let run = try BinaryRunner.run(["--fix", "."], in: package.root)
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.fixedSafely)
    // 'Bundle(for:)' is left, reported, and counted as an unsafe fix.
    #expect(run.status == 1)
    #expect(run.stdout.contains("Cart.swift:4:26: warning: 'Bundle(for:)'"))
    #expect(!run.stdout.contains("Cart.swift:1:"))
    #expect(run.stderr.contains("; fixed 2 (1 more with --unsafe-fixes)"))
  }

  @Test func unsafeFixesApplyTheRestAndASecondRunChangesNothing() throws {
    let package = try Self.shop(Self.buggy)
    let first = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: package.root)
    #expect(first.status == 0)
    #expect(first.stderr.contains("; fixed 3"))
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.fixedUnsafely)
    let second = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: package.root)
    #expect(second.status == 0)
    #expect(second.stderr.contains("; fixed 0"))
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.fixedUnsafely)
  }

  /// Where the module's code already passes its own accessor (`bundle: .shop`), the fixes pass
  /// it too; an accessor the code never passes is not taken.
  @Test func fixesPassTheAccessorTheModuleAlreadyUses() throws {
    let accessor = "extension Bundle { static let shop = Bundle.module }\n"
    let used = try Self.shop(
      Self.buggy,
      extra: [
        "Sources/Shop/Bundle+Shop.swift": accessor,
        "Sources/Shop/Badge.swift": "let badge = Image(\"badge\", bundle: .shop)\n",
      ])
    let lint = try BinaryRunner.run(["--format", "concise", "."], in: used.root)
    #expect(lint.stdout.contains("add 'bundle: .shop'"), "\(lint.stdout)")
    #expect(!lint.stdout.contains("add 'bundle: .module'"))
    let run = try BinaryRunner.run(["--fix", "."], in: used.root)
    #expect(
      try used.read("Sources/Shop/Cart.swift")
        == Self.fixedSafely.replacingOccurrences(of: "bundle: .module", with: "bundle: .shop"))
    #expect(run.stderr.contains("; fixed 2"), "\(run.stderr)")

    let unused = try Self.shop(
      Self.buggy, extra: ["Sources/Shop/Bundle+Shop.swift": accessor])
    _ = try BinaryRunner.run(["--fix", "."], in: unused.root)
    #expect(try unused.read("Sources/Shop/Cart.swift") == Self.fixedSafely)
  }

  @Test func theSummaryCountsTheFixesWithoutFix() throws {
    let package = try Self.shop(Self.buggy)
    let run = try BinaryRunner.run(["."], in: package.root)
    #expect(run.stderr.contains("; 2 fixable with --fix (1 more with --unsafe-fixes)"))
    let unsafe = try BinaryRunner.run(["--unsafe-fixes", "."], in: package.root)
    #expect(unsafe.stderr.contains("; 3 fixable with --fix --unsafe-fixes"))
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.buggy)
  }

  /// `--unsafe-fixes` alone marks, in the full layout, the fixes that need it; without it an
  /// unsafe fix is advice like any other.
  @Test func unsafeFixesAloneMarkThemInTheReport() throws {
    let package = try Self.shop(Self.buggy)
    let full = ["--format", "full", "."]
    let plain = try BinaryRunner.run(full, in: package.root)
    let marked = try BinaryRunner.run(["--unsafe-fixes"] + full, in: package.root)
    let count = { (text: String, label: String) in text.components(separatedBy: label).count - 1 }
    #expect(count(plain.stdout, "= help (unsafe fix): ") == 0)
    #expect(count(marked.stdout, "= help (unsafe fix): ") == 1, "\(marked.stdout)")
    #expect(count(marked.stdout, "= help: ") == 2, "\(marked.stdout)")
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.buggy)
  }

  @Test func diffPrintsTheChangeWritesNothingAndExitsOne() throws {
    let package = try Self.shop(Self.buggy)
    for format in ["text", "json", "sarif"] {
      let run = try BinaryRunner.run(["--diff", "--format", format, "."], in: package.root)
      #expect(run.status == 1)
      #expect(
        run.stdout == """
          --- a/Sources/Shop/Cart.swift
          +++ b/Sources/Shop/Cart.swift
          @@ -1,5 +1,5 @@
          -let title = Text("cart.title")
          -let logo = Image("logo", bundle: nil)
          +let title = Text("cart.title", bundle: .module)
          +let logo = Image("logo", bundle: .module)
           final class Cart {
             static let resources = Bundle(for: Cart.self)
           }

          """)
      #expect(run.stderr.contains("would fix 2 in 1 file (1 more with --unsafe-fixes)"))
    }
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.buggy)
  }

  @Test func diffExitsZeroWhenNothingIsToFix() throws {
    let package = try Self.shop(Self.fixedUnsafely)
    let run = try BinaryRunner.run(["--diff", "--unsafe-fixes", "."], in: package.root)
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty)
  }

  @Test func diffExitsTwoOnErrors() throws {
    let package = try Self.shop(Self.buggy)
    let run = try BinaryRunner.run(["--diff", "no-such-folder"], in: package.root)
    #expect(run.status == 2)
  }

  @Test func showFixesListsTheFixesByFileAndRule() throws {
    let package = try Self.shop(Self.buggy)
    let run = try BinaryRunner.run(["--fix", "--show-fixes", "."], in: package.root)
    #expect(
      run.stderr.contains(
        """
        Sources/Shop/Cart.swift:
          1 × asset-missing-bundle: replace 'nil' with '.module' (safe)
          1 × localized-string-missing-bundle: add 'bundle: .module' (safe)
        """))
  }

  @Test func baselinedAndSuppressedFindingsAreNotFixed() throws {
    let view = """
      let title = Text("cart.title")
      // bundlelint:disable:next asset-missing-bundle
      let logo = Image("logo")

      """
    let package = try Self.shop(view)
    let write = try BinaryRunner.run(["--write-baseline", "baseline.json", "."], in: package.root)
    #expect(write.status == 0)
    let run = try BinaryRunner.run(
      ["--fix", "--unsafe-fixes", "--baseline", "baseline.json", "."], in: package.root)
    #expect(run.status == 0)
    #expect(run.stderr.contains("; fixed 0"))
    #expect(try package.read("Sources/Shop/Cart.swift") == view)
  }

  @Test func diffAppliedWithGitApplyGivesWhatFixWrites() throws {
    let view = """
      import SwiftUI

      struct Cart: View {
        var body: some View {
          VStack {
            Text("cart.title")
            Image("logo", bundle: nil)
            Text("cart.title", tableName: "Localizable", comment: "c")
          }
        }
      }
      """
    let fixed = try Self.shop(view)
    let patched = try Self.shop(view)
    let diff = try BinaryRunner.run(["--diff", "."], in: fixed.root)
    #expect(diff.status == 1)
    try Data(diff.stdout.utf8).write(to: patched.root.appendingPathComponent("fix.patch"))
    let apply = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["git", "apply", "fix.patch"], in: patched.root)
    #expect(apply.status == 0, "\(apply.stderr)")
    let fix = try BinaryRunner.run(["--fix", "."], in: fixed.root)
    #expect(fix.status == 0)
    let written = try fixed.read("Sources/Shop/Cart.swift")
    #expect(try patched.read("Sources/Shop/Cart.swift") == written)
    #expect(!written.hasSuffix("\n"))
    #expect(
      written.contains(
        "Text(\"cart.title\", tableName: \"Localizable\", bundle: .module, comment: \"c\")"))
  }

  @Test func fixKeepsTheFilePermissions() throws {
    let package = try Self.shop(Self.buggy)
    let path = package.root.appendingPathComponent("Sources/Shop/Cart.swift").path
    #expect(chmod(path, 0o751) == 0)
    _ = try BinaryRunner.run(["--fix", "."], in: package.root)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o751)
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.fixedSafely)
  }

  @Test func aFileLinkedFromOutsideTheLintedTreeIsLeftAndTheRestIsFixed() throws {
    let outside = try TemporaryPackage(["Shared.swift": "let shared = Text(\"cart.title\")\n"])
    let package = try Self.shop(Self.buggy)
    try FileManager.default.createSymbolicLink(
      atPath: package.root.appendingPathComponent("Sources/Shop/Shared.swift").path,
      withDestinationPath: outside.root.appendingPathComponent("Shared.swift").path)
    let run = try BinaryRunner.run(["--fix", "."], in: package.root)
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("error: cannot fix 'Sources/Shop/Shared.swift': it is a symbolic link to")
    )
    #expect(try outside.read("Shared.swift") == "let shared = Text(\"cart.title\")\n")
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.fixedSafely)
    // What is on disk is reported: the finding in the file left alone.
    #expect(run.stdout.contains("Shared.swift:1:14: error: 'Text'"))
  }

  @Test(.enabled(if: geteuid() != 0, "root writes read-only files"))
  func anUnwritableFileIsLeftAsItWasAndTheRestIsFixed() throws {
    let package = try Self.shop(Self.buggy, extra: ["Sources/Shop/Other.swift": Self.buggy])
    let path = package.root.appendingPathComponent("Sources/Shop/Other.swift").path
    #expect(chmod(path, 0o444) == 0)
    let run = try BinaryRunner.run(["--fix", "."], in: package.root)
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("cannot fix 'Sources/Shop/Other.swift': it or its folder is not writable")
    )
    #expect(try package.read("Sources/Shop/Other.swift") == Self.buggy)
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.fixedSafely)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: package.root.appendingPathComponent("Sources/Shop").path
    ).filter { $0.contains("bundlelint-") }
    #expect(leftovers.isEmpty)
  }
}

extension FixTests {
  /// As root, which writes read-only files, a folder made immutable (`chattr +i`: no file in it
  /// can be created, renamed or written) stands for an unwritable one. Skipped where `chattr`
  /// cannot set the flag (the file system has none).
  @Test(.enabled(if: geteuid() == 0, "as another user the read-only file test covers it"))
  func aFileInAnImmutableFolderIsLeftAsItWasAndTheRestIsFixed() throws {
    let package = try Self.shop(
      Self.buggy, extra: ["Sources/Shop/Locked/Other.swift": Self.buggy])
    let folder = package.root.appendingPathComponent("Sources/Shop/Locked").path
    guard
      let chattr = ["/usr/bin/chattr", "/bin/chattr"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      }),
      try ProcessRunner.run(URL(fileURLWithPath: chattr), ["+i", folder]).status == 0
    else {
      print("skipped: chattr cannot make \(folder) immutable here")
      return
    }
    defer { _ = try? ProcessRunner.run(URL(fileURLWithPath: chattr), ["-i", folder]) }
    let run = try BinaryRunner.run(["--fix", "."], in: package.root)
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("cannot fix 'Sources/Shop/Locked/Other.swift'"), "\(run.stderr)")
    #expect(try package.read("Sources/Shop/Locked/Other.swift") == Self.buggy)
    #expect(try package.read("Sources/Shop/Cart.swift") == Self.fixedSafely)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Other.swift"])
  }

  /// `Image("Logo")` in `Profile`, whose file does not import `DesignSystem`: passing
  /// `.designSystem` needs the import, so the fix is unsafe and adds it.
  @Test func anotherModulesAccessorIsPassedWithItsImportOnlyWithUnsafeFixes() throws {
    let package = try TemporaryPackage(copying: "Example")
    let path = "Sources/Profile/ProfileScreen.swift"
    _ = try BinaryRunner.run(["--fix", "."], in: package.root)
    #expect(try !package.read(path).contains("import DesignSystem"))
    #expect(try package.read(path).contains("      Image(\"Logo\")    "))
    _ = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: package.root)
    let fixed = try package.read(path)
    #expect(
      fixed.hasPrefix("import Foundation\nimport SwiftUI\nimport UIKit\nimport DesignSystem\n"))
    #expect(fixed.contains("      Image(\"Logo\", bundle: .designSystem)    "))
  }

  /// With the import already there, the same fix is safe.
  @Test func anotherModulesAccessorIsSafeWhereTheFileImportsIt() throws {
    let package = try TemporaryPackage(copying: "Example")
    let path = "Sources/Profile/ProfileScreen.swift"
    let source = try package.read(path)
    try package.write(
      path,
      source.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\nimport DesignSystem\n")
    )
    let run = try BinaryRunner.run(["--fix", "--show-fixes", "."], in: package.root)
    #expect(
      run.stderr.contains("1 × resource-in-other-module: pass 'bundle: .designSystem' (safe)"))
    #expect(try package.read(path).contains("      Image(\"Logo\", bundle: .designSystem)    "))
  }
}

extension FixTests {
  /// Where the manifest's deployment targets have `Button(_: LocalizedStringResource, action:)`
  /// (iOS 16, macOS 13), the key becomes a resource and the call keeps its shape; below them
  /// the label form is written.
  @Test(arguments: [
    (
      "platforms: [.iOS(.v16), .macOS(.v13)], ",
      "Button(LocalizedStringResource(\"cart.title\", bundle: .atURL(Bundle.module.bundleURL))) { pay() }"
    ),
    (
      "platforms: [.iOS(.v16)], ",
      "Button { pay() } label: { Text(\"cart.title\", bundle: .module) }"
    ),
    ("", "Button { pay() } label: { Text(\"cart.title\", bundle: .module) }"),
  ])
  func buttonTitlesFollowTheDeploymentTargets(platforms: String, fixed: String) throws {
    let package = try Self.shop(
      "let b = Button(\"cart.title\") { pay() }\n",
      extra: [
        "Package.swift": AdoptionTests.manifest.replacingOccurrences(
          of: "defaultLocalization: \"en\", ", with: "defaultLocalization: \"en\", \(platforms)")
      ])
    let run = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: package.root)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(try package.read("Sources/Shop/Cart.swift") == "let b = \(fixed)\n")
  }
}

extension FixTests {
  /// `Text("cart.title")` beside a `Text(verbatim:)` phrase has an unsafe fix until something in
  /// its type passes a bundle, which the safe fix of `Image("logo")` does. The report of the tree
  /// as given, `--statistics`, `--diff` and `--fix` all say one fix, one more with
  /// `--unsafe-fixes`, and `--fix` writes what `--diff` shows.
  static let verbatimType = """
    import SwiftUI

    struct Paywall: View {
      var body: some View {
        VStack {
          Text(verbatim: "Purchase Subscription")
          Text("cart.title")
          Image("logo")
        }
      }
    }

    """

  @Test func fixAppliesOnlyWhatTheFirstReportCalledSafe() throws {
    let fixed = try Self.shop(Self.verbatimType)
    let patched = try Self.shop(Self.verbatimType)
    let lint = try BinaryRunner.run(["."], in: fixed.root)
    #expect(lint.stderr.contains("; 1 fixable with --fix (1 more with --unsafe-fixes)"))
    let statistics = try BinaryRunner.run(["--statistics", "."], in: fixed.root)
    #expect(
      statistics.stdout.contains(
        "1  localized-string-missing-bundle  warning          0           1"),
      "\(statistics.stdout)")

    let diff = try BinaryRunner.run(["--diff", "."], in: fixed.root)
    #expect(diff.status == 1)
    #expect(diff.stderr.contains("would fix 1 in 1 file (1 more with --unsafe-fixes)"))
    #expect(diff.stdout.contains("+      Image(\"logo\", bundle: .module)"))
    #expect(!diff.stdout.contains("+      Text("))
    try Data(diff.stdout.utf8).write(to: patched.root.appendingPathComponent("fix.patch"))
    let apply = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["git", "apply", "fix.patch"], in: patched.root)
    #expect(apply.status == 0, "\(apply.stderr)")

    let fix = try BinaryRunner.run(["--fix", "--format", "json", "."], in: fixed.root)
    #expect(fix.stderr.contains("; fixed 1 (1 more with --unsafe-fixes)"), "\(fix.stderr)")
    #expect(try fixed.read("Sources/Shop/Cart.swift") == patched.read("Sources/Shop/Cart.swift"))
    #expect(try fixed.read("Sources/Shop/Cart.swift").contains("      Text(\"cart.title\")\n"))
    // The finding left is shown with the grade the user was given.
    #expect(fix.stdout.contains("\"applicability\": \"unsafe\""), "\(fix.stdout)")
  }
}

extension FixTests {
  /// An argument inserted into a call written one argument per line gets a line of its own, with
  /// their indentation, after a comment that ends the line before; a trailing comment keeps its
  /// column where the spaces before it allow.
  @Test func fixesKeepTheLayoutOfCallsAndComments() throws {
    let view = """
      let a = Text("cart.title")                 // the title
      let b = Image("logo", bundle: nil)         // the logo
      let c = Text(
        "cart.title",
        tableName: "Localizable"  // the table
      )
      let d = Text(
        "cart.title",
        tableName: "Localizable",
        comment: "c"
      )
      let e = Text("cart.title",
                   tableName: "Localizable")
      let f = Text("cart.title")  // too close to keep its column

      """
    let package = try Self.shop(view)
    let run = try BinaryRunner.run(["--fix", "."], in: package.root)
    #expect(run.stderr.contains("; fixed 6"), "\(run.stderr)")
    #expect(
      try package.read("Sources/Shop/Cart.swift") == """
        let a = Text("cart.title", bundle: .module)  // the title
        let b = Image("logo", bundle: .module)     // the logo
        let c = Text(
          "cart.title",
          tableName: "Localizable",  // the table
          bundle: .module
        )
        let d = Text(
          "cart.title",
          tableName: "Localizable",
          bundle: .module,
          comment: "c"
        )
        let e = Text("cart.title",
                     tableName: "Localizable",
                     bundle: .module)
        let f = Text("cart.title", bundle: .module)  // too close to keep its column

        """)
    let again = try BinaryRunner.run(["--diff", "."], in: package.root)
    #expect(again.stdout.isEmpty)
  }
}

extension FixTests {
  /// The image of `Label(_:image:)`, `ContentUnavailableView(_:image:description:)` and
  /// `Tab(_:image:)` is rewritten into the closure form (`Image(.name)` where the file uses
  /// generated asset symbols), `.help("k")` takes a `Text`, and a rewrite's message keeps every
  /// argument of the call.
  @Test func viewsWithoutABundleParameterAreRewrittenKeepingTheirArguments() throws {
    let view = """
      let a = Label("Settings", image: "logo")
      let b = ContentUnavailableView("No Items", image: "logo", description: Text("d"))
      let c = Tab("Home", image: "logo", value: 1) {
        HomeView()
      }
      let d = Button("cart.title", role: .destructive) { delete() }
      let e = Image("badge", bundle: .module).help("cart.title")

      """
    let package = try Self.shop(view)
    let lint = try BinaryRunner.run(["--format", "concise", "."], in: package.root)
    #expect(
      lint.stdout.contains(
        "rewrite as 'Button(role: .destructive) { … } label: { Text(\"cart.title\", bundle: .module) }'"
      ), "\(lint.stdout)")
    #expect(
      lint.stdout.contains(
        "rewrite as 'Tab(value: 1) { … } label: { Label { Text(\"Home\") } icon: { Image(\"logo\", bundle: .module) } }'"
      ))
    let safe = try BinaryRunner.run(["--fix", "."], in: package.root)
    #expect(safe.stderr.contains("; fixed 0"), "\(safe.stderr)")
    let run = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: package.root)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(
      try package.read("Sources/Shop/Cart.swift") == """
        let a = Label { Text("Settings") } icon: { Image("logo", bundle: .module) }
        let b = ContentUnavailableView { Label { Text("No Items") } icon: { Image("logo", bundle: .module) } } description: { Text("d") }
        let c = Tab(value: 1) {
          HomeView()
        } label: { Label { Text("Home") } icon: { Image("logo", bundle: .module) } }
        let d = Button(role: .destructive) { delete() } label: { Text("cart.title", bundle: .module) }
        let e = Image("badge", bundle: .module).help(Text("cart.title", bundle: .module))

        """)

    let symbols = try Self.shop(
      "let a = Image(.badge)\nlet b = Label(\"Settings\", image: \"logo\")\n")
    _ = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: symbols.root)
    #expect(
      try symbols.read("Sources/Shop/Cart.swift")
        == "let a = Image(.badge)\nlet b = Label { Text(\"Settings\") } icon: { Image(.logo) }\n")
  }
}
