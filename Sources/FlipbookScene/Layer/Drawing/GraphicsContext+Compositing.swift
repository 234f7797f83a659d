import FlipbookRender

/// The shadow `setShadow(offset:blur:color:)` asks for.
struct ContextShadow {
    var offset: Size
    var blur: Double
    var color: Color
}

extension GraphicsContext {
    /// `CGContext.setBlendMode(_:)`: how every later fill, stroke, image and text meets what is
    /// drawn under it, by the PDF / W3C compositing formula of that name (DrawBlendMode.swift).
    ///
    /// ```swift
    /// ctx.setBlendMode(.multiply)
    /// ctx.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
    /// ```
    public func setBlendMode(_ mode: BlendMode) { state.blend = mode }

    /// `CGContext.setShadow(offset:blur:color:)`: every later operation casts a shadow of its
    /// own coverage, moved by `offset` and blurred by `blur`, in `color` (nil: no shadow).
    ///
    /// Core Graphics does not publish what `blur` means as a Gaussian. CHOSEN: σ = blur / 2, as
    /// the HTML canvas defines `shadowBlur` ("let σ be half the value of shadowBlur",
    /// html.spec.whatwg.org/multipage/canvas.html#when-shadows-are-drawn), which WebKit
    /// implements by passing `shadowBlur` to this very call; it is also how Flipbook draws
    /// `CALayer.shadowRadius` (Shadow.swift). The offset is in the view's space and not turned
    /// by the CTM ("base space", developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:));
    /// a positive height moves the shadow down, as it does in a UIKit context on iOS.
    ///
    /// ```swift
    /// ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.withAlphaComponent(0.3).cgColor)
    /// ```
    public func setShadow(offset: Size, blur: Double, color: Color?) {
        guard let color, color.alpha > 0 else { state.shadow = nil; return }
        state.shadow = ContextShadow(offset: Size(width: Self.checked(offset.width), height: Self.checked(offset.height)),
                                     blur: Self.checked(blur, lowest: 0), color: color)
    }

    /// `setShadow(offset:blur:)`: black at 1/3 alpha, as Apple documents
    /// (developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:)).
    public func setShadow(offset: Size, blur: Double) {
        setShadow(offset: offset, blur: blur, color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// `beginTransparencyLayer(auxiliaryInfo:)`: what is drawn up to `endTransparencyLayer()` is
    /// composited as one picture, with the alpha, blend mode and shadow set now (which are reset
    /// inside), as developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(auxiliaryinfo:)
    /// describes. The layer saves the graphics state; the end restores it.
    ///
    /// ```swift
    /// ctx.setShadow(offset: CGSize(width: 0, height: 3), blur: 6)
    /// ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    /// ctx.fillEllipse(in: a); ctx.fillEllipse(in: b)     // one shadow under both
    /// ctx.endTransparencyLayer()
    /// ```
    public func beginTransparencyLayer(auxiliaryInfo: Any? = nil) { beginTransparencyLayer(in: canvas, auxiliaryInfo: auxiliaryInfo) }

    /// `beginTransparencyLayer(in:auxiliaryInfo:)`: a layer bounded by `rect` (user space).
    public func beginTransparencyLayer(in rect: Rect, auxiliaryInfo: Any? = nil) {
        let reach = deviceBounds(of: rect)
        let layerAlpha = state.alpha
        let opened = openCompositing(reach: reach, coverage: nil, alpha: layerAlpha)
        saveGState()
        state.clipGroups = opened
        state.alpha = 1
        state.blend = .normal
        state.shadow = nil
    }

    /// `endTransparencyLayer()`: composites the layer and restores the state saved at its start.
    public func endTransparencyLayer() { restoreGState() }

    // MARK: Recording through the compositing state

    /// Records `body` (ops in bounds coordinates) as the state composites it: inside a blend
    /// group, a shadow group and an alpha group as the state asks. `reach` bounds what `body`
    /// draws; `coverage` is its shape, through which an unbounded blend mode composites.
    func emit(_ body: [DrawOp], reach: Rect, coverage: Shape?, alpha: Double = 1) {
        let opened = openCompositing(reach: reach, coverage: coverage, alpha: alpha)
        for op in body { record(op) }
        for _ in 0..<opened { record(.endGroup) }
    }

    /// Opens the groups `emit` and transparency layers draw in; returns how many.
    private func openCompositing(reach given: Rect, coverage: Shape?, alpha: Double) -> Int {
        // A reach made from app numbers that cannot be drawn (NaN, ±∞, past ±1e6) is the canvas.
        let usable = [given.minX, given.minY, given.width, given.height].allSatisfy { $0.isFinite && abs($0) < 1e6 }
        let reach = usable ? given : canvas
        var opened = 0
        if state.blend != .normal {
            // A bounded mode leaves alone what the drawing does not cover: the clip only keeps
            // the offscreen picture small. An unbounded one (clear, copy, sourceIn …) is
            // composited through the drawing's own shape, as Core Graphics paints it.
            let clip: Shape = state.blend.changesUncoveredDestination ? (coverage ?? .rect(reach)) : .rect(shadowReach(of: reach))
            record(.beginGroup(Group(transform: .identity, clip: clip, blend: .mode(state.blend))))
            opened += 1
        }
        if let shadow = state.shadow {
            record(.beginGroup(Group(transform: .identity)))
            record(.shadow(Shadow(shape: .rect(reach), color: faded(shadow.color), offset: shadow.offset,
                                  radius: shadow.blur, fromContent: true)))
            opened += 1
        }
        if alpha < 1 {
            record(.beginGroup(Group(transform: .identity, opacity: alpha)))
            opened += 1
        }
        return opened
    }

    /// `reach` with the shadow's offset and blur (three σ each side) added.
    private func shadowReach(of reach: Rect) -> Rect {
        guard let shadow = state.shadow else { return reach }
        let spread = 3 * shadow.blur / 2 + 1
        let moved = reach.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread)
        return reach.union(moved)
    }

    /// The bounding box of `rect` (user space) in bounds coordinates.
    func deviceBounds(of rect: Rect) -> Rect {
        let t = state.ctm
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { t.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `rect` (user space) as a shape in bounds coordinates.
    func deviceShape(of rect: Rect) -> Shape {
        let t = state.ctm
        return .polygon([Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map { t.apply(to: $0) })
    }

    /// A number from app code made safe for Cairo: NaN gives `fallback`, and the magnitude is
    /// kept within ±1e6 points (CHOSEN: far past any screen, well inside Cairo's fixed point).
    static func checked(_ v: Double, lowest: Double = -1e6, fallback: Double = 0) -> Double {
        guard !v.isNaN else { return fallback }
        return min(1e6, max(lowest, v))
    }
}
