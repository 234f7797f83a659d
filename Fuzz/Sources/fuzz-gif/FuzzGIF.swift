import Foundation
import FlipbookEncode

/// The GIF decoder on arbitrary bytes: it throws or returns frames that all have the screen's
/// size and one delay each; it never traps and never allocates past its documented limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let gif = try? GIFDecoder.decode(bytes: bytes, name: "fuzz.gif") else { return 0 }
    precondition(gif.frames.count == gif.delaysCentiseconds.count, "one delay per frame")
    precondition(gif.width * gif.height * gif.frames.count <= GIFDecoder.maximumDecodedPixels, "decoded past the limit")
    for frame in gif.frames {
        precondition(frame.width == gif.width && frame.height == gif.height && frame.pixels.count == gif.width * gif.height)
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
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzGIF))
        #else
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            _ = bytes.withUnsafeBufferPointer { fuzzGIF($0.baseAddress, $0.count) }
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
