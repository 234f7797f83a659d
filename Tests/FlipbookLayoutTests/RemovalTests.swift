import FlipbookLayout
import FlipbookTestSupport
import Testing

@Suite struct RemovalTests {
    @Test func removingAConstraintRestoresTheOldSolution() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y"), width = LayoutVariable("width")
        let solver = LayoutSolver()
        try solver.add(x >= 0, y == x + width + 8, (width == 120) ~ 750, (x == 16) ~ 250, y <= 300)
        solver.updateVariables()
        let before = [x, y, width].map { solver.value(of: $0) }

        let squeeze = y <= 100
        let pin = (width == 40) ~ 999
        let shift = (x == 50) ~ 500
        try solver.add(squeeze, pin, shift)
        solver.updateVariables()
        expectValue(solver, width, 40)
        expectValue(solver, y, 98)

        try solver.removeConstraint(pin)
        try solver.removeConstraint(shift)
        try solver.removeConstraint(squeeze)
        solver.updateVariables()
        #expect([x, y, width].map { solver.value(of: $0) } == before)
        #expect(before == [16, 144, 120])
    }

    @Test func removeInAnyOrderMatchesAFreshSolver() throws {
        let views = (0..<6).map { LayoutVariable("v\($0)") }
        var constraints: [Constraint] = []
        for (index, view) in views.enumerated() {
            constraints.append(view >= Double(index * 10))
            constraints.append((view == Double(100 - index * 7)) ~ Float(200 + index * 100))
            if index > 0 { constraints.append(view >= views[index - 1] + 5) }
        }
        let solver = LayoutSolver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        var remaining = constraints
        var generator = SplitMix(seed: 7)
        while !remaining.isEmpty {
            let victim = remaining.remove(at: Int(generator.next() % UInt64(remaining.count)))
            try solver.removeConstraint(victim)
            #expect(!solver.hasConstraint(victim))

            let fresh = LayoutSolver()
            for constraint in remaining { try fresh.addConstraint(constraint) }
            solver.updateVariables()
            fresh.updateVariables()
            // Where the remaining constraints leave a view free, any value is
            // optimal and the two solvers may legitimately differ.
            let determined = views.filter { !fresh.isAmbiguous($0) }
            for view in determined {
                #expect(abs(solver.value(of: view) - fresh.value(of: view)) < 1e-9, "\(view.name)")
            }
        }
    }

    @Test func redundantEqualitiesSurviveRemovalOfTheirTwin() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let first = x == 5
        let twin = 2 * x == 10
        let solver = LayoutSolver()
        try solver.add(first, twin, y >= x, (y == 50) ~ 250, (x == 100) ~ 750)
        try solver.removeConstraint(first)
        solver.updateVariables()
        expectValue(solver, x, 5)  // the twin still holds x at 5
        try solver.removeConstraint(twin)
        solver.updateVariables()
        expectValue(solver, x, 100)
        expectValue(solver, y, 100)
    }
}
