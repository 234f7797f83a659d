import Foundation
import FlipbookPipeline
import FlipbookSupport

/// Why a size budget was refused or could not be met; both are the user's to change (exit 2).
///
/// ```swift
/// do { _ = try ByteCount(parsing: "5") } catch { print(error) }
/// // "--max-bytes '5' is below 1KB (a bare number is bytes: did you mean 5MB?)"
/// ```
public enum SizeBudgetError: FlipbookError, Equatable {
    /// A size that is not one, or is outside `ByteCount.budgetRange`.
    case badSize(String)
    /// Even the lowest settings make a larger file; `smallest` is that file's size.
    case cannotFit(path: String, budget: Int, smallest: Int, at: GIFBudgetSettings)

    public var exitCode: ExitCode { .badInput }

    public var description: String {
        switch self {
        case .badSize(let reason):
            "--max-bytes \(reason)"
        case let .cannotFit(path, budget, smallest, settings):
            "\(path): cannot fit in \(ByteCount(bytes: budget)): the smallest it gets is \(ByteCount(bytes: smallest)), "
                + "at \(settings) (the lowest settings tried)"
        }
    }
}

// Foundation's `localizedDescription` would otherwise print "The operation could not be completed".
extension SizeBudgetError: LocalizedError {
    public var errorDescription: String? { description }
}
