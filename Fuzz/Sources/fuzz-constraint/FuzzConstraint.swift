import Foundation
import FuzzDriver
@testable import FlipbookSceneFile

/// Constraint strings (`a.top == b.bottom * 2 + 8 @750`) and Visual Format Language. The first
/// byte picks the language and the VFL options (metrics, edge spacing); the rest is the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraint(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let mode = data[0]
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    if mode & 1 == 0 {
        _ = try? ConstraintSpec.parse(text)
    } else {
        let metrics: [String: Double] = ["pad": 8, "huge": 1e300, "neg": -1e19, "big": 9.2e18,
                                         "nan": .nan, "inf": .infinity, "tiny": 1e-320]
        let spacing: VisualFormatEdgeSpacing = mode & 2 == 0 ? .points(ConstraintSpec.standardSuperviewSpacing) : .layoutMargins
        _ = try? ConstraintSpec.parseVisualFormat(text, metrics: mode & 4 == 0 ? metrics : [:], superviewSpacing: spacing)
    }
    return 0
}

@main enum Entry {
    static func main() { FuzzDriver.run(fuzzConstraint) }
}
