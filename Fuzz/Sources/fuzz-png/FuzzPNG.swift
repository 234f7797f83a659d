import Foundation
import FuzzDriver
import FlipbookRender

/// The PNG decoder on arbitrary bytes (`decode(bytes:)`, the path embedded assets take): it
/// throws or returns an image within the pixel limit whose pixel count matches its size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? PNGImageDecoder.decode(bytes: bytes, name: "fuzz.png") else { return 0 }
    precondition(image.width > 0 && image.height > 0, "an empty image decoded")
    precondition(image.width * image.height <= PNGImageDecoder.maximumPixels, "decoded past the limit")
    precondition(image.pixels.count == image.width * image.height)
    return 0
}

@main enum Entry {
    static func main() { FuzzDriver.run(fuzzPNG) }
}
