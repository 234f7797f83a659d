import FlipbookMotion
import FlipbookRender

/// Where a paging scroll view (`isPagingEnabled`) comes to rest when the finger lifts. A page is
/// the scroll view's bounds along the axis, counted from the smallest offset. The release is
/// projected as Apple's "Designing Fluid Interfaces" (WWDC 2018) projects a gesture: the
/// distance a deceleration at the `.fast` rate would coast, `v/1000 · r/(1 − r)` (about 0.1 s of
/// the release speed); the nearest page to the projected offset wins, but never more than one
/// page from the one under the finger when it landed, as UIKit pages one page per flick. The
/// projection and the one-page limit are CHOSEN to match UIKit's behaviour (Apple documents
/// paging only as stopping "on multiples of the scroll view's bounds",
/// https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled).
enum PagingRule {
    /// The page size along `axis` (at least 1 pt).
    static func pageSize(_ scrollView: ScrollView, axis: LayoutAxis) -> Double {
        max(1, axis.length(of: scrollView.bounds.size))
    }

    /// The page nearest `offset`.
    static func page(of offset: Double, in scrollView: ScrollView, axis: LayoutAxis) -> Int {
        let lo = axis.value(of: scrollView.minContentOffset)
        let index = ((offset - lo) / pageSize(scrollView, axis: axis)).rounded()
        return Int(CheckedPage.clamp(index))
    }

    /// The resting offset for a release at `offset` with `velocity` (pt/s, towards the end positive).
    static func target(offset: Double, velocity: Double, startPage: Int, in scrollView: ScrollView, axis: LayoutAxis) -> Double {
        let rate = DecelerationRate.fast.rawValue
        let projected = offset + velocity / 1000 * rate / (1 - rate)
        let lo = axis.value(of: scrollView.minContentOffset), hi = axis.value(of: scrollView.maxContentOffset)
        let size = pageSize(scrollView, axis: axis)
        let lastPage = Int(CheckedPage.clamp(((hi - lo) / size).rounded(.up)))
        var page = page(of: projected, in: scrollView, axis: axis)
        page = min(max(page, startPage - 1), startPage + 1)
        page = min(max(page, 0), lastPage)
        return min(hi, lo + Double(page) * size)
    }
}

/// Page indices kept well inside `Int` whatever the offsets (a hostile content size).
private enum CheckedPage {
    static func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, -1e9), 1e9) : 0 }
}
