import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// A 2× scene for one control, and pixel measurements in points over its renders.
struct ControlTestScene {
    static let scale = 2.0
    let scene: Scene

    init(_ appearance: Appearance = .light, _ direction: LayoutDirection = .leftToRight,
         size: Size = Size(width: 200, height: 80)) {
        scene = Scene(screen: Screen(name: "test", size: size, scale: ControlTestScene.scale, safeAreaInsets: .zero))
        scene.appearance = appearance
        scene.layoutDirection = direction
        scene.advance(to: Step(index: 0, time: 0))
    }

    var background: RGBA { scene.appearance == .dark ? RGBA(r: 0, g: 0, b: 0, a: 255) : RGBA(r: 255, g: 255, b: 255, a: 255) }

    func render() throws -> RasterFrame {
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    /// Advances the scene's clock to `time` (step numbers count up from 1).
    func advance(to time: Double, index: Int) { scene.advance(to: Step(index: index, time: time)) }
}

extension RasterFrame {
    /// The bounds, in points, of pixels within `tolerance` of `colour`.
    func bounds(of colour: RGBA, tolerance: Int = 12) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height { for x in 0..<width where rgba(x, y).distance(to: colour) <= tolerance {
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x); minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        } }
        guard maxX >= 0 else { return nil }
        let s = ControlTestScene.scale
        return Rect(x: Double(minX) / s, y: Double(minY) / s, width: Double(maxX - minX + 1) / s, height: Double(maxY - minY + 1) / s)
    }

    /// The runs (start, length in points) along row `yPoint` of pixels within `tolerance` of `colour`.
    func runs(of colour: RGBA, atY yPoint: Double, tolerance: Int = 12) -> [(start: Double, length: Double)] {
        let s = ControlTestScene.scale, y = Int(yPoint * s)
        var result: [(Double, Double)] = [], start: Int?
        for x in 0...width {
            let hit = x < width && rgba(x, y).distance(to: colour) <= tolerance
            if hit, start == nil { start = x }
            if !hit, let first = start { result.append((Double(first) / s, Double(x - first) / s)); start = nil }
        }
        return result
    }
}

/// A colour's drawn value in a scene's appearance, as 8-bit RGBA.
func drawn(_ colour: Color, _ appearance: Appearance) -> RGBA {
    let c = colour.resolved(for: appearance)
    return RGBA(r: Int((c.red * 255).rounded()), g: Int((c.green * 255).rounded()), b: Int((c.blue * 255).rounded()), a: 255)
}
