import Foundation
import XCTest
import FlipbookTestSupport

/// `verify --shard K/N` as CI calls it: the shards partition the scenes of fixtures/ (each in
/// exactly one shard), and a scene's shard does not depend on the order the files are named in.
final class ShardCommandTests: XCTestCase {
    /// The scenes one shard verified, read from its "NAME: ok (…)" lines.
    private func scenes(shard: String, files: [String]) throws -> Set<String> {
        let report = try temporaryDirectory("shard-report")
        defer { try? FileManager.default.removeItem(at: report) }
        let golden = PackageFolder.root.appendingPathComponent("golden").path
        let run = try runFlipbook(["verify"] + files + ["--shard", shard, "--golden", golden, "--record", "never",
                                                        "--report", report.path])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let names = run.stdout.split(separator: "\n").compactMap { line -> String? in
            // A scene's variants (NAME/variants/VARIANT) are verified with it, in its shard.
            guard let range = line.range(of: ": ok ("), !line[..<range.lowerBound].contains("/") else { return nil }
            return String(line[..<range.lowerBound])
        }
        XCTAssertEqual(Set(names).count, names.count, "a scene verified twice in shard \(shard)")
        return Set(names)
    }

    func testShardsPartitionTheFixturesWhateverTheArgumentOrder() throws {
        let fixtures = PackageFolder.root.appendingPathComponent("fixtures")
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".json") }.sorted()
        let paths = files.map { fixtures.appendingPathComponent($0).path }
        let all = Set(files.map { String($0.dropLast(".json".count)) })
        XCTAssertGreaterThanOrEqual(all.count, 2)

        let first = try scenes(shard: "1/2", files: paths), second = try scenes(shard: "2/2", files: paths)
        XCTAssertTrue(first.isDisjoint(with: second), "\(first) and \(second) overlap")
        XCTAssertEqual(first.union(second), all)

        let reversed = Array(paths.reversed())
        XCTAssertEqual(try scenes(shard: "1/2", files: reversed), first, "shard 1/2 with the files named in reverse")
        XCTAssertEqual(try scenes(shard: "2/2", files: reversed), second, "shard 2/2 with the files named in reverse")
    }
}
