import FlipbookRender

/// The custom header of seed 000: a title, a subtitle, a schedule line and two icons, placed
/// against the header's current height so they follow it as it collapses.
final class BlogHeaderView: View {
    let titleLabel = Label()
    let subtitleLabel = Label()
    let scheduleLabel = Label()
    let leftIconView: ImageView
    let rightIconView: ImageView
    /// The status-bar area the header extends under.
    let safeTop: Double

    static let iconSize = 70.0
    static let sideMargin = 16.0

    init(width: Double, height: Double, safeTop: Double, leftIcon: Image, rightIcon: Image) {
        self.safeTop = safeTop
        leftIconView = ImageView(image: leftIcon)
        rightIconView = ImageView(image: rightIcon)
        super.init(frame: Rect(x: 0, y: 0, width: width, height: height))
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
    }

    /// Everything hangs off the part of the header below the status bar: the title a third of the
    /// way down, the icons and subtitle at three fifths, the schedule line near the bottom.
    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let content = max(0, h - safeTop)
        let m = Self.sideMargin, icon = Self.iconSize
        titleLabel.frame = Rect(x: m, y: safeTop + content * 0.30 - 25, width: w - 2 * m, height: 50)
        let iconCenterY = safeTop + content * 0.62
        leftIconView.frame = Rect(x: m, y: iconCenterY - icon / 2, width: icon, height: icon)
        rightIconView.frame = Rect(x: w - m - icon, y: iconCenterY - icon / 2, width: icon, height: icon)
        subtitleLabel.frame = Rect(x: m + icon + 8, y: iconCenterY - 12, width: w - 2 * (m + icon + 8), height: 24)
        scheduleLabel.frame = Rect(x: m, y: h - 22 - 10, width: w - 2 * m, height: 20)
    }
}
