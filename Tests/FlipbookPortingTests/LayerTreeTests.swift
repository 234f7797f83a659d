import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// Standalone `CALayer`s in a view's layer tree, as app code adds them: where they draw among
/// the subviews (UIKit keeps one sublayer list: addSublayer appends above what is there,
/// insertSublayer(at: 0) goes beneath the subviews), their geometry (frame, anchorPoint), the
/// sibling order zPosition gives, and masks.
final class LayerTreeTests: XCTestCase {
    private func render(_ size: CGSize = CGSize(width: 100, height: 100), scale: Double = 1, _ build: (UIView) -> Void) throws -> RasterFrame {
        let scene = Scene(screen: Screen(name: "l", size: size, scale: scale, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        build(scene.root)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    private let red = RGBA(r: 255, g: 0, b: 0, a: 255), blue = RGBA(r: 0, g: 0, b: 255, a: 255)
    private let green = RGBA(r: 0, g: 255, b: 0, a: 255), white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func square(_ color: UIColor, _ frame: CGRect) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = color.cgColor
        return l
    }

    func testAddSublayerDrawsAboveTheSubviewsAddedBeforeAndInsertAtZeroBeneathThem() throws {
        var views: [UIView] = []
        let frame = try render { root in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .green
            root.addSubview(card)
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
            child.backgroundColor = .blue
            card.addSubview(child)
            card.layer.addSublayer(square(.red, CGRect(x: 40, y: 0, width: 20, height: 50)))        // above the child
            card.layer.insertSublayer(square(.red, CGRect(x: 40, y: 50, width: 20, height: 50)), at: 0)  // beneath it
            let later = UIView(frame: CGRect(x: 45, y: 10, width: 10, height: 10))
            later.backgroundColor = .white
            card.addSubview(later)                                                             // above the added layer
            views = [card, child, later]
        }
        XCTAssertEqual(frame.rgba(45, 25), red, "addSublayer: over the blue subview added before it")
        XCTAssertEqual(frame.rgba(45, 75), blue, "insertSublayer(at: 0): under the subview")
        XCTAssertEqual(frame.rgba(55, 75), red, "and over the card's own background")
        XCTAssertEqual(frame.rgba(50, 15), white, "a subview added afterwards draws on top")
        let card = views[0]
        XCTAssertEqual(card.layer.sublayers?.count, 4)
        XCTAssertTrue(card.layer.sublayers?[1] === views[1].layer, "the subview's layer is among the sublayers")
        XCTAssertTrue(card.layer.sublayers?.last === views[2].layer)
        XCTAssertTrue(views[1].layer.superlayer === card.layer)
    }

    func testRemoveFromSuperlayerAndInsertAboveBelow() throws {
        let host = CALayer()
        let a = square(.red, .zero), b = square(.blue, .zero), c = square(.green, .zero)
        host.addSublayer(a)
        host.addSublayer(b)
        host.insertSublayer(c, below: b)
        XCTAssertTrue(host.sublayers?.map { $0 === c } == [false, true, false])
        host.insertSublayer(a, above: b)
        XCTAssertTrue(host.sublayers?.last === a)
        XCTAssertTrue(a.superlayer === host)
        a.removeFromSuperlayer()
        XCTAssertNil(a.superlayer)
        XCTAssertEqual(host.sublayers?.count, 2)
        host.addSublayer(host)
        XCTAssertEqual(host.sublayers?.count, 2, "a layer cannot hold itself")
    }

    func testFrameAnchorPointAndNestedSublayersPlaceTheLayer() throws {
        let frame = try render { root in
            let outer = square(.blue, CGRect(x: 20, y: 20, width: 60, height: 60))
            let inner = square(.red, CGRect(x: 10, y: 10, width: 10, height: 10))  // in outer's bounds: (30, 30) on screen
            outer.addSublayer(inner)
            root.layer.addSublayer(outer)
            let pinned = square(.green, .zero)
            pinned.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            pinned.anchorPoint = CGPoint(x: 0, y: 0)
            pinned.position = CGPoint(x: 85, y: 5)     // its top-left corner at the position
            root.layer.addSublayer(pinned)
            XCTAssertEqual(pinned.frame, CGRect(x: 85, y: 5, width: 10, height: 10))
        }
        XCTAssertEqual(frame.rgba(35, 35), red)
        XCTAssertEqual(frame.rgba(25, 25), blue)
        XCTAssertEqual(frame.rgba(41, 41), blue)
        XCTAssertEqual(frame.rgba(90, 10), green)
        XCTAssertEqual(frame.rgba(84, 10), white)
    }

    func testZPositionDrawsASiblingAbove() throws {
        let frame = try render { root in
            let top = square(.red, CGRect(x: 0, y: 0, width: 60, height: 60))
            top.zPosition = 1
            root.layer.addSublayer(top)
            root.layer.addSublayer(square(.blue, CGRect(x: 40, y: 40, width: 60, height: 60)))
        }
        XCTAssertEqual(frame.rgba(50, 50), red, "zPosition 1 over the later sibling")
        XCTAssertEqual(frame.rgba(80, 80), blue)
    }

    func testOpacityHiddenMasksToBoundsAndBorder() throws {
        let frame = try render { root in
            let faded = square(.black, CGRect(x: 0, y: 0, width: 50, height: 50))
            faded.opacity = 0.5
            root.layer.addSublayer(faded)
            let hidden = square(.red, CGRect(x: 50, y: 0, width: 50, height: 50))
            hidden.isHidden = true
            root.layer.addSublayer(hidden)
            let clip = square(.blue, CGRect(x: 0, y: 50, width: 50, height: 50))
            clip.masksToBounds = true
            clip.addSublayer(square(.red, CGRect(x: 25, y: 25, width: 50, height: 50)))
            root.layer.addSublayer(clip)
            let framed = square(.white, CGRect(x: 60, y: 60, width: 30, height: 30))
            framed.borderWidth = 4
            framed.borderColor = UIColor.green.cgColor
            root.layer.addSublayer(framed)
        }
        XCTAssertLessThanOrEqual(frame.rgba(25, 25).distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)), 1)
        XCTAssertEqual(frame.rgba(75, 25), white, "hidden")
        XCTAssertEqual(frame.rgba(40, 90), red, "the sublayer inside its clipping superlayer")
        XCTAssertEqual(frame.rgba(55, 90), white, "cut at the superlayer's bounds")
        XCTAssertEqual(frame.rgba(61, 75), green, "the border, inside the bounds")
        XCTAssertEqual(frame.rgba(75, 75), white)
    }

    func testAMaskShowsTheLayerOnlyWhereTheMaskIsOpaque() throws {
        let frame = try render { root in
            let card = square(.red, CGRect(x: 0, y: 0, width: 100, height: 100))
            let circle = CAShapeLayer()
            circle.frame = card.bounds
            circle.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
            card.mask = circle
            root.layer.addSublayer(card)

            let fade = square(.blue, CGRect(x: 0, y: 0, width: 100, height: 10))
            let ramp = CAGradientLayer()
            ramp.frame = fade.bounds
            ramp.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
            ramp.startPoint = CGPoint(x: 0, y: 0.5)
            ramp.endPoint = CGPoint(x: 1, y: 0.5)
            fade.mask = ramp
            root.layer.addSublayer(fade)
        }
        XCTAssertEqual(frame.rgba(50, 50), red, "inside the mask's circle")
        XCTAssertEqual(frame.rgba(22, 22), white, "outside it (the square's corner)")
        XCTAssertEqual(frame.rgba(50, 22), red, "near the circle's top, inside")
        // The blue strip fades with the mask's alpha: at x = 75.5 of 100 the mask is 24.5 % opaque.
        let expected = RGBA(r: Int((255 * 0.755).rounded()), g: Int((255 * 0.755).rounded()), b: 255, a: 255)
        XCTAssertLessThanOrEqual(frame.rgba(75, 5).distance(to: expected), 2, "\(frame.rgba(75, 5))")
        let nearStart = Int((255 * 0.015).rounded())   // x = 1.5: 98.5 % opaque
        XCTAssertLessThanOrEqual(frame.rgba(1, 5).distance(to: RGBA(r: nearStart, g: nearStart, b: 255, a: 255)), 2, "\(frame.rgba(1, 5))")
    }

    func testAMaskOnAViewsLayerMasksItsSubviewsToo() throws {
        let frame = try render { root in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView(frame: card.bounds)
            child.backgroundColor = .blue
            card.addSubview(child)
            let half = CALayer()
            half.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
            half.backgroundColor = UIColor.black.cgColor
            card.layer.mask = half
            root.addSubview(card)
        }
        XCTAssertEqual(frame.rgba(25, 50), blue)
        XCTAssertEqual(frame.rgba(75, 50), white)
    }

    func testMaskedCornersRoundOnlyTheChosenCorners() throws {
        let frame = try render { root in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .blue
            card.layer.cornerRadius = 30
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // the top ones
            root.addSubview(card)
        }
        XCTAssertEqual(frame.rgba(2, 2), white, "top-left rounded")
        XCTAssertEqual(frame.rgba(97, 2), white, "top-right rounded")
        XCTAssertEqual(frame.rgba(1, 98), blue, "bottom-left square")
        XCTAssertEqual(frame.rgba(98, 98), blue, "bottom-right square")
    }
}

/// A view backed by a gradient layer through `layerClass`, as apps write gradient backgrounds.
final class GradientBackedView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

final class LayerClassTests: XCTestCase {
    func testLayerClassBacksTheViewWithAGradientLayer() throws {
        let scene = Scene(screen: Screen(name: "c", size: CGSize(width: 100, height: 100), scale: 1, safeAreaInsets: .zero))
        let v = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.gradientLayer.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .red
        v.addSubview(child)
        scene.root.addSubview(v)
        scene.layout()
        XCTAssertTrue(v.layer is CAGradientLayer)
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        let f = try Rasterizer().render(scene.displayList())
        XCTAssertLessThanOrEqual(f.rgba(50, 50).distance(to: RGBA(r: 127, g: 127, b: 127, a: 255)), 2, "half way down the ramp")
        XCTAssertEqual(f.rgba(5, 5), RGBA(r: 255, g: 0, b: 0, a: 255), "subviews above the gradient")
    }
}
