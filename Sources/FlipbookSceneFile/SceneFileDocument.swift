import FlipbookSupport

/// A scene file as read: its name and its nodes. Every problem about it is made here, so each
/// carries the line and column of the place it names, whether it was found while reading or
/// while running (an expression dividing by zero at step 40 points at its `"to"`).
///
/// ```swift
/// let document = SceneFileDocument(file: "header.json", root: try JSONReader.read(bytes, limit: SceneFileLimits.fileBytes))
/// let problem = document.problem(at: "$.views[0].colour", "unknown property \"colour\"")
/// problem.position?.line   // where "colour" is written
/// ```
struct SceneFileDocument: Sendable {
    let file: String
    let root: JSONNode?

    /// A problem at `place`: a JSON path as the readers write them (`$.views[2].font.size`,
    /// keys always after a dot), a section name (`constraints`), or no text at all (`file`).
    func problem(at place: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, place: place, message: message, position: position(of: place))
    }

    /// Where `place` starts: a member's key, an item's value; a path that goes further than the
    /// file (a missing key) stops at the deepest node it reaches.
    func position(of place: String) -> SceneFilePosition? {
        guard let root else { return nil }
        if place.hasPrefix("$") { return Self.walk(root, Substring(place.dropFirst())) }
        // A section the layout engine names, such as "constraints".
        let section = Self.walk(root, Substring("." + place))
        return section == root.position ? nil : section
    }

    private static func walk(_ node: JSONNode, _ rest: Substring) -> SceneFilePosition {
        var node = node, at = node.position, rest = rest
        while let first = rest.first {
            switch (first, node.value) {
            case ("[", .array(let items)):
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                      items.indices.contains(index) else { return at }
                node = items[index]; at = node.position
                rest = rest[rest.index(after: close)...]
            case (".", .object(let members)):
                // Keys are written after a dot as they are, dots and brackets included: the longest
                // key that ends where a component may end is the one meant.
                let tail = rest.dropFirst()
                let member = members.filter { tail.hasPrefix($0.key) && [nil, ".", "["].contains(tail.dropFirst($0.key.count).first) }
                    .max { $0.key.count < $1.key.count }
                guard let member else { return at }
                node = member.value; at = member.keyPosition
                rest = tail.dropFirst(member.key.count)
            default:
                return at
            }
        }
        return at
    }
}
