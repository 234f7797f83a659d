import Foundation
import FlipbookRender

/// One JSON line per step for `--trace`: index, time, scroll offset, the callbacks that ran,
/// and for every view with an id its frame in screen points, alpha, transform and isHidden.
/// Numbers are rounded to 0.01 and keys come in a fixed order, so traces diff as text.
///
/// ```
/// {"index":3,"time":0.1,"offset":[0,-270],"callbacks":["scrollViewDidScroll"],"views":{"header":{"frame":[0,0,390,270],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false}}}
/// ```
public enum StepTrace {
    public static func line(for step: Step, in scene: Scene) -> String {
        var out = "{\"index\":\(step.index),\"time\":\(number(step.time))"
        if let o = scene.scrollView?.contentOffset {
            out += ",\"offset\":[\(number(o.x)),\(number(o.y))]"
        } else {
            out += ",\"offset\":null"
        }
        out += ",\"callbacks\":[" + scene.stepCallbacks.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "]"
        out += ",\"views\":{"
        var first = true
        for view in TreeIndex(root: scene.root).views {
            guard let id = view.id else { continue }
            // The frame before the view's own transform, placed on screen by its ancestors.
            let local = Rect(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
                             width: view.bounds.width, height: view.bounds.height)
            let frame = view.superview.map { $0.transformToRoot.apply(to: local) } ?? local
            let t = view.transform
            if !first { out += "," }
            first = false
            out += JSONText.quoted(id) + ":{\"frame\":[\(number(frame.minX)),\(number(frame.minY)),\(number(frame.width)),\(number(frame.height))]"
            out += ",\"alpha\":\(number(view.alpha)),\"transform\":[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ","))]"
            out += ",\"hidden\":\(view.isHidden)}"
        }
        return out + "}}"
    }

    /// Two decimals at most, as `formatPoints` prints them; JSON has no infinities.
    static func number(_ v: Double) -> String { v.isFinite ? formatPoints(v) : "null" }
}
