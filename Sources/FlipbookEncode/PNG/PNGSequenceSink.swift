import Foundation
import FlipbookRender

/// Writes each frame as `0000.png, 0001.png, …` into a folder, named by step index.
///
/// Each file is written atomically; at the end, numbered PNGs left from an earlier, longer run
/// are removed so the folder holds exactly this sequence.
///
/// ```swift
/// let sink = try PNGSequenceSink(directory: URL(fileURLWithPath: "out/blog-header"))
/// ```
public final class PNGSequenceSink: FrameSink {
    public struct Preparer: FramePreparer {
        public func prepare(_ frame: RasterFrame, index: Int) throws -> [UInt8] { try PNGEncoder.encode(frame) }
    }

    public let directory: URL
    public let preparer = Preparer()
    private var written: Set<String> = []

    public init(directory: URL) throws {
        self.directory = directory
        try AtomicFile.ensureDirectory(directory)
    }

    public static func fileName(forIndex index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    public func write(_ prepared: [UInt8], index: Int) throws {
        let name = Self.fileName(forIndex: index)
        try AtomicFile.write(prepared, to: directory.appendingPathComponent(name))
        written.insert(name)
    }

    public func finish() throws {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in existing where Self.isSequenceFile(name) && !written.contains(name) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    public func abort() {}

    static func isSequenceFile(_ name: String) -> Bool {
        guard name.hasSuffix(".png") else { return false }
        let stem = name.dropLast(4)
        return stem.count >= 4 && stem.allSatisfy(\.isASCII) && stem.allSatisfy(\.isNumber)
    }
}
