import class Foundation.NSCoder
import FlipbookRender
import FlipbookScene

/// Built-in scene `dynamic-header` (seed 002): a white header with a vertical stack (spacing 16)
/// of three 72 pt views over a grey grouped table of ten 64 pt rows. The header's height is
/// clamp(maxHeight − offset, minHeight, maxHeight); blue and yellow fade with
/// alpha = 1 − min(maxHeight − height, 140) / 140 and hide below 0.3. A drag lifts mid-way and
/// the table snaps (offset < 170 → expanded, < 276 → intermediate) with an animation.
enum DynamicHeaderScene {
    /// The seed's `HeaderView`.
    final class HeaderView: View {
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        var maxHeight = 340.0
        var minHeight = 110.0
        let blueView = HeaderView.box(Color(red: 0, green: 0, blue: 1), "blue")
        let greenView = HeaderView.box(Color(red: 0, green: 1, blue: 0), "green")
        let yellowView = HeaderView.box(Color(red: 1, green: 1, blue: 0), "yellow")
        let stackView: StackView = {
            let stackView = StackView()
            stackView.id = "stack"
            stackView.axis = .vertical
            stackView.spacing = 16
            stackView.translatesAutoresizingMaskIntoConstraints = false
            return stackView
        }()

        var height: Double = 340 {
            didSet {
                let diagramAlpha = 1.0 - (maxHeight - height > 140.0 ? 140.0 : maxHeight - height) / 140.0
                blueView.alpha = diagramAlpha
                yellowView.alpha = diagramAlpha
                if diagramAlpha < 0.3 {
                    blueView.isHidden = true
                    yellowView.isHidden = true
                } else {
                    blueView.isHidden = false
                    yellowView.isHidden = false
                }
                layoutIfNeeded()
            }
        }

        private static func box(_ color: Color, _ id: String) -> View {
            let view = View()
            view.id = id
            view.backgroundColor = color
            view.heightAnchor.constraint(equalToConstant: 72).isActive = true
            return view
        }

        init() {
            super.init(frame: .zero)
            id = "header"
            [blueView, greenView, yellowView].forEach(stackView.addArrangedSubview)
            addSubview(stackView)
            // Not in the seed's text: the stack sits 16 pt inside the header's top and sides.
            LayoutConstraint.activate([
                stackView.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            ])
        }
    }

    /// The seed's `ViewController`: the three methods and the scroll callbacks are the seed's.
    final class ViewController: TableViewDataSource, TableViewDelegate {
        var headerViewHeightConstraint: LayoutConstraint?
        let headerView: HeaderView
        let tableView: TableView
        var numbersArray = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]

        init(headerView: HeaderView, tableView: TableView) {
            self.headerView = headerView
            self.tableView = tableView
        }

        func calculateHeaderViewHeight(for currentOffset: Double) {
            if currentOffset <= 0 {
                setHeaderViewHeight(for: headerView.maxHeight)
            } else {
                var newHeight = headerView.maxHeight - currentOffset
                if newHeight < headerView.minHeight {
                    newHeight = headerView.minHeight
                }
                setHeaderViewHeight(for: newHeight)
            }
        }

        func setHeaderViewHeight(for newHeight: Double) {
            if headerViewHeightConstraint?.constant != newHeight {
                headerViewHeightConstraint?.constant = newHeight
                headerView.height = newHeight
            }
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { numbersArray.count }
        func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { .leastNormalMagnitude }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 64 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell()
            cell.textLabel?.text = numbersArray[indexPath.row]
            cell.backgroundColor = .gray
            return cell
        }

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            let currentOffset = scrollView.contentOffset.y + scrollView.contentInset.top
            calculateHeaderViewHeight(for: currentOffset)
        }

        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            let currentOffset = scrollView.contentOffset.y + scrollView.contentInset.top
            var offset: Point = .zero
            let transition = PropertyAnimator(duration: 0.0, dampingRatio: 1) {
                if currentOffset < 170 {
                    offset.y = -300
                } else {
                    guard currentOffset < 276 else { return }
                    offset.y = -230
                }
                // DispatchQueue.main.async in the seed.
                scrollView.scene?.mainQueue.async {
                    self.tableView.setContentOffset(offset, animated: true)
                }
            }
            transition.startAnimation()
        }

        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                       targetContentOffset: UnsafeMutablePointer<Point>) {
            targetContentOffset.pointee.y = max(targetContentOffset.pointee.y - 1, 1)
        }
    }

    static func make(scale: Double = 2, device: Screen = .iPhone14) throws -> (Scene, any Driver) {
        let screen = device.withScale(scale)
        let scene = Scene(screen: screen)
        let view = scene.root
        view.backgroundColor = .white

        let headerView = HeaderView()
        headerView.translatesAutoresizingMaskIntoConstraints = false
        headerView.backgroundColor = .white
        let tableView = TableView(frame: .zero, style: .grouped)
        tableView.id = "table"
        tableView.separatorStyle = .none
        tableView.showsVerticalScrollIndicator = false
        tableView.backgroundColor = .gray
        tableView.translatesAutoresizingMaskIntoConstraints = false

        let controller = ViewController(headerView: headerView, tableView: tableView)
        tableView.dataSource = controller
        tableView.delegate = controller
        scene.controllers.append(controller)

        view.addSubview(tableView)
        view.addSubview(headerView)
        let headerHeightConstraint = headerView.heightAnchor.constraint(equalToConstant: headerView.maxHeight)
        headerHeightConstraint.identifier = "header.height"
        controller.headerViewHeightConstraint = headerHeightConstraint
        LayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerHeightConstraint,
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leftAnchor.constraint(equalTo: view.leftAnchor),
            tableView.rightAnchor.constraint(equalTo: view.rightAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        // changeHeaderStateIfNeeded(): the inset is the seed's. The seed also animates the offset
        // to −480, 150 pt past the top edge, where UIKit leaves it until the first touch; the
        // scene starts at rest at −330 instead (the header is at its maximum either way), so the
        // drag below moves the content rather than a rubber band.
        tableView.contentInset = EdgeInsets(top: 330)
        tableView.contentInsetAdjustmentBehavior = .never
        scene.scrollView = tableView
        scene.layout()
        tableView.contentOffset = Point(x: 0, y: -330)
        controller.setHeaderViewHeight(for: headerView.maxHeight)
        scene.layout()

        let driver = DragDriver(fps: 30, gestures: [
            .wait(0.2),
            // The finger stops for 0.1 s before it lifts, so it releases at rest (no coast).
            .drag([.init(by: 200, duration: 0.5), .init(by: 0, duration: 0.1)]),
            .wait(0.3),
        ], holdFrames: 6)
        return (scene, driver)
    }
}
