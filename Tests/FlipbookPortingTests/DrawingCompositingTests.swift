import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport
import typealias FlipbookUIKit.NSAttributedString

/// Blend modes, alpha, transparency layers, shadows, images and text in a `CGContext`, drawn
/// through `UIGraphicsImageRenderer` at scale 1 and read back pixel by pixel, against the W3C
/// Compositing and Blending Level 1 formulas (www.w3.org/TR/compositing-1/, the PDF 32000-1
/// §11.3.5 modes CGBlendMode names: developer.apple.com/documentation/coregraphics/cgblendmode)
/// worked by hand here, and against Pillow's ImageChops.
final class DrawingCompositingTests: XCTestCase {
    typealias RGB = (r: Double, g: Double, b: Double)

    private func render(_ size: CGSize, _ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { draw($0.cgContext) }
    }

    /// Straight (un-premultiplied) 0...255 RGBA of a pixel.
    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> RGBA {
        let d = image.ref.image
        let p = d.pixels[y * d.width + x]
        let a = Int(p >> 24), r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
        guard a > 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        return RGBA(r: min(255, (r * 255 + a / 2) / a), g: min(255, (g * 255 + a / 2) / a), b: min(255, (b * 255 + a / 2) / a), a: a)
    }

    private func color(_ c: RGB, _ a: Double = 1) -> UIColor { UIColor(red: c.r, green: c.g, blue: c.b, alpha: a) }
    private func bytes(_ c: RGB) -> RGBA { RGBA(r: Int((c.r * 255).rounded()), g: Int((c.g * 255).rounded()), b: Int((c.b * 255).rounded()), a: 255) }

    // MARK: The W3C formulas, by hand (§9 separable, §9.2 non-separable)

    private static func separable(_ mode: CGBlendMode, _ cb: Double, _ cs: Double) -> Double? {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return separable(.hardLight, cs, cb)   // HardLight(Cs, Cb) with the roles swapped
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : (cs == 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb == 1 ? 1 : (cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : { let s = 2 * cs - 1; return cb + s - cb * s }()
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return nil
        }
    }

    private static func lum(_ c: RGB) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }
    private static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.r, c.g, c.b), x = max(c.r, c.g, c.b)
        var o = c
        if n < 0 { o = (l + (o.r - l) * l / (l - n), l + (o.g - l) * l / (l - n), l + (o.b - l) * l / (l - n)) }
        if x > 1 { o = (l + (o.r - l) * (1 - l) / (x - l), l + (o.g - l) * (1 - l) / (x - l), l + (o.b - l) * (1 - l) / (x - l)) }
        return o
    }
    private static func setLum(_ c: RGB, _ l: Double) -> RGB { let d = l - lum(c); return clipColor((c.r + d, c.g + d, c.b + d)) }
    private static func sat(_ c: RGB) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }
    private static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var v = [c.r, c.g, c.b]
        let order = v.indices.sorted { v[$0] < v[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if v[hi] > v[lo] {
            v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo]); v[hi] = s
        } else { v[mid] = 0; v[hi] = 0 }
        v[lo] = 0
        return (v[0], v[1], v[2])
    }
    private static func blend(_ mode: CGBlendMode, _ cb: RGB, _ cs: RGB) -> RGB {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return (separable(mode, cb.r, cs.r)!, separable(mode, cb.g, cs.g)!, separable(mode, cb.b, cs.b)!)
        }
    }

    private let pairs: [(backdrop: RGB, source: RGB)] = [
        ((0.2, 0.6, 0.8), (0.9, 0.3, 0.5)),
        ((0.8, 0.4, 0.1), (0.2, 0.7, 0.6)),
        ((0.5, 0.5, 0.5), (0.1, 0.9, 0.3)),
    ]

    /// Each opaque pair blended in one 10×10 square: the backdrop filled normally, the source
    /// over it in the mode.
    private func drawPairs(_ mode: CGBlendMode) -> UIImage {
        render(CGSize(width: 10 * pairs.count, height: 10)) { ctx in
            for (i, pair) in pairs.enumerated() {
                let square = CGRect(x: 10 * i, y: 0, width: 10, height: 10)
                ctx.setBlendMode(.normal)
                ctx.setFillColor(color(pair.backdrop).cgColor)
                ctx.fill(square)
                ctx.setBlendMode(mode)
                ctx.setFillColor(color(pair.source).cgColor)
                ctx.fill(square)
            }
        }
    }

    func testEverySeparableAndNonSeparableModeGivesTheW3CFormulasResult() {
        let modes: [CGBlendMode] = [.multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
                                    .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity]
        for mode in modes {
            let image = drawPairs(mode)
            for (i, pair) in pairs.enumerated() {
                let expected = bytes(Self.blend(mode, pair.backdrop, pair.source))
                let got = pixel(image, 10 * i + 5, 5)
                XCTAssertLessThanOrEqual(got.distance(to: expected), 2, "\(mode) of \(pair): \(got) vs hand-worked \(expected)")
            }
        }
    }

    /// Porter-Duff operators need coverage: a backdrop square on the left half of a clear
    /// canvas, the source square over the middle, so each region shows one term of the formula
    /// (W3C §9.1: co = cs·Fa + cb·Fb, αo = αs·Fa + αb·Fb).
    func testPorterDuffModesOnEachRegionOfCoverage() {
        let d: RGB = (0.2, 0.6, 0.8), s: RGB = (0.9, 0.3, 0.5)
        let D = bytes(d), S = bytes(s), none = RGBA(r: 0, g: 0, b: 0, a: 0)
        // (backdrop only, both, source only): the source is drawn through its own shape, so
        // outside it the backdrop stays as Core Graphics leaves it.
        let expected: [(CGBlendMode, RGBA, RGBA, RGBA)] = [
            (.clear, D, none, none),
            (.copy, D, S, S),
            (.sourceIn, D, S, none),
            (.sourceOut, D, none, S),
            (.sourceAtop, D, S, none),
            (.destinationOver, D, D, S),
            (.destinationIn, D, D, none),
            (.destinationOut, D, none, none),
            (.destinationAtop, D, D, S),
            (.xor, D, none, S),
            (.plusLighter, D, RGBA(r: min(255, D.r + S.r), g: min(255, D.g + S.g), b: min(255, D.b + S.b), a: 255), S),
        ]
        for (mode, onlyBackdrop, both, onlySource) in expected {
            let image = render(CGSize(width: 30, height: 10)) { ctx in
                ctx.setFillColor(color(d).cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
                ctx.setBlendMode(mode)
                ctx.setFillColor(color(s).cgColor)
                ctx.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
            }
            XCTAssertLessThanOrEqual(pixel(image, 5, 5).distance(to: onlyBackdrop), 1, "\(mode): backdrop only")
            XCTAssertLessThanOrEqual(pixel(image, 15, 5).distance(to: both), 1, "\(mode): both, got \(pixel(image, 15, 5))")
            XCTAssertLessThanOrEqual(pixel(image, 25, 5).distance(to: onlySource), 1, "\(mode): source only, got \(pixel(image, 25, 5))")
        }
    }

    /// The same pairs through Pillow's ImageChops (pillow.readthedocs.io/en/stable/reference/ImageChops.html),
    /// an independent implementation of the separable modes it has.
    func testTheSeparableModesMatchPillowsImageChops() throws {
        let chops: [(CGBlendMode, String)] = [(.multiply, "multiply"), (.screen, "screen"), (.darken, "darker"), (.lighten, "lighter"),
                                              (.difference, "difference"), (.overlay, "overlay"), (.hardLight, "hard_light")]
        func list(_ c: [RGB]) -> String { c.map { "(\(Int(($0.r * 255).rounded())),\(Int(($0.g * 255).rounded())),\(Int(($0.b * 255).rounded())))" }.joined(separator: ",") }
        let script = """
        import sys
        from PIL import Image, ImageChops
        def img(px):
            im = Image.new('RGB', (len(px), 1)); im.putdata(px); return im
        b = img([\(list(pairs.map(\.backdrop)))]); s = img([\(list(pairs.map(\.source)))])
        for name in sys.argv[1:]:
            out = getattr(ImageChops, name)(b, s)
            print(name, ' '.join('%d,%d,%d' % p for p in out.getdata()))
        """
        let output = try IndependentChecker.run(script, arguments: chops.map(\.1))
        let lines = Dictionary(uniqueKeysWithValues: output.split(separator: "\n").map { line -> (String, [RGBA]) in
            let parts = line.split(separator: " ")
            return (String(parts[0]), parts.dropFirst().map { p in
                let v = p.split(separator: ",").map { Int($0)! }
                return RGBA(r: v[0], g: v[1], b: v[2], a: 255)
            })
        })
        for (mode, name) in chops {
            let image = drawPairs(mode)
            let pillow = try XCTUnwrap(lines[name], name)
            for i in pairs.indices {
                XCTAssertLessThanOrEqual(pixel(image, 10 * i + 5, 5).distance(to: pillow[i]), 2, "\(mode) vs ImageChops.\(name): pair \(i)")
            }
        }
    }

    func testAlphaAndATransparencyLayerCompositeTheGroupOnce() {
        let image = render(CGSize(width: 30, height: 10)) { ctx in
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.setAlpha(0.5)
            // Without a layer the two halves overlap and the overlap is darker…
            ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 10))
            ctx.fill(CGRect(x: 4, y: 0, width: 6, height: 10))
            // …inside one, the layer is composited once at 0.5: no overlap shows.
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            ctx.fill(CGRect(x: 15, y: 0, width: 6, height: 10))
            ctx.fill(CGRect(x: 19, y: 0, width: 6, height: 10))
            ctx.endTransparencyLayer()
            ctx.setAlpha(1)
            ctx.fill(CGRect(x: 28, y: 0, width: 2, height: 10))   // state restored after the layer: alpha 1 again set
        }
        XCTAssertEqual(pixel(image, 2, 5).a, 128, accuracy: 1)
        XCTAssertEqual(pixel(image, 5, 5).a, 191, accuracy: 1, "0.5 + 0.5·0.5 where two alpha fills overlap")
        XCTAssertEqual(pixel(image, 16, 5).a, 128, accuracy: 1)
        XCTAssertEqual(pixel(image, 20, 5).a, 128, accuracy: 1, "the layer's overlap is one picture at 0.5")
        XCTAssertEqual(pixel(image, 29, 5).a, 255)
    }

    /// A hard shadow (blur 0) is the shape moved by the offset; a blurred one has the Gaussian
    /// profile of σ = blur / 2 across its edge (CHOSEN, GraphicsContext+Compositing.swift: the
    /// HTML canvas definition): half the shadow's alpha at the edge, Φ(−1) = 15.9 % one σ outside.
    func testShadowsAreTheShapeMovedAndBlurredWithSigmaHalfTheBlur() {
        let hard = render(CGSize(width: 40, height: 40)) { ctx in
            ctx.setShadow(offset: CGSize(width: 5, height: 7), blur: 0, color: UIColor.black.cgColor)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 5, y: 5, width: 20, height: 20))
        }
        XCTAssertEqual(pixel(hard, 15, 15), RGBA(r: 255, g: 0, b: 0, a: 255), "the fill over its shadow")
        XCTAssertEqual(pixel(hard, 28, 28), RGBA(r: 0, g: 0, b: 0, a: 255), "the shadow, 5 right and 7 down")
        XCTAssertEqual(pixel(hard, 31, 15).a, 0, "past the moved shape's right edge (30)")
        XCTAssertEqual(pixel(hard, 15, 33).a, 0, "past its bottom (32)")

        let soft = render(CGSize(width: 80, height: 40)) { ctx in
            ctx.setShadow(offset: CGSize(width: 0, height: 0), blur: 8, color: UIColor.black.cgColor)
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        // σ = 4 px: the shadow's alpha right of the edge at x = 40 + t is 1 − Φ(t / 4).
        XCTAssertEqual(Double(pixel(soft, 40, 20).a) / 255, 1 - 0.5987, accuracy: 0.06, "x = 40.5: 1 − Φ(0.125)")
        XCTAssertEqual(Double(pixel(soft, 44, 20).a) / 255, 1 - 0.8682, accuracy: 0.04, "x = 44.5: 1 − Φ(1.125)")
        XCTAssertEqual(pixel(soft, 60, 20).a, 0, "five σ out")

        let defaultShadow = render(CGSize(width: 20, height: 20)) { ctx in
            ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
            ctx.setFillColor(UIColor.white.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        XCTAssertEqual(pixel(defaultShadow, 15, 10).a, 85, accuracy: 1, "setShadow(offset:blur:) is black at 1/3 alpha")
    }

    func testImagesLandInTheirRectangleAndCGContextDrawFlipsThem() {
        // A 2×2 image: red, green over blue, white.
        let quad = render(CGSize(width: 2, height: 2)) { ctx in
            ctx.setFillColor(UIColor.red.cgColor); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.setFillColor(UIColor.green.cgColor); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            ctx.setFillColor(UIColor.blue.cgColor); ctx.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
            ctx.setFillColor(UIColor.white.cgColor); ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let red = RGBA(r: 255, g: 0, b: 0, a: 255), green = RGBA(r: 0, g: 255, b: 0, a: 255)
        let blue = RGBA(r: 0, g: 0, b: 255, a: 255), white = RGBA(r: 255, g: 255, b: 255, a: 255)
        let image = render(CGSize(width: 60, height: 40)) { ctx in
            quad.draw(in: CGRect(x: 10, y: 10, width: 20, height: 20))
            ctx.draw(quad.cgImage!, in: CGRect(x: 40, y: 10, width: 20, height: 20))
        }
        XCTAssertEqual(pixel(image, 9, 15).a, 0, "left of the rectangle")
        XCTAssertEqual(pixel(image, 12, 12), red)
        XCTAssertEqual(pixel(image, 27, 12), green)
        XCTAssertEqual(pixel(image, 12, 27), blue)
        XCTAssertEqual(pixel(image, 27, 27), white)
        XCTAssertEqual(pixel(image, 15, 31).a, 0, "below it")
        // Core Graphics' y-up image drawing in a UIKit context: the bottom row on top.
        XCTAssertEqual(pixel(image, 42, 12), blue)
        XCTAssertEqual(pixel(image, 57, 12), white)
        XCTAssertEqual(pixel(image, 42, 27), red)
        XCTAssertEqual(pixel(image, 57, 27), green)

        let faded = render(CGSize(width: 20, height: 20)) { _ in
            quad.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20), blendMode: .normal, alpha: 0.25)
        }
        XCTAssertEqual(pixel(faded, 3, 3).a, 64, accuracy: 1, "draw(in:blendMode:alpha:) at 0.25")
        let tinted = render(CGSize(width: 20, height: 20)) { _ in quad.withTintColor(.systemOrange).draw(at: CGPoint(x: 4, y: 4)) }
        XCTAssertEqual(pixel(tinted, 5, 5), RGBA(r: 255, g: 149, b: 0, a: 255), "withTintColor: the coverage in systemOrange")
        XCTAssertEqual(pixel(tinted, 7, 7).a, 0, "draw(at:) at the image's 2×2 point size")
    }

    /// What `draw(at:)` inks lies inside `boundingRect` measured at the same point, and fills
    /// most of its width; two lines wrapped by `draw(in:)` are as tall as the measured height says.
    func testTextInkLiesInsideItsBoundingRect() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black]
        let text = "Hxgb Axis"
        let bounds = text.boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                                       options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        XCTAssertEqual(bounds.origin, CGPoint.zero)
        let image = render(CGSize(width: 200, height: 60)) { _ in text.draw(at: CGPoint(x: 10, y: 10), withAttributes: attributes) }
        let frame = RasterFrame(width: image.ref.image.width, height: image.ref.image.height, pixels: image.ref.image.pixels)
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: RGBA(r: 0, g: 0, b: 0, a: 0), tolerance: 40))
        XCTAssertGreaterThanOrEqual(Double(ink.minX), 10 - 1)
        XCTAssertGreaterThanOrEqual(Double(ink.minY), 10)
        XCTAssertLessThanOrEqual(Double(ink.maxX + 1), 10 + bounds.width + 1)
        XCTAssertLessThanOrEqual(Double(ink.maxY + 1), 10 + bounds.height)
        XCTAssertGreaterThan(Double(ink.maxX + 1 - ink.minX), bounds.width * 0.85, "the ink spans the measured width")
        XCTAssertGreaterThan(Double(ink.maxY + 1 - ink.minY), bounds.height * 0.6, "ascender to descender")

        // Without .usesLineFragmentOrigin the origin is the baseline: y is minus the ascent.
        let baseline = text.boundingRect(with: .zero, options: [], attributes: attributes, context: nil)
        XCTAssertLessThan(baseline.minY, -10)
        XCTAssertEqual(baseline.height, bounds.height, accuracy: 0.01)

        let wrapped = "Revenue by month".boundingRect(with: CGSize(width: 90, height: 1000), options: .usesLineFragmentOrigin,
                                                      attributes: attributes, context: nil)
        XCTAssertEqual(wrapped.height, bounds.height * 2, accuracy: 1, "two lines at 90 points wide")
        let two = render(CGSize(width: 120, height: 80)) { _ in
            "Revenue by month".draw(in: CGRect(x: 0, y: 0, width: 90, height: 80), withAttributes: attributes)
        }
        let twoInk = try XCTUnwrap(RasterFrame(width: 120, height: 80, pixels: two.ref.image.pixels)
            .inkBounds(differingFrom: RGBA(r: 0, g: 0, b: 0, a: 0), tolerance: 40))
        XCTAssertLessThanOrEqual(Double(twoInk.maxX + 1), wrapped.width + 1)
        XCTAssertLessThanOrEqual(Double(twoInk.maxY + 1), wrapped.height)
        XCTAssertGreaterThan(Double(twoInk.maxY + 1), wrapped.height * 0.75, "the second line is drawn")
    }

    func testTextAndImagesCastTheShadowOfTheirOwnInk() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black]
        let image = render(CGSize(width: 100, height: 80)) { ctx in
            ctx.setShadow(offset: CGSize(width: 0, height: 30), blur: 0, color: UIColor.red.cgColor)
            "Ink".draw(at: CGPoint(x: 10, y: 5), withAttributes: attributes)
        }
        let frame = RasterFrame(width: 100, height: 80, pixels: image.ref.image.pixels)
        let black = try XCTUnwrap(frame.inkBounds(differingFrom: RGBA(r: 0, g: 0, b: 0, a: 0), tolerance: 40))
        // Red shadow pixels: their rows are the text's, 30 points lower, their columns the same.
        var red: (minX: Int, minY: Int, maxX: Int, maxY: Int) = (Int.max, Int.max, -1, -1)
        for y in 0..<80 {
            for x in 0..<100 where frame.rgba(x, y).r > 200 && frame.rgba(x, y).a > 200 {
                red = (min(red.minX, x), min(red.minY, y), max(red.maxX, x), max(red.maxY, y))
            }
        }
        XCTAssertEqual(red.minY, black.minY + 30, accuracy: 1)
        XCTAssertEqual(red.minX, black.minX, accuracy: 1)
        XCTAssertEqual(red.maxX, black.maxX, accuracy: 1)
    }

    func testNumbersFromAppCodeThatCannotBeDrawnDrawNothingAndDoNotTrap() {
        let image = render(CGSize(width: 10, height: 10)) { ctx in
            ctx.setShadow(offset: CGSize(width: CGFloat.nan, height: .infinity), blur: .infinity, color: UIColor.black.cgColor)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setShadow(offset: .zero, blur: 0, color: nil)
            UIImage(decoded: DecodedImage(name: "dot", width: 1, height: 1, pixels: [0xFF00_00FF])).draw(in: CGRect(x: CGFloat.nan, y: 0, width: 1e300, height: .infinity))
            "x".draw(at: CGPoint(x: CGFloat.infinity, y: 0), withAttributes: nil)
            "x".draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: -5), withAttributes: nil)
            _ = "x".boundingRect(with: CGSize(width: -1, height: CGFloat.nan), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
            ctx.setShadow(offset: .zero, blur: 2)
            ctx.beginTransparencyLayer(in: CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 1), auxiliaryInfo: nil)
            ctx.endTransparencyLayer()
            ctx.setShadow(offset: .zero, blur: 0, color: nil)
        }
        XCTAssertEqual(pixel(image, 5, 5), RGBA(r: 255, g: 0, b: 0, a: 255))
    }
}
