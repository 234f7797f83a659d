import FlipbookRender

/// A GIF read back by `GIFDecoder`: every frame as it is displayed (already composited), with its
/// delay and the animation's loop count.
///
/// ```swift
/// let gif = try GIFDecoder.decode(url: url)
/// gif.frames.count                 // == gif.delaysCentiseconds.count
/// gif.loopCount                    // 0 = forever, nil = no NETSCAPE2.0 block (play once)
/// ```
public struct DecodedGIF: Sendable, Equatable {
    /// Logical screen size; every frame has this size.
    public let width: Int
    public let height: Int
    /// Displayed frames, premultiplied ARGB32 like the renderer's: drawn pixels are opaque
    /// `0xFFRRGGBB`, pixels no frame has covered (or that were cleared) are `0`.
    public let frames: [RasterFrame]
    /// One per frame, from its graphics control block (0 if it has none).
    public let delaysCentiseconds: [Int]
    /// From the NETSCAPE2.0 application extension; nil when there is none.
    public let loopCount: Int?
}
