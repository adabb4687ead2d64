import BundleLintCore
import BundleLintSyntax

extension ProjectFile {
  /// For each native target (by id order), what its phases link and embed and which package
  /// products it links: the facts `XcodeHostGraph` joins across projects.
  package func targetLinks() -> [XcodeTargetLinks] {
    let projectSDK = rootObject.flatMap { objects[$0] }.flatMap { setting("SDKROOT", of: $0) }
    return objects(isa: "PBXNativeTarget").map { target in
      var links: [XcodeTargetLinks.Product] = []
      var embeds: [XcodeTargetLinks.Embed] = []
      for phase in references(target.fields["buildPhases"]) {
        let products = references(phase.fields["files"]).flatMap { buildFile in
          references(buildFile.fields["fileRef"]).compactMap(builtProduct)
        }
        switch phase.isa {
        case "PBXFrameworksBuildPhase": links += products
        case "PBXCopyFilesBuildPhase":
          guard
            let destination = XcodeEmbedding(
              subfolderSpec: phase.fields["dstSubfolderSpec"]?.string,
              subfolder: phase.fields["dstSubfolder"]?.string,
              path: phase.fields["dstPath"]?.string ?? "")
          else { continue }
          embeds += products.map { XcodeTargetLinks.Embed(product: $0, destination: destination) }
        default: continue
        }
      }
      let productReference = target.fields["productReference"]?.string
      return XcodeTargetLinks(
        id: target.id, name: target.fields["name"]?.string ?? target.id,
        kind: XcodeTarget.Kind(
          productType: target.fields["productType"]?.string ?? "",
          machOType: setting("MACH_O_TYPE", of: target)),
        productReference: productReference,
        product: productReference.flatMap { objects[$0] }.flatMap(Self.fileName),
        sdkRoot: setting("SDKROOT", of: target) ?? projectSDK, links: links, embeds: embeds,
        packageProducts: packageProducts(of: target), line: target.line)
    }
  }

  /// The project files of the sub-projects this project references (`projectReferences`),
  /// relative to the folder holding the `.xcodeproj`, not normalized.
  package func referencedProjects() -> [String] {
    guard let root = rootObject.flatMap({ objects[$0] }),
      let entries = root.fields["projectReferences"]?.array
    else { return [] }
    let paths = filePaths()
    return entries.compactMap { $0.dictionary?["ProjectRef"]?.string.flatMap { paths[$0] } }
  }

  /// Whether `swift package generate-xcodeproj` wrote this project: its ids are `OBJ_…` and it
  /// has the `…PackageDescription` target that command adds for the manifest. A project that
  /// began so and is kept by hand without that target (frameworks built by Xcode) is read.
  package var isSwiftPMGenerated: Bool {
    guard rootObject?.hasPrefix("OBJ_") == true else { return false }
    return objects.values.contains { object in
      object.isa == "PBXNativeTarget"
        && object.fields["name"]?.string?.hasSuffix("PackageDescription") == true
    }
  }

  /// A phase's file when it is another target's product: a `BUILT_PRODUCTS_DIR` reference or
  /// a reference proxy.
  private func builtProduct(_ object: Object) -> XcodeTargetLinks.Product? {
    guard
      object.isa == "PBXReferenceProxy"
        || (object.isa == "PBXFileReference"
          && object.fields["sourceTree"]?.string == "BUILT_PRODUCTS_DIR"),
      let file = Self.fileName(object)
    else { return nil }
    return XcodeTargetLinks.Product(reference: object.id, file: file)
  }

  /// The last component of a reference's `path`.
  private static func fileName(_ object: Object) -> String? {
    guard let path = object.fields["path"]?.string,
      let last = path.split(separator: "/").last
    else { return nil }
    return String(last)
  }

  /// A target's `packageProductDependencies`, with their packages.
  private func packageProducts(of target: Object) -> [XcodePackageProduct] {
    references(target.fields["packageProductDependencies"]).compactMap { dependency in
      guard let name = dependency.fields["productName"]?.string, !name.hasPrefix("plugin:")
      else { return nil }
      let package: XcodePackageProduct.Package
      switch references(dependency.fields["package"]).first {
      case nil: package = .byProductName
      case let reference? where reference.isa == "XCLocalSwiftPackageReference":
        package = .local(path: reference.fields["relativePath"]?.string ?? "")
      case let reference?:
        package = .remote(url: reference.fields["repositoryURL"]?.string ?? "")
      }
      return XcodePackageProduct(name: name, package: package)
    }
  }
}
