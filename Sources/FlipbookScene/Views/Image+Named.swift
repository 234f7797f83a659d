import Foundation
import FlipbookRender
import FlipbookSupport

public extension Image {
    /// The folder `Image(named:)` looks in when given none: `$FLIPBOOK_ASSETS` if set, else
    /// `Assets` in the current directory (the place an app's asset catalogue would be).
    static var defaultAssetFolder: URL {
        if let path = ProcessInfo.processInfo.environment["FLIPBOOK_ASSETS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent("Assets", isDirectory: true)
    }

    /// As `UIImage(named:)`: the PNG called `name` in `folder` (default `defaultAssetFolder`),
    /// trying `name@3x.png`, `name@2x.png`, `name.png` (or `name` itself when it ends in
    /// `.png`), the first that exists; nil when none does or it cannot be decoded, as UIKit.
    /// The file must be inside the folder (no `..`, no link out of it).
    ///
    /// ```swift
    /// let avatar = Image(named: "avatar")          // Assets/avatar@3x.png, 3x
    /// ```
    init?(named name: String, in folder: URL? = nil) {
        guard !name.isEmpty, !name.contains("\0") else { return nil }
        let folder = folder ?? Image.defaultAssetFolder
        let candidates = name.lowercased().hasSuffix(".png") ? [name] : ["\(name)@3x.png", "\(name)@2x.png", "\(name).png"]
        guard let found = try? Image.readFirst(of: candidates, in: folder),
              let decoded = try? PNGImageDecoder.decode(bytes: found.bytes, name: found.candidate) else { return nil }
        self.init(ref: ImageRef(image: decoded, scale: Image.scale(fromFileName: found.candidate)))
    }

    /// The first of `candidates` (paths inside `folder`) that exists, read whole, or nil when none
    /// does. InputFile is the one check of what exists and may be read (regular, inside the
    /// folder, at most `InputFile.imageByteLimit` bytes): only a missing candidate moves on to the
    /// next; anything else (a FIFO, a link out of the folder, too large) is thrown, naming it.
    internal static func readFirst(of candidates: [String], in folder: URL) throws -> (candidate: String, bytes: [UInt8])? {
        for candidate in candidates {
            do {
                return (candidate, try InputFile.read(candidate, inside: folder, limit: InputFile.imageByteLimit))
            } catch InputFileError.missing {
                continue
            }
        }
        return nil
    }
}
