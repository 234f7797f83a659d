import CGif
import FlipbookRender

/// One image block, LZW-compressed by giflib into memory: what `GIFFileWriter` copies into the
/// file in order, while the compression itself ran on any core.
///
/// `data` holds exactly the bytes giflib writes after the image descriptor's LZW code-size byte:
/// the data sub-blocks (a length byte, then up to 255 bytes) and the empty terminator block.
struct GIFEncodedImage: Sendable {
    let rect: PixelRect
    /// The local colour table, or nil when the image uses the file's global table.
    let palette: [UInt32]?
    let transparentIndex: Int?
    let data: [UInt8]

    /// Compresses `block` with giflib's LZW encoder, writing to a buffer instead of a file.
    /// With `global`, the block's indices point into that table (see `GIFGlobalColorTable.remap`)
    /// and the image gets no local table. `path` names the destination in errors.
    init(compressing block: GIFImageBlock, global: GIFGlobalColorTable? = nil, path: String) throws {
        rect = block.rect
        palette = global == nil ? block.palette : nil
        transparentIndex = block.transparentIndex
        data = try GIFMemoryCompressor.compress(block, global: global, path: path)
    }

    /// `block` compressed with whichever colour table stores it in fewer bytes. The global table
    /// is taken without a second compression when it holds all the block's colours at no larger a
    /// code size (renaming indices leaves giflib's LZW stream exactly as long, so only the local
    /// table is saved); when it would widen the codes, both are compressed and the smaller kept.
    static func smallest(_ block: GIFImageBlock, global: GIFGlobalColorTable?, path: String) throws -> GIFEncodedImage {
        guard let global, let shared = global.remap(block) else { return try GIFEncodedImage(compressing: block, path: path) }
        let localEntries = max(block.palette.count, (block.transparentIndex ?? -1) + 1)
        if global.codeSize <= GIFGlobalColorTable.codeSize(forTableSize: localEntries) {
            return try GIFEncodedImage(compressing: shared, global: global, path: path)
        }
        let local = try GIFEncodedImage(compressing: block, path: path)
        let sharing = try GIFEncodedImage(compressing: shared, global: global, path: path)
        return sharing.storedBytes <= local.storedBytes ? sharing : local
    }

    /// Bytes this image adds to the file besides its descriptor: the local table and the LZW data.
    var storedBytes: Int {
        guard let palette else { return data.count }
        return 3 * GIFColorMap.tableSize(forEntries: max(palette.count, (transparentIndex ?? -1) + 1)) + data.count
    }

    /// The sub-blocks of `data` in order (each slice starts at its length byte), without the
    /// terminator; nil if `data` is not a well-formed sub-block chain.
    func subBlocks() -> [ArraySlice<UInt8>]? {
        var blocks: [ArraySlice<UInt8>] = []
        var i = 0
        while i < data.count {
            let length = Int(data[i])
            if length == 0 { return i == data.count - 1 ? blocks : nil }
            guard i + length < data.count else { return nil }
            blocks.append(data[i...(i + length)])
            i += length + 1
        }
        return nil
    }
}

/// giflib's encoder pointed at a growable byte buffer (`EGifOpen` with an output callback).
/// The `GifFileType` is created and closed inside `compress`, so it has exactly one owner.
private enum GIFMemoryCompressor {
    /// The buffer giflib's callback appends to, reached through `GifFileType.UserData`.
    final class Buffer {
        var bytes: [UInt8] = []
    }

    static func compress(_ block: GIFImageBlock, global: GIFGlobalColorTable?, path: String) throws -> [UInt8] {
        let buffer = Buffer()
        buffer.bytes.reserveCapacity(block.indices.count / 8 + 1024)
        let output: OutputFunc = { gif, bytes, count in
            guard let gif, let user = gif.pointee.UserData, count >= 0 else { return 0 }
            let buffer = Unmanaged<Buffer>.fromOpaque(user).takeUnretainedValue()
            if count > 0, let bytes { buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count))) }
            return count
        }
        func failure(_ operation: String, _ code: Int32) -> GIFError {
            .giflib(operation: "\(operation) (in memory)", code: code, reason: GIFError.giflibReason(code), path: path)
        }

        var error: Int32 = E_GIF_ERR_NOT_ENOUGH_MEM
        let user = Unmanaged.passUnretained(buffer).toOpaque()
        guard let gif = EGifOpen(user, output, &error) else { throw failure("EGifOpen", error) }
        var closed = false
        defer {
            if !closed { var ignored: Int32 = 0; _ = EGifCloseFile(gif, &ignored) }
        }
        func check(_ result: Int32, _ operation: String) throws {
            guard result == GIF_OK else { throw failure(operation, gif.pointee.Error) }
        }

        let rect = block.rect
        EGifSetGifVersion(gif, true)
        // The code size giflib starts with comes from the table in force, so the screen carries
        // the global table when the image uses it, exactly as in the real file.
        if let global {
            try GIFColorMap.with(global.colors, path: path) { map in
                try check(EGifPutScreenDesc(gif, Int32(rect.x + rect.width), Int32(rect.y + rect.height), 8, 0, map),
                          "EGifPutScreenDesc")
            }
            try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height),
                                       false, nil), "EGifPutImageDesc")
        } else {
            try check(EGifPutScreenDesc(gif, Int32(rect.x + rect.width), Int32(rect.y + rect.height), 8, 0, nil),
                      "EGifPutScreenDesc")
            try GIFColorMap.with(block.palette, minimumSize: (block.transparentIndex ?? -1) + 1, path: path) { map in
                try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height),
                                           false, map), "EGifPutImageDesc")
            }
        }
        // Everything from here on is the LZW data: sub-blocks and the terminator.
        let start = buffer.bytes.count
        // EGifPutLine masks pixels in place, so it gets a copy, never the block's own indices.
        var pixels = block.indices
        try pixels.withUnsafeMutableBufferPointer { line in
            try check(EGifPutLine(gif, line.baseAddress, Int32(line.count)), "EGifPutLine")
        }
        let end = buffer.bytes.count
        closed = true
        // EGifCloseFile frees the handle even when it fails, so its error comes back in `error`.
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw failure("EGifCloseFile", error) }
        return Array(buffer.bytes[start..<end])
    }
}
