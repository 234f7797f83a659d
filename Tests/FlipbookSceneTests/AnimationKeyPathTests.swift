import XCTest
@testable import FlipbookScene

/// The key paths the unknown-key-path warning lists are the ones Core Animation runs here: the
/// list and the reader cannot drift apart.
final class AnimationKeyPathTests: XCTestCase {
    func testEveryListedKeyPathIsReadAndOthersAreNot() {
        for path in AnimationKeyPath.supported { XCTAssertNotNil(AnimationKeyPath(path), path) }
        for path in ["zPosition", "contents", "transform.rotation.x", "", "position.z"] { XCTAssertNil(AnimationKeyPath(path), path) }
        XCTAssertEqual(Set(AnimationKeyPath.supported).count, AnimationKeyPath.supported.count, "no repeats")
    }
}
