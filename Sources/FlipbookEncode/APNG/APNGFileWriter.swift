import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// An APNG being written, chunk by chunk, into an `AtomicFile`'s temporary file: the signature,
/// IHDR and acTL first, then each frame's fcTL and image data (IDAT for the first, fdAT after),
/// IEND last. The frame count in acTL is only known at the end: a placeholder is written and
/// patched in place (`pwrite`) by `complete`, so no frame has to be kept until then.
///
/// ```swift
/// let writer = try APNGFileWriter(file: AtomicFile(destination: url))
/// try writer.putHeader(width: 780, height: 1688, opaque: true, plays: 0)
/// try writer.putFrame(rect: PixelRect(x: 0, y: 0, width: 780, height: 1688), delay: (1, 30), data: zlibBytes)
/// try writer.complete()
/// try writer.file.commit()
/// ```
///
/// Every system call's result is checked; a failure becomes `APNGError.system` naming the final
/// path. Not Sendable: it lives inside one `APNGSink`, on the thread that feeds it.
final class APNGFileWriter {
    let file: AtomicFile
    private var fd: Int32?
    private var offset = 0
    /// Where acTL's data starts: its frame count is rewritten there at the end.
    private var animationControlOffset: Int?
    /// fcTL and fdAT chunks share one sequence, from 0.
    private var sequence: UInt32 = 0
    /// acTL's play count, written again with the frame count at the end.
    private var plays: UInt32 = 0
    private(set) var framesWritten = 0

    init(file: AtomicFile) throws {
        self.file = file
        fd = try file.create()
    }

    deinit { discard() }

    /// IHDR (RGB when `opaque`, else RGBA) and acTL with a placeholder frame count.
    /// `plays`: how many times the animation plays, 0 = forever.
    func putHeader(width: Int, height: Int, opaque: Bool, plays: UInt32) throws {
        var bytes = PNGChunks.signature
        PNGChunks.append("IHDR", PNGEncoder.header(width: width, height: height, opaque: opaque), to: &bytes)
        animationControlOffset = offset + bytes.count + 8   // after acTL's length and type
        PNGChunks.append("acTL", Self.animationControl(frames: 0, plays: plays), to: &bytes)
        self.plays = plays
        try put(bytes)
    }

    /// One frame: its control chunk (region, delay, dispose NONE, blend SOURCE) and its zlib
    /// stream of filtered scanlines. The first frame is the default image (IDAT) and must cover
    /// the whole canvas; later ones go in fdAT.
    func putFrame(rect: PixelRect, delay: APNGFrameDelays.Delay, data: [UInt8]) throws {
        // Two sequence numbers per frame; PNG caps them (like every 4-byte number) at 2³¹ − 1.
        guard sequence < UInt32(Int32.max) - 2, data.count <= PNGChunks.maximumLength - 4 else {
            throw APNGError.invalidFrame(index: framesWritten, reason: "too many frames or too large a frame for PNG",
                                         path: file.destination.path)
        }
        var control: [UInt8] = []
        control.appendBigEndian(sequence)
        for v in [rect.width, rect.height, rect.x, rect.y] { control.appendBigEndian(UInt32(v)) }
        control.appendBigEndian(delay.numerator)
        control.appendBigEndian(delay.denominator)
        control += [0, 0]   // dispose op NONE: the canvas keeps this frame; blend op SOURCE: replace
        sequence += 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count + 64)
        PNGChunks.append("fcTL", control, to: &bytes)
        if framesWritten == 0 {
            PNGChunks.append("IDAT", data, to: &bytes)
        } else {
            var frameData: [UInt8] = []
            frameData.reserveCapacity(data.count + 4)
            frameData.appendBigEndian(sequence)
            frameData += data
            sequence += 1
            PNGChunks.append("fdAT", frameData, to: &bytes)
        }
        try put(bytes)
        framesWritten += 1
    }

    /// IEND, the real frame count in acTL, and closes the file (the caller commits it).
    func complete() throws {
        guard let at = animationControlOffset else {
            throw APNGError.notWritable(reason: "no frame was written", path: file.destination.path)
        }
        var end: [UInt8] = []
        PNGChunks.append("IEND", [], to: &end)
        try put(end)
        // acTL's 8 data bytes and its CRC, in place of the placeholder.
        let data = Self.animationControl(frames: UInt32(framesWritten), plays: plays)
        var patch = data
        patch.appendBigEndian(PNGChunks.crc(type: Array("acTL".utf8), data))
        try putAt(patch, offset: at)
        try closeFile()
    }

    /// Closes (if open) and deletes the temporary file.
    func discard() {
        if let fd { close(fd) }
        fd = nil
        file.discard()
    }

    private static func animationControl(frames: UInt32, plays: UInt32) -> [UInt8] {
        var data: [UInt8] = []
        data.appendBigEndian(frames)
        data.appendBigEndian(plays)
        return data
    }

    private func handle(_ operation: String) throws -> Int32 {
        guard let fd else { throw APNGError.notWritable(reason: "\(operation) after the file was closed", path: file.destination.path) }
        return fd
    }

    private func put(_ bytes: [UInt8]) throws {
        let fd = try handle("write")
        try bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw systemError("write")
                }
                done += n
            }
        }
        offset += bytes.count
    }

    private func putAt(_ bytes: [UInt8], offset at: Int) throws {
        let fd = try handle("pwrite")
        try bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = pwrite(fd, raw.baseAddress! + done, raw.count - done, off_t(at + done))
                if n < 0 {
                    if errno == EINTR { continue }
                    throw systemError("pwrite")
                }
                done += n
            }
        }
    }

    private func closeFile() throws {
        let fd = try handle("close")
        self.fd = nil
        // close(2) reports delayed write errors (NFS, quotas): a failed close is a failed file.
        guard close(fd) == 0 else { throw systemError("close") }
    }

    private func systemError(_ operation: String) -> APNGError {
        .system(operation: "\(operation)(\(file.temporary.path))", reason: String(cString: strerror(errno)), path: file.destination.path)
    }
}
