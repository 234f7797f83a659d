import XCTest
import FlipbookUIKit

/// Safe areas and content insets as UIKit computes them under bars, measured on the app files in
/// AppFiles/ and on small UIKit snippets as app code writes them.
final class AppInsetsTests: XCTestCase {
    /// The stretchy-header list in a navigation controller on an iPhone 14: the (translucent)
    /// bar covers the top 91 pt (47 status bar + 44 bar), so the table's safe area and its
    /// adjusted content inset start there and the header's top shows right under the bar
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset,
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
    func testATableInANavigationControllerStartsBelowTheBar() {
        let scene = Scene(screen: .iPhone14)
        let list = StretchyHeaderViewController()
        let nav = UINavigationController(rootViewController: list)
        scene.attach(nav)
        let table = list.tableViewForTests
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 390, height: 844), "under the bar, as a translucent bar leaves it")
        XCTAssertEqual(list.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(table.adjustedContentInset, UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(table.contentOffset.y, -91)
        XCTAssertEqual(nav.navigationBar.frame.maxY, 91)
        XCTAssertEqual(list.photoViewForTests.frameInRoot, CGRect(x: 0, y: 91, width: 390, height: 240),
                       "the whole photo shows, right under the bar")
    }

    /// Pulled down 60 pt past the top, the photo (height `.required - 1`) grows by the pull and
    /// stays pinned under the bar.
    func testPullingTheListDownStretchesThePhoto() {
        let scene = Scene(screen: .iPhone14)
        let list = StretchyHeaderViewController()
        scene.attach(UINavigationController(rootViewController: list))
        scene.advance(to: Step(index: 0, time: 0, scrollOffset: CGPoint(x: 0, y: -151)))
        XCTAssertEqual(list.photoViewForTests.frame.height, 300)
        XCTAssertEqual(list.photoViewForTests.frameInRoot.minY, 91)
        XCTAssertTrue(scene.layoutWarnings.isEmpty, "\(scene.layoutWarnings)")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets :
    /// added to the safe area the controller's view has, here under a tab bar (49 pt over the
    /// 34 pt home indicator) and a navigation bar.
    func testAdditionalSafeAreaInsetsAddToTheBars() {
        let scene = Scene(screen: .iPhone14)
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        let tabs = UITabBarController(viewControllers: [nav])
        scene.attach(tabs)
        XCTAssertEqual(content.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
        let player = UIView()
        player.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(player)
        NSLayoutConstraint.activate([
            player.bottomAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.bottomAnchor),
            player.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            player.trailingAnchor.constraint(equalTo: content.view.trailingAnchor),
            player.heightAnchor.constraint(equalToConstant: 10),
        ])
        content.view.layoutIfNeeded()
        XCTAssertEqual(content.view.safeAreaInsets.bottom, 143)
        XCTAssertEqual(player.frame.maxY, 844 - 143)
        nav.isNavigationBarHidden = true
        content.view.layoutIfNeeded()
        XCTAssertEqual(content.view.safeAreaInsets.top, 47, "the hidden bar covers nothing")
    }

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets : "if a view is
    /// entirely within the safe area of its superview, the edge insets … are 0"; a view that
    /// reaches into the unsafe band gets the part it overlaps.
    func testASubviewsSafeAreaIsTheUnsafePartItOverlaps() {
        let scene = Scene(screen: .iPhone14)
        let band = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        let inside = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 40))
        scene.root.addSubview(band)
        band.addSubview(inside)
        XCTAssertEqual(band.safeAreaInsets, UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(inside.safeAreaInsets, .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum :
    /// `.always` adjusts every edge, `.never` none, `.scrollableAxes` only the axes the content
    /// scrolls along, `.automatic` the top and bottom of a controller's scroll view always.
    func testTheFourContentInsetAdjustmentBehaviors() {
        func inset(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentHeight: Double) -> UIEdgeInsets {
            let scene = Scene(screen: Screen(name: "landscape-ish", size: Size(width: 390, height: 844), scale: 3,
                                             safeAreaInsets: UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10)))
            let scroll = UIScrollView(frame: scene.root.bounds)
            scroll.contentInsetAdjustmentBehavior = behavior
            scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
            scroll.contentSize = CGSize(width: 390, height: contentHeight)
            scene.root.addSubview(scroll)
            scene.layout()
            return scroll.adjustedContentInset
        }
        XCTAssertEqual(inset(.always, contentHeight: 100), UIEdgeInsets(top: 52, left: 10, bottom: 34, right: 10))
        XCTAssertEqual(inset(.never, contentHeight: 2000), UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(inset(.scrollableAxes, contentHeight: 100), UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(inset(.scrollableAxes, contentHeight: 2000), UIEdgeInsets(top: 52, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(inset(.automatic, contentHeight: 100), UIEdgeInsets(top: 52, left: 0, bottom: 34, right: 0))
    }

    /// https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea and
    /// directionalLayoutMargins: margins measured from the safe area unless told otherwise;
    /// leading is the right edge under right-to-left.
    func testMarginsFromTheSafeAreaAndDirectionalMargins() {
        let scene = Scene(screen: .iPhone14)
        let card = UIView(frame: scene.root.bounds)
        scene.root.addSubview(card)
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 4)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        scene.layout()
        XCTAssertEqual(label.frame, CGRect(x: 20, y: 57, width: 366, height: 20), "47 of safe area + 10 of margin")
        card.insetsLayoutMarginsFromSafeArea = false
        card.setNeedsLayout()
        scene.layout()
        XCTAssertEqual(label.frame.minY, 10)

        let rtl = Scene(screen: .iPhone14)
        rtl.layoutDirection = .rightToLeft
        let mirrored = UIView(frame: rtl.root.bounds)
        rtl.root.addSubview(mirrored)
        mirrored.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        XCTAssertEqual(mirrored.layoutMargins.right, 20)
        XCTAssertEqual(mirrored.layoutMargins.left, 4)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide : on an iPad
    /// the readable width is 672 pt at the default text size (measured in UIKit, chosen here
    /// since Apple gives no number), centred; on an iPhone it is the margins.
    func testTheReadableContentGuideCentresAReadableWidthOnIPad() {
        func bodyFrame(_ screen: Screen) -> Rect {
            let scene = Scene(screen: screen)
            let body = UIView()
            body.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(body)
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: scene.root.readableContentGuide.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: scene.root.readableContentGuide.trailingAnchor),
                body.topAnchor.constraint(equalTo: scene.root.readableContentGuide.topAnchor),
                body.heightAnchor.constraint(equalToConstant: 100),
            ])
            scene.layout()
            return body.frame
        }
        XCTAssertEqual(bodyFrame(.iPad10), CGRect(x: 74, y: 24, width: 672, height: 100))
        XCTAssertEqual(bodyFrame(.iPhone14), CGRect(x: 16, y: 47, width: 358, height: 100))
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide and
    /// frameLayoutGuide: content pinned to the content guide gives the content size; a view
    /// pinned to the frame guide stays on screen while the content scrolls.
    func testScrollViewLayoutGuidesSizeTheContentAndHoldAFloatingView() {
        let scene = Scene(screen: .iPhone14)
        let scroll = UIScrollView(frame: scene.root.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scene.root.addSubview(scroll)
        scene.scrollView = scroll
        let content = UIView(), floating = UIView()
        for v in [content, floating] { v.translatesAutoresizingMaskIntoConstraints = false; scroll.addSubview(v) }
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            floating.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -20),
            floating.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -20),
            floating.widthAnchor.constraint(equalToConstant: 56),
            floating.heightAnchor.constraint(equalToConstant: 56),
        ])
        scene.layout()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 390, height: 2000))
        XCTAssertEqual(floating.frameInRoot, CGRect(x: 314, y: 768, width: 56, height: 56))
        scene.advance(to: Step(index: 0, time: 0, scrollOffset: CGPoint(x: 0, y: 500)))
        XCTAssertEqual(floating.frameInRoot, CGRect(x: 314, y: 768, width: 56, height: 56), "floats over the content")
        XCTAssertEqual(content.frameInRoot.minY, -500)
    }
}
