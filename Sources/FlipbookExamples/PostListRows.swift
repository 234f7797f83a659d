import FlipbookRender
import FlipbookScene

/// The blog's post list under the header: plain rows with a title, a date and a separator,
/// inside a scroll view (a table view arrives with the scrolling issue).
enum PostListRows {
    static let rowHeight = 80.0
    static let count = 24

    static func make(width: Double) -> [View] {
        (0..<count).map { i in
            let row = View(frame: Rect(x: 0, y: Double(i) * rowHeight, width: width, height: rowHeight))
            row.id = "row\(i)"
            row.backgroundColor = .systemBackground

            let thumb = View(frame: Rect(x: 16, y: 14, width: 52, height: 52))
            thumb.cornerRadius = 10
            thumb.backgroundColor = palette[i % palette.count]
            row.addSubview(thumb)

            let title = Label(frame: Rect(x: 84, y: 16, width: width - 100, height: 24))
            title.text = Self.title(i)
            title.font = .systemFont(ofSize: 17, weight: .semibold)
            row.addSubview(title)

            let date = Label(frame: Rect(x: 84, y: 42, width: width - 100, height: 20))
            date.text = Self.byline(i)
            date.font = .systemFont(ofSize: 14)
            date.textColor = .systemGray
            row.addSubview(date)

            let separator = View(frame: Rect(x: 84, y: rowHeight - 0.5, width: width - 84, height: 0.5))
            separator.backgroundColor = .opaqueSeparator
            row.addSubview(separator)
            return row
        }
    }

    /// The post titles, cycling.
    static func title(_ i: Int) -> String { titles[i % titles.count] }
    /// Date and reading time of post `i`.
    static func byline(_ i: Int) -> String { "\(28 - i % 28) de noviembre · \(4 + i % 9) min de lectura" }

    private static let palette = ["#F05138", "#3D8BFD", "#34C759", "#FF9F0A", "#AF52DE", "#5AC8FA"].map { Color(hex: $0)! }
    private static let titles = [
        "Cómo animar una cabecera", "Auto Layout sin sorpresas", "UIViewPropertyAnimator a fondo",
        "Transiciones con Hero", "Tablas con cabecera dinámica", "Imágenes en la barra de navegación",
    ]
}
