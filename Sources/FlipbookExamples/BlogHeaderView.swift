import class Foundation.NSCoder
import FlipbookRender
import FlipbookScene

/// The custom header of seed 000: a title, a subtitle, a schedule line and two icons, pinned by
/// constraints to the header so they follow its height constraint as it collapses.
final class BlogHeaderView: View {
    let titleLabel = Label()
    let subtitleLabel = Label()
    let scheduleLabel = Label()
    let leftIconView: ImageView
    let rightIconView: ImageView
    /// The status-bar area the header extends under.
    let safeTop: Double

    static let sideMargin = 16.0

    init(safeTop: Double, leftIcon: Image, rightIcon: Image) {
        self.safeTop = safeTop
        leftIconView = ImageView(image: leftIcon)
        rightIconView = ImageView(image: rightIcon)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        id = "header"
        backgroundColor = Color(hex: "#13315C")!

        titleLabel.id = "title"
        titleLabel.text = "AlexandreFreire"
        titleLabel.font = .boldSystemFont(ofSize: 40)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center

        subtitleLabel.id = "subtitle"
        subtitleLabel.text = "Desarrollo iOS"
        subtitleLabel.font = .systemFont(ofSize: 17, weight: .medium)
        subtitleLabel.textColor = Color(hex: "#C9D6EA")!
        subtitleLabel.textAlignment = .center
        // The subtitle takes the room between the icons; at the default 250 its hugging would tie
        // with the icons' and leave their widths ambiguous.
        subtitleLabel.setContentHuggingPriority(249, for: .horizontal)

        scheduleLabel.id = "schedule"
        scheduleLabel.text = "Nuevos posts todas las semanas"
        scheduleLabel.font = .systemFont(ofSize: 15)
        scheduleLabel.textColor = Color(hex: "#FFC857")!
        scheduleLabel.textAlignment = .center

        for (icon, name) in [(leftIconView, "leftIcon"), (rightIconView, "rightIcon")] {
            icon.id = name
            icon.contentMode = .scaleAspectFit
        }
        [titleLabel, subtitleLabel, scheduleLabel, leftIconView, rightIconView].forEach(addSubview)
        installConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Pins the header to the top and sides of `root` with a height constraint of `height`, the
    /// constraint the seed's animator changes; returns it.
    func pinToTop(of root: View, height: Double) -> LayoutConstraint {
        let heightConstraint = heightAnchor.constraint(equalToConstant: height)
        heightConstraint.identifier = "header.height"
        LayoutConstraint.activate([
            topAnchor.constraint(equalTo: root.topAnchor),
            leadingAnchor.constraint(equalTo: root.leadingAnchor),
            trailingAnchor.constraint(equalTo: root.trailingAnchor),
            heightConstraint,
        ])
        return heightConstraint
    }

    /// Everything hangs off the part of the header below the status bar: the title a third of
    /// the way down, the icons and subtitle at three fifths, the schedule line near the bottom.
    /// Two spacer guides carry those fractions, so all of it follows the height constraint.
    private func installConstraints() {
        let m = Self.sideMargin
        let titleLine = LayoutGuide(identifier: "titleLine"), iconLine = LayoutGuide(identifier: "iconLine")
        addLayoutGuide(titleLine)
        addLayoutGuide(iconLine)
        for view in [titleLabel, subtitleLabel, scheduleLabel, leftIconView, rightIconView] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate([
            // guide.bottom = top + safeTop + fraction·(height − safeTop)
            titleLine.topAnchor.constraint(equalTo: topAnchor, constant: safeTop),
            titleLine.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.30, constant: -0.30 * safeTop),
            iconLine.topAnchor.constraint(equalTo: topAnchor, constant: safeTop),
            iconLine.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.62, constant: -0.62 * safeTop),
            titleLine.leadingAnchor.constraint(equalTo: leadingAnchor),
            titleLine.widthAnchor.constraint(equalToConstant: 0),
            iconLine.leadingAnchor.constraint(equalTo: leadingAnchor),
            iconLine.widthAnchor.constraint(equalToConstant: 0),

            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m),
            titleLabel.centerYAnchor.constraint(equalTo: titleLine.bottomAnchor),
            titleLabel.heightAnchor.constraint(equalToConstant: 50),

            leftIconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m),
            leftIconView.centerYAnchor.constraint(equalTo: iconLine.bottomAnchor),
            rightIconView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m),
            rightIconView.centerYAnchor.constraint(equalTo: iconLine.bottomAnchor),

            subtitleLabel.leadingAnchor.constraint(equalTo: leftIconView.trailingAnchor, constant: 8),
            subtitleLabel.trailingAnchor.constraint(equalTo: rightIconView.leadingAnchor, constant: -8),
            subtitleLabel.centerYAnchor.constraint(equalTo: iconLine.bottomAnchor),
            subtitleLabel.heightAnchor.constraint(equalToConstant: 24),

            scheduleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m),
            scheduleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m),
            scheduleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            scheduleLabel.heightAnchor.constraint(equalToConstant: 20),
        ])
    }
}
