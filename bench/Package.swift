// swift-tools-version:6.0
// RACStep's benchmark suite (`make bench`). A package of its own so that the benchmark-only
// dependency (OpenCombine) stays out of the root package and `make test` stays lean.
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name, which depends on the checkout
// (`RACStep`, `wt-bench`, …); read it rather than hard-code it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "RACStepBench",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "racstep-bench",
            dependencies: [
                .product(name: "RACCore", package: root),
                .product(name: "ObjCInterpreter", package: root),
                .product(name: "RACTrace", package: root),
                .product(name: "Lessons", package: root),
                .product(name: "SiteGenerator", package: root),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
