import Foundation
import FuzzDriver
import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookSceneFile

/// A scene file from arbitrary bytes, built and driven the way `flipbook render` drives it:
/// loaded through `SceneFileLoader` at scale 1 (the scene files' own JSON reader, then the
/// section readers), then three steps through the one `DriveLoop`, each rasterized. Bad input
/// must throw (`SceneFileProblems`, `RenderError`, ...), never trap, and every problem the
/// reader places must be placed inside the text.
///
/// The bytes go to `scene.json` in a folder of this process's own, beside copies of
/// fixtures/assets, so scenes naming `apple@3x.png` and friends draw real images.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let file = FuzzFolder.shared.scene
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes: data, count: size)) else {
        fatalError("cannot write \(file)")
    }
    let loaded: SceneFileLoader.Loaded
    do {
        loaded = try SceneFileLoader.load(path: file, scale: 1)
    } catch let refused as SceneFileProblems {
        // The scene file's JSON reader placed every problem it could inside the text it read.
        for problem in refused.problems {
            guard let at = problem.position else { continue }
            precondition((0...size).contains(at.offset) && at.line >= 1 && at.column >= 1 && at.column <= at.offset + 1,
                         "\(problem.place) placed outside the text: \(at)")
        }
        return 0
    } catch {
        return 0
    }
    var loop = DriveLoop()
    loop.width = 1
    _ = try? loop.run(FirstSteps(base: SceneRun(scene: loaded.scene, driver: loaded.driver), limit: 3),
                      into: [RasterCheck()])
    return 0
}

/// A scene folder made once per process: `scene.json` is rewritten for every input.
final class FuzzFolder: Sendable {
    static let shared = FuzzFolder()
    let scene: String

    private init() {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-fuzz-scene-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // fixtures/assets, found from this file's place in the repository (Fuzz/Sources/fuzz-scene/).
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../fixtures/assets").standardized
        for name in (try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? [] {
            let target = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: target.path) {
                try? FileManager.default.copyItem(at: assets.appendingPathComponent(name), to: target)
            }
        }
        scene = folder.appendingPathComponent("scene.json").path
        // libFuzzer ends a run with exit(); fork mode starts a process per job, so each removes its own.
        atexit { try? FileManager.default.removeItem(atPath: FuzzFolder.shared.folder) }
    }

    var folder: String { (scene as NSString).deletingLastPathComponent }
}

/// The first `limit` steps of a source: a scene whose driver runs for 10,000 steps costs three.
struct FirstSteps<Base: StepSource>: StepSource {
    var base: Base
    let limit: Int
    private var taken = 0

    init(base: Base, limit: Int) { self.base = base; self.limit = limit }

    var framesPerSecond: Double { base.framesPerSecond }
    mutating func advance() throws -> Step? {
        guard taken < limit else { return nil }
        taken += 1
        return try base.advance()
    }
    func displayList() -> DisplayList { base.displayList() }
    func traceRecord(for step: Step) -> TraceRecord { base.traceRecord(for: step) }
}

/// A sink that asks for every frame's pixels (so the drive loop rasterizes) and checks their size.
final class RasterCheck: FrameSink {
    struct Preparer: FramePreparer {
        func prepare(_ frame: Frame) throws -> Int {
            let raster = try frame.raster()
            precondition(raster.pixels.count == raster.width * raster.height, "raster size")
            return raster.pixels.count
        }
    }
    var preparer: Preparer { Preparer() }
    var needs: SinkNeeds { [.raster, .trace] }
    func consume(_ prepared: Int, of frame: Frame) throws {}
    func finish() throws {}
    func abort() {}
}

@main enum Entry {
    static func main() { FuzzDriver.run(fuzzScene) }
}
