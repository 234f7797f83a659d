import Foundation
import FlipbookSceneFile

/// Scene-file problems as people read them: each once, in the order of the file (a problem found
/// while reading and the same one found again while running are one problem).
///
/// ```swift
/// for problem in ProblemOrder.sorted(SceneFileLoader.validate(path: path)) { print(problem) }
/// ```
enum ProblemOrder {
    /// Files larger than this are not scanned for positions (the loader refuses them anyway).
    static let scanLimit = 8 << 20

    /// Duplicates removed (the first kept), then by file as first named, then by position in it:
    /// "line L, column C" and JSON paths by where they start; places found nowhere (say
    /// "constraints" from the layout engine) by the section of that name, else last.
    static func sorted(_ problems: [SceneFileError], texts: [String: [UInt8]]? = nil) -> [SceneFileError] {
        var seen = Set<String>()
        let unique = problems.filter { seen.insert("\($0.file)\u{0}\($0.place)\u{0}\($0.message)").inserted }
        let files = unique.reduce(into: [String]()) { if !$0.contains($1.file) { $0.append($1.file) } }
        var keyed: [(file: Int, offset: Int, index: Int, problem: SceneFileError)] = []
        for (fileRank, file) in files.enumerated() {
            let bytes = texts?[file] ?? read(file)
            let offsets = bytes.map(JSONPathOffsets.init)
            for (index, problem) in unique.enumerated() where problem.file == file {
                let offset = position(of: problem.place, in: bytes, offsets: offsets) ?? Int.max
                keyed.append((fileRank, offset, index, problem))
            }
        }
        return keyed.sorted { ($0.file, $0.offset, $0.index) < ($1.file, $1.offset, $1.index) }.map(\.problem)
    }

    /// The error line for `render` and friends: one problem on the line itself, several under a count.
    static func message(_ problems: [SceneFileError]) -> String {
        let lines = sorted(problems).map(\.description)
        guard lines.count > 1 else { return lines.first ?? "the scene file has problems" }
        return "\(lines.count) problems:\n" + lines.joined(separator: "\n")
    }

    private static func position(of place: String, in bytes: [UInt8]?, offsets: JSONPathOffsets?) -> Int? {
        if place.hasPrefix("line "), let bytes {
            // "line 3, column 14"
            let numbers = place.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            guard numbers.count >= 1 else { return nil }
            var line = 1, offset = 0
            while offset < bytes.count, line < numbers[0] {
                if bytes[offset] == 0x0A { line += 1 }
                offset += 1
            }
            return offset + max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
        }
        guard let offsets else { return nil }
        return offsets.offset(of: place.hasPrefix("$") ? place : "$." + place)
    }

    private static func read(_ path: String) -> [UInt8]? {
        // Regular files of sane size only: a FIFO named as a scene would block here.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              (attributes[.size] as? Int ?? Int.max) <= scanLimit,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return Array(data)
    }
}
