import Foundation
import FlipbookSupport

/// The bytes an image decoder reads: an array in memory, or a file opened once and read in
/// order. A file is opened through `RegularFile` (the one way Flipbook opens what it is given:
/// regular files only, checked before and after a non-blocking open), so a FIFO or a device never
/// blocks a decoder. Decoders pull bytes with `read(into:count:)` and learn from
/// `endedEarly` whether a failure was a truncated input.
///
/// ```swift
/// let input = try DecoderInput(path: "fixtures/assets/swift@3x.png")   // or DecoderInput(bytes:name:)
/// var signature = [UInt8](repeating: 0, count: 8)
/// let complete = signature.withUnsafeMutableBufferPointer { input.read(into: $0.baseAddress!, count: 8) == 8 }
/// ```
///
/// One owner: the descriptor is closed when the input is released.
public final class DecoderInput {
    public enum OpenError: Error, Equatable {
        case missing
        case notRegularFile
        case unreadable(String)
    }

    private let bytes: [UInt8]?
    private let descriptor: Int32
    /// How the input is named in messages (the path, or the caller's name for bytes).
    public let name: String
    /// Bytes handed out so far: the place a decoder reports a problem at.
    public private(set) var offset = 0
    /// True once a read asked for more bytes than were left.
    public private(set) var endedEarly = false
    /// The last byte handed out, for a decoder that must name the field its library refused
    /// (giflib reports an LZW code size above 8 as a read failure).
    public private(set) var lastByte: UInt8?

    public init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.descriptor = -1
        self.name = name
    }

    public init(path: String) throws(OpenError) {
        do throws(RegularFile.OpenError) {
            self.descriptor = try RegularFile.open(path).descriptor
        } catch {
            switch error {
            case .missing: throw .missing
            case .notRegular: throw .notRegularFile
            case .linkLoop: throw .unreadable("too many symbolic links")
            case .tooLarge: throw .unreadable("too large")   // no limit is asked for here
            case .unreadable(let reason): throw .unreadable(reason)
            }
        }
        self.bytes = nil
        self.name = path
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Copies up to `count` bytes to `target` and returns how many it copied; fewer than asked
    /// means the input ended (or a read failed) and sets `endedEarly`.
    public func read(into target: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        guard count > 0 else { return 0 }
        var copied = 0
        if let bytes {
            copied = min(count, bytes.count - offset)
            if copied > 0 {
                bytes.withUnsafeBufferPointer { target.update(from: $0.baseAddress! + offset, count: copied) }
            }
        } else {
            while copied < count {
                let n = Foundation.read(descriptor, target + copied, count - copied)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                copied += n
            }
        }
        offset += copied
        if copied < count { endedEarly = true }
        if copied > 0 { lastByte = target[copied - 1] }
        return copied
    }
}
