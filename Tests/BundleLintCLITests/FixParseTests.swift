import BundleLintTestSupport
import Foundation
import Testing

/// `--fix --unsafe-fixes` on copies of the fixture packages: every file it changes still parses
/// (`swiftc -parse`, which needs no SDK), a lint afterwards finds nothing a safe fix would fix,
/// and `--diff` applied with `git apply` to a fresh copy gives the same bytes. Skipped without
/// `swiftc` or `git`.
@Suite struct FixParseTests {
  static let fixtures = [
    "Example", "Packages/Conditions", "Packages/Outer", "Packages/Privacy", "Packages/Resources",
    "Recall", "Contents", "Evidence",
  ]

  /// The first `name` on `PATH`.
  static func tool(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: "\($0)/\(name)") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  static var toolsExist: Bool { tool("swiftc") != nil && tool("git") != nil }

  /// The Swift files under `root`, relative to it.
  static func swiftFiles(_ root: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(path) }
    }
    return files.sorted()
  }

  static func parses(_ file: URL) throws -> Bool {
    guard let swiftc = tool("swiftc") else { return false }
    return try ProcessRunner.run(swiftc, ["-parse", file.path]).status == 0
  }

  @Test(.enabled(if: toolsExist, "needs swiftc and git"), arguments: fixtures)
  func fixedFixturesStillParseAndMatchTheirDiff(_ fixture: String) throws {
    let original = BinaryRunner.fixtures.appendingPathComponent(fixture)
    let fixed = try TemporaryPackage(copying: fixture)
    let patched = try TemporaryPackage(copying: fixture)

    let diff = try BinaryRunner.run(["--diff", "--unsafe-fixes", "."], in: fixed.root)
    #expect(diff.status != 2, "\(diff.stderr)")
    let fix = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: fixed.root)
    #expect(fix.status != 2, "\(fix.stderr)")
    if !diff.stdout.isEmpty {
      try Data(diff.stdout.utf8).write(to: patched.root.appendingPathComponent("fix.patch"))
      let apply = try ProcessRunner.run(
        Self.tool("git")!, ["apply", "fix.patch"], in: patched.root)
      #expect(apply.status == 0, "\(apply.stderr)")
    }

    var changed = 0
    for path in Self.swiftFiles(original) {
      let before = try Data(contentsOf: original.appendingPathComponent(path))
      let after = try Data(contentsOf: fixed.root.appendingPathComponent(path))
      #expect(try Data(contentsOf: patched.root.appendingPathComponent(path)) == after, "\(path)")
      guard before != after else { continue }
      changed += 1
      if try Self.parses(original.appendingPathComponent(path)) {
        #expect(try Self.parses(fixed.root.appendingPathComponent(path)), "\(fixture)/\(path)")
      }
    }
    #expect((changed > 0) == !diff.stdout.isEmpty)

    // Nothing a safe fix would fix is left.
    let lint = try BinaryRunner.run(["--format", "json", "."], in: fixed.root)
    #expect(!lint.stdout.contains("\"applicability\":\"safe\""), "\(fixture)")
    #expect(!lint.stdout.contains("\"applicability\": \"safe\""), "\(fixture)")
  }
}

extension FixParseTests {
  /// Runs `--fix --unsafe-fixes` on a shop package whose only source is `view`, expects the
  /// fixed file to parse, and returns the run and the fixed file.
  static func fixUnsafely(_ view: String, manifest: String = AdoptionTests.manifest) throws -> (
    run: ProcessRunner.Result, fixed: String
  ) {
    let package = try AdoptionTests.shop(view, extra: ["Package.swift": manifest])
    let run = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: package.root)
    #expect(try parses(package.root.appendingPathComponent("Sources/Shop/Cart.swift")))
    return (run, try package.read("Sources/Shop/Cart.swift"))
  }

  /// Calls to APIs without a bundle parameter, in every layout the rewrites handle.
  static let layouts = #"""
    import SwiftUI

    struct V: View {
      @State var on = false
      @State var pick = 1
      @State var date = Date()
      @State var tint = Color.red
      @State var name = ""
      var flag = false
      var note: Text? = nil
      var body: some View {
        VStack {
          Button("cart.title") { pay() }
          Button("cart.title", action: pay)
          Button("cart.title", role: .destructive) {
            pay()
          }
          Button("cart.title", systemImage: "cart") { pay() }
          Button("cart.title", role: .cancel, action: pay)
          Toggle("cart.title", isOn: $on)
          Toggle(
            "cart.title",
            isOn: $on
          )
          Label("cart.title", systemImage: "star")
          Label("cart.title", image: "star")
          Picker("cart.title", selection: $pick) {
            Text(verbatim: "1").tag(1)
          }
          Section("cart.title") { Text(verbatim: "x") }
          Menu("cart.title") { Button(action: pay) { Text(verbatim: "x") } }
          Link("cart.title", destination: URL(string: "https://example.com")!)
          NavigationLink("cart.title") { Text(verbatim: "d") }
          NavigationLink("cart.title", destination: Text(verbatim: "d"))
          NavigationLink("cart.title", value: 1)
          Stepper("cart.title", value: $pick, in: 1...10)
          Stepper("cart.title", value: $pick) { editing in print(editing) }
          DatePicker("cart.title", selection: $date)
          ColorPicker("cart.title", selection: $tint)
          ProgressView("cart.title")
          ProgressView(
            "cart.title",
            value: 0.5
          )
          LabeledContent("cart.title") { Text(verbatim: "x") }
          LabeledContent("cart.title", value: "x")
          ShareLink("cart.title", item: URL(string: "https://example.com")!)
          ControlGroup("cart.title", systemImage: "star") { Text(verbatim: "x") }
          Tab("cart.title", systemImage: "house", value: 1) {
            Text(verbatim: "x")
          }
          ContentUnavailableView("cart.title", systemImage: "cart")
          ContentUnavailableView("cart.title", systemImage: "cart", description: Text(verbatim: "x"))
          ContentUnavailableView("cart.title", systemImage: "cart", description: note)
          ContentUnavailableView(
            "cart.title",
            systemImage: "cart",
            description: Text(verbatim: "z")
          )
          TextField("cart.title", text: $name)
          Text(verbatim: "y")
            .searchable(text: $name, prompt: "cart.title")
            .confirmationDialog("cart.title", isPresented: $on) { Text(verbatim: "x") }
            .navigationTitle("cart.title")
            .help("cart.title")
            .accessibilityLabel("cart.title")
            .alert("cart.title", isPresented: $on) { Button(action: pay) { Text(verbatim: "OK") } }
            .badge("cart.title")
            .navigationSubtitle(flag ? "cart.title" : "cart.title")
        }
      }
      func pay() {}
    }

    """#

  @Test(.enabled(if: toolsExist, "needs swiftc and git"))
  func rewritesOfCallsWithoutABundleParseAndLeaveNoFinding() throws {
    let (run, fixed) = try Self.fixUnsafely(Self.layouts)
    // The layouts without a correct rewrite are left to report.
    #expect(run.status == 1, "\(run.stdout)")
    #expect(run.stderr.contains("4 errors in 1 Swift file; fixed 36"), "\(run.stderr)")
    #expect(fixed.contains("      Button(role: .destructive) {\n        pay()\n      } label: {"))
    #expect(
      fixed.contains(
        "      Toggle(\n        isOn: $on\n      ) { Text(\"cart.title\", bundle: .module) }\n"))
    #expect(
      fixed.contains(
        ".navigationSubtitle(Text(flag ? \"cart.title\" : \"cart.title\", bundle: .module))"))
    #expect(
      fixed.contains(
        "      ProgressView(\n        value: 0.5\n      ) { Text(\"cart.title\", bundle: .module) }\n"
      ))
    #expect(
      fixed.contains(
        "      Tab(value: 1) {\n        Text(verbatim: \"x\")\n      } label: { Label {"))
    #expect(
      fixed.contains(
        "icon: { Image(systemName: \"cart\") } } description: { Text(verbatim: \"x\") }\n"))
    #expect(
      fixed.contains(".searchable(text: $name, prompt: Text(\"cart.title\", bundle: .module))"))
    // A call written over several lines keeps them: each closure's body on a line of its own.
    #expect(
      fixed.contains(
        "      ContentUnavailableView {\n"
          + "        Label { Text(\"cart.title\", bundle: .module) } icon: { Image(systemName: \"cart\") }\n"
          + "      } description: {\n        Text(verbatim: \"z\")\n      }\n"), "\(fixed)")
    // Layouts without a correct rewrite stay as they were: an action as the trailing closure, a
    // value shown verbatim, a `Text?` description, a label form newer than the targets.
    for kept in [
      "Stepper(\"cart.title\", value: $pick) { editing in print(editing) }",
      "LabeledContent(\"cart.title\", value: \"x\")",
      "description: note)", "TextField(\"cart.title\", text: $name)",
    ] {
      #expect(fixed.contains(kept), "\(kept)")
    }
  }

  /// `TextField` and `SecureField` have their label forms from iOS 15 / macOS 12 only, so they
  /// are rewritten where the manifest's platforms are that late.
  @Test(.enabled(if: toolsExist, "needs swiftc and git"))
  func textFieldsAreRewrittenWhereTheirLabelFormsExist() throws {
    let view = #"""
      import SwiftUI

      struct V: View {
        @State var name = ""
        var body: some View {
          TextField("cart.title", text: $name)
          SecureField(
            "cart.title",
            text: $name,
            prompt: Text(verbatim: "p")
          )
        }
      }

      """#
    let manifest = AdoptionTests.manifest.replacingOccurrences(
      of: "defaultLocalization: \"en\",",
      with: "defaultLocalization: \"en\", platforms: [.iOS(.v15), .macOS(.v12)],")
    let (run, fixed) = try Self.fixUnsafely(view, manifest: manifest)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stderr.contains("; fixed 2"), "\(run.stderr)")
    #expect(fixed.contains("TextField(text: $name) { Text(\"cart.title\", bundle: .module) }"))
    #expect(
      fixed.contains(
        "    SecureField(\n      text: $name,\n      prompt: Text(verbatim: \"p\")\n    ) { Text("))
  }
}
