import FlipbookRender

/// `flipbook --version`: the tool's version and the renderer fingerprint goldens are recorded
/// with, so "why does my golden compare perceptually?" is answered by comparing two outputs.
enum Version {
    static let number = "0.1.0"

    /// The text printed, and whether the fingerprint could be read (exit 1 when not: the fonts).
    static func text() -> (text: String, ok: Bool) {
        let head = "flipbook \(number)"
        do {
            let fingerprint = try RendererFingerprint.current()
            return ("\(head)\nrenderer (recorded in golden/<scene>/renderer.json):\n\(fingerprint.description)", true)
        } catch {
            return ("\(head)\nrenderer: unknown (\(error))", false)
        }
    }
}
