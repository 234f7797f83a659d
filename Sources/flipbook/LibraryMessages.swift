import Foundation
import FlipbookRender

/// What the C libraries said during the run (`LibraryLog`: GLib/Pango warnings and criticals,
/// taken off stderr where they would come before Flipbook's own message), printed once each as
/// warnings when the process exits, after the command's own output and error.
enum LibraryMessages {
    static func reportAtExit() {
        LibraryLog.install()
        atexit {
            for line in LibraryLog.drain() {
                FileHandle.standardError.write(Data("flipbook: warning: \(line)\n".utf8))
            }
        }
    }
}
