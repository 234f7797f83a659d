// Timer's target–action forms with the port's spelling of a selector: `selector: Self.tick` (an
// unbound method) where iOS code wrote `#selector(tick)`, as `addTarget(_:action:for:)` takes it. As
// Foundation documents, the timer keeps a strong reference to its target until it is invalidated; a
// target that is not of the method's type is not called, as a selector it does not answer.

public extension Timer {
    /// `Timer(timeInterval:target:selector:userInfo:repeats:)` for `func tick(_ timer: Timer)`.
    ///
    /// ```swift
    /// let timer = Timer(timeInterval: 1, target: self, selector: Self.tick, userInfo: nil, repeats: true)
    /// RunLoop.main.add(timer, forMode: .common)
    /// ```
    convenience init<Target>(timeInterval interval: Double, target: AnyObject,
                                        selector: @escaping (Target) -> (Timer) -> Void,
                                        userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, userInfo: userInfo, repeats: repeats) { (target as? Target).map(selector)?($0) }
    }

    /// As above, for `func tick()`.
    convenience init<Target>(timeInterval interval: Double, target: AnyObject,
                                        selector: @escaping (Target) -> () -> Void,
                                        userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, userInfo: userInfo, repeats: repeats) { _ in (target as? Target).map(selector)?() }
    }

    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` for `func tick(_ timer: Timer)`,
    /// in the `.default` mode.
    ///
    /// ```swift
    /// Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: Self.blink, userInfo: nil, repeats: true)
    /// ```
    @discardableResult
    static func scheduledTimer<Target>(timeInterval interval: Double, target: AnyObject,
                                                  selector: @escaping (Target) -> (Timer) -> Void,
                                                  userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        timer.schedule(in: .default)
        return timer
    }

    /// As above, for `func tick()`.
    @discardableResult
    static func scheduledTimer<Target>(timeInterval interval: Double, target: AnyObject,
                                                  selector: @escaping (Target) -> () -> Void,
                                                  userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        timer.schedule(in: .default)
        return timer
    }
}

public extension CADisplayLink {
    /// `CADisplayLink(target:selector:)` for `func step(_ link: CADisplayLink)`; like UIKit's, the
    /// link keeps its target until invalidated.
    ///
    /// ```swift
    /// let link = CADisplayLink(target: self, selector: Self.step)
    /// link.add(to: .main, forMode: .common)
    /// ```
    convenience init<Target>(target: AnyObject, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.init { (target as? Target).map(selector)?($0) }
    }

    /// As above, for `func step()`.
    convenience init<Target>(target: AnyObject, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in (target as? Target).map(selector)?() }
    }
}
