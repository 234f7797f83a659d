import FlipbookPipeline
import FlipbookTransitions
import FlipbookSupport

/// Hero's default animation types as scene files write them, the way Swift does with or without
/// the dots and labels: `"push(left)"`, `".pageIn(direction: .up)"`, `"zoom"`, `"auto"`, `"none"`,
/// `"selectBy(presenting: zoom, dismissing: fade)"`, `"autoReverse(presenting: cover(up))"`.
///
/// ```swift
/// try SceneFileHeroAnimationTypes.parse("pageIn(up)")   // .pageIn(direction: .up)
/// ```
enum SceneFileHeroAnimationTypes {
    static let directional: [String: @Sendable (HeroDirection) -> HeroAnimationType] = [
        "push": { .push(direction: $0) }, "pull": { .pull(direction: $0) },
        "cover": { .cover(direction: $0) }, "uncover": { .uncover(direction: $0) },
        "slide": { .slide(direction: $0) }, "zoomSlide": { .zoomSlide(direction: $0) },
        "pageIn": { .pageIn(direction: $0) }, "pageOut": { .pageOut(direction: $0) },
    ]
    static let plain: [String: HeroAnimationType] = ["auto": .auto, "fade": .fade, "zoom": .zoom, "zoomOut": .zoomOut, "none": .none]
    static var names: [String] { Array(directional.keys) + Array(plain.keys) + ["selectBy", "autoReverse"] }

    static func parse(_ text: String) throws(HeroSyntax.Failure) -> HeroAnimationType {
        try type(HeroSyntax.parseTerm(text))
    }

    static func type(_ term: HeroSyntax.Term) throws(HeroSyntax.Failure) -> HeroAnimationType {
        guard let name = term.name else { throw HeroSyntax.Failure(message: "expected an animation type, found the number \(term.text)") }
        let arguments = term.arguments
        if let make = directional[name] {
            guard arguments.count == 1 else {
                throw HeroSyntax.Failure(message: "\"\(name)\" takes one direction (\(name)(left), up, down, right, leading or trailing), found \(arguments.count) arguments")
            }
            try expectLabel(arguments[0], "direction", in: name)
            return make(try direction(arguments[0].value))
        }
        if let type = plain[name] {
            guard arguments.isEmpty else { throw HeroSyntax.Failure(message: "\"\(name)\" takes no arguments, found \(arguments.count)") }
            return type
        }
        switch name {
        case "selectBy":
            guard arguments.count == 2 else {
                throw HeroSyntax.Failure(message: "\"selectBy\" takes two types (presenting:, dismissing:), found \(arguments.count) arguments")
            }
            try expectLabel(arguments[0], "presenting", in: name)
            try expectLabel(arguments[1], "dismissing", in: name)
            return .selectBy(presenting: try type(arguments[0].value), dismissing: try type(arguments[1].value))
        case "autoReverse":
            guard arguments.count == 1 else {
                throw HeroSyntax.Failure(message: "\"autoReverse\" takes one type (presenting:), found \(arguments.count) arguments")
            }
            try expectLabel(arguments[0], "presenting", in: name)
            return .autoReverse(presenting: try type(arguments[0].value))
        default:
            let hint = Suggest.closest(to: name, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
            throw HeroSyntax.Failure(message: "unknown animation type \"\(name)\"\(hint)")
        }
    }

    static func direction(_ term: HeroSyntax.Term) throws(HeroSyntax.Failure) -> HeroDirection {
        guard let name = term.name, term.arguments.isEmpty, let direction = HeroDirection(rawValue: name) else {
            let word = term.name ?? term.text
            let hint = Suggest.closest(to: word, in: HeroDirection.allCases.map(\.rawValue)).map { "; did you mean \"\($0)\"?" } ?? ""
            throw HeroSyntax.Failure(message: "unknown direction \"\(term.text)\" (up, down, left, right, leading or trailing)\(hint)")
        }
        return direction
    }

    private static func expectLabel(_ argument: HeroSyntax.Argument, _ label: String, in name: String) throws(HeroSyntax.Failure) {
        if let given = argument.label, given != label {
            throw HeroSyntax.Failure(message: "\"\(name)\" has no argument \"\(given):\"; expected \"\(label):\"")
        }
    }
}

extension SceneFileBuilder {
    /// An animation type at `node` (a string), or nil with a problem naming the place and the word.
    func heroAnimationType(_ node: Node) -> HeroAnimationType? {
        guard let text = node.string else { return nil }
        do {
            return try SceneFileHeroAnimationTypes.parse(text)
        } catch {
            log.add(node.path, error.message)
            return nil
        }
    }
}
