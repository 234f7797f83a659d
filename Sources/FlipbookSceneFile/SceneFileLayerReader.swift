import Foundation
import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// What a scene file's layers may ask for (docs/limits.md lists them). All CHOSEN: app code has
/// a handful of sublayers and path points; these keep the worst file's every frame cheap.
enum SceneFileLayerLimits {
    /// Sublayers of one view or layer (a replicator's included).
    static let sublayersPerLayer = 64
    /// Sublayers in the whole file, masks included.
    static let layers = 2000
    /// Sublayers inside sublayers.
    static let depth = 8
    /// Points of a `"lines"` path, elements of an `"elements"` path, commands of a path string.
    static let pathPoints = 2000
    /// Characters of a path string.
    static let pathStringLength = 20_000
    /// Numbers of a `lineDashPattern`.
    static let dashes = 16
    /// A replicator's `instanceCount`; nested replicators multiply, so the product of the counts
    /// along any chain is held to the same number (Core Animation's own limit here is 1,000,
    /// `ReplicatorLayer.maximumInstanceCount`).
    static let instances = 200
    /// Steps of a `transform3D` list.
    static let transformSteps = 32
    /// Colours of a gradient.
    static let gradientColors = 32
}

/// One step of a `"transform3D"` / `"sublayerTransform"` / `"instanceTransform"` list, applied in
/// the list's order to the layer's points (the first acts first), as `CATransform3DConcat(a, b)`
/// applies `a` then `b`: `[{"rotateY": 0.5}, {"m34": -0.002}]` turns the layer, then gives it
/// perspective (`t.m34 = -1/500`, https://developer.apple.com/documentation/quartzcore/catransform3d).
enum SceneFileLayerTransformStep<Number> {
    case rotateX(Number), rotateY(Number), rotateZ(Number)
    case translate(Number, Number, Number)
    case scale(Number, Number, Number)
    case m34(Number)

    static var keys: [String] { ["rotateX", "rotateY", "rotateZ", "translate", "scale", "m34"] }

    /// The steps of the list at `node`; `read` reads one number in a range.
    static func read(_ node: Node, _ read: (Node, SceneFileRange) -> Number?) -> [Self]? {
        guard let items = node.array else { return nil }
        guard items.count <= SceneFileLayerLimits.transformSteps else {
            node.log.add(node.path, "a transform has at most \(SceneFileLayerLimits.transformSteps) steps")
            return nil
        }
        var steps: [Self] = []
        for item in items {
            guard let o = item.object(keys) else { return nil }
            defer { o.finish() }
            guard o.keys.count == 1, let key = o.keys.first, let value = o[key] else {
                item.log.add(item.path, "a step is one of {\"rotateX\"}, {\"rotateY\"}, {\"rotateZ\"}, {\"translate\": [x, y, z]}, {\"scale\": [x, y, z]} or {\"m34\"}")
                return nil
            }
            // An unknown key is `finish()`'s problem, not an `m34`.
            guard keys.contains(key) else { return nil }
            func three(_ range: SceneFileRange) -> (Number, Number, Number)? {
                guard let list = value.array else { return nil }
                guard list.count == 3 else { value.log.add(value.path, "expected [x, y, z]"); return nil }
                guard let x = read(list[0], range), let y = read(list[1], range), let z = read(list[2], range) else { return nil }
                return (x, y, z)
            }
            switch key {
            case "rotateX": guard let a = read(value, .angle) else { return nil }; steps.append(.rotateX(a))
            case "rotateY": guard let a = read(value, .angle) else { return nil }; steps.append(.rotateY(a))
            case "rotateZ": guard let a = read(value, .angle) else { return nil }; steps.append(.rotateZ(a))
            case "translate": guard let (x, y, z) = three(.points) else { return nil }; steps.append(.translate(x, y, z))
            case "scale": guard let (x, y, z) = three(.factor) else { return nil }; steps.append(.scale(x, y, z))
            default: guard let m = read(value, SceneFileLayerRange.m34) else { return nil }; steps.append(.m34(m))
            }
        }
        return steps
    }
}

enum SceneFileLayerRange {
    /// `m34`, −1/d for a viewer d points away: d of at least a point.
    static let m34 = SceneFileRange(-1...1)
    static let unit = SceneFileRange(0...1)
    /// Gradient start and end points, in the layer's unit square (outside it is allowed, as in Core Animation).
    static let unitPoint = SceneFileRange(-100...100)
    /// A replicator's colour offsets, per instance.
    static let colorOffset = SceneFileRange(-1...1)
}

extension Array {
    /// The 3D transform of these steps, given each number.
    func transform3D<Number>(_ value: (Number) -> Double?) -> Transform3D? where Element == SceneFileLayerTransformStep<Number> {
        var t = Transform3D.identity
        for step in self {
            let next: Transform3D
            switch step {
            case .rotateX(let a): guard let a = value(a) else { return nil }; next = Transform3D(rotationAngle: a, x: 1, y: 0, z: 0)
            case .rotateY(let a): guard let a = value(a) else { return nil }; next = Transform3D(rotationAngle: a, x: 0, y: 1, z: 0)
            case .rotateZ(let a): guard let a = value(a) else { return nil }; next = Transform3D(rotationAngle: a, x: 0, y: 0, z: 1)
            case let .translate(x, y, z):
                guard let x = value(x), let y = value(y), let z = value(z) else { return nil }
                next = Transform3D(translationX: x, y: y, z: z)
            case let .scale(x, y, z):
                guard let x = value(x), let y = value(y), let z = value(z) else { return nil }
                next = Transform3D(scaleX: x, y: y, z: z)
            case .m34(let m):
                guard let m = value(m) else { return nil }
                var p = Transform3D.identity
                p.m34 = m
                next = p
            }
            t = t.concatenating(next)
        }
        return t
    }
}

/// A view's `"layer": {…}` and `"sublayers": […]`: every Core Animation property and layer kind
/// of FlipbookScene, read with each number range-checked at its place.
///
/// ```json
/// "layer": {"cornerRadius": 20, "cornerCurve": "continuous", "maskedCorners": ["topLeft", "topRight"],
///           "shadowOpacity": 0.3, "shadowRadius": 8, "transform3D": [{"rotateY": 0.4}, {"m34": -0.002}]},
/// "sublayers": [{"type": "gradient", "id": "caption", "frame": [0, 120, 300, 80],
///                "colors": ["clear", "#000000AA"]}]
/// ```
struct SceneFileLayerReader {
    let context: SceneFileBuildContext
    let values: ValueReader
    var log: ProblemLog { context.log }

    /// Keys every layer takes (a view's `"layer"` object, and every sublayer).
    static let propertyKeys = ["cornerRadius", "maskedCorners", "cornerCurve", "borderWidth", "borderColor",
                               "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
                               "zPosition", "transform3D", "sublayerTransform", "isDoubleSided", "masksToBounds", "mask", "opacity"]
    /// Keys of a sublayer beyond those, by kind.
    static let placementKeys = ["type", "id", "frame", "bounds", "position", "anchorPoint", "backgroundColor", "hidden", "sublayers"]
    static let kindKeys: [String: [String]] = [
        "layer": [],
        "gradient": ["gradientType", "colors", "locations", "startPoint", "endPoint"],
        "shape": ["path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineDashPattern", "lineDashPhase",
                  "lineCap", "lineJoin", "miterLimit", "strokeStart", "strokeEnd"],
        "text": ["string", "font", "fontSize", "foregroundColor", "alignmentMode", "wrapped", "truncationMode"],
        "replicator": ["instanceCount", "instanceTransform", "instanceDelay", "instanceColor",
                       "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"],
    ]

    /// `"layer": {…}` of `view`.
    func readLayer(_ node: Node, of view: View) {
        guard let r = node.object(Self.propertyKeys) else { return }
        defer { r.finish() }
        readProperties(r, into: view.layer, owner: view, depth: 0)
    }

    /// `"sublayers": […]` of `view`.
    func readSublayers(_ node: Node, of view: View) {
        addSublayers(node, to: view.layer, owner: view, depth: 0, instances: 1)
    }

    private func addSublayers(_ node: Node, to parent: Layer, owner: View, depth: Int, instances: Int) {
        guard let items = node.array else { return }
        guard items.count <= SceneFileLayerLimits.sublayersPerLayer else {
            log.add(node.path, "at most \(SceneFileLayerLimits.sublayersPerLayer) sublayers in one layer")
            return
        }
        guard depth < SceneFileLayerLimits.depth else {
            log.add(node.path, "sublayers nest at most \(SceneFileLayerLimits.depth) deep")
            return
        }
        for item in items {
            if let layer = makeLayer(item, owner: owner, depth: depth + 1, instances: instances) { parent.addSublayer(layer) }
        }
    }

    /// One sublayer object: its kind's layer, placed, with its properties and its own sublayers.
    func makeLayer(_ node: Node, owner: View, depth: Int, instances: Int) -> Layer? {
        guard case .object(let pairs) = node.value else {
            log.add(node.path, "expected a layer object, found \(node.value.kind)")
            return nil
        }
        let type = pairs[key: "type"].flatMap { n -> String? in if case .string(let s) = n.value { s } else { nil } } ?? "layer"
        guard let extra = Self.kindKeys[type] else {
            let hint = Suggest.closest(to: type, in: Self.kindKeys.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add("\(node.path).type", "unknown layer type \"\(type)\" (layer, gradient, shape, text or replicator)\(hint)")
            return nil
        }
        let others = ObjectReader.OtherKinds(kind: type, noun: "layer", keys: Self.kindKeys.filter { $0.key != type })
        guard let r = node.object(Self.propertyKeys + Self.placementKeys + extra, otherKinds: others) else { return nil }
        defer { r.finish() }
        context.layerCount += 1
        guard context.layerCount <= SceneFileLayerLimits.layers else {
            if context.layerCount == SceneFileLayerLimits.layers + 1 { log.add(node.path, "more than \(SceneFileLayerLimits.layers) layers in the file") }
            return nil
        }
        let layer: Layer
        var childInstances = instances
        switch type {
        case "gradient": layer = readGradient(r)
        case "shape": layer = readShape(r)
        case "text": layer = readText(r)
        case "replicator":
            let (replicator, count) = readReplicator(r, instances: instances)
            layer = replicator
            childInstances = instances * count
        default: layer = Layer()
        }
        if let idNode = r["id"], let id = values.text(idNode), context.claimID(id, at: idNode.path) {
            context.layers[id] = SceneFileNamedLayer(layer: layer, owner: owner)
        }
        if let f = r["frame"], let n = values.numbers(f, count: 4, in: .points) {
            if n[2] < 0 || n[3] < 0 { log.add(f.path, "width and height must not be negative") } else {
                layer.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            }
        }
        if let b = r["bounds"], let n = values.numbers(b, count: 4, in: .points) {
            if n[2] < 0 || n[3] < 0 { log.add(b.path, "width and height must not be negative") } else {
                layer.bounds = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            }
        }
        if let a = r["anchorPoint"], let n = values.numbers(a, count: 2, in: SceneFileLayerRange.unitPoint) { layer.anchorPoint = Point(x: n[0], y: n[1]) }
        if let p = r["position"], let n = values.numbers(p, count: 2, in: .points) { layer.position = Point(x: n[0], y: n[1]) }
        if let c = r["backgroundColor"].flatMap(values.color) { layer.backgroundColor = c }
        if let h = r.bool("hidden") { layer.isHidden = h }
        readProperties(r, into: layer, owner: owner, depth: depth)
        if let subs = r["sublayers"] { addSublayers(subs, to: layer, owner: owner, depth: depth, instances: childInstances) }
        return layer
    }

    /// The properties every layer has.
    private func readProperties(_ r: ObjectReader, into layer: Layer, owner: View, depth: Int) {
        if let c = r["cornerRadius"].flatMap({ values.number($0, in: .points) }) { layer.cornerRadius = max(0, c) }
        if let m = r["maskedCorners"]?.array {
            let names: [String: RectCorners] = ["topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight]
            var corners: RectCorners = []
            for item in m { if let c = values.choice(item, names, what: "corner") { corners.insert(c) } }
            layer.maskedCorners = corners
        }
        if let c = r["cornerCurve"], let curve = values.choice(c, ["circular": CornerCurve.circular, "continuous": .continuous], what: "corner curve") {
            layer.cornerCurve = curve
        }
        if let w = r["borderWidth"].flatMap({ values.number($0, in: .points) }) { layer.borderWidth = max(0, w) }
        if let c = r["borderColor"].flatMap(values.color) { layer.borderColor = c }
        if let c = r["shadowColor"].flatMap(values.color) { layer.shadowColor = c }
        if let o = r["shadowOpacity"].flatMap({ values.number($0, in: SceneFileLayerRange.unit) }) { layer.shadowOpacity = Float(o) }
        if let o = r["shadowOffset"], let n = values.numbers(o, count: 2, in: .points) { layer.shadowOffset = Size(width: n[0], height: n[1]) }
        if let s = r["shadowRadius"].flatMap({ values.number($0, in: .points) }) { layer.shadowRadius = max(0, s) }
        if let p = r["shadowPath"], let path = SceneFileLayerPath(values: values).read(p) { layer.shadowPath = path }
        if let z = r["zPosition"].flatMap({ values.number($0, in: .points) }) { layer.zPosition = z }
        if let t = r["transform3D"], let m = readTransform(t) { layer.transform = m }
        if let t = r["sublayerTransform"], let m = readTransform(t) { layer.sublayerTransform = m }
        if let d = r.bool("isDoubleSided") { layer.isDoubleSided = d }
        if let m = r.bool("masksToBounds") { layer.masksToBounds = m }
        if let o = r["opacity"].flatMap({ values.number($0, in: SceneFileLayerRange.unit) }) { layer.opacity = Float(o) }
        if let m = r["mask"] {
            if depth >= SceneFileLayerLimits.depth { log.add(m.path, "masks and sublayers nest at most \(SceneFileLayerLimits.depth) deep") }
            else if let mask = makeLayer(m, owner: owner, depth: depth + 1, instances: 1) { layer.mask = mask }
        }
    }

    func readTransform(_ node: Node) -> Transform3D? {
        SceneFileLayerTransformStep<Double>.read(node) { values.number($0, in: $1) }?.transform3D { $0 }
    }

    private func points(_ node: Node?) -> Point? {
        guard let node, let n = values.numbers(node, count: 2, in: SceneFileLayerRange.unitPoint) else { return nil }
        return Point(x: n[0], y: n[1])
    }

    private func readGradient(_ r: ObjectReader) -> GradientLayer {
        let g = GradientLayer()
        if let t = r["gradientType"], let kind = values.choice(t, ["axial": GradientLayer.Kind.axial, "radial": .radial, "conic": .conic], what: "gradient type", listing: "axial, radial or conic") {
            g.type = kind
        }
        var count = 0
        if let c = r["colors"], let items = c.array {
            if items.count > SceneFileLayerLimits.gradientColors {
                log.add(c.path, "a gradient has at most \(SceneFileLayerLimits.gradientColors) colours")
            } else {
                let colors = items.compactMap(values.color)
                if colors.count == items.count { g.colors = colors; count = colors.count }
            }
        }
        if let l = r["locations"], let items = l.array {
            let numbers = items.compactMap { values.number($0, in: SceneFileLayerRange.unit) }
            if numbers.count == items.count {
                if numbers.count != count { log.add(l.path, "one location per colour: \(count), found \(numbers.count)") }
                else if zip(numbers, numbers.dropFirst()).contains(where: { $0 > $1 }) { log.add(l.path, "locations never go back") }
                else { g.locations = numbers.map { NSNumber(value: $0) } }
            }
        }
        if let p = points(r["startPoint"]) { g.startPoint = p }
        if let p = points(r["endPoint"]) { g.endPoint = p }
        return g
    }

    /// A colour, or `null` for none (a shape layer's `fillColor: nil`).
    private func optionalColor(_ node: Node) -> Color?? {
        if case .null = node.value { return .some(nil) }
        return values.color(node).map { .some($0) }
    }

    private func readShape(_ r: ObjectReader) -> ShapeLayer {
        let s = ShapeLayer()
        if let p = r["path"], let path = SceneFileLayerPath(values: values).read(p) { s.path = path }
        if let c = r["fillColor"], let color = optionalColor(c) { s.fillColor = color }
        if let c = r["strokeColor"], let color = optionalColor(c) { s.strokeColor = color }
        if let f = r["fillRule"], let rule = values.choice(f, ["nonZero": FillRule.nonZero, "evenOdd": .evenOdd], what: "fill rule", listing: "nonZero or evenOdd") { s.fillRule = rule }
        if let w = r["lineWidth"].flatMap({ values.number($0, in: .points) }) { s.lineWidth = max(0, w) }
        if let d = r["lineDashPattern"], let items = d.array {
            if items.count > SceneFileLayerLimits.dashes {
                log.add(d.path, "a dash pattern has at most \(SceneFileLayerLimits.dashes) numbers")
            } else {
                let dashes = items.compactMap { values.number($0, in: SceneFileRange(0...SceneFileLimits.points)) }
                if dashes.count == items.count {
                    // All zero would dash forever without drawing: refused, as an empty pattern is no dash.
                    if !dashes.isEmpty, dashes.allSatisfy({ $0 == 0 }) { log.add(d.path, "a dash pattern needs a length above 0") }
                    else { s.lineDashPattern = dashes.isEmpty ? nil : dashes.map { NSNumber(value: $0) } }
                }
            }
        }
        if let p = r["lineDashPhase"].flatMap({ values.number($0, in: .points) }) { s.lineDashPhase = p }
        if let c = r["lineCap"], let cap = values.choice(c, ["butt": StrokeStyle.Cap.butt, "round": .round, "square": .square], what: "line cap", listing: "butt, round or square") { s.lineCap = cap }
        if let j = r["lineJoin"], let join = values.choice(j, ["miter": StrokeStyle.Join.miter, "round": .round, "bevel": .bevel], what: "line join", listing: "miter, round or bevel") { s.lineJoin = join }
        if let m = r["miterLimit"].flatMap({ values.number($0, in: SceneFileRange(0...1000)) }) { s.miterLimit = m }
        if let v = r["strokeStart"].flatMap({ values.number($0, in: SceneFileLayerRange.unit) }) { s.strokeStart = v }
        if let v = r["strokeEnd"].flatMap({ values.number($0, in: SceneFileLayerRange.unit) }) { s.strokeEnd = v }
        return s
    }

    private func readText(_ r: ObjectReader) -> TextLayer {
        let t = TextLayer()
        if let node = r["string"], let s = values.text(node) {
            // Laid out every frame, as a label's text: it counts towards the same total.
            context.labelText += s.unicodeScalars.count
            if context.labelText > SceneFileLimits.labelTextTotal {
                if !context.labelTextLimitReached {
                    context.labelTextLimitReached = true
                    log.add(node.path, "the labels' and text layers' text passes \(SceneFileLimits.labelTextTotal) characters in all")
                }
            } else {
                t.string = s
            }
        }
        if let f = r["font"].flatMap(values.font) { t.font = f; t.fontSize = f.size }
        if let size = r["fontSize"].flatMap({ values.number($0, in: .fontSize) }) { t.fontSize = size }
        if let c = r["foregroundColor"].flatMap(values.color) { t.foregroundColor = c }
        if let a = r["alignmentMode"], let mode = values.choice(a, ["natural": TextLayer.AlignmentMode.natural, "left": .left, "right": .right, "center": .center, "justified": .justified], what: "alignment mode") { t.alignmentMode = mode }
        if let w = r.bool("wrapped") { t.isWrapped = w }
        if let m = r["truncationMode"], let mode = values.choice(m, ["none": TextLayer.TruncationMode.none, "start": .start, "end": .end, "middle": .middle], what: "truncation mode") { t.truncationMode = mode }
        return t
    }

    private func readReplicator(_ r: ObjectReader, instances: Int) -> (ReplicatorLayer, Int) {
        let rep = ReplicatorLayer()
        var count = 1
        if let c = r["instanceCount"] {
            let limit = max(1, SceneFileLayerLimits.instances / max(1, instances))
            if let n = c.int(in: SceneFileRange(0...Double(limit), whole: true)) { rep.instanceCount = n; count = max(1, n) }
        }
        if let t = r["instanceTransform"], let m = readTransform(t) { rep.instanceTransform = m }
        if let d = r["instanceDelay"].flatMap({ values.number($0, in: .seconds) }) { rep.instanceDelay = d }
        if let c = r["instanceColor"].flatMap(values.color) { rep.instanceColor = c }
        for (key, set) in [("instanceRedOffset", { (v: Float) in rep.instanceRedOffset = v }), ("instanceGreenOffset", { rep.instanceGreenOffset = $0 }),
                           ("instanceBlueOffset", { rep.instanceBlueOffset = $0 }), ("instanceAlphaOffset", { rep.instanceAlphaOffset = $0 })] {
            if let v = r[key].flatMap({ values.number($0, in: SceneFileLayerRange.colorOffset) }) { set(Float(v)) }
        }
        return (rep, count)
    }
}

/// A sublayer named by an `id`, with the view whose layer tree holds it (for the scene's clock).
struct SceneFileNamedLayer {
    let layer: Layer
    let owner: View
}
