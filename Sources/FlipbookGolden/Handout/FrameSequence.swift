import FlipbookRender

/// One side of a before/after handout: numbered frames loaded one at a time, so a comparison
/// holds two frames, not two whole runs.
///
/// ```swift
/// let gif = try GIFDecoder.decode(url: url)
/// let before = FrameSequence(name: "old.gif", indices: Array(gif.frames.indices)) { gif.frames[$0] }
/// ```
public struct FrameSequence: Sendable {
    /// What the first page calls it (a path, a scene name).
    public let name: String
    /// The frame numbers it holds, ascending: frames of the two sides pair up by number.
    public let indices: [Int]
    private let load: @Sendable (Int) throws -> RasterFrame

    public init(name: String, indices: [Int], load: @escaping @Sendable (Int) throws -> RasterFrame) {
        self.name = name
        self.indices = indices.sorted()
        self.load = load
    }

    /// The frame numbered `index` (one of `indices`).
    public func frame(_ index: Int) throws -> RasterFrame { try load(index) }

    /// Only the frames numbered in `kept` (a scene's frames at its goldens' checkpoints).
    public func restricted(to kept: [Int]) -> FrameSequence {
        let set = Set(kept)
        return FrameSequence(name: name, indices: indices.filter(set.contains), load: load)
    }
}
