// An app's file as an iOS team writes it: Foundation and UIKit both imported, a data source
// that is an NSObject, heights in CGFloat. Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import Foundation
import FlipbookUIKit

struct Contact {
    enum Kind { case person, company, note }
    let name: String
    let kind: Kind
    let lastSeen: Date
    let homepage: URL?
}

final class ContactsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    static let reuseIdentifier = "contact"

    let contacts: [Contact]
    /// Every row's colour, so that a screenshot shows where each row starts and ends.
    let rowColors: [UIColor] = [.red, .green, .blue, .yellow, .cyan, .magenta]
    private(set) var heightRequests = 0

    init(contacts: [Contact]) {
        self.contacts = contacts
        super.init()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: Self.reuseIdentifier)
        cell.backgroundColor = rowColors[indexPath.row % rowColors.count]
        cell.textLabel?.text = contacts[indexPath.row].name
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        switch contacts[indexPath.row].kind {
        case .person: return 44
        case .company: return 88
        case .note: return ContactsDataSource.noteHeight(for: contacts[indexPath.row].name)
        }
    }

    /// Notes grow with their text: 16 pt per started 20 characters, 60 pt at least.
    static func noteHeight(for text: String) -> CGFloat {
        let lines = CGFloat((text.count + 19) / 20)
        return max(60, 16 * lines + 12)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lastOffset = scrollView.contentOffset
    }
    private(set) var lastOffset: CGPoint = .zero
}

/// A status pill with a size of its own, as UIKit asks for it: constraints pin only its position.
final class StatusPill: UIView {
    static let pillSize = CGSize(width: 72, height: 28)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .orange
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        StatusPill.pillSize
    }

    /// As wide as it is offered up to 120 pt, always one line high.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: min(size.width, 120), height: StatusPill.pillSize.height)
    }
}

extension Contact {
    static let samples: [Contact] = [
        Contact(name: "Ada", kind: .person, lastSeen: Date(timeIntervalSince1970: 0), homepage: URL(string: "https://example.com/ada")),
        Contact(name: "Initech", kind: .company, lastSeen: Date(timeIntervalSince1970: 86_400), homepage: nil),
        Contact(name: "Bring the projector back to the third floor", kind: .note,
                lastSeen: Date(timeIntervalSince1970: 3 * 86_400), homepage: nil),
        Contact(name: "Grace", kind: .person, lastSeen: Date(timeIntervalSince1970: 2 * 86_400), homepage: nil),
        Contact(name: "Umbrella", kind: .company, lastSeen: Date(timeIntervalSince1970: 5 * 86_400), homepage: nil),
    ]
}
