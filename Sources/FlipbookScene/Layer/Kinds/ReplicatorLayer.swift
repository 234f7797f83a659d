import FlipbookRender

/// Core Animation's `CAReplicatorLayer`: its sublayers drawn `instanceCount` times, each copy
/// transformed by `instanceTransform` once more than the one before (about the layer's anchor
/// point, as the sublayer transform is), its Core Animation animations running `instanceDelay`
/// seconds behind the one before, and its colours multiplied by `instanceColor` with the offsets
/// added per copy (developer.apple.com/documentation/quartzcore/careplicatorlayer). The spinner:
///
/// ```swift
/// let replicator = CAReplicatorLayer()
/// replicator.frame = spinner.bounds
/// let dot = CALayer()
/// dot.frame = CGRect(x: 18, y: 0, width: 4, height: 4)
/// dot.backgroundColor = UIColor.label.cgColor
/// replicator.addSublayer(dot)
/// replicator.instanceCount = 12
/// replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
/// replicator.instanceDelay = 1.0 / 12
/// let fade = CABasicAnimation(keyPath: "opacity"); fade.fromValue = 1; fade.toValue = 0.1
/// fade.duration = 1; fade.repeatCount = .infinity
/// dot.add(fade, forKey: "fade")
/// spinner.layer.addSublayer(replicator)
/// ```
///
/// A copy's transform is its affine part (an `instanceTransform` that tilts in 3D is drawn flat:
/// CHOSEN), images are not recoloured, and `preservesDepth` is accepted. At most
/// `maximumInstanceCount` copies are drawn.
open class ReplicatorLayer: Layer {
    /// Copies drawn beyond this would only burn time (CHOSEN: far past any spinner or equaliser).
    public static let maximumInstanceCount = 1000

    /// How many copies of the sublayers are drawn (1, the default: just the sublayers; 0: none).
    public var instanceCount = 1
    /// From one copy to the next.
    public var instanceTransform: Transform3D = .identity
    /// Seconds each copy's animations run behind the one before.
    public var instanceDelay: Double = 0
    /// Multiplies the colours of every copy (white, the default, changes nothing).
    public var instanceColor: Color? = .white
    /// Added to the colour's components once more for each copy after the first.
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0
    /// Accepted: copies are drawn flat, in order.
    public var preservesDepth = false

    public required init() { super.init() }

    /// The colour factors of copy `index`, each within 0…1.
    func tint(ofInstance index: Int) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let base = instanceColor ?? .white
        func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 1 }
        let i = Double(index)
        return (clamp(base.red + i * Double(instanceRedOffset)), clamp(base.green + i * Double(instanceGreenOffset)),
                clamp(base.blue + i * Double(instanceBlueOffset)), clamp(base.alpha + i * Double(instanceAlphaOffset)))
    }
}
