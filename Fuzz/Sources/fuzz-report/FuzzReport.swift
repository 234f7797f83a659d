import Foundation
import FuzzDriver
import FlipbookGolden
import FlipbookSupport

/// `approve` on a hostile report (issue 33). Each input becomes `report.json` of a report folder in
/// a scratch project, signed with the scratch key (so the fuzzer reaches past the signature check
/// to every check behind it), and `ReportApproval(report:).apply()` runs on it. Whatever it does,
/// nothing outside the scratch goldens may change: the report's files, an `outside/` folder the
/// goldens and the report link to, and the project's own listing are checked after every input.
///
/// The project sits at a fixed path, /tmp/flipbook-fuzz-report-<uid>, so seeds can name its
/// goldens (Fuzz/seeds/report, written by make-seeds.py with the actual files' digests).
enum Scratch {
    static let root = "/tmp/flipbook-fuzz-report-\(getuid())"
    static let goldens = root + "/golden"
    static let report = root + "/report"
    static let outside = root + "/outside"
    static let victim = outside + "/victim.png"
    static let victimBytes = Array("not a golden: approve must never write here\n".utf8)
    /// Valid actuals (their digests are in the seeds): a 2×2 PNG and a one-line trace.
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x72, 0xB6, 0x0D,
        0x24, 0x00, 0x00, 0x00, 0x11, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
        0x1F, 0x84, 0x19, 0x60, 0x0C, 0x00, 0x47, 0xCA, 0x07, 0xF9, 0x67, 0x59, 0x6E, 0xB7, 0x00, 0x00,
        0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    static let trace = Array(#"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{}}"#.utf8) + [0x0A]
    nonisolated(unsafe) static var runs = 0

    /// Makes the project afresh: goldens (one scene, a link out), the report's files, the outside folder.
    static func reset() {
        try? FileManager.default.removeItem(atPath: root)
        for dir in [goldens + "/scene", report + "/images", report + "/traces", outside, root + "/state"] {
            try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        }
        write(png, goldens + "/scene/0000.png")
        write(trace, goldens + "/scene/trace.jsonl")
        write(png, report + "/images/a.png")
        write(trace, report + "/traces/t.jsonl")
        write(victimBytes, victim)
        try! FileManager.default.createSymbolicLink(atPath: goldens + "/link", withDestinationPath: outside)
        try! FileManager.default.createSymbolicLink(atPath: report + "/images/out.png", withDestinationPath: victim)
        let key = Array((String(repeating: "ab", count: 32) + "\n").utf8)
        let fd = open(root + "/state/report-key", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(fd >= 0)
        _ = key.withUnsafeBytes { Foundation.write(fd, $0.baseAddress!, $0.count) }
        close(fd)
        setenv("FLIPBOOK_STATE_DIR", root + "/state", 1)
    }

    /// A plain write (Foundation's createFile writes atomically, with a sync: 20 ms an input).
    static func write(_ bytes: [UInt8], _ path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "cannot write \(path)")
        let written = bytes.withUnsafeBytes { $0.isEmpty ? 0 : Foundation.write(fd, $0.baseAddress!, $0.count) }
        precondition(written == bytes.count && close(fd) == 0)
    }

    static func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

    /// What no approval may change, checked after each input.
    static func checkNothingOutsideTheGoldensChanged() {
        precondition(bytes(victim) == victimBytes, "the file outside the goldens was written")
        precondition((try? FileManager.default.contentsOfDirectory(atPath: outside)) == ["victim.png"], "a file appeared outside the goldens")
        let top = Set((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
        precondition(top == ["golden", "report", "outside", "state"], "the project holds \(top.sorted())")
        precondition(bytes(report + "/images/a.png") == png && bytes(report + "/traces/t.jsonl") == trace, "the report was written")
        let reportFiles = Set((try? FileManager.default.subpathsOfDirectory(atPath: report)) ?? [])
        precondition(reportFiles == ["images", "traces", "images/a.png", "images/out.png", "traces/t.jsonl", "report.json", "report.sig"],
                     "the report holds \(reportFiles.sorted())")
        var info = stat()
        precondition(lstat(goldens + "/link", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the goldens' link was replaced")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    // A fresh project now and then, so goldens the fuzzer approved do not pile up.
    if Scratch.runs % 5000 == 0 { Scratch.reset() }
    Scratch.runs += 1
    let manifest = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    Scratch.write(manifest, Scratch.report + "/report.json")
    Scratch.write((try? ReportSignature.sign(manifest: manifest)) ?? [], Scratch.report + "/report.sig")
    do {
        let approval = try ReportApproval(report: URL(fileURLWithPath: Scratch.report))
        for copy in try approval.apply() {
            precondition(copy.golden.path.hasPrefix(Scratch.goldens + "/"), "approved \(copy.golden.path), outside the goldens")
        }
    } catch let error as any FlipbookError {
        precondition(error.exitCode == .badInput || error.exitCode == .failure)
    } catch {
        preconditionFailure("an error that carries no exit code: \(error)")
    }
    Scratch.checkNothingOutsideTheGoldensChanged()
    return 0
}

@main enum Entry {
    static func main() { FuzzDriver.run(fuzzReport) }
}
