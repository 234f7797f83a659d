import FlipbookRender
import FlipbookScene

/// The icons the built-in scenes show. They are the files in `fixtures/assets`, compiled into the
/// program (`Resources/Assets` holds links to them, read by SwiftPM's `embedInCode`), so a
/// built-in scene and its scene-file twin draw the same bytes from one copy of each image, and
/// the `flipbook` binary finds them wherever it is run from.
///
/// ```swift
/// let icon = try ExampleAssets.image(named: "swift@3x")   // 70×70 pt
/// ```
public enum ExampleAssets {
    public static func image(named name: String) throws -> Image {
        let bytes: [UInt8]
        switch name {
        case "apple@3x": bytes = PackageResources.apple_3x_png
        case "avatar@3x": bytes = PackageResources.avatar_3x_png
        case "swift@3x": bytes = PackageResources.swift_3x_png
        default: throw RenderError.imageMissing(path: "built-in asset \(name).png")
        }
        return Image(decoded: try PNGImageDecoder.decode(bytes: bytes, name: "\(name).png"), scale: 3)
    }
}
