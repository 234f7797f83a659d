/// The markup of a report's index.html: one self-contained page, styles and the few lines of
/// script inline (no network, nothing external), so the folder opens anywhere, from a CI artifact too.
///
/// Each failing frame gets four views, switched with CSS-only tabs (radio buttons):
/// golden · actual · diff, the side-by-side strip, a slider (the actual revealed over the golden
/// up to the handle) and blink (the two alternate in place), as in Playwright's report.
enum HTMLReportPage {
    static func render(title: String, entries: [(entry: ReportEntry, images: ReportImages)]) -> String {
        let count = entries.count
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
        <p class="count">\(count) failing frame\(count == 1 ? "" : "s")</p>

        """
        if count > 0 {
            html += "<ol class=\"toc\">\n"
            for (k, item) in entries.enumerated() {
                html += "<li><a href=\"#f\(k + 1)\">\(item.entry.scene.htmlEscaped) / \(item.entry.frame.htmlEscaped)</a>"
                html += " <span>\(item.entry.message.htmlEscaped)</span></li>\n"
            }
            html += "</ol>\n"
        }
        html += "</header>\n"
        for (k, item) in entries.enumerated() { html += section(item.entry, item.images, number: k + 1) }
        html += "<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    private static func section(_ entry: ReportEntry, _ images: ReportImages, number n: Int) -> String {
        let tabs = [("diff", "Golden · Actual · Diff"), ("side", "Side by side"), ("slider", "Slider"), ("blink", "Blink")]
        var html = """
        <section class="entry" id="f\(n)">
        <h2>\(entry.scene.htmlEscaped) <span class="frame">\(entry.frame.htmlEscaped)</span></h2>
        <p class="message">\(entry.message.htmlEscaped)</p>
        <div class="tabs">

        """
        for (k, tab) in tabs.enumerated() {
            html += "<input type=\"radio\" class=\"t-\(tab.0)\" name=\"view\(n)\" id=\"v\(n)-\(tab.0)\"\(k == 0 ? " checked" : "")>"
            html += "<label for=\"v\(n)-\(tab.0)\">\(tab.1)</label>\n"
        }
        html += "<div class=\"panel p-diff\">\n"
        html += figure(images.golden, caption: "Golden")
        html += figure(images.actual, caption: "Actual")
        html += figure(images.diff, caption: "Diff")
        html += "</div>\n<div class=\"panel p-side\">\n"
        html += figure(images.sideBySide, caption: "Golden | Actual | Diff", wide: true)
        html += "</div>\n"
        if let golden = images.golden.relativePath, let actual = images.actual.relativePath {
            html += """
            <div class="panel p-slider">
            <div class="compare slider"><img src="\(golden.htmlEscaped)" alt="golden"><img class="top" src="\(actual.htmlEscaped)" alt="actual"></div>
            <input type="range" min="0" max="100" value="50" aria-label="reveal the actual frame">
            <p class="hint">Left of the handle: actual · right: golden</p>
            </div>
            <div class="panel p-blink">
            <div class="compare blink"><img src="\(golden.htmlEscaped)" alt="golden"><img class="top" src="\(actual.htmlEscaped)" alt="actual"></div>
            <p class="hint"><span class="show-golden">golden</span><span class="show-actual">actual</span></p>
            </div>

            """
        } else {
            let why = "<p class=\"absent\">Slider and blink need both a golden and an actual image.</p>\n"
            html += "<div class=\"panel p-slider\">\(why)</div>\n<div class=\"panel p-blink\">\(why)</div>\n"
        }
        html += "</div>\n</section>\n"
        return html
    }

    private static func figure(_ slot: ReportImages.Slot, caption: String, wide: Bool = false) -> String {
        switch slot {
        case .copied(let path):
            let src = path.htmlEscaped
            return "<figure\(wide ? " class=\"wide\"" : "")><a href=\"\(src)\"><img src=\"\(src)\" alt=\"\(caption.htmlEscaped)\"></a>"
                + "<figcaption>\(caption.htmlEscaped)</figcaption></figure>\n"
        case .absent(let reason):
            return "<figure class=\"missing\"><div class=\"absent\">\(reason.htmlEscaped)</div>"
                + "<figcaption>\(caption.htmlEscaped)</figcaption></figure>\n"
        }
    }

    static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;padding:16px 24px;background:#f4f4f6;color:#1d1d1f}
    h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 4px}.frame{color:#6e6e73;font-weight:normal}
    .count{margin:0 0 8px;color:#b3261e;font-weight:600}.toc{margin:0 0 16px;padding-left:20px}.toc span{color:#6e6e73}
    .entry{background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 16px;box-shadow:0 1px 2px #0002}
    .message{margin:0 0 8px;font-family:ui-monospace,monospace;font-size:13px}
    .tabs>input{position:absolute;opacity:0;pointer-events:none}
    .tabs>label{display:inline-block;padding:4px 10px;margin:0 4px 8px 0;border-radius:6px;background:#e8e8ed;cursor:pointer}
    .tabs>input:checked+label{background:#1d1d1f;color:#fff}
    .panel{display:none}
    .t-diff:checked~.p-diff{display:flex}.t-side:checked~.p-side,.t-slider:checked~.p-slider,.t-blink:checked~.p-blink{display:block}
    .p-diff{gap:12px;align-items:flex-start}
    figure{margin:0;flex:1 1 0;min-width:0}figure.wide{max-width:100%}
    figure img{display:block;max-width:100%;max-height:80vh;border:1px solid #d2d2d7}
    figcaption{color:#6e6e73;font-size:12px;margin-top:2px}
    .absent{display:flex;align-items:center;justify-content:center;min-height:120px;border:1px dashed #c7c7cc;color:#6e6e73;padding:8px}
    .compare{position:relative;display:inline-block;max-width:100%;--pos:50%}
    .compare img{display:block;max-width:100%;max-height:80vh}
    .compare img.top{position:absolute;left:0;top:0;width:100%;height:100%}
    .slider img.top{clip-path:inset(0 calc(100% - var(--pos)) 0 0)}
    .slider::after{content:"";position:absolute;top:0;bottom:0;left:var(--pos);width:2px;background:#ff2d55}
    .p-slider input[type=range]{display:block;width:min(100%,480px);margin-top:6px}
    @keyframes blink{0%,49.9%{opacity:0}50%,100%{opacity:1}}
    .blink img.top,.show-actual{animation:blink 1.2s infinite}
    @keyframes blink-inverse{0%,49.9%{opacity:1}50%,100%{opacity:0}}
    .show-golden{animation:blink-inverse 1.2s infinite;margin-right:6px}
    .hint{color:#6e6e73;font-size:12px;margin:4px 0 0}
    """

    /// Moves each slider's reveal line with its range input (the only script on the page).
    static let script = """
    document.querySelectorAll('.p-slider input[type=range]').forEach(function (range) {
      var box = range.parentElement.querySelector('.compare');
      range.addEventListener('input', function () { box.style.setProperty('--pos', range.value + '%'); });
    });
    """
}
