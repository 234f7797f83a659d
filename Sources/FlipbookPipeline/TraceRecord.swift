import FlipbookRender

/// One step of the step trace as a value: what the scene looked like after the step (the scroll
/// view's state, the callbacks that ran, every view with an id), made by the scene
/// (`StepTrace.record(for:in:)` in FlipbookScene), carried by `Frame.trace`, written as one line
/// of JSON by `jsonLine` and read back by `init(jsonLine:)`. The format is docs/trace-format.md;
/// a line's schema docs/trace.schema.json. A record is plain data keyed by view id: the pipeline
/// knows frames, never views.
///
/// Numbers are kept as the trace writes them, rounded to 0.01 (the initializers round), so a
/// record made by a scene and one read back from its line hold the same numbers.
///
/// **Adding to the trace** (a control's state, a collection view's cells, a layer, a line-level
/// `"transition"`): a view kind's part is one more optional stored property of `View` (a line's,
/// of `TraceRecord`), with its keys written in `json` and read in `init(json:)`
/// (TraceRecord+JSON.swift), after those already there. Nothing that reads traces changes:
/// readers take the parts they know by name (`geometry`, `offset`), and the report's table and
/// the golden comparison walk `json`, so a new key shows up in them by itself.
///
/// ```swift
/// let record = try TraceRecord(jsonLine: #"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"root":{"frame":[0,0,390,844],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false}}}"#)
/// record.view("root")?.geometry.frame.width     // 390
/// record.jsonLine                                // the same bytes back
/// ```
public struct TraceRecord: Sendable, Equatable {
    /// The step's index, from 0.
    public var index: Int
    /// Seconds since the first step.
    public var time: Double
    /// The scene's scroll view's `contentOffset`; nil without a scroll view.
    public var offset: Point?
    /// The rest of that scroll view's state; nil without a scroll view.
    public var scroll: Scroll?
    /// The scroll-view delegate callbacks that ran for the step, by method name, in order.
    public var callbacks: [String]
    /// Every traced view, in tree order.
    public var views: [View]
    /// Only while a screen transition runs (a push, a modal, a tab switch): its kind and the ids
    /// of the two screens' root views. The views keep their own ids in `views`; the roles are
    /// named here, apart from them.
    public var transition: Transition?
    /// Only for frames that arrive as pixels (an image's or a GIF's frames, `RasterFrames` in
    /// FlipbookGolden): their width and height in pixels. They have no scroll view or views.
    public var size: Size?
    /// `render --trim-still` left this step's frame out (nothing visible changed).
    public var trimmed: Bool

    public init(index: Int, time: Double, offset: Point? = nil, scroll: Scroll? = nil, callbacks: [String] = [],
                views: [View] = [], transition: Transition? = nil, size: Size? = nil, trimmed: Bool = false) {
        self.index = index
        self.time = Self.rounded(time)
        self.offset = offset.map(Self.rounded)
        self.scroll = scroll
        self.callbacks = callbacks
        self.views = views
        self.transition = transition
        self.size = size.map { Size(width: Self.rounded($0.width), height: Self.rounded($0.height)) }
        self.trimmed = trimmed
    }

    /// The view with this id, if the record has it.
    public func view(_ id: String) -> View? { views.first { $0.id == id } }

    /// A number as the trace keeps it: to 0.01, halves away from zero (as `formatPoints` rounds).
    public static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    static func rounded(_ p: Point) -> Point { Point(x: rounded(p.x), y: rounded(p.y)) }
}

extension TraceRecord {
    /// The scroll view's state beside its offset (docs/trace-format.md, "scroll").
    public struct Scroll: Sendable, Equatable {
        public var contentSize: Size
        public var inset: EdgeInsets
        public var adjustedInset: EdgeInsets
        /// Points per second, measured between traced steps.
        public var velocity: Point
        public var dragging: Bool
        public var decelerating: Bool
        public var animating: Bool
        /// Only in the step in which a finger lifted.
        public var release: Release?

        public init(contentSize: Size, inset: EdgeInsets, adjustedInset: EdgeInsets, velocity: Point,
                    dragging: Bool, decelerating: Bool, animating: Bool, release: Release? = nil) {
            self.contentSize = Size(width: TraceRecord.rounded(contentSize.width), height: TraceRecord.rounded(contentSize.height))
            self.inset = Self.rounded(inset)
            self.adjustedInset = Self.rounded(adjustedInset)
            self.velocity = TraceRecord.rounded(velocity)
            self.dragging = dragging
            self.decelerating = decelerating
            self.animating = animating
            self.release = release
        }

        private static func rounded(_ i: EdgeInsets) -> EdgeInsets {
            EdgeInsets(top: TraceRecord.rounded(i.top), left: TraceRecord.rounded(i.left),
                       bottom: TraceRecord.rounded(i.bottom), right: TraceRecord.rounded(i.right))
        }
    }

    /// What `scrollViewWillEndDragging` was given: the velocity in points per second and the
    /// target offset as the delegate left it.
    public struct Release: Sendable, Equatable {
        public var velocity: Point
        public var target: Point

        public init(velocity: Point, target: Point) {
            self.velocity = TraceRecord.rounded(velocity)
            self.target = TraceRecord.rounded(target)
        }
    }

    /// The screen transition under way: what it does, in UIKit's words (`push`, `pop`,
    /// `present`, `dismiss`, `selectTab`), and the ids of the leaving (`from`) and arriving
    /// (`to`) screens' root views, nil for a view without an id.
    public struct Transition: Sendable, Equatable {
        public var kind: String
        public var from: String?
        public var to: String?

        public init(kind: String, from: String?, to: String?) {
            self.kind = kind
            self.from = from
            self.to = to
        }
    }

    /// What every traced view and every table cell has: its frame in window points before its
    /// own transform, its own alpha, transform and `isHidden`.
    public struct Geometry: Sendable, Equatable {
        public var frame: Rect
        public var alpha: Double
        public var transform: AffineTransform
        public var hidden: Bool

        public init(frame: Rect, alpha: Double, transform: AffineTransform, hidden: Bool) {
            let r: (Double) -> Double = TraceRecord.rounded
            // The stored origin and size: minX and width would standardize a negative or NaN side.
            self.frame = Rect(x: r(frame.origin.x), y: r(frame.origin.y), width: r(frame.size.width), height: r(frame.size.height))
            self.alpha = r(alpha)
            self.transform = AffineTransform(a: r(transform.a), b: r(transform.b), c: r(transform.c), d: r(transform.d),
                                             tx: r(transform.tx), ty: r(transform.ty))
            self.hidden = hidden
        }
    }

    /// A traced view: its id, its geometry, and the parts its kind adds (nil where the kind has
    /// none). A new kind's part is one more optional property here (see `TraceRecord`).
    public struct View: Sendable, Equatable {
        public var id: String
        public var geometry: Geometry
        /// Labels only: the text and font.
        public var text: Text?
        /// Table views only: the cells on screen, by index path.
        public var cells: [Cell]?
        /// Only while any runs: the animations on the view's layer and on the layers added
        /// beneath it, as `CALayer.animationKeys()` lists them.
        public var animations: [Animation]?

        public init(id: String, geometry: Geometry, text: Text? = nil, cells: [Cell]? = nil, animations: [Animation]? = nil) {
            self.id = id
            self.geometry = geometry
            self.text = text
            self.cells = cells
            self.animations = animations
        }
    }

    /// One animation on a traced view's layer: the key it was added under (`layer.add(_:forKey:)`;
    /// a UIView animation's is its key path), the key path it moves, and, for one on a layer
    /// added beneath the view's (a shape layer's `strokeEnd`), that layer's index path through
    /// `sublayers`, nil for the view's own layer.
    public struct Animation: Sendable, Equatable {
        public var key: String
        public var keyPath: String
        public var sublayer: [Int]?

        public init(key: String, keyPath: String, sublayer: [Int]? = nil) {
            self.key = key
            self.keyPath = keyPath
            self.sublayer = sublayer
        }
    }

    /// A label's text and font.
    public struct Text: Sendable, Equatable {
        public var text: String
        public var font: Font

        public init(text: String, font: Font) {
            self.text = text
            self.font = font
        }
    }

    /// A font as the trace names it: `family` (`system-ui` for the system font), point size and
    /// weight name (`regular`, `bold`, …).
    public struct Font: Sendable, Equatable {
        public var family: String
        public var size: Double
        public var weight: String

        public init(family: String, size: Double, weight: String) {
            self.family = family
            self.size = TraceRecord.rounded(size)
            self.weight = weight
        }
    }

    /// A table's visible row: which row it shows, its geometry, and the labels inside it in tree
    /// order (cells are reused, so they are named by index path, never by id).
    public struct Cell: Sendable, Equatable {
        public var section: Int
        public var row: Int
        public var geometry: Geometry
        public var labels: [Text]

        public init(section: Int, row: Int, geometry: Geometry, labels: [Text]) {
            self.section = section
            self.row = row
            self.geometry = geometry
            self.labels = labels
        }
    }
}
