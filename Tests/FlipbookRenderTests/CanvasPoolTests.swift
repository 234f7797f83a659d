import Foundation
import Synchronization
import XCTest
@testable import FlipbookRender

/// The canvas pool changes where frames are drawn, never what: a canvas is reused in place only
/// when nothing holds its frame, the pool keeps no more than its bounds, and every frame drawn
/// into a reused (dirty) canvas equals the frame drawn into a new one.
final class CanvasPoolTests: XCTestCase {
    private let size = Size(width: 60, height: 40)   // 120×80 pixels at scale 2
    private var canvasBytes: Int { 120 * 80 * 4 }

    private func list(_ background: Color, _ ops: [DrawOp] = [], size: Size? = nil) -> DisplayList {
        DisplayList(size: size ?? self.size, scale: 2, background: background, ops: ops)
    }

    /// Frames unlike each other, each drawn over what the one before left in a reused canvas:
    /// opaque, then clear, then translucent over clear, then text.
    private var lists: [DisplayList] {
        let shapes: [DrawOp] = [.beginGroup(Group(transform: .identity)),
                                .fill(.rect(Rect(x: 5, y: 5, width: 30, height: 20)), Color(hex: "#FF0000")!),
                                .fill(.roundedRect(Rect(x: 20, y: 10, width: 30, height: 25), radius: 8), .systemBlue),
                                .endGroup]
        let translucent: [DrawOp] = [.beginGroup(Group(transform: .identity, opacity: 0.5)),
                                     .fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), .black),
                                     .endGroup]
        let text: [DrawOp] = [.beginGroup(Group(transform: .identity)),
                              .text(TextRun(text: "Reused", font: .systemFont(ofSize: 13), color: .black,
                                            frame: Rect(x: 4, y: 4, width: 50, height: 20))),
                              .endGroup]
        return [list(.black), list(.white, shapes), list(.clear), list(.clear, translucent),
                list(.clear, shapes), list(.white, text), list(.black)]
    }

    private func address(_ frame: RasterFrame) -> UInt {
        frame.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    func testADoneCanvasIsDrawnIntoAgainInPlace() throws {
        let pool = CanvasPool(canvasLimit: 4, byteLimit: 1 << 20)
        let rasterizer = Rasterizer(canvases: pool)
        let first = address(try rasterizer.render(list(.black)))     // the frame is gone after this line
        let second = try rasterizer.render(list(.white))
        XCTAssertEqual(address(second), first, "the first canvas, free again, was not reused")
        XCTAssertEqual(pool.keptCount, 1)
        XCTAssertEqual(pool.keptBytes, canvasBytes)
        XCTAssertEqual(second, try Rasterizer(canvases: nil).render(list(.white)))
    }

    func testAHeldFrameIsNeverDrawnOver() throws {
        let pool = CanvasPool(canvasLimit: 4, byteLimit: 1 << 20)
        let rasterizer = Rasterizer(canvases: pool)
        let held = try rasterizer.render(list(.black))
        let before = held.pixels
        let other = try rasterizer.render(list(.white))
        withExtendedLifetime(held) {
            XCTAssertNotEqual(address(other), address(held))
            XCTAssertEqual(held.pixels, before)
            XCTAssertEqual(held.pixel(x: 0, y: 0), 0xFF00_0000, "the held black frame changed")
        }
        XCTAssertEqual(pool.keptCount, 2)
    }

    /// A holder writing to its frame gets its own copy (Array's copy-on-write); the pool's canvas,
    /// when reused, is drawn afresh and the holder's copy is untouched.
    func testAHolderWritingToItsFrameDoesNotDisturbThePool() throws {
        let pool = CanvasPool(canvasLimit: 4, byteLimit: 1 << 20)
        let rasterizer = Rasterizer(canvases: pool)
        var edited = try rasterizer.render(list(.black))
        edited.pixels[0] = 0xFF12_3456
        let next = try rasterizer.render(list(.white))
        XCTAssertEqual(next, try Rasterizer(canvases: nil).render(list(.white)))
        XCTAssertEqual(edited.pixels[0], 0xFF12_3456)
        XCTAssertEqual(edited.pixels[1], 0xFF00_0000)
    }

    func testThePoolKeepsNoMoreThanItsCanvasLimit() throws {
        let pool = CanvasPool(canvasLimit: 2, byteLimit: 1 << 20)
        let rasterizer = Rasterizer(canvases: pool)
        var held: [RasterFrame] = []
        for _ in 0..<5 { held.append(try rasterizer.render(list(.black))) }
        XCTAssertEqual(pool.keptCount, 2)
        XCTAssertEqual(Set(held.map(address)).count, 5, "a canvas in use was handed out twice")
        let keptAddresses = Set(held.prefix(2).map(address))
        held.removeAll()
        for _ in 0..<5 {
            XCTAssertTrue(keptAddresses.contains(address(try rasterizer.render(list(.white)))),
                          "a frame drawn one at a time did not reuse a kept canvas")
        }
        XCTAssertEqual(pool.keptCount, 2, "idle canvases of the size being drawn are kept for the next frames")
    }

    /// After the frames in use drop from five to one, the pool keeps that one and one spare:
    /// it adds at most `spareLimit` canvases to what the frames in use hold.
    func testIdleCanvasesBeyondTheSpareLimitAreLetGo() throws {
        for spares in [0, 1, 3] {
            let pool = CanvasPool(canvasLimit: 8, byteLimit: 1 << 20, spareLimit: spares)
            let rasterizer = Rasterizer(canvases: pool)
            var held: [RasterFrame] = []
            for _ in 0..<5 { held.append(try rasterizer.render(list(.black))) }
            XCTAssertEqual(pool.keptCount, 5)
            held.removeAll()
            let one = try rasterizer.render(list(.white))
            XCTAssertEqual(pool.keptCount, 1 + spares, "spare limit \(spares)")
            XCTAssertEqual(one, try Rasterizer(canvases: nil).render(list(.white)))
        }
    }

    func testThePoolKeepsNoMoreThanItsByteLimit() throws {
        let pool = CanvasPool(canvasLimit: 8, byteLimit: canvasBytes * 3 / 2)
        let rasterizer = Rasterizer(canvases: pool)
        let held = [try rasterizer.render(list(.black)), try rasterizer.render(list(.black))]
        XCTAssertEqual(pool.keptCount, 1)
        XCTAssertLessThanOrEqual(pool.keptBytes, canvasBytes * 3 / 2)
        XCTAssertEqual(held.count, 2)

        let tooSmall = CanvasPool(canvasLimit: 8, byteLimit: canvasBytes - 1)
        _ = try Rasterizer(canvases: tooSmall).render(list(.black))
        XCTAssertEqual(tooSmall.keptCount, 0, "a canvas larger than the byte limit was kept")
    }

    func testAnIdleCanvasOfAnotherSizeIsLetGo() throws {
        let pool = CanvasPool(canvasLimit: 4, byteLimit: 1 << 20)
        let rasterizer = Rasterizer(canvases: pool)
        _ = try rasterizer.render(list(.black))
        _ = try rasterizer.render(list(.black, size: Size(width: 30, height: 20)))
        XCTAssertEqual(pool.keptCount, 1)
        XCTAssertEqual(pool.keptBytes, 60 * 40 * 4)
        pool.removeAll()
        XCTAssertEqual(pool.keptCount, 0)
    }

    func testFramesDrawnIntoReusedCanvasesEqualFreshOnes() throws {
        let pool = CanvasPool(canvasLimit: 4, byteLimit: 1 << 20)
        let pooled = Rasterizer(canvases: pool), fresh = Rasterizer(canvases: nil)
        var addresses = Set<UInt>()
        for (n, list) in lists.enumerated() {
            let frame = try pooled.render(list)
            addresses.insert(address(frame))
            XCTAssertEqual(frame, try fresh.render(list), "frame \(n) differs when drawn into a reused canvas")
        }
        XCTAssertEqual(addresses.count, 1, "frames drawn one at a time did not share one canvas")
    }

    /// Threads drawing with one pool at once, each keeping some frames for a while: no frame is
    /// ever drawn over while held, and every frame equals its fresh rendering.
    func testThreadsSharingAPoolGetFramesOfTheirOwn() throws {
        let pool = CanvasPool(canvasLimit: 3, byteLimit: 1 << 20)
        let rasterizer = Rasterizer(canvases: pool)
        let lists = self.lists
        let expected = try lists.map { try Rasterizer(canvases: nil).render($0) }
        let failures = LockedCount()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            var held: [(Int, RasterFrame)] = []
            for round in 0..<30 {
                let k = (worker + round) % lists.count
                guard let frame = try? rasterizer.render(lists[k]) else { failures.add(); continue }
                held.append((k, frame))
                if held.count > 2 { held.removeFirst() }
                for (k, frame) in held where frame != expected[k] { failures.add() }
            }
        }
        XCTAssertEqual(failures.value, 0)
        XCTAssertLessThanOrEqual(pool.keptCount, 3)
    }

    func testRasterizerDrawsWithTheSharedPoolByDefault() {
        XCTAssertTrue(Rasterizer().canvases === CanvasPool.shared)
        XCTAssertNil(Rasterizer(canvases: nil).canvases)
    }
}

private final class LockedCount: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

