// swift-tools-version:6.0
import PackageDescription

// The module graph, lowest first; every arrow points down (see docs/architecture.md):
//
//   FlipbookSupport      files, atomic writes, checked numbers, exit codes    (CFiles: renameat2)
//                        and errors, suggestions, escaping, the JSON reader,
//                        worker threads, thread-local objects: plumbing
//                        every module may use
//   FlipbookLayout       the Cassowary solver                                 (nothing)
//   FlipbookMotion       curves, springs, scroll physics                      (nothing)
//   FlipbookRender       geometry, DisplayList, Cairo raster and PDF, SVG     (Support, CCairo, CRsvg)
//   FlipbookPipeline     Step, Frame, sinks, the drive loop                   (Support, Render)
//   FlipbookScene        views, Auto Layout, animation, drivers, the trace    (Support, Layout, Motion, Render, Pipeline)
//   FlipbookTransitions  view controllers, navigation, Hero-style transitions (Scene)
//   FlipbookSceneFile    JSON scenes and their languages                      (Scene's public API, Transitions)
//   FlipbookEncode       PNG, APNG, GIF, PDF, HTML, sheet sinks               (Support, Render, Pipeline: no scenes)
//   FlipbookGolden       comparison, goldens as sinks, reports                (Support, Render, Pipeline, Encode)
//   FlipbookGoldenTesting assertGolden / expectGolden                         (Golden, Scene, Render, Pipeline)
//   FlipbookExamples     the seed scenes                                      (Scene, Transitions)
//   Flipbook             one-call rendering to files                          (Scene, Pipeline, Encode)
//   FlipbookUIKit        UIKit's names, for ported code                       (Flipbook, Scene, Transitions)
//   flipbook             the command line                                     (everything above)
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .library(name: "FlipbookSupport", targets: ["FlipbookSupport"]),
        .library(name: "FlipbookLayout", targets: ["FlipbookLayout"]),
        .library(name: "FlipbookMotion", targets: ["FlipbookMotion"]),
        .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
        .library(name: "FlipbookPipeline", targets: ["FlipbookPipeline"]),
        .library(name: "FlipbookScene", targets: ["FlipbookScene"]),
        .library(name: "FlipbookSceneFile", targets: ["FlipbookSceneFile"]),
        .library(name: "FlipbookTransitions", targets: ["FlipbookTransitions"]),
        .library(name: "FlipbookEncode", targets: ["FlipbookEncode"]),
        .library(name: "FlipbookGolden", targets: ["FlipbookGolden"]),
        .library(name: "FlipbookGoldenTesting", targets: ["FlipbookGoldenTesting"]),
        .library(name: "FlipbookExamples", targets: ["FlipbookExamples"]),
        .library(name: "FlipbookUIKit", targets: ["FlipbookUIKit"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
    ],
    targets: [
        // C libraries from Debian, wrapped at the edge: one module each, nothing else inside.
        // CCairo declares what it uses of Pango, GLib, fontconfig, FreeType and HarfBuzz itself rather
        // than reading pangocairo.pc, whose -pthread SwiftPM warns about in every dependent's build.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // librsvg for symbols a project exports as SVG; declared like CCairo, for the same -pthread reason.
        .systemLibrary(name: "CRsvg", path: "Sources/CRsvg", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CGif", path: "Sources/CGif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CDeflate", path: "Sources/CDeflate", providers: [.apt(["libdeflate-dev"])]),
        // Headers only: renameat2(2)'s exchange, for swapping a folder of goldens in one step.
        .systemLibrary(name: "CFiles", path: "Sources/CFiles"),

        // Plumbing every module may use (files, atomic writes, checked numbers, exit codes and errors,
        // suggestions, escaping, worker threads, thread-local objects): the bottom of the graph.
        .target(name: "FlipbookSupport", dependencies: ["CFiles"]),
        .target(name: "FlipbookLayout"),
        .target(name: "FlipbookMotion"),
        .target(name: "FlipbookRender", dependencies: ["FlipbookSupport", "CCairo", "CRsvg"],
                resources: [.copy("Resources/fonts.conf")]),
        .target(name: "FlipbookPipeline", dependencies: ["FlipbookSupport", "FlipbookRender"]),
        .target(name: "FlipbookScene", dependencies: ["FlipbookSupport", "FlipbookLayout", "FlipbookMotion", "FlipbookRender", "FlipbookPipeline"]),
        .target(name: "FlipbookTransitions", dependencies: ["FlipbookScene"]),
        .target(name: "FlipbookSceneFile", dependencies: ["FlipbookSupport", "FlipbookLayout", "FlipbookScene", "FlipbookRender", "FlipbookPipeline",
                                                          "FlipbookTransitions"]),
        .target(name: "FlipbookEncode", dependencies: ["FlipbookSupport", "FlipbookRender", "FlipbookPipeline", "CGif", "CZlib", "CDeflate"]),
        .target(name: "FlipbookGolden", dependencies: ["FlipbookSupport", "FlipbookRender", "FlipbookPipeline", "FlipbookEncode"]),
        // Resources/Assets holds links to fixtures/assets, compiled in: one copy of each image.
        .target(name: "FlipbookExamples", dependencies: ["FlipbookSupport", "FlipbookScene", "FlipbookRender", "FlipbookPipeline", "FlipbookTransitions"],
                resources: [.embedInCode("Resources/Assets/apple@3x.png"), .embedInCode("Resources/Assets/avatar@3x.png"),
                            .embedInCode("Resources/Assets/swift@3x.png")]),
        .target(name: "Flipbook", dependencies: ["FlipbookSupport", "FlipbookScene", "FlipbookRender", "FlipbookPipeline", "FlipbookEncode"]),
        // UIKit's names over Flipbook, so UIKit code ports by changing the import (docs/porting.md).
        .target(name: "FlipbookUIKit", dependencies: ["FlipbookSupport", "Flipbook", "FlipbookScene", "FlipbookTransitions", "FlipbookRender", "FlipbookMotion"]),
        // assertGolden / expectGolden for users' XCTest and Swift Testing suites (kept out of the CLI).
        .target(name: "FlipbookGoldenTesting", dependencies: ["FlipbookGolden", "FlipbookScene", "FlipbookRender", "FlipbookPipeline"]),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookSupport", "Flipbook", "FlipbookScene", "FlipbookSceneFile", "FlipbookRender",
                                                           "FlipbookPipeline", "FlipbookEncode", "FlipbookGolden", "FlipbookExamples"]),

        // Benchmarks: all under Benchmarks/, release builds only (see the Makefile's bench targets).
        .executableTarget(name: "flipbook-bench", dependencies: ["Flipbook", "FlipbookExamples"],
                          path: "Benchmarks/flipbook-bench"),
        .executableTarget(name: "layout-bench", dependencies: ["FlipbookLayout"], path: "Benchmarks/layout-bench"),
        // `make bench-gif` only: encodes a folder of PNGs with GIFSink, the way the drive loop feeds it.
        .executableTarget(name: "gif-encode", dependencies: ["FlipbookRender", "FlipbookPipeline", "FlipbookEncode"],
                          path: "Benchmarks/gif/gif-encode"),
        // `make bench-diff` only: the comparator on decoded PNGs, in-process.
        .executableTarget(name: "diff-bench", dependencies: ["FlipbookGolden", "FlipbookRender"], path: "Benchmarks/diff-bench"),
        // `make bench-png` only: Flipbook's PNG encoder beside Cairo's PNG writer, in-process.
        .executableTarget(name: "png-bench", dependencies: ["FlipbookEncode", "FlipbookRender", "CCairo"], path: "Benchmarks/png-bench",
                          exclude: ["RESULTS.md", "run.sh"]),
        // `make bench-raster` only: the rasterizer beside the bare Cairo floor for the same display lists.
        .executableTarget(name: "raster-bench", dependencies: ["Flipbook", "FlipbookExamples", "FlipbookRender", "CCairo"],
                          path: "Benchmarks/raster-bench", exclude: ["RESULTS.md"]),

        // Helpers several test targets share (reading pixels out of frames).
        .target(name: "FlipbookTestSupport", dependencies: ["FlipbookRender"], path: "Tests/FlipbookTestSupport"),
        .testTarget(name: "FlipbookTests", dependencies: ["FlipbookSupport", "Flipbook", "FlipbookScene", "FlipbookRender", "FlipbookGoldenTesting",
                                                    "FlipbookExamples", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookSupportTests", dependencies: ["FlipbookSupport"]),
        .testTarget(name: "FlipbookLayoutTests", dependencies: ["FlipbookLayout", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookMotionTests", dependencies: ["FlipbookMotion"]),
        .testTarget(name: "FlipbookRenderTests", dependencies: ["FlipbookSupport", "FlipbookRender", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookPipelineTests", dependencies: ["FlipbookSupport", "FlipbookPipeline", "FlipbookRender"]),
        .testTarget(name: "FlipbookSceneTests", dependencies: ["FlipbookScene", "FlipbookRender", "FlipbookPipeline", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookTransitionsTests", dependencies: ["FlipbookTransitions", "FlipbookScene", "FlipbookRender", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookSceneFileTests", dependencies: ["FlipbookSupport", "FlipbookSceneFile", "FlipbookScene", "FlipbookRender", "FlipbookTransitions",
                                                              "FlipbookPipeline", "FlipbookExamples", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookExamplesTests", dependencies: ["FlipbookExamples", "FlipbookScene", "FlipbookRender", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookEncodeTests", dependencies: ["FlipbookSupport", "FlipbookEncode", "FlipbookRender", "FlipbookPipeline",
                                                           "FlipbookTestSupport", "CGif"]),
        // The seeds' UIKit code, ported by changing imports; Swift 5 mode, as the seeds were written.
        .testTarget(name: "FlipbookPortingTests", dependencies: ["FlipbookUIKit", "FlipbookTestSupport", "FlipbookGoldenTesting"],
                    exclude: ["__Goldens__"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "FlipbookCLITests", dependencies: ["flipbook", "FlipbookSupport", "FlipbookEncode", "FlipbookPipeline", "FlipbookRender",
                                                       "FlipbookSceneFile", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookGoldenTests", dependencies: ["FlipbookSupport", "FlipbookGolden", "FlipbookGoldenTesting", "FlipbookRender",
                                                          "FlipbookPipeline", "FlipbookEncode", "FlipbookScene",
                                                          "FlipbookSceneFile", "FlipbookTestSupport"]),
    ]
)
