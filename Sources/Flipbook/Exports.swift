// `import Flipbook` is all a user's code needs: scenes (with geometry, steps and curves) and
// the outputs they render to.
@_exported import FlipbookEncode
@_exported import FlipbookScene
