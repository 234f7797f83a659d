import Foundation
import XCTest
import FlipbookLayout
import FlipbookTestSupport

/// Flipbook's solver against kiwisolver, an independent Cassowary, on random systems: required,
/// strong, medium and weak constraints and edit variables with suggested values, including
/// required constraints that contradict earlier ones. Both solvers must refuse the same adds
/// and, wherever kiwisolver finds the optimum unique, land on the same point within 1e-6.
final class KiwiDifferentialTests: XCTestCase {
    /// Flipbook's priority for each of kiwisolver's strengths: one level each, in the same order.
    static let priority: [String: Strength] = ["required": .required, "strong": 750, "medium": 500, "weak": 250]

    /// A random system: 2–6 variables, each held in 0…600 and pulled weakly towards a value;
    /// random relations (two variables, coefficients ±1 or ±2) at every strength; sometimes a
    /// required bound that contradicts an earlier one; 0–2 edit variables over three rounds.
    static func randomSystem(_ rng: inout SplitMix) -> KiwiSystem {
        let n = Int.random(in: 2...6, using: &rng)
        var rows: [KiwiSystem.Row] = []
        func relation(_ strength: String, _ rng: inout SplitMix) -> KiwiSystem.Row {
            let i = Int.random(in: 0..<n, using: &rng)
            let j = (i + Int.random(in: 1..<n, using: &rng)) % n
            let a = [-2.0, -1, 1, 2].randomElement(using: &rng)!, b = [-2.0, -1, 1, 2].randomElement(using: &rng)!
            return .init(terms: [[Double(i), a], [Double(j), b]], constant: Double(Int.random(in: -200...200, using: &rng)),
                         op: ["==", "<=", ">="].randomElement(using: &rng)!, strength: strength)
        }
        for i in 0..<n {
            rows.append(.init(terms: [[Double(i), 1]], constant: 0, op: ">=", strength: "required"))
            rows.append(.init(terms: [[Double(i), 1]], constant: -600, op: "<=", strength: "required"))
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) { rows.append(relation("required", &rng)) }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            // v ≥ 601 against v ≤ 600: a required add both solvers must refuse.
            rows.append(.init(terms: [[Double(Int.random(in: 0..<n, using: &rng)), 1]], constant: -601, op: ">=",
                              strength: "required"))
        }
        for strength in ["strong", "medium"] {
            for _ in 0..<Int.random(in: 1...3, using: &rng) { rows.append(relation(strength, &rng)) }
        }
        for i in 0..<n {
            rows.append(.init(terms: [[Double(i), 1]], constant: -Double(Int.random(in: 0...500, using: &rng)), op: "==",
                              strength: "weak"))
        }
        for _ in 0..<Int.random(in: 0...1, using: &rng) { rows.append(relation("weak", &rng)) }
        // Shuffled, so required rows also arrive after preferences (Flipbook's add path differs).
        rows.shuffle(using: &rng)
        let edited = Array((0..<n).shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)))
        let edits = edited.map { KiwiSystem.Edit(variable: $0, strength: ["strong", "medium"].randomElement(using: &rng)!) }
        let rounds = (0..<3).map { _ in edits.map { _ in Double(Int.random(in: -50...650, using: &rng)) } }
        let probe = (0..<n).map { _ in Double.random(in: 0.5...1, using: &rng) * (Bool.random(using: &rng) ? 1 : -1) }
        return KiwiSystem(variables: n, rows: rows, edits: edits, rounds: rounds, probe: probe)
    }

    /// Flipbook's answer, in kiwisolver's shape (no uniqueness: that is kiwisolver's to say).
    static func solveWithFlipbook(_ system: KiwiSystem) throws -> (failed: [Int], rounds: [[Double]]) {
        let xs = (0..<system.variables).map { LayoutVariable("v\($0)") }
        let solver = LayoutSolver()
        var failed: [Int] = []
        for (k, row) in system.rows.enumerated() {
            let expression = LinearExpression(terms: row.terms.map { Term(xs[Int($0[0])], coefficient: $0[1]) },
                                              constant: row.constant)
            let relation: Relation = row.op == "==" ? .equal : row.op == "<=" ? .lessOrEqual : .greaterOrEqual
            let constraint = Constraint(expression, relation, LinearExpression(constant: 0),
                                        strength: priority[row.strength]!)
            do {
                try solver.addConstraint(constraint)
            } catch {
                // Any other error fails the test: nothing else is expected here.
                guard case .unsatisfiableConstraint = error else { throw error }
                failed.append(k)
            }
        }
        for edit in system.edits { try solver.addEditVariable(xs[edit.variable], strength: priority[edit.strength]!) }
        var rounds: [[Double]] = []
        for values in system.rounds {
            for (edit, value) in zip(system.edits, values) { try solver.suggestValue(xs[edit.variable], value) }
            solver.updateVariables()
            rounds.append(xs.map { solver.value(of: $0) })
        }
        return (failed, rounds)
    }

    func testRandomSystemsSolveAsKiwisolverSolvesThem() throws {
        var rng = SplitMix(seed: 0x4B1_5017)
        let systems = (0..<300).map { _ in Self.randomSystem(&rng) }
        let flipbook = try systems.map(Self.solveWithFlipbook)
        let kiwi = try KiwiReference.solve(systems)
        XCTAssertEqual(kiwi.count, systems.count)

        var comparable = 0, comparedValues = 0, refusedAdds = 0, mismatches = 0
        for (k, (system, (mine, theirs))) in zip(systems, zip(flipbook, kiwi)).enumerated() {
            // Refusals are compared in every system, unique or not.
            XCTAssertEqual(mine.failed, theirs.failed, "system \(k): refused adds differ")
            refusedAdds += theirs.failed.count
            guard theirs.unique.allSatisfy({ $0 }) else { continue }
            comparable += 1
            for (round, (a, b)) in zip(mine.rounds, theirs.rounds).enumerated() {
                for (i, (x, y)) in zip(a, b).enumerated() {
                    comparedValues += 1
                    if abs(x - y) > 1e-6 {
                        mismatches += 1
                        XCTFail("system \(k) round \(round): v\(i) = \(x), kiwisolver \(y)\n\(describe(system))")
                    }
                }
            }
        }
        // What was checked, so a generator that stops making comparable systems fails loudly.
        XCTAssertGreaterThanOrEqual(comparable, 240, "at least 80 % of 300 systems have a unique optimum")
        XCTAssertGreaterThanOrEqual(comparedValues, 240 * 3 * 2, "three rounds of at least two variables each")
        XCTAssertGreaterThanOrEqual(refusedAdds, 30, "about a quarter of the systems carry a contradicting required add")
        XCTAssertEqual(mismatches, 0)
        print("kiwisolver differential: \(comparable)/\(systems.count) systems comparable, \(comparedValues) values compared, \(refusedAdds) refused adds")
    }

    private func describe(_ system: KiwiSystem) -> String {
        let rows = system.rows.map { row in
            row.terms.map { "\($0[1])·v\(Int($0[0]))" }.joined(separator: " + ") + " + \(row.constant) \(row.op) 0 [\(row.strength)]"
        }
        return (rows + system.edits.map { "edit v\($0.variable) [\($0.strength)]" } + ["rounds \(system.rounds)"])
            .joined(separator: "\n")
    }
}
