// The only file that touches the C math library, so the rest of the motion code
// stays free of Foundation and of per-platform imports.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Thin, module-internal wrappers over libm.
///
/// The names are spelled out per platform because a static `exp` calling a
/// global `exp` would otherwise resolve to itself.
enum MotionMath {
    static func exp(_ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.exp(x)
        #elseif canImport(Musl)
        Musl.exp(x)
        #elseif canImport(Darwin)
        Darwin.exp(x)
        #else
        ucrt.exp(x)
        #endif
    }

    /// e^x − 1, accurate for tiny x (used where x → 0 would cancel).
    static func expm1(_ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.expm1(x)
        #elseif canImport(Musl)
        Musl.expm1(x)
        #elseif canImport(Darwin)
        Darwin.expm1(x)
        #else
        ucrt.expm1(x)
        #endif
    }

    static func log(_ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.log(x)
        #elseif canImport(Musl)
        Musl.log(x)
        #elseif canImport(Darwin)
        Darwin.log(x)
        #else
        ucrt.log(x)
        #endif
    }

    /// ln(1 + x), accurate for tiny x.
    static func log1p(_ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.log1p(x)
        #elseif canImport(Musl)
        Musl.log1p(x)
        #elseif canImport(Darwin)
        Darwin.log1p(x)
        #else
        ucrt.log1p(x)
        #endif
    }

    static func sin(_ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.sin(x)
        #elseif canImport(Musl)
        Musl.sin(x)
        #elseif canImport(Darwin)
        Darwin.sin(x)
        #else
        ucrt.sin(x)
        #endif
    }

    static func cos(_ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.cos(x)
        #elseif canImport(Musl)
        Musl.cos(x)
        #elseif canImport(Darwin)
        Darwin.cos(x)
        #else
        ucrt.cos(x)
        #endif
    }

    static func atanh(_ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.atanh(x)
        #elseif canImport(Musl)
        Musl.atanh(x)
        #elseif canImport(Darwin)
        Darwin.atanh(x)
        #else
        ucrt.atanh(x)
        #endif
    }

    /// `value` clamped to `range`; NaN becomes `fallback` so callers never propagate it.
    static func clamp(_ value: Double, _ range: ClosedRange<Double>, nan fallback: Double) -> Double {
        if value.isNaN { return fallback }
        return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
}
