/// Which frames a handout shows.
///
/// ```swift
/// let choice = HandoutFrameChoice.keyFrames     // first, last, and where motion starts, stops or turns
/// let sampled = HandoutFrameChoice.every(5)     // frames 0, 5, 10 … of the run, and its last
/// ```
public enum HandoutFrameChoice: Sendable, Hashable {
    /// The first and last frames, and the frames where motion starts, stops or the scroll turns
    /// (see `KeyFrameChooser`).
    case keyFrames
    /// Every K-th frame counted from the first the handout sees (`1...DriveLoop.stepLimit`), and
    /// the last, so the end state is always shown.
    case every(Int)
}
