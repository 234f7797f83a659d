/// A variant's name: the part of each trait set, in `SceneTraitAxis` order, joined by "-"
/// (`iphone-se-dark-rtl-ax3-status-bar`). Names outputs (`out/header@dark.gif`) and golden
/// folders (`golden/header/variants/dark/`); `init?(variantName:)` reads one back, so a
/// golden folder says which traits it was recorded with.
///
/// ```swift
/// SceneTraits(appearance: .dark, contentSizeCategory: .accessibilityExtraLarge).variantName   // "dark-ax3"
/// SceneTraits(variantName: "iphone-se-rtl")?.device?.name                                     // "iphone-se"
/// ```
extension SceneTraits {
    /// The name of the traits a variant sets ("" when none; `scale` is not part of it).
    public var variantName: String {
        SceneTraitAxis.allCases.compactMap { $0.namePart(self) }.joined(separator: "-")
    }

    /// The traits a variant name stands for; nil when `name` is not one `variantName` makes.
    public init?(variantName name: String) {
        var traits = SceneTraits()
        var rest = Substring(name)
        for axis in SceneTraitAxis.allCases where !rest.isEmpty {
            // Longest part first: "iphone-16-pro-max" before "iphone-16", "xxl" before "xl".
            let parts = axis.nameParts.sorted { $0.part.count > $1.part.count }
            guard let match = parts.first(where: { rest == $0.part || rest.hasPrefix($0.part + "-") }) else { continue }
            try? axis.set(match.value, in: &traits)
            rest = rest.dropFirst(match.part.count)
            if rest.hasPrefix("-") { rest = rest.dropFirst() }
        }
        guard rest.isEmpty, !traits.isEmpty, traits.variantName == name else { return nil }
        self = traits
    }
}
