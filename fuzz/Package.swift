// swift-tools-version:6.0
// libFuzzer targets for RACStep, kept out of the main package: they are built with
// `-sanitize=fuzzer,address` (see `make fuzz`), which the normal build must not use.
import PackageDescription

let package = Package(
    name: "RACStepFuzz",
    dependencies: [.package(name: "RACStep", path: "..")],
    targets: [
        // libFuzzer's driver, shared by the targets.
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzParser", dependencies: ["FuzzDriver", .product(name: "ObjCFrontend", package: "RACStep")]),
        .executableTarget(name: "FuzzInterpreter", dependencies: ["FuzzDriver", .product(name: "ObjCInterpreter", package: "RACStep")]),
        .executableTarget(name: "FuzzLessons", dependencies: ["FuzzDriver", .product(name: "Lessons", package: "RACStep"),
                                                              .product(name: "ObjCFrontend", package: "RACStep")]),
    ],
    swiftLanguageModes: [.v6]
)
