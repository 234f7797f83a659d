@testable import FlipbookScene

extension View {
    /// What the frame drawn now shows of the view: its layer's presentation, the model values with
    /// the running animations applied (UIKit's `view.layer.presentation()`). A view's own
    /// properties read the model, which an animation block sets to the end at once.
    var presented: LayerState { layer.presentationState }
}
