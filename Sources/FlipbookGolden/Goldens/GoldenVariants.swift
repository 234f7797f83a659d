import Foundation
import FlipbookPipeline
import FlipbookSupport

/// Where a scene's variants keep their goldens: `golden/<scene>/variants/<variant>/`, each a
/// golden folder like the scene's own (frames, `trace.jsonl`, `meta.json`, `renderer.json`).
/// `golden/<scene>/variants.json` lists the variants `verify` checks even before they are
/// recorded: an array of `--variants` specs, `["appearance=dark", "direction=rtl"]`.
///
/// ```swift
/// GoldenVariants.goldenName(scene: "blog-header", variant: "dark")   // "blog-header/variants/dark"
/// let names = try GoldenVariants.recorded(scene: "blog-header", in: URL(fileURLWithPath: "golden"))
/// ```
public enum GoldenVariants {
    public static let folderName = "variants"
    public static let listFileName = "variants.json"

    /// The name a variant's `GoldenSink` gets: its folder under the goldens, and how reports,
    /// JUnit and `approve --only` name it.
    public static func goldenName(scene: String, variant: String) -> String {
        "\(scene)/\(folderName)/\(variant)"
    }

    /// The variant folders recorded for `scene`, sorted (hidden entries and files left out).
    public static func recorded(scene: String, in goldens: URL) throws -> [String] {
        let folder = goldens.appendingPathComponent(scene).appendingPathComponent(folderName)
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: folder.path, isDirectory: &isDir) else { return [] }
        guard isDir.boolValue else { throw GoldenError.badInput("\(folder.path): not a folder (variant goldens go in folders under it)") }
        let names: [String]
        do { names = try fm.contentsOfDirectory(atPath: folder.path) } catch {
            throw GoldenError.badInput("\(folder.path): cannot list it (variant goldens go in folders under it)")
        }
        return names.filter { name in
            var isDir: ObjCBool = false
            return !name.hasPrefix(".") && fm.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDir) && isDir.boolValue
        }.sorted()
    }

    /// Most bytes and specs a `variants.json` may hold (real ones list a handful).
    static let listByteLimit = 1 << 16
    static let listLimit = 1000

    /// The `--variants` specs `golden/<scene>/variants.json` lists ([] when there is none).
    public static func listed(scene: String, in goldens: URL) throws -> [String] {
        let path = goldens.appendingPathComponent(scene).appendingPathComponent(listFileName).path
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: listByteLimit)
        } catch InputFileError.missing {
            return []
        }
        // Through the one JSON reader: a problem names its line, column and item (exit 2).
        let specs: [String]
        do {
            let root = try JSONField.root(of: bytes, file: path, limit: listByteLimit, maxDepth: 2)
            specs = try root.items(limit: listLimit).map { (item) throws(JSONFieldError) in try item.string() }
        } catch {
            throw GoldenError.badInput("\(TerminalText.escaped(path)): must be a JSON array of variant specs, like [\"appearance=dark\", \"direction=rtl\"] (\(error.place))")
        }
        return specs
    }
}
