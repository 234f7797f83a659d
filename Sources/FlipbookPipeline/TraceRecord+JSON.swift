import FlipbookRender

/// The one place a trace line's keys are named: `json` writes a record in the documented key
/// order (docs/trace-format.md, "A line, key by key"), `init(json:)` reads one back and refuses
/// what the format does not have, naming where (`views.title.frame`).
///
/// ```swift
/// let line = record.jsonLine                     // {"index":0,"time":0,…}
/// let back = try TraceRecord(jsonLine: line)     // == record
/// try TraceRecord(jsonLine: "{}")                // TraceRecordError: index: missing
/// ```
extension TraceRecord {
    /// The record as one line of JSON, without the newline: the bytes of a `trace.jsonl` line.
    public var jsonLine: String { json.text }

    /// Reads one line of a trace. `line` (from 1) and `file` only name the place in the error.
    public init(jsonLine text: String, line: Int? = nil, file: String? = nil) throws {
        let json: TraceJSON
        do { json = try TraceJSON(parsing: text) } catch {
            throw TraceRecordError(file: file, line: line, path: "", reason: "not JSON: \(error)")
        }
        do { try self.init(json: json) } catch var error as TraceRecordError {
            error.file = file
            error.line = line
            throw error
        }
    }

    /// Every line of a `trace.jsonl` (a last newline ends the last line; it starts no other).
    public static func records(inLines text: String, file: String? = nil) throws -> [TraceRecord] {
        try lines(of: text).enumerated().map { try TraceRecord(jsonLine: $1, line: $0 + 1, file: file) }
    }

    /// A trace file's lines, as `records(inLines:)` splits them.
    public static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The text of a trace file: one line per record, each ended by a newline. A frame that came
    /// without a record (from pixels) gives an empty line, so line k is still step k.
    public static func jsonLines(_ records: [TraceRecord?]) -> String {
        records.map { ($0?.jsonLine ?? "") + "\n" }.joined()
    }

    public var json: TraceJSON {
        var members: [(key: String, value: TraceJSON)] = [
            ("index", .number(Double(index))),
            ("time", .number(time)),
            ("offset", offset.map { .numbers([$0.x, $0.y]) } ?? .null),
            ("scroll", scroll?.json ?? .null),
            ("callbacks", .array(callbacks.map(TraceJSON.string))),
            ("views", .object(views.map { ($0.id, $0.json) })),
        ]
        if let transition {
            members.append(("transition", .object([("kind", .string(transition.kind)),
                                                   ("from", transition.from.map(TraceJSON.string) ?? .null),
                                                   ("to", transition.to.map(TraceJSON.string) ?? .null)])))
        }
        if let size { members.append(("size", .numbers([size.width, size.height]))) }
        if trimmed { members.append(("trimmed", .bool(true))) }
        return .object(members)
    }

    public init(json: TraceJSON) throws {
        var line = try TraceFields(json, path: "")
        let index = try line.int("index")
        let time = try line.number("time")
        let offset = try line.nullable("offset") { try $0.point() }
        let scroll = try line.nullable("scroll") { try Scroll(json: $0.fields()) }
        let callbacks = try line.list("callbacks") { try $0.string() }
        let views = try line.required("views").fields().members.map { id, value in
            try View(id: id, json: TraceFields(value, path: "views.\(id)"))
        }
        let transition = try line.optional("transition") { value -> Transition in
            var fields = try value.fields()
            let made = Transition(kind: try fields.required("kind").string(), from: try fields.nullable("from") { try $0.string() },
                                  to: try fields.nullable("to") { try $0.string() })
            try fields.finish()
            return made
        }
        let size = try line.optional("size") { value -> Size in
            let n = try value.numbers(count: 2)
            return Size(width: n[0], height: n[1])
        }
        let trimmed = try line.optional("trimmed") { try $0.bool() } ?? false
        try line.finish()
        self.init(index: index, time: time, offset: offset, scroll: scroll, callbacks: callbacks, views: views, transition: transition, size: size,
                  trimmed: trimmed)
    }
}

extension TraceRecord.Scroll {
    public var json: TraceJSON {
        var members: [(key: String, value: TraceJSON)] = [
            ("contentSize", .numbers([contentSize.width, contentSize.height])),
            ("inset", Self.json(inset)),
            ("adjustedInset", Self.json(adjustedInset)),
            ("velocity", .numbers([velocity.x, velocity.y])),
            ("dragging", .bool(dragging)),
            ("decelerating", .bool(decelerating)),
            ("animating", .bool(animating)),
        ]
        if let release {
            members.append(("release", .object([("velocity", .numbers([release.velocity.x, release.velocity.y])),
                                                ("target", .numbers([release.target.x, release.target.y]))])))
        }
        return .object(members)
    }

    /// `[top, left, bottom, right]`, as `UIEdgeInsets` orders them.
    private static func json(_ i: EdgeInsets) -> TraceJSON { .numbers([i.top, i.left, i.bottom, i.right]) }

    init(json scroll: TraceFields) throws {
        var scroll = scroll
        func insets(_ key: String) throws -> EdgeInsets {
            let n = try scroll.required(key).numbers(count: 4)
            return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        let size = try scroll.required("contentSize").numbers(count: 2)
        let inset = try insets("inset"), adjusted = try insets("adjustedInset")
        let velocity = try scroll.required("velocity").point()
        let dragging = try scroll.required("dragging").bool()
        let decelerating = try scroll.required("decelerating").bool()
        let animating = try scroll.required("animating").bool()
        let release = try scroll.optional("release") { value -> TraceRecord.Release in
            var release = try value.fields()
            let r = try TraceRecord.Release(velocity: release.required("velocity").point(), target: release.required("target").point())
            try release.finish()
            return r
        }
        try scroll.finish()
        self.init(contentSize: Size(width: size[0], height: size[1]), inset: inset, adjustedInset: adjusted, velocity: velocity,
                  dragging: dragging, decelerating: decelerating, animating: animating, release: release)
    }
}

extension TraceRecord.Geometry {
    var members: [(key: String, value: TraceJSON)] {
        // The stored origin and size, not minX/width, which standardize a negative side.
        [("frame", .numbers([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height])),
         ("alpha", .number(alpha)),
         ("transform", .numbers([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])),
         ("hidden", .bool(hidden))]
    }

    /// Takes the geometry's four keys out of `fields`, leaving the kind's parts.
    init(taking fields: inout TraceFields) throws {
        let f = try fields.required("frame").numbers(count: 4)
        let alpha = try fields.number("alpha")
        let t = try fields.required("transform").numbers(count: 6)
        let hidden = try fields.required("hidden").bool()
        self.init(frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), alpha: alpha,
                  transform: AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]), hidden: hidden)
    }
}

extension TraceRecord.View {
    /// The view's entry under `views` (its id is the key, not part of the entry).
    public var json: TraceJSON {
        var members = geometry.members
        if let text { members += text.members }
        if let cells { members.append(("cells", .array(cells.map(\.json)))) }
        if let animations { members.append(("animations", .array(animations.map(\.json)))) }
        return .object(members)
    }

    init(id: String, json fields: TraceFields) throws {
        var fields = fields
        let geometry = try TraceRecord.Geometry(taking: &fields)
        let text = try TraceRecord.Text(takingIfPresent: &fields)
        let cells = try fields.optional("cells") { try $0.list { try TraceRecord.Cell(json: $0.fields()) } }
        let animations = try fields.optional("animations") { try $0.list { try TraceRecord.Animation(json: $0.fields()) } }
        if animations?.isEmpty == true { throw fields.error("animations", "present only while an animation runs: never empty") }
        try fields.finish()
        self.init(id: id, geometry: geometry, text: text, cells: cells, animations: animations)
    }
}

extension TraceRecord.Animation {
    public var json: TraceJSON {
        var members: [(key: String, value: TraceJSON)] = [("key", .string(key)), ("keyPath", .string(keyPath))]
        if let sublayer { members.append(("sublayer", .numbers(sublayer.map(Double.init)))) }
        return .object(members)
    }

    init(json fields: TraceFields) throws {
        var fields = fields
        let key = try fields.required("key").string()
        let keyPath = try fields.required("keyPath").string()
        let sublayer = try fields.optional("sublayer") { try $0.list { try $0.int() } }
        if let sublayer, sublayer.isEmpty || sublayer.contains(where: { $0 < 0 }) {
            throw fields.error("sublayer", "expected an index path of sublayer indices ≥ 0")
        }
        try fields.finish()
        self.init(key: key, keyPath: keyPath, sublayer: sublayer)
    }
}

extension TraceRecord.Text {
    var members: [(key: String, value: TraceJSON)] {
        [("text", .string(text)),
         ("font", .object([("family", .string(font.family)), ("size", .number(font.size)), ("weight", .string(font.weight))]))]
    }

    /// A label's `text` and `font`, which come together or not at all.
    init?(takingIfPresent fields: inout TraceFields) throws {
        guard let text = try fields.optional("text", { try $0.string() }) else { return nil }
        var font = try fields.required("font").fields()
        self.init(text: text, font: TraceRecord.Font(family: try font.required("family").string(),
                                                     size: try font.number("size"),
                                                     weight: try font.required("weight").string()))
        try font.finish()
    }
}

extension TraceRecord.Cell {
    public var json: TraceJSON {
        .object([("indexPath", .numbers([Double(section), Double(row)]))] + geometry.members
            + [("labels", .array(labels.map { .object($0.members) }))])
    }

    init(json fields: TraceFields) throws {
        var fields = fields
        let path = try fields.required("indexPath").list { try $0.int() }
        guard path.count == 2 else { throw fields.error("indexPath", "expected [section, row]") }
        let geometry = try TraceRecord.Geometry(taking: &fields)
        let labels = try fields.list("labels") { value -> TraceRecord.Text in
            var label = try value.fields()
            guard let text = try TraceRecord.Text(takingIfPresent: &label) else { throw label.error("text", "missing") }
            try label.finish()
            return text
        }
        try fields.finish()
        self.init(section: path[0], row: path[1], geometry: geometry, labels: labels)
    }
}
