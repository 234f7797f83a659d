import FlipbookRender
import FlipbookScene

/// The controls besides buttons in scene files: `switch`, `pageControl`, `segmented`,
/// `activityIndicator`, `slider` and `stepper`; `onChange` says what `.valueChanged` does (as a button's `onTap`).
///
/// ```json
/// {"type": "switch", "id": "wifi", "on": true, "onChange": {"set": [{"set": "panel.alpha", "to": "0.4"}]}}
/// {"type": "pageControl", "id": "dots", "pages": 3, "currentPageColor": "systemBlue", "pageColor": "systemGray4"}
/// {"type": "segmented", "segments": ["Day", "Week"], "selected": 0}
/// {"type": "activityIndicator", "style": "large", "animating": true}
/// {"type": "slider", "frame": [20, 100, 280, 31], "minimum": 0, "maximum": 10, "value": 4}
/// {"type": "stepper", "value": 2, "maximum": 8, "step": 1, "wraps": false}
/// ```
extension SceneFileViewKinds {
    static let controlKeysByType: [String: [String]] = [
        "switch": ["on", "onTintColor", "thumbTintColor", "enabled", "onChange"],
        "pageControl": ["pages", "currentPage", "pageColor", "currentPageColor", "hidesForSinglePage", "enabled", "onChange"],
        "segmented": ["segments", "selected", "selectedTintColor", "momentary", "enabled", "onChange"],
        "activityIndicator": ["style", "color", "animating", "hidesWhenStopped"],
        "slider": ["value", "minimum", "maximum", "minimumTrackColor", "maximumTrackColor", "enabled", "onChange"],
        "stepper": ["value", "minimum", "maximum", "step", "wraps", "enabled", "onChange"],
    ]

    func makeControl(_ type: String, _ r: ObjectReader, values: ValueReader) -> View {
        switch type {
        case "switch":
            let toggle = Switch()
            if let on = r.bool("on") { toggle.isOn = on }
            if let c = r["onTintColor"].flatMap(values.color) { toggle.onTintColor = c }
            if let c = r["thumbTintColor"].flatMap(values.color) { toggle.thumbTintColor = c }
            return finish(toggle, r)
        case "pageControl":
            let dots = PageControl()
            if let n = r["pages"] { dots.numberOfPages = n.int(in: SceneFileRange(0...1000, whole: true)) ?? 0 }
            if let n = r["currentPage"] { dots.currentPage = n.int(in: SceneFileRange(0...1000, whole: true)) ?? 0 }
            if let c = r["pageColor"].flatMap(values.color) { dots.pageIndicatorTintColor = c }
            if let c = r["currentPageColor"].flatMap(values.color) { dots.currentPageIndicatorTintColor = c }
            if let h = r.bool("hidesForSinglePage") { dots.hidesForSinglePage = h }
            dots.frame = Rect(origin: .zero, size: dots.intrinsicContentSize)
            return finish(dots, r)
        case "segmented":
            var titles: [String] = []
            if let list = r.required("segments")?.array {
                if list.isEmpty || list.count > 20 { context.log.add("\(r.path).segments", "a segmented control has 1…20 segments") }
                for item in list.prefix(20) { if let t = values.text(item) { titles.append(t); context.labelText += t.unicodeScalars.count } }
            }
            let control = SegmentedControl(items: titles)
            if let n = r["selected"] {
                guard let index = n.int(in: SceneFileRange(-1...19, whole: true)) else { return finish(control, r) }
                if index >= titles.count { context.log.add(n.path, "segment \(index) does not exist (\(titles.count) segments)") }
                else { control.selectedSegmentIndex = index }
            }
            if let c = r["selectedTintColor"].flatMap(values.color) { control.selectedSegmentTintColor = c }
            if let m = r.bool("momentary") { control.isMomentary = m }
            control.frame = Rect(origin: .zero, size: control.intrinsicContentSize)
            return finish(control, r)
        case "slider":
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: Slider.height))
            if let (low, high) = limits(r, default: (0, 1)) { slider.minimumValue = Float(low); slider.maximumValue = Float(high) }
            if let n = r["value"], let v = n.number(in: Self.controlValueRange) { slider.value = Float(v) }
            if let c = r["minimumTrackColor"].flatMap(values.color) { slider.minimumTrackTintColor = c }
            if let c = r["maximumTrackColor"].flatMap(values.color) { slider.maximumTrackTintColor = c }
            return finish(slider, r)
        case "stepper":
            let stepper = Stepper()
            if let (low, high) = limits(r, default: (0, 100)) { stepper.minimumValue = low; stepper.maximumValue = high }
            if let n = r["value"], let v = n.number(in: Self.controlValueRange) { stepper.value = v }
            if let n = r["step"], let v = n.number(in: SceneFileRange(0.001...1e6)) { stepper.stepValue = v }
            if let w = r.bool("wraps") { stepper.wraps = w }
            return finish(stepper, r)
        default:
            let spinner = ActivityIndicatorView(style: r["style"].flatMap {
                values.choice($0, ["medium": ActivityIndicatorView.Style.medium, "large": .large], what: "activity indicator style")
            } ?? .medium)
            if let c = r["color"].flatMap(values.color) { spinner.color = c }
            if let h = r.bool("hidesWhenStopped") { spinner.hidesWhenStopped = h }
            if r.bool("animating") ?? true { spinner.startAnimating() }
            return spinner
        }
    }

    /// A slider's or stepper's values: ±1,000,000 (CHOSEN: wide enough for any control, finite for the arithmetic).
    static let controlValueRange = SceneFileRange(-1e6...1e6)

    /// `minimum` and `maximum` (each defaulting as UIKit's), or nil with a problem when the minimum is not below the maximum.
    private func limits(_ r: ObjectReader, default fallback: (Double, Double)) -> (Double, Double)? {
        let low = r["minimum"].map { $0.number(in: Self.controlValueRange) } ?? fallback.0
        let high = r["maximum"].map { $0.number(in: Self.controlValueRange) } ?? fallback.1
        guard let low, let high else { return nil }
        if low >= high {
            context.log.add("\(r.path).minimum", "the minimum (\(SceneFileRange.format(low))) must be below the maximum (\(SceneFileRange.format(high)))")
            return nil
        }
        return (low, high)
    }

    private func finish(_ control: Control, _ r: ObjectReader) -> Control {
        if let e = r.bool("enabled") { control.isEnabled = e }
        if let change = r["onChange"] { context.pendingTaps.append((.valueChanged(control), change)) }
        return control
    }

    /// A scroll or table view's `"refresh": {"color", "onRefresh", "endAfter"}`: a
    /// `UIRefreshControl` whose pull runs `onRefresh` and ends `endAfter` seconds later (1 s by default).
    func readRefresh(_ node: Node, into scroll: ScrollView, values: ValueReader) {
        guard let o = node.object(["color", "onRefresh", "endAfter"]) else { return }
        defer { o.finish() }
        let refresh = RefreshControl()
        if let c = o["color"].flatMap(values.color) { refresh.spinnerColor = c }
        var delay = 1.0
        if let n = o["endAfter"] {
            guard let d = n.number(in: SceneFileRange(0...60)) else { return }
            delay = d
        }
        refresh.addAction(ControlAction { [weak refresh] _ in
            guard let refresh, let scene = refresh.scene else { return }
            scene.schedule(at: scene.currentTime + delay) { refresh.endRefreshing() }
        }, for: .valueChanged)
        if let action = o["onRefresh"] { context.pendingTaps.append((.valueChanged(refresh), action)) }
        scroll.refreshControl = refresh
    }
}
