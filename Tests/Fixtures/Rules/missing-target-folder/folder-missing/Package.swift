// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Checkout",
    targets: [
        .target(name: "Checkout"),
        .target(name: "Payments")
    ]
)
