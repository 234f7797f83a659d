import Foundation
import FlipbookGoldenTesting
import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import Testing

/// README's golden-testing block, line for line, so the page stays true to the API: compiled,
/// not run (its default-named lines would share one golden folder, which the API refuses).
private struct Badge {
    func render() throws -> RasterFrame { RasterFrame(width: 4, height: 4, filledWith: 0xFF13_315C) }
}

private func readmeGoldenTestingBlock(scene: Scene, driver: any Driver, frame: Frame) throws {
    // --- README ---
    try assertGolden(of: scene, as: .animation(driver))        // XCTest: frames at checkpoints and the step trace
    try expectGolden(of: scene, as: .frames(driver, checkpoints: .all))   // Swift Testing: frames only
    try assertGolden(of: scene, as: .trace(driver))            // the step trace only, nothing rasterized
    try assertGolden(of: try frame.raster(), as: .image)       // one RasterFrame
    try assertGolden(of: URL(fileURLWithPath: "out/header.gif"), as: .gif)   // a GIF's decoded frames and delays
    try assertGolden(of: scene, as: .frames(driver).tolerance(.perceptual(threshold: 0.1), maxDiffPixels: 4),
                     named: "header", record: .never)
    let badge: GoldenStrategy<Badge> = GoldenStrategy.image.pullback { try $0.render() }   // for your own type
    // --- end ---
    _ = badge
}
