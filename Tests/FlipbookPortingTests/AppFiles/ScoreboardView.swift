// A scoreboard as iOS apps animate one with Core Animation transitions: the new score pushes the
// old one up and out of its clipped box, the team's badge fades to the leader's colour.
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

final class ScoreboardView: UIView {
    let scoreBox: UIView = {
        let box = UIView()
        box.backgroundColor = .secondarySystemBackground
        box.layer.cornerRadius = 16
        box.clipsToBounds = true
        return box
    }()

    let scoreLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 64, weight: .bold)
        label.textAlignment = .center
        label.textColor = .label
        return label
    }()

    let badge: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray
        view.layer.cornerRadius = 20
        return view
    }()

    private(set) var score = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        scoreBox.frame = CGRect(x: 40, y: 60, width: 160, height: 100)
        scoreLabel.frame = scoreBox.bounds
        badge.frame = CGRect(x: 100, y: 190, width: 40, height: 40)
        scoreLabel.text = "\(score)"
        scoreBox.addSubview(scoreLabel)
        addSubview(scoreBox)
        addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func increment() {
        let push = CATransition()
        push.type = .push
        push.subtype = .fromBottom
        push.duration = 0.4
        push.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        scoreLabel.layer.add(push, forKey: kCATransition)
        score += 1
        scoreLabel.text = "\(score)"

        let fade = CATransition()
        fade.duration = 0.4
        badge.layer.add(fade, forKey: nil)
        badge.backgroundColor = .systemGreen
    }
}
