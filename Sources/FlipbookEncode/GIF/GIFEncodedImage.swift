import FlipbookRender

/// One image block, LZW-compressed into memory: what `GIFFileWriter` copies into the file in
/// order, while the compression itself ran on any core.
///
/// `data` holds the bytes that follow the image descriptor's LZW code-size byte, as giflib's
/// encoder writes them (`GIFLZWCodes`): the data sub-blocks (a length byte, then up to 255
/// bytes) and the empty terminator block.
struct GIFEncodedImage: Sendable {
    let rect: PixelRect
    /// The local colour table, or nil when the image uses the file's global table.
    let palette: [UInt32]?
    let transparentIndex: Int?
    let data: [UInt8]

    /// Packs `block`'s codes (`GIFLZWCodes`) at the code size of the table it uses: with `global`,
    /// the block's symbols are renamed into that table (see `GIFGlobalColorTable.remap`) and the
    /// image gets no local table. `path` names the destination in errors.
    init(compressing block: GIFImageBlock, global: GIFGlobalColorTable? = nil, path: String) throws {
        guard block.pixelCount > 0, block.pixelCount == block.rect.width * block.rect.height else {
            throw GIFError.malformed(reason: "an image block of \(block.pixelCount) indices for "
                                     + "\(block.rect.width)x\(block.rect.height)", path: path)
        }
        rect = block.rect
        palette = global == nil ? block.palette : nil
        transparentIndex = block.transparentIndex
        let codeSize = Self.codeSize(of: block, global: global)
        if codeSize <= block.lzw.roomBits {
            data = block.lzw.packed(codeSize: codeSize, renaming: block.renaming)
        } else {
            // Its clears were timed for narrower codes (a block made from indices, going out on a
            // wider global table): compress its indices again.
            data = block.indices.withUnsafeBufferPointer { GIFLZWCodes.encode($0, codeSize: codeSize) }
                .packed(codeSize: codeSize)
        }
    }

    /// The LZW code size giflib starts from: the bits of the colour table in force (the local
    /// table as `GIFColorMap` pads it, with room for the transparent index), at least 2.
    static func codeSize(of block: GIFImageBlock, global: GIFGlobalColorTable?) -> Int {
        global?.codeSize ?? block.localCodeSize
    }

    /// `block` compressed with whichever colour table stores it in fewer bytes. The global table
    /// is taken without a second compression when it holds all the block's colours at no larger a
    /// code size (renaming indices leaves giflib's LZW stream exactly as long, so only the local
    /// table is saved); when it would widen the codes, both are packed and the smaller kept.
    static func smallest(_ block: GIFImageBlock, global: GIFGlobalColorTable?, path: String) throws -> GIFEncodedImage {
        guard let global, let shared = global.remap(block) else { return try GIFEncodedImage(compressing: block, path: path) }
        if global.codeSize <= block.localCodeSize {
            return try GIFEncodedImage(compressing: shared, global: global, path: path)
        }
        let local = try GIFEncodedImage(compressing: block, path: path)
        let sharing = try GIFEncodedImage(compressing: shared, global: global, path: path)
        return sharing.storedBytes <= local.storedBytes ? sharing : local
    }

    /// Bytes this image adds to the file besides its descriptor: the local table and the LZW data.
    var storedBytes: Int {
        guard let palette else { return data.count }
        return 3 * GIFImageBlock.localTableSize(palette: palette, transparentIndex: transparentIndex) + data.count
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
