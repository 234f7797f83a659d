import Foundation

/// A one-line progress bar on the terminal; silent when stdout is not a terminal or `--quiet`
/// was given, so logs and pipes stay clean. Kept out of the libraries, as gifski keeps its
/// reporter apart from the encoder.
final class ProgressBar {
    private let label: String
    private let total: Int?
    private let enabled: Bool
    private let started = ContinuousClock.now
    private var shown = false

    init(label: String, total: Int?, quiet: Bool) {
        self.label = label
        self.total = total
        enabled = !quiet && isatty(STDOUT_FILENO) == 1
    }

    func update(_ done: Int) {
        // Renders shorter than a second never show a bar.
        guard enabled, ContinuousClock.now - started > .seconds(1) || shown else { return }
        shown = true
        var line = "\r\(label) "
        if let total, total > 0 {
            let width = 30, filled = min(width, done * width / total)
            line += "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total)"
        } else {
            line += "\(done) frames"
        }
        FileHandle.standardOutput.write(line.data(using: .utf8)!)
    }

    func finish() {
        guard shown else { return }
        FileHandle.standardOutput.write("\r\u{1B}[2K".data(using: .utf8)!)
    }
}
