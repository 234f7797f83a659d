// An app's geometry helpers as an iOS team writes them, over Core Graphics' API. Edits for
// Flipbook: `import UIKit` → `import FlipbookUIKit`.
import Foundation
import FlipbookUIKit

enum CardMotion {
    /// A card rising into place: it starts 40 pt low at 90 %, and is at rest at progress 1.
    static func transform(progress: CGFloat) -> CGAffineTransform {
        let remaining = 1 - min(max(progress, 0), 1)
        let scale = 1 - 0.1 * remaining
        return CGAffineTransform(translationX: 0, y: 40 * remaining).scaledBy(x: scale, y: scale)
    }

    /// Where a transformed view shows on screen, in its superview's coordinates: the
    /// bounding box of its bounds turned about their centre, as UIKit computes `frame`.
    static func visibleFrame(of view: UIView) -> CGRect {
        let aboutCentre = CGAffineTransform(translationX: view.center.x, y: view.center.y)
        let toCentre = CGAffineTransform(translationX: -view.bounds.midX, y: -view.bounds.midY)
        let t = toCentre.concatenating(view.transform).concatenating(aboutCentre)
        return view.bounds.applying(t)
    }

    /// A point on screen back in the card's own coordinates.
    static func cardPoint(for screenPoint: CGPoint, cardTransform: CGAffineTransform) -> CGPoint {
        screenPoint.applying(cardTransform.inverted())
    }

    /// The fling the card keeps after the finger lifts.
    static func springVelocity(flick: CGPoint, distance: CGFloat) -> CGVector {
        guard distance != 0 else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: flick.x / distance, dy: flick.y / distance)
    }
}
