/// Views that left the screen, kept by reuse key for a data source to take back: UIKit's reuse
/// queues, shared by table and collection views. Bounded per key on purpose: a queue only ever
/// holds what left the screen since the data source last asked, so a few per key cover a fast
/// scroll, and a hostile data source cannot grow it without limit.
///
/// ```swift
/// var queues = ReuseQueues<String, View>(capacityPerKey: 16)
/// queues.enqueue(cell, key: "row")
/// queues.dequeue(key: "row")        // that cell
/// ```
struct ReuseQueues<Key: Hashable, Item: AnyObject> {
    let capacityPerKey: Int
    private var queues: [Key: [Item]] = [:]

    init(capacityPerKey: Int) { self.capacityPerKey = capacityPerKey }

    /// Keeps `item` under `key`, unless the queue is full or already holds it.
    mutating func enqueue(_ item: Item, key: Key) {
        var queue = queues[key, default: []]
        guard queue.count < capacityPerKey, !queue.contains(where: { $0 === item }) else { return }
        queue.append(item)
        queues[key] = queue
    }

    /// The item that went in last under `key` (the most recently hidden), or nil.
    mutating func dequeue(key: Key) -> Item? { queues[key]?.popLast() }

    /// Forgets `item`: the data source handed it back without dequeuing it, and it must not be
    /// handed out twice.
    mutating func remove(_ item: Item, key: Key) { queues[key]?.removeAll { $0 === item } }

    func count(key: Key) -> Int { queues[key]?.count ?? 0 }
}
