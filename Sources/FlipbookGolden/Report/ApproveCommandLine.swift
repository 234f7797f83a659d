import Foundation

/// The command that accepts a report's changes, as shown in failure messages and in the report.
///
/// ```swift
/// ApproveCommandLine.text(report: reportFolder)                   // flipbook approve '/pkg/.build/…/testCollapse'
/// ApproveCommandLine.text(report: reportFolder, scene: "header")  // … --only 'header'
/// ```
public enum ApproveCommandLine {
    public static func text(report: URL, scene: String? = nil) -> String {
        var words = ["flipbook", "approve", quoted(report.standardizedFileURL.path)]
        if let scene { words += ["--only", quoted(scene)] }
        return words.joined(separator: " ")
    }

    /// Single-quoted for a POSIX shell unless the word needs no quoting.
    static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "/._-+=:,@".unicodeScalars.contains($0)) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
