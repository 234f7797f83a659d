import Foundation
import Flipbook
import FlipbookScene

/// `--device`, `--orientation`, `--appearance`, `--direction`, `--content-size`, `--status-bar` and `--variants`:
/// the traits `render`, `verify` and `record` set over a scene's own, for built-in scenes and
/// scene files alike. With `--variants` a command runs once per variant (the flags hold for
/// every one); each variant's outputs and goldens carry its name (docs/files-and-outputs.md).
struct TraitOptions {
    /// Set by the flags alone.
    var base = SceneTraits()
    /// The `--variants` product with the flags under each; nil without `--variants`.
    var variants: [SceneTraits]?

    static let specs: [OptionSpec] = [
        OptionSpec(long: "--device", short: nil, valueName: "NAME", help: "Render on this device: \(Screen.presetNames)."),
        OptionSpec(long: "--orientation", short: nil, valueName: "portrait|landscape",
                   help: "Hold the device in portrait or landscape (its sides, safe area and bars as iOS shows them)."),
        OptionSpec(long: "--appearance", short: nil, valueName: "light|dark", help: "Light or dark appearance."),
        OptionSpec(long: "--direction", short: nil, valueName: "ltr|rtl", help: "Layout direction (rtl: right to left)."),
        OptionSpec(long: "--content-size", short: nil, valueName: "XS…AX5",
                   help: "Text size: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))."),
        OptionSpec(long: "--status-bar", short: nil, valueName: nil, help: "Draw the device's status bar."),
        OptionSpec(long: "--variants", short: nil, valueName: "SPEC",
                   help: "Every combination, each to its own output: device=iphone-se|iphone-16,appearance=light|dark,direction=rtl,content-size=AX3,orientation=landscape."),
    ]

    /// Which flag sets which axis, for the messages.
    static let flags: [(flag: String, axis: SceneTraitAxis)] = [
        ("--device", .device), ("--orientation", .orientation), ("--appearance", .appearance), ("--direction", .direction), ("--content-size", .contentSize),
    ]

    /// Bad values exit 2 naming the flag and what it accepts.
    static func parse(_ args: ParsedArguments) throws -> TraitOptions {
        var options = TraitOptions()
        var given: Set<SceneTraitAxis> = []
        for (flag, axis) in flags {
            guard let value = args.value(flag) else { continue }
            do {
                try axis.set(value, in: &options.base)
            } catch {
                throw UsageError(message: "\(flag) must be one of \(axis.values.joined(separator: ", ")), not '\(value)'")
            }
            given.insert(axis)
        }
        if args.has("--status-bar") {
            options.base.showsStatusBar = true
            given.insert(.statusBar)
        }
        if let text = args.value("--variants") {
            let matrix: SceneVariants
            do {
                matrix = try SceneVariants(parsing: text)
            } catch {
                throw UsageError(message: "--variants: \(error)")
            }
            for axis in given where matrix.traits.contains(where: { axis.isSet(in: $0) }) {
                throw UsageError(message: "--variants varies \(axis.rawValue), which a flag sets too; give it in one place")
            }
            options.variants = matrix.traits.map { options.base.merging($0) }
        }
        return options
    }

    /// Every run the command makes: the variants, or the flags' traits once.
    var runs: [SceneTraits] { variants ?? [base] }

    /// `out/header.gif` for the variant `dark` is `out/header@dark.gif`; a folder `frames/`
    /// is `frames@dark/`. Only the last path component changes.
    static func variantPath(_ path: String, variant name: String) -> String {
        let url = URL(fileURLWithPath: path)
        let file = url.lastPathComponent
        let ext = url.pathExtension
        let renamed = ext.isEmpty ? "\(file)@\(name)" : "\(file.dropLast(ext.count + 1))@\(name).\(ext)"
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return renamed }
        return String(trimmed[...slash]) + renamed
    }
}
