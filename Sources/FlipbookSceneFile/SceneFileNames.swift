import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// The one table of the names a scene file's expressions read, used both ways: reading checks
/// each name against it (binding the name to what it means, or suggesting the closest known
/// name), and running asks the same table for the bound name's value. A name `validate` accepts
/// is therefore always one `render` can read, and the other way round.
///
/// ```swift
/// var names = SceneFileNames(views: ["header": header], constraints: [:])
/// names.define(variable: "offsetY")
/// names.meaning(of: "header.frame.height", in: .plain)  // .view(header, .frameHeight)
/// names.meaning(of: "target.y", in: .plain)             // nil: only a releaseTarget reads it
/// ```
struct SceneFileNames {
    /// Names every expression may read, whatever the file holds.
    enum BuiltIn: String, CaseIterable {
        case scrollX = "scroll.x", scrollY = "scroll.y", scrollInsetTop = "scroll.insetTop", time
    }

    /// What `ID.…` reads of the view with that id.
    enum ViewReading: String, CaseIterable {
        case alpha
        case frameX = "frame.x", frameY = "frame.y", frameWidth = "frame.width", frameHeight = "frame.height"
    }

    /// What snapAfterDrag's `releaseTarget` reads of the offset the scroll view proposes
    /// (`target` alone is its y, the axis the seeds snap on).
    enum TargetReading: String, CaseIterable {
        case target, targetX = "target.x", targetY = "target.y"
    }

    /// What a name stands for, decided once when the file is read.
    enum Meaning {
        case builtIn(BuiltIn)
        case variable(String)
        case constant(LayoutConstraint)
        case view(View, ViewReading)
        case releaseTarget(TargetReading)
    }

    /// Where an expression stands, for the names only some places have.
    enum Scope {
        /// Variables, bindings, events and snapAfterDrag's `measure`.
        case plain
        /// snapAfterDrag's `releaseTarget`: the plain names and `target`.
        case releaseTarget
    }

    /// The prefix of a constraint's constant: `constraints.ID`.
    static let constraintPrefix = "\(ReservedName.constraints.rawValue)."

    let views: [String: View]
    let constraints: [String: LayoutConstraint]
    /// Variables read so far: an expression may read only those defined above it.
    private(set) var variables: Set<String> = []

    init(views: [String: View], constraints: [String: LayoutConstraint]) {
        self.views = views
        self.constraints = constraints
    }

    /// Makes `variable` readable by the expressions read after this.
    mutating func define(variable: String) { variables.insert(variable) }

    // MARK: Reading

    /// What `name` means at `scope`, or nil when it names nothing there.
    func meaning(of name: String, in scope: Scope) -> Meaning? {
        if variables.contains(name) { return .variable(name) }
        if let builtIn = BuiltIn(rawValue: name) { return .builtIn(builtIn) }
        if scope == .releaseTarget, let reading = TargetReading(rawValue: name) { return .releaseTarget(reading) }
        if name.hasPrefix(Self.constraintPrefix) {
            return constraints[String(name.dropFirst(Self.constraintPrefix.count))].map { .constant($0) }
        }
        guard let dot = name.firstIndex(of: "."),
              let view = views[String(name[..<dot])],
              let reading = ViewReading(rawValue: String(name[name.index(after: dot)...])) else { return nil }
        return .view(view, reading)
    }

    /// Binds every name `expression` reads, or logs each unknown one at `place` (with the
    /// closest known name) and returns nil.
    func bind(_ expression: ValueExpression, at place: String, in scope: Scope, log: ProblemLog) -> SceneFileExpression? {
        var meanings: [String: Meaning] = [:]
        var allKnown = true
        for name in expression.references {
            if let meaning = meaning(of: name, in: scope) {
                meanings[name] = meaning
            } else {
                allKnown = false
                log.add(place, "unknown reference \"\(name)\" in \"\(expression.text)\"\(hint(for: name, in: scope))")
            }
        }
        return allKnown ? SceneFileExpression(expression: expression, meanings: meanings, place: place) : nil
    }

    /// Why a name is unknown, when it is a name of the format used in the wrong place, or the
    /// closest known name.
    private func hint(for name: String, in scope: Scope) -> String {
        if name == ReservedName.input.rawValue {
            return " (the two-argument progress(a, b) reads \"input\", which scene files do not supply: write progress(x, a, b))"
        }
        if TargetReading(rawValue: name) != nil {
            return " (only snapAfterDrag's releaseTarget reads \"\(name)\")"
        }
        return Suggest.closest(to: name, in: candidates(near: name, in: scope)).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The known names a misspelling of `name` may have meant. A view's names are offered for the
    /// view `name` starts with, or for every view when only the id is wrong, so a file with
    /// thousands of views does not make every suggestion compare thousands of names each time.
    private func candidates(near name: String, in scope: Scope) -> [String] {
        var list = BuiltIn.allCases.map(\.rawValue) + variables.sorted()
        if scope == .releaseTarget { list += TargetReading.allCases.map(\.rawValue) }
        list += constraints.keys.sorted().map { Self.constraintPrefix + $0 }
        if let dot = name.firstIndex(of: ".") {
            let head = String(name[..<dot]), rest = String(name[name.index(after: dot)...])
            if views[head] != nil {
                list += ViewReading.allCases.map { "\(head).\($0.rawValue)" }
            } else if ViewReading(rawValue: rest) != nil {
                list += views.keys.sorted().map { "\($0).\(rest)" }
            }
        }
        return list
    }

    // MARK: Running

    /// The value `meaning` has at `moment`. Reading a frame lays the scene out first (once per
    /// moment), as the seeds call layoutIfNeeded() before reading one.
    static func value(of meaning: Meaning, at moment: inout SceneFileMoment) -> Double? {
        switch meaning {
        case .builtIn(.scrollX): return moment.scene.scrollView?.contentOffset.x ?? 0
        case .builtIn(.scrollY): return moment.scene.scrollView?.contentOffset.y ?? 0
        case .builtIn(.scrollInsetTop): return moment.scene.scrollView?.adjustedContentInset.top ?? 0
        case .builtIn(.time): return moment.scene.currentTime
        case .variable(let name): return moment.variables[name]
        case .constant(let constraint): return constraint.constant
        case .view(let view, .alpha): return view.alpha
        case .view(let view, .frameX): return moment.frame(of: view).minX
        case .view(let view, .frameY): return moment.frame(of: view).minY
        case .view(let view, .frameWidth): return moment.frame(of: view).width
        case .view(let view, .frameHeight): return moment.frame(of: view).height
        case .releaseTarget(.targetX): return (moment.target?.x).map(Double.init)
        case .releaseTarget(.target), .releaseTarget(.targetY): return (moment.target?.y).map(Double.init)
        }
    }
}

/// What names read at one point of a run: the scene, the variables' latest values, the release
/// target while a drag ends, and whether the scene has been laid out for a frame read since.
struct SceneFileMoment {
    unowned let scene: Scene
    var variables: [String: Double]
    var target: Point? = nil
    var laidOut = false

    /// The view's frame, after laying the scene out if nothing did since this moment began.
    mutating func frame(of view: View) -> Rect {
        if !laidOut {
            scene.layout()
            laidOut = true
        }
        return view.frame
    }
}

/// An expression of a scene file, read and checked: every name it reads is bound to what it
/// means, and it knows the JSON path it came from for problems found while running.
struct SceneFileExpression {
    let expression: ValueExpression
    let meanings: [String: SceneFileNames.Meaning]
    let place: String

    /// Evaluates at `moment`; throws what the expression throws (division by zero …).
    func evaluate(at moment: inout SceneFileMoment) throws(LangError) -> Double {
        try expression.evaluate { name in
            meanings[name].flatMap { SceneFileNames.value(of: $0, at: &moment) }
        }
    }
}
