import Foundation
import FlipbookSupport

/// JUnit XML for CI dashboards: one test case per checkpoint frame and per trace.
public enum JUnitReport {
    public static func xml(_ outcomes: [SceneOutcome]) -> String {
        var cases: [String] = []
        var failures = 0
        for scene in outcomes {
            for frame in scene.frames {
                var body = ""
                if frame.failed {
                    failures += 1
                    let message: String
                    switch frame.status {
                    case .failed(let m): message = m
                    case .recorded: message = "golden recorded; run again to compare"
                    case .passed: message = ""
                    }
                    body = "<failure message=\"\(XMLText.escaped(message))\"/>"
                }
                cases.append("  <testcase classname=\"\(XMLText.escaped(scene.name))\" name=\"frame \(frame.step)\">\(body)</testcase>")
            }
            let traceFailed = !scene.traceDifferences.isEmpty || scene.traceFailsRun
            if traceFailed { failures += 1 }
            let message = scene.traceDifferences.first ?? "trace golden recorded; run again to compare"
            cases.append("  <testcase classname=\"\(XMLText.escaped(scene.name))\" name=\"trace\">"
                + (traceFailed ? "<failure message=\"\(XMLText.escaped(message))\"/>" : "") + "</testcase>")
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuite name="flipbook verify" tests="\(cases.count)" failures="\(failures)">
        \(cases.joined(separator: "\n"))
        </testsuite>

        """
    }
}
