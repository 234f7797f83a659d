import Foundation

/// A number of bytes as people write it: `5MB`, `500KB`, `1200000`, `2.5 MB`, `4MiB`.
/// KB and MB are decimal (1000, 1000²), as file browsers and upload limits count them; KiB and
/// MiB are 1024 and 1024². A bare number is bytes.
///
/// ```swift
/// try ByteCount(parsing: "5MB").bytes      // 5_000_000
/// ByteCount(bytes: 4_812_345).description  // "4.81 MB"
/// ```
public struct ByteCount: Sendable, Equatable, Comparable, CustomStringConvertible {
    public let bytes: Int

    /// Sizes a budget may have: below 1 KB nothing renders (and `5` probably meant `5MB`); 2 GB
    /// is far beyond any preview and keeps every size inside an Int32.
    public static let budgetRange = 1_000...2_000_000_000

    public init(bytes: Int) { self.bytes = bytes }

    /// Reads a size within `budgetRange`, or says what is wrong with it.
    public init(parsing text: String) throws {
        let units: [(String, Double)] = [("kib", 1024), ("mib", 1_048_576), ("gib", 1_073_741_824),
                                         ("kb", 1000), ("mb", 1_000_000), ("gb", 1_000_000_000), ("b", 1)]
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        var number = lowered, multiplier = 1.0
        if let (unit, factor) = units.first(where: { lowered.hasSuffix($0.0) }) {
            number = String(lowered.dropLast(unit.count)).trimmingCharacters(in: .whitespaces)
            multiplier = factor
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(number), value.isFinite else {
            throw SizeBudgetError.badSize("'\(text)' is not a size; write it like 5MB, 500KB or 1200000")
        }
        let bytes = (value * multiplier).rounded(.down)
        guard bytes >= Double(Self.budgetRange.lowerBound) else {
            let hint = multiplier == 1 ? " (a bare number is bytes: did you mean \(number)MB?)" : ""
            throw SizeBudgetError.badSize("'\(text)' is below 1KB\(hint)")
        }
        guard bytes <= Double(Self.budgetRange.upperBound) else {
            throw SizeBudgetError.badSize("'\(text)' is above 2GB")
        }
        self.bytes = Int(bytes)
    }

    /// Rounded down, so a file that fits never reads as larger than its budget: "4.99 MB", "512 KB".
    public var description: String {
        func trimmed(_ v: Double) -> String {
            var s = String(format: "%.2f", (v * 100).rounded(.down) / 100)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            return s
        }
        if bytes >= 1_000_000 { return trimmed(Double(bytes) / 1_000_000) + " MB" }
        if bytes >= 1000 { return "\(bytes / 1000) KB" }
        return "\(bytes) B"
    }

    public static func < (a: ByteCount, b: ByteCount) -> Bool { a.bytes < b.bytes }
}
