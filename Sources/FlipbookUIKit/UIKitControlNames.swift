import FlipbookScene

// UIKit's names for the standard controls, so ported code compiles unchanged.
//
// ```swift
// let wifi = UISwitch()
// let volume = UISlider(frame: Rect(x: 20, y: 100, width: 280, height: 31))
// let guests = UIStepper()
// ```

/// `UISwitch`: see `Switch`.
public typealias UISwitch = Switch
/// `UISlider`: see `Slider`.
public typealias UISlider = Slider
/// `UIStepper`: see `Stepper`.
public typealias UIStepper = Stepper
