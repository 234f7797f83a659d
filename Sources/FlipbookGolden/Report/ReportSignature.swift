import Foundation
import FlipbookSupport

/// Why `approve` can trust a report: `verify` (and the test API) sign each `report.json` they
/// write with a key only this user's account holds, outside every checkout, so a report a pull
/// request commits (under `.build/` or anywhere) carries no valid signature and is refused.
///
/// The key is 32 random bytes in `$FLIPBOOK_STATE_DIR/report-key` (default
/// `$XDG_STATE_HOME/flipbook`, else `~/.local/state/flipbook`), made on first use with mode 0600;
/// the signature, `report.sig` beside `report.json`, is HMAC-SHA-256 over the manifest's bytes,
/// which list each actual file's SHA-256: the signature covers every byte approve copies.
///
/// ```swift
/// let signature = try ReportSignature.sign(manifest: bytes)         // when writing a report
/// try ReportSignature.check(manifest: bytes, signature: sigBytes, file: "report.json")
/// ```
public enum ReportSignature {
    public static let fileName = "report.sig"
    static let scheme = "hmac-sha256 "
    static let context = Array("flipbook-golden-report 1\n".utf8)

    /// The folder holding the key (not created here).
    public static func keyFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let dir = environment["FLIPBOOK_STATE_DIR"], dir.hasPrefix("/") { return URL(fileURLWithPath: dir) }
        if let dir = environment["XDG_STATE_HOME"], dir.hasPrefix("/") { return URL(fileURLWithPath: dir).appendingPathComponent("flipbook") }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appendingPathComponent(".local/state/flipbook")
        }
        return nil
    }

    /// The text of `report.sig` for a manifest's bytes, making the key if there is none yet.
    public static func sign(manifest: [UInt8]) throws -> [UInt8] {
        let key = try self.key(creating: true)
        return Array((scheme + SHA256.hexText(SHA256.hmac(key: key, message: context + manifest)) + "\n").utf8)
    }

    /// Throws `GoldenError.badInput` naming `file` unless `signature` is this key's for `manifest`.
    public static func check(manifest: [UInt8], signature: [UInt8], file: String) throws {
        let refusal = "\(file): not signed by a 'flipbook verify' or test run of this user on this machine, so not approved "
            + "(a report from a pull request or another machine is only to read; run verify here to make one)"
        guard let key = try? self.key(creating: false) else { throw GoldenError.badInput(refusal + "; no signing key yet") }
        let expected = Array((scheme + SHA256.hexText(SHA256.hmac(key: key, message: context + manifest)) + "\n").utf8)
        guard SHA256.constantTimeEqual(expected, signature) else { throw GoldenError.badInput(refusal) }
    }

    /// The key's bytes; made (atomically, 0600) when `creating` and missing. A key file that is
    /// not a regular file of ours, or that others may write, is refused.
    static func key(creating: Bool) throws -> [UInt8] {
        guard let folder = keyFolder() else { throw GoldenError.badInput("no HOME, XDG_STATE_HOME or FLIPBOOK_STATE_DIR for the report signing key") }
        let path = folder.appendingPathComponent("report-key").path
        if let key = try readKey(path) { return key }
        guard creating else { throw GoldenError.badInput("\(path): no report signing key") }
        try AtomicFile.ensureDirectory(folder)
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let temporary = folder.appendingPathComponent(".report-key.tmp-\(getpid())").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw OutputError.writeFailed(path: path, reason: AtomicFile.errnoText()) }
        let text = Array((SHA256.hexText(bytes) + "\n").utf8)
        let written = text.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        let closed = close(fd)
        defer { unlink(temporary) }
        guard written == text.count, closed == 0 else { throw OutputError.writeFailed(path: path, reason: AtomicFile.errnoText()) }
        // link(2), not rename: a key another run made meanwhile wins, and both runs then use it.
        if link(temporary, path) != 0, errno != EEXIST { throw OutputError.writeFailed(path: path, reason: AtomicFile.errnoText()) }
        guard let key = try readKey(path) else { throw GoldenError.badInput("\(path): the report signing key vanished") }
        return key
    }

    private static func readKey(_ path: String) throws -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(), info.st_mode & 0o022 == 0 else {
            throw GoldenError.badInput("\(path): the report signing key must be a regular file of yours that only you can write")
        }
        let text = String(decoding: try InputFile.read(path, limit: 256), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count == 64, let key = hexBytes(text) else { throw GoldenError.badInput("\(path): not a report signing key (64 hex digits)") }
        return key
    }

    private static func hexBytes(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        var out: [UInt8] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[i...i + 1], as: UTF8.self), radix: 16) else { return nil }
            out.append(byte)
        }
        return out
    }
}
