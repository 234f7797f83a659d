/// UIKit's semantic and system colours (iOS 15–17), each with its light and dark value, as
/// `UIColor.label.resolvedColor(with:)` gives them for `.light` and `.dark` (default contrast,
/// base level). Components are 8-bit sRGB; alpha is UIKit's own fraction.
///
/// Sources (looked up 2026-11-30):
/// - [F] Flutter's `CupertinoColors`, "equivalent to UIColor.…" (api.flutter.dev/flutter/cupertino/
///   CupertinoColors/<name>-constant.html): labels, fills, separators, backgrounds, system colours.
///   Its alphas are bytes (153 = 0.6, 73 = 0.29, 91 ≈ 0.36 …); UIKit's fractions are given here.
/// - [G] A dump of UIKit's resolved colours: gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53
///   (backgrounds, grouped backgrounds, labels, separator) and zenn.dev/kyome/articles/7a9ea6881cd3b0
///   (grays, labels: quaternaryLabel dark 16 %, agreeing with [F]'s 40/255).
/// - [H] sitapix.github.io/apple-text/skills/apple-text-colors (link #007AFF / #0984FF, system colours).
/// - [U] iOS 15 changed teal (to 48,176,199 / 64,200,224) and added mint and cyan; [F] still lists
///   teal's iOS 13 value (90,200,250). Teal's iOS 15 value is from UIKit itself (the value the
///   annotation outlines already use); not found in the searched pages.
extension Color {
    // MARK: Labels
    /// Primary text. [F][G]
    public static let label = Color(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// Secondary text. [F][G]
    public static let secondaryLabel = Color(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// Tertiary text. [F][G]
    public static let tertiaryLabel = Color(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Quaternary text. [F][G] (some dumps give 0.18 in dark; UIKit 15+ resolves 0.16)
    public static let quaternaryLabel = Color(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// Placeholder text in fields. [G][H]
    public static let placeholderText = Color(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Links. [H]
    public static let link = Color(light: (0, 122, 255, 1), dark: (9, 132, 255, 1))

    // MARK: Separators
    /// Thin dividers that let content show through. [F][G]
    public static let separator = Color(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// Dividers that hide what is under them. [F]
    public static let opaqueSeparator = Color(light: (198, 198, 200, 1), dark: (56, 56, 58, 1))

    // MARK: Fills
    /// Thin and small shapes. [F]
    public static let systemFill = Color(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// Medium-size shapes. [F]
    public static let secondarySystemFill = Color(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// Large shapes (fields, search bars). [F]
    public static let tertiarySystemFill = Color(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// Large areas with complex content. [F]
    public static let quaternarySystemFill = Color(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

    // MARK: Backgrounds
    /// A view's background (a plain table, its cells). [F][G]
    public static let systemBackground = Color(light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// Content on `systemBackground`. [F][G]
    public static let secondarySystemBackground = Color(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// Content on `secondarySystemBackground`. [F][G]
    public static let tertiarySystemBackground = Color(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// Behind a grouped table. [F][G]
    public static let systemGroupedBackground = Color(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// A grouped table's cells. [F][G]
    public static let secondarySystemGroupedBackground = Color(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// Content inside grouped cells. [F][G]
    public static let tertiarySystemGroupedBackground = Color(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    // MARK: Grays
    public static let systemGray = Color(light: (142, 142, 147, 1), dark: (142, 142, 147, 1))   // [G]
    public static let systemGray2 = Color(light: (174, 174, 178, 1), dark: (99, 99, 102, 1))    // [G]
    public static let systemGray3 = Color(light: (199, 199, 204, 1), dark: (72, 72, 74, 1))     // [G]
    public static let systemGray4 = Color(light: (209, 209, 214, 1), dark: (58, 58, 60, 1))     // [G]
    public static let systemGray5 = Color(light: (229, 229, 234, 1), dark: (44, 44, 46, 1))     // [G]
    public static let systemGray6 = Color(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))     // [G]

    // MARK: System colours
    public static let systemRed = Color(light: (255, 59, 48, 1), dark: (255, 69, 58, 1))        // [F][H]
    public static let systemOrange = Color(light: (255, 149, 0, 1), dark: (255, 159, 10, 1))    // [F][H]
    public static let systemYellow = Color(light: (255, 204, 0, 1), dark: (255, 214, 10, 1))    // [F]
    public static let systemGreen = Color(light: (52, 199, 89, 1), dark: (48, 209, 88, 1))      // [F][H]
    public static let systemMint = Color(light: (0, 199, 190, 1), dark: (99, 230, 226, 1))      // [F]
    public static let systemTeal = Color(light: (48, 176, 199, 1), dark: (64, 200, 224, 1))     // [U]
    public static let systemCyan = Color(light: (50, 173, 230, 1), dark: (100, 210, 255, 1))    // [F]
    public static let systemBlue = Color(light: (0, 122, 255, 1), dark: (10, 132, 255, 1))      // [F][H]
    public static let systemIndigo = Color(light: (88, 86, 214, 1), dark: (94, 92, 230, 1))     // [F]
    public static let systemPurple = Color(light: (175, 82, 222, 1), dark: (191, 90, 242, 1))   // [F][H]
    public static let systemPink = Color(light: (255, 45, 85, 1), dark: (255, 55, 95, 1))       // [F]
    public static let systemBrown = Color(light: (162, 132, 94, 1), dark: (172, 142, 104, 1))   // [F]

    /// Every semantic and system colour by its UIKit name (`"secondaryLabel"`), for scene files
    /// and tests.
    public static let semanticColors: [String: Color] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText, "link": .link,
        "separator": .separator, "opaqueSeparator": .opaqueSeparator,
        "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
        "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
        "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
        "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo,
        "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
    ]
}
