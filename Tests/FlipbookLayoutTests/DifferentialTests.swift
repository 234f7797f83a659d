import FlipbookLayout
import FlipbookTestSupport
import Testing

/// Incremental operations must land where a solver built from scratch lands.
@Suite struct DifferentialTests {
    /// Random views in a row with distinct priorities, so the optimum is unique
    /// wherever the constraints pin a variable at all.
    func randomSystem(seed: UInt64, views: Int) -> (variables: [LayoutVariable], constraints: [Constraint]) {
        var generator = SplitMix(seed: seed)
        func draw(_ bound: UInt64) -> Double { Double(generator.next() % bound) }
        var variables: [LayoutVariable] = []
        var constraints: [Constraint] = []
        var previousRight: LinearExpression? = nil
        var priority: Float = 900
        for index in 0..<views {
            let left = LayoutVariable("v\(index).left"), width = LayoutVariable("v\(index).width")
            variables += [left, width]
            if let previousRight {
                constraints.append(left >= previousRight + draw(10))
                constraints.append((left == previousRight + 8).withStrength(Strength(priority)))
            } else {
                constraints.append(left == draw(20))
            }
            constraints.append(width >= draw(30))
            constraints.append((width == 20 + draw(120)).withStrength(Strength(priority - 1)))
            constraints.append((width <= 200).withStrength(Strength(priority - 2)))
            priority -= 3
            previousRight = left + width
        }
        if let previousRight {
            constraints.append(previousRight <= 300 + draw(400))
        }
        return (variables, constraints)
    }

    func expectSameSolution(_ solver: LayoutSolver, _ fresh: LayoutSolver, _ variables: [LayoutVariable]) {
        solver.updateVariables()
        fresh.updateVariables()
        for variable in variables where !fresh.isAmbiguous(variable) {
            #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) < 1e-7, "\(variable.name)")
        }
    }

    @Test(arguments: 1...12)
    func addRemoveMatchesFreshSolver(seed: Int) throws {
        let (variables, constraints) = randomSystem(seed: UInt64(seed), views: 8)
        let solver = LayoutSolver()
        var generator = SplitMix(seed: UInt64(seed) &* 31)
        var present: [Constraint] = []
        var absent = constraints
        for _ in 0..<60 {
            if !absent.isEmpty && (present.isEmpty || generator.next() % 3 != 0) {
                let candidate = absent.remove(at: Int(generator.next() % UInt64(absent.count)))
                if (try? solver.addConstraint(candidate)) != nil { present.append(candidate) }
            } else {
                let victim = present.remove(at: Int(generator.next() % UInt64(present.count)))
                try solver.removeConstraint(victim)
                absent.append(victim)
            }
            let fresh = LayoutSolver()
            for constraint in solver.constraints { try fresh.addConstraint(constraint) }
            expectSameSolution(solver, fresh, variables)
        }
    }

    @Test(arguments: 1...6)
    func editsMatchAFreshSolverWithThePreference(seed: Int) throws {
        let (variables, constraints) = randomSystem(seed: UInt64(seed) + 100, views: 6)
        let solver = LayoutSolver()
        for constraint in constraints { try? solver.addConstraint(constraint) }
        let edited = variables[3]
        try solver.addEditVariable(edited, strength: .almostRequired)
        var generator = SplitMix(seed: UInt64(seed))
        for _ in 0..<40 {
            let target = Double(generator.next() % 600) - 100
            try solver.suggestValue(edited, target)
            let fresh = LayoutSolver()
            for constraint in solver.constraints { try fresh.addConstraint(constraint) }
            try fresh.addConstraint((edited == target).withStrength(.almostRequired))
            expectSameSolution(solver, fresh, variables)
        }
    }
}
