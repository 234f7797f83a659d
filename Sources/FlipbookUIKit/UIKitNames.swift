import FlipbookRender
import FlipbookScene
import FlipbookTransitions

// UIKit's names for Flipbook's types, so that porting is changing `import UIKit` to
// `import FlipbookUIKit`. Each is the same type under a second name (a `UILabel` is a `Label`),
// so ported code and Flipbook's Swift API mix freely.
//
// ```swift
// import FlipbookUIKit
// let title = UILabel()
// title.font = UIFont.systemFont(ofSize: 40)
// header.addSubview(title)               // header: UIView, i.e. Flipbook's View
// ```

public typealias UIView = View
public typealias UILabel = Label
public typealias UIImageView = ImageView
public typealias UIImage = Image
public typealias UIScrollView = ScrollView
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UIStackView = StackView
public typealias UIColor = Color
public typealias UIFont = Font
public typealias CALayer = Layer

public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's generic `NSLayoutAnchor<AnchorType>` is three classes here; this names their base.
public typealias NSLayoutAnchor = LayoutAnchor
public typealias UILayoutGuide = LayoutGuide
public typealias UILayoutPriority = LayoutPriority
public typealias NSLayoutAttribute = LayoutAttribute

public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode

public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UITabBarController = TabBarController

public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate

public typealias UIControl = Control
public typealias UIButton = Button
public typealias UISwitch = Switch
public typealias UIPageControl = PageControl
public typealias UISegmentedControl = SegmentedControl
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIRefreshControl = RefreshControl
public typealias UIBackgroundConfiguration = Button.Configuration.Background
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias UIAction = ControlAction
public typealias UITouch = Touch
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIEvent = TouchEvent

public typealias UIViewPropertyAnimator = PropertyAnimator
public typealias UIViewAnimatingPosition = AnimatingPosition
/// `UIViewAnimatingState`.
public typealias UIViewAnimatingState = PropertyAnimator.State
/// `UICubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// `UITimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider

public extension View {
    /// `UIView.ContentMode`.
    typealias ContentMode = FlipbookRender.ContentMode
    /// `UIView.AnimationOptions`.
    typealias AnimationOptions = FlipbookScene.AnimationOptions
    /// `UIView.AnimationCurve` (`UIViewPropertyAnimator(duration:curve:)`).
    typealias AnimationCurve = FlipbookMotion.AnimationCurve
}

/// `UIVisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// `UIVisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// `UIBlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// `UIVibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect
