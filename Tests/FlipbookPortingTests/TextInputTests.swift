import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// UITextField, UITextView, UISearchBar and UIProgressView at rest, measured from pixels.
/// Documented by Apple: a field's and a text view's default font is the body style
/// (https://developer.apple.com/documentation/uikit/uitextfield/font,
/// https://developer.apple.com/documentation/uikit/uitextview/font); a text view's
/// `textContainerInset` is (8, 0, 8, 0) (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset)
/// and its line fragment padding 5 pt (https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding).
/// The field's and the search bar's sizes are the CHOSEN values in TextFieldLook.swift,
/// SearchTextField.swift and SearchBar.swift, measured here as a user would see them.
final class TextInputTests: XCTestCase {
    private let scale = 3.0
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let black = RGBA(r: 0, g: 0, b: 0, a: 255)

    private func scene(_ appearance: Appearance = .light, _ direction: LayoutDirection = .leftToRight,
                       width: Double = 300, height: Double = 120) -> Scene {
        let scene = Scene(screen: Screen(name: "t", size: CGSize(width: width, height: height), scale: scale, safeAreaInsets: .zero))
        scene.appearance = appearance
        scene.layoutDirection = direction
        scene.backgroundColor = .systemBackground
        return scene
    }

    private func render(_ scene: Scene) throws -> RasterFrame {
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    /// Columns (in points) along row `y` (points) whose pixels are within `tolerance` of `color`.
    private func span(_ frame: RasterFrame, row y: Double, matching color: RGBA, tolerance: Int = 3,
                      in xs: ClosedRange<Double>? = nil) -> (Double, Double)? {
        let py = Int(y * scale)
        let range = xs.map { Int($0.lowerBound * scale)...Int($0.upperBound * scale) - 1 } ?? 0...(frame.width - 1)
        let hits = range.filter { frame.rgba($0, py).distance(to: color) <= tolerance }
        guard let first = hits.first, let last = hits.last else { return nil }
        return (Double(first) / scale, Double(last + 1) / scale)
    }

    /// The ink box (points) of the pixels in `box` (points) farther than `tolerance` from `background`.
    private func ink(_ frame: RasterFrame, in box: CGRect, differingFrom background: RGBA, tolerance: Int = 24)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in Int(box.minY * scale)..<Int(box.maxY * scale) {
            for x in Int(box.minX * scale)..<Int(box.maxX * scale) where frame.rgba(x, y).distance(to: background) > tolerance {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return (Double(minX) / scale, Double(minY) / scale, Double(maxX + 1) / scale, Double(maxY + 1) / scale)
    }

    /// The darkest pixel in `box`, by its red channel (text is grey or black).
    private func darkest(_ frame: RasterFrame, in box: CGRect) -> RGBA {
        var best = white
        for y in Int(box.minY * scale)..<Int(box.maxY * scale) {
            for x in Int(box.minX * scale)..<Int(box.maxX * scale) where frame.rgba(x, y).r < best.r { best = frame.rgba(x, y) }
        }
        return best
    }

    // MARK: UITextField

    private func emailField(in scene: Scene) -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        field.keyboardType = .emailAddress
        field.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20),
            field.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
        ])
        return field
    }

    func testARoundedRectFieldIsAsTallAsItsLinePlusFourteenWithFivePointCornersAndTheTextSevenIn() throws {
        let scene = scene()
        scene.backgroundColor = .systemGray5     // the field's white shows against it
        let field = emailField(in: scene)
        let frame = try render(scene)
        let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
        XCTAssertEqual(field.frame.height, (lineHeight + 14).rounded(), "a rounded rect adds 7 pt above and below its line")
        XCTAssertEqual(field.frame.width, 260)
        // The white fill spans the field's width along its middle row, and its height down the middle.
        let fill = try XCTUnwrap(span(frame, row: field.frame.midY, matching: white, in: 15...100))
        XCTAssertEqual(fill.0, 20.5, accuracy: 0.7, "inside the hairline")
        let column = (0..<frame.height).filter { frame.rgba(Int(150 * scale), $0).distance(to: white) <= 2 }
        XCTAssertEqual(Double(column.count) / scale, field.frame.height - 1, accuracy: 0.7)
        // A 5 pt corner: the corner pixel is the background; 5 pt in along the diagonal's
        // (1 − 1/√2) × 5 ≈ 1.5 pt, the fill begins.
        let gray5 = RGBA(r: 229, g: 229, b: 234, a: 255)
        XCTAssertLessThanOrEqual(frame.rgba(Int(20 * scale), Int(20 * scale)).distance(to: gray5), 2)
        XCTAssertLessThanOrEqual(frame.rgba(Int((20 + 2.2) * scale), Int((20 + 2.2) * scale)).distance(to: white), 2)
        XCTAssertGreaterThan(frame.rgba(Int((20 + 1.0) * scale), Int((20 + 1.0) * scale)).distance(to: white), 10)
        // The placeholder starts 7 pt in (plus the E's side bearing), in placeholderText over white.
        let textBox = CGRect(x: 22, y: 22, width: 100, height: field.frame.height - 4)
        let placeholder = try XCTUnwrap(ink(frame, in: textBox, differingFrom: white))
        XCTAssertEqual(placeholder.minX, 27, accuracy: 2.0)
        let expectedGrey = 255 - Int((0.3 * Double(255 - 60)).rounded())   // (60,60,67) at 0.3 over white
        XCTAssertEqual(darkest(frame, in: textBox).r, expectedGrey, accuracy: 6, "placeholderText")
        // Typed text draws in the label colour at the same place.
        field.text = "ana@example.com"
        let typed = try render(scene)
        XCTAssertLessThanOrEqual(darkest(typed, in: textBox).r, 30, "label black")
        XCTAssertEqual(try XCTUnwrap(ink(typed, in: textBox, differingFrom: white)).minX, 27, accuracy: 2.0)
    }

    func testDarkFieldsAreRaisedGreyAndRightToLeftFieldsMirror() throws {
        let dark = scene(.dark)
        let field = emailField(in: dark)
        let frame = try render(dark)
        // tertiarySystemBackground in dark: (44, 44, 46) on the black window.
        let grey = RGBA(r: 44, g: 44, b: 46, a: 255)
        XCTAssertEqual(try XCTUnwrap(span(frame, row: field.frame.midY, matching: grey, in: 15...80)).0, 20.5, accuracy: 0.7)

        let rtl = scene(.light, .rightToLeft)
        let mirrored = emailField(in: rtl)
        mirrored.text = "Hello"
        mirrored.clearButtonMode = .always
        let rtlFrame = try render(rtl)
        // The text ends 7 pt before the right edge; the clear button sits at the left.
        let box = CGRect(x: 60, y: 22, width: 218, height: mirrored.frame.height - 4)
        let text = try XCTUnwrap(ink(rtlFrame, in: box, differingFrom: white))
        XCTAssertEqual(text.maxX, 280 - 7, accuracy: 2.0, "natural alignment is right under right-to-left")
        let disc = RGBA(r: 197, g: 197, b: 199, a: 255)   // tertiaryLabel over white
        let button = try XCTUnwrap(span(rtlFrame, row: mirrored.frame.midY - 6, matching: disc, tolerance: 4, in: 20...60))
        XCTAssertLessThan(button.1, 20 + 6 + 17 + 0.5, "the clear button is the leading (left) one")
    }

    func testTheClearButtonIsASeventeenPointDiscSixPointsFromTheTrailingEdgeAndOnlyOverText() throws {
        let scene = scene()
        let field = emailField(in: scene)
        field.clearButtonMode = .always
        let empty = try render(scene)
        let disc = RGBA(r: 197, g: 197, b: 199, a: 255)
        XCTAssertNil(span(empty, row: field.frame.midY - 6, matching: disc, tolerance: 4, in: 240...278), "no text, no button")
        field.text = "ana"
        let frame = try render(scene)
        // Its widest row is the middle one less the cross: measure 6 pt above the centre, where the
        // chord of a 17 pt disc is 2·√(8.5² − 6²) ≈ 12.04 pt.
        let chord = try XCTUnwrap(span(frame, row: field.frame.midY - 6, matching: disc, tolerance: 4, in: 240...278))
        XCTAssertEqual(chord.1 - chord.0, 2 * (8.5 * 8.5 - 36).squareRoot(), accuracy: 0.7)
        XCTAssertEqual((chord.0 + chord.1) / 2, 280 - 6 - 8.5, accuracy: 0.5, "centred 14.5 pt from the trailing edge")
        XCTAssertEqual(field.clearButtonRect(forBounds: field.bounds), CGRect(x: 260 - 6 - 17, y: (field.bounds.height - 17) / 2, width: 17, height: 17))
        // `.whileEditing` (the default for search fields) hides it at rest.
        field.clearButtonMode = .whileEditing
        XCTAssertNil(span(try render(scene), row: field.frame.midY - 6, matching: disc, tolerance: 4, in: 240...278))
    }

    func testASecureFieldDrawsOneBulletPerCharacter() throws {
        let scene = scene()
        let field = emailField(in: scene)
        field.isSecureTextEntry = true
        field.text = "hunter2"
        let frame = try render(scene)
        // The bullets are separate blobs along the field's middle row.
        let y = Int(field.frame.midY * scale)
        var blobs = 0, inBlob = false
        for x in Int(22 * scale)..<Int(200 * scale) {
            let inked = frame.rgba(x, y).distance(to: white) > 100
            if inked, !inBlob { blobs += 1 }
            inBlob = inked
        }
        XCTAssertEqual(blobs, 7)
    }

    func testATapBeginsEditingShowsTheCaretInTheTintAndEndsTheOtherField() throws {
        final class Form: UITextFieldDelegate {
            var events: [String] = []
            func textFieldDidBeginEditing(_ textField: UITextField) { events.append("begin \(textField.placeholder ?? "")") }
            func textFieldDidEndEditing(_ textField: UITextField) { events.append("end \(textField.placeholder ?? "")") }
        }
        let scene = scene(height: 160)
        let form = Form()
        let email = emailField(in: scene)
        let password = UITextField(frame: CGRect(x: 20, y: 80, width: 260, height: 34))
        password.borderStyle = .roundedRect
        password.placeholder = "Password"
        scene.root.addSubview(password)
        email.delegate = form
        password.delegate = form
        scene.root.tintColor = .systemRed
        scene.tap(.view(email), at: 0.1)
        scene.tap(.view(password), at: 0.5)
        scene.advance(to: Step(index: 0, time: 0))
        scene.advance(to: Step(index: 1, time: 0.3))
        XCTAssertTrue(email.isEditing)
        XCTAssertEqual(form.events, ["begin Email"])
        let frame = try render(scene)
        // The caret: a 2 pt red bar at the start of the empty field's text area (7 pt in).
        let red = RGBA(r: 255, g: 59, b: 48, a: 255)
        let caret = try XCTUnwrap(span(frame, row: email.frame.midY, matching: red, in: 20...60))
        XCTAssertEqual(caret.0, 27, accuracy: 0.4)
        XCTAssertEqual(caret.1 - caret.0, 2, accuracy: 0.4)
        scene.advance(to: Step(index: 2, time: 0.7))
        XCTAssertFalse(email.isEditing)
        XCTAssertTrue(password.isEditing)
        XCTAssertEqual(form.events, ["begin Email", "end Email", "begin Password"])
        XCTAssertTrue(scene.warnings.filter { $0.contains("touches") }.isEmpty, "a field reacts to a tap: \(scene.warnings)")
    }

    func testAFieldFollowsTheContentSizeCategory() {
        let scene = scene()
        let field = emailField(in: scene)
        scene.layout()
        let large = field.frame.height
        scene.contentSizeCategory = .accessibilityExtraLarge
        scene.layout()
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: .accessibilityExtraLarge)
        XCTAssertEqual(field.frame.height, (body.lineHeight + 14).rounded())
        XCTAssertGreaterThan(field.frame.height, large + 10, "the body style grows to 44 pt")
    }

    // MARK: UITextView

    func testATextViewInsetsItsTextEightDownAndFiveInAndSizesToItWithScrollingOff() throws {
        let scene = scene(width: 320, height: 300)
        let bio = UITextView()
        bio.text = "Designer in Lisbon. Loves trams, tiles and very strong coffee in the morning."
        bio.isScrollEnabled = false
        bio.isEditable = false
        bio.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(bio)
        NSLayoutConstraint.activate([
            bio.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            bio.widthAnchor.constraint(equalToConstant: 200),
            bio.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
        ])
        let frame = try render(scene)
        let font = UIFont.preferredFont(forTextStyle: .body)
        let rows = frame.inkRows(differingFrom: white, columns: Int(10 * scale)..<Int(210 * scale), tolerance: 60)
        XCTAssertGreaterThanOrEqual(rows.count, 3, "the text wraps at 200 − 10 pt")
        // Height: the wrapped lines plus 8 above and 8 below.
        XCTAssertEqual(bio.frame.height, (Double(rows.count) * font.lineHeight + 16).rounded(.up), accuracy: 1)
        // The first line's ink begins within its line, 8 pt below the top; each line's ink starts 5 pt in.
        let firstInk = Double(try XCTUnwrap(rows.first).lowerBound) / scale
        XCTAssertGreaterThan(firstInk, 10 + 8)
        XCTAssertLessThan(firstInk, 10 + 8 + font.lineHeight - font.capHeight)
        let left = try XCTUnwrap(ink(frame, in: CGRect(x: 10, y: 10, width: 200, height: bio.frame.height), differingFrom: white, tolerance: 60))
        XCTAssertEqual(left.minX, 10 + 5, accuracy: 1.5, "lineFragmentPadding")
        // Without padding the text moves 5 pt left.
        bio.textContainer.lineFragmentPadding = 0
        let flush = try render(scene)
        let moved = try XCTUnwrap(ink(flush, in: CGRect(x: 10, y: 10, width: 200, height: bio.frame.height), differingFrom: white, tolerance: 60))
        XCTAssertEqual(left.minX - moved.minX, 5, accuracy: 0.7)
    }

    func testAScrollingTextViewScrollsItsTextAndIsOpaqueSystemBackground() throws {
        let scene = scene(.dark, width: 200, height: 100)
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        notes.text = Array(repeating: "Line of notes", count: 12).joined(separator: "\n")
        scene.root.addSubview(notes)
        scene.backgroundColor = .systemGray
        let frame = try render(scene)
        XCTAssertGreaterThan(notes.contentSize.height, 12 * UIFont.preferredFont(forTextStyle: .body).lineHeight)
        XCTAssertEqual(frame.rgba(Int(190 * scale), Int(55 * scale)), black, "systemBackground in dark")
        notes.contentOffset = CGPoint(x: 0, y: 40)
        let scrolled = try render(scene)
        XCTAssertNotEqual(frame.pixels, scrolled.pixels)
    }

    // MARK: UISearchBar

    func testASearchBarIsFiftySixTallWithAThirtySixPointFieldEightInAndTheGlassAndPlaceholderInSecondaryGrey() throws {
        let scene = scene(width: 320, height: 100)
        let search = UISearchBar()
        search.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(search)
        NSLayoutConstraint.activate([
            search.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            search.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            search.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
        ])
        let frame = try render(scene)
        XCTAssertEqual(search.frame.height, 56)
        // tertiarySystemFill (118,118,128 at 0.12) over white.
        let fieldGrey = RGBA(r: 239, g: 239, b: 240, a: 255)
        let across = try XCTUnwrap(span(frame, row: 10 + 28, matching: fieldGrey, tolerance: 2))
        XCTAssertEqual(across.0, 8, accuracy: 0.5)
        XCTAssertEqual(across.1, 312, accuracy: 0.5)
        let down = (0..<frame.height).filter { frame.rgba(Int(200 * scale), $0).distance(to: fieldGrey) <= 2 }
        XCTAssertEqual(Double(try XCTUnwrap(down.first)) / scale, 10 + 10, accuracy: 0.5)
        XCTAssertEqual(Double(try XCTUnwrap(down.last) + 1) / scale, 10 + 46, accuracy: 0.5)
        // The glass: 15 pt from 8 pt into the field; the placeholder "Search" after it.
        let glass = try XCTUnwrap(ink(frame, in: CGRect(x: 9, y: 21, width: 20, height: 34), differingFrom: fieldGrey))
        XCTAssertEqual(glass.minX, 16, accuracy: 1)
        XCTAssertLessThanOrEqual(glass.maxX, 31.5, "inside its 15 pt square")
        XCTAssertGreaterThan(glass.maxX - glass.minX, 12)
        let word = try XCTUnwrap(ink(frame, in: CGRect(x: 32, y: 21, width: 200, height: 34), differingFrom: fieldGrey))
        XCTAssertEqual(word.minX, 37, accuracy: 2, "6 pt after the glass")
        // secondaryLabel (60,60,67 at 0.6) over the field grey.
        XCTAssertEqual(darkest(frame, in: CGRect(x: 32, y: 21, width: 200, height: 34)).r, Int((0.4 * 239 + 0.6 * 60).rounded()), accuracy: 8)
        XCTAssertEqual(search.placeholder, "Search")
    }

    func testTheCancelButtonTakesTheTrailingEndAndTheFieldShrinks() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let scene = scene(.light, direction, width: 320, height: 80)
            let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
            search.showsCancelButton = true
            search.searchBarStyle = .minimal
            scene.root.addSubview(search)
            let frame = try render(scene)
            let blue = RGBA(r: 0, g: 122, b: 255, a: 255)
            let cancelBox = direction == .leftToRight ? CGRect(x: 240, y: 10, width: 80, height: 36) : CGRect(x: 0, y: 10, width: 80, height: 36)
            let cancelInk = try XCTUnwrap(ink(frame, in: cancelBox, differingFrom: white), "\(direction)")
            XCTAssertLessThanOrEqual(darkest(frame, in: cancelBox).distance(to: blue), 40, "Cancel in the tint")
            let field = search.searchTextField.frame
            if direction == .leftToRight {
                XCTAssertEqual(cancelInk.maxX, 312, accuracy: 2)
                XCTAssertEqual(field.minX, 8)
                XCTAssertLessThan(field.maxX, cancelInk.minX - 7)
            } else {
                XCTAssertEqual(cancelInk.minX, 8, accuracy: 2)
                XCTAssertEqual(field.maxX, 312)
                XCTAssertGreaterThan(field.minX, cancelInk.maxX + 7)
            }
        }
    }

    // MARK: UIProgressView

    func testAProgressViewIsDarkAwareFillsFromTheLeadingEdgeAndAnimatesSetProgress() throws {
        let dark = scene(.dark, .rightToLeft, width: 240, height: 40)
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 18, width: 200, height: 4)
        bar.progress = 0.25
        dark.root.tintColor = .systemGreen
        dark.root.addSubview(bar)
        let frame = try render(dark)
        let green = RGBA(r: 48, g: 209, b: 88, a: 255), track = RGBA(r: 44, g: 44, b: 46, a: 255)
        let filled = try XCTUnwrap(span(frame, row: 20, matching: green))
        XCTAssertEqual(filled.0, 220 - 50, accuracy: 0.5, "right-to-left: from the right")
        XCTAssertEqual(filled.1, 220, accuracy: 0.7)
        XCTAssertNotNil(span(frame, row: 20, matching: track, in: 40...160), "systemGray5 in dark")
        // Animated: halfway through 0.25 s (ease in-out) the fill is between 50 and 150 pt.
        bar.setProgress(0.75, animated: true)
        XCTAssertEqual(bar.progress, 0.75, "the model value at once")
        dark.advance(to: Step(index: 0, time: 0))
        dark.advance(to: Step(index: 1, time: 0.125))
        let mid = try XCTUnwrap(span(try render(dark), row: 20, matching: green))
        XCTAssertEqual(220 - mid.0, 100, accuracy: 3, "half-way by the symmetric curve")
        dark.advance(to: Step(index: 2, time: 0.3))
        XCTAssertEqual(220 - (try XCTUnwrap(span(try render(dark), row: 20, matching: green))).0, 150, accuracy: 0.5)
    }
}
