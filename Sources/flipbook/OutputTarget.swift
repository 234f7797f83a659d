import Foundation
import FlipbookEncode

/// What `-o PATH` means, decided by its shape: `.gif` an animation, `.png` one frame, anything
/// else a folder of numbered PNGs.
enum OutputTarget {
    case gif(URL)
    case png(URL)
    case folder(URL)

    init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        switch url.pathExtension.lowercased() {
        case "gif": self = .gif(url)
        case "png": self = .png(url)
        case "pdf":
            throw UsageError(message: "\(path): PDF handouts are not available yet; write a .gif, a .png or a folder")
        case "":
            self = .folder(url)
        default:
            throw UsageError(message: "\(path): unknown output type .\(url.pathExtension); use .gif, .png or a folder")
        }
    }

    var isSingleFrame: Bool { if case .png = self { return true } else { return false } }

    var displayPath: String {
        switch self {
        case .gif(let u), .png(let u): return u.relativePath
        case .folder(let u): return u.relativePath + "/"
        }
    }

    func makeSink(fps: Double, frame: Int, gif: GIFOptions = GIFOptions()) throws -> any FrameSink {
        switch self {
        case .gif(let url):
            try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
            return try gif.makeSink(url: url, fps: fps)
        case .png(let url):
            try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
            return try SinglePNGSink(url: url, frameIndex: frame)
        case .folder(let url):
            return try PNGSequenceSink(directory: url)
        }
    }

    /// Bytes on disk after the render, for the summary line.
    var byteCount: Int {
        switch self {
        case .gif(let u), .png(let u):
            return (try? FileManager.default.attributesOfItem(atPath: u.path)[.size] as? Int) ?? 0
        case .folder(let u):
            let names = (try? FileManager.default.contentsOfDirectory(atPath: u.path)) ?? []
            return names.filter { $0.hasSuffix(".png") }.reduce(0) { sum, name in
                sum + ((try? FileManager.default.attributesOfItem(atPath: u.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
            }
        }
    }
}
