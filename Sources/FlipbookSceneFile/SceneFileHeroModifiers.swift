import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// Hero's modifiers as scene files write them: Hero's own modifier string
/// (`HeroModifier.from(name:parameters:)`, the names, argument orders and defaults of Hero's
/// `heroModifierString`), one string for all or a list with one modifier per item:
///
/// ```json
/// "hero": {"id": "avatar-2", "modifiers": "arc(1) timingFunction(standard)"}
/// "hero": {"modifiers": ["fade", "translate(0, 40)", "cascade(0.02, topToBottom)"]}
/// ```
///
/// Every argument is range-checked; Hero's z components (scale's, translate's, rotate's third)
/// are read and must be finite but have no effect in 2D. `autolayout` (the seed's patch for a
/// Hero bug) is accepted and needs nothing: Flipbook always flies views where Auto Layout put them.
enum SceneFileHeroModifiers {
    /// Modifiers one view may carry (Hero's lists are a handful long).
    static let perView = 100
    /// Every name, with how many arguments it takes.
    static let arity: [String: ClosedRange<Int>] = [
        "fade": 0...0, "opacity": 0...1, "position": 0...2, "size": 0...2, "scale": 0...3, "rotate": 0...3,
        "translate": 0...3, "cornerRadius": 1...1, "zPosition": 1...1, "delay": 1...1, "duration": 1...1,
        "durationMatchLongest": 0...0, "timingFunction": 1...4, "spring": 0...2, "arc": 0...1, "cascade": 0...3,
        "source": 1...1, "useGlobalCoordinateSpace": 0...0, "ignoreSubviewModifiers": 0...1, "autolayout": 0...0,
    ]
    /// Hero's modifiers Flipbook does not draw: a clear word instead of "unknown".
    static let unsupported = ["overlay", "useOptimizedSnapshot", "useNormalSnapshot", "useLayerRenderSnapshot",
                              "useNoSnapshot", "forceAnimate", "masksToBounds", "backgroundColor", "borderWidth",
                              "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
                              "contentsRect", "contentsScale", "forceNonFade", "forceNonFadeMatch", "beginWith",
                              "when", "whenPresenting", "whenDismissing", "whenMatched", "whenAppearing", "whenDisappearing"]
    /// CAMediaTimingFunction's names Hero knows, as control points.
    static let timingFunctions: [String: [Double]] = [
        "linear": [0, 0, 1, 1], "easeIn": [0.42, 0, 1, 1], "easeOut": [0, 0, 0.58, 1], "easeInOut": [0.42, 0, 0.58, 1],
        "standard": [0.4, 0, 0.2, 1], "deceleration": [0, 0, 0.2, 1], "acceleration": [0.4, 0, 1, 1], "sharp": [0.4, 0, 0.6, 1],
    ]
    static let cascadeDirections: [String: HeroCascadeDirection] = [
        "topToBottom": .topToBottom, "bottomToTop": .bottomToTop, "leftToRight": .leftToRight, "rightToLeft": .rightToLeft,
        "leadingToTrailing": .leadingToTrailing, "trailingToLeading": .trailingToLeading,
    ]

    // Ranges: positions and sizes in points; scales and angles as transforms; seconds as timelines.
    static let unit = SceneFileRange(0...1)
    static let controlY = SceneFileRange(-10...10)
    static let springRange = SceneFileRange(0.001...100_000)
    static let intensity = SceneFileRange(-100...100)
    static let size = SceneFileRange(0...SceneFileLimits.points)

    /// Every modifier of `text` (Hero's modifier string, whitespace-separated).
    static func parse(_ text: String) throws(HeroSyntax.Failure) -> [HeroModifier] {
        var out: [HeroModifier] = []
        for term in try HeroSyntax.parseTerms(text) {
            if let modifier = try modifier(term) { out.append(modifier) }
        }
        return out
    }

    /// One modifier; nil for `autolayout`, which needs nothing here.
    static func modifier(_ term: HeroSyntax.Term) throws(HeroSyntax.Failure) -> HeroModifier? {
        guard let name = term.name else { throw HeroSyntax.Failure(message: "expected a modifier, found the number \(term.text)") }
        guard let allowed = arity[name] else {
            if unsupported.contains(name) { throw HeroSyntax.Failure(message: "Hero's modifier \"\(name)\" is not supported by Flipbook") }
            let hint = Suggest.closest(to: name, in: Array(arity.keys)).map { "; did you mean \"\($0)\"?" } ?? ""
            throw HeroSyntax.Failure(message: "unknown modifier \"\(name)\"\(hint)")
        }
        let args = term.arguments.map(\.value)
        guard allowed.contains(args.count) else {
            let wanted = allowed.lowerBound == allowed.upperBound ? "\(allowed.lowerBound)" : "\(allowed.lowerBound)…\(allowed.upperBound)"
            throw HeroSyntax.Failure(message: "\"\(name)\" takes \(wanted) argument\(allowed == 1...1 ? "" : "s"), found \(args.count) in \"\(term.text)\"")
        }
        // The k-th argument as a number in `range`, or `fallback` when it is not given (Hero's defaults).
        func number(_ k: Int, _ range: SceneFileRange, _ fallback: Double) throws(HeroSyntax.Failure) -> Double {
            guard k < args.count else { return fallback }
            guard case .number(let value) = args[k] else {
                throw HeroSyntax.Failure(message: "argument \(k + 1) of \"\(name)\" must be a number, found \"\(args[k].text)\"")
            }
            if let problem = range.check(value) {
                throw HeroSyntax.Failure(message: "argument \(k + 1) of \"\(name)\" \(problem)")
            }
            return value
        }
        func bool(_ k: Int) throws(HeroSyntax.Failure) -> Bool {
            guard k < args.count else { return false }
            switch args[k].name {
            case "true": return true
            case "false": return false
            default: throw HeroSyntax.Failure(message: "argument \(k + 1) of \"\(name)\" must be true or false, found \"\(args[k].text)\"")
            }
        }
        switch name {
        case "fade": return .fade
        case "opacity": return .opacity(try number(0, unit, 1))
        case "position": return .position(Point(x: try number(0, .points, 0), y: try number(1, .points, 0)))
        case "size": return .size(Size(width: try number(0, size, 0), height: try number(1, size, 0)))
        case "scale":
            if args.count == 1 { let s = try number(0, .factor, 1); return .scale(x: s, y: s) }
            let x = try number(0, .factor, 1), y = try number(1, .factor, 1)
            _ = try number(2, .factor, 1)
            return .scale(x: x, y: y)
        case "rotate":
            // One argument is the z rotation, as in Hero; three are x, y, z (only z turns a 2D view).
            if args.count <= 1 { return .rotate(try number(0, .angle, 0)) }
            _ = try number(0, .angle, 0); _ = try number(1, .angle, 0)
            return .rotate(try number(2, .angle, 0))
        case "translate":
            let x = try number(0, .points, 0), y = try number(1, .points, 0)
            _ = try number(2, .points, 0)
            return .translate(x: x, y: y)
        case "cornerRadius": return .cornerRadius(try number(0, size, 0))
        case "zPosition": return .zPosition(try number(0, .points, 0))
        case "delay": return .delay(try number(0, .seconds, 0))
        case "duration": return .duration(try number(0, .seconds, 0))
        case "durationMatchLongest": return .duration(.infinity)
        case "timingFunction":
            if args.count == 1 {
                guard let word = args[0].name, args[0].arguments.isEmpty, let points = timingFunctions[word] else {
                    let hint = Suggest.closest(to: args[0].name ?? "", in: Array(timingFunctions.keys)).map { "; did you mean \"\($0)\"?" } ?? ""
                    throw HeroSyntax.Failure(message: "unknown timing function \"\(args[0].text)\" (a name or four control points)\(hint)")
                }
                return .timingFunction(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
            }
            guard args.count == 4 else {
                throw HeroSyntax.Failure(message: "\"timingFunction\" takes a name or four control points, found \(args.count) arguments")
            }
            return .timingFunction(x1: try number(0, unit, 0), y1: try number(1, controlY, 0),
                                   x2: try number(2, unit, 1), y2: try number(3, controlY, 1))
        case "spring": return .spring(stiffness: try number(0, springRange, 250), damping: try number(1, springRange, 30))
        case "arc": return .arc(intensity: try number(0, intensity, 1))
        case "cascade":
            let delta = try number(0, .seconds, 0.02)
            var direction = HeroCascadeDirection.topToBottom
            if args.count > 1 { direction = try cascadeDirection(args[1]) }
            return .cascade(delta: delta, direction: direction, delayMatchedViews: try bool(2))
        case "source":
            guard let id = args[0].name, args[0].arguments.isEmpty else {
                throw HeroSyntax.Failure(message: "argument 1 of \"source\" must be a hero id, found \"\(args[0].text)\"")
            }
            return .source(heroID: id)
        case "useGlobalCoordinateSpace": return .useGlobalCoordinateSpace
        case "ignoreSubviewModifiers": return .ignoreSubviewModifiers(recursive: try bool(0))
        default: return nil   // autolayout
        }
    }

    /// A cascade's order: one of Hero's names, or `radial(x, y)` / `inverseRadial(x, y)` about a point.
    static func cascadeDirection(_ term: HeroSyntax.Term) throws(HeroSyntax.Failure) -> HeroCascadeDirection {
        if let name = term.name, term.arguments.isEmpty, let direction = cascadeDirections[name] { return direction }
        if let name = term.name, name == "radial" || name == "inverseRadial" {
            let args = term.arguments.map(\.value)
            guard args.count == 2, case .number(let x) = args[0], case .number(let y) = args[1] else {
                throw HeroSyntax.Failure(message: "\"\(name)\" takes the centre as two numbers, \(name)(x, y), found \"\(term.text)\"")
            }
            for v in [x, y] {
                if let problem = SceneFileRange.points.check(v) { throw HeroSyntax.Failure(message: "the centre of \"\(name)\" \(problem)") }
            }
            let center = Point(x: x, y: y)
            return name == "radial" ? .radial(center: center) : .inverseRadial(center: center)
        }
        let names = Array(cascadeDirections.keys) + ["radial", "inverseRadial"]
        let hint = Suggest.closest(to: term.name ?? "", in: names).map { "; did you mean \"\($0)\"?" } ?? ""
        throw HeroSyntax.Failure(message: "unknown cascade direction \"\(term.text)\"\(hint)")
    }
}

extension SceneFileBuilder {
    /// A view's `"hero": {"id": …, "modifiers": …, "enabled": …}`, set on `view.hero`; the view's
    /// place in the file is kept so the hero lint can name it.
    func readHero(_ node: Node, into view: View, values: ValueReader) {
        guard let r = node.object(["id", "modifiers", "enabled"]) else { return }
        defer { r.finish() }
        var hero = HeroViewProperties()
        if let idNode = r["id"], let id = values.text(idNode) {
            if id.isEmpty || id.contains(where: { $0.isWhitespace || $0 == "(" || $0 == ")" || $0 == "," }) {
                log.add(idNode.path, "hero id \"\(id)\" must be non-empty, without spaces, parentheses or commas")
            } else {
                hero.id = id
            }
        }
        if let enabled = r.bool("enabled") { hero.isEnabled = enabled }
        if let m = r["modifiers"] {
            if case .array = m.value {
                for item in m.array ?? [] {
                    guard let text = item.string else { continue }
                    do { hero.modifiers += try SceneFileHeroModifiers.parse(text) } catch { log.add(item.path, error.message) }
                }
            } else if let text = m.string {
                do { hero.modifiers = try SceneFileHeroModifiers.parse(text) } catch { log.add(m.path, error.message) }
            }
        }
        if hero.modifiers.count > SceneFileHeroModifiers.perView {
            log.add("\(r.path).modifiers", "more than \(SceneFileHeroModifiers.perView) modifiers on one view")
            hero.modifiers = []
        }
        view.hero = hero
        // Views a repeat makes share their template's path: the index tells them apart.
        let repeatIndex = values.scope["i"].map { " (i = \(SceneFileRange.format($0)))" } ?? ""
        heroFile.viewPlaces[ObjectIdentifier(view)] = String(node.path.dropLast(".hero".count)) + repeatIndex
    }
}
