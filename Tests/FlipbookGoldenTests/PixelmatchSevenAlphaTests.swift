import Foundation
import XCTest
import FlipbookTestSupport
@testable import FlipbookGolden

/// Transparency as pixelmatch 7 measures it (issue 33), against the reference on the same files.
///
/// pixelmatch 7.0.0 blends a pixel that is not opaque over a background that depends on its
/// place, each channel 48 or 207 (`colorDelta` in pixelmatch v7.2.0's index.js:
/// `rb = 48 + 159 * (k % 2)`, `gb = 48 + 159 * ((k / 1.618033988749895 | 0) % 2)`,
/// `bb = 48 + 159 * ((k / 2.618033988749895 | 0) % 2)`, k the pixel's byte offset), so opaque
/// white over fully transparent is a difference; its test `8a`/`5b` counts 32,896 such pixels.
/// Those fixture PNGs are not on this machine, so the pairs here are made alike: a white disc on
/// transparent against the same disc on opaque white, white against transparent, and alpha ramps.
///
/// The reference is the Python port in the test venv (`Checker.pixelmatch`), which still blends
/// over white. Blending over pixelmatch 7's background first, into floats, and handing the port
/// opaque pixels gives pixelmatch 7's own channel differences (`(c1·a1 − c2·a2 − bg·Δa) / 255`
/// is the difference of the two blends); with anti-aliasing counted (`includeAA`) the port then
/// applies pixelmatch's YIQ distance and threshold unchanged. The images are written by Pillow,
/// so Flipbook reads them as it reads any PNG.
final class PixelmatchSevenAlphaTests: XCTestCase {
    private static let script = """
        import sys
        from PIL import Image
        from pixelmatch.core import pixelmatch
        folder, size = sys.argv[1], 48
        def disc(background):
            image = Image.new("RGBA", (size, size), background)
            for y in range(size):
                for x in range(size):
                    if (x - 23.5) ** 2 + (y - 23.5) ** 2 <= 18 ** 2:
                        image.putpixel((x, y), (255, 255, 255, 255))
            return image
        def ramp(shift):
            image = Image.new("RGBA", (size, size))
            for y in range(size):
                for x in range(size):
                    image.putpixel((x, y), (x * 5, y * 5, 128, min(255, (x + y) * 255 // 94 + shift)))
            return image
        images = {
            "white": Image.new("RGBA", (size, size), (255, 255, 255, 255)),
            "clear": Image.new("RGBA", (size, size), (0, 0, 0, 0)),
            "disc-on-clear": disc((0, 0, 0, 0)),
            "disc-on-white": disc((255, 255, 255, 255)),
            "ramp": ramp(0),
            "ramp-shifted": ramp(40),
        }
        for name, image in images.items():
            image.save(f"{folder}/{name}.png")
        def background(k):
            return (48 + 159 * (k % 2), 48 + 159 * (int(k / 1.618033988749895) % 2), 48 + 159 * (int(k / 2.618033988749895) % 2))
        def blended(image):
            out = []
            for index, (r, g, b, a) in enumerate(image.getdata()):
                bg = background(4 * index)
                out += [(c * a + base * (255 - a)) / 255 for c, base in zip((r, g, b), bg)] + [255]
            return out
        for pair in sys.argv[2:]:
            a, b, threshold = pair.split(":")
            print(pixelmatch(blended(images[a]), blended(images[b]), size, size, threshold=float(threshold), includeAA=True))
        """

    func testTransparencyCountsAsPixelmatchSevenCountsIt() throws {
        try Checker.require(.pixelmatch)
        let folder = try makeTemporaryFolder(self)
        let pairs = [("disc-on-clear", "disc-on-white"), ("white", "clear"), ("ramp", "ramp-shifted"), ("ramp", "white"), ("ramp", "clear")]
        let thresholds = [0.05, 0.1, 0.3, 0.5]
        let jobs = pairs.flatMap { pair in thresholds.map { "\(pair.0):\(pair.1):\($0)" } }
        let (status, output) = try runProcess(Checker.pixelmatchPython, ["-c", Self.script, folder.path] + jobs)
        XCTAssertEqual(status, 0, output)
        let reference = output.split(separator: "\n").compactMap { Int($0) }
        XCTAssertEqual(reference.count, jobs.count, output)
        guard reference.count == jobs.count else { return }

        for (k, job) in jobs.enumerated() {
            let (a, b) = pairs[k / thresholds.count], threshold = thresholds[k % thresholds.count]
            let ours = ImageComparator.compare(expected: try readPNG(folder.appendingPathComponent("\(a).png")),
                                               actual: try readPNG(folder.appendingPathComponent("\(b).png")),
                                               options: .init(threshold: threshold, includeAntiAliasing: true))
            // Cairo holds pixels premultiplied, so a faint pixel's colour comes back rounded:
            // within 1 % of the reference, as the opaque pairs of PixelmatchReferenceTests.
            XCTAssertLessThanOrEqual(abs(ours.differingPixels - reference[k]), reference[k] / 100,
                                     "\(job): ours \(ours.differingPixels), pixelmatch 7's rule \(reference[k])")
        }
        // What the rule is for: every pixel of white against transparent differs at the default
        // threshold (over white, none would), and the disc's transparent surround is all change.
        let size = 48 * 48
        XCTAssertEqual(reference[jobs.firstIndex(of: "white:clear:0.1")!], size)
        let discPixels = reference[jobs.firstIndex(of: "disc-on-clear:disc-on-white:0.1")!]
        XCTAssertGreaterThan(discPixels, size / 2)
        XCTAssertLessThan(discPixels, size)
        // At 0.5 white passes over the background cells whose green and blue are light (207;
        // red is always 48, k being a multiple of 4) but not over the dark ones: the count depends
        // on each pixel's place, which a blend over one colour could not show.
        let half = reference[jobs.firstIndex(of: "white:clear:0.5")!]
        XCTAssertGreaterThan(half, 0)
        XCTAssertLessThan(half, size)
    }
}
