import Foundation
import Flipbook

/// Issue 29's cost row: one scrolling screen of ten cards, drawn plain (background colours)
/// and with a layer kind on each (five gradient layers, axial, radial and conic, and five dashed
/// shape-layer rings with strokeEnd), so the difference is what the layers cost per frame:
/// display-list build and raster, over the same scroll steps. A third row turns each plain card
/// 30° about y with perspective (m34 = −1/500): what drawing ten layers aside and warping them costs.
/// A fourth puts a full-width material bar (a `VisualEffectView`, 91 pt, the status and
/// navigation bars' height) over the plain cards: what blurring the backdrop every frame costs.
func layerCostRows(scale: Double, steps: Int = 60) throws -> [String] {
    // A first pass of each warms fonts, caches and the allocator; only the second is reported.
    for kind in LayerCostKind.allCases { _ = try layerCost(scale: scale, steps: 10, kind: kind) }
    return try LayerCostKind.allCases.map { try layerCost(scale: scale, steps: steps, kind: $0) }
}

private enum LayerCostKind: String, CaseIterable {
    case plain = "plain cards             "
    case layers = "10 gradient/shape layers"
    case perspective = "10 cards turned in 3D   "
    case blur = "plain + a blurred bar   "
}

private func layerCost(scale: Double, steps: Int, kind: LayerCostKind) throws -> String {
    let withLayers = kind == .layers
    do {
        let scene = Scene(screen: Screen.iPhone14.withScale(scale))
        let scroll = ScrollView(frame: Screen.iPhone14.bounds)
        scroll.contentSize = Size(width: Screen.iPhone14.bounds.width, height: 10 * 130 + 20)
        scene.root.addSubview(scroll)
        scene.scrollView = scroll
        for i in 0..<10 {
            let card = View(frame: Rect(x: 16, y: 20 + Double(i) * 130, width: Screen.iPhone14.bounds.width - 32, height: 110))
            card.backgroundColor = .secondarySystemBackground
            card.cornerRadius = 16
            scroll.addSubview(card)
            if kind == .perspective {
                var t = Transform3D.identity
                t.m34 = -1 / 500
                card.layer.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0).concatenating(t)
            }
            guard withLayers else { continue }
            if i % 2 == 0 {
                let g = GradientLayer()
                g.type = [GradientLayer.Kind.axial, .radial, .conic][(i / 2) % 3]
                g.frame = card.bounds
                g.cornerRadius = 16
                g.colors = [Color.systemIndigo, Color.systemPink, Color.systemOrange]
                g.startPoint = Point(x: 0.5, y: 0.5)
                g.endPoint = Point(x: 1, y: 1)
                card.layer.addSublayer(g)
            } else {
                let ring = ShapeLayer()
                ring.frame = Rect(x: 20, y: 15, width: 80, height: 80)
                ring.path = BezierPath(arcCenter: Point(x: 40, y: 40), radius: 34, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
                ring.fillColor = nil
                ring.strokeColor = .systemBlue
                ring.lineWidth = 8
                ring.lineCap = .round
                ring.lineDashPattern = [10, 4]
                ring.strokeEnd = 0.7
                card.layer.addSublayer(ring)
            }
        }
        if kind == .blur {
            let bar = VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial))
            bar.frame = Rect(x: 0, y: 0, width: Screen.iPhone14.bounds.width, height: 91)
            scene.root.addSubview(bar)
        }
        scene.layout()
        let clock = ContinuousClock()
        var build: Duration = .zero, raster: Duration = .zero
        let rasterizer = Rasterizer()
        for step in 0..<steps {
            scroll.contentOffset = Point(x: 0, y: Double(step * 4))
            scene.layout()
            var list: DisplayList!
            build += clock.measure { list = scene.displayList() }
            raster += try clock.measure { _ = try rasterizer.render(list) }
        }
        let n = Double(steps)
        return "  \(kind.rawValue): display list \(fmt(1000 * ms(build) / n, 1)) µs/frame, raster \(fmt(ms(raster) / n)) ms/frame"
    }
}
