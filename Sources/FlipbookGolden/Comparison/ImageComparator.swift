import Dispatch
import Foundation
import FlipbookRender

/// Compares two frames pixel by pixel, the way pixelmatch does (YIQ distance, a threshold,
/// anti-aliasing detection), and holds the count against a budget.
///
/// ```swift
/// let result = ImageComparator.compare(expected: golden, actual: frame,
///                                      options: .init(maxDiffPixels: 10), makeDiffImage: true)
/// print(result.summary)               // "3 pixels differ (<0.01 %), budget 10"
/// if let diff = result.diffImage { try AtomicFile.write(PNGEncoder.encode(diff), to: diffURL) }
/// ```
///
/// Fast because UI frames are mostly identical: rows are skipped with one `memcmp`, colour maths
/// runs only where raw pixels differ, and large frames are split into two row bands on two threads.
public enum ImageComparator {
    /// Frames smaller than this run on one thread: a thread hop costs more than the work.
    static let parallelThreshold = 1 << 17

    public static func compare(expected: RasterFrame, actual: RasterFrame,
                               options: ComparisonOptions = .init(), makeDiffImage: Bool = false) -> ComparisonResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            let mismatch = SizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height,
                                        actualWidth: actual.width, actualHeight: actual.height)
            return ComparisonResult(width: actual.width, height: actual.height, differingPixels: 0,
                                    antiAliasedPixels: 0, sizeMismatch: mismatch, passes: false, diffImage: nil,
                                    allowedDifferences: options.allowedDifferences(totalPixels: actual.width * actual.height),
                                    exact: options.exact)
        }
        let width = expected.width, height = expected.height, total = width * height
        let regions = options.ignoreRegions.compactMap { $0.clipped(width: width, height: height) }
        var diffPixels: [UInt32]? = makeDiffImage ? [UInt32](repeating: 0, count: total) : nil

        let counts: RowBand.Counts = expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                guard total > 0, let ep = e.baseAddress, let ap = a.baseAddress else { return RowBand.Counts() }
                let bandOf = { (rows: Range<Int>) in
                    RowBand(expected: Plane(pixels: ep, width: width, height: height),
                            actual: Plane(pixels: ap, width: width, height: height),
                            rows: rows, maxDelta: options.maxDelta,
                            detectAntiAliasing: !options.includeAntiAliasing, paintSmallChanges: options.exact,
                            ignoreRegions: regions)
                }
                if diffPixels == nil {
                    return run(bandOf, height: height, total: total, diff: nil)
                }
                return diffPixels!.withUnsafeMutableBufferPointer { run(bandOf, height: height, total: total, diff: $0.baseAddress) }
            }
        }

        let allowed = options.allowedDifferences(totalPixels: total)
        return ComparisonResult(width: width, height: height, differingPixels: counts.differing,
                                antiAliasedPixels: counts.antiAliased, sizeMismatch: nil,
                                passes: (options.exact ? counts.changed : counts.differing) <= allowed,
                                diffImage: diffPixels.map { RasterFrame(width: width, height: height, pixels: $0) },
                                allowedDifferences: allowed, changedPixels: counts.changed, exact: options.exact)
    }

    /// Runs the bands (one, or two on two threads) and adds their counts.
    private static func run(_ bandOf: (Range<Int>) -> RowBand, height: Int, total: Int,
                            diff: UnsafeMutablePointer<UInt32>?) -> RowBand.Counts {
        let threads = total >= parallelThreshold && height >= 2 ? min(2, System.processorCount) : 1
        if threads == 1 { return bandOf(0..<height).run(diff: diff) }
        let bands = (0..<threads).map { k in bandOf(height * k / threads..<height * (k + 1) / threads) }
        let results = ResultSlots(count: threads)
        let output = SendablePointer(pointer: diff)
        DispatchQueue.concurrentPerform(iterations: threads) { k in
            results.store(bands[k].run(diff: output.pointer), at: k)
        }
        return results.sum()
    }
}

/// One slot per band, each written by exactly one thread, read after all have joined.
/// Raw memory rather than an array, so concurrent stores to different slots share no
/// copy-on-write bookkeeping.
private final class ResultSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<RowBand.Counts>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: RowBand.Counts())
    }
    deinit { slots.deallocate() }
    func store(_ counts: RowBand.Counts, at index: Int) { slots[index] = counts }
    func sum() -> RowBand.Counts {
        slots.reduce(into: RowBand.Counts()) {
            $0.differing += $1.differing; $0.antiAliased += $1.antiAliased; $0.changed += $1.changed
        }
    }
}

/// The diff image's buffer, shared by bands that write disjoint rows of it.
private struct SendablePointer: @unchecked Sendable { let pointer: UnsafeMutablePointer<UInt32>? }

enum System {
    static let processorCount = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
