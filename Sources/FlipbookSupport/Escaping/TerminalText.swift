/// Text from input (a manifest's scene names, paths) made safe to print on a terminal: control
/// characters (C0, DEL, C1) and the bidirectional overrides are written as `\u{…}`, so a newline
/// cannot forge an `approved …` line and an ESC cannot move the cursor or recolour the output.
///
/// ```swift
/// TerminalText.escaped("a\nb\u{1B}[2J")   // "a\\u{0A}b\\u{1B}[2J"
/// ```
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        escapingScalars(in: text) { c in
            let v = c.value
            let control = v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            guard control else { return nil }
            let hex = String(v, radix: 16, uppercase: true)
            return "\\u{" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "}"
        }
    }
}
