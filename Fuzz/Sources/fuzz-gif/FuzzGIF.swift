import Foundation
import FuzzDriver
import FlipbookEncode

/// The GIF decoder on arbitrary bytes: it throws or returns frames that all have the screen's
/// size and one delay each; it never traps and never allocates past its documented limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let gif = try? GIFDecoder.decode(bytes: bytes, name: "fuzz.gif") else { return 0 }
    precondition(gif.frames.count == gif.delaysCentiseconds.count, "one delay per frame")
    precondition(gif.width * gif.height * gif.frames.count <= GIFDecoder.maximumDecodedPixels, "decoded past the limit")
    for frame in gif.frames {
        precondition(frame.width == gif.width && frame.height == gif.height && frame.pixels.count == gif.width * gif.height)
    }
    return 0
}

@main enum Entry {
    static func main() { FuzzDriver.run(fuzzGIF) }
}
