/// What a handout's title page says about the run, beyond what its frames tell (their count,
/// duration, size and scale come from the frames themselves).
///
/// ```swift
/// let info = HandoutInfo(sceneName: "blog-header", deviceName: "iphone-14",
///                        title: "Header collapse, review 2", note: "Compare the title's fade with the spec.")
/// ```
public struct HandoutInfo: Sendable, Hashable {
    public var sceneName: String
    /// The screen preset's name (`iphone-14`), if known.
    public var deviceName: String?
    /// A heading above the scene's name, if given.
    public var title: String?
    /// A paragraph for the reader, wrapped on the title page.
    public var note: String?

    public init(sceneName: String, deviceName: String? = nil, title: String? = nil, note: String? = nil) {
        self.sceneName = sceneName; self.deviceName = deviceName; self.title = title; self.note = note
    }
}
