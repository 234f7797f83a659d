import Foundation
import XCTest

/// The independent tools the tests check Flipbook's output with. A test asks for one with
/// `try Checker.require(.pillow)` right before the independent check, after its own assertions,
/// so a missing tool never removes the test's other checks.
///
/// Ask outside `XCTAssert…(try …)`: an assertion records any error thrown inside it, a skip too,
/// as a failure.
///
/// Missing on CI (`CI=true`, as `.ci/run` sets) is a failure: a green CI must mean every check ran.
/// Missing elsewhere is a skip that names the tool and how `make test` installs it.
///
/// Where each tool is found can be overridden (to point at a missing one and see the failure):
/// `FLIPBOOK_PYTHON` (Pillow, jsonschema, Pango through gi, CairoSVG), `FLIPBOOK_PIXELMATCH_PYTHON` (the venv's python, with
/// pixelmatch and kiwisolver), `FLIPBOOK_CHROMIUM`, `FLIPBOOK_POPPLER_BIN` (a folder).
public enum Checker: String, Sendable, CaseIterable {
    case pillow, poppler, chromium, jsonschema, pixelmatch, kiwisolver, pango, cairosvg

    /// Raised instead of a skip on CI: XCTest records it as the test's failure.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// Fails (CI) or skips (elsewhere) the calling test when `checker` is unavailable.
    public static func require(_ checker: Checker) throws {
        guard !checker.isAvailable else { return }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            throw Missing(description: "CI=true and the independent checker \(checker.rawValue) is missing: \(checker.missing)")
        }
        throw XCTSkip("independent checker \(checker.rawValue) is missing: \(checker.missing)")
    }

    /// Debian's python3 (Pillow, jsonschema).
    public static var python: String { override("FLIPBOOK_PYTHON") ?? "/usr/bin/python3" }

    /// The project venv that `make test` makes with pixelmatch and kiwisolver from PyPI.
    public static var venvPython: String { pixelmatchPython }

    /// The project venv's python (see `venvPython`), by the name its first user gave it.
    public static var pixelmatchPython: String {
        override("FLIPBOOK_PIXELMATCH_PYTHON") ?? packageRoot.appendingPathComponent(".build/venv/bin/python").path
    }

    public static var chromiumPath: String { override("FLIPBOOK_CHROMIUM") ?? "/usr/bin/chromium" }

    /// The folder holding Poppler's pdftotext, pdftoppm, pdftocairo and pdfinfo.
    public static var popplerBin: String { override("FLIPBOOK_POPPLER_BIN") ?? "/usr/bin" }

    /// What is missing and how to get it.
    public var missing: String {
        switch self {
        case .pillow: "\(Checker.python) cannot import PIL; `make test` installs python3-pil"
        case .poppler: "pdftotext, pdftoppm, pdftocairo or pdfinfo is not in \(Checker.popplerBin); `make test` installs poppler-utils"
        case .chromium: "\(Checker.chromiumPath) is not installed; `make test` installs chromium"
        case .jsonschema: "\(Checker.python) cannot import jsonschema; `make test` installs python3-jsonschema"
        case .pixelmatch: "\(Checker.pixelmatchPython) cannot import pixelmatch and PIL; `make test` makes that venv (pip install pixelmatch)"
        case .kiwisolver: "\(Checker.venvPython) cannot import kiwisolver; `make test` makes that venv (pip install kiwisolver)"
        case .cairosvg: "\(Checker.python) cannot import cairosvg and PIL; `make test` installs python3-cairosvg"
        case .pango: "\(Checker.python) cannot import Pango and PangoCairo through gi, or cairo; `make test` installs python3-gi, python3-gi-cairo and gir1.2-pango-1.0"
        }
    }

    /// Probed on every call: each costs at most a Python start, and the tests ask once each.
    public var isAvailable: Bool {
        switch self {
        case .pillow: Checker.imports(Checker.python, "PIL")
        case .jsonschema: Checker.imports(Checker.python, "jsonschema")
        case .cairosvg: Checker.imports(Checker.python, "cairosvg, PIL")
        case .pixelmatch: Checker.imports(Checker.pixelmatchPython, "pixelmatch, PIL")
        case .kiwisolver: Checker.imports(Checker.venvPython, "kiwisolver")
        case .pango: Checker.imports(Checker.python, "cairo, gi; gi.require_version('PangoCairo', '1.0'); from gi.repository import Pango, PangoCairo")
        case .chromium: FileManager.default.isExecutableFile(atPath: Checker.chromiumPath)
        case .poppler: ["pdftotext", "pdftoppm", "pdftocairo", "pdfinfo"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: Checker.popplerBin + "/" + $0)
        }
        }
    }

    private static func imports(_ python: String, _ modules: String) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        return (try? ProcessRun(URL(fileURLWithPath: python), ["-c", "import \(modules)"]))?.status == 0
    }

    private static func override(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The package's root folder (this file is Tests/FlipbookTestSupport/Checker.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
