import struct Foundation.IndexSet

/// Section updates as UIKit animates them, inside `performBatchUpdates` or alone (each call alone
/// is its own batch): the items of an inserted section come in as inserted items do (the flow
/// layout fades them in), those of a deleted section go as deleted items do, a reloaded section's
/// items are replaced (the old fade out, the new fade in), and every section below moves to its
/// new place with its items, headers and footers. Deleted and reloaded sections are named by their
/// index before the batch, inserted ones by their index after it
/// (https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:),
/// https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:),
/// https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:),
/// https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)).
/// A section's header and footer fade with it (CHOSEN: Apple does not say; the items' fade).
///
/// ```swift
/// albums.insert(newAlbum, at: 0)
/// collectionView.insertSections(IndexSet(integer: 0))   // the albums below slide down
/// ```
extension CollectionView {
    public func insertSections(_ sections: IndexSet) {
        inBatch { for s in sections { batch.insertedSections[s] = .fade } }
    }

    public func deleteSections(_ sections: IndexSet) {
        inBatch { for s in sections { batch.deletedSections[s] = .fade } }
    }

    public func reloadSections(_ sections: IndexSet) {
        inBatch { for s in sections { batch.reloadedSections[s] = .fade } }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        inBatch { batch.movedSections.append((section, newSection)) }
    }
}
