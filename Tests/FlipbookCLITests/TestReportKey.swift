import Foundation
import FlipbookSupport
import FlipbookTestSupport

/// The report signing key of the tests' child processes (the documented `FLIPBOOK_STATE_DIR`),
/// one the tests know, so they can sign a manifest as `verify` does (docs/files-and-outputs.md).
enum TestReportKey {
    static let state = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-state-\(getuid())")
    static let key = [UInt8](repeating: 0x5A, count: 32)

    /// Makes the key file if missing (O_EXCL: concurrent test processes agree) and points children at it.
    static func install() {
        try? FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let fd = open(state.appendingPathComponent("report-key").path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if fd >= 0 {
            let text = Array((SHA256.hexText(key) + "\n").utf8)
            _ = text.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
            close(fd)
        }
        setenv("FLIPBOOK_STATE_DIR", state.path, 1)
    }

    /// `report.sig` for a manifest's bytes: HMAC-SHA-256 over "flipbook-golden-report 1\n" and them.
    static func signature(_ manifest: [UInt8]) -> Data {
        let tag = SHA256.hmac(key: key, message: Array("flipbook-golden-report 1\n".utf8) + manifest)
        return Data(("hmac-sha256 " + SHA256.hexText(tag) + "\n").utf8)
    }
}
