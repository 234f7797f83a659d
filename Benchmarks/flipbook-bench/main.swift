import Foundation
import Flipbook
import FlipbookExamples

// `make bench`: per built-in scene, the whole pipeline end to end (`Scene.render` to a GIF and a
// PNG folder, as `flipbook render NAME -o x.gif -o frames/`), peak memory and output bytes; then
// ms per frame for each stage, through the same drive loop with one frame in flight, so the
// stages compare; then the GIF and the APNG each alone, end to end (ms per frame and bytes).
// Numbers from a release build only. Times drift with the machine's load; `make bench` follows this
// with instructions per stage of one whole render (Benchmarks/e2e/stage-instructions.sh), which do not.

func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }

func peakResidentMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
    let kb = Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) ?? 0
    return kb / 1024
}

func fmt(_ v: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", v) }

// As the command line does: peak memory is measured as a user of `flipbook` meets it.
ProcessMemory.returnFrameBuffersToTheSystem()

let scale = Double(ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_SCALE"] ?? "2") ?? 2
let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

// FLIPBOOK_BENCH_ONLY=layers: the layer cost rows alone (issue 29's measurement).
if ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_ONLY"] == "layers" {
    print("layers: ten cards, plain vs a gradient or shape layer each (60 scroll steps, scale \(Int(scale))x):")
    try layerCostRows(scale: scale).forEach { print($0) }
    exit(0)
}

// FLIPBOOK_BENCH_ONLY=collections: a collection view's step cost at 20, 10,000 and 100,000 items.
if ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_ONLY"] == "collections" {
    print("collections: a flow layout grid of 100 pt items scrolled 40 pt a step (120 steps, scale \(Int(scale))x):")
    collectionCostRows().forEach { print($0) }
    exit(0)
}

print("flipbook-bench: scale \(Int(scale))x, \(ProcessInfo.processInfo.activeProcessorCount) cores, release build")
let clock = ContinuousClock()

/// One output alone, end to end (`flipbook render NAME -o x.gif`): ms per frame and bytes.
func renderAlone(_ builtIn: BuiltInScene, _ target: (URL) -> OutputTarget, _ name: String) throws -> (ms: Double, bytes: Int) {
    let (scene, driver) = try builtIn.make(SceneTraits(scale: scale))
    let url = work.appendingPathComponent(name)
    let start = clock.now
    let summary = try scene.render(driver, to: [target(url)])
    let elapsed = clock.now - start
    let bytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    return (ms(elapsed) / Double(max(1, summary.frames)), bytes)
}

var animationRows: [String] = []
for builtIn in BuiltInScenes.all {
    // End to end: what `flipbook render NAME -o x.gif -o frames/` does.
    let (scene2, driver2) = try builtIn.make(SceneTraits(scale: scale))
    let gifURL = work.appendingPathComponent("\(builtIn.name).gif")
    let start = clock.now
    let summary = try scene2.render(driver2, to: [.gif(gifURL), .folder(work.appendingPathComponent(builtIn.name))])
    let total = clock.now - start
    let gifBytes = (try FileManager.default.attributesOfItem(atPath: gifURL.path)[.size] as? Int) ?? 0

    // Peak resident memory: the process high-water mark after this streaming render.
    let peakAfterRender = peakResidentMB()

    // The sequential stages alone (driver + layout, display lists), nothing else running, as a
    // sink that takes every frame and does nothing with it sees them.
    let (plainScene, plainDriver) = try builtIn.make(SceneTraits(scale: scale))
    let source = TimedSource(SceneRun(scene: plainScene, driver: plainDriver))
    try DriveLoop().run(source, into: [DisplayListsOnly()])

    // Then the per-frame stages: one frame in flight, each stage timed where it runs.
    let (scene, driver) = try builtIn.make(SceneTraits(scale: scale))
    let stagedSource = TimedSource(SceneRun(scene: scene, driver: driver))
    let stages = try StageTimer(gif: GIFSink(url: work.appendingPathComponent("write-only.gif")),
                                apng: APNGSink(url: work.appendingPathComponent("write-only.apng")))
    var loop = DriveLoop()
    loop.width = 1
    try loop.run(stagedSource, into: [stages])
    let t = stages.timings, n = Double(stages.frames)
    let firstFrame = try Rasterizer().render(scene2.displayList())
    let gifAlone = try renderAlone(builtIn, { .gif($0) }, "\(builtIn.name)-alone.gif")
    let apngAlone = try renderAlone(builtIn, { .apng($0) }, "\(builtIn.name)-alone.apng")
    let peakAfterAPNG = peakResidentMB()
    animationRows.append("  \(builtIn.name.padding(toLength: 18, withPad: " ", startingAt: 0))"
        + " GIF \(String(gifAlone.bytes / 1024).leftPadded(6)) KB \(fmt(gifAlone.ms).leftPadded(6)) ms/frame"
        + "   APNG \(String(apngAlone.bytes / 1024).leftPadded(6)) KB \(fmt(apngAlone.ms).leftPadded(6)) ms/frame"
        + "   APNG/GIF bytes \(fmt(Double(apngAlone.bytes) / Double(max(1, gifAlone.bytes))))")

    print("""

    \(builtIn.name): \(stages.frames) frames, \(firstFrame.width)×\(firstFrame.height) px
      driver+layout  \(fmt(1000 * ms(source.clock.advance) / n, 1)) µs/step
      display list   \(fmt(1000 * ms(source.clock.displayList) / n, 1)) µs/frame
      raster         \(fmt(ms(t.raster) / n)) ms/frame
      PNG encode     \(fmt(ms(t.png) / n)) ms/frame   (\(t.pngBytes / stages.frames / 1024) KB/frame)
      GIF quantize   \(fmt(ms(t.gifPrepare) / n)) ms/frame
      GIF write      \(fmt(ms(t.gifWrite) / n)) ms/frame   (in order: checks + queueing; frame difference, blocks and LZW run on other cores)
      APNG write     \(fmt(ms(t.apngWrite) / n)) ms/frame   (in order: frame difference + queueing; filter and zlib run on other cores)
      end to end     \(fmt(Double(summary.frames) / (ms(total) / 1000), 1)) frames/s (GIF + PNG folder, \(summary.frames) frames in \(fmt(ms(total) / 1000)) s)
      GIF size       \(gifBytes / 1024) KB
      GIF alone      \(fmt(gifAlone.ms)) ms/frame end to end, \(gifAlone.bytes / 1024) KB
      APNG alone     \(fmt(apngAlone.ms)) ms/frame end to end, \(apngAlone.bytes / 1024) KB (lossless; \(fmt(Double(apngAlone.bytes) / Double(max(1, gifAlone.bytes))))× the GIF's bytes; high-water mark then \(fmt(peakAfterAPNG, 0)) MB)
      peak memory    \(fmt(peakAfterRender, 0)) MB resident after the streaming render (process high-water mark)
    """)
}

print("\nGIF vs APNG, each alone, end to end (scale \(Int(scale))x):")
animationRows.forEach { print($0) }

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

// A table's cost per step must not grow with its row count (only visible rows are cells).
final class CountingRows: TableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "Section \(indexPath.section)"
        return cell
    }
}

print("\ntable rows vs cost per step (36 steps of 1 pt, scale \(Int(scale))x):")
for rows in [20, 10_000] {
    let scene = Scene(screen: Screen.iPhone14.withScale(scale))
    let table = TableView(frame: Screen.iPhone14.bounds, style: .plain)
    let rowSource = CountingRows(rows: rows)
    table.dataSource = rowSource
    scene.root.addSubview(table)
    scene.scrollView = table
    scene.layout()
    let source = TimedSource(SceneRun(scene: scene, driver: OffsetsDriver(offsets: (0...36).map { Point(x: 0, y: Double($0)) })))
    let stages = StageTimer(gif: nil)
    var loop = DriveLoop()
    loop.width = 1
    try loop.run(source, into: [stages])
    let steps = Double(stages.frames)
    print("  \(String(rows).padding(toLength: 6, withPad: " ", startingAt: 0)) rows: driver+layout \(fmt(1000 * ms(source.clock.advance) / steps, 1)) µs/step, raster \(fmt(ms(stages.timings.raster) / steps)) ms/frame, \(table.subviews.count) subviews")
}

print("\nlayers: ten cards, plain vs a gradient or shape layer each (60 scroll steps, scale \(Int(scale))x):")
try layerCostRows(scale: scale).forEach { print($0) }
