import FlipbookRender

/// Where a scripted finger lands: a point on screen, a view (its centre), or the view a scene
/// file or test names by `id` / `accessibilityIdentifier`.
///
/// ```swift
/// scene.tap(.view(continueButton), at: 0.4)
/// scene.tap(.id("continue"), at: 0.4)
/// scene.tap(.point(Point(x: 195, y: 700)), at: 0.4)
/// ```
public enum TouchTarget {
    case point(Point)
    case view(ViewReference)
    case id(String)

    /// A view, as a target.
    public static func view(_ view: View) -> TouchTarget { .view(ViewReference(view)) }

    /// The point in root coordinates, or nil with the reason (no such view, not on screen).
    func location(in scene: Scene) -> Result<Point, TouchTargetProblem> {
        switch self {
        case .point(let point):
            return .success(point)
        case .view(let reference):
            guard let view = reference.view, view.scene === scene else { return .failure(.notOnScreen("the view")) }
            return .success(Self.centre(of: view))
        case .id(let name):
            guard let view = Self.find(name, in: scene.root) else { return .failure(.noView(name)) }
            return .success(Self.centre(of: view))
        }
    }

    /// Depth first, front to back (later subviews first), as a finger would find the view on top.
    private static func find(_ name: String, in view: View) -> View? {
        if view.id == name || view.accessibilityIdentifier == name { return view }
        for sub in view.subviews.reversed() { if let found = find(name, in: sub) { return found } }
        return nil
    }

    private static func centre(of view: View) -> Point {
        view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}

/// Why a scripted touch could not land.
enum TouchTargetProblem: Error {
    case noView(String)
    case notOnScreen(String)

    var message: String {
        switch self {
        case .noView(let name): "no view has the id or accessibilityIdentifier \"\(name)\""
        case .notOnScreen(let what): "\(what) is not on screen in this scene"
        }
    }
}

/// A view held weakly, so a script that names a view keeps no screen alive.
public struct ViewReference {
    public weak var view: View?
    public init(_ view: View) { self.view = view }
}
