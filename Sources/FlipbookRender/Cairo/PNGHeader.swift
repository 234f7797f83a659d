/// The first 33 bytes of every PNG: the 8-byte signature and the IHDR chunk (length 13, type,
/// width, height, bit depth, colour type, compression, filter, interlace, CRC). Checked before
/// decoding so an image's size is known, and refused, before its pixels are allocated.
///
/// ```swift
/// let size = try PNGHeader.check(first33Bytes, name: "icon.png", maximumPixels: 1 << 26, maximumSide: 16_384)
/// ```
enum PNGHeader {
    static let length = 33
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The declared size; throws `RenderError.imageCorrupt` saying why the header is refused.
    static func check(_ bytes: [UInt8], name: String, maximumPixels: Int, maximumSide: Int) throws(RenderError) -> (width: Int, height: Int) {
        func failure(_ reason: String) -> RenderError { .imageCorrupt(path: name, reason: reason) }
        guard bytes.count >= signature.count, Array(bytes[0..<8]) == signature else {
            throw failure(bytes.isEmpty ? "the file is empty, not a PNG" : "not a PNG file: no PNG signature at its start")
        }
        guard bytes.count == length else {
            throw failure("the data ends early, after \(bytes.count) bytes, inside the PNG header (truncated file?)")
        }
        guard big32(bytes, 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw failure("damaged PNG: the first chunk is not a 13-byte IHDR")
        }
        let stored = UInt32(truncatingIfNeeded: big32(bytes, 29))
        guard PNGCRC.finish(PNGCRC.update(PNGCRC.start, Array(bytes[12..<29]))) == stored else {
            throw failure("damaged PNG: chunk IHDR fails its CRC check")
        }
        let width = big32(bytes, 16), height = big32(bytes, 20)
        guard width > 0, height > 0 else { throw failure("damaged PNG: the header declares \(width)×\(height) pixels") }
        let depth = Int(bytes[24]), colour = Int(bytes[25])
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[colour] else { throw failure("damaged PNG: IHDR colour type \(colour) is not 0, 2, 3, 4 or 6") }
        guard allowed.contains(depth) else {
            throw failure("damaged PNG: IHDR bit depth \(depth) is not allowed for colour type \(colour) (only \(allowed.map(String.init).joined(separator: ", ")))")
        }
        guard bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else {
            throw failure("damaged PNG: IHDR compression \(bytes[26]), filter \(bytes[27]) or interlace \(bytes[28]) method is not defined")
        }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw failure("\(width)×\(height) pixels is larger than the limit of \(maximumPixels >> 20) Mpixel "
                            + "and \(maximumSide) pixels per side")
        }
        return (width, height)
    }

    private static func big32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }
}
