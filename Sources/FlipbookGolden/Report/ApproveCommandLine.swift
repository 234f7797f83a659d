import Foundation
import FlipbookSupport

/// The command that accepts a report's changes, as shown in failure messages and in the report.
///
/// ```swift
/// ApproveCommandLine.text(report: reportFolder)                   // flipbook approve '/pkg/.build/…/testCollapse'
/// ApproveCommandLine.text(report: reportFolder, scene: "header")  // … --only 'header'
/// ```
public enum ApproveCommandLine {
    public static func text(report: URL, scene: String? = nil) -> String {
        var words = ["flipbook", "approve", ShellWord.quoted(report.standardizedFileURL.path)]
        if let scene { words += ["--only", ShellWord.quoted(scene)] }
        return words.joined(separator: " ")
    }
}
