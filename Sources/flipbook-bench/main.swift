import Foundation
import FlipbookEncode
import FlipbookRender
import FlipbookScene

// `make bench`: per built-in scene, ms per frame for each stage of the pipeline (one thread,
// so the stages compare), then the whole pipeline end to end (parallel raster, every output),
// peak memory and output bytes. Numbers from a release build only.

func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }

func peakResidentMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
    let kb = Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) ?? 0
    return kb / 1024
}

func fmt(_ v: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", v) }

let scale = Double(ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_SCALE"] ?? "2") ?? 2
let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

print("flipbook-bench: scale \(Int(scale))x, \(ProcessInfo.processInfo.activeProcessorCount) cores, release build")
let clock = ContinuousClock()
for builtIn in BuiltInScenes.all {
    // End to end: what `flipbook render NAME -o x.gif -o frames/` does.
    let (scene2, driver2) = try builtIn.make(scale)
    var loop = RenderLoop(scene: scene2, driver: driver2)
    let gifURL = work.appendingPathComponent("\(builtIn.name).gif")
    let gif = try GIFSink(url: gifURL, fps: builtIn.fps)
    let pngs = try PNGSequenceSink(directory: work.appendingPathComponent(builtIn.name))
    let start = clock.now
    let summary = try loop.run(into: [gif, pngs])
    let total = clock.now - start
    let gifBytes = (try FileManager.default.attributesOfItem(atPath: gifURL.path)[.size] as? Int) ?? 0

    // Peak resident memory: the process high-water mark after this streaming render.
    let peakAfterRender = peakResidentMB()

    // Stage by stage, on this thread.
    var (scene, driver) = try builtIn.make(scale)
    var layoutTime = Duration.zero, driveTime = Duration.zero, listTime = Duration.zero, rasterTime = Duration.zero
    var pngTime = Duration.zero, gifPrepareTime = Duration.zero
    var frames = 0, pngBytes = 0
    let rasterizer = Rasterizer()
    let gifPreparer = GIFFramePreparer()
    // The ordered GIF stage, fed frame by frame so memory stays flat. `write` only compares the
    // frame with the one before and queues it: block building and LZW run on other cores
    // beside the stages above, and finish() (counted too) waits for what is left.
    let writer = try GIFSink(url: work.appendingPathComponent("write-only.gif"), fps: builtIn.fps)
    var writeTime = Duration.zero

    while true {
        var next: Step?
        driveTime += clock.measure { next = driver.next(scene) }
        guard let step = next else { break }
        layoutTime += clock.measure { scene.advance(to: step) }
        var list: DisplayList!
        listTime += clock.measure { list = scene.displayList() }
        var frame: RasterFrame!
        rasterTime += try clock.measure { frame = try rasterizer.render(list) }
        pngTime += try clock.measure { pngBytes += try PNGEncoder.encode(frame).count }
        var prepared: GIFPreparedFrame!
        gifPrepareTime += try clock.measure { prepared = try gifPreparer.prepare(frame, index: frames) }
        writeTime += try clock.measure { try writer.write(prepared, index: frames) }
        frames += 1
    }
    let n = Double(frames)

    writeTime += try clock.measure { try writer.finish() }
    let firstFrame = try rasterizer.render(scene2.displayList())

    print("""

    \(builtIn.name): \(frames) frames, \(firstFrame.width)×\(firstFrame.height) px
      driver+layout  \(fmt(1000 * ms(layoutTime + driveTime) / n, 1)) µs/step
      display list   \(fmt(1000 * ms(listTime) / n, 1)) µs/frame
      raster         \(fmt(ms(rasterTime) / n)) ms/frame
      PNG encode     \(fmt(ms(pngTime) / n)) ms/frame   (\(pngBytes / frames / 1024) KB/frame)
      GIF quantize   \(fmt(ms(gifPrepareTime) / n)) ms/frame
      GIF write      \(fmt(ms(writeTime) / n)) ms/frame   (in order: frame difference + queueing; blocks and LZW run on other cores)
      end to end     \(fmt(n / (ms(total) / 1000), 1)) frames/s (GIF + PNG folder, \(summary.frames) frames in \(fmt(ms(total) / 1000)) s)
      GIF size       \(gifBytes / 1024) KB
      peak memory    \(fmt(peakAfterRender, 0)) MB resident after the streaming render (process high-water mark)
    """)
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
    let source = CountingRows(rows: rows)
    table.dataSource = source
    scene.root.addSubview(table)
    scene.scrollView = table
    scene.layout()
    var driver = OffsetsDriver(offsets: (0...36).map { Point(x: 0, y: Double($0)) })
    var stepTime = Duration.zero, rasterTime = Duration.zero, steps = 0
    let rasterizer = Rasterizer()
    while let step = driver.next(scene) {
        stepTime += clock.measure { scene.advance(to: step) }
        let list = scene.displayList()
        rasterTime += try clock.measure { _ = try rasterizer.render(list) }
        steps += 1
    }
    print("  \(String(rows).padding(toLength: 6, withPad: " ", startingAt: 0)) rows: driver+layout \(fmt(1000 * ms(stepTime) / Double(steps), 1)) µs/step, raster \(fmt(ms(rasterTime) / Double(steps))) ms/frame, \(table.subviews.count) subviews")
}
