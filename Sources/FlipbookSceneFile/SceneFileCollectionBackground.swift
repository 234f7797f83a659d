import FlipbookRender
import FlipbookScene

/// A compositional section's `"background": {"color": colour, "cornerRadius": pt, "contentInsets": …}`:
/// an `NSCollectionLayoutDecorationItem.background(elementKind:)` behind the section's content
/// area (between its header and footer, less `contentInsets`), drawn by a view the layout
/// registers for the kind, as an app registers its own background view class.
///
/// ```json
/// "section": {"background": {"color": "secondarySystemBackground", "cornerRadius": 12,
///                            "contentInsets": {"leading": 8, "trailing": 8}}, "group": {…}}
/// ```
struct SceneFileCollectionBackground {
    struct Style {
        var color: Color
        var cornerRadius: Double
    }

    /// The kind of section description `index`'s background (one per description).
    static func kind(_ index: Int) -> String { "flipbook-scene-file-background-\(index)" }

    /// The decoration item, and the style its view draws.
    static func read(_ node: Node, index: Int, log: ProblemLog, values: ValueReader,
                     insets: (Node) -> DirectionalEdgeInsets?) -> (CollectionLayoutDecorationItem, Style)? {
        guard let o = node.object(["color", "cornerRadius", "contentInsets", "zIndex"]) else { return nil }
        defer { o.finish() }
        guard let colorNode = o.required("color"), let color = values.color(colorNode) else { return nil }
        var style = Style(color: color, cornerRadius: 0)
        if let r = o["cornerRadius"], let radius = r.number(in: SceneFileRange(0...1000)) { style.cornerRadius = radius }
        let item = CollectionLayoutDecorationItem.background(elementKind: kind(index))
        if let i = o["contentInsets"].flatMap(insets) { item.contentInsets = i }
        if let z = o["zIndex"], let value = z.int(in: SceneFileRange(-10_000...10_000, whole: true)) { item.zIndex = value }
        return (item, style)
    }
}

/// A compositional layout that knows the styles of its sections' scene-file backgrounds.
final class SceneFileCompositionalLayout: CollectionViewCompositionalLayout {
    var backgroundStyles: [String: SceneFileCollectionBackground.Style] = [:]
}

/// The view behind a section: its colour and corner radius from the layout's style for its kind.
final class SceneFileBackgroundDecorationView: CollectionReusableView {
    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let layout = (superview as? CollectionView)?.collectionViewLayout as? SceneFileCompositionalLayout,
              let kind = layoutAttributes.representedElementKind, let style = layout.backgroundStyles[kind] else { return }
        backgroundColor = style.color
        layer.cornerRadius = style.cornerRadius
    }
}
