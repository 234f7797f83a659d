import Foundation
import XCTest

/// SLOW (minutes on a first run): golden testing as a team adopting Flipbook does it. A package
/// outside this repository, depending on it by path (offline: no registry, no network), with one
/// XCTest test calling `assertGolden`, is built and tested with `swift`, as a user would:
/// record, pass, fail (one failure, with the report path and the approve command), `flipbook
/// approve`, pass.
///
/// The package lives in a scratch folder kept between runs (its `.build` too), so only the first
/// run builds Flipbook from scratch; goldens and reports are removed at the start of each run.
final class ExternalPackageGoldenTests: XCTestCase {
    /// This repository: the folder holding Package.swift above this file.
    private static var repository: URL {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }

    /// The `flipbook` executable built beside this test runner (`swift build --build-tests` makes it).
    private static var flipbook: URL {
        var products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while products.path.contains(".xctest") { products = products.deletingLastPathComponent() }
        return products.appendingPathComponent("flipbook")
    }

    /// Reused between runs; named after the repository so two checkouts do not share it.
    private static var scratch: URL {
        let tag = repository.path.unicodeScalars.reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1.value)) &* 1099511628211 }
        return FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-external-package-\(getuid())-\(String(tag, radix: 16))")
    }

    func testRecordPassFailApprovePassInAPackageOutsideTheRepository() throws {
        let flipbook = Self.flipbook
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: flipbook.path) || ProcessInfo.processInfo.environment["CI"] == "true",
                          "\(flipbook.path) is not built; run `swift build --build-tests` first")
        let package = try writePackage()
        let report = package.appendingPathComponent(".build/flipbook-golden-reports/CardTests/testCardSlidesIn")
        let goldens = package.appendingPathComponent("Tests/GoldenDemoTests/__Goldens__/CardTests/testCardSlidesIn")

        let build = try run(swift, ["build", "--build-tests"], in: package, timeout: 3600)
        XCTAssertEqual(build.status, 0, "swift build failed:\n\(build.output.suffix(3000))")
        guard build.status == 0 else { return }
        // A team's build log stays clean: SwiftPM's own warnings (pkg-config flags it drops, files a
        // target does not handle) are printed on every build of a dependent, incremental or not.
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings, [], "the dependent package's build printed warnings")

        let record = try run(swift, ["test", "--skip-build"], in: package)
        XCTAssertNotEqual(record.status, 0, "the recording run passed")
        XCTAssertTrue(record.output.contains("with 1 failure"), "not one failure:\n\(record.output.suffix(3000))")
        XCTAssertTrue(record.output.contains("testCardSlidesIn: no golden yet; recorded frames 0, 10 and the trace in \(goldens.path)"),
                      record.output.suffix(3000).description)
        XCTAssertTrue(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("0010.png").path))

        let pass = try run(swift, ["test", "--skip-build"], in: package)
        XCTAssertEqual(pass.status, 0, "the second run failed:\n\(pass.output.suffix(3000))")

        let fail = try run(swift, ["test", "--skip-build"], in: package, environment: ["DEMO_CARD": "red"])
        XCTAssertNotEqual(fail.status, 0, "a changed card colour passed")
        XCTAssertTrue(fail.output.contains("with 1 failure"), "not one failure:\n\(fail.output.suffix(3000))")
        XCTAssertTrue(fail.output.contains("testCardSlidesIn: frames 0, 10 differ from the goldens"), fail.output.suffix(3000).description)
        XCTAssertTrue(fail.output.contains("Report: \(report.appendingPathComponent("index.html").path)"), fail.output.suffix(3000).description)
        XCTAssertTrue(fail.output.contains("Accept the change: flipbook approve \(report.path)"), fail.output.suffix(3000).description)

        let approve = try run(flipbook.path, ["approve", report.path], in: package)
        XCTAssertEqual(approve.status, 0, approve.output)
        XCTAssertTrue(approve.output.contains("approved testCardSlidesIn frame 0: \(goldens.appendingPathComponent("0000.png").path)"),
                      approve.output)
        XCTAssertTrue(approve.output.contains("approve: 2 golden files updated from 1 report"), approve.output)

        let passAgain = try run(swift, ["test", "--skip-build"], in: package, environment: ["DEMO_CARD": "red"])
        XCTAssertEqual(passAgain.status, 0, "the approved change still fails:\n\(passAgain.output.suffix(3000))")
    }

    private let swift = "/usr/bin/env"

    /// The package's files (rewritten only when they change, so its build stays incremental) with
    /// the previous run's goldens and reports removed.
    private func writePackage() throws -> URL {
        let package = Self.scratch
        let tests = package.appendingPathComponent("Tests/GoldenDemoTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        let repository = Self.repository
        let manifest = """
        // swift-tools-version:6.0
        // Written by Flipbook's ExternalPackageGoldenTests: a user's package depending on Flipbook by path.
        import PackageDescription

        let package = Package(
            name: "GoldenDemo",
            dependencies: [.package(path: "\(repository.path)")],
            targets: [
                .testTarget(name: "GoldenDemoTests", dependencies: [
                    .product(name: "FlipbookGoldenTesting", package: "\(repository.lastPathComponent)"),
                    .product(name: "FlipbookScene", package: "\(repository.lastPathComponent)"),
                    .product(name: "FlipbookRender", package: "\(repository.lastPathComponent)"),
                    .product(name: "FlipbookUIKit", package: "\(repository.lastPathComponent)"),
                ], exclude: ["__Goldens__"]),   // goldens are test data, not sources or resources
            ]
        )

        """
        let test = """
        import Foundation
        import FlipbookGoldenTesting
        import FlipbookRender
        import FlipbookScene
        import XCTest

        final class CardTests: XCTestCase {
            /// A card sliding in; DEMO_CARD=red changes its colour, as a redesign would.
            func testCardSlidesIn() throws {
                let colour = ProcessInfo.processInfo.environment["DEMO_CARD"] == "red" ? Color(hex: "#E0483B")! : Color(hex: "#13315C")!
                let scene = Scene(screen: Screen(name: "demo", size: Size(width: 160, height: 90), scale: 1, safeAreaInsets: .zero))
                let card = View(frame: Rect(x: 10, y: 20, width: 60, height: 40))
                card.id = "card"
                card.backgroundColor = colour
                scene.root.addSubview(card)
                scene.onStep = { _, step in card.frame.origin.x = 10 + 8 * Double(step.index) }
                try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 10, duration: 1)))
            }
        }

        """
        // An app's UIKit file as it is written for iOS, Foundation imported beside the UIKit
        // names: it must build without warnings outside this repository too.
        let ported = """
        import Foundation
        import FlipbookUIKit
        import XCTest

        final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 0 ? 88 : 44
            }
        }

        final class PortedTableTests: XCTestCase {
            func testCGFloatRowHeightsAreUsed() {
                let rows = Rows()
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
                table.dataSource = rows
                table.delegate = rows
                table.reloadData()
                XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 88, width: 320, height: 44))
                XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: 2, y: 2)).width, 6)
            }
        }

        """
        try writeIfChanged(manifest, to: package.appendingPathComponent("Package.swift"))
        try writeIfChanged(test, to: tests.appendingPathComponent("CardTests.swift"))
        try writeIfChanged(ported, to: tests.appendingPathComponent("PortedTableTests.swift"))
        for stale in [tests.appendingPathComponent("__Goldens__"), package.appendingPathComponent(".build/flipbook-golden-reports")] {
            try? FileManager.default.removeItem(at: stale)
        }
        // As a team's checkout has it before anything is recorded: the folder the manifest excludes
        // exists (SwiftPM warns of an exclude that names nothing).
        try FileManager.default.createDirectory(at: tests.appendingPathComponent("__Goldens__"), withIntermediateDirectories: true)
        return package
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
    }

    /// Runs `executable` in `folder` with its output (both streams) in a log file, so a long
    /// build cannot fill a pipe; stopped after `timeout` seconds.
    private func run(_ executable: String, _ arguments: [String], in folder: URL, environment extra: [String: String] = [:],
                     timeout: TimeInterval = 900) throws -> (status: Int32, output: String) {
        let log = folder.appendingPathComponent(".build-log-\(getpid()).txt")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = executable == swift ? ["swift"] + arguments : arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["FLIPBOOK_RECORD"] = nil
        environment["DEMO_CARD"] = nil
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
