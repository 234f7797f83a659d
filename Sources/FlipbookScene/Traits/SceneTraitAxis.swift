import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// One trait a variant can vary, with the words the command line, variant specs and variant
/// names use for its values. One table, read by the flags, `--variants`, output names and the
/// golden folder names alike, so the four cannot drift apart.
///
/// ```swift
/// SceneTraitAxis.appearance.values            // ["light", "dark"]
/// var traits = SceneTraits()
/// try SceneTraitAxis.direction.set("rtl", in: &traits)   // traits.layoutDirection == .rightToLeft
/// ```
public enum SceneTraitAxis: String, Sendable, CaseIterable {
    // The order is the order of the parts of a variant name: iphone-se-dark-rtl-ax3-status-bar-landscape
    // (orientation came last, so the names variants had before it are unchanged).
    case device, appearance, direction, contentSize = "content-size", statusBar = "status-bar", orientation

    /// The values as written in `--variants` and on the flags.
    public var values: [String] {
        switch self {
        case .device: Screen.presets.map(\.name)
        case .appearance: Appearance.allCases.map(\.rawValue)
        case .direction: ["ltr", "rtl"]
        case .contentSize: ContentSizeCategory.allCases.map(\.rawValue)
        case .statusBar: ["on", "off"]
        case .orientation: Orientation.allCases.map(\.rawValue)
        }
    }

    /// Sets `value` on `traits`; throws `SceneTraitError` naming the accepted values.
    public func set(_ value: String, in traits: inout SceneTraits) throws {
        switch self {
        case .device:
            guard let screen = Screen.preset(named: value) else { throw unknown(value) }
            traits.device = screen
        case .appearance:
            guard let a = Appearance(rawValue: value) else { throw unknown(value) }
            traits.appearance = a
        case .direction:
            guard value == "ltr" || value == "rtl" else { throw unknown(value) }
            traits.layoutDirection = value == "rtl" ? .rightToLeft : .leftToRight
        case .contentSize:
            // AX3 or ax3: the names are case-insensitive, the raw values upper case.
            guard let c = ContentSizeCategory(rawValue: value.uppercased()) else { throw unknown(value) }
            traits.contentSizeCategory = c
        case .statusBar:
            guard value == "on" || value == "off" else { throw unknown(value) }
            traits.showsStatusBar = value == "on"
        case .orientation:
            guard let o = Orientation(rawValue: value) else { throw unknown(value) }
            traits.orientation = o
        }
    }

    /// True when `traits` sets this axis.
    public func isSet(in traits: SceneTraits) -> Bool { namePart(traits) != nil }

    /// This axis's part of a variant name, nil when `traits` leaves it unset.
    func namePart(_ traits: SceneTraits) -> String? {
        switch self {
        case .device: traits.device?.name
        case .appearance: traits.appearance?.rawValue
        case .direction: traits.layoutDirection.map { $0 == .rightToLeft ? "rtl" : "ltr" }
        case .contentSize: traits.contentSizeCategory?.rawValue.lowercased()
        case .statusBar: traits.showsStatusBar.map { $0 ? "status-bar" : "no-status-bar" }
        case .orientation: traits.orientation?.rawValue
        }
    }

    /// Every name part this axis can produce, with the value it stands for.
    var nameParts: [(part: String, value: String)] {
        switch self {
        case .contentSize: values.map { ($0.lowercased(), $0) }
        case .statusBar: [("status-bar", "on"), ("no-status-bar", "off")]
        default: values.map { ($0, $0) }
        }
    }

    private func unknown(_ value: String) -> SceneTraitError {
        SceneTraitError(axis: self, value: value)
    }
}

/// A trait value that is not one of its axis's: the message names the axis and what it accepts.
public struct SceneTraitError: FlipbookError, Sendable {
    public var exitCode: ExitCode { .badInput }
    public let axis: SceneTraitAxis
    public let value: String
    public var description: String {
        "unknown \(axis.rawValue) '\(value)'; use one of \(axis.values.joined(separator: ", "))"
    }
}
