import Foundation
import FuzzDriver
@testable import FlipbookSceneFile

/// Value expressions: parse, print canonically, parse the printed form back (it must be the same
/// computation) and evaluate with every name bound to a value taken from the input's length, so
/// extreme and non-finite values reach every operator.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let expression = try? ValueExpression.parse(text) else { return 0 }
    let printed = expression.description
    // A canonical text near the length cap may itself be over the cap; anything else must round-trip.
    if let again = try? ValueExpression.parse(printed), again.description != printed {
        fatalError("canonical text does not round-trip: \(printed) -> \(again.description)")
    }
    let values: [Double] = [0, -0.0, 1, -1, 1e300, -1e19, 3e9, 9.2e18, .nan, .infinity, 1e-320]
    for (k, value) in values.enumerated() {
        _ = try? expression.evaluate { name in name.count % 2 == 0 ? value : values[(k + name.count) % values.count] }
    }
    return 0
}

@main enum Entry {
    static func main() { FuzzDriver.run(fuzzExpression) }
}
