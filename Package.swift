// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookLayout", targets: ["FlipbookLayout"]),
        .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
        .library(name: "FlipbookScene", targets: ["FlipbookScene"]),
        .library(name: "FlipbookEncode", targets: ["FlipbookEncode"]),
        .library(name: "FlipbookGolden", targets: ["FlipbookGolden"]),
        .library(name: "FlipbookGoldenTesting", targets: ["FlipbookGoldenTesting"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
    ],
    targets: [
        // C libraries from Debian, wrapped at the edge: one module each, nothing else inside.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CGif", path: "Sources/CGif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),

        .target(name: "FlipbookLayout"),
        .target(name: "FlipbookRender", dependencies: ["CCairo"],
                resources: [.copy("Resources/fonts.conf")]),
        .target(name: "FlipbookScene", dependencies: ["FlipbookLayout", "FlipbookRender"],
                resources: [.copy("Resources/Assets")]),
        .target(name: "FlipbookEncode", dependencies: ["FlipbookRender", "FlipbookScene", "CGif", "CCairo", "CZlib"]),
        .target(name: "FlipbookGolden", dependencies: ["FlipbookRender", "FlipbookEncode", "FlipbookScene"]),
        // assertGolden / expectGolden for users' XCTest and Swift Testing suites (kept out of the CLI).
        .target(name: "FlipbookGoldenTesting", dependencies: ["FlipbookGolden", "FlipbookScene"]),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookScene", "FlipbookRender", "FlipbookEncode", "FlipbookGolden"]),
        .executableTarget(name: "flipbook-bench", dependencies: ["FlipbookScene", "FlipbookRender", "FlipbookEncode"]),
        .executableTarget(name: "layout-bench", dependencies: ["FlipbookLayout"]),
        // `make bench-gif` only: encodes a folder of PNGs with GIFSink, the way RenderLoop drives it.
        .executableTarget(name: "gif-encode", dependencies: ["FlipbookRender", "FlipbookEncode"],
                          path: "Benchmarks/gif/gif-encode"),
        // `make bench-diff` only: the comparator on decoded PNGs, in-process.
        .executableTarget(name: "diff-bench", dependencies: ["FlipbookGolden", "FlipbookRender"]),

        .testTarget(name: "FlipbookLayoutTests", dependencies: ["FlipbookLayout"]),
        .testTarget(name: "FlipbookRenderTests", dependencies: ["FlipbookRender"]),
        .testTarget(name: "FlipbookSceneTests", dependencies: ["FlipbookScene", "FlipbookRender", "FlipbookEncode"]),
        .testTarget(name: "FlipbookEncodeTests", dependencies: ["FlipbookEncode", "FlipbookRender", "FlipbookScene", "CGif"]),
        .testTarget(name: "FlipbookCLITests", dependencies: ["flipbook"]),
        .testTarget(name: "FlipbookGoldenTests", dependencies: ["FlipbookGolden", "FlipbookGoldenTesting", "FlipbookRender",
                                                          "FlipbookEncode", "FlipbookScene"]),
    ]
)
