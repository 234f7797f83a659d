import FlipbookLayout
import Testing

@Suite struct ConflictTests {
    func conflicts(adding constraint: Constraint, to solver: LayoutSolver) -> [Constraint]? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch {
            guard case .unsatisfiableConstraint(let failed, let conflicts) = error else { return nil }
            #expect(failed === constraint)
            return conflicts
        }
    }

    @Test func contradictoryEqualitiesNameEachOther() throws {
        let height = LayoutVariable("header.height"), top = LayoutVariable("header.top")
        let solver = LayoutSolver()
        let pin = height == 300
        let unrelated = top == 0
        try solver.add(pin, unrelated)
        let clash = (height == 200).withIdentifier("clash")
        let found = try #require(conflicts(adding: clash, to: solver))
        #expect(found.count == 2)
        #expect(found[0] === pin)
        #expect(found[1] === clash)
        #expect(!solver.hasConstraint(clash))
    }

    @Test func inequalityConflictSetIsMinimal() throws {
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c")
        let sum = a + b == 100
        let aMin = a >= 60
        let cMax = c <= 500  // involves nothing in the conflict
        let aMax = a <= 1000  // true but irrelevant
        let link = c == a + 1  // connected, but not part of the proof
        let solver = LayoutSolver()
        try solver.add(sum, aMin, cMax, aMax, link, (b == 20) ~ 750)
        let bMin = b >= 50
        let found = try #require(conflicts(adding: bMin, to: solver))
        #expect(found.map(\.description) == ["a + b == 100", "a >= 60", "b >= 50"])
    }

    @Test func chainConflictListsTheWholeChain() throws {
        // |-8-[v0]-8-[v1]-8-[v2]-8-| with minimum widths that do not fit.
        let lefts = (0..<3).map { LayoutVariable("v\($0).left") }
        let widths = (0..<3).map { LayoutVariable("v\($0).width") }
        let solver = LayoutSolver()
        var chain: [Constraint] = [lefts[0] == 8]
        for index in 1..<3 { chain.append(lefts[index] == lefts[index - 1] + widths[index - 1] + 8) }
        let trailing = lefts[2] + widths[2] + 8 == 200
        chain.append(trailing)
        let minimums = widths.map { $0 >= 70 }
        let unrelated = [widths[0] <= 400, (widths[1] == 10) ~ 750]
        for constraint in chain + unrelated + Array(minimums.prefix(2)) { try solver.addConstraint(constraint) }

        let found = try #require(conflicts(adding: minimums[2], to: solver))
        let names = Set(found.map(ObjectIdentifier.init))
        #expect(names == Set((chain + minimums).map(ObjectIdentifier.init)))
        #expect(found.last === minimums[2])

        // The solver is unchanged by the failed add.
        solver.updateVariables()
        expectValue(solver, widths[0], 70)
        expectValue(solver, widths[1], 70)
        expectValue(solver, widths[2], 200 - 8 - 70 - 8 - 70 - 8 - 8)
    }

    @Test func constantContradictionIsItsOwnConflict() throws {
        let solver = LayoutSolver()
        let impossible = Constraint(LinearExpression(constant: 1), .equal, LinearExpression(constant: 2))
        let found = try #require(conflicts(adding: impossible, to: solver))
        #expect(found.count == 1 && found[0] === impossible)
    }

    @Test func breakingAConflictAddsItAt999AndReports() throws {
        let height = LayoutVariable("header.height")
        let solver = LayoutSolver()
        let maximum = (height <= 200).withIdentifier("header-max")
        let minimum = height >= 0
        try solver.add(maximum, minimum)
        let wanted = (height == 300).withIdentifier("header-h")
        let report = try #require(try solver.addConstraintBreakingConflicts(wanted))
        #expect(report.brokenConstraint === wanted)
        #expect(report.effectiveStrength == .almostRequired)
        #expect(report.conflictingConstraints.map(\.description) == ["'header-max' header.height <= 200", "'header-h' header.height == 300"])
        #expect(solver.hasConstraint(wanted))
        solver.updateVariables()
        expectValue(solver, height, 200)

        let text = report.description
        #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(text.contains("\"'header-max' header.height <= 200\""))
        #expect(text.contains("Will attempt to recover by breaking constraint\n'header-h' header.height == 300"))

        // Once the conflict is gone, the broken constraint takes over again.
        try solver.removeConstraint(maximum)
        solver.updateVariables()
        expectValue(solver, height, 300)
        #expect(try solver.addConstraintBreakingConflicts(height >= 10) == nil)
    }
}
