import FlipbookPipeline
import FlipbookSupport

/// A command's options, as a table: the parser, the usage text and the "did you mean"
/// suggestions all read from it.
struct OptionSpec {
    let long: String
    let short: String?
    let valueName: String?
    let help: String
    var takesValue: Bool { valueName != nil }
}

struct CommandSpec {
    let name: String
    let usage: String
    let summary: String
    let options: [OptionSpec]
    let maxPositionals: Int

    static let helpOption = OptionSpec(long: "--help", short: "-h", valueName: nil, help: "Show this help.")

    var helpText: String {
        var lines = ["usage: flipbook \(usage)", "", summary]
        let all = options + [Self.helpOption]
        lines.append("")
        lines.append("options:")
        for o in all {
            let names = ([o.short].compactMap { $0 } + [o.long]).joined(separator: ", ")
            let left = "  " + names + (o.valueName.map { " " + $0 } ?? "")
            lines.append(left.padding(toLength: max(left.count + 2, 28), withPad: " ", startingAt: 0) + o.help)
        }
        return lines.joined(separator: "\n")
    }
}

/// What the parser found: repeated options keep every value, in order.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ long: String) -> String? { values[long]?.last }
    func has(_ long: String) -> Bool { flags.contains(long) }
}

/// A command line that cannot be run as given: exit 2, with a message naming the problem.
struct UsageError: FlipbookError {
    let message: String
    var exitCode: ExitCode { .badInput }
    var description: String { message }
}

enum ArgumentParser {
    static func parse(_ args: [String], for command: CommandSpec) throws -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        let options = command.options + [CommandSpec.helpOption]
        while i < args.count {
            let arg = args[i]
            i += 1
            if arg == "--" { result.positionals += args[i...]; break }
            guard arg.hasPrefix("-"), arg.count > 1 else {
                result.positionals.append(arg)
                continue
            }
            // --name=value is the same as --name value.
            var name = arg, inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let spec = options.first(where: { $0.long == name || $0.short == name }) else {
                let candidates = options.flatMap { [$0.long] + [$0.short].compactMap { $0 } }
                let hint = Suggest.closest(to: name, in: candidates).map { " (did you mean \($0)?)" } ?? ""
                throw UsageError(message: "unknown option \(name) for 'flipbook \(command.name)'\(hint)")
            }
            if spec.takesValue {
                let value: String
                if let inlineValue { value = inlineValue } else {
                    guard i < args.count else {
                        throw UsageError(message: "\(spec.long) needs a value (\(spec.valueName!))")
                    }
                    value = args[i]
                    i += 1
                }
                result.values[spec.long, default: []].append(value)
            } else {
                guard inlineValue == nil else { throw UsageError(message: "\(spec.long) takes no value") }
                result.flags.insert(spec.long)
            }
        }
        if !result.has("--help"), result.positionals.count > command.maxPositionals {
            throw UsageError(message: "unexpected argument '\(result.positionals[command.maxPositionals])' for 'flipbook \(command.name)'")
        }
        return result
    }
}
