import FlipbookRender

/// Where `contents` is placed: `contentsRect` (the part of the image shown: one frame of a
/// sprite sheet), `contentsCenter` (nine-part stretching) and `contentsGravity`.
final class ContentsPlacement {
    var rect = Rect(x: 0, y: 0, width: 1, height: 1)
    var center = Rect(x: 0, y: 0, width: 1, height: 1)

    private struct CropKey: Hashable { let image: ObjectIdentifier, x: Int, y: Int, width: Int, height: Int }
    /// The parts cut so far, each with its source held so its identifier stays its own; a
    /// sprite cycling through frames cuts each once (CHOSEN: at most 64 kept).
    private var crops: [CropKey: (cut: DecodedImage, source: DecodedImage)] = [:]

    /// The pixels of `image` under the unit rectangle `part`, rounded to whole pixels and cut to
    /// the image; nil when nothing is left.
    func crop(_ image: DecodedImage, _ part: Rect) -> DecodedImage? {
        func pixel(_ unit: Double, _ side: Int) -> Int { Int(max(0, min(Double(side), (unit * Double(side)).rounded()))) }
        let x0 = pixel(part.minX, image.width), x1 = pixel(part.maxX, image.width)
        let y0 = pixel(part.minY, image.height), y1 = pixel(part.maxY, image.height)
        guard x1 > x0, y1 > y0 else { return nil }
        if x0 == 0, y0 == 0, x1 == image.width, y1 == image.height { return image }
        let key = CropKey(image: ObjectIdentifier(image), x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        if let hit = crops[key] { return hit.cut }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(key.width * key.height)
        for y in y0..<y1 { pixels += image.pixels[(y * image.width + x0)..<(y * image.width + x1)] }
        let cut = DecodedImage(name: image.name, width: key.width, height: key.height, pixels: pixels)
        if crops.count >= 64 { crops.removeAll() }
        crops[key] = (cut, image)
        return cut
    }
}

extension Layer {
    /// `CALayer.contentsRect`: the part of `contents` shown, in the unit square of the image
    /// (0,0 its top-left corner, as on iOS), placed by `contentsGravity` as if it were the whole
    /// image (developer.apple.com/documentation/quartzcore/calayer/contentsrect). Default
    /// (0, 0, 1, 1). A value not finite, or with no area, shows nothing.
    ///
    /// ```swift
    /// sprite.layer.contents = sheet.cgImage                            // 4 frames side by side
    /// sprite.layer.contentsRect = CGRect(x: 0.25, y: 0, width: 0.25, height: 1)   // the second
    /// ```
    public var contentsRect: Rect {
        get { drawingCache.placement.rect }
        set { drawingCache.placement.rect = newValue }
    }

    /// `CALayer.contentsCenter`: the unit rectangle of the shown image that stretches; the
    /// parts around it keep their size (corners) or stretch one way (edges), when
    /// `contentsGravity` is `.resize` (developer.apple.com/documentation/quartzcore/calayer/contentscenter).
    /// Default (0, 0, 1, 1): the whole image stretches. CHOSEN: the rectangle is a part of what
    /// `contentsRect` shows (the whole image by default), the parts' sizes are in the
    /// image's points (its `scale`, as if `contentsScale` matched it), and when the fixed parts
    /// are larger than the bounds they shrink together.
    ///
    /// ```swift
    /// bubble.layer.contents = bubbleImage.cgImage
    /// bubble.layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
    /// ```
    public var contentsCenter: Rect {
        get { drawingCache.placement.center }
        set { drawingCache.placement.center = newValue }
    }

    /// The `contents` image's ops, placed by `contentsRect`, `contentsCenter` and `contentsGravity`.
    func appendContentsImage(in bounds: Rect, into ops: inout [DrawOp]) {
        guard let image = contents as? Image, bounds.width > 0, bounds.height > 0 else { return }
        let part = contentsRect.standardized, center = contentsCenter.standardized
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        if part == unit, center == unit, contentsGravity.isCentredOrScaled {
            ops.append(.image(image.ref, rect: bounds, mode: contentsGravity.contentMode))
            return
        }
        guard Self.isUsable(part), Self.isUsable(center) else { return }
        let shown = Size(width: image.size.width * part.width, height: image.size.height * part.height)
        let dest = contentsGravity.destination(for: shown, in: bounds)
        if center == unit || contentsGravity != .resize {
            appendPart(image.ref, part, onto: dest, into: &ops)
            return
        }
        // Nine parts: the fixed widths and heights around the centre, shrunk to fit.
        let left = center.minX * shown.width, right = (1 - center.maxX) * shown.width
        let top = center.minY * shown.height, bottom = (1 - center.maxY) * shown.height
        let sx = left + right > dest.width ? dest.width / (left + right) : 1
        let sy = top + bottom > dest.height ? dest.height / (top + bottom) : 1
        let xs = [dest.minX, dest.minX + left * sx, dest.maxX - right * sx, dest.maxX]
        let ys = [dest.minY, dest.minY + top * sy, dest.maxY - bottom * sy, dest.maxY]
        let us = [0, center.minX, center.maxX, 1].map { part.minX + $0 * part.width }
        let vs = [0, center.minY, center.maxY, 1].map { part.minY + $0 * part.height }
        for row in 0..<3 {
            for column in 0..<3 {
                let target = Rect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let source = Rect(x: us[column], y: vs[row], width: us[column + 1] - us[column], height: vs[row + 1] - vs[row])
                guard target.width > 0, target.height > 0, source.width > 0, source.height > 0 else { continue }
                appendPart(image.ref, source, onto: target, into: &ops)
            }
        }
    }

    /// The unit rectangle `part` of the image drawn into `target`: its pixels cut out (whole
    /// pixels, inside the image: CHOSEN, so a scaled sprite never blends in its neighbour's edge,
    /// as each frame of a sheet is expected to stand alone) and stretched onto the target.
    private func appendPart(_ ref: ImageRef, _ part: Rect, onto target: Rect, into ops: inout [DrawOp]) {
        guard let cut = drawingCache.placement.crop(ref.image, part) else { return }
        ops.append(.image(ImageRef(image: cut, scale: ref.scale, missingSymbol: ref.missingSymbol, tint: ref.tint,
                                   symbolProblem: ref.symbolProblem), rect: target, mode: .scaleToFill))
    }

    /// A unit rectangle from app code that can be drawn: finite, with area, not huge.
    private static func isUsable(_ r: Rect) -> Bool {
        [r.minX, r.minY, r.width, r.height].allSatisfy { $0.isFinite && abs($0) < 1e4 } && r.width > 1e-6 && r.height > 1e-6
    }
}

extension ContentsGravity {
    var isCentredOrScaled: Bool { self == .resize || self == .resizeAspect || self == .resizeAspectFill || self == .center }

    /// Where content of `size` lands in `bounds` (CALayerContentsGravity): scaled for the
    /// `resize` kinds, at its size pinned to the named edge or corner otherwise (y down, as on iOS).
    func destination(for size: Size, in bounds: Rect) -> Rect {
        if isCentredOrScaled { return contentMode.destination(for: size, in: bounds) }
        let x: Double = switch self {
        case .left, .topLeft, .bottomLeft: bounds.minX
        case .right, .topRight, .bottomRight: bounds.maxX - size.width
        default: bounds.midX - size.width / 2
        }
        let y: Double = switch self {
        case .top, .topLeft, .topRight: bounds.minY
        case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
        default: bounds.midY - size.height / 2
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
