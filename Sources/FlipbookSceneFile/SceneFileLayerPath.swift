import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// A shape layer's `path` (and a layer's `shadowPath`) in a scene file: a shape object
/// (`{"rect": [x, y, w, h]}`, `{"oval": […]}`, `{"roundedRect": […], "radius": r, "continuous": true}`,
/// `{"arc": {"center": [x, y], "radius": r, "start": a, "end": a, "clockwise": true}}`,
/// `{"lines": [[x, y], …], "closed": true}`, `{"elements": [{"move": [x, y]}, {"line": [x, y]},
/// {"quad": [cx, cy, x, y]}, {"curve": [c1x, c1y, c2x, c2y, x, y]}, {"close": true}]}`), or an
/// SVG-like string (`"M 10 10 L 90 10 Q 90 90 10 90 Z"`, see `SceneFilePathString`).
///
/// ```json
/// "path": {"arc": {"center": [40, 40], "radius": 34, "start": -1.5708, "end": 4.7124, "clockwise": true}}
/// ```
struct SceneFileLayerPath {
    let values: ValueReader

    static let keys = ["rect", "oval", "roundedRect", "radius", "continuous", "arc", "lines", "closed", "elements"]

    func read(_ node: Node) -> GraphicsPath? {
        if case .string(let text) = node.value {
            do {
                return GraphicsPath(path: try SceneFilePathString.parse(text))
            } catch {
                node.log.add(node.path, "\(error)")
                return nil
            }
        }
        guard let r = node.object(Self.keys) else { return nil }
        defer { r.finish() }
        let shapes = ["rect", "oval", "roundedRect", "arc", "lines", "elements"].filter { r[$0] != nil }
        guard shapes.count == 1, let kind = shapes.first, let body = r[kind] else {
            node.log.add(node.path, "a path is one of \"rect\", \"oval\", \"roundedRect\", \"arc\", \"lines\" or \"elements\" (or a path string)")
            return nil
        }
        var path = Path()
        switch kind {
        case "rect", "oval", "roundedRect":
            guard let n = values.numbers(body, count: 4, in: .points) else { return nil }
            guard n[2] >= 0, n[3] >= 0 else { body.log.add(body.path, "width and height must not be negative"); return nil }
            let rect = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            if kind == "rect" { path.addRect(rect) } else if kind == "oval" { path.addEllipse(in: rect) } else {
                let radius = r["radius"].flatMap { values.number($0, in: .points) } ?? 0
                path.addRoundedRect(rect, radii: Size(width: max(0, radius), height: max(0, radius)),
                                    curve: r.bool("continuous") == true ? .continuous : .circular)
            }
        case "arc":
            guard let a = body.object(["center", "radius", "start", "end", "clockwise"]) else { return nil }
            defer { a.finish() }
            guard let c = a.required("center").flatMap({ values.numbers($0, count: 2, in: .points) }),
                  let radius = a.required("radius").flatMap({ values.number($0, in: .points) }),
                  let start = a.required("start").flatMap({ values.number($0, in: .angle) }),
                  let end = a.required("end").flatMap({ values.number($0, in: .angle) }) else { return nil }
            guard radius >= 0 else { a.log.add("\(a.path).radius", "a radius is at least 0"); return nil }
            // UIKit's `clockwise` on a y-down screen is increasing angle (UIBezierPath(arcCenter:…)).
            path.addArc(center: Point(x: c[0], y: c[1]), radius: radius, startAngle: start, endAngle: end,
                        increasingAngle: a.bool("clockwise") ?? true)
        case "lines":
            guard let items = body.array else { return nil }
            guard items.count >= 2, items.count <= SceneFileLayerLimits.pathPoints else {
                body.log.add(body.path, "\"lines\" has 2…\(SceneFileLayerLimits.pathPoints) points")
                return nil
            }
            for (k, item) in items.enumerated() {
                guard let p = values.numbers(item, count: 2, in: .points) else { return nil }
                if k == 0 { path.move(to: Point(x: p[0], y: p[1])) } else { path.addLine(to: Point(x: p[0], y: p[1])) }
            }
            if r.bool("closed") == true { path.closeSubpath() }
        default:
            guard let items = body.array else { return nil }
            guard !items.isEmpty, items.count <= SceneFileLayerLimits.pathPoints else {
                body.log.add(body.path, "\"elements\" has 1…\(SceneFileLayerLimits.pathPoints) elements")
                return nil
            }
            for item in items {
                guard let e = item.object(["move", "line", "quad", "curve", "close"]) else { return nil }
                defer { e.finish() }
                guard e.keys.count == 1, let key = e.keys.first, let value = e[key] else {
                    item.log.add(item.path, "an element is one of {\"move\"}, {\"line\"}, {\"quad\"}, {\"curve\"} or {\"close\": true}")
                    return nil
                }
                if key == "close" { path.closeSubpath(); continue }
                // An unknown key is `finish()`'s problem; it must not reach the switch below as a
                // curve with two numbers (the scene fuzz target's first crash, Fuzz/regressions/scene).
                guard let count = ["move": 2, "line": 2, "quad": 4, "curve": 6][key] else { return nil }
                guard let n = values.numbers(value, count: count, in: .points) else { return nil }
                let points = stride(from: 0, to: count, by: 2).map { Point(x: n[$0], y: n[$0 + 1]) }
                // A line or curve with no current point starts one there, as CGPath does not
                // (it would fail): the file's intent is clear and nothing traps.
                if key != "move", path.currentPoint == nil { path.move(to: points[0]) }
                switch key {
                case "move": path.move(to: points[0])
                case "line": path.addLine(to: points[0])
                case "quad": path.addQuadCurve(to: points[1], control: points[0])
                default: path.addCurve(to: points[2], control1: points[0], control2: points[1])
                }
            }
        }
        return GraphicsPath(path: path)
    }
}

/// The SVG path syntax's commands M, L, H, V, C, S, Q, T and Z (upper case absolute, lower case
/// relative; https://www.w3.org/TR/SVG2/paths.html#PathData) — not arcs (A), which a scene file
/// writes as an `{"arc": …}` object. At most `SceneFileLayerLimits.pathPoints` commands and
/// `pathStringLength` characters, every number finite and within ±1,000,000 points, so any
/// string (the scene fuzz target feeds it everything) ends with a path or one error.
///
/// ```swift
/// try SceneFilePathString.parse("M0 0 h10 v10 z")   // a 10-point square
/// ```
enum SceneFilePathString {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ text: String) throws(Problem) -> Path {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= SceneFileLayerLimits.pathStringLength else {
            throw Problem(description: "a path string is at most \(SceneFileLayerLimits.pathStringLength) characters")
        }
        var i = 0
        func skipSeparators() {
            while i < scalars.count, scalars[i] == " " || scalars[i] == "," || scalars[i] == "\n" || scalars[i] == "\t" || scalars[i] == "\r" { i += 1 }
        }
        func atNumber() -> Bool {
            skipSeparators()
            guard i < scalars.count else { return false }
            let c = scalars[i]
            return c == "-" || c == "+" || c == "." || ("0"..."9").contains(c)
        }
        func number() throws(Problem) -> Double {
            skipSeparators()
            let start = i
            if i < scalars.count, scalars[i] == "-" || scalars[i] == "+" { i += 1 }
            var digits = 0, dot = false
            while i < scalars.count {
                let c = scalars[i]
                if ("0"..."9").contains(c) { digits += 1; i += 1 } else if c == ".", !dot { dot = true; i += 1 } else { break }
            }
            if digits > 0, i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
                var j = i + 1
                if j < scalars.count, scalars[j] == "-" || scalars[j] == "+" { j += 1 }
                var exponentDigits = 0
                while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1; exponentDigits += 1 }
                if exponentDigits > 0 { i = j }
            }
            guard digits > 0, digits <= 40 else { throw Problem(description: "expected a number at character \(start + 1) of the path") }
            let literal = String(String.UnicodeScalarView(scalars[start..<i]))
            guard let value = Double(literal), value.isFinite, abs(value) <= SceneFileLimits.points else {
                throw Problem(description: "the number \"\(literal)\" at character \(start + 1) is outside ±\(Int(SceneFileLimits.points))")
            }
            return value
        }

        var path = Path()
        var current = Point.zero, subpathStart = Point.zero
        var lastControl: Point?, lastCommand: Unicode.Scalar = " "
        var commands = 0
        skipSeparators()
        while i < scalars.count {
            var command = scalars[i]
            if "MmLlHhVvCcSsQqTtZz".unicodeScalars.contains(command) {
                i += 1
            } else if atNumber(), lastCommand != " ", lastCommand != "Z", lastCommand != "z" {
                // Repeated arguments repeat the command (a moveto's go on as linetos).
                command = lastCommand == "M" ? "L" : lastCommand == "m" ? "l" : lastCommand
            } else {
                throw Problem(description: "unknown path command \"\(Character(command))\" at character \(i + 1) (M, L, H, V, C, S, Q, T or Z)")
            }
            commands += 1
            guard commands <= SceneFileLayerLimits.pathPoints else {
                throw Problem(description: "a path has at most \(SceneFileLayerLimits.pathPoints) commands")
            }
            let relative = ("a"..."z").contains(command)
            func point() throws(Problem) -> Point {
                let x = try number(), y = try number()
                return try inRange(relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y))
            }
            // Relative steps add up: where they lead is checked too.
            func inRange(_ p: Point) throws(Problem) -> Point {
                guard abs(p.x) <= SceneFileLimits.points, abs(p.y) <= SceneFileLimits.points else {
                    throw Problem(description: "the path reaches past ±\(Int(SceneFileLimits.points)) points at character \(i)")
                }
                return p
            }
            if path.currentPoint == nil, !"Mm".unicodeScalars.contains(command) {
                throw Problem(description: "a path starts with M (a moveto)")
            }
            switch command {
            case "M", "m":
                let p = try point(); path.move(to: p); current = p; subpathStart = p; lastControl = nil
            case "L", "l":
                let p = try point(); path.addLine(to: p); current = p; lastControl = nil
            case "H", "h":
                let x = try number(); current = try inRange(Point(x: relative ? current.x + x : x, y: current.y)); path.addLine(to: current); lastControl = nil
            case "V", "v":
                let y = try number(); current = try inRange(Point(x: current.x, y: relative ? current.y + y : y)); path.addLine(to: current); lastControl = nil
            case "C", "c":
                let c1 = try point(), c2 = try point(), p = try point()
                path.addCurve(to: p, control1: c1, control2: c2); current = p; lastControl = c2
            case "S", "s":
                let c1 = reflect(lastControl, about: current, if: "CcSs".unicodeScalars.contains(lastCommand))
                let c2 = try point(), p = try point()
                path.addCurve(to: p, control1: c1, control2: c2); current = p; lastControl = c2
            case "Q", "q":
                let c = try point(), p = try point()
                path.addQuadCurve(to: p, control: c); current = p; lastControl = c
            case "T", "t":
                let c = reflect(lastControl, about: current, if: "QqTt".unicodeScalars.contains(lastCommand))
                let p = try point()
                path.addQuadCurve(to: p, control: c); current = p; lastControl = c
            default:   // Z, z
                path.closeSubpath(); current = subpathStart; lastControl = nil
            }
            lastCommand = command
            skipSeparators()
        }
        guard !path.isEmpty else { throw Problem(description: "the path string has no commands") }
        return path
    }

    /// SVG's smooth curves: the previous control point mirrored through the current point, or
    /// the current point when the previous command was not a curve of the same kind.
    private static func reflect(_ control: Point?, about p: Point, if smooth: Bool) -> Point {
        guard smooth, let control else { return p }
        return Point(x: 2 * p.x - control.x, y: 2 * p.y - control.y)
    }
}
