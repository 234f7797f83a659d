import FlipbookScene
import Synchronization

/// A height where a sheet rests, as `UISheetPresentationController.Detent` (iOS 15; custom
/// detents iOS 16): `.large()` at full height, `.medium()` at about half of it, or a custom one
/// whose resolver computes its value from the context's `maximumDetentValue`
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent).
///
/// A detent's value is "a height within the safe area of the sheet"
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetent/customdetentwithidentifier:resolver:):
/// the sheet on screen is that plus the home indicator's inset.
///
/// ```swift
/// sheet.detents = [.medium(), .large()]
/// sheet.detents = [.custom(identifier: .init("peek")) { context in context.maximumDetentValue * 0.25 }, .large()]
/// ```
public final class SheetDetent {
    /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system's medium detent (UIKit's raw value).
        public static let medium = Identifier("com.apple.UIKit.medium")
        /// The system's large detent (UIKit's raw value).
        public static let large = Identifier("com.apple.UIKit.large")
    }

    public let identifier: Identifier
    private let resolver: (any SheetDetentResolutionContext) -> Double?

    private init(identifier: Identifier, resolver: @escaping (any SheetDetentResolutionContext) -> Double?) {
        self.identifier = identifier
        self.resolver = resolver
    }

    /// The sheet at full height: from 10 pt below the status bar to the screen's bottom.
    public static func large() -> SheetDetent {
        SheetDetent(identifier: .large) { $0.maximumDetentValue }
    }

    /// "A system detent for a sheet that's approximately half the height of the screen"
    /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium());
    /// the HIG: "medium is about half the fully expanded height"
    /// (https://developer.apple.com/design/human-interface-guidelines/ios/views/sheets/). CHOSEN: the sheet
    /// on screen is exactly half the large sheet's height (`SheetDetent.mediumFraction`), its
    /// value that less the bottom inset; Apple publishes no exact fraction.
    public static func medium() -> SheetDetent {
        SheetDetent(identifier: .medium) { context in
            let full = context.maximumDetentValue + context.bottomInset
            return full * mediumFraction - context.bottomInset
        }
    }

    /// CHOSEN: the medium sheet's share of the large sheet's height (Apple says "about half").
    public static let mediumFraction = 0.5

    /// A detent of the value `resolver` returns (nil: inactive, skipped), as UIKit's iOS 16
    /// `custom(identifier:resolver:)`; without an identifier, a fresh one ("If you don't
    /// specify an identifier, the system generates a random identifier").
    ///
    /// ```swift
    /// .custom { context in context.maximumDetentValue * 0.3 }
    /// ```
    public static func custom(identifier: Identifier? = nil,
                              resolver: @escaping (any SheetDetentResolutionContext) -> Double?) -> SheetDetent {
        SheetDetent(identifier: identifier ?? Identifier("flipbook.custom." + String(nextCustomNumber())), resolver: resolver)
    }

    /// The detent's value in `context`, clamped to 0…`maximumDetentValue` (NaN counts as 0, so a
    /// hostile resolver never traps); nil when the detent is inactive.
    public func resolvedValue(in context: any SheetDetentResolutionContext) -> Double? {
        guard let value = resolver(context) else { return nil }
        let maximum = max(0, context.maximumDetentValue.isFinite ? context.maximumDetentValue : 0)
        return value.isNaN ? 0 : min(max(0, value), maximum)
    }
}

/// What a custom detent's resolver is given, as `UISheetPresentationControllerDetentResolutionContext`.
public protocol SheetDetentResolutionContext {
    /// "The maximum value of a detent": the large detent's height within the sheet's safe area.
    var maximumDetentValue: Double { get }
}

/// The context Flipbook resolves detents in: the large sheet's value and the bottom inset.
struct SheetDetentContext: SheetDetentResolutionContext {
    let maximumDetentValue: Double
    let bottomInset: Double
}

extension SheetDetentResolutionContext {
    /// The home indicator's inset, which the medium detent leaves out of its value.
    fileprivate var bottomInset: Double { (self as? SheetDetentContext)?.bottomInset ?? 0 }
}

/// Numbers for custom detents made without an identifier, so each is told apart.
private let customNumbers = Mutex(0)

private func nextCustomNumber() -> Int { customNumbers.withLock { $0 += 1; return $0 } }
