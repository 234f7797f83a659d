import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// `UIButton.Configuration.showsActivityIndicator`
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/showsactivityindicator):
/// the indicator takes the image's place, so the title moves over by its width and the padding,
/// drawn in the foreground colour and spinning on the scene's clock.
final class ButtonActivityIndicatorTests: XCTestCase {
    private let scale = 3.0

    func testABusyButtonShowsASpinningIndicatorWhereTheImageGoes() throws {
        let scene = Scene(screen: Screen(name: "b", size: CGSize(width: 300, height: 100), scale: scale, safeAreaInsets: .zero))
        scene.backgroundColor = .systemBackground
        var config = UIButton.Configuration.filled()
        config.title = "Saving"
        config.imagePadding = 8
        let button = UIButton(configuration: config)
        scene.root.addSubview(button)
        button.frame = CGRect(x: 50, y: 30, width: 200, height: 40)
        scene.layout()
        let idleTitle = try XCTUnwrap(button.titleLabel).frame

        config.showsActivityIndicator = true
        button.configuration = config
        scene.advance(to: Step(index: 0, time: 0))
        scene.layout()
        let busyTitle = try XCTUnwrap(button.titleLabel).frame
        // The content (20 pt spinner + 8 pt + title) stays centred: the title moves by half of 28.
        XCTAssertEqual(busyTitle.minX - idleTitle.minX, 14, accuracy: 0.5)
        let first = try Rasterizer().render(scene.displayList())
        // White spokes on the tint blue, left of the title, inside a 20 pt square.
        let spinnerBox = CGRect(x: button.frame.minX + busyTitle.minX - 8 - 20, y: 40, width: 20, height: 20)
        var white = 0
        for y in Int(spinnerBox.minY * scale)..<Int(spinnerBox.maxY * scale) {
            for x in Int(spinnerBox.minX * scale)..<Int(spinnerBox.maxX * scale) where first.rgba(x, y).r > 200 && first.rgba(x, y).b > 200 {
                white += 1
            }
        }
        XCTAssertGreaterThan(white, 40, "the spokes are drawn in the filled style's white")
        scene.advance(to: Step(index: 1, time: 0.2))
        let later = try Rasterizer().render(scene.displayList())
        XCTAssertTrue(first.pixels != later.pixels, "it spins")

        config.showsActivityIndicator = false
        button.configuration = config
        scene.layout()
        XCTAssertEqual(try XCTUnwrap(button.titleLabel).frame.minX, idleTitle.minX, accuracy: 1e-9, "back where it was")
    }
}
