/// Renders numbers so that parsing the rendering gives back the same bits.
///
/// Integral values print without a fractional part (`300`, not `300.0`) because
/// that is how people write them in scene files; everything else uses Swift's
/// shortest round-tripping representation (`0.30000000000000004`, `1e-05`).
enum LangNumberFormat {
    static func render(_ value: Double) -> String {
        if value == value.rounded(), Swift.abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }

    static func render(_ value: Float) -> String {
        if value == value.rounded(), Swift.abs(value) < 1e7 {
            return String(Int64(value))
        }
        return value.description
    }
}
