/// What `GIFImageBlock` writes for a pixel inside the changed rectangle whose colour did not
/// change since the previous frame.
enum GIFUnchangedPixels: Sendable {
    /// Its own index, as if nothing were known about the previous frame.
    case redraw
    /// Always transparent: the screen keeps the previous frame's pixel. Required with diffusion
    /// dithering so static areas cannot shimmer.
    case keep
    /// Whichever continues the current LZW string (`GIFLZWModel`): its own index if that is its
    /// exact colour, else transparent; with no continuation, its own exact colour unless the run
    /// so far is transparent. Never a colour other than the exact one, so static areas cannot
    /// shimmer.
    case preferRuns
}
