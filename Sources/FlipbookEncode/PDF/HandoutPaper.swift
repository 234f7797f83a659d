import FlipbookRender

/// The paper a handout is laid out on, portrait.
///
/// ```swift
/// HandoutPaper.a4.size        // 595.28 × 841.89 pt
/// HandoutPaper(rawValue: "letter")
/// ```
public enum HandoutPaper: String, Sendable, Hashable, CaseIterable {
    /// ISO A4, 210 × 297 mm: the default.
    case a4
    /// US Letter, 8.5 × 11 in.
    case letter

    /// The page in PDF points (1/72 in).
    public var size: Size {
        switch self {
        case .a4: Size(width: 595.28, height: 841.89)
        case .letter: Size(width: 612, height: 792)
        }
    }
}
