import XCTest
import FlipbookRender
@testable import FlipbookScene

/// UIStackView's documented behaviour for every distribution and alignment.
final class StackViewTests: XCTestCase {
    private func layout(_ stack: StackView, width: Double = 300, height: Double = 100,
                        file: StaticString = #filePath, line: UInt = #line) -> Scene {
        let s = Scene(screen: Screen.iPhone14.withScale(2))
        stack.id = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        s.root.addSubview(stack)
        LayoutConstraint.activate([stack.topAnchor.constraint(equalTo: s.root.topAnchor),
                                   stack.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   stack.widthAnchor.constraint(equalToConstant: width),
                                   stack.heightAnchor.constraint(equalToConstant: height)])
        s.layout()
        XCTAssertEqual(s.layoutWarnings, [], file: file, line: line)
        return s
    }

    private func row(_ widths: [Double]) -> [SizedView] {
        widths.enumerated().map { SizedView("v\($0.offset)", width: $0.element, height: 20) }
    }

    func testFillGivesTheSlackToTheLowestHugging() {
        let views = row([50, 60, 70])
        views[0].setContentHuggingPriority(251, for: .horizontal)
        views[2].setContentHuggingPriority(251, for: .horizontal)
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        _ = layout(stack)
        XCTAssertEqual(views.map(\.frame.minX), [0, 60, 230])
        XCTAssertEqual(views.map(\.frame.width), [50, 160, 70], "300 − 2×10 − 50 − 70 goes to the middle view")
        XCTAssertEqual(views.map(\.frame.height), [100, 100, 100], "alignment fill")
    }

    func testFillEqually() {
        let views = row([50, 60, 70])
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 15
        stack.distribution = .fillEqually
        _ = layout(stack)
        XCTAssertEqual(views.map(\.frame.width), [90, 90, 90])
        XCTAssertEqual(views.map(\.frame.minX), [0, 105, 210])
    }

    func testFillProportionally() {
        let views = row([50, 100, 150])
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 0
        stack.distribution = .fillProportionally
        _ = layout(stack, width: 600)
        XCTAssertEqual(views.map(\.frame.width), [100, 200, 300])
    }

    func testEqualSpacingKeepsSizesAndEvensTheGaps() {
        let views = row([50, 60, 70])
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 5
        stack.distribution = .equalSpacing
        _ = layout(stack)
        XCTAssertEqual(views.map(\.frame.width), [50, 60, 70])
        XCTAssertEqual(views.map(\.frame.minX), [0, 110, 230], "two gaps of 60")
    }

    func testEqualCenteringSpacesTheCentres() {
        let views = row([50, 60, 70])
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        _ = layout(stack)
        XCTAssertEqual(views.map(\.frame.width), [50, 60, 70])
        let centres = views.map(\.frame.midX)
        XCTAssertEqual(centres[1] - centres[0], centres[2] - centres[1], accuracy: 0.5)
        XCTAssertEqual(centres[0], 25); XCTAssertEqual(centres[2], 265)
    }

    func testAlignments() {
        let cases: [(StackView.Alignment, [Double])] = [(.leading, [0, 0]), (.center, [40, 30]), (.trailing, [80, 60])]
        for (alignment, expectedY) in cases {
            let a = SizedView("a", width: 50, height: 20), b = SizedView("b", width: 50, height: 40)
            let stack = StackView(arrangedSubviews: [a, b])
            stack.alignment = alignment
            stack.distribution = .equalSpacing
            _ = layout(stack)
            XCTAssertEqual([a.frame.minY, b.frame.minY], expectedY, "\(alignment)")
            XCTAssertEqual([a.frame.height, b.frame.height], [20, 40], "\(alignment) keeps natural heights")
        }
    }

    func testFirstBaselineAlignmentInAHorizontalStack() throws {
        let big = Label(), small = Label()
        big.text = "Title"; big.font = .boldSystemFont(ofSize: 34)
        small.text = "detail"; small.font = .systemFont(ofSize: 12)
        let stack = StackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.distribution = .equalSpacing
        let s = layout(stack)
        _ = s
        let m = try TextMeasurer()
        func baseline(_ l: Label) -> Double {
            let metrics = m.metrics(of: l.text ?? "", font: l.font)
            return l.frame.minY + l.frame.height / 2 - metrics.size.height / 2 + metrics.firstBaseline
        }
        XCTAssertEqual(baseline(small), baseline(big), accuracy: 0.5)
        XCTAssertNotEqual(small.frame.minY, big.frame.minY)
    }

    func testHiddenViewsCollapseAndTakeNoSpacing() {
        // Seed 002's stack: three 72 pt views, spacing 16, some hidden as the header shrinks.
        let colours: [Color] = [.systemBlue, .systemGreen, .systemYellow]
        let views = colours.enumerated().map { i, c -> View in
            let v = View(); v.id = "box\(i)"; v.backgroundColor = c
            v.heightAnchor.constraint(equalToConstant: 72).isActive = true
            return v
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 16
        stack.distribution = .equalSpacing
        stack.alignment = .fill
        let s = layout(stack, height: 400)
        XCTAssertEqual(views.map(\.frame.minY), [0, 164, 328])
        views[0].isHidden = true
        stack.distribution = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        // Let the stack's height follow its content now.
        s.layout()
        let s2 = Scene(screen: Screen.iPhone14.withScale(2))
        let column = StackView(arrangedSubviews: views)
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        s2.root.addSubview(column)
        LayoutConstraint.activate([column.topAnchor.constraint(equalTo: s2.root.topAnchor),
                                   column.leadingAnchor.constraint(equalTo: s2.root.leadingAnchor),
                                   column.widthAnchor.constraint(equalToConstant: 100)])
        s2.layout()
        XCTAssertEqual(views[1].frame.minY, 0, "the hidden first view takes no space")
        XCTAssertEqual(views[2].frame.minY, 72 + 16, "and no spacing")
        XCTAssertEqual(column.frame.height, 72 + 16 + 72)
        views[0].isHidden = false
        s2.layout()
        XCTAssertEqual(views.map(\.frame.minY), [0, 88, 176])
        XCTAssertEqual(column.frame.height, 3 * 72 + 2 * 16)
    }

    func testLayoutMarginsRelativeArrangement() {
        let views = row([50])
        let stack = StackView(arrangedSubviews: views)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        _ = layout(stack)
        // At the top of a notched screen the margins start from the safe area (47 pt), as in UIKit.
        XCTAssertEqual(views[0].frame, Rect(x: 20, y: 57, width: 260, height: 33))

        let other = row([50])
        let inset = StackView(arrangedSubviews: other)
        inset.isLayoutMarginsRelativeArrangement = true
        inset.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        inset.insetsLayoutMarginsFromSafeArea = false
        _ = layout(inset)
        XCTAssertEqual(other[0].frame, Rect(x: 20, y: 10, width: 260, height: 80))
    }
}
