// Times ImageComparator on two PNGs, for Benchmarks/diff/run.sh.
//
//   diff-bench A.png B.png [--runs N] [--threshold T] [--single] [--diff-image]
//
// Prints one JSON line: {"pixels":…, "antialiased":…, "median_ms":…, "min_ms":…, "runs":…}.
// The time covers the comparison only (PNGs are decoded once, before timing); --single does one
// decode-and-compare pass and prints just the count, so timing the whole process measures what a
// `flipbook diff` would cost. --diff-image also paints the diff image (as `flipbook diff -o` does).
import Foundation
import FlipbookGolden
import FlipbookRender

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("diff-bench: \(message)\n".utf8))
    exit(2)
}

var paths: [String] = []
var runs = 15, threshold = 0.1, single = false, diffImage = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = arguments.popFirst().flatMap(Int.init) ?? 0
    case "--threshold": threshold = arguments.popFirst().flatMap(Double.init) ?? -1
    case "--single": single = true
    case "--diff-image": diffImage = true
    default: paths.append(argument)
    }
}
guard paths.count == 2, runs > 0, (0...1).contains(threshold) else {
    fail("usage: diff-bench A.png B.png [--runs N] [--threshold T] [--single] [--diff-image]")
}

func load(_ path: String) -> RasterFrame {
    do {
        let image = try PNGImageDecoder.decode(path: path)
        return RasterFrame(image)
    } catch {
        fail("\(error)")
    }
}

let a = load(paths[0]), b = load(paths[1])
let options = ComparisonOptions(threshold: threshold)
if single {
    print(ImageComparator.compare(expected: a, actual: b, options: options, makeDiffImage: diffImage).differingPixels)
    exit(0)
}

var times: [Double] = []
var result = ImageComparator.compare(expected: a, actual: b, options: options, makeDiffImage: diffImage)   // warm-up
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    result = ImageComparator.compare(expected: a, actual: b, options: options, makeDiffImage: diffImage)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
times.sort()
let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
print("{\"pixels\": \(result.differingPixels), \"antialiased\": \(result.antiAliasedPixels), "
      + "\"median_ms\": \(median), \"min_ms\": \(times[0]), \"runs\": \(runs)}")
