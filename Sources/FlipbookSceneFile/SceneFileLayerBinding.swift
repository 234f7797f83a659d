import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// A binding that sets a layer property at every step: `"set": "ID.layer.strokeEnd"`, where ID is
/// a view's id (its own layer) or a sublayer's, with `"to"` or `"track"` as any number binding, or
/// `"set": "ID.layer.transform3D"` (and `sublayerTransform`) with `"ops"`: the steps of a
/// `"transform3D"` list, each number an expression.
///
/// ```json
/// {"set": "ring.layer.strokeEnd", "to": "t / 2"}
/// {"set": "card.layer.transform3D", "ops": [{"rotateY": "t * 3.1416"}, {"m34": -0.002}]}
/// ```
enum SceneFileLayerBinding {
    case number(Layer, SceneFileLayerNumberProperty, SceneFileProgram.ValueSource)
    case transform(Layer, sublayerTransform: Bool, [SceneFileLayerTransformStep<(SceneFileExpression, SceneFileRange)>])
}

/// The number-valued layer properties a binding sets, each with the range the file's own value
/// has (checked at every step) and the layer kind it needs.
enum SceneFileLayerNumberProperty: String, CaseIterable {
    case opacity, cornerRadius, borderWidth, shadowOpacity, shadowRadius, zPosition
    case strokeStart, strokeEnd, lineWidth, lineDashPhase
    case instanceDelay, fontSize

    var range: SceneFileRange {
        switch self {
        case .opacity, .shadowOpacity, .strokeStart, .strokeEnd: SceneFileLayerRange.unit
        case .instanceDelay: .seconds
        case .fontSize: .fontSize
        default: .points
        }
    }

    /// The kind it needs, named for the problem when the layer is another.
    var kind: String? {
        switch self {
        case .strokeStart, .strokeEnd, .lineWidth, .lineDashPhase: "shape"
        case .instanceDelay: "replicator"
        case .fontSize: "text"
        default: nil
        }
    }

    func applies(to layer: Layer) -> Bool {
        switch kind {
        case "shape": layer is ShapeLayer
        case "replicator": layer is ReplicatorLayer
        case "text": layer is TextLayer
        default: true
        }
    }

    func set(_ v: Double, on layer: Layer) {
        switch self {
        case .opacity: layer.opacity = Float(v)
        case .cornerRadius: layer.cornerRadius = max(0, v)
        case .borderWidth: layer.borderWidth = max(0, v)
        case .shadowOpacity: layer.shadowOpacity = Float(v)
        case .shadowRadius: layer.shadowRadius = max(0, v)
        case .zPosition: layer.zPosition = v
        case .strokeStart: (layer as? ShapeLayer)?.strokeStart = v
        case .strokeEnd: (layer as? ShapeLayer)?.strokeEnd = v
        case .lineWidth: (layer as? ShapeLayer)?.lineWidth = max(0, v)
        case .lineDashPhase: (layer as? ShapeLayer)?.lineDashPhase = v
        case .instanceDelay: (layer as? ReplicatorLayer)?.instanceDelay = v
        case .fontSize: (layer as? TextLayer)?.fontSize = v
        }
    }
}

extension SceneFileProgramReader {
    /// The layer an id names: a sublayer's, else a view's own.
    func namedLayer(_ id: String) -> Layer? {
        context.layers[id]?.layer ?? context.views[id]?.layer
    }

    /// `ID.layer.property`: `property` is what follows "layer.".
    func readLayerBinding(_ id: String, _ property: String, _ r: ObjectReader, at place: String) -> SceneFileProgram.Binding? {
        guard let layer = namedLayer(id) else {
            context.unknownID(id, at: place, kind: "view or layer")
            return nil
        }
        if property == "transform3D" || property == "sublayerTransform" {
            for key in ["to", "track"] {
                if let extra = r[key] { log.add(extra.path, "a \(property) binding takes \"ops\", not \"\(key)\"") }
            }
            guard let ops = r.required("ops") else { return nil }
            guard let steps = SceneFileLayerTransformStep<(SceneFileExpression, SceneFileRange)>.read(ops, { node, range in
                expression(node).map { ($0, range) }
            }) else { return nil }
            return .layer(.transform(layer, sublayerTransform: property == "sublayerTransform", steps))
        }
        let names = SceneFileLayerNumberProperty.allCases.map(\.rawValue) + ["transform3D", "sublayerTransform"]
        guard let target = SceneFileLayerNumberProperty(rawValue: property) else {
            let hint = Suggest.closest(to: property, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(place, "\"layer.\(property)\" is not a layer property bindings can set\(hint)")
            return nil
        }
        guard target.applies(to: layer) else {
            log.add(place, "\"\(id)\" is not a \(target.kind ?? "") layer; \(property) needs one")
            return nil
        }
        if let ops = r["ops"] { log.add(ops.path, "\"ops\" belongs to a transform3D binding; this one takes \"to\" or \"track\"") }
        return readSource(r, valueKey: "to").map { .layer(.number(layer, target, $0)) }
    }
}
