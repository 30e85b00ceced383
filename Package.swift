// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RACStep",
    products: [
        .executable(name: "racstep", targets: ["racstep"]),
        .library(name: "RACTrace", targets: ["RACTrace"]),
        .library(name: "RACCore", targets: ["RACCore"]),
        .library(name: "ObjCFrontend", targets: ["ObjCFrontend"]),
        .library(name: "ObjCInterpreter", targets: ["ObjCInterpreter"]),
        .library(name: "Lessons", targets: ["Lessons"]),
        // For the bench's `weave` workload, which times the weaver itself.
        .library(name: "SiteGenerator", targets: ["SiteGenerator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    ],
    targets: [
        // What a recorded run is: trace steps (an event enum), disposable-tree changes, the block
        // name type (RACCore declares the names and their ReactiveObjC locations), numbering,
        // the text and JSON formats.
        .target(name: "RACTrace"),
        // The engine: a traced model of ReactiveObjC's signal core.
        .target(
            name: "RACCore",
            dependencies: ["RACTrace", "CRACThreadLocal", .product(name: "DequeModule", package: "swift-collections")]
        ),
        // The engine's per-thread runtime slot: a C `__thread` pointer (Swift has no TLS).
        .target(name: "CRACThreadLocal"),
        // RACCore's Swift source, embedded at build time: the site's engine pane and the
        // stepper's `list engine` show it without reading the repo.
        .target(name: "RACEngineSource", plugins: ["EmbedEngineSource"]),
        .plugin(name: "EmbedEngineSource", capability: .buildTool(), dependencies: ["EngineSourceEmbedder"]),
        // The plugin's tool: writes RACCore's files as Swift string literals.
        .executableTarget(name: "EngineSourceEmbedder"),
        // Objective-C source: lexer, parser, AST, diagnostics.
        .target(name: "ObjCFrontend"),
        // Runs Objective-C RAC snippets on RACCore: evaluator, values, Foundation subset.
        .target(name: "ObjCInterpreter", dependencies: ["RACCore", "RACTrace", "ObjCFrontend"]),
        // libedit (BSD editline): line editing and history at `racstep step`'s prompt.
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        // Lessons: loading (front matter, fences), running snippets, verification and diffs.
        .target(
            name: "Lessons",
            dependencies: ["RACTrace", "ObjCFrontend", "ObjCInterpreter", .product(name: "Yams", package: "Yams")]
        ),
        // cmark-gfm, the C Markdown library, as a Swift module; only SiteGenerator imports it.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Weaves traces into pages: Markdown, marble SVG, the player's data, the theme; and the
        // gzip copies of its files (compress-nio), written beside them or served by `racstep serve`.
        .target(
            name: "SiteGenerator",
            dependencies: [
                "Lessons", "RACTrace", "RACEngineSource", "ObjCFrontend", "CCmarkGFM",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // `racstep serve`: the site from memory with live reload, the playground and its
        // trace API (Hummingbird 2); snippets run in child processes under resource limits.
        .target(
            name: "RACStepServer",
            dependencies: [
                "SiteGenerator", "Lessons", "ObjCInterpreter", "ObjCFrontend", "RACTrace",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The swift-argument-parser commands, as a testable library.
        .target(
            name: "RACStepCommands",
            dependencies: [
                "RACTrace", "RACEngineSource", "ObjCFrontend", "ObjCInterpreter", "Lessons", "SiteGenerator", "CEditLine",
                "RACStepServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "racstep", dependencies: ["RACStepCommands"]),
        .testTarget(name: "RACTraceTests", dependencies: ["RACTrace"]),
        .testTarget(name: "RACCoreTests", dependencies: ["RACCore", "RACTrace"]),
        .testTarget(name: "RACEngineSourceTests", dependencies: ["RACEngineSource", "RACTrace"]),
        .testTarget(name: "ObjCFrontendTests", dependencies: ["ObjCFrontend"]),
        .testTarget(name: "ObjCInterpreterTests", dependencies: ["ObjCInterpreter", "ObjCFrontend", "RACCore", "RACTrace"]),
        .testTarget(
            name: "RACStepServerTests",
            dependencies: [
                "RACStepServer", "ObjCFrontend", "RACTrace", "SiteGenerator", "LessonsTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "RACStepCommandsTests",
            dependencies: [
                "RACStepCommands", "ObjCInterpreter", "RACCore", "RACEngineSource", "RACTrace", "Lessons",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the lesson, site and server tests share: the classic bind snippet, and `gzip -dc`.
        .target(name: "LessonsTestSupport", dependencies: ["Lessons"], path: "Tests/LessonsTestSupport"),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons", "LessonsTestSupport", "ObjCFrontend", "RACCore", "RACTrace"]),
        .testTarget(
            name: "SiteGeneratorTests",
            dependencies: ["SiteGenerator", "Lessons", "LessonsTestSupport", "RACCore", "RACEngineSource", "RACTrace", "ObjCInterpreter",
                           // zlib's inflate, to read a playground link back as the browser does.
                           .product(name: "CompressNIO", package: "compress-nio"), .product(name: "NIOCore", package: "swift-nio")]
        ),
        // Verifies every lesson snippet against its expectation blocks with the real runner.
        .testTarget(name: "LessonTests", dependencies: ["Lessons", "ObjCInterpreter", "RACTrace"]),
    ],
    swiftLanguageModes: [.v6]
)
