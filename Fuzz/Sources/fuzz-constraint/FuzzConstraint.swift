import Foundation
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

/// The entry point. Built for fuzzing (-DFLIPBOOK_LIBFUZZER, Fuzz/build.sh) it hands the command
/// line to libFuzzer's driver; built plainly it runs the input files given as arguments, to
/// replay a crasher under a debugger. (SwiftPM links an executable's `main` to this module's
/// entry point, so libFuzzer's own `main` cannot be used.)
@main enum Entry {
    static func main() {
        #if FLIPBOOK_LIBFUZZER
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzConstraint))
        #else
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            _ = bytes.withUnsafeBufferPointer { fuzzConstraint($0.baseAddress, $0.count) }
        }
        #endif
    }
}

#if FLIPBOOK_LIBFUZZER
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32
#endif
