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

    /// Whether a bar would be drawn at all: worth computing a total for only then.
    static func wanted(quiet: Bool) -> Bool { !quiet && isatty(STDOUT_FILENO) == 1 }

    init(label: String, total: Int?, quiet: Bool) {
        self.label = label
        self.total = total
        enabled = Self.wanted(quiet: quiet)
    }

    func update(_ done: Int) {
        let elapsed = ContinuousClock.now - started
        // Renders shorter than a second never show a bar.
        guard enabled, elapsed > .seconds(1) || shown else { return }
        shown = true
        let line = ProgressLine.format(label: label, done: done, total: total, elapsed: elapsed.seconds)
        FileHandle.standardOutput.write(Data(("\r\u{1B}[2K" + line).utf8))
    }

    func finish() {
        guard shown else { return }
        FileHandle.standardOutput.write(Data("\r\u{1B}[2K".utf8))
    }
}

/// The bar's text, a pure function of the counts and the time so far:
/// `blog-header [############------------------] 16/40 frames  8.0 fps  0:03 left`.
enum ProgressLine {
    static let barWidth = 30

    static func format(label: String, done: Int, total: Int?, elapsed: Double) -> String {
        let done = max(0, done)
        let rate = elapsed > 0 && elapsed.isFinite && done > 0 ? Double(done) / elapsed : nil
        var line = label + " "
        if let total, total > 0 {
            let shown = min(done, total)
            let filled = shown * barWidth / total
            line += "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "] "
            line += "\(shown)/\(total) frames"
            if let rate {
                line += "  " + formatRate(rate) + "  " + formatDuration(Double(total - shown) / rate) + " left"
            }
        } else {
            line += "\(done) frame\(done == 1 ? "" : "s")"
            if let rate { line += "  " + formatRate(rate) }
        }
        return line
    }

    /// "8.0 fps" below 100, "240 fps" above.
    static func formatRate(_ rate: Double) -> String {
        // A clock that barely moved can make the rate infinite: no Int of it.
        guard rate.isFinite, rate >= 0 else { return "- fps" }
        return rate < 100 ? String(format: "%.1f fps", rate) : "\(Int(min(rate, 1e9).rounded())) fps"
    }

    /// "0:03", "12:40", "1:02:03" (rounded up, so a bar never says 0:00 with work left).
    static func formatDuration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds > 0 else { return "0:00" }
        let total = Int(min(seconds, 359_999).rounded(.up))
        let h = total / 3600, m = total / 60 % 60, s = total % 60
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
