import FlipbookScene
import FlipbookTransitions

/// What a scene file's screens, controllers and transitions add to the builder: the places of
/// views with `hero` settings (for the lint), and controllers by name.
struct SceneFileHeroState {
    var viewPlaces: [ObjectIdentifier: String] = [:]
    /// Screens and containers by name, and where each is defined.
    var controllers: [String: ViewController] = [:]
    var controllerPaths: [String: String] = [:]
    /// The container each controller was put in, so none is put in two.
    var placedIn: [String: String] = [:]
    var screenRoots: [(name: String, view: View)] = []
    var host: ControllerHost?
}
