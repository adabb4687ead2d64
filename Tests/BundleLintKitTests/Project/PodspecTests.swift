import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A CocoaPods spec read without Ruby, and the files its globs name.
@Suite struct PodspecTests {
  @Test func theCommonLiteralFormsAreRead() throws {
    let spec = """
      Pod::Spec.new do |s|
        s.name         = 'Kit'   # the pod
        s.version      = "1.0"
        s.source_files = 'Kit/**/*.{swift,h}'
        s.resources    = ['Kit/Assets/*.png', "Kit/Media.xcassets"]
        s.resource_bundles = { 'KitStrings' => ['Kit/*.lproj'], 'Other' => 'Kit/Fonts/*.ttf' }
        s.subspec 'Extras' do |es|
          es.source_files = %w[Extras/*.swift]
          es.resource = 'Extras/sound.caf'
          es.resources = "#{name}/dynamic/*"
        end
        # s.resources = 'Commented/*'
      end
      """
    let pod = try #require(Podspec.read(Array(spec.utf8)))
    #expect(pod.name == "Kit")
    #expect(pod.sourceFiles == ["Kit/**/*.{swift,h}", "Extras/*.swift"])
    #expect(
      pod.resources == [
        "Kit/Assets/*.png", "Kit/Media.xcassets", "Extras/sound.caf", "Kit/*.lproj",
        "Kit/Fonts/*.ttf",
      ])
    #expect(pod.resourceBundles == ["KitStrings", "Other"])
    // What is copied beside the code, not into a resource bundle.
    #expect(
      pod.frameworkResources == ["Kit/Assets/*.png", "Kit/Media.xcassets", "Extras/sound.caf"])
  }

  /// A hash value that is an array of several globs keeps each of them.
  @Test func everyGlobOfAResourceBundleIsRead() throws {
    let spec = """
      s.name = 'Kit'
      s.source_files = 'Kit/*.swift'
      s.resource_bundles = {
        'Kit' => ['Kit/Assets/*.png', 'Kit/Media.xcassets'], 'Texts' => ['Kit/*.lproj']
      }
      """
    let pod = try #require(Podspec.read(Array(spec.utf8)))
    #expect(pod.resources == ["Kit/Assets/*.png", "Kit/Media.xcassets", "Kit/*.lproj"])
  }

  @Test func stringsPartedByACommaAreAnArray() throws {
    let spec =
      "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = \"A/*.swift\", 'B/**/*.swift'\nend\n"
    let pod = try #require(Podspec.read(Array(spec.utf8)))
    #expect(pod.sourceFiles == ["A/*.swift", "B/**/*.swift"])
  }

  @Test func aSpecWithoutALiteralNameOrSourcesIsNotRead() {
    #expect(Podspec.read(Array("s.name = name\ns.source_files = 'a/*'\n".utf8)) == nil)
    #expect(Podspec.read(Array("s.name = 'A'\n".utf8)) == nil)
  }

  @Test(arguments: [
    ("a/*.{h,m}", ["a/*.h", "a/*.m"]), ("a/*", ["a/*"]),
    ("{a,b}/*.{x,y}", ["a/*.x", "a/*.y", "b/*.x", "b/*.y"]),
  ])
  func bracesExpand(pattern: String, expanded: [String]) {
    #expect(Podspec.expanded(pattern) == expanded)
  }

  @Test func globsListOnlyTheFoldersTheyReach() {
    var fs = InMemoryFileSystem(currentDirectory: "/r")
    for path in [
      "Kit/A.swift", "Kit/Deep/B.swift", "Kit/Deep/C.m", "Kit/Assets/close@2x.png",
      "Kit/Media.xcassets/Contents.json", "Other/D.swift",
    ] {
      fs.addFile("/r/" + path)
    }
    #expect(
      PodGlob.paths(matching: ["Kit/**/*.{swift,m}"], in: "/r", fileSystem: fs) == [
        "Kit/A.swift", "Kit/Deep/B.swift", "Kit/Deep/C.m",
      ])
    #expect(
      PodGlob.paths(matching: ["Kit"], in: "/r", wholeFolder: "*.swift", fileSystem: fs) == [
        "Kit/A.swift"
      ])
    #expect(
      PodGlob.paths(
        matching: ["Kit/Assets/*.png", "Kit/Media.xcassets", "Kit/Missing/*"], in: "/r",
        fileSystem: fs) == ["Kit/Assets/close@2x.png", "Kit/Media.xcassets"])
    #expect(PodGlob.paths(matching: ["../Other/*.swift"], in: "/r/Kit", fileSystem: fs).isEmpty)
  }

  /// Known paths filtered by the globs give what a walk of the folders finds.
  @Test func knownPathsAreFilteredAsTheWalkFindsThem() {
    var fs = InMemoryFileSystem(currentDirectory: "/r")
    let files = [
      "Kit/A.swift", "Kit/Deep/B.swift", "Kit/Deep/C.m", "Kit/.hidden/D.swift",
      "Kit/Pods/E.swift", "Other/F.swift", "Kit/Deep/.G.swift", "Kit/Deep/H.swiftx",
    ]
    for path in files { fs.addFile("/r/" + path) }
    for (patterns, whole) in [
      (["Kit/**/*.{swift,m}"], nil), (["Kit"], "*.swift"), (["Kit/*/*.swift", "Other/*"], nil),
      (["**/*.swift"], nil), (["Kit/A.swift", "Kit/Deep/*.m"], nil), (["Kit/**/*.swift"], nil),
    ] as [([String], String?)] {
      let walked = PodGlob.paths(matching: patterns, in: "/r", wholeFolder: whole, fileSystem: fs)
      let filtered = PodGlob.filter(
        files, matching: patterns, in: "/r", wholeFolder: whole, fileSystem: fs)
      #expect(filtered.sorted() == walked, "\(patterns)")
    }
  }
}
