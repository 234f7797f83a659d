import FlipbookScene
import FlipbookSupport
/// Parser for Apple's Visual Format Language, producing `ConstraintSpec`s.
///
/// Apple's grammar (Auto Layout Guide, "Visual Format Language"):
/// ```
/// format      := (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation := 'H' | 'V'
/// superview   := '|'
/// view        := '[' viewName predicateListWithParens? ']'
/// connection  := e | '-' predicateList '-' | '-'
/// predicateList := simplePredicate | predicateListWithParens
/// simplePredicate := metricName | positiveNumber
/// predicateListWithParens := '(' predicate (',' predicate)* ')'
/// predicate   := relation? objectOfPredicate ('@' priority)?
/// relation    := '==' | '<=' | '>='
/// objectOfPredicate := constant | viewName      (view names only inside a view's predicates)
/// priority    := metricName | number
/// ```
/// Whitespace between tokens is tolerated.
struct LangVisualFormatParser {
    let text: String
    let chars: [Character]
    let metrics: [String: Double]
    let edgeSpacing: VisualFormatEdgeSpacing
    var i = 0
    var specs: [ConstraintSpec] = []
    var leading = "leading"
    var trailing = "trailing"
    var size = "width"

    init(text: String, chars: [Character], metrics: [String: Double], edgeSpacing: VisualFormatEdgeSpacing) {
        self.text = text
        self.chars = chars
        self.metrics = metrics
        self.edgeSpacing = edgeSpacing
    }

    enum Element: Equatable {
        case superview
        case view(String)
    }

    enum Object {
        case constant(Double)
        case view(String)
    }

    struct Predicate {
        var relation: LayoutRelation
        var object: Object
        var priority: Float?
    }

    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    var peek: Character? { i < chars.count ? chars[i] : nil }

    mutating func parse() throws(LangError) -> [ConstraintSpec] {
        try parseOrientation()
        skipSpaces()
        var previous: Element?
        var pending = Connection.flush
        if peek == "|" {
            i += 1
            previous = .superview
            pending = try parseConnection()
        }
        while true {
            skipSpaces()
            if peek == "[" {
                let (name, predicates) = try parseView()
                if let previous { emit(pending, from: previous, to: .view(name)) }
                for predicate in predicates { emitSize(of: name, predicate) }
                previous = .view(name)
                pending = try parseConnection()
            } else if peek == "|", case .view = previous {
                emit(pending, from: previous!, to: .superview)
                i += 1
                skipSpaces()
                if let c = peek {
                    throw error("unexpected \(c.langQuoted) after the closing '|'")
                }
                return specs
            } else if peek == nil, case .view = previous, case .flush = pending {
                return specs
            } else if peek == nil, case .view = previous {
                throw error("expected a view or '|' after the connection")
            } else if case .view = previous, case .flush = pending {
                throw error("expected '-', '[' or '|' after a view, found \(peek!.langQuoted)")
            } else {
                throw error("expected a view like '[name]'" + (peek.map { ", found \($0.langQuoted)" } ?? ""))
            }
        }
    }

    mutating func parseOrientation() throws(LangError) {
        skipSpaces()
        guard let c = peek, c == "H" || c == "V" else { return }
        i += 1
        skipSpaces()
        guard peek == ":" else {
            throw error("expected ':' after '\(c)' to specify \(c == "V" ? "vertical" : "horizontal") arrangement")
        }
        i += 1
        if c == "V" { (leading, trailing, size) = ("top", "bottom", "height") }
    }

    /// `[name]` or `[name(predicates)]`; `peek` is `[`.
    mutating func parseView() throws(LangError) -> (String, [Predicate]) {
        i += 1
        skipSpaces()
        guard let name = scanName() else {
            throw error("expected a view name after '['")
        }
        if name == ConstraintSpec.superviewItem {
            throw LangError(message: "'superview' is reserved for the superview edge '|'",
                            text: text, position: i - name.count)
        }
        skipSpaces()
        var predicates: [Predicate] = []
        if peek == "(" {
            predicates = try parsePredicateList(forView: true)
            skipSpaces()
        }
        guard peek == "]" else {
            throw error("expected ']' to close the view '\(name)'")
        }
        i += 1
        return (name, predicates)
    }

    /// The connection after an element: nothing (flush), `-`, or `-spacing-`.
    mutating func parseConnection() throws(LangError) -> Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        i += 1
        skipSpaces()
        guard let c = peek, c != "[", c != "|" else { return .standard }
        var predicates: [Predicate]
        if c == "(" {
            predicates = try parsePredicateList(forView: false)
        } else if c.langIsDigit {
            predicates = [Predicate(relation: .equal, object: .constant(try scanNumber()), priority: nil)]
        } else if c.langIsIdentifierStart {
            let start = i
            let name = scanName()!
            predicates = [Predicate(relation: .equal, object: .constant(try metric(name, at: start)), priority: nil)]
        } else {
            throw error("expected a number, metric name or '(' after '-', found \(c.langQuoted)")
        }
        skipSpaces()
        guard peek == "-" else {
            if peek == "@" {
                throw error("put a spacing priority inside parentheses, like -(20@750)-")
            }
            throw error("expected '-' after the spacing")
        }
        i += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`; `peek` is `(`.
    mutating func parsePredicateList(forView: Bool) throws(LangError) -> [Predicate] {
        i += 1
        var predicates: [Predicate] = []
        while true {
            skipSpaces()
            predicates.append(try parsePredicate(forView: forView))
            skipSpaces()
            if peek == "," {
                i += 1
            } else if peek == ")" {
                i += 1
                return predicates
            } else {
                throw error("expected ',' or ')' after a predicate")
            }
        }
    }

    mutating func parsePredicate(forView: Bool) throws(LangError) -> Predicate {
        var relation = LayoutRelation.equal
        if i + 1 < chars.count, let r = LayoutRelation(symbol: String(chars[i...(i + 1)])) {
            relation = r
            i += 2
            skipSpaces()
        }
        let object: Object
        let start = i
        if let c = peek, c.langIsDigit || (c == "-" && i + 1 < chars.count && chars[i + 1].langIsDigit) {
            let negative = c == "-"
            if negative { i += 1 }
            let value = try scanNumber()
            object = .constant(negative ? -value : value)
        } else if let name = scanName() {
            if let value = metrics[name] {
                object = .constant(try checkedMetric(name, value, at: start))
            } else if forView {
                if name == ConstraintSpec.superviewItem {
                    throw LangError(message: "'superview' is reserved for the superview edge '|'",
                                    text: text, position: start)
                }
                object = .view(name)
            } else {
                object = .constant(try metric(name, at: start))
            }
        } else {
            throw error(forView ? "expected a number, metric or view name" : "expected a number or metric name")
        }
        skipSpaces()
        var priority: Float?
        if peek == "@" {
            i += 1
            skipSpaces()
            priority = try parsePriority()
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    mutating func parsePriority() throws(LangError) -> Float {
        let start = i
        var value: Float?
        if let c = peek, c.langIsDigit {
            let scanned = try LangNumberScanner.scan(chars, from: i, text: text)
            i = scanned.end
            value = Float(scanned.lexeme)
        } else if let name = scanName() {
            if let m = metrics[name] {
                value = Float(m)
            } else if let named = ConstraintSpec.namedPriorities[name] {
                value = named
            } else {
                throw LangError(message: "unknown priority '\(name)'; use a number, a metric, required, high or low",
                                text: text, position: start)
            }
        } else {
            throw error("expected a priority after '@'")
        }
        guard let value, value > 0, value <= 1000 else {
            throw LangError(message: "priority must be greater than 0 and at most 1000", text: text, position: start)
        }
        return value
    }

    // MARK: Emitting

    /// Spacing constraints read in flow order: `later.leading == earlier.trailing + gap`.
    mutating func emit(_ connection: Connection, from a: Element, to b: Element) {
        let touchesEdge = a == .superview || b == .superview
        let predicates: [Predicate]
        var guide: String?
        switch connection {
        case .flush:
            predicates = [Predicate(relation: .equal, object: .constant(0), priority: nil)]
        case .standard:
            var gap = ConstraintSpec.standardSpacing
            if touchesEdge {
                switch edgeSpacing {
                case .points(let points): gap = points
                case .layoutMargins: gap = 0; guide = "margins"
                }
            }
            predicates = [Predicate(relation: .equal, object: .constant(gap), priority: nil)]
        case .predicates(let list):
            predicates = list
        }
        for predicate in predicates {
            guard case .constant(let gap) = predicate.object else { continue }
            var spec: ConstraintSpec
            switch (a, b) {
            case (.superview, .view(let view)):
                spec = ConstraintSpec(firstItem: view, firstAttribute: leading,
                                      secondItem: ConstraintSpec.superviewItem, secondGuide: guide,
                                      secondAttribute: leading)
            case (.view(let view), .superview):
                spec = ConstraintSpec(firstItem: ConstraintSpec.superviewItem, firstGuide: guide,
                                      firstAttribute: trailing, secondItem: view, secondAttribute: trailing)
            case (.view(let earlier), .view(let later)):
                spec = ConstraintSpec(firstItem: later, firstAttribute: leading,
                                      secondItem: earlier, secondAttribute: trailing)
            case (.superview, .superview):
                continue  // the grammar never produces this
            }
            spec.relation = predicate.relation
            spec.constant = gap
            spec.priority = predicate.priority
            specs.append(spec)
        }
    }

    /// `[a(70)]` → `a.width == 70`; `[a(==b)]` → `a.width == b.width`.
    mutating func emitSize(of view: String, _ predicate: Predicate) {
        var spec = ConstraintSpec(firstItem: view, firstAttribute: size, relation: predicate.relation,
                                  priority: predicate.priority)
        switch predicate.object {
        case .constant(let value):
            spec.constant = value
        case .view(let other):
            spec.secondItem = other
            spec.secondAttribute = size
        }
        specs.append(spec)
    }

    // MARK: Scanning

    mutating func skipSpaces() {
        while let c = peek, c.langIsSpace { i += 1 }
    }

    /// A C identifier, or nil (consuming nothing) if none starts here.
    mutating func scanName() -> String? {
        guard let c = peek, c.langIsIdentifierStart else { return nil }
        let start = i
        while let c = peek, c.langIsIdentifierContinue { i += 1 }
        return String(chars[start..<i])
    }

    mutating func scanNumber() throws(LangError) -> Double {
        let scanned = try LangNumberScanner.scan(chars, from: i, text: text)
        i = scanned.end
        return scanned.value
    }

    func metric(_ name: String, at position: Int) throws(LangError) -> Double {
        guard let value = metrics[name] else {
            var message = "unknown metric '\(name)'"
            if let guess = Suggest.closest(to: name, in: metrics.keys.sorted()) {
                message += "; did you mean '\(guess)'?"
            }
            throw LangError(message: message, text: text, position: position)
        }
        return try checkedMetric(name, value, at: position)
    }

    func checkedMetric(_ name: String, _ value: Double, at position: Int) throws(LangError) -> Double {
        guard value.isFinite else {
            throw LangError(message: "metric '\(name)' is not a finite number", text: text, position: position)
        }
        return value
    }

    func error(_ message: String) -> LangError {
        LangError(message: message, text: text, position: i)
    }
}

extension ConstraintSpec {
    /// Parses Apple's Visual Format Language into constraint specs.
    ///
    /// ```swift
    /// let specs = try ConstraintSpec.parseVisualFormat("|-[find]-[findNext]-[findField(>=20)]-|")
    /// // find.leading == superview.leading + 20
    /// // findNext.leading == find.trailing + 8
    /// // findField.leading == findNext.trailing + 8
    /// // findField.width >= 20
    /// // superview.trailing == findField.trailing + 20
    /// ```
    ///
    /// `H:` (the default) produces leading/trailing/width specs, `V:`
    /// top/bottom/height. The superview (`|`) is the item named `superview`.
    /// Spacing constraints read in flow order (`later.leading == earlier.trailing + gap`),
    /// so `-(>=8)-` means "a gap of at least 8". A lone `-` is 8 points between
    /// views; next to `|` it follows `superviewSpacing` (Apple's documented
    /// 20 points by default). Names in predicates are looked up in `metrics`
    /// first; inside a view's parentheses an unknown name is another view
    /// (`[a(==b)]`), elsewhere it is an error. Priorities may also be written
    /// `@required`, `@high` or `@low`.
    static func parseVisualFormat(
        _ format: String,
        metrics: [String: Double] = [:],
        superviewSpacing: VisualFormatEdgeSpacing = .points(ConstraintSpec.standardSuperviewSpacing)
    ) throws(LangError) -> [ConstraintSpec] {
        let chars = try LangLimits.characters(of: format, what: "visual format")
        var parser = LangVisualFormatParser(text: format, chars: chars, metrics: metrics,
                                            edgeSpacing: superviewSpacing)
        return try parser.parse()
    }
}
