/// Prints `300` rather than `300.0`, so constraint descriptions read like UIKit's.
/// (Avoids `rounded()`, which would pull in libm without Foundation.)
func formatNumber(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15 {
        let whole = Int64(value)
        if Double(whole) == value { return String(whole) }
    }
    return String(value)
}

func formatNumber(_ value: Float) -> String {
    formatNumber(Double(value))
}
