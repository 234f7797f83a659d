import FlipbookRender

/// The layer tree, as Core Animation has it. A layer without a view keeps its sublayers in
/// one list. A view's layer has its subviews' layers among its sublayers too: UIKit puts a
/// subview's layer into the same list (`addSubview` appends it, so it draws above layers
/// added before), and `addSublayer` appends above the subviews there so far
/// (developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:): "Appends the layer
/// to the layer's list of sublayers"). Here the view's `subviews` stay the order of the
/// subviews' layers among themselves; `sublayerList` remembers where the added layers sit
/// between them, and is brought up to date with `subviews` whenever it is read:
/// - a subview's layer not seen before goes just below the next subview's layer, or on top
///   when it is the last subview (`addSubview`: on top, as in UIKit);
/// - a subview moved among the subviews takes the slot of the one now at its place (CHOSEN:
///   UIKit moves `bringSubviewToFront`'s layer above every sublayer; here it stays below a
///   layer added after the subviews);
/// - a removed subview's layer leaves the list.
extension Layer {
    /// `CALayer.superlayer`: a view's layer's is its superview's layer.
    public var superlayer: Layer? { view.map { $0.superview?.layer } ?? addedTo }

    /// Back to front; nil when there are none, as `CALayer.sublayers`. Setting it replaces
    /// the added layers (a view's subviews keep their layers).
    public var sublayers: [Layer]? {
        get { let all = orderedSublayers(); return all.isEmpty ? nil : all }
        set {
            for layer in sublayerList where layer.view == nil { layer.addedTo = nil }
            sublayerList = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends `layer` on top of the sublayers, taking it from any superlayer first.
    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: UInt32(clamping: orderedSublayers().count)) }

    /// Inserts `layer` at `index` of `sublayers` (clamped to the count).
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        var list = orderedSublayers()
        list.insert(layer, at: min(Int(index), list.count))
        sublayerList = list
        layer.addedTo = self
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        let list = orderedSublayers()
        insertSublayer(layer, at: UInt32(clamping: sibling.flatMap { s in list.firstIndex { $0 === s } } ?? list.count))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        let list = orderedSublayers()
        insertSublayer(layer, at: UInt32(clamping: sibling.flatMap { s in list.firstIndex { $0 === s }.map { $0 + 1 } } ?? list.count))
    }

    /// Puts `new` where `old` is (`replaceSublayer(_:with:)`).
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        guard accepts(new), let i = orderedSublayers().firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(clamping: i))
    }

    /// Takes the layer out of its superlayer. A view's layer takes its view out of the
    /// superview (UIKit leaves such a view in `subviews` with nothing drawn; CHOSEN to keep
    /// the two trees one).
    public func removeFromSuperlayer() {
        if let view { view.removeFromSuperview(); return }
        guard let parent = addedTo else { return }
        parent.sublayerList.removeAll { $0 === self }
        addedTo = nil
    }

    /// A view's layer belongs to its view's place in the view tree, and a layer cannot hold
    /// itself or an ancestor (Core Animation raises on both); such calls change nothing.
    private func accepts(_ layer: Layer) -> Bool {
        guard layer.view == nil, layer !== self else { return false }
        var up: Layer? = self
        while let current = up { if current === layer { return false }; up = current.superlayer }
        return true
    }

    /// The sublayers back to front: the added layers with the view's subviews' layers merged
    /// in as described above.
    func orderedSublayers() -> [Layer] {
        guard let view else { return sublayerList }
        let subviewLayers = view.subviews.map(\.layer)
        guard !sublayerList.isEmpty else { return subviewLayers }
        let present = Set(subviewLayers.map(ObjectIdentifier.init))
        let known = Set(sublayerList.lazy.filter { $0.view != nil }.map(ObjectIdentifier.init))
        var inOrder = subviewLayers.lazy.filter { known.contains(ObjectIdentifier($0)) }.makeIterator()
        var result: [Layer] = []
        result.reserveCapacity(sublayerList.count + subviewLayers.count)
        for layer in sublayerList {
            if layer.view == nil { result.append(layer) }
            else if present.contains(ObjectIdentifier(layer)), let next = inOrder.next() { result.append(next) }
        }
        // New subviews, last first, so each finds the one after it already placed.
        for (i, layer) in subviewLayers.enumerated().reversed() where !known.contains(ObjectIdentifier(layer)) {
            if i + 1 < subviewLayers.count, let at = result.firstIndex(where: { $0 === subviewLayers[i + 1] }) {
                result.insert(layer, at: at)
            } else {
                result.append(layer)
            }
        }
        return result
    }

    /// The sublayers in drawing order: by `zPosition`, ties kept in list order.
    func drawingOrder() -> [Layer] {
        let list = orderedSublayers()
        guard list.contains(where: { $0.modelState.zPosition != 0 }) else { return list }
        return list.enumerated().sorted { a, b in
            let za = a.element.modelState.zPosition, zb = b.element.modelState.zPosition
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}
