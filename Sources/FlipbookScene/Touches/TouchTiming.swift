/// How long scripted fingers stay down, and when taps count as one multi-tap.
public enum TouchTiming {
    /// A tap's finger stays down this long: CHOSEN, a brisk tap as people make them (about
    /// 0.1 s; Apple documents no length), long enough that the highlighted look shows for
    /// some frames at 30 fps.
    public static let tapHold = 0.1
    /// A second tap within this long of the last one lifting, near it, counts as its repeat
    /// (`tapCount` 2): CHOSEN, as Apple documents no double-tap interval.
    public static let multiTapInterval = 0.35
    /// …and within this many points of it: CHOSEN.
    public static let multiTapDistance = 45.0
    /// A control counts a finger this far outside its bounds as still inside (highlighted,
    /// `touchUpInside` on lift): 70 pt, as measured on iOS (UIKit's undocumented touch slop;
    /// see stackoverflow.com/questions/14340122). CHOSEN from that measurement.
    public static let controlSlop = 70.0
}
