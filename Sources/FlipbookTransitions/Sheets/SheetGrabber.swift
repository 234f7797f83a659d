import FlipbookScene

/// The grabber `prefersGrabberVisible` shows: a capsule centred at the sheet's top, drawn over
/// the sheet's content. UIKit publishes none of its numbers (`_UIGrabber` is private), so:
///
/// - CHOSEN 36 × 5 pt, corners 2.5 pt (a capsule): the size replicas of the system grabber
///   commonly use (35–36 × 4–5 pt); not measured on a device here;
/// - CHOSEN 5 pt below the sheet's top edge: inside the band above the content, clear of the
///   rounded corners;
/// - CHOSEN `Color.tertiaryLabel` (60, 60, 67 at 30 % in light mode, so 196, 196, 199 over
///   white): a light grey that follows dark mode; not measured on a device here.
///
/// ```swift
/// SheetGrabber.frame(inSheetOfWidth: 390)   // (177, 5, 36, 5)
/// ```
enum SheetGrabber {
    static let size = Size(width: 36, height: 5)
    static let topInset = 5.0
    static let color = Color.tertiaryLabel

    static func frame(inSheetOfWidth width: Double) -> Rect {
        Rect(x: (width - size.width) / 2, y: topInset, width: size.width, height: size.height)
    }

    /// A grabber view for a sheet `width` wide.
    static func make(width: Double) -> View {
        let grabber = View(frame: frame(inSheetOfWidth: width))
        grabber.backgroundColor = color
        grabber.cornerRadius = size.height / 2
        grabber.clipsToBounds = true
        return grabber
    }
}
