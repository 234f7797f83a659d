import Foundation
import FlipbookSupport

/// Which build of the renderer made a frame: the text and drawing libraries' run-time versions
/// and the font files Flipbook's fontconfig matches for its families.
///
/// Frames are byte-identical for one fingerprint, so a golden recorded with this build's
/// fingerprint is compared exactly, and one recorded with another (or none) perceptually.
///
/// ```swift
/// let now = try RendererFingerprint.current()
/// print(now.libraries.pango)                       // "1.50.12"
/// print(now.differences(from: recorded))           // ["pango 1.50.12, this build has 1.52.0"]
/// ```
///
/// As JSON (`golden/<scene>/renderer.json`, written by `GoldenSink` when it records):
///
/// ```json
/// {
///   "format" : 1,
///   "libraries" : { "cairo" : "1.16.0", "fontconfig" : "2.14.1", "freetype" : "2.12.1",
///                   "harfbuzz" : "6.0.0", "pango" : "1.50.12" },
///   "fonts" : [ { "file" : "Inter-Regular.otf", "bytes" : 258992, "sha256" : "…" } ]
/// }
/// ```
/// Fonts are named by file name, not path, so the same font bytes in another checkout or prefix
/// still match.
public struct RendererFingerprint: Sendable, Hashable, Encodable {
    /// The version of this JSON layout; another number is read as "unknown fingerprint".
    public static let format = 1

    public struct Libraries: Sendable, Hashable, Encodable {
        public var cairo: String
        public var pango: String
        public var harfbuzz: String
        public var freetype: String
        public var fontconfig: String

        public init(cairo: String, pango: String, harfbuzz: String, freetype: String, fontconfig: String) {
            self.cairo = cairo; self.pango = pango; self.harfbuzz = harfbuzz
            self.freetype = freetype; self.fontconfig = fontconfig
        }

        /// (name, version) in a fixed order, for messages.
        public var all: [(name: String, version: String)] {
            [("cairo", cairo), ("pango", pango), ("harfbuzz", harfbuzz), ("freetype", freetype), ("fontconfig", fontconfig)]
        }
    }

    /// One font file fontconfig resolves a project family to.
    public struct FontFile: Sendable, Hashable, Encodable {
        /// The file name (`Inter-Regular.otf`): what is compared, with the size and hash.
        public var file: String
        public var bytes: Int
        /// SHA-256 of the file's bytes, lowercase hex (as `sha256sum` prints it).
        public var sha256: String
        /// Where this machine has it; shown by `flipbook --version`, never stored in goldens.
        public var path: String? = nil

        public init(file: String, bytes: Int, sha256: String, path: String? = nil) {
            self.file = file; self.bytes = bytes; self.sha256 = sha256; self.path = path
        }

        enum CodingKeys: String, CodingKey { case file, bytes, sha256 }

        public static func == (a: FontFile, b: FontFile) -> Bool {
            a.file == b.file && a.bytes == b.bytes && a.sha256 == b.sha256
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(file); hasher.combine(bytes); hasher.combine(sha256) }
    }

    public var libraries: Libraries
    /// Sorted by file name, one entry per file.
    public var fonts: [FontFile]

    public init(libraries: Libraries, fonts: [FontFile]) {
        self.libraries = libraries
        self.fonts = fonts.sorted { $0.file < $1.file }
    }

    /// What differs between a golden's fingerprint (`recorded`) and this one, one phrase each to
    /// follow "recorded with", like "pango 1.50.12, this build has 1.52.0" or "another
    /// Inter-Bold.otf than this build's"; empty when the builds are the same.
    public func differences(from recorded: RendererFingerprint) -> [String] {
        var lines: [String] = []
        for (old, new) in zip(recorded.libraries.all, libraries.all) where old.version != new.version {
            lines.append("\(new.name) \(old.version), this build has \(new.version)")
        }
        let before = Dictionary(recorded.fonts.map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(fonts.map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
        for name in Set(before.keys).union(after.keys).sorted() {
            switch (before[name], after[name]) {
            case let (old?, new?) where old != new: lines.append("another \(name) than this build's")
            case (_?, nil): lines.append("font \(name), which this build does not use")
            case (nil, _?): lines.append("without font \(name), which this build uses")
            default: break
            }
        }
        return lines
    }

    // MARK: JSON

    enum CodingKeys: String, CodingKey { case format, libraries, fonts }

    /// Reads `jsonBytes()` output back through the one JSON reader (`JSONField`); anything
    /// else is an error naming its line, column and path in `file`.
    ///
    /// ```swift
    /// try RendererFingerprint.decode(json: bytes, file: "golden/header/renderer.json")
    /// // golden/header/renderer.json: line 2, column 14: $.format: format 2 is not 1
    /// ```
    public static func decode(json: [UInt8], file: String = "renderer.json") throws(JSONFieldError) -> RendererFingerprint {
        let root = try JSONField.root(of: json, file: file, limit: sizeLimit, maxDepth: 8)
        let formatField = try root.field("format")
        let format = try formatField.int(in: 0...Int(Int32.max))
        guard format == Self.format else { throw formatField.problem("format \(format) is not \(Self.format)") }
        let libraries = try root.field("libraries")
        func version(_ name: String) throws(JSONFieldError) -> String { try printable(libraries.field(name)) }
        let read = Libraries(cairo: try version("cairo"), pango: try version("pango"), harfbuzz: try version("harfbuzz"),
                             freetype: try version("freetype"), fontconfig: try version("fontconfig"))
        let fonts = try root.field("fonts").items(limit: fontLimit).map { (font) throws(JSONFieldError) in
            FontFile(file: try printable(font.field("file")), bytes: try font.field("bytes").int(in: 0...Int(Int64.max >> 1)),
                     sha256: try printable(font.field("sha256")))
        }
        return RendererFingerprint(libraries: read, fonts: fonts)
    }

    /// A golden folder is input like any other: its text ends up in messages on a terminal, so
    /// only short, printable values are taken.
    private static func printable(_ field: JSONField) throws(JSONFieldError) -> String {
        let text = try field.string()
        guard text.count <= textLimit else { throw field.problem("\(text.count) characters, more than the limit of \(textLimit)") }
        guard text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
            throw field.problem("holds a control character")
        }
        return text
    }

    /// Limits on what a fingerprint file may hold (real ones: ~20 fonts, names of ~30 characters).
    static let fontLimit = 1000
    static let textLimit = 255
    /// Far above any real fingerprint (a few KB): a bigger file is not one.
    public static let sizeLimit = 1 << 20

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.format, forKey: .format)
        try c.encode(libraries, forKey: .libraries)
        try c.encode(fonts, forKey: .fonts)
    }

    /// Pretty, sorted JSON with a final newline: stable bytes, readable diffs in review.
    public func jsonBytes() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Several lines for `flipbook --version`: each library, then each font with its path.
    public var description: String {
        var lines = libraries.all.map { "  \($0.name) \($0.version)" }
        for font in fonts {
            lines.append("  font \(font.path ?? font.file) (\(font.bytes) bytes, sha256 \(font.sha256))")
        }
        return lines.joined(separator: "\n")
    }
}
