/// Turns byte offsets into lines and columns while a text is read front to back, so every node
/// learns its place without the text being counted again from its start.
///
/// Lines break at `\n` (a `\r\n` file works too); a column counts Unicode scalars, by counting
/// the bytes that are not UTF-8 continuation bytes.
///
/// ```swift
/// var lines = JSONLineTracker()
/// let bytes = Array("{\n  \"é\": x}".utf8)
/// lines.position(of: 9, in: bytes)   // offset 9, line 2, column 8
/// ```
public struct JSONLineTracker {
    private var line = 1
    /// How far the current line has been counted, and its scalars up to there.
    private var counted = 0
    private var scalars = 0

    public init() {}

    /// The place of `offset`; cheap when offsets come in increasing order (as a reader meets
    /// them), correct in any order. Offsets outside the text are clamped.
    public mutating func position(of offset: Int, in bytes: [UInt8]) -> TextPosition {
        let end = max(0, min(offset, bytes.count))
        if end < counted { self = JSONLineTracker() }
        while counted < end {
            let byte = bytes[counted]
            counted += 1
            if byte == 0x0A {
                line += 1; scalars = 0
            } else if byte & 0xC0 != 0x80 {
                scalars += 1
            }
        }
        return TextPosition(offset: end, line: line, column: scalars + 1)
    }
}
