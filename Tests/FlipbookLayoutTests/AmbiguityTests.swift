import FlipbookLayout
import Testing

@Suite struct AmbiguityTests {
    @Test func underdeterminedSystemIsAmbiguousUntilPinned() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = LayoutSolver()
        try solver.addConstraint(x + y == 100)
        #expect(solver.ambiguousVariables([x, y]).map(\.name) == ["x", "y"])
        try solver.addConstraint(x == 30)
        #expect(solver.ambiguousVariables([x, y]).isEmpty)
    }

    @Test func freeRangeIsAmbiguousWithoutAPreference() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        try solver.add(x >= 0, x <= 100)
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint((x == 50) ~ 250)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func tiedPreferencesAreAmbiguousUnequalOnesAreNot() throws {
        // Any x in 10...20 costs 10 at priority 250: not unique.
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        let low = (x == 10) ~ 250
        try solver.add(low, (x == 20) ~ 250)
        #expect(solver.isAmbiguous(x))
        try solver.removeConstraint(low)
        try solver.addConstraint((x == 10) ~ 251)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func viewWithoutWidthIsReportedButItsNeighbourIsNot() throws {
        let left = LayoutVariable("a.left"), width = LayoutVariable("a.width")
        let otherLeft = LayoutVariable("b.left"), otherWidth = LayoutVariable("b.width")
        let solver = LayoutSolver()
        try solver.add(left == 8, otherLeft == 100, otherWidth == 50, width >= 0)
        #expect(solver.ambiguousVariables([left, width, otherLeft, otherWidth]).map(\.name) == ["a.width"])
        #expect(solver.isAmbiguous(LayoutVariable("never.used")))
    }

    @Test func degenerateVertexStillFindsTheRealRange() throws {
        // x is pinned to 0 by two inequalities meeting at one point; the free
        // slack of a third is degenerate but cannot move x.
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let solver = LayoutSolver()
        try solver.add(x >= 0, x <= 0, y >= x, y <= x + 5)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
    }

    @Test func editedLayoutIsDetermined() throws {
        let top = LayoutVariable("top"), height = LayoutVariable("height"), bottom = LayoutVariable("bottom")
        let solver = LayoutSolver()
        try solver.add(top == 0, bottom == top + height, height >= 44)
        #expect(solver.ambiguousVariables([top, height, bottom]).map(\.name) == ["height", "bottom"])
        try solver.addEditVariable(height, strength: .almostRequired)
        try solver.suggestValue(height, 120)
        #expect(solver.ambiguousVariables([top, height, bottom]).isEmpty)
    }
}
