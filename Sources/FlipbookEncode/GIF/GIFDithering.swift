/// How a frame with more than 256 colours is mapped onto its palette.
///
/// ```swift
/// let sink = try GIFSink(url: url, fps: 30, dithering: .ordered)
/// ```
///
/// - `none` (the default): every pixel takes its nearest palette colour. The smallest files and,
///   with a k-means palette, the highest PSNR; gradients may band.
/// - `ordered`: an 8×8 Bayer threshold added before the lookup. The pattern is fixed to the
///   screen, so it does not crawl between frames, and it compresses better than diffusion.
/// - `diffusion`: Floyd–Steinberg, serpentine. The smoothest gradients, the largest files.
///   Diffusion moves error into neighbouring pixels, so two frames with the same static area
///   would dither it differently; `GIFSink` therefore always keeps unchanged pixels from the
///   previous frame (transparent) in this mode, and static areas never shimmer.
///
/// Frames with at most 256 colours are exact and never dithered.
public enum GIFDithering: String, Sendable, CaseIterable {
    case none
    case ordered
    case diffusion
}
