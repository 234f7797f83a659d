import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// Auto Layout API that ported code calls and the seeds never did, written as app code writes
/// it: anchors typed by their UIKit names, constraints deactivated to switch layouts, layout
/// guides added and removed, views aligned to a label's last baseline, a stack view that stops
/// arranging a view, the tab bar controller found from a child.
final class UIKitLayoutSurfaceTests: XCTestCase {
    private func makeScene() -> Scene {
        Scene(screen: Screen(name: "surface", size: Size(width: 320, height: 480), scale: 2, safeAreaInsets: .zero))
    }

    /// A helper as app code writes one, over UIKit's anchor types.
    private func pin(_ a: NSLayoutXAxisAnchor, to b: NSLayoutXAxisAnchor, _ c: Double = 0) -> NSLayoutConstraint {
        a.constraint(equalTo: b, constant: c)
    }

    private func pin(_ a: NSLayoutYAxisAnchor, to b: NSLayoutYAxisAnchor, _ c: Double = 0) -> NSLayoutConstraint {
        a.constraint(equalTo: b, constant: c)
    }

    private func size(_ d: NSLayoutDimension, _ c: Double) -> NSLayoutConstraint { d.constraint(equalToConstant: c) }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:) : the
    /// constraints stop taking part, so a compact and an expanded layout can be switched.
    func testDeactivatingOneSetAndActivatingAnotherSwitchesTheLayout() {
        let scene = makeScene()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(card)
        let compact = [pin(card.leadingAnchor, to: scene.root.leadingAnchor, 16), pin(card.topAnchor, to: scene.root.topAnchor, 20),
                       size(card.widthAnchor, 100), size(card.heightAnchor, 60)]
        let expanded = [pin(card.leadingAnchor, to: scene.root.leadingAnchor), pin(card.trailingAnchor, to: scene.root.trailingAnchor),
                        pin(card.topAnchor, to: scene.root.topAnchor), size(card.heightAnchor, 300)]
        NSLayoutConstraint.activate(compact)
        scene.root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 16, y: 20, width: 100, height: 60))

        NSLayoutConstraint.deactivate(compact)
        NSLayoutConstraint.activate(expanded)
        scene.root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 320, height: 300))
        XCTAssertTrue(compact.allSatisfy { !$0.isActive })
        XCTAssertTrue(scene.warnings.isEmpty, "no conflict: the compact set no longer counts (\(scene.warnings))")
    }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutguides : the guides added
    /// with addLayoutGuide(_:), until removeLayoutGuide(_:).
    func testLayoutGuidesSpaceViewsAndCanBeRemoved() {
        let scene = makeScene()
        let left = UIView(), right = UIView(), gap = UILayoutGuide()
        for v in [left, right] { v.translatesAutoresizingMaskIntoConstraints = false; scene.root.addSubview(v) }
        scene.root.addLayoutGuide(gap)
        XCTAssertTrue(scene.root.layoutGuides.contains { $0 === gap })
        NSLayoutConstraint.activate([
            pin(left.leadingAnchor, to: scene.root.leadingAnchor), size(left.widthAnchor, 100), size(left.heightAnchor, 10),
            pin(gap.leadingAnchor, to: left.trailingAnchor), size(gap.widthAnchor, 40),
            pin(right.leadingAnchor, to: gap.trailingAnchor), size(right.widthAnchor, 50), size(right.heightAnchor, 10),
            pin(left.topAnchor, to: scene.root.topAnchor), pin(right.topAnchor, to: scene.root.topAnchor),
        ])
        scene.root.layoutIfNeeded()
        XCTAssertEqual(right.frame.minX, 140)
        XCTAssertEqual(gap.layoutFrame.width, 40)

        scene.root.removeLayoutGuide(gap)
        XCTAssertFalse(scene.root.layoutGuides.contains { $0 === gap })
    }

    /// https://developer.apple.com/documentation/uikit/uiview/lastbaselineanchor : a label's
    /// last line's baseline; for two lines it lies one line height below the first baseline.
    func testAViewAlignedToTheLastBaselineSitsBelowTheFirstOne() {
        let scene = makeScene()
        let label = UILabel(), first = UIView(), last = UIView()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.text = "Two lines\nof text"
        for v in [label, first, last] { v.translatesAutoresizingMaskIntoConstraints = false; scene.root.addSubview(v) }
        NSLayoutConstraint.activate([
            pin(label.leadingAnchor, to: scene.root.leadingAnchor, 10), pin(label.topAnchor, to: scene.root.topAnchor, 10),
            pin(first.leadingAnchor, to: scene.root.leadingAnchor), pin(last.leadingAnchor, to: scene.root.leadingAnchor),
            size(first.widthAnchor, 4), size(first.heightAnchor, 4), size(last.widthAnchor, 4), size(last.heightAnchor, 4),
            pin(first.bottomAnchor, to: label.firstBaselineAnchor), pin(last.bottomAnchor, to: label.lastBaselineAnchor),
        ])
        scene.root.layoutIfNeeded()
        let lineHeight = label.frame.height / 2   // two lines of one font
        XCTAssertGreaterThan(first.frame.maxY, label.frame.minY)
        XCTAssertEqual(last.frame.maxY - first.frame.maxY, lineHeight, accuracy: 0.5, "one line below")
        XCTAssertLessThan(last.frame.maxY, label.frame.maxY)
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:) :
    /// the view is no longer arranged (the others close the gap) but stays a subview.
    func testARemovedArrangedSubviewStaysASubviewAndTheOthersCloseUp() {
        let scene = makeScene()
        let a = UIView(), b = UIView(), c = UIView()
        for v in [a, b, c] { v.heightAnchor.constraint(equalToConstant: 30).isActive = true }
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        stack.distribution = .fill
        stack.alignment = .fill
        scene.root.addSubview(stack)
        scene.root.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY, 80)

        stack.removeArrangedSubview(b)
        scene.root.layoutIfNeeded()
        XCTAssertTrue(b.superview === stack, "still a subview, as UIKit keeps it")
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertEqual(c.frame.minY, 40, "c moved up into b's place")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller : the
    /// nearest ancestor that is a tab bar controller.
    func testAChildFindsItsTabBarController() {
        let feed = UIViewController(), inner = UIViewController()
        let nav = UINavigationController(rootViewController: inner)
        let tabs: UITabBarController = UITabBarController(viewControllers: [feed, nav])
        XCTAssertTrue(feed.tabBarController === tabs)
        XCTAssertTrue(inner.tabBarController === tabs, "through the navigation controller")
        XCTAssertNil(UIViewController().tabBarController)
    }

    /// https://developer.apple.com/documentation/uikit/uilayoutpriority : the documented values.
    func testLayoutPrioritiesHaveUIKitsValues() {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        let attribute: NSLayoutAttribute = .lastBaseline
        XCTAssertEqual(UILabel().lastBaselineAnchor.attribute, attribute)
    }
}
