import Foundation
import FlipbookRender

/// The font and symbol fixtures (Tests/Fixtures, made by scripts/make-test-fixtures.py) and
/// Pillow's FreeType as the independent measure of a font file.
///
/// ```swift
/// try TestFonts.registerTestSans()
/// let m = try TestFonts.pillow(file: TestFonts.testSansBold, text: "Ada")   // font units at 1000 px
/// ```
public enum TestFonts {
    public static let fixtures = Checker.packageRoot.appendingPathComponent("Tests/Fixtures")
    public static let testSansRegular = fixtures.appendingPathComponent("fonts/FlipbookTestSans-Regular.ttf")
    public static let testSansBold = fixtures.appendingPathComponent("fonts/FlipbookTestSans-Bold.ttf")
    public static let symbols = fixtures.appendingPathComponent("symbols")
    public static let family = "Flipbook Test Sans"

    /// Registers both faces. Registration is for the process and idempotent: every test that uses
    /// the family calls this itself, so none depends on another having run first.
    public static func registerTestSans() throws {
        try FontRegistry.register(contentsOf: testSansRegular)
        try FontRegistry.register(contentsOf: testSansBold)
    }

    /// What Pillow's FreeType reads from a font file at 1000 pixels per em (so the numbers are in
    /// thousandths of an em, with FreeType's rounding to whole pixels far below a test's tolerance):
    /// the advance width of `text`, the ascent and descent, and the ink box of `text` drawn by
    /// FreeType, relative to the baseline's left end (top negative).
    public struct PillowMetrics: Decodable, Sendable {
        public let length: Double
        public let ascent: Double
        public let descent: Double
        public let inkLeft: Double, inkTop: Double, inkRight: Double, inkBottom: Double
        /// Each character's own advance and ink box (left, right), in order.
        public let advances: [Double]
        public let inkLefts: [Double], inkRights: [Double]

        /// The width Flipbook lays `text` out at: each glyph's advance rounded to a whole point
        /// (Pango rounds glyph positions, `pango_context_set_round_glyph_positions`, on by default,
        /// and Flipbook lays text out in points at every scale, so 1x, 2x and 3x frames agree).
        /// The fixture has no kerning.
        public func laidOutWidth(points: Double) -> Double {
            advances.map { Self.at(points, $0).rounded() }.reduce(0, +)
        }

        /// The drawn ink's width in device pixels at `points` on a canvas of `pixelsPerPoint`:
        /// from the first glyph's ink left to the last one's ink right, glyphs at rounded positions.
        public func inkWidth(points: Double, pixelsPerPoint: Double) -> Double {
            let pen = advances.dropLast().map { Self.at(points, $0).rounded() }.reduce(0, +)
            return (pen + Self.at(points, inkRights.last ?? 0) - Self.at(points, inkLefts.first ?? 0)) * pixelsPerPoint
        }

        /// `value` (at 1000 px) at `points`.
        public static func at(_ points: Double, _ value: Double) -> Double { value * points / 1000 }
    }

    public static func pillow(file: URL, text: String) throws -> PillowMetrics {
        // Ink is measured by drawing with FreeType (Pillow's getbbox is the advance box).
        let script = """
        import json, sys
        from PIL import ImageFont, Image, ImageDraw
        f = ImageFont.truetype(sys.argv[1], 1000)
        a, d = f.getmetrics()
        def ink(text):
            w = int(f.getlength(text)) + 2000
            img = Image.new("L", (w, 3000))
            ImageDraw.Draw(img).text((1000, 2000), text, font=f, fill=255, anchor="ls")
            b = img.getbbox() or (1000, 2000, 1000, 2000)
            return (b[0] - 1000, b[1] - 2000, b[2] - 1000, b[3] - 2000)
        l, t, r, b = ink(sys.argv[2])
        boxes = [ink(c) for c in sys.argv[2]]
        print(json.dumps({"length": f.getlength(sys.argv[2]), "ascent": a, "descent": d,
                          "inkLeft": l, "inkTop": t, "inkRight": r, "inkBottom": b,
                          "advances": [f.getlength(c) for c in sys.argv[2]],
                          "inkLefts": [x[0] for x in boxes], "inkRights": [x[2] for x in boxes]}))
        """
        let out = try ProcessRun.checked(URL(fileURLWithPath: Checker.python), ["-c", script, file.path, text])
        return try JSONDecoder().decode(PillowMetrics.self, from: Data(out.utf8))
    }
}
