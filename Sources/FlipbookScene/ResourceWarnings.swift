import FlipbookRender

/// Says, once per name, which fonts a scene asked for and did not get and which SF Symbols it
/// showed without an image mapped to them (a placeholder is drawn): the one warning a developer
/// needs when a frame does not look like the device's. Checked on every display list, so a
/// label whose font changes mid-run is caught too; a family is looked up once per scene.
///
/// ```swift
/// label.font = Font(family: "Helvetica Neue", size: 17)
/// _ = scene.displayList()
/// scene.warnings   // ["font 'Helvetica Neue' is not available: drawn with the system font (Inter) …"]
/// ```
struct ResourceWarnings {
    private var checkedFamilies: Set<String> = []
    private var warnedSymbols: Set<String> = []

    mutating func check(_ list: DisplayList, warn: (String) -> Void) {
        for op in list.ops {
            switch op {
            case .text(let run):
                check(run.font, warn: warn)
                for style in run.styles { if let font = style.font { check(font, warn: warn) } }
            case .image(let ref, _, _):
                if let name = ref.missingSymbol, warnedSymbols.insert(name).inserted {
                    if let problem = ref.symbolProblem {
                        warn("symbol '\(name)' cannot use its image: \(problem); drawn as a placeholder of its size")
                    } else {
                        warn("symbol '\(name)' has no image mapped to it: drawn as a placeholder of its size "
                             + "(add \(name).svg or \(name).png to the symbols folder: a scene's symbols/, or Image.symbolFolder)")
                    }
                }
            default:
                break
            }
        }
    }

    private mutating func check(_ font: Font, warn: (String) -> Void) {
        guard checkedFamilies.insert(font.family).inserted, !FontRegistry.hasFamily(of: font) else { return }
        warn("font '\(font.family)' is not available: drawn with the system font (Inter) instead; "
             + "register the font file (a scene's fonts/ folder, or FontRegistry.register(contentsOf:))")
    }
}
