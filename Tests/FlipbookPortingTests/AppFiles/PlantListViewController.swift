// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
// An app file as written for iOS 15+: a list of plants; tapping one presents its details as a
// half-height sheet with a grabber, and the sheet's "Show care guide" button expands it to full
// height with `animateChanges`.
import FlipbookUIKit
import Foundation

struct Plant {
    let name: String
    let summary: String
}

final class PlantListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let plants = [
        Plant(name: "Monstera", summary: "Bright, indirect light. Water when the top soil is dry."),
        Plant(name: "Snake plant", summary: "Thrives on neglect. Water every three weeks."),
        Plant(name: "Fiddle-leaf fig", summary: "Likes a steady spot near a window."),
        Plant(name: "Pothos", summary: "Trails happily from a shelf."),
        Plant(name: "Peace lily", summary: "Droops when thirsty, recovers fast."),
        Plant(name: "ZZ plant", summary: "Glossy leaves, low light is fine."),
        Plant(name: "Calathea", summary: "Keep the soil moist and the air humid."),
        Plant(name: "Rubber plant", summary: "Wipe the leaves to keep them shiny."),
    ]
    private(set) var shownDetail: PlantDetailViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plants"
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 56
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { plants.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "plant")
        cell.textLabel?.text = plants[indexPath.row].name
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = PlantDetailViewController(plant: plants[indexPath.row])
        if let sheet = detail.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        shownDetail = detail
        present(detail, animated: true)
    }
}

final class PlantDetailViewController: UIViewController {
    let plant: Plant
    let nameLabel = UILabel()
    let summaryLabel = UILabel()
    let careButton = UIButton(configuration: .filled())

    init(plant: Plant) {
        self.plant = plant
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.text = plant.name
        nameLabel.font = .systemFont(ofSize: 28, weight: .bold)
        summaryLabel.text = plant.summary
        summaryLabel.font = .systemFont(ofSize: 17)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 0
        var config = UIButton.Configuration.filled()
        config.title = "Show care guide"
        careButton.configuration = config
        careButton.accessibilityIdentifier = "care"
        careButton.addAction(UIAction { [weak self] _ in self?.showCareGuide() }, for: .touchUpInside)
        for subview in [nameLabel, summaryLabel, careButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 32),
            nameLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            nameLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            summaryLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            summaryLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            careButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            careButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            careButton.heightAnchor.constraint(equalToConstant: 50),
            careButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    func showCareGuide() {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}
