import FlipbookLayout
import FlipbookTestSupport
import Testing

/// The classic example from the Cassowary paper: a line with a midpoint that
/// the user drags, the ends kept in 0...100 and at least 10 apart.
@Suite struct CassowaryExampleTests {
    let left = LayoutVariable("xl")
    let right = LayoutVariable("xr")
    let mid = LayoutVariable("xm")

    func makeSolver() throws -> LayoutSolver {
        let solver = LayoutSolver()
        try solver.add(
            mid * 2 == left + right,
            left + 10 <= right,
            left >= 0,
            right <= 100,
            (left == 20) ~ 300,  // stay on the left end, a little stronger
            (right == 80) ~ 250)  // than the stay on the right end
        try solver.addEditVariable(mid, strength: .defaultHigh)
        return solver
    }

    /// The lexicographic optimum for a drag to `target`, worked by hand: the
    /// edit (750) wins whenever the line allows it, then the left stay (300),
    /// then the right stay (250).
    func expected(for target: Double) -> (left: Double, mid: Double, right: Double) {
        let mid = min(max(target, 5), 95)
        var left = 20.0
        var right = 2 * mid - left
        if right > 100 { right = 100; left = 2 * mid - 100 }
        if right < left + 10 { left = mid - 5; right = mid + 5 }
        return (left, mid, right)
    }

    @Test func initialSolutionHonoursTheStays() throws {
        let solver = try makeSolver()
        solver.updateVariables()
        expectValue(solver, left, 20)
        expectValue(solver, right, 80)
        expectValue(solver, mid, 50)
    }

    @Test(arguments: [60.0, 90.0, 5.0, 50.0, 150.0, -40.0, 95.0, 12.5])
    func dragTheMidpoint(target: Double) throws {
        let solver = try makeSolver()
        try solver.suggestValue(mid, target)
        solver.updateVariables()
        let want = expected(for: target)
        expectValue(solver, left, want.left)
        expectValue(solver, mid, want.mid)
        expectValue(solver, right, want.right)
    }

    @Test func thousandSuggestionsStayExact() throws {
        let solver = try makeSolver()
        var generator = SplitMix(seed: 42)
        for step in 0..<1_000 {
            // Mix smooth scrolling with jumps across every bound.
            let target = step % 7 == 0 ? Double(generator.next() % 240) - 70 : Double(step % 120) - 10
            try solver.suggestValue(mid, target)
            solver.updateVariables()
            let want = expected(for: target)
            expectValue(solver, left, want.left)
            expectValue(solver, mid, want.mid)
            expectValue(solver, right, want.right)
        }
        // Coming back to the start leaves no drift.
        try solver.suggestValue(mid, 50)
        solver.updateVariables()
        #expect(solver.value(of: left) == 20)
        #expect(solver.value(of: right) == 80)
    }

    @Test func removingTheEditKeepsTheStays() throws {
        let solver = try makeSolver()
        try solver.suggestValue(mid, 90)
        try solver.removeEditVariable(mid)
        solver.updateVariables()
        expectValue(solver, left, 20)
        expectValue(solver, right, 80)
        #expect(!solver.hasEditVariable(mid))
    }
}
