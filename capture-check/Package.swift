// swift-tools-version:6.0
// The captures checker (`make test` runs it): reads RACCore's Swift with swift-syntax and fails
// when a modelled block's `captures:` list differs from the objects its closure uses. A package
// of its own so that swift-syntax stays out of the root package's build graph.
import PackageDescription

let package = Package(
    name: "CaptureCheck",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(
            name: "CaptureCheck",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "capture-check", dependencies: ["CaptureCheck"]),
        .testTarget(name: "CaptureCheckTests", dependencies: ["CaptureCheck"]),
    ]
)
