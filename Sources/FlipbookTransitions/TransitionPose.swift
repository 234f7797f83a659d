import FlipbookScene

/// Where one screen's root view is at an instant of a transition, relative to where it rests
/// (filling the container): moved by `translation`, scaled by `scale` about its centre, faded to
/// `alpha`, darkened by a black overlay at `overlayAlpha`, casting a shadow at `shadowOpacity`.
///
/// ```swift
/// let pose = TransitionPose(translation: Point(x: -130, y: 0), scale: 1, alpha: 1, overlayAlpha: 0.1, shadowOpacity: 0)
/// pose.transform            // a translation by (-130, 0)
/// ```
public struct TransitionPose: Sendable, Hashable {
    public var translation: Point
    public var scale: Double
    public var alpha: Double
    public var overlayAlpha: Double
    public var shadowOpacity: Double
    /// The corner radius of the screen (UIKit's sheet card); applied only by animations that
    /// say so (`animatesCornerRadius`), so Hero's poses leave a screen's own radius alone.
    public var cornerRadius: Double

    public init(translation: Point = .zero, scale: Double = 1, alpha: Double = 1, overlayAlpha: Double = 0, shadowOpacity: Double = 0,
                cornerRadius: Double = 0) {
        self.translation = translation
        self.scale = scale
        self.alpha = alpha
        self.overlayAlpha = overlayAlpha
        self.shadowOpacity = shadowOpacity
        self.cornerRadius = cornerRadius
    }

    /// The view's transform (about its centre): scaled first, then moved, so the shift is not scaled.
    public var transform: AffineTransform {
        AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: translation.x, y: translation.y))
    }

    /// The view's frame on screen when its resting frame is `rest`: the box the transform makes of it.
    public func frame(restingAt rest: Rect) -> Rect {
        let w = rest.width * scale, h = rest.height * scale
        return Rect(x: rest.midX + translation.x - w / 2, y: rest.midY + translation.y - h / 2, width: w, height: h)
    }

    /// Component by component from `self` (at 0) to `other` (at 1), as Core Animation
    /// interpolates a decomposed transform, opacity and overlay.
    func interpolated(to other: TransitionPose, _ f: Double) -> TransitionPose {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        return TransitionPose(translation: Point(x: mix(translation.x, other.translation.x), y: mix(translation.y, other.translation.y)),
                              scale: mix(scale, other.scale), alpha: mix(alpha, other.alpha),
                              overlayAlpha: mix(overlayAlpha, other.overlayAlpha), shadowOpacity: mix(shadowOpacity, other.shadowOpacity),
                              cornerRadius: mix(cornerRadius, other.cornerRadius))
    }
}

/// Both screens at one instant of a transition, and which one is drawn on top.
public struct TransitionFrame: Sendable, Hashable {
    public var from: TransitionPose
    public var to: TransitionPose
    /// True when the outgoing screen covers the incoming one (pull, uncover, pageOut, zoom, and
    /// slide/zoomSlide/fade on the way out of a modal or navigation controller).
    public var fromOnTop: Bool
}
