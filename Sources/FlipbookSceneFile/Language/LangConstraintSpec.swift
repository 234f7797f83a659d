import FlipbookLayout
import FlipbookScene
/// One layout constraint as written in a scene file, before the names are
/// resolved to views.
///
/// Reads as `firstItem[.firstGuide].firstAttribute relation
/// secondItem[.secondGuide].secondAttribute * multiplier + constant`, e.g.
///
/// ```swift
/// let spec = try ConstraintSpec.parse("title.leading >= header.leading + 16 @750 #titleInset")
/// spec.firstItem      // "title"
/// spec.relation       // .greaterOrEqual
/// spec.constant       // 16
/// spec.priority       // 750
/// spec.identifier     // "titleInset"
/// ```
///
/// Attributes are strings from `ConstraintSpec.attributes`; the guides are
/// `"safeArea"` and `"margins"` (a view's safe-area or layout-margins guide).
/// When the right side is a constant only (`icon.width == 70`) the second
/// item and attribute are `nil`.
struct ConstraintSpec: Sendable, Hashable, CustomStringConvertible {
    var firstItem: String
    /// `"safeArea"` or `"margins"` when the constraint is on that guide of `firstItem`.
    var firstGuide: String?
    var firstAttribute: String
    var relation: LayoutRelation
    var secondItem: String?
    var secondGuide: String?
    var secondAttribute: String?
    var multiplier: Double
    var constant: Double
    /// `nil` means required (1000).
    var priority: Float?
    /// The `#identifier` suffix, for debugging output.
    var identifier: String?

    init(
        firstItem: String, firstGuide: String? = nil, firstAttribute: String,
        relation: LayoutRelation = .equal,
        secondItem: String? = nil, secondGuide: String? = nil, secondAttribute: String? = nil,
        multiplier: Double = 1, constant: Double = 0,
        priority: Float? = nil, identifier: String? = nil
    ) {
        self.firstItem = firstItem
        self.firstGuide = firstGuide
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondGuide = secondGuide
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }

    /// The attribute names accepted in constraint strings.
    static let attributes: [String] = [
        "left", "right", "top", "bottom", "leading", "trailing",
        "width", "height", "centerX", "centerY", "firstBaseline", "lastBaseline",
    ]

    /// The layout-guide names accepted between an item and its attribute.
    static let guides: [String] = ["safeArea", "margins"]

    /// Named priorities accepted after `@`.
    static let namedPriorities: [String: Float] = ["required": 1000, "high": 750, "low": 250]

    /// Text that `parse` turns back into an equal spec, e.g.
    /// `"title.centerY == header.bottom * 0.3 - 20 @750"`.
    var description: String {
        var out = ConstraintSpec.anchorText(firstItem, firstGuide, firstAttribute) + " " + relation.symbol + " "
        if let secondItem, let secondAttribute {
            out += ConstraintSpec.anchorText(secondItem, secondGuide, secondAttribute)
            if multiplier != 1 { out += " * " + formatNumber(multiplier) }
            if constant > 0 { out += " + " + formatNumber(constant) }
            if constant < 0 { out += " - " + formatNumber(-constant) }
        } else {
            out += formatNumber(constant)
        }
        if let priority { out += " @" + formatNumber(priority) }
        if let identifier { out += " #" + identifier }
        return out
    }

    static func anchorText(_ item: String, _ guide: String?, _ attribute: String) -> String {
        [item, guide, attribute].compactMap { $0 }.joined(separator: ".")
    }
}
