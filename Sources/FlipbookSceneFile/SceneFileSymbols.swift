import Foundation
import FlipbookRender
import FlipbookScene

extension SceneFileViewKinds {
    /// `"symbol": "chevron.right"` or `{name, pointSize, weight, scale}`: `UIImage(systemName:
    /// withConfiguration:)` with the file the scene maps to it in its own `symbols/` folder (read
    /// as every asset is, inside the scene's folder), else the placeholder and a warning.
    ///
    /// ```json
    /// {"type": "image", "symbol": {"name": "chevron.right", "pointSize": 13, "weight": "semibold"}, "tintColor": "tertiaryLabel"}
    /// ```
    func loadSymbol(_ node: Node, values: ValueReader) -> Image? {
        var name: String?
        var configuration = SymbolConfiguration.unspecified
        if case .string = node.value {
            name = node.string
        } else if let r = node.object(["name", "pointSize", "weight", "scale"]) {
            defer { r.finish() }
            name = r.required("name").flatMap(values.text)
            if let p = r["pointSize"].flatMap({ values.number($0, in: .fontSize) }) { configuration.pointSize = p }
            if let w = r["weight"] { configuration.weight = values.choice(w, SymbolWeight.byName, what: "symbol weight") }
            if let s = r["scale"] { configuration.scale = values.choice(s, SymbolScale.byName, what: "symbol scale") }
        }
        guard let name else { return nil }
        let folder = context.folder.appendingPathComponent("symbols", isDirectory: true)
        guard let image = Image(systemName: name, in: folder, withConfiguration: configuration) else {
            node.log.add(node.path, "\"\(name)\" is not a symbol name")
            return nil
        }
        return image
    }
}
