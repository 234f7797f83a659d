/// Light or dark, as UIKit's `UIUserInterfaceStyle`: which of a semantic colour's two values is
/// drawn. The scene holds one (`scene.appearance`); the command line sets it with `--appearance`.
///
/// ```swift
/// scene.appearance = .dark
/// ```
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    case light, dark
}
