// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Flipbook (issue 12). A package of its own beside the main one, so the
// normal `swift build` never compiles them and the fuzz build (sanitizers, coverage, its own
// scratch path .build/fuzz) never touches the normal build's products. Fuzz/build.sh builds it.
//
// Each target is one file with `LLVMFuzzerTestOneInput`; built without FLIPBOOK_LIBFUZZER (as a
// plain `swift build` of this package would) it gets a `main` that replays the files it is given.
let package = Package(
    name: "FlipbookFuzz",
    dependencies: [.package(name: "Flipbook", path: "..")],
    targets: [
        // The entry point every target shares (libFuzzer's driver, or replaying files).
        .target(name: "FuzzDriver"),
        .executableTarget(name: "fuzz-scene", dependencies: ["FuzzDriver",
            .product(name: "FlipbookSceneFile", package: "Flipbook"),
            .product(name: "FlipbookScene", package: "Flipbook"),
            .product(name: "FlipbookPipeline", package: "Flipbook"),
            .product(name: "FlipbookRender", package: "Flipbook"),
        ]),
        .executableTarget(name: "fuzz-expression", dependencies: ["FuzzDriver", .product(name: "FlipbookSceneFile", package: "Flipbook")]),
        .executableTarget(name: "fuzz-constraint", dependencies: ["FuzzDriver", .product(name: "FlipbookSceneFile", package: "Flipbook")]),
        .executableTarget(name: "fuzz-gif", dependencies: ["FuzzDriver", .product(name: "FlipbookEncode", package: "Flipbook")]),
        .executableTarget(name: "fuzz-png", dependencies: ["FuzzDriver", .product(name: "FlipbookRender", package: "Flipbook")]),
        .executableTarget(name: "fuzz-report", dependencies: ["FuzzDriver", .product(name: "FlipbookGolden", package: "Flipbook"),
                                                              .product(name: "FlipbookSupport", package: "Flipbook")]),
    ]
)
