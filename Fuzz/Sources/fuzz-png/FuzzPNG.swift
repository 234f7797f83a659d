import Foundation
import FlipbookRender

/// The PNG decoder on arbitrary bytes (`decode(bytes:)`, the path embedded assets take): it
/// throws or returns an image within the pixel limit whose pixel count matches its size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? PNGImageDecoder.decode(bytes: bytes, name: "fuzz.png") else { return 0 }
    precondition(image.width > 0 && image.height > 0, "an empty image decoded")
    precondition(image.width * image.height <= PNGImageDecoder.maximumPixels, "decoded past the limit")
    precondition(image.pixels.count == image.width * image.height)
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
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzPNG))
        #else
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            _ = bytes.withUnsafeBufferPointer { fuzzPNG($0.baseAddress, $0.count) }
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
