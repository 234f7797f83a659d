import Foundation
import FlipbookPipeline
import FlipbookSceneFile
import Flipbook
import FlipbookSupport

// flipbook: a thin shell over the libraries. Exit codes: 0 ok, 1 failure, 2 bad input or usage.

let toolHelp = """
usage: flipbook COMMAND [options]

Renders UIKit-style scenes off-device into GIFs and PNG sequences.

commands:
\(Commands.all.map { "  " + $0.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.spec.summary.prefix(while: { $0 != "\n" }) }.joined(separator: "\n"))

'flipbook COMMAND --help' tells more; 'flipbook --version' prints the version and the renderer fingerprint.
"""

// This process renders long animations and nothing else: frame buffers go back to the system.
ProcessMemory.returnFrameBuffersToTheSystem()

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write("flipbook: error: \(message)\n".data(using: .utf8)!)
    exit(code)
}

func runTool(_ argv: [String]) -> Int32 {
    guard let first = argv.first else {
        print(toolHelp)
        return 2
    }
    if first == "--version" || first == "-V" || first == "version" {
        let version = Version.text()
        print(version.text)
        return version.ok ? 0 : ExitCode.failure.rawValue
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
        let hint = Suggest.closest(to: first, in: Commands.all.map(\.spec.name)).map { " (did you mean '\($0)'?)" } ?? ""
        fail("unknown command '\(first)'\(hint); see 'flipbook --help'", code: 2)
    }
    do {
        let args = try ArgumentParser.parse(Array(argv.dropFirst()), for: command.spec)
        if args.has("--help") {
            print(command.spec.helpText)
            return 0
        }
        return try command.run(args)
    } catch let error as FlipbookError {
        // A scene file's problems, one per line in file order, the first on the error line itself
        // (several get a count there instead, so no line is left empty).
        if let problems = error as? SceneFileProblems {
            fail(ProblemOrder.message(problems.problems), code: error.exitCode.rawValue)
        }
        fail(error.description, code: error.exitCode.rawValue)
    } catch {
        fail("\(error)", code: ExitCode.failure.rawValue)
    }
}

Interruption.install()
LibraryMessages.reportAtExit()
exit(runTool(Array(CommandLine.arguments.dropFirst())))
