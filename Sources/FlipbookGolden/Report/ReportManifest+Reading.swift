import FlipbookSupport

/// Reading `report.json` through the one JSON reader (`JSONField` over `JSONReader`), not
/// Foundation's decoder: a manifest arrives in a pull request like a scene file, so a problem
/// names its line, column and path, every number is range-checked, and the entry count is
/// checked before any entry is read.
///
/// ```swift
/// let root = try JSONField.root(of: bytes, file: "report/report.json", limit: ReportManifest.byteLimit)
/// let manifest = try ReportManifest(json: root)
/// // report/report.json: line 4, column 13: $.entries[0].kind: expected "frame" or "trace", found "movie"
/// ```
extension ReportManifest {
    public init(json root: JSONField) throws(JSONFieldError) {
        let formatField = try root.field("format")
        let format = try formatField.string()
        // Any whole number reads, so another version is named as such rather than as out of range.
        let version = try root.field("version").int(in: 0...Int(Int32.max))
        guard format == Self.formatName, version == 1 else {
            throw formatField.problem("format '\(format)' version \(version); expected '\(Self.formatName)' version 1")
        }
        self.init(goldens: try root.field("goldens").string(),
                  entries: try root.field("entries").items(limit: Self.entryLimit).map { (item) throws(JSONFieldError) in try Entry(json: item) })
    }
}

extension ReportManifest.Entry {
    init(json item: JSONField) throws(JSONFieldError) {
        let kindField = try item.field("kind")
        let kindName = try kindField.string()
        guard let kind = ReportManifest.Kind(rawValue: kindName) else {
            throw kindField.problem("expected \"frame\" or \"trace\", found \"\(kindName)\"")
        }
        self.init(scene: try item.field("scene").string(), kind: kind, frame: try item.optionalField("frame")?.string(),
                  golden: try item.field("golden").string(), actual: try item.field("actual").string(),
                  sha256: try item.optionalField("sha256")?.string())
    }
}
