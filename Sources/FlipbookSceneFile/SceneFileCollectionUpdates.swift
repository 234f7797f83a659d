import struct Foundation.IndexSet
import FlipbookScene

/// A collection's `"updates"`: items and sections inserted and deleted at given times, each one
/// `performBatchUpdates` as app code makes it (the model changed, then the collection told), so
/// they animate as UIKit animates them. As in UIKit, deletions name items and sections as they
/// were before the update, insertions as they are after it
/// (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)).
/// Every update is checked at load against the counts the updates before it leave.
///
/// ```json
/// "updates": [{"at": 0.5, "insertItems": [[0, 1]]}, {"at": 1.5, "deleteItems": [[0, 3]]},
///             {"at": 2.5, "insertSections": [{"at": 1, "items": 4}]}, {"at": 3.5, "deleteSections": [0]}]
/// ```
struct SceneFileCollectionUpdates {
    struct Update {
        let time: Double
        var deleteItems: [IndexPath] = []
        var deleteSections: [Int] = []
        var insertSections: [(index: Int, items: Int)] = []
        var insertItems: [IndexPath] = []
    }

    static func read(_ node: Node, counts start: [Int], log: ProblemLog) -> [Update] {
        guard let list = node.array else { return [] }
        guard list.count <= SceneFileLimits.collectionUpdates else {
            log.add(node.path, "more than \(SceneFileLimits.collectionUpdates) updates")
            return []
        }
        var counts = start, updates: [Update] = [], last = 0.0
        for entry in list {
            guard let o = entry.object(["at", "insertItems", "deleteItems", "insertSections", "deleteSections"]) else { continue }
            defer { o.finish() }
            guard let at = o.required("at")?.number(in: .seconds) else { continue }
            guard at >= last else { log.add("\(o.path).at", "updates come in time order: \(SceneFileRange.format(at)) s is before \(SceneFileRange.format(last)) s"); continue }
            last = at
            var update = Update(time: at)
            update.deleteItems = paths(o["deleteItems"], log: log)
            update.insertItems = paths(o["insertItems"], log: log)
            update.deleteSections = (o["deleteSections"]?.array ?? []).compactMap { $0.int(in: SceneFileRange(0...Double(SceneFileLimits.collectionSections), whole: true)) }
            for s in o["insertSections"]?.array ?? [] {
                guard let so = s.object(["at", "items"]) else { continue }
                defer { so.finish() }
                guard let index = so.required("at")?.int(in: SceneFileRange(0...Double(SceneFileLimits.collectionSections), whole: true)),
                      let items = so.required("items")?.int(in: SceneFileRange(0...Double(SceneFileLimits.collectionItems), whole: true)) else { continue }
                update.insertSections.append((index, items))
            }
            if update.deleteItems.isEmpty, update.insertItems.isEmpty, update.deleteSections.isEmpty, update.insertSections.isEmpty {
                log.add(o.path, "an update inserts or deletes something: give \"insertItems\", \"deleteItems\", \"insertSections\" or \"deleteSections\"")
                continue
            }
            var model = counts.map { SceneFileCollectionSource.Section(number: 0, items: Array(repeating: 0, count: $0)) }
            if let problem = apply(update, to: &model, nextItem: { 0 }, nextSection: { 0 }) {
                log.add(o.path, problem)
                continue
            }
            counts = model.map(\.items.count)
            if counts.count > SceneFileLimits.collectionSections || counts.reduce(0, +) > SceneFileLimits.collectionItems {
                log.add(o.path, "after this update there would be more than \(SceneFileLimits.collectionSections) sections or \(SceneFileLimits.collectionItems) items")
                return updates
            }
            updates.append(update)
        }
        return updates
    }

    /// `[[section, item], …]`.
    private static func paths(_ node: Node?, log: ProblemLog) -> [IndexPath] {
        guard let list = node?.array else { return [] }
        let whole = SceneFileRange(0...Double(SceneFileLimits.collectionItems), whole: true)
        return list.compactMap { pair in
            guard let two = pair.array else { return nil }
            guard two.count == 2 else { log.add(pair.path, "an item is [section, item]"); return nil }
            guard let s = two[0].int(in: whole), let i = two[1].int(in: whole) else { return nil }
            return IndexPath(item: i, section: s)
        }
    }

    /// Changes `sections` as `update` says, or says why it cannot: deletions by the places
    /// before, insertions by the places after, as UIKit counts them.
    static func apply(_ update: Update, to sections: inout [SceneFileCollectionSource.Section],
                      nextItem: () -> Int, nextSection: () -> Int) -> String? {
        for path in update.deleteItems where !(sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)) {
            return "deleteItems [\(path.section), \(path.item)]: there is no such item"
        }
        if Set(update.deleteItems).count != update.deleteItems.count { return "deleteItems names an item twice" }
        for s in update.deleteSections where !sections.indices.contains(s) { return "deleteSections \(s): there are \(sections.count) sections" }
        if Set(update.deleteSections).count != update.deleteSections.count { return "deleteSections names a section twice" }
        if update.deleteItems.contains(where: { update.deleteSections.contains($0.section) }) {
            return "an item of a deleted section is deleted with it: leave it out of deleteItems"
        }
        let byItem = Dictionary(grouping: update.deleteItems, by: \.section)
        for (section, paths) in byItem {
            for item in paths.map(\.item).sorted(by: >) { sections[section].items.remove(at: item) }
        }
        for s in update.deleteSections.sorted(by: >) { sections.remove(at: s) }
        let inserted = update.insertSections.sorted { $0.index < $1.index }
        if Set(inserted.map(\.index)).count != inserted.count { return "insertSections names a place twice" }
        for (index, count) in inserted {
            guard index <= sections.count else { return "insertSections at \(index): there would be \(sections.count) sections before it" }
            sections.insert(.init(number: nextSection(), items: (0..<count).map { _ in nextItem() }), at: index)
        }
        let newSections = Set(inserted.map(\.index))
        for path in update.insertItems.sorted() {
            guard sections.indices.contains(path.section), !newSections.contains(path.section) else {
                return "insertItems [\(path.section), \(path.item)]: no such section after the update (an inserted section comes with its items)"
            }
            guard path.item <= sections[path.section].items.count else {
                return "insertItems [\(path.section), \(path.item)]: section \(path.section) would have \(sections[path.section].items.count) items before it"
            }
            sections[path.section].items.insert(nextItem(), at: path.item)
        }
        if Set(update.insertItems).count != update.insertItems.count { return "insertItems names a place twice" }
        return nil
    }
}

extension SceneFileCollectionSource {
    /// Schedules the updates on the collection view's scene, once: the first time it is asked for its sections.
    func scheduleUpdates(of collectionView: CollectionView) {
        guard !scheduled.isEmpty, let scene = collectionView.scene else { return }
        let updates = scheduled
        scheduled = []
        for update in updates {
            scene.schedule(at: update.time) { [weak self, weak collectionView] in
                guard let self, let collectionView else { return }
                self.run(update, on: collectionView)
            }
        }
    }

    private func run(_ update: SceneFileCollectionUpdates.Update, on collectionView: CollectionView) {
        var changed = sections
        if let problem = SceneFileCollectionUpdates.apply(update, to: &changed, nextItem: { defer { nextItem += 1 }; return nextItem },
                                                          nextSection: { defer { nextSection += 1 }; return nextSection }) {
            collectionView.scene?.noteWarning("a collection update at \(update.time) s: \(problem)")
            return
        }
        sections = changed
        collectionView.performBatchUpdates {
            if !update.deleteItems.isEmpty { collectionView.deleteItems(at: update.deleteItems) }
            if !update.deleteSections.isEmpty { collectionView.deleteSections(IndexSet(update.deleteSections)) }
            if !update.insertSections.isEmpty { collectionView.insertSections(IndexSet(update.insertSections.map(\.index))) }
            if !update.insertItems.isEmpty { collectionView.insertItems(at: update.insertItems) }
        }
    }
}
