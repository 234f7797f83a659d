import Foundation
import XCTest
import FlipbookTestSupport

/// The `flipbook` executable as a user runs it: exit codes, messages, files.
final class CommandLineTests: XCTestCase {

    private func scratch() throws -> URL {
        try temporaryDirectory("cli")
    }

    func testListNamesTheBuiltInScenes() throws {
        let run = try flipbook("list")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("blog-header"), run.stdout)
    }

    func testHelpOnEveryCommand() throws {
        for command in ["demo", "list", "render"] {
            let run = try flipbook(command, "--help")
            XCTAssertEqual(run.status, 0, command)
            XCTAssertTrue(run.stdout.contains("usage: flipbook \(command)"), run.stdout)
        }
        let top = try flipbook("--help")
        XCTAssertEqual(top.status, 0)
        XCTAssertTrue(top.stdout.contains("render"))
    }

    func testRendersOneFrameAsPNGAtTheChosenScale() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("f.png")
        let run = try flipbook("render", "blog-header", "-o", out.path, "--frame", "18", "--scale", "1", "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        let data = try Data(contentsOf: out)
        // PNG IHDR: width and height, big-endian, at bytes 16…23.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([width, height], [390, 844])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["f.png"], "no temp file left")
    }

    /// A handout as a reviewer opens it: Letter pages, the title and note on the first, every
    /// 10th step in the grid, the scene's words as text (read back with poppler-utils' pdftotext).
    func testRendersAPDFHandoutWithItsOptions() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("review.pdf")
        let run = try flipbook("render", "blog-header", "-o", out.path, "--title", "Header review", "--note", "Check the fade.",
                               "--paper", "letter", "--every", "10", "--scale", "1")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("review.pdf ("), run.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["review.pdf"], "no temp file left")
        let data = try Data(contentsOf: out)
        XCTAssertTrue(String(decoding: data.prefix(8), as: UTF8.self).hasPrefix("%PDF-"))
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("/MediaBox [ 0 0 612 792 ]"), "Letter pages")

        // Last, so a missing Poppler takes away only this independent reading.
        try Checker.require(.poppler)
        let words = try Poppler.text(of: out).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for expected in ["Header review", "Check the fade.", "blog-header", "iphone-14 · 390 × 844 pt · @1x",
                         "steps 0, 10, 20, 30, 40", "AlexandreFreire", "Desarrollo iOS", "step 10 · 0.33 s", "page 2 of 2"] {
            XCTAssertTrue(words.contains(expected), "'\(expected)' in: \(words)")
        }
    }

    func testUnknownSceneSuggestsTheClosestName() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try flipbook("render", "blog-heder", "-o", dir.appendingPathComponent("x.gif").path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no built-in scene or scene file named 'blog-heder'; did you mean 'blog-header'?"), run.stderr)
    }

    func testMisspeltFlagSuggestsTheRightOne() throws {
        let run = try flipbook("render", "blog-header", "--scael", "2")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("unknown option --scael for 'flipbook render' (did you mean --scale?)"), run.stderr)
    }

    func testBadValuesAreUsageErrors() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let never = dir.appendingPathComponent("never.pdf").path
        let scale = try flipbook("render", "blog-header", "-o", dir.appendingPathComponent("x.gif").path, "--scale", "4")
        XCTAssertEqual(scale.status, 2)
        XCTAssertTrue(scale.stderr.contains("--scale must be 1, 2 or 3, not '4'"), scale.stderr)
        let noOutput = try flipbook("render", "blog-header")
        XCTAssertEqual(noOutput.status, 2)
        XCTAssertTrue(noOutput.stderr.contains("render needs -o OUT"), noOutput.stderr)
        let command = try flipbook("rendr")
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(command.stderr.contains("did you mean 'render'?"), command.stderr)
        for (args, message) in [(["--every", "0"], "--every must be a whole number in 1…10000, not '0'"),
                                (["--every", "x"], "--every must be a whole number in 1…10000, not 'x'"),
                                (["--paper", "a3"], "--paper must be a4 or letter, not 'a3'"),
                                (["--title", String(repeating: "t", count: 201)], "--title must be at most 200 characters, not 201")] {
            let run = try runFlipbook(["render", "blog-header", "-o", never] + args)
            XCTAssertEqual(run.status, 2, "\(args)")
            XCTAssertTrue(run.stderr.contains(message), run.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "a usage error writes nothing")
    }

    func testMissingFrameWritesNothing() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try flipbook("render", "blog-header", "-o", dir.appendingPathComponent("f.png").path, "--frame", "41")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("the scene has no frame 41"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    /// An unwritable place is the environment's failure (1), the same for every kind of output.
    func testUnwritableOutputNamesThePathWithOneExitCodeForEveryKind() throws {
        for output in ["/proc/flipbook/x.gif", "/proc/flipbook/x.png", "/proc/flipbook/frames", "/proc/flipbook/x.pdf"] {
            let run = try flipbook("render", "blog-header", "-o", output, "--scale", "1")
            XCTAssertEqual(run.status, 1, "\(output): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("/proc/flipbook"), run.stderr)
            XCTAssertTrue(run.stderr.contains("could not write"), run.stderr)
        }
    }

    func testTraceWritesOneJSONLinePerStep() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.jsonl")
        let run = try flipbook("render", "dynamic-header", "-o", dir.appendingPathComponent("f.png").path,
                               "--scale", "1", "--trace", trace.path, "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 20)
        for (i, line) in lines.enumerated() {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            XCTAssertEqual(object["index"] as? Int, i)
            let views = try XCTUnwrap(object["views"] as? [String: Any])
            let header = try XCTUnwrap(views["header"] as? [String: Any])
            XCTAssertEqual((header["frame"] as? [Double])?.count, 4)
        }
        let all = lines.joined(separator: "\n")
        for callback in ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                         "scrollViewDidEndScrollingAnimation"] {
            XCTAssertTrue(all.contains(callback), callback)
        }
    }

    private var fixtures: URL {
        var dir = URL(fileURLWithPath: #filePath)
        while dir.path != "/", !FileManager.default.fileExists(atPath: dir.appendingPathComponent("fixtures").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("fixtures")
    }

    func testValidateListsEveryProblemAndExitsTwo() throws {
        let clean = try flipbook("validate", fixtures.appendingPathComponent("blog-header.json").path,
                                 fixtures.appendingPathComponent("dynamic-header.json").path)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertTrue(clean.stdout.contains("blog-header.json: ok"))
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.json")
        try Data(#"{"views": [{"id": "a", "colour": "red"}], "driver": {"type": "timelin"}}"#.utf8).write(to: bad)
        let run = try flipbook("validate", bad.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("$.views[0].colour: unknown property"), run.stderr)
        XCTAssertTrue(run.stderr.contains("unknown driver \"timelin\"; did you mean \"timeline\"?"), run.stderr)
    }

    func testRenderASceneFileWithFramesAndDevice() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("frames")
        let run = try flipbook("render", fixtures.appendingPathComponent("blog-header.json").path, "-o", out.path,
                               "--frames", "3..5", "--scale", "1", "--device", "iphone-se", "--quiet")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), [".flipbook-output", "0003.png", "0004.png", "0005.png"])
        let data = try Data(contentsOf: out.appendingPathComponent("0003.png"))
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 375, "the iPhone SE preset")
        let badRange = try flipbook("render", "blog-header", "-o", out.path, "--frames", "5..3")
        XCTAssertEqual(badRange.status, 2)
        let badFile = try flipbook("render", dir.appendingPathComponent("none.json").path, "-o", out.path)
        XCTAssertEqual(badFile.status, 2)
        XCTAssertTrue(badFile.stderr.contains("none.json: file: no such file"), badFile.stderr)
    }

    /// Mutated scene files through the real binary: every run exits 0 (and writes its PNG) or 2
    /// (naming the file and a place, writing nothing), never a crash. Counted, so a binary that
    /// refuses everything or accepts everything fails.
    func testMutatedFilesExitZeroOrTwo() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("assets"), to: dir.appendingPathComponent("assets"))
        let source = try Array(Data(contentsOf: fixtures.appendingPathComponent("scroll-effects.json")))
        var state: UInt64 = 0xF11B
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) }
        var rendered = 0, refused = 0
        for round in 0..<40 {
            var bytes = source
            let at = next() % bytes.count
            if round % 2 == 0 { bytes[at] = UInt8(truncatingIfNeeded: next()) } else { bytes.removeSubrange(at..<min(bytes.count, at + 5)) }
            let file = dir.appendingPathComponent("m.json"), png = dir.appendingPathComponent("m.png")
            try? FileManager.default.removeItem(at: png)
            try Data(bytes).write(to: file)
            let run = try flipbook("render", file.path, "-o", png.path, "--scale", "1", "--quiet")
            XCTAssertTrue(run.status == 0 || run.status == 2, "round \(round): exit \(run.status)\n\(run.stderr)")
            if run.status == 0 {
                rendered += 1
                XCTAssertTrue(FileManager.default.fileExists(atPath: png.path), "round \(round): exit 0 without its PNG")
            } else if run.status == 2 {
                refused += 1
                XCTAssertTrue(run.stderr.contains("m.json: $") || run.stderr.contains("m.json: line "),
                              "round \(round): the refusal names no place\n\(run.stderr)")
                XCTAssertFalse(FileManager.default.fileExists(atPath: png.path), "round \(round): refused but wrote")
            }
        }
        // With this seed 6 render and 34 are refused (when written).
        XCTAssertEqual(rendered + refused, 40)
        XCTAssertGreaterThanOrEqual(rendered, 4, "mutants that still render")
        XCTAssertGreaterThanOrEqual(refused, 25, "mutants refused")
    }

    /// The same render in two processes writes the same bytes: GIF, APNG, PNG frames, the HTML
    /// flipbook and the trace (the in-process checks elsewhere cannot see state that differs
    /// between runs, such as hashing seeds, thread timing or addresses), the PDF handout included
    /// (its /CreationDate is fixed rather than the clock's).
    func testTwoProcessesWriteByteIdenticalOutputs() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var runs: [[String: Data]] = []
        for k in 0..<2 {
            let out = dir.appendingPathComponent("run\(k)")
            let run = try flipbook("render", "blog-header", "--frames", "0..12", "--scale", "1", "--quiet",
                                   "-o", out.appendingPathComponent("a.gif").path, "-o", out.appendingPathComponent("a.apng").path,
                                   "-o", out.appendingPathComponent("frames").path, "-o", out.appendingPathComponent("a.html").path,
                                   "-o", out.appendingPathComponent("a.pdf").path,
                                   "--trace", out.appendingPathComponent("trace.jsonl").path)
            XCTAssertEqual(run.status, 0, run.stderr)
            var files: [String: Data] = [:]
            for name in try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted() {
                let url = out.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                    files[name] = try Data(contentsOf: url)
                }
            }
            runs.append(files)
        }
        XCTAssertEqual(runs[0].keys.sorted(), runs[1].keys.sorted())
        XCTAssertGreaterThanOrEqual(runs[0].count, 5 + 13, "a GIF, an APNG, HTML, a PDF, a trace and 13 frames")
        for name in runs[0].keys.sorted() {
            XCTAssertEqual(runs[0][name], runs[1][name], "\(name) differs between two processes")
        }
        let pdf = String(data: runs[0]["a.pdf"] ?? Data(), encoding: .isoLatin1) ?? ""
        XCTAssertTrue(pdf.contains("20000101000000"), "the fixed creation date is in the PDF")
    }

    func testDiffCountsPixelsAndExitsOneBeyondTheBudget() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png")
        XCTAssertEqual(try flipbook("render", "blog-header", "-o", a.path, "--frame", "10", "--scale", "1", "-q").status, 0)
        XCTAssertEqual(try flipbook("render", "blog-header", "-o", b.path, "--frame", "11", "--scale", "1", "-q").status, 0)
        let same = try flipbook("diff", a.path, a.path)
        XCTAssertEqual(same.status, 0)
        XCTAssertTrue(same.stdout.hasPrefix("0 pixels changed (exact); 0 pixels differ"), same.stdout)
        let differ = try flipbook("diff", a.path, b.path, "-o", dir.appendingPathComponent("d.png").path)
        XCTAssertEqual(differ.status, 1)
        XCTAssertTrue(differ.stdout.contains("pixels differ"), differ.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))
        let count = Int(differ.stdout.split(separator: " ").first ?? "") ?? 0
        XCTAssertEqual(try flipbook("diff", a.path, b.path, "--max-diff-pixels", String(count)).status, 0)
        let missing = try flipbook("diff", a.path, dir.appendingPathComponent("none.png").path)
        XCTAssertEqual(missing.status, 2)
    }

    func testDiffComparesGIFsAndFrameFoldersFrameByFrame() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        XCTAssertEqual(try flipbook("render", "blog-header", "-o", path("a.gif"), "-o", path("frames"),
                                    "--frames", "0..5", "--scale", "1", "-q").status, 0)
        XCTAssertEqual(try flipbook("render", "blog-header", "-o", path("later.gif"), "--frames", "1..6", "--scale", "1", "-q").status, 0)
        XCTAssertEqual(try flipbook("render", "blog-header", "-o", path("slow.gif"), "--frames", "0..5", "--fps", "20",
                                    "--scale", "1", "-q").status, 0)
        XCTAssertEqual(try flipbook("render", "blog-header", "-o", path("short.gif"), "--frames", "0..4", "--scale", "1", "-q").status, 0)

        let same = try flipbook("diff", path("a.gif"), path("a.gif"))
        XCTAssertEqual(same.status, 0, same.stdout + same.stderr)
        XCTAssertEqual(same.stdout, "6 frames, none differs beyond the budget\n")
        // A GIF's palette changes pixel values: exact by default fails, a threshold forgives it.
        let source = try flipbook("diff", path("a.gif"), path("frames"), "--threshold", "0.1")
        XCTAssertEqual(source.status, 0, "the GIF shows the frames it was made from: " + source.stdout)

        let moved = try flipbook("diff", path("a.gif"), path("later.gif"), "-o", path("diffs"))
        XCTAssertEqual(moved.status, 1)
        XCTAssertTrue(moved.stdout.contains("frame 0: ") && moved.stdout.contains("pixels differ"), moved.stdout)
        XCTAssertTrue(moved.stdout.contains("of 6 frames differ beyond the budget"), moved.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("diffs/0000.png")))

        let timing = try flipbook("diff", path("a.gif"), path("slow.gif"))
        XCTAssertEqual(timing.status, 1, "same pictures, other delays")
        XCTAssertTrue(timing.stdout.hasPrefix("delays differ from frame 0: 3 vs 5 cs"), timing.stdout)

        let count = try flipbook("diff", path("a.gif"), path("short.gif"))
        XCTAssertEqual(count.status, 1)
        XCTAssertTrue(count.stdout.hasPrefix("frame count differs: 6 in"), count.stdout)

        try Data("GIF89a but not really".utf8).write(to: dir.appendingPathComponent("bad.gif"))
        let bad = try flipbook("diff", path("bad.gif"), path("a.gif"))
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("bad.gif: not a readable GIF"), bad.stderr)
    }

    /// Bad golden options are usage errors (2), never mistaken for a mismatch (1).
    func testBadGoldenOptionsExitTwoNamingTheOption() throws {
        for (args, says) in [(["--shard", "0/2"], "shard 0/2"), (["--shard", "two"], "--shard must be K/N"),
                             (["--record", "bogus"], "record mode 'bogus'"), (["--checkpoints", "every:0"], "checkpoints 'every:0'"),
                             (["--threshold", "2"], "--threshold must be")] {
            let run = try runFlipbook((args[0] == "--record" ? ["verify"] : ["verify", "--record", "never"]) + args)
            XCTAssertEqual(run.status, 2, "\(args): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(says), "\(args): \(run.stderr)")
        }
    }

    func testVerifyFailsWithAReportThenPassesAfterRecord() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fixture = fixtures.appendingPathComponent("scroll-effects.json")
        let golden = dir.appendingPathComponent("golden"), report = dir.appendingPathComponent("report")
        let missing = try flipbook("verify", fixture.path, "--golden", golden.path, "--record", "never", "--report", report.path)
        XCTAssertEqual(missing.status, 1, "no goldens, never record: a failure")
        XCTAssertTrue(missing.stdout.contains("verify: 0 passed, 1 failed"), missing.stdout)
        let record = try flipbook("record", fixture.path, "--golden", golden.path)
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        XCTAssertEqual(try flipbook("verify", fixture.path, "--golden", golden.path, "--record", "never").status, 0)
        // Break one golden: verify fails, names the scene and frame, and writes the HTML report.
        try FileManager.default.copyItem(at: golden.appendingPathComponent("scroll-effects/0010.png"),
                                         to: dir.appendingPathComponent("keep.png"))
        try FileManager.default.removeItem(at: golden.appendingPathComponent("scroll-effects/0010.png"))
        try FileManager.default.copyItem(at: golden.appendingPathComponent("scroll-effects/0020.png"),
                                         to: golden.appendingPathComponent("scroll-effects/0010.png"))
        let junit = dir.appendingPathComponent("junit.xml")
        let broken = try flipbook("verify", fixture.path, "--golden", golden.path, "--record", "never",
                                  "--report", report.path, "--junit", junit.path)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stdout.contains("scroll-effects frame 10: FAILED"), broken.stdout)
        XCTAssertTrue(broken.stdout.contains("report: \(report.path)/index.html"), broken.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("failures=\"1\""), xml)
    }
}
