import Foundation
import Synchronization
import XCTest
@testable import FlipbookRender
import FlipbookTestSupport

/// A thread's text caches stay bounded however many font sizes it is asked for (a collapsing
/// title takes a new size every frame), and what is drawn after a bound is hit is what a fresh
/// context draws.
final class FontCacheBoundTests: XCTestCase {
    private let capacity = BoundedFontMap.defaultCapacity

    private static func title(size: Double, text: String = "AlexandreFreire") -> DrawOp {
        .text(TextRun(text: text, font: .systemFont(ofSize: size, weight: .bold), color: .black,
                      frame: Rect(x: 10, y: 10, width: 180, height: 60), alignment: .center))
    }

    private static func frame(_ ops: [DrawOp]) -> DisplayList {
        DisplayList(size: Size(width: 200, height: 120), scale: 2, background: .white, ops: ops)
    }

    /// What a context on a map of its own, with no cache, draws.
    private static func fresh(_ list: DisplayList) throws -> RasterFrame {
        try Rasterizer().render(list, text: PangoTextContext(fontMap: BoundedFontMap(), layoutCache: nil))
    }

    /// Three times the map's capacity of distinct title sizes, drawn through this thread's raster
    /// context as frames are: the map is renewed, never serves more than its capacity (plus the
    /// fonts of the frame that filled it), and every frame matches a fresh context's pixels.
    /// On a thread of its own: the thread's map must start at the usual size, which one grown by
    /// an earlier test on the test runner's thread would not be (a flake seen under load).
    func testThreadFontMapIsRenewedAndFramesMatchFreshContexts() throws {
        let capacity = self.capacity
        let sizes = (0..<(3 * capacity)).map { 22 + Double($0) * 0.1 }
        let problems = Mutex<[String]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            defer { done.signal() }
            func note(_ problem: String) { problems.withLock { $0.append(problem) } }
            do {
                let state = try ThreadTextContext.state()
                let renewalsBefore = state.renewals
                for (i, size) in sizes.enumerated() {
                    let list = Self.frame([Self.title(size: size), Self.title(size: 15, text: "Desarrollo iOS")])
                    let drawn = try Rasterizer().render(list)   // this thread's context, as the pipeline draws
                    if state.fontMap.distinctFonts > state.fontMap.capacity + 2 { note("frame \(i): more fonts than the map holds") }
                    if state.fontMap.capacity > BoundedFontMap.largestCapacity { note("frame \(i): map above the largest capacity") }
                    if i % 16 == 0 || i == sizes.count - 1, drawn.pixels != (try Self.fresh(list)).pixels {
                        note("frame \(i), title at \(size) pt: differs from a fresh context")
                    }
                }
                if state.renewals - renewalsBefore < 2 { note("\(sizes.count) sizes through a map of \(capacity): \(state.renewals - renewalsBefore) renewals") }
                if state.fontMap.capacity != capacity {
                    note("a title through new sizes is served by a map of \(state.fontMap.capacity), not \(capacity)")
                }
            } catch {
                note("\(error)")
            }
        }.start()
        XCTAssertEqual(done.wait(timeout: .now() + 300), .success)
        XCTAssertEqual(problems.withLock { $0 }, [])
    }

    /// A renewed map is let go: once its contexts are dropped, nothing of Flipbook's holds it
    /// (Pango then frees its fonts and patterns with it).
    func testRenewedMapIsReleased() throws {
        let state = try ThreadTextContext.state()
        weak let first = try ThreadTextContext.fontMap()
        var size = 30.0
        // Eight maps' worth of new sizes (0.5 pt apart), counted from the map this thread has: an
        // earlier test on the runner's thread may have left a grown one.
        let span = Double(4 * max(capacity, state.fontMap.capacity))
        while first != nil, size < 30 + span {
            _ = try Rasterizer().render(Self.frame([Self.title(size: size)]))
            size += 0.5
        }
        XCTAssertNil(first, "the first map is still held after \(state.renewals) renewals")
    }

    /// Measuring (a label's intrinsic size, adjustsFontSizeToFitWidth's search) goes through
    /// the same bounded map, and measures what a fresh measurer measures.
    /// On a thread of its own: the thread's font map must start at the usual size, which one
    /// grown by an earlier test on the same thread would not be.
    func testMeasuringManySizesStaysBoundedAndExact() throws {
        let capacity = self.capacity
        let problems = Mutex<[String]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            defer { done.signal() }
            do {
                let state = try ThreadTextContext.state()
                let reference = try TextMeasurer()
                for i in 0..<(3 * capacity) {
                    let font = Font.systemFont(ofSize: 12 + Double(i) * 0.25, weight: .semibold)
                    let measured = try TextMeasurer.current().size(of: "Auto Layout sin sorpresas", font: font)
                    var found: [String] = []
                    if state.fontMap.distinctFonts > state.fontMap.capacity { found.append("size \(font.size): more fonts than the map holds") }
                    if state.fontMap.capacity > BoundedFontMap.largestCapacity { found.append("size \(font.size): map above the largest capacity") }
                    if measured != reference.size(of: "Auto Layout sin sorpresas", font: font) { found.append("size \(font.size): measured \(measured)") }
                    if !found.isEmpty { problems.withLock { $0 += found } }
                }
                if state.fontMap.capacity != capacity {
                    problems.withLock { $0.append("new sizes, one at a time, got a map of \(state.fontMap.capacity), not \(capacity)") }
                }
            } catch {
                problems.withLock { $0.append("\(error)") }
            }
        }.start()
        XCTAssertEqual(done.wait(timeout: .now() + 300), .success)
        XCTAssertEqual(problems.withLock { $0 }, [])
    }

    /// A scene with more fonts of its own than a map holds, measured one label at a time (every
    /// measurement is an ask of its own), gets a map that holds them all: renewals stop. On a
    /// thread of its own, so the grown map does not follow the other tests.
    func testSceneWithManyFontsOfItsOwnStopsRenewing() throws {
        let fonts = (0..<(capacity + capacity / 2)).map { Font.systemFont(ofSize: 11 + Double($0), weight: .regular) }
        let outcome = Mutex<(settled: Int, after: Int, capacity: Int)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            defer { done.signal() }
            guard let state = try? ThreadTextContext.state() else { return }
            func measureAll() throws {
                for font in fonts { _ = try TextMeasurer.current().size(of: "Auto Layout sin sorpresas", font: font) }
            }
            do {
                for _ in 0..<4 { try measureAll() }
                let settled = state.renewals
                for _ in 0..<4 { try measureAll() }
                outcome.withLock { $0 = (settled, state.renewals, state.fontMap.capacity) }
            } catch {}
        }.start()
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        let result = try XCTUnwrap(outcome.withLock { $0 }, "measuring failed")
        XCTAssertEqual(result.after, result.settled, "\(fonts.count) fonts measured in turn keep renewing the map")
        XCTAssertGreaterThanOrEqual(result.capacity, fonts.count)
    }

    /// The layout cache counts its text: past its byte budget it drops old layouts, a text larger
    /// than the whole budget is drawn but not kept, and pixels match fresh layouts throughout.
    func testLayoutCacheKeepsItsTextWithinItsByteBudget() throws {
        let cache = PangoLayoutCache(capacity: 1024, textCapacity: 100)
        let cached = try PangoTextContext(layoutCache: cache)
        for i in 0..<12 {
            let list = Self.frame([Self.title(size: 17, text: "Row \(i): forty bytes of label text here")])
            XCTAssertTrue((try Rasterizer().render(list, text: cached)).pixels == (try Self.fresh(list)).pixels, "row \(i)")
            XCTAssertLessThanOrEqual(cache.textBytes, 100, "row \(i)")
            XCTAssertLessThanOrEqual(cache.count, 2, "row \(i)")
        }
        let long = Self.frame([Self.title(size: 17, text: String(repeating: "A long paragraph. ", count: 10))])
        let misses = cache.misses, kept = cache.count
        for pass in 0..<2 {
            XCTAssertTrue((try Rasterizer().render(long, text: cached)).pixels == (try Self.fresh(long)).pixels, "pass \(pass)")
        }
        XCTAssertEqual(cache.misses, misses + 2, "180 bytes of text never fit a 100-byte budget")
        XCTAssertLessThanOrEqual(cache.count, kept)
    }
}
