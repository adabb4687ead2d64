// swift-tools-version:5.9
// A library whose SwiftPM target folder is a link to the folder the pod compiles by its real
// path: both builds compile the same files.
import PackageDescription

let package = Package(
  name: "Kit",
  targets: [
    .target(name: "Kit", resources: [.process("Images")])
  ]
)
