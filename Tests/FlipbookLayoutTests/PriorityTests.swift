import FlipbookLayout
import Testing

@Suite struct PriorityTests {
    @Test func oneHigherPriorityBeatsManyLowerOnes() throws {
        // Kiwi's weighted sum would let twenty 750s outvote one 751.
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        for _ in 0..<20 { try solver.addConstraint((x == 0) ~ 750) }
        try solver.addConstraint((x == 100) ~ 751)
        solver.updateVariables()
        expectValue(solver, x, 100)
    }

    @Test func manyWidthsDoNotOutvoteOneStrongerWidth() throws {
        // Twenty views each prefer 50 points at 750; the container prefers
        // 300 at 751, so the views must share the space instead.
        let container = LayoutVariable("container.width")
        let widths = (0..<20).map { LayoutVariable("view\($0).width") }
        let solver = LayoutSolver()
        var sum = LinearExpression()
        for width in widths {
            sum = sum + width
            try solver.add(width >= 0, (width == 50) ~ 750)
        }
        try solver.add(container == sum, (container == 300) ~ 751)
        solver.updateVariables()
        expectValue(solver, container, 300)
        let total = widths.reduce(0) { $0 + solver.value(of: $1) }
        expectValue(solver, LayoutVariable("unused"), 0)
        #expect(abs(total - 300) < 1e-9)
    }

    @Test func levelsAreLexicographicAllTheWayDown() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = LayoutSolver()
        try solver.add(
            x + y == 100,
            (x == 10) ~ 50, (x == 20) ~ 50, (x == 30) ~ 50,
            (y == 80) ~ 250,
            (x == 90) ~ 1)
        solver.updateVariables()
        expectValue(solver, y, 80)
        expectValue(solver, x, 20)
    }

    @Test func equalPrioritiesMinimiseTheTotalError() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        try solver.add((x == 10) ~ 500, (x == 20) ~ 500, (x == 40) ~ 500)
        solver.updateVariables()
        expectValue(solver, x, 20)  // the median minimises |x-10|+|x-20|+|x-40|
    }

    @Test func compressionResistanceBeatsHugging() throws {
        // A label whose intrinsic width is 120 in a 100-point slot: the 750
        // "do not shrink" wins over the 250 "do not grow", the 1000 slot caps it.
        let width = LayoutVariable("label.width")
        let solver = LayoutSolver()
        try solver.add(width <= 100, (width >= 120) ~ 750, (width <= 120) ~ 250)
        solver.updateVariables()
        expectValue(solver, width, 100)
    }

    @Test func preferenceInequalitiesOnlyCostWhenViolated() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        try solver.add((x >= 30) ~ 750, (x == 10) ~ 250, (x <= 50) ~ 750)
        solver.updateVariables()
        expectValue(solver, x, 30)
    }
}
