import Foundation
import FlipbookEncode
import FlipbookRender
import FlipbookScene

// flipbook: a thin shell over the libraries. Exit codes: 0 ok, 1 failure, 2 bad input or usage.

let toolHelp = """
usage: flipbook COMMAND [options]

Renders UIKit-style scenes off-device into GIFs and PNG sequences.

commands:
\(Commands.all.map { "  " + $0.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.spec.summary.prefix(while: { $0 != "\n" }) }.joined(separator: "\n"))

'flipbook COMMAND --help' tells more.
"""

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write("flipbook: error: \(message)\n".data(using: .utf8)!)
    exit(code)
}

func runTool(_ argv: [String]) -> Int32 {
    guard let first = argv.first else {
        print(toolHelp)
        return 2
    }
    if first == "--help" || first == "-h" || first == "help" {
        if first == "help", argv.count > 1, let command = Commands.all.first(where: { $0.spec.name == argv[1] }) {
            print(command.spec.helpText)
        } else {
            print(toolHelp)
        }
        return 0
    }
    guard let command = Commands.all.first(where: { $0.spec.name == first }) else {
        let hint = Suggestion.closest(to: first, in: Commands.all.map(\.spec.name)).map { " (did you mean '\($0)'?)" } ?? ""
        fail("unknown command '\(first)'\(hint); see 'flipbook --help'", code: 2)
    }
    do {
        let args = try ArgumentParser.parse(Array(argv.dropFirst()), for: command.spec)
        if args.has("--help") {
            print(command.spec.helpText)
            return 0
        }
        return try command.run(args)
    } catch let error as UsageError {
        fail(error.message, code: 2)
    } catch let error as SceneFileProblems {
        fail("\n" + error.description, code: 2)
    } catch let error as OutputError {
        fail(error.description, code: 2)
    } catch let error as RenderError {
        switch error {
        case .imageMissing, .imageCorrupt, .canvasTooLarge, .writeFailed: fail(error.description, code: 2)
        case .cairo, .fontsUnavailable: fail(error.description, code: 1)
        }
    } catch {
        fail("\(error)", code: 1)
    }
}

exit(runTool(Array(CommandLine.arguments.dropFirst())))
