import Foundation
import Flipbook
import FlipbookSupport

/// `flipbook render --annotate finger,badge,outlines,safe-area,margins` (or `all`): the overlays
/// drawn on every frame, parsed into `RenderOptions.annotations`.
///
/// ```swift
/// rendering.options.annotations = try AnnotateOption.parse(args)     // in Commands.render
/// ```
enum AnnotateOption {
    static let spec = OptionSpec(long: "--annotate", short: nil, valueName: "LIST",
                                 help: "Draw overlays on every frame, comma-separated: \(names.joined(separator: ", ")) or all.")

    static let names = Annotations.named.map(\.name)

    /// Nothing when the option is absent; a usage error (exit 2) for a name it does not know.
    static func parse(_ args: ParsedArguments) throws -> Annotations {
        guard let text = args.value("--annotate") else { return [] }
        var annotations: Annotations = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let one = Annotations(named: word.lowercased()) else {
                let hint = Suggest.closest(to: word, in: names + ["all"]).map { "; did you mean '\($0)'?" }
                    ?? "; use \(names.joined(separator: ", ")) or all"
                throw UsageError(message: "unknown annotation '\(word)'\(hint)")
            }
            annotations.formUnion(one)
        }
        return annotations
    }
}
