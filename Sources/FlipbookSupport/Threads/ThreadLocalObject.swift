import Foundation

/// One object per thread, made on the thread's first use and released when the thread exits:
/// a raster thread's caches stay on the thread that fills them, so they need no lock; a scene
/// being built on a thread is found by the code that runs on that thread. The one thread-local
/// mechanism of the package.
///
/// A `pthread_key_t` whose destructor gives back the one retain the slot holds. Nil key (the
/// process has no thread-local slot left): every call makes a fresh object, which still works
/// for caches; a slot that must hold state (`make` cannot fail) is told by `holdsState`.
///
/// ```swift
/// static let images = ThreadLocalObject { ScaledImageCache() }
/// let cache = images.current()   // this thread's
///
/// final class Slot { weak var scene: Scene? }
/// static let building = ThreadLocalObject { Slot() }
/// building.current().scene = scene
/// ```
public final class ThreadLocalObject<Value: AnyObject, Failure: Error>: Sendable {
    private let key: pthread_key_t?
    private let make: @Sendable () throws(Failure) -> Value

    /// `make` runs on a thread's first `current()`; if it throws, that call throws and the next
    /// one tries again.
    public init(_ make: @escaping @Sendable () throws(Failure) -> Value) {
        self.make = make
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = status == 0 ? key : nil
    }

    /// Whether each thread keeps its object (false only when the process ran out of keys).
    public var holdsState: Bool { key != nil }

    /// This thread's object.
    public func current() throws(Failure) -> Value {
        guard let key else { return try make() }
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let value = try make()
        let retained = Unmanaged.passRetained(value)
        guard pthread_setspecific(key, retained.toOpaque()) == 0 else {
            retained.release()
            return value
        }
        return value
    }
}
