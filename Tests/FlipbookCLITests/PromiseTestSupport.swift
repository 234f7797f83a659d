import Foundation

/// Where the package's own files are: tests that read `fixtures/` or `golden/` find them from
/// this source file, so they do not depend on the directory the test runner starts in.
enum PackageFolder {
    static var root: URL {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/", !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }
}

/// The PNG files of a frames folder, in frame order (0000.png, 0001.png …).
func framePNGs(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        .map { folder.appendingPathComponent($0) }
}
