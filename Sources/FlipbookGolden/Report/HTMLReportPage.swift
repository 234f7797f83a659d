import FlipbookSupport

/// The markup of a report's index.html: one self-contained page, styles and the few lines of
/// script inline (no network, nothing external), so the folder opens anywhere, from a CI artifact too.
///
/// Each failing animation gets a section: the command that accepts it; a player showing golden,
/// actual and difference side by side, or golden and actual flipped in place (a CSS-only toggle);
/// a frame strip with the changed frames marked (click one to show it, Play to step through
/// them); and the trace difference as a table. Captions sit above the images. Without script the
/// first changed frame is shown.
enum HTMLReportPage {
    struct Item {
        var scene: ReportScene
        var images: [ReportImages]
        var trace: TraceTable?
        var approve: String?
    }

    static func render(title: String, items: [Item], approveAll: String?) -> String {
        let changedFrames = items.map { $0.scene.frames.filter(\.changed).count }.reduce(0, +)
        let traces = items.filter { $0.trace != nil }.count
        var summary = "\(items.count) failing animation\(items.count == 1 ? "" : "s"): \(changedFrames) changed frame\(changedFrames == 1 ? "" : "s")"
        if traces > 0 { summary += ", \(traces) changed trace\(traces == 1 ? "" : "s")" }
        var html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title.htmlEscaped)</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>
        <h1>\(title.htmlEscaped)</h1>
        <p class="count">\(summary.htmlEscaped)</p>

        """
        if let approveAll, items.count > 1 {   // one animation: its own command below says it
            html += "<p class=\"approve\">Accept every change: <code>\(approveAll.htmlEscaped)</code></p>\n"
        }
        if !items.isEmpty {
            html += "<ol class=\"toc\">\n"
            for (k, item) in items.enumerated() {
                let changed = item.scene.frames.filter(\.changed).map(\.label)
                html += "<li><a href=\"#s\(k + 1)\">\(item.scene.name.htmlEscaped)</a>"
                html += " <span>frame\(changed.count == 1 ? "" : "s") \(changed.joined(separator: ", ").htmlEscaped)\(item.trace != nil ? " · trace" : "")</span></li>\n"
            }
            html += "</ol>\n"
        }
        html += "</header>\n"
        for (k, item) in items.enumerated() { html += section(item, number: k + 1) }
        html += "<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    private static func section(_ item: Item, number n: Int) -> String {
        let scene = item.scene
        var html = "<section class=\"scene\" id=\"s\(n)\">\n<h2>\(scene.name.htmlEscaped)</h2>\n"
        if !scene.messages.isEmpty {
            html += "<ul class=\"messages\">\n" + scene.messages.map { "<li>\($0.htmlEscaped)</li>\n" }.joined() + "</ul>\n"
        }
        if let approve = item.approve {
            html += "<p class=\"approve\">Accept this change: <code>\(approve.htmlEscaped)</code></p>\n"
        }
        if !scene.frames.isEmpty { html += player(item, number: n) }
        if let table = item.trace { html += traceTable(table) }
        return html + "</section>\n"
    }

    /// The toggle, both players and the strip. The frames' image paths are also given to the
    /// script as JSON, so the strip and Play can swap them.
    private static func player(_ item: Item, number n: Int) -> String {
        let frames = item.scene.frames
        let first = frames.firstIndex(where: \.changed) ?? 0
        let shown = item.images[first]
        var html = """
        <div class="player" data-frames="\(framesJSON(item).htmlEscaped)" data-current="\(first)">
        <div class="controls">
        <input type="radio" class="t-side" name="mode\(n)" id="m\(n)-side" checked><label for="m\(n)-side">Side by side</label>
        <input type="radio" class="t-flip" name="mode\(n)" id="m\(n)-flip"><label for="m\(n)-flip">Flip in place</label>
        <button type="button" class="play" aria-pressed="false">Play</button>
        <span class="frame-name">frame <b class="current">\(frames[first].label.htmlEscaped)</b>\
        <span class="state">\(frames[first].changed ? " · changed" : " · unchanged")</span></span>
        <div class="view p-side">
        \(figure(shown.golden, role: "golden", caption: "golden"))\
        \(figure(shown.actual, role: "actual", caption: "actual"))\
        \(figure(shown.diff, role: "diff", caption: "difference"))\
        </div>
        <div class="view p-flip">
        <figure class="flip"><figcaption><span class="show-golden">golden</span><span class="show-actual">actual</span></figcaption>
        <div class="stack">\(image(shown.golden, role: "golden"))\(image(shown.actual, role: "actual", extra: "top"))</div></figure>
        </div>
        </div>

        """
        if item.images.contains(where: { $0.sideBySide.relativePath != nil }) {
            let strip = shown.sideBySide.relativePath ?? ""
            html += "<p class=\"hint strip-link\"\(strip.isEmpty ? " style=\"visibility:hidden\"" : "")>Side-by-side PNG of this frame: "
                + "<a class=\"strip-png\" href=\"\(strip.htmlEscaped)\">\(strip.htmlEscaped)</a></p>\n"
        }
        html += "<ol class=\"strip\">\n"
        for (k, frame) in frames.enumerated() {
            let thumb = item.images[k].actual.relativePath ?? item.images[k].golden.relativePath
            html += "<li class=\"\(frame.changed ? "changed" : "same")\(k == first ? " selected" : "")\">"
            html += "<button type=\"button\" data-index=\"\(k)\" title=\"\(frame.message.htmlEscaped)\">"
            html += thumb.map { "<img src=\"\($0.htmlEscaped)\" alt=\"frame \(frame.label.htmlEscaped)\">" } ?? "<span class=\"absent\">no image</span>"
            html += "<span class=\"label\">\(frame.label.htmlEscaped)\(frame.changed ? " · changed" : "")</span></button></li>\n"
        }
        html += "</ol>\n</div>\n"
        return html
    }

    private static func figure(_ slot: ReportImages.Slot, role: String, caption: String) -> String {
        "<figure class=\"\(role)\"><figcaption>\(caption.htmlEscaped)</figcaption>\(image(slot, role: role))</figure>\n"
    }

    private static func image(_ slot: ReportImages.Slot, role: String, extra: String = "") -> String {
        let classes = (["img-\(role)"] + (extra.isEmpty ? [] : [extra])).joined(separator: " ")
        switch slot {
        case .copied(let path, _):
            return "<img class=\"\(classes)\" src=\"\(path.htmlEscaped)\" alt=\"\(role)\">"
        case .absent(let reason):
            // An img all the same, so the script can fill it when another frame is shown.
            return "<img class=\"\(classes)\" alt=\"\(role)\" style=\"visibility:hidden\"><p class=\"hint absent-reason\">\(reason.htmlEscaped)</p>"
        }
    }

    /// [{"label", "changed", "message", "golden", "actual", "diff", "sideBySide"}] for the script; absent images are "".
    private static func framesJSON(_ item: Item) -> String {
        let string = JSONText.quoted
        let entries = zip(item.scene.frames, item.images).map { frame, images in
            "{\"label\":\(string(frame.label)),\"changed\":\(frame.changed),\"message\":\(string(frame.message)),"
                + "\"golden\":\(string(images.golden.relativePath ?? "")),\"actual\":\(string(images.actual.relativePath ?? "")),"
                + "\"diff\":\(string(images.diff.relativePath ?? "")),\"sideBySide\":\(string(images.sideBySide.relativePath ?? ""))}"
        }
        return "[" + entries.joined(separator: ",") + "]"
    }

    private static func traceTable(_ table: TraceTable) -> String {
        var html = "<h3>Trace</h3>\n<table class=\"trace\">\n<thead><tr><th>step</th><th>view</th><th>property</th><th>golden</th><th>actual</th></tr></thead>\n<tbody>\n"
        for row in table.rows {
            html += "<tr><td>\(row.step.htmlEscaped)</td><td>\(row.view.htmlEscaped)</td><td>\(row.property.htmlEscaped)</td>"
            html += "<td class=\"golden\">\(row.golden.htmlEscaped)</td><td class=\"actual\">\(row.actual.htmlEscaped)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        if table.omitted > 0 { html += "<p class=\"hint\">… and \(table.omitted) more differences</p>\n" }
        if table.rows.isEmpty { html += "<p class=\"hint\">The traces differ only in whitespace or line endings.</p>\n" }
        return html
    }

    static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;padding:16px 24px;background:#f4f4f6;color:#1d1d1f}
    h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 4px}h3{font-size:14px;margin:12px 0 4px}
    .count{margin:0 0 8px;color:#b3261e;font-weight:600}.toc{margin:0 0 16px;padding-left:20px}.toc span{color:#6e6e73}
    code{font-family:ui-monospace,monospace;font-size:12px;background:#e8e8ed;padding:2px 6px;border-radius:4px;user-select:all}
    .approve{margin:4px 0 8px}
    .scene{background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 16px;box-shadow:0 1px 2px #0002}
    .messages{margin:0 0 8px;padding-left:18px;font-family:ui-monospace,monospace;font-size:13px}
    .controls>input{position:absolute;opacity:0;pointer-events:none}
    .controls>label,.play{display:inline-block;padding:4px 10px;margin:0 4px 8px 0;border-radius:6px;background:#e8e8ed;cursor:pointer;border:0;font:inherit}
    .controls>input:checked+label,.play[aria-pressed=true]{background:#1d1d1f;color:#fff}
    .frame-name{color:#6e6e73;margin-left:8px}
    .view{display:none}
    .t-side:checked~.p-side{display:flex}.t-flip:checked~.p-flip{display:block}
    .p-side{gap:12px;align-items:flex-start}
    figure{margin:0;flex:1 1 0;min-width:0}
    figcaption{color:#1d1d1f;font-weight:600;font-size:13px;margin:0 0 4px}
    figure img{display:block;max-width:100%;max-height:70vh;border:1px solid #d2d2d7}
    .absent{display:flex;align-items:center;justify-content:center;min-height:120px;border:1px dashed #c7c7cc;color:#6e6e73;padding:8px}
    .stack{position:relative;display:inline-block;max-width:100%}
    .stack img.top{position:absolute;left:0;top:0;width:100%;height:100%}
    @keyframes blink{0%,49.9%{opacity:0}50%,100%{opacity:1}}
    @keyframes blink-inverse{0%,49.9%{opacity:1}50%,100%{opacity:0}}
    .stack img.top,.show-actual{animation:blink 1.2s infinite}
    .show-golden{animation:blink-inverse 1.2s infinite;margin-right:6px}
    .strip{display:flex;gap:6px;list-style:none;padding:0;margin:8px 0 0;overflow-x:auto}
    .strip button{display:block;padding:2px;border:3px solid transparent;border-radius:6px;background:none;cursor:pointer;font:inherit}
    .strip img{display:block;height:96px;width:auto;border:1px solid #d2d2d7}
    .strip .changed button{border-color:#ff3b30}.strip .selected button{outline:2px solid #1d1d1f}
    .strip .label{display:block;font-size:11px;color:#6e6e73;text-align:center}.strip .changed .label{color:#b3261e;font-weight:600}
    table.trace{border-collapse:collapse;font-family:ui-monospace,monospace;font-size:12px}
    .trace th,.trace td{border:1px solid #d2d2d7;padding:3px 8px;text-align:left;vertical-align:top}
    .trace th{background:#e8e8ed}.trace td.golden{background:#fdecea}.trace td.actual{background:#e6f4ea}
    .hint{color:#6e6e73;font-size:12px;margin:4px 0 0}
    """

    /// Shows a frame when its strip button is clicked, and steps through the frames while Play is on.
    static let script = """
    document.querySelectorAll('.player').forEach(function (player) {
      var frames = JSON.parse(player.dataset.frames), timer = null;
      function set(img, src) { if (img) { if (src) { img.src = src; img.style.visibility = ''; } else { img.style.visibility = 'hidden'; } } }
      function show(k) {
        var f = frames[k];
        player.dataset.current = k;
        player.querySelectorAll('.img-golden').forEach(function (i) { set(i, f.golden); });
        player.querySelectorAll('.img-actual').forEach(function (i) { set(i, f.actual); });
        player.querySelectorAll('.img-diff').forEach(function (i) { set(i, f.diff); });
        var link = player.querySelector('.strip-png');
        if (link) { link.href = f.sideBySide; link.textContent = f.sideBySide; link.parentElement.style.visibility = f.sideBySide ? '' : 'hidden'; }
        player.querySelector('.current').textContent = f.label;
        player.querySelector('.state').textContent = f.changed ? ' · changed' : ' · unchanged';
        player.querySelectorAll('.strip li').forEach(function (li, j) { li.classList.toggle('selected', j === k); });
      }
      player.querySelectorAll('.strip button').forEach(function (b) {
        b.addEventListener('click', function () { show(Number(b.dataset.index)); });
      });
      var play = player.querySelector('.play');
      play.addEventListener('click', function () {
        if (timer) { clearInterval(timer); timer = null; play.setAttribute('aria-pressed', 'false'); return; }
        play.setAttribute('aria-pressed', 'true');
        timer = setInterval(function () { show((Number(player.dataset.current) + 1) % frames.length); }, 500);
      });
      player.dataset.ready = 'true';   // the frames parsed and every control is wired
    });
    """
}
