import FlipbookPipeline
import FlipbookSupport
/// A variant matrix, as `--variants` writes it: `axis=value|value,axis=value`, the cartesian
/// product of the values, in the order given (the first axis varies slowest).
///
/// ```swift
/// let matrix = try SceneVariants(parsing: "device=iphone-se|iphone-16,appearance=dark")
/// matrix.traits.map(\.variantName)   // ["iphone-se-dark", "iphone-16-dark"]
/// ```
public struct SceneVariants: Sendable, Hashable {
    /// One variant's traits each, in product order, no two alike.
    public let traits: [SceneTraits]

    /// More would be a typo more often than a wish, and each variant is a full render.
    public static let limit = 64

    public init(traits: [SceneTraits]) { self.traits = traits }

    /// Throws `SceneVariantsError` with a message naming the part that is wrong and what is accepted.
    public init(parsing text: String) throws {
        var product = [SceneTraits()]
        var seen: Set<SceneTraitAxis> = []
        let axisNames = SceneTraitAxis.allCases.map(\.rawValue).joined(separator: ", ")
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = pair[0].trimmingSpaces
            guard pair.count == 2, let axis = SceneTraitAxis(rawValue: key) else {
                throw SceneVariantsError(message: "'\(entry)' is not AXIS=VALUE|VALUE; the axes are \(axisNames)")
            }
            guard seen.insert(axis).inserted else { throw SceneVariantsError(message: "\(axis.rawValue) is given twice") }
            var values: [String] = [], names: Set<String> = []
            for value in pair[1].split(separator: "|", omittingEmptySubsequences: false).map(\.trimmingSpaces) {
                var probe = SceneTraits()
                do { try axis.set(value, in: &probe) } catch { throw SceneVariantsError(message: "\(error)") }
                // Alike by what they set (AX3 and ax3 are one variant), as their names say.
                guard names.insert(probe.variantName).inserted else { continue }
                values.append(value)
            }
            guard product.count * values.count <= Self.limit else {
                throw SceneVariantsError(message: "more than \(Self.limit) variants; name fewer values")
            }
            product = product.flatMap { base in
                values.map { value in
                    var traits = base
                    try? axis.set(value, in: &traits)   // checked above
                    return traits
                }
            }
        }
        traits = product
    }
}

/// A `--variants` text that cannot be read.
public struct SceneVariantsError: FlipbookError, Sendable {
    public var exitCode: ExitCode { .badInput }
    public let message: String
    public var description: String { message }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
