import FlipbookScene

/// A scene file's driver held to the step limit: the step past it stops the scene with a
/// problem at the driver's place (`$.driver`), so `render` and `validate` both exit 2 naming
/// it, before the drive loop's own limit (which knows no file) is reached.
///
/// ```swift
/// let driver = SceneFileStepLimit(driver: drag, document: log.document, place: "$.driver")
/// ```
struct SceneFileStepLimit: Driver {
    private var driver: any Driver
    let document: SceneFileDocument
    let place: String
    private var steps = 0

    init(driver: any Driver, document: SceneFileDocument, place: String) {
        self.driver = driver; self.document = document; self.place = place
    }

    var fps: Double { driver.fps }

    mutating func next(_ scene: Scene) -> Step? {
        guard let step = driver.next(scene) else { return nil }
        steps += 1
        if steps > SceneFileLimits.steps {
            scene.stop(with: SceneFileProblems(problems: [document.problem(
                at: place, "the driver makes more than \(SceneFileLimits.steps) steps (the step limit); shorten it")]))
        }
        return step
    }
}
