import Foundation

/// A fuzz target's one-input function, as libFuzzer calls it.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

/// The entry point every fuzz target shares. Built for fuzzing (-DFLIPBOOK_LIBFUZZER,
/// Fuzz/build.sh) it hands the command line to libFuzzer's driver; built plainly it runs the input
/// files given as arguments, to replay a crasher under a debugger. (SwiftPM links an executable's
/// `main` to its module's entry point, so libFuzzer's own `main` cannot be used.)
///
/// ```swift
/// @main enum Entry { static func main() { FuzzDriver.run(fuzzPNG) } }
/// ```
public enum FuzzDriver {
    public static func run(_ target: FuzzTarget) -> Never {
        #if FLIPBOOK_LIBFUZZER
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, target))
        #else
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            _ = bytes.withUnsafeBufferPointer { target($0.baseAddress, $0.count) }
        }
        exit(0)
        #endif
    }
}

#if FLIPBOOK_LIBFUZZER
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32
#endif
