/// Objects whose `type` decides their keys (a driver, a behaviour): read with that type's keys,
/// and a key of another type named as such when the object is finished.
extension Node {
    /// The object with `"type"` and the keys of its type; when the type is missing or unknown,
    /// with every type's keys (the type itself is the problem then, not its keys). With a `noun`
    /// a key of another type is refused as that type's; without one, as an unknown property.
    func typedObject(keysByType: [String: [String]], noun: String?) -> ObjectReader? {
        var type: String?
        if case .object(let members) = value, case .string(let name)? = members[key: "type"]?.value { type = name }
        guard let type, let keys = keysByType[type] else {
            return object(["type"] + keysByType.values.flatMap { $0 })
        }
        let others = noun.map { ObjectReader.OtherKinds(kind: type, noun: $0, keys: keysByType.filter { $0.key != type }) }
        return object(["type"] + keys, otherKinds: others)
    }
}
