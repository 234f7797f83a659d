/// How a frame's file is named wherever frames are files (a PNG folder, goldens, diffs,
/// reports): its step index in at least four digits, so names sort in frame order.
///
/// ```swift
/// FrameFileName.stem(7)             // "0007"
/// FrameFileName.png(12_345)         // "12345.png"
/// FrameFileName.index(of: "0040.png")   // 40
/// ```
public enum FrameFileName {
    public static func stem(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    public static func png(_ index: Int) -> String { stem(index) + ".png" }

    /// The index a name like `0040.png` stands for, or nil for any other file.
    public static func index(of name: String) -> Int? {
        guard name.hasSuffix(".png") else { return nil }
        let stem = name.dropLast(4)
        guard stem.count >= 4, stem.count <= 9, stem.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(stem)
    }
}
