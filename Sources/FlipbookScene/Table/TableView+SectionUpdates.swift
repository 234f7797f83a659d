import struct Foundation.IndexSet

/// Section updates of a table, in the same batch as its rows: an inserted section's rows come in
/// by `animation` as inserted rows do, a deleted section's rows go out by it, a reloaded section's
/// rows are replaced, and the sections below move to their new places. Deleted and reloaded
/// sections are named by their index before the batch, inserted ones after it
/// (https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:),
/// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:),
/// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:),
/// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)).
/// Section headers and footers take their new places at once (a gap: only rows animate).
///
/// ```swift
/// tableView.performBatchUpdates {
///     tableView.insertSections(IndexSet(integer: 1), with: .fade)
/// }
/// ```
extension TableView {
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        inBatch { for s in sections { batch.insertedSections[s] = animation } }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        inBatch { for s in sections { batch.deletedSections[s] = animation } }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        inBatch { for s in sections { batch.reloadedSections[s] = animation } }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        inBatch { batch.movedSections.append((section, newSection)) }
    }
}
