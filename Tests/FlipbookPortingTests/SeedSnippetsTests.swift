import XCTest
import FlipbookUIKit

/// The short snippets seed 000 prints before its tutorial, as printed, and what they promise.
final class SeedSnippetsTests: XCTestCase {
    func testTheTransformSnippetMakesATenPointViewTwenty() {
        // Creamos un UIImageView de tamaño 10x10
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        // Le aplicamos una transformada para escalarla, es decir, para
        // modificar su tamaño
        imageView.transform = CGAffineTransform(scaleX: 2, y: 2)

        // Ahora la imageView es de tamaño 20x20
        XCTAssertEqual(imageView.frame.size, CGSize(width: 20, height: 20))
    }

    func testTheContentInsetSnippetAddsTwoHundredPointsOnTop() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 500))
        // UIScrollView que mide 100 x 500

        scrollView.contentInset = UIEdgeInsets(top: 200, left: 0, bottom: 0, right: 0)
        // Añades un espacio de 200 puntos en la parte superior del scrollView
        XCTAssertEqual(scrollView.minContentOffset.y, -200)
    }

    func testTheMinMaxSnippet() {
        XCTAssertEqual(min(10, 42), 10)   // Devuelve 10
        XCTAssertEqual(max(10, 42), 42)   // Devuelve 42
        let headerHeighConstraint: NSLayoutConstraint = UIView().heightAnchor.constraint(equalToConstant: 300)
        // Modificamos el valor de la constraint que define la altura del Header
        headerHeighConstraint.constant = 100
        XCTAssertEqual(headerHeighConstraint.constant, 100)
    }
}
