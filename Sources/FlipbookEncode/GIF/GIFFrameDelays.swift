/// Per-frame GIF delays in centiseconds for a constant frame rate, with the rounding error
/// carried over so that the animation does not drift: frame `k` lasts
/// `round((k+1)·100/fps) − round(k·100/fps)`. At 30 fps that is 3, 4, 3, 3, 4, 3, … (3.33 cs on
/// average) instead of a flat 3 cs that would play 11 % too fast.
///
/// ```swift
/// let delays = try GIFFrameDelays(fps: 30)
/// (0..<6).map(delays.centiseconds(forFrame:))   // [3, 4, 3, 3, 4, 3]
/// ```
///
/// Browsers replace delays below 2 cs with 10 cs, so rates above 50 fps play slowly there; GIF
/// simply cannot express them. Rates above 100 fps would give zero-length frames and are refused.
public struct GIFFrameDelays: Sendable, Equatable {
    public let fps: Double

    /// GIF stores a delay in 16 bits of centiseconds.
    static let maximumDelay = 65_535

    public init(fps: Double) throws {
        guard fps.isFinite, fps > 0 else {
            throw GIFError.invalidParameter("fps must be a positive finite number, got \(fps)")
        }
        guard fps <= 100 else {
            throw GIFError.invalidParameter("fps \(fps) is above 100: GIF delays are whole centiseconds")
        }
        // The longest carried delay is ceil(100/fps); it must fit the 16-bit field.
        guard (100 / fps).rounded(.up) <= Double(Self.maximumDelay) else {
            throw GIFError.invalidParameter("fps \(fps) is too low: a frame would last over 655.35 s")
        }
        self.fps = fps
    }

    /// What to tell the user when the rate is above 50 fps: browsers play delays below 2 cs as
    /// 10 cs, so such a GIF would run several times too slowly there. nil at 50 fps and below.
    ///
    /// ```swift
    /// try GIFFrameDelays(fps: 60).browserWarning   // "60 fps is above 50: browsers ..."
    /// ```
    public var browserWarning: String? {
        guard fps > 50 else { return nil }
        let shown = fps == fps.rounded() ? String(Int(fps)) : String(fps)
        return "\(shown) fps is above 50: browsers show GIF delays under 2 cs as 10 cs, "
            + "so this GIF will play slowly there; 50 fps or less plays as rendered"
    }

    /// The delay of frame `index` (0-based). Negative indices are treated as 0; indices are capped
    /// at 2⁴⁰ so the timestamps always fit an `Int` (no real animation gets near that).
    public func centiseconds(forFrame index: Int) -> Int {
        let k = Double(min(max(index, 0), 1 << 40))
        return Int(timestamp(k + 1)) - Int(timestamp(k))
    }

    /// Centiseconds from the start to the beginning of frame `k`, rounded half away from zero.
    private func timestamp(_ k: Double) -> Double {
        (k * 100 / fps).rounded(.toNearestOrAwayFromZero)
    }
}
