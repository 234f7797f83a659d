import Foundation
import Dispatch
import Synchronization
import FlipbookSupport

/// Work that runs on any core and comes back in the order it went in, with at most `width`
/// items in flight: gifski's ordered queue. The drive loop rasterizes and prepares frames on
/// it; golden checks and the GIF encoder's blocks use it the same way. The work runs on
/// `WorkerThreads.shared`, the same few threads for every stage.
///
/// Submitting and delivering happen on one thread (the owner's); only the work runs elsewhere,
/// unless the owner is itself one of the worker threads: then the work runs at once, on it.
/// When `width` items are in flight, `submit` first delivers the oldest, waiting for it, so
/// memory holds at most `width` results however long the stream.
///
/// ```swift
/// let stage = OrderedStage<Int>(width: 4)
/// for n in 0..<100 {
///     try stage.submit({ n * n }) { square in print(square) }   // 0, 1, 4, 9 … in order
/// }
/// try stage.finish { square in print(square) }
/// ```
public final class OrderedStage<Output: Sendable> {
    public let width: Int
    private let shared = Shared()
    private let workers = WorkerThreads.shared
    private var submitted = 0
    private var delivered = 0

    /// Results land here from the workers; `arrived` counts them so the owner can sleep.
    private final class Shared: Sendable {
        let results = Mutex<[Int: Result<Output, any Error>]>([:])
        let arrived = DispatchSemaphore(value: 0)
    }

    public init(width: Int) { self.width = max(1, width) }

    /// A width for work that uses one core per item: two items per core, so a core never waits
    /// for the owner to deliver.
    public static var defaultWidth: Int { max(2, 2 * ProcessInfo.processInfo.activeProcessorCount) }

    /// Items submitted and not yet delivered.
    public var inFlight: Int { submitted - delivered }

    /// Starts `work` on a worker thread (at once on this thread when it is one); delivers, in
    /// order, every result that is ready (waiting for the oldest if the stage is full). A work item's error is thrown here, at its turn.
    public func submit(_ work: @escaping @Sendable () throws -> Output, deliver: (Output) throws -> Void) throws {
        while inFlight >= width { try deliverNext(waiting: true, deliver) }
        let index = submitted
        submitted += 1
        let shared = self.shared
        workers.run {
            let result = Result { try work() }
            shared.results.withLock { $0[index] = result }
            shared.arrived.signal()
        }
        while try deliverNext(waiting: false, deliver) {}
    }

    /// Delivers everything still in flight, in order.
    public func finish(deliver: (Output) throws -> Void) throws {
        while inFlight > 0 { try deliverNext(waiting: true, deliver) }
    }

    /// Waits for the work already started, dropping its results (after an error elsewhere).
    public func drain() {
        while inFlight > 0 { _ = try? deliverNext(waiting: true) { _ in } }
    }

    @discardableResult
    private func deliverNext(waiting: Bool, _ deliver: (Output) throws -> Void) throws -> Bool {
        guard inFlight > 0 else { return false }
        while true {
            if let result = shared.results.withLock({ $0.removeValue(forKey: delivered) }) {
                delivered += 1
                try deliver(result.get())
                return true
            }
            guard waiting else { return false }
            // Any arrival wakes us; we look again for ours. Counts left over from results taken
            // without waiting only cause an extra look.
            shared.arrived.wait()
        }
    }
}
