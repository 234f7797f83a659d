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
/// The project is this process's own, /tmp/flipbook-fuzz-report-<uid>-<pid> (removed at exit, and
/// a dead process's left-over one at the next start), so a campaign and `make test`'s smoke, or two
/// fork-mode jobs, never share goldens. Seeds name it by the token `@SCRATCH@`, which is replaced
/// with the root in every input before it is signed (Fuzz/seeds/report hold the actual files' digests).
enum Scratch {
    static let prefix = "flipbook-fuzz-report-\(getuid())-"
    static let root = "/tmp/" + prefix + "\(getpid())"
    static let token = Array("@SCRATCH@".utf8)
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

    /// Puts the goldens back as `reset` made them: an approval that wrote leaves new scene
    /// folders behind, and every later `FolderEdit` mirrors the whole tree, so a growing tree made
    /// each input slower (the main cost at ~150 exec/s). Only after an input that wrote.
    static func restoreGoldens() {
        try? FileManager.default.removeItem(atPath: goldens)
        try! FileManager.default.createDirectory(atPath: goldens + "/scene", withIntermediateDirectories: true)
        write(png, goldens + "/scene/0000.png")
        write(trace, goldens + "/scene/trace.jsonl")
        try! FileManager.default.createSymbolicLink(atPath: goldens + "/link", withDestinationPath: outside)
    }

    /// Makes the project afresh: goldens (one scene, a link out), the report's files, the outside folder.
    static func reset() {
        removeLeftOvers()
        try? FileManager.default.removeItem(atPath: root)
        atexit { try? FileManager.default.removeItem(atPath: Scratch.root) }
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

    /// Removes the projects of this user's fuzz-report processes that are gone (a crash or a
    /// timeout kills a fork-mode job before its exit handler runs); a live process's is left alone.
    static func removeLeftOvers() {
        for name in names("/tmp") ?? [] where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: "/tmp/" + name)
        }
    }

    /// The input with every `@SCRATCH@` replaced by this process's root.
    static func substituted(_ input: [UInt8]) -> [UInt8] {
        guard input.count >= token.count else { return input }
        let rootBytes = Array(root.utf8)
        var out: [UInt8] = [], i = 0
        out.reserveCapacity(input.count)
        while i < input.count {
            if input[i] == token[0], i + token.count <= input.count, input[i..<i + token.count].elementsEqual(token) {
                out += rootBytes
                i += token.count
            } else {
                out.append(input[i])
                i += 1
            }
        }
        return out
    }

    /// A plain write (Foundation's createFile writes atomically, with a sync: 20 ms an input).
    /// The old file is unlinked rather than truncated: ext4 (auto_da_alloc) flushes a file
    /// truncated and rewritten when it is closed, which cost a disk write per input.
    static func write(_ bytes: [UInt8], _ path: String) {
        unlink(path)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "cannot write \(path)")
        let written = bytes.withUnsafeBytes { $0.isEmpty ? 0 : Foundation.write(fd, $0.baseAddress!, $0.count) }
        precondition(written == bytes.count && close(fd) == 0)
    }

    /// A small file's bytes through plain POSIX calls (Foundation's readers cost more than the
    /// approval itself under ASan); nil when it cannot be opened.
    static func bytes(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n <= 0 { return n == 0 ? result : nil }
            result += buffer[0..<n]
        }
    }

    static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    /// The names in a folder (without . and ..), through opendir/readdir; nil when it is not one.
    static func names(_ path: String) -> Set<String>? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var found: Set<String> = []
        while let entry = readdir(dir) {
            // The name read in place up to its NUL: a record is only as long as its name
            // (d_reclen), so copying all 256 bytes of d_name reads past the last record's end.
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { found.insert(name) }
        }
        return found
    }

    /// What no approval may change, checked after each input: every folder outside the goldens
    /// listed whole (a file made, removed or renamed anywhere shows) and every file's bytes
    /// compared (report.json and report.sig are this harness's own, rewritten each input).
    static func checkNothingOutsideTheGoldensChanged() {
        precondition(bytes(victim) == victimBytes, "the file outside the goldens was written")
        precondition(names(outside) == ["victim.png"], "a file appeared outside the goldens")
        let top = names(root) ?? []
        precondition(top == ["golden", "report", "outside", "state"], "the project holds \(top.sorted())")
        precondition(bytes(report + "/images/a.png") == png && bytes(report + "/traces/t.jsonl") == trace, "the report was written")
        precondition(names(report) == ["images", "traces", "report.json", "report.sig"], "the report holds \((names(report) ?? []).sorted())")
        precondition(names(report + "/images") == ["a.png", "out.png"] && names(report + "/traces") == ["t.jsonl"],
                     "the report's folders hold other files")
        precondition(names(root + "/state") == ["report-key"], "the state folder holds other files")
        var info = stat()
        precondition(lstat(goldens + "/link", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the goldens' link was replaced")
        precondition(lstat(report + "/images/out.png", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the report's link was replaced")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    // A fresh project at the start; after that, the goldens are put back after each input that wrote.
    if Scratch.runs == 0 { Scratch.reset() }
    Scratch.runs += 1
    let manifest = Scratch.substituted(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    Scratch.write(manifest, Scratch.report + "/report.json")
    Scratch.write((try? ReportSignature.sign(manifest: manifest)) ?? [], Scratch.report + "/report.sig")
    do {
        let approval = try ReportApproval(report: URL(fileURLWithPath: Scratch.report))
        let applied = try approval.apply()
        for copy in applied {
            precondition(copy.golden.path.hasPrefix(Scratch.goldens + "/"), "approved \(copy.golden.path), outside the goldens")
        }
        if !applied.isEmpty { Scratch.restoreGoldens() }
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
