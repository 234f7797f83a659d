import Foundation
import FlipbookRender
import FlipbookSupport

/// The file a project maps an SF Symbol name to, as found in its symbols folder.
///
/// Precedence (one rule, the first that exists wins): `NAME.WEIGHT.svg`, `NAME.WEIGHT@3x.png`,
/// `@2x`, `.png`, then `NAME.svg`, `NAME@3x.png`, `@2x`, `.png`. A weight's own export beats the
/// plain one, and an SVG beats a PNG of the same name, since it is drawn sharp at every size. A
/// file that exists but cannot be used is not skipped for the next: the symbol is a placeholder
/// and the scene's warning names the file and why.
///
/// ```swift
/// switch SymbolFile.find("chevron.right", weight: .semibold, in: symbols) {
/// case .vector(let svg): …    // symbols/chevron.right.semibold.svg, or chevron.right.svg
/// …
/// }
/// ```
enum SymbolFile {
    /// No file: the placeholder, and a warning saying which files would map it.
    case none
    /// A PNG, the symbol at the reference configuration (17 pt, medium) at its file's scale.
    case bitmap(ImageRef)
    /// An SVG whose own size is the symbol's at the reference configuration, in points.
    case vector(SVGDocument)
    /// A file that is there but cannot be drawn: why, naming it.
    case unusable(String)

    /// The file names tried for `name` at `weight`, in order.
    static func candidates(_ name: String, weight: SymbolWeight) -> [String] {
        ["\(name).\(weight.rawValue)", name].flatMap { stem in
            ["\(stem).svg", "\(stem)@3x.png", "\(stem)@2x.png", "\(stem).png"]
        }
    }

    static func find(_ name: String, weight: SymbolWeight, in folder: URL) -> SymbolFile {
        let found: (candidate: String, bytes: [UInt8])?
        do {
            found = try Image.readFirst(of: candidates(name, weight: weight), in: folder)
        } catch {
            return .unusable("\(error) (in \(folder.path))")
        }
        guard let found else { return .none }
        let path = folder.appendingPathComponent(found.candidate).path
        do {
            if found.candidate.hasSuffix(".svg") {
                return .vector(try SVGDocument(bytes: found.bytes, name: path))
            }
            let decoded = try PNGImageDecoder.decode(bytes: found.bytes, name: path)
            return .bitmap(ImageRef(image: decoded, scale: Image.scale(fromFileName: found.candidate)))
        } catch {
            return .unusable("\(error)")
        }
    }
}
