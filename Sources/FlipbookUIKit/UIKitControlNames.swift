import FlipbookScene

// UIKit's names for the slider, the stepper and the progress view (UIKitNames.swift has the other controls'), so ported code compiles unchanged.
//
// ```swift
// let volume = UISlider(frame: Rect(x: 20, y: 100, width: 280, height: 31))
// let guests = UIStepper()
// ```

/// `UISlider`: see `Slider`.
public typealias UISlider = Slider
/// `UIStepper`: see `Stepper`.
public typealias UIStepper = Stepper
/// `UIProgressView`: see `ProgressView`.
public typealias UIProgressView = ProgressView
