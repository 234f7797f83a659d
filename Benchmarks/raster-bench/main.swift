import Foundation
import Flipbook
import FlipbookExamples
import FlipbookRender

// `make bench-raster`: per built-in scene, every frame's display list is made first (not timed);
// then (a) `Rasterizer().render(list)` as the pipeline calls it, and (b) the floor, the same ops
// replayed straight into Cairo with text pre-shaped (FloorReplayer.swift). Reported: ms/frame
// for each (best of --repeat passes) and their ratio. Release build only.
//
//   raster-bench [--scene NAME] [--frames N] [--repeat N] [--only raster|floor]
// `--only` runs one pass of one side and prints nothing else: for `valgrind --tool=callgrind
// --toggle-collect='*rasterPass*'` (or '*floorPass*'), which counts instructions of that side alone.

func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
func fmt(_ v: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", v) }

var sceneFilter: String?, maxFrames = Int.max, repeats = 3, only: String?
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
    func value() -> String {
        guard let v = args.popFirst() else { FileHandle.standardError.write(Data("raster-bench: \(arg) needs a value\n".utf8)); exit(2) }
        return v
    }
    switch arg {
    case "--scene": sceneFilter = value()
    case "--frames": maxFrames = max(1, Int(value()) ?? 1)
    case "--repeat": repeats = min(50, max(1, Int(value()) ?? 1))
    case "--only": only = value()
    default: FileHandle.standardError.write(Data("raster-bench: unknown argument \(arg)\n".utf8)); exit(2)
    }
}

/// Every frame's display list of a scene, as the drive loop would hand them out.
func displayLists(_ builtIn: BuiltInScene, maxFrames: Int) throws -> [DisplayList] {
    let (scene, driver) = try builtIn.make(SceneTraits(scale: 2))
    var run = SceneRun(scene: scene, driver: driver)
    var lists: [DisplayList] = []
    while lists.count < maxFrames, try run.advance() != nil { lists.append(run.displayList()) }
    return lists
}

@inline(never) func rasterPass(_ lists: [DisplayList]) throws -> Int {
    var checksum = 0
    for list in lists { checksum &+= Int(try Rasterizer().render(list).pixels[0]) }
    return checksum
}

@inline(never) func floorPass(_ lists: [DisplayList], _ floor: FloorReplayer) -> Int {
    guard let first = lists.first else { return 0 }
    var pixels = [UInt32](repeating: 0, count: first.pixelWidth * first.pixelHeight)
    var checksum = 0
    for list in lists {
        if pixels.count != list.pixelWidth * list.pixelHeight { pixels = [UInt32](repeating: 0, count: list.pixelWidth * list.pixelHeight) }
        floor.render(list, into: &pixels)
        checksum &+= Int(pixels[0])
    }
    return checksum
}

let clock = ContinuousClock()
let scenes = BuiltInScenes.all.filter { sceneFilter == nil || $0.name == sceneFilter }
guard !scenes.isEmpty else { FileHandle.standardError.write(Data("raster-bench: no scene named \(sceneFilter ?? "")\n".utf8)); exit(2) }

if only == nil {
    print("raster-bench: scale 2x, \(ProcessInfo.processInfo.activeProcessorCount) cores, best of \(repeats), release build")
    print("scene".padding(toLength: 22, withPad: " ", startingAt: 0) + "frames   raster ms/f   floor ms/f   raster/floor")
}
var totalRaster = 0.0, totalFloor = 0.0, totalFrames = 0
for builtIn in scenes {
    let lists = try displayLists(builtIn, maxFrames: maxFrames)
    guard !lists.isEmpty else { continue }
    let floor = try FloorReplayer()
    floor.prepare(lists)
    if let only {
        _ = only == "floor" ? floorPass(lists, floor) : try rasterPass(lists)
        continue
    }
    // One warm-up pass each (fonts loaded, caches filled), then the best of `repeats`.
    _ = try rasterPass(lists); _ = floorPass(lists, floor)
    var bestRaster = Double.infinity, bestFloor = Double.infinity
    for _ in 0..<repeats {
        var start = clock.now
        _ = try rasterPass(lists)
        bestRaster = min(bestRaster, ms(clock.now - start))
        start = clock.now
        _ = floorPass(lists, floor)
        bestFloor = min(bestFloor, ms(clock.now - start))
    }
    let n = Double(lists.count)
    totalRaster += bestRaster; totalFloor += bestFloor; totalFrames += lists.count
    print(builtIn.name.padding(toLength: 22, withPad: " ", startingAt: 0)
        + String(lists.count).leftPadded(6) + fmt(bestRaster / n, 3).leftPadded(14)
        + fmt(bestFloor / n, 3).leftPadded(13) + fmt(bestRaster / max(bestFloor, 1e-9)).leftPadded(15))
}
if only == nil, totalFrames > 0 {
    let n = Double(totalFrames)
    print("all".padding(toLength: 22, withPad: " ", startingAt: 0) + String(totalFrames).leftPadded(6)
        + fmt(totalRaster / n, 3).leftPadded(14) + fmt(totalFloor / n, 3).leftPadded(13)
        + fmt(totalRaster / max(totalFloor, 1e-9)).leftPadded(15))
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
