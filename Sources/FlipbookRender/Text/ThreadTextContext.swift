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
    private static let key: pthread_key_t? = makeKey()
    /// The layout code's measuring context (`TextMeasurer.current()`), apart from the raster
    /// one: measuring makes fresh layouts and never touches the raster's cache or its matrices.
    private static let measuringKey: pthread_key_t? = makeKey()

    private static func makeKey() -> pthread_key_t? {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<PangoTextContext>.fromOpaque(pointer).release()
        }
        return status == 0 ? key : nil
    }

    /// This thread's context with its layout cache.
    static func current() throws -> PangoTextContext {
        try context(in: key) { try PangoTextContext(layoutCache: PangoLayoutCache()) }
    }

    /// This thread's context for measuring text (no layout cache).
    static func measuring() throws -> PangoTextContext {
        try context(in: measuringKey) { try PangoTextContext() }
    }

    private static func context(in key: pthread_key_t?, make: () throws -> PangoTextContext) throws -> PangoTextContext {
        guard let key else { return try make() }
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<PangoTextContext>.fromOpaque(pointer).takeUnretainedValue()
        }
        let context = try make()
        // The slot holds one retain, given back by the key's destructor.
        let retained = Unmanaged.passRetained(context)
        guard pthread_setspecific(key, retained.toOpaque()) == 0 else {
            retained.release()
            return context   // no slot: this call still works, with a context of its own
        }
        return context
    }
}
