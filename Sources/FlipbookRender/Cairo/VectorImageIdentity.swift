import CCairo
import Foundation

/// Gives an image's Cairo surface an identity by content, so a vector surface (PDF) embeds each
/// image once per document: every frame wraps the pixels in a fresh surface, and without this
/// Cairo would see a new image each time (a 40-frame handout of one avatar, 40 copies).
enum VectorImageIdentity {
    /// Attaches `CAIRO_MIME_TYPE_UNIQUE_ID`: the size and a 64-bit FNV-1a hash of the pixels.
    /// Content, not object identity: two images with equal pixels may share one copy, two that
    /// differ never do.
    static func tag(_ surface: OpaquePointer?, with image: DecodedImage) throws {
        guard let surface else { throw RenderError.cairo("no surface", context: "naming image \(image.name)") }
        let id = "flipbook-\(image.width)x\(image.height)-\(String(contentHash(image.pixels), radix: 16))"
        // Cairo keeps the bytes until the surface goes (it calls `free`); on failure it never
        // took them, so they are freed here: one owner either way.
        guard let bytes = strdup(id) else { throw RenderError.cairo("out of memory", context: "naming image \(image.name)") }
        let status = cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_UNIQUE_ID,
                                                 UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self),
                                                 UInt(strlen(bytes)), { free($0) }, bytes)
        if status != CAIRO_STATUS_SUCCESS { free(bytes) }
        try checkCairo(status, "naming image \(image.name)")
    }

    static func contentHash(_ pixels: [UInt32]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for p in pixels {
            hash = (hash ^ UInt64(p)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
