import Foundation
import FlipbookSupport
import FlipbookTestSupport

/// The report signing key of the tests' child processes (the documented `FLIPBOOK_STATE_DIR`),
/// one the tests know, so they can sign a manifest as `verify` does (docs/files-and-outputs.md).
enum TestReportKey {
    static let state = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-state-\(getuid())")
    static let key = [UInt8](repeating: 0x5A, count: 32)

    /// Writes the key file (whole, by rename: concurrent test processes write the same bytes, and
    /// a file an earlier run left half-written or changed is replaced) and points children at it.
    /// Every `flipbook` a CLI test runs calls it first (`runFlipbook`), so no test's signatures
    /// depend on which test ran before, and no run makes a key under the user's own state folder.
    static func install() { _ = installed }

    private static let installed: Void = {
        try? FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let temporary = state.appendingPathComponent("report-key.\(getpid())")
        try? Data((SHA256.hexText(key) + "\n").utf8).write(to: temporary)
        chmod(temporary.path, 0o600)
        rename(temporary.path, state.appendingPathComponent("report-key").path)
        setenv("FLIPBOOK_STATE_DIR", state.path, 1)
    }()

    /// `report.sig` for a manifest's bytes: HMAC-SHA-256 over "flipbook-golden-report 1\n" and them.
    static func signature(_ manifest: [UInt8]) -> Data {
        let tag = SHA256.hmac(key: key, message: Array("flipbook-golden-report 1\n".utf8) + manifest)
        return Data(("hmac-sha256 " + SHA256.hexText(tag) + "\n").utf8)
    }
}
