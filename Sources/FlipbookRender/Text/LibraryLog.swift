import CCairo
import Synchronization

/// What GLib, Pango and the other C libraries under them say (`g_warning`, `g_critical`,
/// a failed `g_return_if_fail`): taken off standard error, where it would print raw CRITICAL
/// lines before Flipbook's own message, and kept here, each distinct line once with a count. The
/// command line prints them after its own output as `flipbook: warning: …` (`drain()`).
///
/// ```swift
/// LibraryLog.install()              // once, before the first Pango call (FontSetup does it)
/// for line in LibraryLog.drain() { print("warning: \(line)") }   // "Pango: … (3 times)"
/// ```
///
/// fontconfig's own "Fontconfig warning" lines are printed by fontconfig with `fprintf`, not
/// through GLib, and are not caught here; Flipbook's fonts.conf is meant to give none.
public enum LibraryLog {
    /// Distinct messages kept; more are only counted (a hostile input cannot grow this).
    public static let distinctLimit = 50

    private struct State {
        var order: [String] = []
        var counts: [String: Int] = [:]
        var dropped = 0
    }
    private static let state = Mutex(State())

    /// `g_log_set_writer_func` may be called once per process: the lazy global makes it once.
    private static let installed: Bool = {
        g_log_set_writer_func({ level, fields, count, _ in LibraryLog.write(level, fields, count) }, nil, nil)
        return true
    }()

    /// Routes GLib's structured and unstructured logging (both end in the writer) here.
    public static func install() { _ = installed }

    /// The messages so far, each once (`"Pango: text (2 times)"`), and forgets them.
    public static func drain() -> [String] {
        state.withLock { state in
            var lines = state.order.map { message in
                let n = state.counts[message] ?? 1
                return n > 1 ? "\(message) (\(n) times)" : message
            }
            if state.dropped > 0 { lines.append("and \(state.dropped) more library messages") }
            state = State()
            return lines
        }
    }

    private static func write(_ level: GLogLevelFlags, _ fields: UnsafePointer<GLogField>?, _ count: gsize) -> GLogWriterOutput {
        // A fatal error ends the process in GLib anyway: let it say why, as it would have.
        if level.rawValue & G_LOG_LEVEL_ERROR.rawValue != 0 || level.rawValue & G_LOG_FLAG_FATAL.rawValue != 0 {
            return g_log_writer_default(level, fields, count, nil)
        }
        // Debug and info lines are dropped, as GLib drops them unless G_MESSAGES_DEBUG asks.
        let wanted = G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_MESSAGE.rawValue
        guard level.rawValue & wanted != 0, let fields else { return G_LOG_WRITER_HANDLED }
        var domain = "GLib", message = ""
        for k in 0..<Int(count) {
            let field = fields[k]
            guard let key = field.key, let value = field.value else { continue }
            let text: String
            if field.length < 0 {
                text = String(cString: value.assumingMemoryBound(to: CChar.self))
            } else {
                text = String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
            }
            switch String(cString: key) {
            case "MESSAGE": message = text
            case "GLIB_DOMAIN": domain = text
            default: break
            }
        }
        let line = "\(domain): \(message)"
        state.withLock { state in
            if let n = state.counts[line] {
                state.counts[line] = n + 1
            } else if state.order.count < distinctLimit {
                state.order.append(line)
                state.counts[line] = 1
            } else {
                state.dropped += 1
            }
        }
        return G_LOG_WRITER_HANDLED
    }
}
