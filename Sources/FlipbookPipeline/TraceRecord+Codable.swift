/// `TraceRecord` through any `Encoder` or `Decoder`, by way of the same `json` and
/// `init(json:)` a trace line uses, so the keys and their checks are those of the format.
///
/// An encoder that keeps keys in the order they are encoded gets the documented order; a
/// decoder gives views in its own key order, and Foundation's `JSONDecoder` gives them in hash
/// order, not the line's. To read a trace, use `TraceRecord(jsonLine:)`, which keeps tree order.
///
/// ```swift
/// let data = try PropertyListEncoder().encode(record)
/// let back = try PropertyListDecoder().decode(TraceRecord.self, from: data)   // views may be reordered
/// ```
extension TraceRecord: Codable {
    public init(from decoder: any Decoder) throws {
        try self.init(json: TraceJSON(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension TraceJSON: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(TraceJSON.self, forKey: $0)) })
        } else if var list = try? decoder.unkeyedContainer() {
            var items: [TraceJSON] = []
            while !list.isAtEnd { items.append(try list.decode(TraceJSON.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { self = .null }
            else if let v = try? single.decode(Bool.self) { self = .bool(v) }
            else if let v = try? single.decode(Double.self) { self = .number(v) }
            else { self = .string(try single.decode(String.self)) }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var object = encoder.container(keyedBy: Key.self)
            for member in members { try object.encode(member.value, forKey: Key(stringValue: member.key)) }
        case .array(let items):
            var list = encoder.unkeyedContainer()
            for item in items { try list.encode(item) }
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let v):
            var single = encoder.singleValueContainer()
            try single.encode(v)
        case .number(let v):
            var single = encoder.singleValueContainer()
            // JSON has no infinities; the trace writes them as null, and so does this.
            if v.isFinite { try single.encode(v) } else { try single.encodeNil() }
        case .string(let v):
            var single = encoder.singleValueContainer()
            try single.encode(v)
        }
    }
}
