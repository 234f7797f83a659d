import Foundation

/// Which steps of a scene are kept as golden frames.
///
/// ```swift
/// Checkpoints.standard.contains(10, last: 40)   // true: the first, the last and every 10th
/// ```
public enum Checkpoints: Sendable, Hashable {
    case all
    case every(Int)
    case steps([Int])
    /// The first, the last and every 10th step.
    public static let standard = Checkpoints.every(10)
    /// No step: a golden of the step trace alone.
    public static let none = Checkpoints.steps([])

    public func contains(_ index: Int, last: Int) -> Bool {
        switch self {
        case .all: return true
        case .every(let n): return index == 0 || index == last || (n > 0 && index % n == 0)
        case .steps(let list): return list.contains(index)
        }
    }

    /// `all`, `every:N` or a comma-separated list of steps.
    public init(parsing text: String) throws {
        if text == "all" { self = .all; return }
        if text.hasPrefix("every:"), let n = Int(text.dropFirst(6)), n > 0 { self = .every(n); return }
        let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else {
            throw GoldenError.badInput("checkpoints '\(text)' must be 'all', 'every:N' or a list like '0,10,40'")
        }
        self = .steps(parts.map { $0! })
    }
}
