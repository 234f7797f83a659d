import FlipbookLayout
import Testing

@Suite struct BasicSolveTests {
    @Test func solvesSimultaneousEqualities() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = LayoutSolver()
        try solver.add(x + y == 10, x - y == 2)
        solver.updateVariables()
        expectValue(solver, x, 6)
        expectValue(solver, y, 4)
    }

    @Test func chainedViewsFillTheWidth() throws {
        // |-8-[a]-8-[b]-8-| in 320 points, equal widths.
        let aLeft = LayoutVariable("a.left"), aWidth = LayoutVariable("a.width")
        let bLeft = LayoutVariable("b.left"), bWidth = LayoutVariable("b.width")
        let solver = LayoutSolver()
        try solver.add(
            aLeft == 8,
            bLeft == aLeft + aWidth + 8,
            bLeft + bWidth + 8 == 320,
            aWidth == bWidth)
        solver.updateVariables()
        expectValue(solver, aWidth, 148)  // 8 + w + 8 + w + 8 = 320
        expectValue(solver, bLeft, 164)
    }

    @Test func inequalitiesBoundPreferences() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        try solver.add(x >= 10, x <= 100, (x == 5) ~ 750)
        solver.updateVariables()
        expectValue(solver, x, 10)

        let y = LayoutVariable("y")
        try solver.add(y <= 100, (y == 200) ~ 750, (y == 150) ~ 250)
        solver.updateVariables()
        expectValue(solver, y, 100)
    }

    @Test func unusedVariableReadsZero() {
        let solver = LayoutSolver()
        solver.updateVariables()
        #expect(solver.value(of: LayoutVariable("nobody")) == 0)
    }

    @Test func resetForgetsEverything() throws {
        let x = LayoutVariable("x")
        let pin = x == 3
        let solver = LayoutSolver()
        try solver.addConstraint(pin)
        solver.reset()
        #expect(!solver.hasConstraint(pin))
        try solver.addConstraint(pin)
        solver.updateVariables()
        expectValue(solver, x, 3)
    }
}
