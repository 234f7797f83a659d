import FlipbookRender
import FlipbookSupport

/// The markup of a flipbook page: one file, styles, data and script inline, nothing fetched.
///
/// The frames travel as JSON in a `<script type="application/json">` element (strips as data
/// URIs, each frame's runs and caption); every string in it is escaped for a script element,
/// every string in the markup for HTML. `HTMLFlipbookScript` plays it.
///
/// ```swift
/// let page = HTMLFlipbookPage(title: "blog-header", fps: 30, canvas: canvas, strips: uris, frames: entries)
/// try AtomicFile.write(Array(page.markup().utf8), to: url)
/// ```
struct HTMLFlipbookPage {
    /// The frames' size: pixels for the canvas, points for its size on screen (a 2× frame shows
    /// at its points on a 1× display and pixel for pixel on a 2× one).
    struct Canvas {
        var pixelWidth: Int
        var pixelHeight: Int
        var pointWidth: Double
        var pointHeight: Double
    }

    /// One frame: its caption and how to draw it from the strips.
    struct Entry {
        var caption: String
        var runs: [RowRun]
    }

    var title: String
    var fps: Double
    var canvas: Canvas
    var strips: [String]
    var frames: [Entry]

    func markup() -> String {
        let last = frames.count - 1
        let cssHeight = formatPoints(canvas.pointHeight)
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escaped(title))</title>
        <style>\(Self.style)</style>
        </head>
        <body data-frame="0">
        <main>
        <h1>\(HTMLText.escaped(title))</h1>
        <figure>
        <canvas id="screen" width="\(canvas.pixelWidth)" height="\(canvas.pixelHeight)" style="height:min(\(cssHeight)px,calc(100vh - 150px))" role="img" aria-label="frame"></canvas>
        <figcaption id="caption">\(HTMLText.escaped(frames.first?.caption ?? ""))</figcaption>
        </figure>
        <div class="controls">
        <button id="play" type="button" aria-pressed="false">Play</button>
        <input id="scrubber" type="range" min="0" max="\(last)" step="1" value="0" aria-label="frame">
        <output id="counter">1 / \(frames.count)</output>
        <label>Speed <select id="speed">\(Self.speedOptions)</select></label>
        </div>
        <p class="hint">← → one frame · space play/pause · Home, End · link to a frame with #frame=N</p>
        </main>
        <script type="application/json" id="flipbook-data">\(dataJSON())</script>
        <script>\(HTMLFlipbookScript.source)</script>
        </body>
        </html>

        """
    }

    /// `{"fps":…,"width":…,"height":…,"strips":[…],"frames":[{"caption":…,"runs":[…]}…]}`;
    /// a run is three numbers: strip, first row, height (negative: the one row repeated).
    private func dataJSON() -> String {
        var json = "{\"fps\":\(fps),\"width\":\(canvas.pixelWidth),\"height\":\(canvas.pixelHeight),\"strips\":["
        json += strips.map(HTMLText.scriptJSONString).joined(separator: ",")
        json += "],\"frames\":[\n"
        json += frames.map { entry in
            let runs = entry.runs.map { "\($0.strip),\($0.row),\($0.repeats ? -$0.height : $0.height)" }.joined(separator: ",")
            return "{\"caption\":\(HTMLText.scriptJSONString(entry.caption)),\"runs\":[\(runs)]}"
        }.joined(separator: ",\n")
        return json + "]}"
    }

    private static let speedOptions = [("0.25", "¼×"), ("0.5", "½×"), ("1", "1×"), ("2", "2×"), ("4", "4×")]
        .map { "<option value=\"\($0.0)\"\($0.0 == "1" ? " selected" : "")>\($0.1)</option>" }.joined()

    static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1d1d1f}
    main{padding:12px 20px}h1{font-size:16px;margin:0 0 8px}
    figure{margin:0}canvas{display:block;width:auto;max-width:100%;background:#fff;box-shadow:0 1px 3px #0003}
    figcaption{font-family:ui-monospace,monospace;font-size:13px;margin:6px 0;min-height:1.4em}
    .controls{display:flex;align-items:center;gap:10px;flex-wrap:wrap}
    #scrubber{flex:0 1 360px}#counter{font-variant-numeric:tabular-nums;min-width:5em}
    button{min-width:5em}.hint{color:#6e6e73;font-size:12px;margin:6px 0 0}
    """
}
