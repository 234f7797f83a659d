import FlipbookSupport

/// Core Animation's `CAEmitterLayer` and `CAEmitterCell`, accepted and not drawn: particle systems
/// are random by design (each particle's birth, speed and spin are drawn from ranges), which golden
/// frames cannot be, and Core Animation does not document its generator. The properties app code
/// sets are kept; the layer draws nothing, and the scene warns once that it was left out.
///
/// ```swift
/// let confetti = CAEmitterLayer()
/// confetti.emitterCells = [cell]      // kept; the scene warns "CAEmitterLayer is not drawn …"
/// view.layer.addSublayer(confetti)
/// ```
open class EmitterLayer: Layer {
    public var emitterCells: [EmitterCell]?
    public var emitterPosition: Point = .zero
    public var emitterSize: Size = .zero
    public var emitterShape = "point"
    public var emitterMode = "volume"
    public var renderMode = "unordered"
    public var birthRate: Float = 1
    public var lifetime: Float = 1
    public var velocity: Float = 1
    public var scale: Float = 1
    public var spin: Float = 1
    public var seed: UInt32 = 0

    public required init() { super.init() }

    static let refusal = "CAEmitterLayer is not drawn: its particles are random, which frames compared with goldens cannot be"
}

/// `CAEmitterCell`: the settings of one kind of particle, kept and not drawn (see `EmitterLayer`).
open class EmitterCell {
    public var name: String?
    public var contents: Any?
    public var birthRate: Float = 0
    public var lifetime: Float = 0
    public var lifetimeRange: Float = 0
    public var velocity: Double = 0
    public var velocityRange: Double = 0
    public var emissionLongitude: Double = 0
    public var emissionRange: Double = 0
    public var spin: Double = 0
    public var spinRange: Double = 0
    public var scale: Double = 1
    public var scaleRange: Double = 0
    public var scaleSpeed: Double = 0
    public var alphaSpeed: Float = 0
    public var color: Color?
    public var emitterCells: [EmitterCell]?

    public init() {}
}

/// Layers drawn in the display list under way that the scene must warn about (an emitter's
/// refusal), per thread; the scene reads and clears it after each build.
enum DrawnRefusals {
    private final class Box { var messages: Set<String> = [] }
    private static let slot = ThreadLocalObject<Box, Never> { Box() }

    static func note(_ message: String) { slot.current().messages.insert(message) }

    static func take() -> [String] {
        let box = slot.current()
        defer { box.messages = [] }
        return box.messages.sorted()
    }
}
