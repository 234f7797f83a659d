import XCTest
import Foundation
import FlipbookUIKit
import FlipbookPipeline

/// The step trace notes which animations run on each traced view, per step, as
/// `CALayer.animationKeys()` lists them (https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()):
/// added under their keys, a UIView animation under its key path, a group's parts under the
/// group's key, from the step they are added in until they are removed; none once they end.
final class TraceAnimationsTests: XCTestCase {
    private func scene() -> (Scene, UIView) {
        let scene = Scene(screen: Screen(name: "trace", size: CGSize(width: 300, height: 300), scale: 1, safeAreaInsets: .zero))
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        badge.backgroundColor = .systemRed
        badge.id = "badge"
        scene.root.addSubview(badge)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, badge)
    }

    private func animations(_ scene: Scene, _ step: Step, _ id: String = "badge") -> [TraceRecord.Animation]? {
        scene.advance(to: step)
        return StepTrace.record(for: step, in: scene).view(id)?.animations
    }

    func testACoreAnimationIsListedUnderItsKeyUntilItEnds() {
        let (scene, badge) = scene()
        XCTAssertNil(StepTrace.record(for: Step(index: 0, time: 0), in: scene).view("badge")?.animations, "nothing runs yet")
        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0
        pop.toValue = 1
        pop.duration = 0.5
        badge.layer.add(pop, forKey: "pop")
        XCTAssertEqual(animations(scene, Step(index: 1, time: 0.1)), [TraceRecord.Animation(key: "pop", keyPath: "transform.scale")])
        XCTAssertNil(animations(scene, Step(index: 2, time: 0.6)), "removed on completion")
    }

    func testUIViewAnimationsAreListedByKeyPathAndTheirFrameIsThePresentation() throws {
        let (scene, badge) = scene()
        UIView.animate(withDuration: 1) {
            badge.center = CGPoint(x: 150, y: 50)
            badge.alpha = 0.5
        }
        let step = Step(index: 1, time: 0.5)
        scene.advance(to: step)
        let record = StepTrace.record(for: step, in: scene)
        let entry = try XCTUnwrap(record.view("badge"))
        XCTAssertEqual(Set(entry.animations?.map(\.keyPath) ?? []), ["position", "opacity"])
        XCTAssertEqual(entry.animations?.map(\.key), entry.animations?.map(\.keyPath), "a UIView animation's key is its key path")
        XCTAssertGreaterThan(entry.geometry.frame.minX, 20, "the frame is where it is drawn, on the way")
        XCTAssertLessThan(entry.geometry.frame.minX, 120)
        // The line reads back to the same record.
        XCTAssertEqual(try TraceRecord(jsonLine: record.jsonLine), record)
        XCTAssertTrue(record.jsonLine.contains(#""animations":[{"key":"position","keyPath":"position"}"#) ||
                      record.jsonLine.contains(#""animations":[{"key":"opacity","keyPath":"opacity"}"#), record.jsonLine)
    }

    func testAGroupIsListedOnceUnderItsKeyPerKeyPathAndASublayerByIndexPath() throws {
        let (scene, badge) = scene()
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).cgPath
        ring.strokeColor = UIColor.systemBlue.cgColor
        badge.layer.addSublayer(CALayer())
        badge.layer.addSublayer(ring)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [grow, fade]
        group.duration = 1
        ring.add(group, forKey: "draw")
        let wobble = CABasicAnimation(keyPath: "transform.rotation.z")
        wobble.toValue = 0.2
        wobble.duration = 1
        badge.layer.add(wobble, forKey: "wobble")
        let listed = try XCTUnwrap(animations(scene, Step(index: 1, time: 0.25)))
        XCTAssertEqual(listed, [TraceRecord.Animation(key: "wobble", keyPath: "transform.rotation.z"),
                                TraceRecord.Animation(key: "draw", keyPath: "strokeEnd", sublayer: [1]),
                                TraceRecord.Animation(key: "draw", keyPath: "opacity", sublayer: [1])])
        let line = StepTrace.record(for: Step(index: 1, time: 0.25), in: scene).jsonLine
        XCTAssertTrue(line.contains(#"{"key":"draw","keyPath":"strokeEnd","sublayer":[1]}"#), line)
    }

    /// Held by `fillMode = .forwards` with `isRemovedOnCompletion = false`, an animation stays on the
    /// layer (Core Animation keeps it there), so the trace keeps listing it; one waiting for its
    /// `beginTime` is on the layer too.
    func testAHeldOrWaitingAnimationIsStillOnTheLayer() {
        let (scene, badge) = scene()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = 200
        slide.duration = 0.2
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        badge.layer.add(slide, forKey: "slide")
        let later = CABasicAnimation(keyPath: "opacity")
        later.toValue = 0
        later.duration = 0.2
        later.beginTime = 5   // on the scene clock: CACurrentMediaTime() of an attached scene
        badge.layer.add(later, forKey: "later")
        XCTAssertEqual(animations(scene, Step(index: 1, time: 1))?.map(\.key), ["slide", "later"])
        badge.layer.removeAllAnimations()
        XCTAssertNil(animations(scene, Step(index: 2, time: 1.1)))
    }

    func testATraceLineWithAnEmptyOrBadListIsRefusedByPlace() {
        let base = #"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"root":{"frame":[0,0,1,1],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false,"animations":ANIM}}}"#
        for (bad, words) in [("[]", "never empty"), (#"[{"key":"a"}]"#, "keyPath"), (#"[{"key":"a","keyPath":"b","sublayer":[-1]}]"#, "sublayer"),
                             (#"[{"key":"a","keyPath":"b","extra":1}]"#, "extra")] {
            XCTAssertThrowsError(try TraceRecord(jsonLine: base.replacingOccurrences(of: "ANIM", with: bad)), bad) { error in
                XCTAssertTrue("\(error)".contains(words), "\(bad): \(error)")
            }
        }
        let good = base.replacingOccurrences(of: "ANIM", with: #"[{"key":"a","keyPath":"opacity","sublayer":[0,2]}]"#)
        XCTAssertEqual(try TraceRecord(jsonLine: good).jsonLine, good)
    }
}
