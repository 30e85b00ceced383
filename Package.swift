// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RACStep",
    products: [
        .executable(name: "racstep", targets: ["racstep"]),
        .library(name: "RACCore", targets: ["RACCore"]),
        // For the benchmark package in bench/, which depends on this one by path.
        .library(name: "ObjCInterpreter", targets: ["ObjCInterpreter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        // The engine: a traced model of ReactiveObjC's signal core.
        .target(
            name: "RACCore",
            dependencies: [.product(name: "DequeModule", package: "swift-collections")]
        ),
        // Objective-C source: lexer, parser, AST, diagnostics.
        .target(name: "ObjCFrontend"),
        // Runs Objective-C RAC snippets on RACCore: evaluator, values, Foundation subset.
        .target(name: "ObjCInterpreter", dependencies: ["RACCore", "ObjCFrontend"]),
        // The swift-argument-parser commands, as a testable library.
        .target(
            name: "RACStepCommands",
            dependencies: [
                "RACCore",
                "ObjCInterpreter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "racstep", dependencies: ["RACStepCommands"]),
        .testTarget(name: "RACCoreTests", dependencies: ["RACCore"]),
        .testTarget(name: "ObjCFrontendTests", dependencies: ["ObjCFrontend"]),
        .testTarget(name: "ObjCInterpreterTests", dependencies: ["ObjCInterpreter"]),
        .testTarget(name: "RACStepCommandsTests", dependencies: ["RACStepCommands"]),
    ],
    swiftLanguageModes: [.v5]
)
