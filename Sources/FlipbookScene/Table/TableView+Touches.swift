import FlipbookRender

/// A tap on a row, as `UITableView` handles it: the row highlights while the finger is down
/// (unless the delegate's `shouldHighlightRowAt` says no), and a lift on the same row selects it
/// (`willSelectRowAt`, the previous row's `willDeselectRowAt`/`didDeselectRowAt`, then
/// `didSelectRowAt`: https://developer.apple.com/documentation/uikit/uitableviewdelegate). A tap
/// that starts a scroll is the drag driver's, not a touch. Off-device the highlight shows at once
/// (UIKit delays it while it waits to see whether the finger scrolls, `delaysContentTouches`).
extension TableView {
    /// True when the touch landed on a row and the table took it.
    func rowTouchBegan(_ touches: Set<Touch>) -> Bool {
        guard allowsSelection, let touch = touches.first, let row = indexPathForRow(at: touch.location(in: self)) else { return false }
        touchedRow = row
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: row) ?? true else { return true }
        cellForRow(at: row)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: row)
        return true
    }

    func rowTouchEnded(_ touches: Set<Touch>) -> Bool {
        guard let row = touchedRow else { return false }
        touchedRow = nil
        unhighlight(row)
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == row else { return true }
        let delegate = tableDelegate
        guard let chosen = delegate.map({ $0.tableView(self, willSelectRowAt: row) }) ?? row else { return true }
        for old in selectedRows.sorted() where old != chosen {
            guard let leaving = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old else { continue }
            deselectRow(at: leaving, animated: false)
            delegate?.tableView(self, didDeselectRowAt: leaving)
        }
        selectRow(at: chosen, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: chosen)
        return true
    }

    func rowTouchCancelled() -> Bool {
        guard let row = touchedRow else { return false }
        touchedRow = nil
        unhighlight(row)
        return true
    }

    private func unhighlight(_ row: IndexPath) {
        guard let cell = cellForRow(at: row), cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: row)
    }
}
