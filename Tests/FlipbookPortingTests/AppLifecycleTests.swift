import XCTest
import FlipbookUIKit

/// The view lifecycle as UIKit runs it, measured on the app files in AppFiles/: the order of a
/// controller's callbacks when it is shown, pushed and re-laid out, frames in `viewDidLoad`
/// after `layoutIfNeeded()`, and views that size and lay themselves out.
final class AppLifecycleTests: XCTestCase {
    private func iPhone14() -> Scene { Scene(screen: .iPhone14) }

    /// https://developer.apple.com/documentation/uikit/displaying-and-managing-views-with-a-view-controller
    /// and https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews() :
    /// the view loads, will appear, is laid out (viewWillLayoutSubviews before the view's
    /// layoutSubviews, viewDidLayoutSubviews after), then did appear. The onboarding screen's own
    /// `view.layoutIfNeeded()` in viewDidLoad lays it out once before, as on a device.
    func testAShownControllerHearsLoadAppearLayoutThenDidAppear() {
        let scene = iPhone14()
        let onboarding = OnboardingViewController()
        scene.attach(onboarding)
        XCTAssertEqual(onboarding.log, ["viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                        "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
    }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() : "forces the view
    /// to update its layout immediately". In viewDidLoad the view already has the screen's size, so
    /// the scroll view pinned to it is 390 pt wide there, not 0, and the pages sized from it fill it.
    func testLayoutIfNeededInViewDidLoadGivesTheScrollViewItsRealWidth() {
        let scene = iPhone14()
        let onboarding = OnboardingViewController()
        scene.attach(onboarding)
        XCTAssertEqual(onboarding.pageWidthInViewDidLoad, 390)
        let scroll = onboarding.scrollViewForTests
        // Below the 47 pt status bar, above a 60 pt bar on the 34 pt home indicator.
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34 - 60))
        XCTAssertEqual(onboarding.pagesForTests.map(\.frame), (0..<3).map {
            CGRect(x: CGFloat($0) * 390, y: 0, width: 390, height: 703)
        })
        XCTAssertEqual(scroll.contentSize, CGSize(width: 1170, height: 703))
    }

    /// The second page shows when the content moves by one page, as the pages were sized.
    func testTheSecondPageFillsTheScreenAfterMovingOnePage() {
        let scene = iPhone14()
        let onboarding = OnboardingViewController()
        scene.attach(onboarding)
        onboarding.showPage(1)
        scene.layout()
        let second = onboarding.pagesForTests[1]
        XCTAssertEqual(second.frameInRoot, CGRect(x: 0, y: 47, width: 390, height: 703))
        XCTAssertTrue(scene.root.hitTest(CGPoint(x: 200, y: 300), with: nil) === second)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews() :
    /// a layout change (a constraint's constant) laid out with layoutIfNeeded() runs the
    /// controller's layout callbacks again, at once, around the view's layoutSubviews.
    func testALayoutChangeRunsTheLayoutCallbacksAtOnce() {
        let scene = iPhone14()
        let onboarding = OnboardingViewController()
        scene.attach(onboarding)
        let before = onboarding.log.count
        onboarding.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        onboarding.view.layoutIfNeeded()
        XCTAssertEqual(Array(onboarding.log[before...].prefix(2)), ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        XCTAssertEqual(onboarding.scrollViewForTests.frame.minY, 67, "47 + 20 of additional inset")
        XCTAssertEqual(onboarding.pagesForTests[0].frame.height, 683, "re-sized in viewDidLayoutSubviews")
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller : "When a view controller
    /// is pushed … the disappearing controller gets viewWillDisappear and the appearing one
    /// viewWillAppear before the transition, viewDidDisappear and viewDidAppear after it
    /// ("Handling view-related notifications"); the arriving view is laid out in between.
    func testAPushTellsBothControllersInUIKitsOrder() {
        let scene = iPhone14()
        let first = OnboardingViewController(), second = OnboardingViewController()
        let nav = UINavigationController(rootViewController: first)
        let host = scene.attach(nav)
        let firstBefore = first.log.count
        nav.pushViewController(second, animated: true)
        XCTAssertEqual(Array(first.log[firstBefore...]), ["viewWillDisappear"])
        // Loaded (and laid out by its own layoutIfNeeded) before it will appear; not yet appeared.
        XCTAssertEqual(second.log, ["viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillAppear"])
        // The transition's frames: the scene lays out, the pushed view with it.
        var t = 0.0
        while host.runningUIKitAnimation != nil || host.runningAnimation != nil {
            t += 1.0 / 30
            host.advance(to: t)
            scene.layout()
        }
        XCTAssertEqual(first.log.last, "viewDidDisappear")
        // After viewWillAppear: laid out in the transition's frames, then did appear, once.
        let afterWillAppear = Array(second.log[4...])
        XCTAssertEqual(Array(afterWillAppear.prefix(2)), ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        XCTAssertEqual(afterWillAppear.filter { $0 == "viewDidAppear" }.count, 1)
        XCTAssertFalse(afterWillAppear.contains("viewWillAppear"))
        XCTAssertEqual(second.view.frameInRoot, CGRect(x: 0, y: 0, width: 390, height: 844), "at rest, full screen")
    }

    /// https://developer.apple.com/documentation/uikit/uiview/sizetofit() and sizeThatFits(_:):
    /// the badge takes the size its override computes; its layoutSubviews places the label inside
    /// the padding and rounds the ends. The ring inserted below the avatar is drawn behind it
    /// (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)).
    func testACustomViewSizesItselfAndLaysOutItsLabel() {
        let scene = iPhone14()
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 100, width: 390, height: 140))
        header.badgeView.count = 7
        scene.root.addSubview(header)
        scene.root.layoutIfNeeded()

        let badge = header.badgeView, label = badge.labelForTests
        let text = label.intrinsicContentSize
        XCTAssertEqual(badge.bounds.height, text.height + 4)
        XCTAssertEqual(badge.bounds.width, max(text.height + 4, text.width + 16), "one digit: a circle")
        XCTAssertEqual(badge.frame.minX, 100 - badge.bounds.width / 2)
        XCTAssertEqual(label.frame, CGRect(x: 8, y: 2, width: badge.bounds.width - 16, height: text.height))
        XCTAssertEqual(badge.layer.cornerRadius, badge.bounds.height / 2)
        XCTAssertEqual(header.subviews.map { $0 === header.ringView }, [true, false, false], "ring behind the avatar")

        header.badgeView.count = 1234
        scene.root.layoutIfNeeded()
        XCTAssertEqual(badge.labelForTests.text, "99+")
        XCTAssertGreaterThan(badge.bounds.width, badge.bounds.height, "three characters: a pill")
    }

    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) : "The default
    /// implementation of this method returns the existing size of the view."
    func testAPlainViewFitsItsOwnSize() {
        let plain = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 30))
        XCTAssertEqual(plain.sizeThatFits(CGSize(width: 1, height: 1)), CGSize(width: 70, height: 30))
        plain.sizeToFit()
        XCTAssertEqual(plain.frame, CGRect(x: 5, y: 6, width: 70, height: 30))
    }

    /// https://developer.apple.com/documentation/uikit/uilayoutpriority : `+` and `-` with a
    /// Float; https://developer.apple.com/documentation/uikit/nslayoutconstraint/init() : a
    /// placeholder replaced later. The photo's 999 height gives way to the table header's frame.
    func testPriorityArithmeticAndPlaceholderConstraints() {
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual((UILayoutPriority.defaultLow - 1000).rawValue, 1, "priorities stay within 1…1000")
        let placeholder = NSLayoutConstraint()
        placeholder.isActive = true
        XCTAssertFalse(placeholder.isActive, "a constraint between nothing cannot be installed")
    }

    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:) :
    /// at a required width, the height the constraints need; frames are left alone.
    func testSystemLayoutSizeFittingMeasuresWithoutMovingAnything() {
        let scene = iPhone14()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 10))
        let top = UIView(), bottom = UIView()
        for v in [top, bottom] { v.translatesAutoresizingMaskIntoConstraints = false; card.addSubview(v) }
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            top.heightAnchor.constraint(equalToConstant: 40),
            bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
            bottom.heightAnchor.constraint(equalToConstant: 20),
            bottom.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            top.leadingAnchor.constraint(equalTo: card.leadingAnchor), top.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            bottom.leadingAnchor.constraint(equalTo: card.leadingAnchor), bottom.widthAnchor.constraint(equalToConstant: 100),
        ])
        scene.root.addSubview(card)
        scene.layout()
        let topFrame = top.frame
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 390, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fitted, CGSize(width: 390, height: 92))
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 390, height: 10), "measuring moves nothing")
        XCTAssertEqual(top.frame, topFrame)
        XCTAssertTrue(card.superview === scene.root)
        XCTAssertEqual(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height, 92)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) : hidden views,
    /// views with user interaction off, and points outside are skipped; the frontmost wins.
    func testHitTestFindsTheFrontmostVisibleView() {
        let scene = iPhone14()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        hidden.isHidden = true
        scene.root.addSubview(back)
        back.addSubview(front)
        back.addSubview(hidden)
        XCTAssertTrue(scene.root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        XCTAssertTrue(scene.root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isUserInteractionEnabled = false
        XCTAssertTrue(scene.root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        XCTAssertFalse(back.point(inside: CGPoint(x: 200, y: 10), with: nil))
        back.sendSubviewToBack(hidden)
        XCTAssertTrue(back.subviews.first === hidden)
    }
}
