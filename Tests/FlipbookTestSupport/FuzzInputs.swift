import Foundation

/// The inputs the libFuzzer targets (Fuzz/) keep: their seeds and every crasher found so far
/// (`Fuzz/regressions/<target>/`), so XCTest replays each one through the code it broke.
///
/// ```swift
/// for (name, bytes) in try FuzzInputs.all(for: "gif") { _ = try? GIFDecoder.decode(bytes: bytes, name: name) }
/// ```
public enum FuzzInputs {
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../Fuzz").standardized

    /// Regression inputs only (crashers), by file name.
    public static func regressions(for target: String) throws -> [(name: String, bytes: [UInt8])] {
        try read(folder.appendingPathComponent("regressions/\(target)"))
    }

    /// Seeds and regressions; throws when there are none (the repository is not where expected).
    public static func all(for target: String) throws -> [(name: String, bytes: [UInt8])] {
        let inputs = try read(folder.appendingPathComponent("seeds/\(target)")) + regressions(for: target)
        guard !inputs.isEmpty else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path]) }
        return inputs
    }

    private static func read(_ dir: URL) throws -> [(name: String, bytes: [UInt8])] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
        return try names.map { ($0, [UInt8](try Data(contentsOf: dir.appendingPathComponent($0)))) }
    }
}
