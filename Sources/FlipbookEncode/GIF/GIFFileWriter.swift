import CGif
import FlipbookPipeline
import FlipbookSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A GIF89a being written with giflib into a temporary file. The single owner of the
/// `GifFileType` (and, through it, of the file descriptor): `close()`, `discard()` or `deinit`
/// releases it exactly once, since `EGifCloseFile` frees the handle whether or not it succeeds.
///
/// Every giflib return code is checked; a failure becomes `GIFError.giflib` with giflib's own
/// message and the final path. Not Sendable: it lives inside one `GIFSink`, on its caller's thread.
final class GIFFileWriter {
    let file: AtomicFile
    private var gif: UnsafeMutablePointer<GifFileType>?

    init(file: AtomicFile) throws {
        self.file = file
        let fd = try file.create()
        var error: Int32 = E_GIF_ERR_NOT_ENOUGH_MEM   // giflib leaves it untouched when malloc fails
        guard let gif = EGifOpenFileHandle(fd, &error) else {
            // giflib did not take the descriptor; it is still ours to close.
            close(fd)
            file.discard()
            throw GIFError.giflib(operation: "EGifOpenFileHandle(\(file.temporary.path))", code: error,
                                  reason: GIFError.giflibReason(error), path: file.destination.path)
        }
        self.gif = gif
        // GIF89a: needed for the graphics control and application extensions.
        EGifSetGifVersion(gif, true)
    }

    deinit { discard() }

    /// Logical screen, with the global colour table images may share (or none: then every
    /// image carries its own).
    func putScreen(width: Int, height: Int, global: GIFGlobalColorTable?) throws {
        let gif = try handle("EGifPutScreenDesc")
        guard let global else {
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "EGifPutScreenDesc")
            return
        }
        try GIFColorMap.with(global.colors, path: file.destination.path) { map in
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "EGifPutScreenDesc")
        }
    }

    /// The NETSCAPE2.0 application extension: sub-block 1 holds the loop count (0 = forever).
    func putLoopCount(_ loopCount: Int) throws {
        let gif = try handle("NETSCAPE2.0 extension")
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
        let identifier = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, Int32(identifier.count), identifier), "EGifPutExtensionBlock(NETSCAPE2.0)")
        let loop: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8((loopCount >> 8) & 0xFF)]
        try check(EGifPutExtensionBlock(gif, Int32(loop.count), loop), "EGifPutExtensionBlock(loop)")
        try check(EGifPutExtensionTrailer(gif), "EGifPutExtensionTrailer")
    }

    /// One image: graphics control (delay, "do not dispose", the block's transparent index),
    /// then the block's rectangle with its own palette as the local colour table (none when it
    /// uses the global table), then its
    /// LZW data, compressed earlier on any core (`GIFEncodedImage`, `GIFLZWCodes`), copied through
    /// `EGifPutCodeNext` so giflib still writes every byte of the file.
    ///
    /// "Do not dispose" is the right disposal for this encoder: every frame is opaque and drawn
    /// over the previous one, and both the area outside the rectangle and transparent pixels
    /// inside it must keep showing what the previous frames drew there.
    func putImage(_ image: GIFEncodedImage, delayCentiseconds: Int) throws {
        let gif = try handle("EGifPutImageDesc")
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(min(max(delayCentiseconds, 0), 65_535)),
                                           TransparentColor: Int32(image.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes),
                  "EGifPutExtension(graphics control)")

        let rect = image.rect
        if let palette = image.palette {
            try GIFColorMap.with(palette, minimumSize: (image.transparentIndex ?? -1) + 1,
                                 path: file.destination.path) { map in
                try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height),
                                           false, map), "EGifPutImageDesc")
            }
        } else {
            try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height),
                                       false, nil), "EGifPutImageDesc")
        }
        guard let blocks = image.subBlocks() else {
            throw GIFError.malformed(reason: "compressed image data is not a sub-block chain", path: file.destination.path)
        }
        for block in blocks {
            try block.withUnsafeBufferPointer { bytes in
                try check(EGifPutCodeNext(gif, bytes.baseAddress), "EGifPutCodeNext")
            }
        }
        try check(EGifPutCodeNext(gif, nil), "EGifPutCodeNext(terminator)")
    }

    /// Writes the trailer and closes the file (flushing it): `EGifCloseFile`. The handle is gone afterwards.
    func complete() throws {
        guard let gif else {
            throw GIFError.notWritable(reason: "already closed", path: file.destination.path)
        }
        self.gif = nil
        var error: Int32 = E_GIF_SUCCEEDED
        guard EGifCloseFile(gif, &error) == GIF_OK else {
            throw GIFError.giflib(operation: "EGifCloseFile(\(file.temporary.path))", code: error,
                                  reason: GIFError.giflibReason(error), path: file.destination.path)
        }
    }

    /// Closes (ignoring errors: the content is being thrown away) and deletes the temporary file.
    func discard() {
        if let gif {
            self.gif = nil
            var ignored: Int32 = 0
            _ = EGifCloseFile(gif, &ignored)
            file.discard()
        }
    }

    private func handle(_ operation: String) throws -> UnsafeMutablePointer<GifFileType> {
        guard let gif else {
            throw GIFError.notWritable(reason: "\(operation) after the file was closed", path: file.destination.path)
        }
        return gif
    }

    private func check(_ result: Int32, _ operation: @autoclosure () -> String) throws {
        guard result == GIF_OK else {
            let code = gif?.pointee.Error ?? E_GIF_ERR_WRITE_FAILED
            throw GIFError.giflib(operation: "\(operation()) on \(file.temporary.path)", code: code,
                                  reason: GIFError.giflibReason(code), path: file.destination.path)
        }
    }
}
