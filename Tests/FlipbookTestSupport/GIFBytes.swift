/// Hand-made GIF bytes for decoder tests: a global palette of four colours (0 red, 1 green,
/// 2 blue, 3 white) and frames of one pixel each, coded as LZW by hand, so a test can state a
/// hostile file exactly (a huge screen, many frames, a cut) in a few hundred bytes.
public enum GIFBytes {
    /// `GIF89a`, a `width`×`height` screen with the palette, then `frames` one-pixel frames
    /// (colour index `k % 4` at `(k % width, 0)`), then the trailer.
    public static func onePixelFrames(width: Int, height: Int, frames: Int) -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        bytes += le16(width) + le16(height) + [0xF1, 0, 0]          // global table of 2^(1+1) = 4 colours
        bytes += [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
        for k in 0..<frames {
            bytes += [0x21, 0xF9, 4, 0x04, 1, 0, 0, 0]              // graphics control: keep, 1 cs, opaque
            bytes += [0x2C] + le16(k % width) + le16(0) + le16(1) + le16(1) + [0]
            bytes += [2] + onePixelLZW(index: k % 4) + [0]
        }
        return bytes + [0x3B]
    }

    /// Minimum code size 2: clear (4), the index, end (5), three bits each, least significant first.
    public static func onePixelLZW(index: Int) -> [UInt8] {
        let bits = 4 | index << 3 | 5 << 6
        return [2, UInt8(bits & 0xFF), UInt8(bits >> 8)]
    }

    public static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
