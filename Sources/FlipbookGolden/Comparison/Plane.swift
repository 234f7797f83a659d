/// Read-only pixels of one frame as a raw buffer, for the hot loops (no bounds checks, no
/// copy-on-write checks). Only valid inside the `withUnsafeBufferPointer` that made it.
///
/// `@unchecked Sendable`: the comparator hands the same two planes to its row-band threads,
/// which only read them.
struct Plane: @unchecked Sendable {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int

    @inline(__always) subscript(x: Int, y: Int) -> UInt32 { pixels[y &* width &+ x] }
}
