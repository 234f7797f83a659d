/// Splits scenes across CI jobs: job K of N takes every N-th scene by name, so every scene lands
/// in exactly one job and the split does not depend on the order files were listed in.
///
/// ```swift
/// let shard = try Shard(parsing: "2/3")
/// shard.select(["a", "b", "c", "d"])   // ["b"]... by sorted position: index % 3 == 1
/// ```
public struct Shard: Sendable, Hashable {
    public let index: Int   // 1-based
    public let count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw GoldenError.badInput("shard \(index)/\(count) must be K/N with 1 ≤ K ≤ N")
        }
        self.index = index
        self.count = count
    }

    public init(parsing text: String) throws {
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let k = parts[0], let n = parts[1] else {
            throw GoldenError.badInput("--shard must be K/N, like 2/4, not '\(text)'")
        }
        try self.init(index: k, count: n)
    }

    public func select(_ names: [String]) -> [String] {
        names.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
