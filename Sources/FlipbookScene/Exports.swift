// A scene is written with geometry and colours (Render), steps (Pipeline) and curves (Motion):
// `import FlipbookScene` brings them along, as `import UIKit` brings Foundation and QuartzCore.
@_exported import FlipbookMotion
@_exported import FlipbookPipeline
@_exported import FlipbookRender
