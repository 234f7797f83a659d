import Synchronization

extension DecodedImage {
    /// The image's coverage filled with `color` (resolved, static): what a template image
    /// (`UIImage.RenderingMode.alwaysTemplate`, every symbol image) draws in its view's tint.
    /// Kept per image and colour, so a symbol drawn in 1,000 frames is tinted once.
    ///
    /// ```swift
    /// let blue = chevron.tinted(.systemBlue)
    /// ```
    public func tinted(_ color: Color) -> DecodedImage {
        TintedImages.image(self, color)
    }
}

/// The tinted copies, bounded: past `capacity` entries the oldest half goes (a tint animating
/// through colours must not keep every colour).
enum TintedImages {
    struct Key: Hashable {
        let image: ObjectIdentifier
        let red, green, blue, alpha: Double
    }
    static let capacity = 256
    private static let cache = Mutex<(entries: [Key: (DecodedImage, source: DecodedImage, order: Int)], clock: Int)>(([:], 0))

    static func image(_ source: DecodedImage, _ color: Color) -> DecodedImage {
        let key = Key(image: ObjectIdentifier(source), red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        if let hit = cache.withLock({ $0.entries[key]?.0 }) { return hit }
        let made = tint(source, color)
        cache.withLock { state in
            if state.entries.count >= capacity {
                let keep = state.entries.sorted { $0.value.order > $1.value.order }.prefix(capacity / 2)
                state.entries = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
            }
            state.clock += 1
            // The source is held beside its copy: its identifier stays its own while the key lives.
            state.entries[key] = (made, source, state.clock)
        }
        return made
    }

    /// Premultiplied ARGB: each pixel's alpha times the colour's.
    static func tint(_ source: DecodedImage, _ color: Color) -> DecodedImage {
        func unit(_ v: Double) -> Double { max(0, min(1, v.isFinite ? v : 0)) }
        let r = unit(color.red), g = unit(color.green), b = unit(color.blue), a = unit(color.alpha)
        let pixels = source.pixels.map { p -> UInt32 in
            let coverage = Double(p >> 24) / 255 * a
            func channel(_ c: Double) -> UInt32 { UInt32((c * coverage * 255).rounded()) }
            return channel(1) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
        }
        return DecodedImage(name: source.name, width: source.width, height: source.height, pixels: pixels)
    }
}

public extension ImageRef {
    /// This reference drawing `tint` (a template image); nil draws the pixels as they are.
    func withTint(_ tint: Color?) -> ImageRef {
        ImageRef(image: image, scale: scale, missingSymbol: missingSymbol, tint: tint, symbolProblem: symbolProblem)
    }

    /// The reference as drawn: a tinted one's pixels filled with its tint resolved for `appearance`.
    func resolved(for appearance: Appearance) -> ImageRef {
        guard let tint else { return self }
        return ImageRef(image: image.tinted(tint.resolved(for: appearance)), scale: scale, missingSymbol: missingSymbol,
                        symbolProblem: symbolProblem)
    }
}
