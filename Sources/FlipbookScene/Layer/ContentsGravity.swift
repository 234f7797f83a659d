import FlipbookRender

/// `CALayerContentsGravity`: how `contents` fills the bounds
/// (developer.apple.com/documentation/quartzcore/calayer/contentsgravity). The four that
/// scale or centre are drawn; the edge placements (`.top`, `.left`, …) are drawn centred
/// (CHOSEN until a display-list image op can pin an edge).
public enum ContentsGravity: String, Sendable, Hashable {
    case resize, resizeAspect, resizeAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    var contentMode: ContentMode {
        switch self {
        case .resize: .scaleToFill
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .center
        }
    }
}

extension Layer {
    /// The `contents` image's op, if it is one.
    func contentsOp(in bounds: Rect) -> DrawOp? {
        guard let image = contents as? Image, bounds.width > 0, bounds.height > 0 else { return nil }
        return .image(image.ref, rect: bounds, mode: contentsGravity.contentMode)
    }
}

extension Image {
    /// `UIImage.cgImage`: the image itself (Flipbook has one image type; `layer.contents =
    /// photo.cgImage` ports unchanged).
    public var cgImage: Image? { self }
}
