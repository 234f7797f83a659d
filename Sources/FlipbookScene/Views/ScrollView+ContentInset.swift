import FlipbookRender

/// UIKit's content-inset adjustment: where the safe area adds to `contentInset`, where the
/// content starts, and where the indicators run.
extension ScrollView {
    /// `contentInset` plus the safe area on the edges the behaviour adjusts, as
    /// `UIScrollView.adjustedContentInset`:
    /// - `.always`: every edge;
    /// - `.never`: none;
    /// - `.scrollableAxes`: top and bottom when the content scrolls vertically (taller than the
    ///   view, or `alwaysBounceVertical`), left and right when it scrolls horizontally;
    /// - `.automatic`: top and bottom always (a full-screen list, as a view controller's view),
    ///   left and right as `.scrollableAxes`.
    ///
    /// ```swift
    /// let table = TableView(frame: scene.root.bounds)   // iPhone 14: safe area 47/34
    /// scene.root.addSubview(table)
    /// scene.layout()
    /// table.adjustedContentInset.top   // 47
    /// table.contentOffset.y            // -47: row 0 starts below the status bar
    /// ```
    public var adjustedContentInset: EdgeInsets {
        // A refreshing refresh control keeps its band open above the content, as UIKit's does.
        var i = contentInset
        i.top += refreshControl?.insetWhileRefreshing ?? 0
        let safe = safeAreaInsets
        let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return i
        case .always: (vertical, horizontal) = (true, true)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        }
        return EdgeInsets(top: i.top + (vertical ? safe.top : 0), left: i.left + (horizontal ? safe.left : 0),
                          bottom: i.bottom + (vertical ? safe.bottom : 0), right: i.right + (horizontal ? safe.right : 0))
    }

    /// The vertical indicator's insets as drawn: `verticalScrollIndicatorInsets`, plus the part of
    /// `adjustedContentInset` that comes from the safe area when
    /// `automaticallyAdjustsScrollIndicatorInsets`. `contentInset` itself does not move the
    /// indicator, as in UIKit (a header inset leaves the indicator the full height).
    ///
    /// ```swift
    /// list.verticalScrollIndicatorInsets = EdgeInsets(top: 300)   // start below a 300 pt header
    /// ```
    public var effectiveVerticalIndicatorInsets: EdgeInsets {
        var insets = verticalScrollIndicatorInsets
        if automaticallyAdjustsScrollIndicatorInsets {
            let adjusted = adjustedContentInset, own = contentInset
            insets.top += adjusted.top - own.top
            insets.left += adjusted.left - own.left
            insets.bottom += adjusted.bottom - own.bottom
            insets.right += adjusted.right - own.right
        }
        return insets
    }

    /// When the adjusted inset changes (the view entered the scene and met the safe area, or its
    /// content grew scrollable), content resting at the top stays at the top: the offset follows
    /// to −adjustedContentInset, as UIKit starts a full-screen list at −47 on an iPhone 14.
    /// An offset anyone set (the scene, a driver) is left alone, as is a moving one.
    func keepContentAtTopAcrossInsetChange() {
        guard scene != nil else { return }
        let now = adjustedContentInset
        // Before its first layout in a scene there is no safe area: the adjusted inset was
        // `contentInset`, and "at the top" meant −contentInset.top. A `contentInset` alone does
        // not move content that sits at offset 0 (seed 000 sets its −300 offset itself).
        let before = insetAtLastLayout ?? contentInset
        insetAtLastLayout = now
        guard now != before, !contentOffsetWasSet, !isDragging, !isDecelerating, !isScrollAnimating else { return }
        var offset = contentOffset
        if offset.y == -before.top { offset.y = -now.top }
        if offset.x == -before.left { offset.x = -now.left }
        moveContentOffset(to: offset)
    }
}
