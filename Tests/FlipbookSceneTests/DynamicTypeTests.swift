import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// Dynamic Type as a user sees it: text-style labels and table cells drawn at the scene's
/// content size category, and laid out again when it changes.
final class DynamicTypeTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let screen = Screen(name: "test", size: Size(width: 320, height: 240), scale: 2, safeAreaInsets: .zero)

    /// A body label pinned top-leading, sized by its text.
    private func bodyLabelScene(_ font: Font = .preferredFont(forTextStyle: .body),
                                adjusts: Bool = false) -> (Scene, Label) {
        let scene = Scene(screen: screen)
        scene.root.backgroundColor = .white
        let label = Label()
        label.text = "Ajustes"
        label.font = font
        label.adjustsFontForContentSizeCategory = adjusts
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
        ])
        return (scene, label)
    }

    /// The intrinsic height of the same text in a plain system font of `size`.
    private func plainHeight(_ size: Double) -> Double {
        let label = Label()
        label.text = "Ajustes"
        label.font = .systemFont(ofSize: size)
        return label.intrinsicContentSize.height
    }

    func testAnAX3LabelLaysOutTallerWhenTheCategoryChanges() throws {
        let (scene, label) = bodyLabelScene()
        scene.layout()
        XCTAssertEqual(label.font.size, 17)
        XCTAssertEqual(label.frame.height, plainHeight(17))
        let before = try Rasterizer().render(scene.displayList())

        scene.contentSizeCategory = .accessibilityExtraLarge
        scene.layout()
        XCTAssertEqual(label.font.size, 40, "font reads the size on screen, as UIFont.pointSize does")
        XCTAssertEqual(label.frame.height, plainHeight(40), "relaid out at body's AX3 size")
        XCTAssertGreaterThan(label.frame.height, 2 * plainHeight(17))
        let after = try Rasterizer().render(scene.displayList())

        let small = try XCTUnwrap(before.inkBounds(differingFrom: white))
        let large = try XCTUnwrap(after.inkBounds(differingFrom: white))
        let ratio = Double(large.maxY - large.minY + 1) / Double(small.maxY - small.minY + 1)
        XCTAssertEqual(ratio, 40.0 / 17.0, accuracy: 0.2, "the drawn text grew with the font")
        XCTAssertEqual(small.minX, large.minX, accuracy: 4, "still at the leading margin")
    }

    func testAFontForAFixedCategoryFollowsOnlyWithAdjustsFontForContentSizeCategory() {
        let fixed = Font.preferredFont(forTextStyle: .headline, compatibleWith: .large)
        let (still, stillLabel) = bodyLabelScene(fixed, adjusts: false)
        still.contentSizeCategory = .accessibilityMedium
        still.layout()
        XCTAssertEqual(stillLabel.font.size, 17)
        XCTAssertEqual(stillLabel.frame.height, plainHeight(17), accuracy: 1)

        let (adjusting, adjustingLabel) = bodyLabelScene(fixed, adjusts: true)
        adjusting.contentSizeCategory = .accessibilityMedium
        adjusting.layout()
        XCTAssertEqual(adjustingLabel.font.size, 28, "headline at AX1")
        XCTAssertEqual(adjustingLabel.font.weight, .semibold)
        XCTAssertGreaterThan(adjustingLabel.frame.height, stillLabel.frame.height)
    }

    func testReassigningTheReadFontKeepsItFollowing() {
        let (scene, label) = bodyLabelScene()
        scene.contentSizeCategory = .extraLarge
        label.font = label.font          // what `label.font = label.font.withSize(...)`-style code does first
        scene.contentSizeCategory = .extraSmall
        XCTAssertEqual(label.font.size, 14)
    }

    func testPlainFontsIgnoreTheCategory() {
        let (scene, label) = bodyLabelScene(.systemFont(ofSize: 17), adjusts: true)
        scene.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        scene.layout()
        XCTAssertEqual(label.font.size, 17)
        XCTAssertEqual(label.frame.height, plainHeight(17))
    }

    func testTableCellsUseBodyAndSubheadlineAndFollowTheCategory() throws {
        let scene = Scene(screen: screen)
        scene.contentSizeCategory = .accessibilityExtraLarge
        let cell = TableViewCell(style: .subtitle)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 160)
        cell.textLabel?.text = "Título"
        cell.detailTextLabel?.text = "Detalle"
        scene.root.addSubview(cell)
        scene.layout()
        let title = try XCTUnwrap(cell.textLabel), detail = try XCTUnwrap(cell.detailTextLabel)
        XCTAssertEqual(title.font.size, 40, "body at AX3")
        XCTAssertEqual(detail.font.size, 36, "subheadline at AX3")
        XCTAssertEqual(title.frame.height, plainHeight(40), accuracy: 1, "the cell measured the text at AX3")

        scene.contentSizeCategory = .large
        scene.layout()
        XCTAssertEqual(title.font.size, 17)
        XCTAssertEqual(detail.font.size, 15)
        XCTAssertEqual(title.frame.height, plainHeight(17), accuracy: 1, "the cell laid out again at the new size")

        let value1 = TableViewCell(style: .value1)
        value1.detailTextLabel?.text = "Activado"
        scene.root.addSubview(value1)
        scene.contentSizeCategory = .extraExtraLarge
        XCTAssertEqual(value1.detailTextLabel?.font.size, 21, "value1's detail is body")
    }
}
