import CCairo
import Foundation

/// The raster threads' text state: one `PangoTextContext` with a `PangoLayoutCache` per thread,
/// made on the thread's first frame and kept until the thread ends, so frames drawn on one
/// thread reuse the layouts of the frames before them.
///
/// Thread-local storage (a pthread key) keeps every Pango object on the thread that made it;
/// the key's destructor releases the context (and its layouts) when the thread exits.
enum ThreadTextContext {
    /// Created once (Swift's lazy global initialisation is thread-safe); a `pthread_key_t` is a
    /// plain integer. Nil when the process has no thread-local slot left: frames are then drawn
    /// with a context of their own each, as before layouts were kept.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<PangoTextContext>.fromOpaque(pointer).release()
        }
        return status == 0 ? key : nil
    }()

    /// This thread's context with its layout cache.
    static func current() throws -> PangoTextContext {
        guard let key else { return try PangoTextContext() }
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<PangoTextContext>.fromOpaque(pointer).takeUnretainedValue()
        }
        let context = try PangoTextContext(layoutCache: PangoLayoutCache())
        // The slot holds one retain, given back by the key's destructor.
        let retained = Unmanaged.passRetained(context)
        guard pthread_setspecific(key, retained.toOpaque()) == 0 else {
            retained.release()
            return context   // no slot: this frame still draws, with a cache of its own
        }
        return context
    }
}
