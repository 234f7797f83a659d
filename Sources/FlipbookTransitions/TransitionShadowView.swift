import Foundation
import FlipbookScene

/// The shadow Hero gives the moving screen (black, radius 5, no offset), drawn without a blur
/// op: rings of 1 pt strips around the screen's edge, each at the opacity a Gaussian-blurred
/// edge has there, for a shadow opacity of 1 (the view's `alpha` sets the real one).
///
/// Core Animation's shadow radius is the blur's standard deviation σ; outside a straight
/// edge the shadow's opacity at distance d is ½·erfc(d / (σ√2)). Rings go out to 3σ, where it is
/// about 0.1 % of the shadow's opacity.
///
/// ```swift
/// let shadow = TransitionShadowView(frame: screenFrame)
/// shadow.alpha = 0.5            // Hero's shadowOpacity at rest
/// ```
final class TransitionShadowView: View {
    static let ringCount = Int((3 * HeroTiming.shadowRadius).rounded())

    /// Opacity of ring `k` (distances k…k+1 pt out of the edge), sampled at its middle.
    static func ringOpacity(_ k: Int) -> Double {
        0.5 * erfc((Double(k) + 0.5) / (HeroTiming.shadowRadius * 2.0.squareRoot()))
    }

    private var builtFor: Size?

    override func layoutSubviews() {
        guard builtFor != bounds.size else { return }
        builtFor = bounds.size
        for sub in subviews { sub.removeFromSuperview() }
        let w = bounds.width, h = bounds.height
        for k in 0..<Self.ringCount {
            let d = Double(k)
            // Top and bottom strips span the corners; left and right fit between them.
            let strips = [Rect(x: -(d + 1), y: -(d + 1), width: w + 2 * (d + 1), height: 1),
                          Rect(x: -(d + 1), y: h + d, width: w + 2 * (d + 1), height: 1),
                          Rect(x: -(d + 1), y: -d, width: 1, height: h + 2 * d),
                          Rect(x: w + d, y: -d, width: 1, height: h + 2 * d)]
            for rect in strips {
                let strip = View(frame: rect)
                strip.backgroundColor = Color.black.withAlpha(Self.ringOpacity(k))
                addSubview(strip)
            }
        }
    }
}
