import Foundation

/// Where an assertion's goldens and report go, from the test file's path and the test's name.
struct GoldenLocations {
    /// The folder holding `<name>/` (GoldenSink's golden directory).
    var goldens: URL
    var name: String
    /// This assertion's report folder, and the scratch folder the comparison writes into.
    var report: URL
    var artifacts: URL

    var folder: URL { goldens.appendingPathComponent(name) }

    init(name: String, testFile: String, goldenDirectory: URL?) {
        let file = URL(fileURLWithPath: testFile)
        let stem = Self.safe(file.deletingPathExtension().lastPathComponent)
        self.name = name
        goldens = goldenDirectory ?? file.deletingLastPathComponent().appendingPathComponent("__Goldens__").appendingPathComponent(stem)
        let reports = Self.reportsRoot(from: testFile)
        report = reports.appendingPathComponent(stem).appendingPathComponent(name)
        artifacts = reports.appendingPathComponent(".artifacts").appendingPathComponent(stem).appendingPathComponent(name)
    }

    /// `<package>/.build/flipbook-golden-reports`, the package found by walking up from the test
    /// file to Package.swift; a folder of the user's temporary directory if there is none.
    static func reportsRoot(from testFile: String) -> URL {
        if let root = packageRoot(from: testFile) {
            return root.appendingPathComponent(".build").appendingPathComponent("flipbook-golden-reports")
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-reports-\(getuid())")
    }

    /// The folder holding Package.swift above a test file, if any.
    static func packageRoot(from file: String) -> URL? {
        var dir = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        while dir.path != "/" && !dir.path.isEmpty {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// The golden name of a test function: `testCollapse()` → `testCollapse`.
    static func name(fromFunction function: String) -> String {
        safe(String(function.prefix { $0 != "(" }))
    }

    /// A name usable as one folder: letters, digits, `-`, `_`, `.`; anything else becomes `_`.
    static func safe(_ text: String) -> String {
        let mapped = String(text.map { c in c.isASCII && (c.isLetter || c.isNumber || "-_.".contains(c)) ? c : "_" })
        return mapped.isEmpty || mapped.hasPrefix(".") ? "_" + mapped : mapped
    }

    /// Why a `named:` argument cannot be a golden folder name, or nil when it can.
    static func problem(withName name: String) -> String? {
        guard !name.isEmpty, name == safe(name) else {
            return "golden name '\(name)' must be letters, digits, '-', '_' or '.' (not starting with '.'): it names a folder"
        }
        return nil
    }
}
