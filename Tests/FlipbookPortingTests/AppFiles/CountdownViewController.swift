// An app file as written for iOS: a countdown label ticked by a repeating Timer and a progress bar
// grown by a display link. Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`,
// `#selector(step)` → `Self.step`, `@objc` deleted, and `import Foundation` dropped: UIKit re-exports it, and
// a file importing both sees Foundation's own Timer (which never fires in a scene) beside UIKit's.
import FlipbookUIKit

final class CountdownViewController: UIViewController {
    let label = UILabel()
    let bar = UIView()
    private var barWidth: NSLayoutConstraint!
    private(set) var remaining = 3
    private(set) var ticks: [Double] = []
    private var start: CFTimeInterval = 0
    private var link: CADisplayLink?
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.text = "\(remaining)"
        label.font = .systemFont(ofSize: 48, weight: .bold)
        label.translatesAutoresizingMaskIntoConstraints = false
        bar.backgroundColor = .systemRed
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        view.addSubview(bar)
        barWidth = bar.widthAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 8),
            barWidth,
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        start = CACurrentMediaTime()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.remaining -= 1
            self.ticks.append(CACurrentMediaTime())
            self.label.text = self.remaining == 0 ? "Go!" : "\(self.remaining)"
            if self.remaining == 0 { timer.invalidate() }
        }
        link = CADisplayLink(target: self, selector: Self.step)
        link?.add(to: .main, forMode: .common)
    }

    func step(_ link: CADisplayLink) {
        // Three seconds fill the screen's width.
        let elapsed = link.targetTimestamp - start
        barWidth.constant = view.bounds.width * CGFloat(min(1, elapsed / 3))
        if elapsed >= 3 { link.invalidate() }
    }
}
