import FlipbookLayout
import Testing

@Suite struct ErrorTests {
    let x = LayoutVariable("x")

    @Test func duplicateConstraintIsAnError() throws {
        let solver = LayoutSolver()
        let pin = x == 1
        try solver.addConstraint(pin)
        #expect(solver.hasConstraint(pin))
        #expect {
            try solver.addConstraint(pin)
        } throws: { error in
            guard case .duplicateConstraint(let constraint) = error as? LayoutError else { return false }
            return constraint === pin
        }
        // An equal-looking constraint is a different object and is accepted.
        try solver.addConstraint(x == 1)
    }

    @Test func unknownConstraintIsAnError() {
        let solver = LayoutSolver()
        let stranger = x >= 3
        #expect(!solver.hasConstraint(stranger))
        #expect {
            try solver.removeConstraint(stranger)
        } throws: { error in
            guard case .unknownConstraint(let constraint) = error as? LayoutError else { return false }
            return constraint === stranger
        }
    }

    @Test func editVariableErrors() throws {
        let solver = LayoutSolver()
        #expect(throws: LayoutError.self) { try solver.suggestValue(x, 3) }
        #expect(throws: LayoutError.self) { try solver.removeEditVariable(x) }
        #expect(throws: LayoutError.self) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .defaultHigh)
        #expect(throws: LayoutError.self) { try solver.addEditVariable(x, strength: .defaultLow) }
        #expect(throws: LayoutError.self) { try solver.suggestValue(x, .nan) }
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        expectValue(solver, x, 7)
    }

    @Test func nonFiniteConstraintIsRejectedNotTrapped() {
        let solver = LayoutSolver()
        #expect(throws: LayoutError.self) { try solver.addConstraint(x / 0 == 1) }
        #expect(throws: LayoutError.self) { try solver.addConstraint(x == .infinity) }
        #expect(solver.constraints.isEmpty)
    }

    @Test func errorsDescribeThemselves() {
        let pin = (x == 2).withIdentifier("pin")
        #expect(LayoutError.unknownConstraint(pin).description == "unknown constraint: 'pin' x == 2")
        let conflict = LayoutError.unsatisfiableConstraint(pin, conflicts: [x == 1, pin])
        #expect(conflict.description == "unsatisfiable constraint: 'pin' x == 2; conflicting set: \"x == 1\", \"'pin' x == 2\"")
    }
}
