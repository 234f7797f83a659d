extension TextRun {
    /// Whether any colour the run draws is semantic (differs between light and dark).
    public var hasDynamicColor: Bool {
        run(colors: { $0.isDynamic }) || shadow?.color.isDynamic == true
    }

    /// The run with every colour it draws (text, runs' colours, underlines, strikethroughs,
    /// backgrounds, shadow) resolved for `appearance`.
    ///
    /// ```swift
    /// let drawn = run.resolved(for: .dark)
    /// ```
    public func resolved(for appearance: Appearance) -> TextRun {
        var run = self
        run.color = color.resolved(for: appearance)
        run.shadow?.color = shadow?.color.resolved(for: appearance) ?? .clear
        for i in run.styles.indices {
            run.styles[i].color = styles[i].color?.resolved(for: appearance)
            run.styles[i].underlineColor = styles[i].underlineColor?.resolved(for: appearance)
            run.styles[i].strikethroughColor = styles[i].strikethroughColor?.resolved(for: appearance)
            run.styles[i].backgroundColor = styles[i].backgroundColor?.resolved(for: appearance)
            run.styles[i].shadow?.color = styles[i].shadow?.color.resolved(for: appearance) ?? .clear
        }
        return run
    }

    private func run(colors test: (Color) -> Bool) -> Bool {
        test(color) || styles.contains { style in
            [style.color, style.underlineColor, style.strikethroughColor, style.backgroundColor, style.shadow?.color]
                .contains { $0.map(test) == true }
        }
    }
}
