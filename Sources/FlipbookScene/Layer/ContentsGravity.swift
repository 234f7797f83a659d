import FlipbookRender

/// `CALayerContentsGravity`: how `contents` fills the bounds
/// (developer.apple.com/documentation/quartzcore/calayer/contentsgravity). The edge placements
/// (`.top`, `.left`, …) pin the image at its size to that edge or corner as seen (CHOSEN: y
/// down), in Layer+ContentsRect.swift.
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

extension Image {
    /// `UIImage.cgImage`: the image itself (Flipbook has one image type; `layer.contents =
    /// photo.cgImage` ports unchanged).
    public var cgImage: Image? { self }
}
