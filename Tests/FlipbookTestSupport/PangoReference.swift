import Foundation

/// Pango itself, through python3-gi, laying out a text as a label would show it, by Pango's own
/// means: one layout, wrapped at the width, ellipsized by Pango's height limit (`lines`: at most
/// that many lines, for a single paragraph; else `height`: the lines that fit), line heights by
/// Pango's `line-height` attribute and spacing by the layout's. Flipbook's text block gets the
/// same answers another way (a body layout and a last line of its own, lines placed by its own
/// arithmetic), so agreement checks Flipbook's mechanism, not Pango's.
///
/// The same fonts (Flipbook's fonts.conf) and font options (grayscale, no hinting) as Flipbook.
///
/// ```swift
/// let shown = try PangoReference.layout(PangoReference.Request(text: "…", size: 17, width: 150, height: 50))
/// shown.lines   // ["The quick brown ", "fox jumps over t…"]
/// ```
public enum PangoReference {
    public struct Request: Encodable {
        public var text: String
        public var family = "system-ui"
        public var size: Double
        public var weight = 400
        public var width: Double
        /// A `LineBreakMode` raw value.
        public var mode = "byTruncatingTail"
        public var lines = 0
        public var height: Double?
        public var lineHeightMultiple: Double?
        public var lineSpacing: Double?
        var fontsConf = Checker.packageRoot.appendingPathComponent("Sources/FlipbookRender/Resources/fonts.conf").path

        public init(text: String, size: Double, weight: Int = 400, width: Double, mode: String = "byTruncatingTail", lines: Int = 0,
                    height: Double? = nil, lineHeightMultiple: Double? = nil, lineSpacing: Double? = nil) {
            self.text = text; self.size = size; self.weight = weight; self.width = width; self.mode = mode; self.lines = lines
            self.height = height; self.lineHeightMultiple = lineHeightMultiple; self.lineSpacing = lineSpacing
        }
    }

    /// What Pango shows: each line's text ("…" where Pango ellipsized) and baseline (points from the top).
    public struct Shown: Decodable {
        public var lines: [String]
        public var baselines: [Double]
    }

    /// Asks `Checker.require(.pango)` first (a failure on CI, a named skip elsewhere).
    public static func layout(_ request: Request) throws -> Shown {
        try Checker.require(.pango)
        let json = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
        let out = try ProcessRun.checked(URL(fileURLWithPath: Checker.python), ["-c", script, json])
        return try JSONDecoder().decode(Shown.self, from: Data(out.utf8))
    }

    static let script = #"""
    import json, sys, os
    req = json.loads(sys.argv[1])
    os.environ['FONTCONFIG_FILE'] = req['fontsConf']
    import gi, cairo
    gi.require_version('Pango', '1.0'); gi.require_version('PangoCairo', '1.0')
    from gi.repository import Pango, PangoCairo
    context = PangoCairo.FontMap.new().create_context()
    options = cairo.FontOptions()
    options.set_antialias(cairo.ANTIALIAS_GRAY)
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    PangoCairo.context_set_font_options(context, options)
    layout = Pango.Layout.new(context)
    text = req['text']
    layout.set_text(text, -1)
    desc = Pango.FontDescription()
    desc.set_family(req['family'])
    desc.set_absolute_size(req['size'] * Pango.SCALE)
    desc.set_weight(req['weight'])
    layout.set_font_description(desc)
    layout.set_width(int(round(req['width'] * Pango.SCALE)))
    layout.set_wrap(Pango.WrapMode.CHAR if req['mode'] == 'byCharWrapping' else Pango.WrapMode.WORD_CHAR)
    modes = {'byTruncatingTail': Pango.EllipsizeMode.END, 'byTruncatingHead': Pango.EllipsizeMode.START,
             'byTruncatingMiddle': Pango.EllipsizeMode.MIDDLE}
    if req['mode'] in modes:
        layout.set_ellipsize(modes[req['mode']])
        if req['lines'] > 0:
            layout.set_height(-req['lines'])
        elif req.get('height') is not None:
            layout.set_height(int(req['height'] * Pango.SCALE))
    attrs = Pango.AttrList()
    if req.get('lineHeightMultiple'):
        attrs.insert(Pango.attr_line_height_new(req['lineHeightMultiple']))
    layout.set_attributes(attrs)
    if req.get('lineSpacing'):
        layout.set_spacing(int(round(req['lineSpacing'] * Pango.SCALE)))
    raw = text.encode('utf-8')
    lines, baselines = [], []
    it = layout.get_iter()
    while True:
        parts = []
        for run in (it.get_line_readonly().runs or []):
            item = run.item
            # PANGO_ANALYSIS_FLAG_IS_ELLIPSIS (pango-item.h): the run Pango put in place of text.
            parts.append('\u2026' if item.analysis.flags & 2 else raw[item.offset:item.offset + item.length].decode('utf-8'))
        lines.append(''.join(parts))
        baselines.append(it.get_baseline() / Pango.SCALE)
        if not it.next_line():
            break
    print(json.dumps({'lines': lines, 'baselines': baselines}))
    """#
}
