import class Foundation.NSCoder
import XCTest
import FlipbookRender
@testable import FlipbookScene

/// A view with a fixed natural size, like a label whose text never changes.
final class SizedView: View {
    var natural: Size
    init(_ id: String, width: Double, height: Double = View.noIntrinsicMetric) {
        natural = Size(width: width, height: height)
        super.init(frame: .zero)
        self.id = id
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: Size { natural }
}

final class AutoLayoutTests: XCTestCase {
    private func scene(_ screen: Screen = Screen.iPhone14.withScale(2)) -> Scene { Scene(screen: screen) }

    private func constrained(_ id: String, in parent: View) -> View {
        let v = View()
        v.id = id
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    func testPinnedViewGetsItsFrame() {
        let s = scene()
        let card = constrained("card", in: s.root)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: s.root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: s.root.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
        s.layout()
        XCTAssertEqual(card.frame, Rect(x: 16, y: 100, width: 358, height: 179))
        XCTAssertEqual(s.ambiguityReport(), [])
        XCTAssertEqual(s.layoutWarnings, [])
    }

    func testFramePlacedViewsWorkBesideConstrainedOnes() {
        let s = scene()
        let box = View(frame: Rect(x: 40, y: 200, width: 100, height: 100))   // placed by frame
        box.id = "box"
        s.root.addSubview(box)
        let badge = constrained("badge", in: box)
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            badge.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        s.layout()
        XCTAssertEqual(badge.frame, Rect(x: 80, y: 10, width: 20, height: 20), "in the box's coordinates")
        XCTAssertEqual(box.frame, Rect(x: 40, y: 200, width: 100, height: 100), "the frame-placed view stays put")
        box.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        s.layout()
        XCTAssertEqual(badge.frame, Rect(x: 180, y: 10, width: 20, height: 20), "follows the box's new frame")
    }

    func testHigherPriorityWinsOverManyLowerOnes() {
        let s = scene()
        let v = constrained("v", in: s.root)
        v.topAnchor.constraint(equalTo: s.root.topAnchor).isActive = true
        v.leadingAnchor.constraint(equalTo: s.root.leadingAnchor).isActive = true
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let strong = v.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = 751
        strong.isActive = true
        for _ in 0..<20 {
            let weak = v.widthAnchor.constraint(equalToConstant: 300)
            weak.priority = 750
            weak.isActive = true
        }
        s.layout()
        XCTAssertEqual(v.frame.width, 100, "one 751 beats twenty 750s, as UIKit documents")
    }

    func testChangingAConstantRelayoutsIncrementally() {
        let s = scene()
        let header = constrained("header", in: s.root)
        let height = header.heightAnchor.constraint(equalToConstant: 300)
        LayoutConstraint.activate([header.topAnchor.constraint(equalTo: s.root.topAnchor),
                                   header.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   header.trailingAnchor.constraint(equalTo: s.root.trailingAnchor), height])
        let below = constrained("below", in: s.root)
        LayoutConstraint.activate([below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                                   below.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   below.widthAnchor.constraint(equalToConstant: 10),
                                   below.heightAnchor.constraint(equalToConstant: 10)])
        s.layout()
        let solverConstraints = s.layoutEngine.solver.constraints.count
        for k in 0..<1000 {
            let h = 121 + Double(k % 180)
            height.constant = h
            s.layout()
            XCTAssertEqual(header.frame.height, h)
            XCTAssertEqual(below.frame.minY, h + 8)
        }
        XCTAssertEqual(s.layoutEngine.solver.constraints.count, solverConstraints,
                       "constant changes are edit suggestions, not new constraints")
        XCTAssertEqual(s.layoutWarnings, [])
    }

    func testDeactivatingRestoresTheEarlierLayout() {
        let s = scene()
        let v = constrained("v", in: s.root)
        LayoutConstraint.activate([v.topAnchor.constraint(equalTo: s.root.topAnchor),
                                   v.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   v.heightAnchor.constraint(equalToConstant: 10)])
        let preferred = v.widthAnchor.constraint(equalToConstant: 100)
        preferred.priority = .defaultLow
        preferred.isActive = true
        s.layout()
        XCTAssertEqual(v.frame.width, 100)
        let wide = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 250)
        wide.isActive = true
        s.layout()
        XCTAssertEqual(v.frame.width, 250)
        wide.isActive = false
        s.layout()
        XCTAssertEqual(v.frame.width, 100)
    }

    func testConflictIsReportedWithTheConflictingSetAndRecovered() {
        let s = scene()
        var heard: [String] = []
        s.onWarning = { heard.append($0) }
        let v = constrained("avatar", in: s.root)
        LayoutConstraint.activate([v.topAnchor.constraint(equalTo: s.root.topAnchor),
                                   v.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   v.heightAnchor.constraint(equalToConstant: 50)])
        let a = v.widthAnchor.constraint(equalToConstant: 100)
        a.identifier = "avatar.width"
        let b = v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: 1)
        LayoutConstraint.activate([a, b])
        s.layout()
        XCTAssertEqual(heard.count, 1)
        let message = heard.first ?? ""
        XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints."), message)
        XCTAssertTrue(message.contains("'avatar.width' avatar.width == 100"), message)
        XCTAssertTrue(message.contains("avatar.width == avatar.height"), message)
        XCTAssertTrue(message.contains("avatar.height == 50"), message)
        XCTAssertFalse(message.contains("avatar.top"), "unrelated constraints are not in the set: \(message)")
        XCTAssertTrue(message.contains("Will attempt to recover by breaking constraint"), message)
        XCTAssertEqual(v.frame.height, 50)
        XCTAssertTrue([50, 100].contains(v.frame.width), "one of the two widths wins: \(v.frame.width)")
        XCTAssertEqual(s.layoutWarnings, heard)
    }

    func testAmbiguousLayoutIsReported() {
        let s = scene()
        let v = constrained("floating", in: s.root)
        LayoutConstraint.activate([v.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 10),
                                   v.heightAnchor.constraint(equalToConstant: 10),
                                   v.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)])
        let report = s.ambiguityReport()
        XCTAssertEqual(report, ["ambiguous layout: 'floating' has an ambiguous horizontal position, width"])
        v.leadingAnchor.constraint(equalTo: s.root.leadingAnchor).isActive = true
        v.widthAnchor.constraint(equalToConstant: 40).isActive = true
        XCTAssertEqual(s.ambiguityReport(), [])
    }

    func testLeadingAndTrailingFlipUnderRightToLeft() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = scene()
            s.layoutDirection = direction
            let icon = constrained("icon", in: s.root), title = constrained("title", in: s.root)
            LayoutConstraint.activate([
                icon.leadingAnchor.constraint(equalTo: s.root.leadingAnchor, constant: 16),
                icon.widthAnchor.constraint(equalToConstant: 70), icon.heightAnchor.constraint(equalToConstant: 70),
                icon.topAnchor.constraint(equalTo: s.root.topAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: s.root.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: s.root.topAnchor), title.heightAnchor.constraint(equalToConstant: 20),
            ])
            s.layout()
            if direction == .leftToRight {
                XCTAssertEqual(icon.frame.minX, 16); XCTAssertEqual(title.frame, Rect(x: 94, y: 0, width: 280, height: 20))
            } else {
                XCTAssertEqual(icon.frame.maxX, 390 - 16); XCTAssertEqual(title.frame, Rect(x: 16, y: 0, width: 280, height: 20))
            }
        }
    }

    func testSafeAreaAndMarginsFollowTheDevice() {
        for (screen, top, bottom) in [(Screen.iPhone14, 47.0, 34.0), (Screen.iPhoneSE, 20.0, 0.0)] {
            let s = scene(screen)
            let content = constrained("content", in: s.root)
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: s.root.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: s.root.safeAreaLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: s.root.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: s.root.layoutMarginsGuide.trailingAnchor),
            ])
            s.layout()
            XCTAssertEqual(content.frame, Rect(x: 16, y: top, width: screen.size.width - 32,
                                               height: screen.size.height - top - bottom), screen.name)
            XCTAssertEqual(s.root.safeAreaLayoutGuide.layoutFrame.minY, top)
        }
    }

    func testSubviewSafeAreaIsTheUnsafePartItOverlaps() {
        let s = scene()
        let bar = constrained("bar", in: s.root)
        LayoutConstraint.activate([bar.topAnchor.constraint(equalTo: s.root.topAnchor),
                                   bar.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   bar.trailingAnchor.constraint(equalTo: s.root.trailingAnchor),
                                   bar.heightAnchor.constraint(equalToConstant: 100)])
        let title = constrained("title", in: bar)
        LayoutConstraint.activate([title.topAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.topAnchor),
                                   title.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
                                   title.widthAnchor.constraint(equalToConstant: 10),
                                   title.heightAnchor.constraint(equalToConstant: 10)])
        s.layout()
        XCTAssertEqual(title.frame.minY, 47, "the bar sits under the status bar, so its safe area starts 47 pt down")
    }

    func testLabelIntrinsicSizeAndHuggingFight() throws {
        let s = scene()
        let container = constrained("row", in: s.root)
        LayoutConstraint.activate([container.topAnchor.constraint(equalTo: s.root.topAnchor),
                                   container.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   container.widthAnchor.constraint(equalToConstant: 300),
                                   container.heightAnchor.constraint(equalToConstant: 40)])
        let name = Label(), value = Label()
        name.id = "name"; value.id = "value"
        name.text = "Name"; value.text = "Value"
        for l in [name, value] {
            l.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(l)
            l.centerYAnchor.constraint(equalTo: container.centerYAnchor).isActive = true
        }
        LayoutConstraint.activate([name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                                   value.trailingAnchor.constraint(equalTo: container.trailingAnchor)])
        name.setContentHuggingPriority(251, for: .horizontal)
        s.layout()
        let measurer = try TextMeasurer()
        let nameWidth = measurer.size(of: "Name", font: name.font).width.rounded(.up)
        XCTAssertEqual(name.frame.width, nameWidth, "the label that hugs harder keeps its text's width")
        XCTAssertEqual(value.frame.width, 300 - 8 - nameWidth, "the other stretches")
        XCTAssertEqual(name.frame.height, measurer.size(of: "Name", font: name.font).height.rounded(.up))

        // Too long for the row: the lower compression resistance gives way.
        name.text = String(repeating: "Long name ", count: 10)
        value.text = "Value"
        value.setContentCompressionResistancePriority(751, for: .horizontal)
        s.layout()
        XCTAssertEqual(value.frame.width, measurer.size(of: "Value", font: value.font).width.rounded(.up))
        XCTAssertEqual(name.frame.maxX + 8, value.frame.minX)
        XCTAssertEqual(value.frame.maxX, 300)
    }

    func testWrappingLabelGrowsTallerInANarrowColumn() throws {
        let s = scene()
        let label = Label()
        label.id = "body"
        label.numberOfLines = 0
        label.text = "A wrapping label measures its height at the width the constraints give it."
        label.translatesAutoresizingMaskIntoConstraints = false
        s.root.addSubview(label)
        LayoutConstraint.activate([label.topAnchor.constraint(equalTo: s.root.topAnchor),
                                   label.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   label.widthAnchor.constraint(equalToConstant: 120)])
        s.layout()
        let measurer = try TextMeasurer()
        let expected = measurer.size(of: label.text, font: label.font, maxWidth: 120, numberOfLines: 0).height.rounded(.up)
        XCTAssertEqual(label.frame.height, expected)
        XCTAssertGreaterThan(label.frame.height, 3 * 17, "several lines")
    }

    func testBaselinesLineUpAcrossFonts() throws {
        let s = scene()
        let big = Label(), small = Label()
        big.text = "Big"; big.font = .boldSystemFont(ofSize: 40)
        small.text = "small"; small.font = .systemFont(ofSize: 13)
        for (l, id) in [(big, "big"), (small, "small")] {
            l.id = id
            l.translatesAutoresizingMaskIntoConstraints = false
            s.root.addSubview(l)
        }
        LayoutConstraint.activate([big.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 100),
                                   big.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
                                   small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
                                   small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor)])
        s.layout()
        let m = try TextMeasurer()
        let bigBaseline = big.frame.minY + big.frame.height / 2 - m.metrics(of: "Big", font: big.font).size.height / 2
            + m.metrics(of: "Big", font: big.font).firstBaseline
        let smallMetrics = m.metrics(of: "small", font: small.font)
        let smallBaseline = small.frame.minY + small.frame.height / 2 - smallMetrics.size.height / 2 + smallMetrics.firstBaseline
        XCTAssertEqual(smallBaseline, bigBaseline, accuracy: 0.5, "within the half-point pixel rounding at 2x")
    }

    func testRemovingAViewDeactivatesConstraintsThatLeaveItsSubtree() {
        let s = scene()
        let card = constrained("card", in: s.root), badge = constrained("badge", in: card)
        let outer = card.topAnchor.constraint(equalTo: s.root.topAnchor)
        let inner = badge.topAnchor.constraint(equalTo: card.topAnchor)
        LayoutConstraint.activate([outer, inner])
        card.removeFromSuperview()
        XCTAssertFalse(outer.isActive, "crossed from the card to the root")
        XCTAssertTrue(inner.isActive, "inside the removed subtree")
    }
}
