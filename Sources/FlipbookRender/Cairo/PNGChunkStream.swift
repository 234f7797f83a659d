/// What Cairo's PNG reader (libpng) is fed: the checked header, then the file's chunks with every
/// ancillary chunk but `tRNS` left out. Cairo draws pixels from IHDR, PLTE, tRNS and IDAT only, so
/// the image is the same; what is left out is what libpng would allocate a declared length for
/// (a 1 GB `zTXt` length in a 43-byte file) or inflate without a bound (`zTXt`, `iTXt`, `iCCP`).
/// A kept chunk other than IDAT may be at most `maximumChunkBytes`; IDAT streams through.
///
/// ```swift
/// let stream = PNGChunkStream(header: first33Bytes, rest: input)
/// stream.fill(buffer, count: 8)   // false: the input ended, or `problem` says why
/// ```
final class PNGChunkStream {
    /// libpng's own suggested bound for a chunk it buffers (PNG_USER_CHUNK_MALLOC_MAX, 8 MB).
    static let maximumChunkBytes = 8_000_000

    private let rest: DecoderInput
    /// Bytes to serve before reading on: the header, then each kept chunk's length and type.
    private var pending: [UInt8]
    private var served = 0
    /// Bytes of the current kept chunk's data still to copy from `rest` (its CRC follows, checked).
    private var passthrough = 0
    /// The chunk being served or skipped, for messages.
    private var chunk = "IHDR"
    /// Why the stream stopped: a chunk refused, or the input ending inside one.
    private(set) var problem: String?
    /// The CRC of the chunk being passed through (its type and the data so far), checked against
    /// the stored one before libpng sees it: a damaged chunk is named, not "out of memory".
    private var crc = PNGCRC.start
    private var checkingCRC = false
    private let colourType: UInt8
    private var sawPLTE = false, sawIDAT = false

    init(header: [UInt8], rest: DecoderInput) {
        self.pending = header
        self.rest = rest
        colourType = header.count > 25 ? header[25] : 0
    }

    /// Copies exactly `count` bytes of the filtered PNG to `target`, or returns false.
    func fill(_ target: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        var target = target, count = count
        while count > 0 {
            if served < pending.count {
                let n = min(count, pending.count - served)
                pending.withUnsafeBufferPointer { target.update(from: $0.baseAddress! + served, count: n) }
                served += n; target += n; count -= n
            } else if passthrough > 0 {
                let n = min(count, passthrough)
                guard rest.read(into: target, count: n) == n else { return endedEarly() }
                if checkingCRC { crc = PNGCRC.update(crc, target, count: n) }
                passthrough -= n; target += n; count -= n
            } else if checkingCRC {
                guard checkStoredCRC() else { return false }
            } else if !nextChunk() {
                return false
            }
        }
        return true
    }

    /// Reads the next chunk's length and type: queues a kept chunk, skips a left-out one.
    private func nextChunk() -> Bool {
        var header = [UInt8](repeating: 0, count: 8)
        guard header.withUnsafeMutableBufferPointer({ rest.read(into: $0.baseAddress!, count: 8) }) == 8 else {
            problem = "the data ends early, after \(rest.offset) bytes, where a chunk should start after \(chunk) (truncated file?)"
            return false
        }
        let length = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        let type = String(decoding: header[4..<8], as: UTF8.self)
        guard length <= 0x7FFF_FFFF else {
            problem = "damaged PNG: chunk \(type) declares \(length) bytes (at most 2^31 - 1)"
            return false
        }
        guard header[4..<8].allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            problem = "damaged PNG: after chunk \(chunk), a chunk type that is not four letters (bytes \(header[4..<8].map { String($0, radix: 16) }.joined(separator: " ")))"
            return false
        }
        chunk = type
        let critical = header[4] & 0x20 == 0
        if critical || type == "tRNS" {
            guard type == "IDAT" || length <= Self.maximumChunkBytes else {
                problem = "chunk \(type) declares \(length) bytes, more than the \(Self.maximumChunkBytes) allowed"
                return false
            }
            switch type {
            case "IHDR": problem = "damaged PNG: a second IHDR chunk"; return false
            case "PLTE": sawPLTE = true
            case "IDAT":
                if colourType == 3, !sawPLTE { problem = "damaged PNG: colour type 3 (palette) but no PLTE chunk before IDAT"; return false }
                sawIDAT = true
            case "IEND":
                if !sawIDAT { problem = "damaged PNG: no IDAT chunk, so no image data"; return false }
            case "tRNS": break
            default: problem = "damaged PNG: unknown critical chunk \(type)"; return false
            }
            pending = header
            served = 0
            passthrough = length
            crc = PNGCRC.update(PNGCRC.start, Array(header[4..<8]))
            checkingCRC = true
            return true
        }
        return skip(length + 4)
    }

    /// Reads the passed-through chunk's stored CRC; serves it on if it matches.
    private func checkStoredCRC() -> Bool {
        var stored = [UInt8](repeating: 0, count: 4)
        guard stored.withUnsafeMutableBufferPointer({ rest.read(into: $0.baseAddress!, count: 4) }) == 4 else { return endedEarly() }
        checkingCRC = false
        let value = UInt32(stored[0]) << 24 | UInt32(stored[1]) << 16 | UInt32(stored[2]) << 8 | UInt32(stored[3])
        guard PNGCRC.finish(crc) == value else {
            problem = "damaged PNG: chunk \(chunk) fails its CRC check"
            return false
        }
        pending = stored
        served = 0
        return true
    }

    private func skip(_ count: Int) -> Bool {
        var left = count
        var scratch = [UInt8](repeating: 0, count: min(count, 1 << 16))
        while left > 0 {
            let n = min(left, scratch.count)
            guard scratch.withUnsafeMutableBufferPointer({ rest.read(into: $0.baseAddress!, count: n) }) == n else {
                return endedEarly()
            }
            left -= n
        }
        return true
    }

    private func endedEarly() -> Bool {
        problem = "the data ends early, after \(rest.offset) bytes, inside chunk \(chunk) (truncated file?)"
        return false
    }
}
