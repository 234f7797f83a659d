import Foundation

/// One object per thread, made on the thread's first use and released when the thread exits:
/// a raster thread's caches stay on the thread that fills them, so they need no lock.
///
/// A `pthread_key_t` whose destructor gives back the one retain the slot holds. Nil key (the
/// process has no thread-local slot left): every call makes a fresh object, which still works.
/// Used by the text state (`ThreadTextContext`) and the scaled images (`ScaledImageCache`).
///
/// ```swift
/// static let images = ThreadLocalObject { ScaledImageCache() }
/// let cache = try images.current()   // this thread's
/// ```
final class ThreadLocalObject<Value: AnyObject>: Sendable {
    private let key: pthread_key_t?
    private let make: @Sendable () throws -> Value

    /// `make` runs on a thread's first `current()`; if it throws, that call throws and the next
    /// one tries again.
    init(_ make: @escaping @Sendable () throws -> Value) {
        self.make = make
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = status == 0 ? key : nil
    }

    /// This thread's object.
    func current() throws -> Value {
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
