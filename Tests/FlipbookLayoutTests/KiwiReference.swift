import Foundation
import FlipbookTestSupport

/// A linear system written once and solved by two solvers: Flipbook's and kiwisolver (Kiwi,
/// the C++ Cassowary behind Enaml and Matplotlib), through a small Python script fed JSON.
///
/// Each constraint is `Σ coefficient·variable + constant  op  0` at one of four strengths.
/// Kiwi folds strengths into one weighted sum (strong 1e6, medium 1e3, weak 1) where Flipbook
/// compares priority levels lexicographically (see `Strength`); with small integer coefficients
/// and a handful of constraints per level no trade between levels can pay 1,000 to 1, so where
/// the optimum is unique the two definitions pick the same point.
struct KiwiSystem: Codable {
    struct Row: Codable {
        var terms: [[Double]]      // [variable index, coefficient]
        var constant: Double
        var op: String             // "==", "<=", ">="
        var strength: String       // "required", "strong", "medium", "weak"
    }
    struct Edit: Codable {
        var variable: Int
        var strength: String
    }
    var variables: Int
    var rows: [Row]
    var edits: [Edit]
    /// One list of suggested values (one per edit) per round; the solution is read after each.
    var rounds: [[Double]]
    /// Per variable, the weight (×1e-4) and sign of the tie-breaking pull that the uniqueness
    /// probe adds in kiwisolver (one way, then the other).
    var probe: [Double]
}

/// What kiwisolver made of one system.
struct KiwiAnswer: Codable {
    /// Indices of the rows whose add raised UnsatisfiableConstraint.
    var failed: [Int]
    /// The solution after each round.
    var rounds: [[Double]]
    /// Per round: whether the optimum is unique (a tiny pull each way on every variable at once,
    /// in a generic direction, moves nothing by more than 1e-6).
    var unique: [Bool]
}

enum KiwiReference {
    /// Solves every system in one Python run.
    static func solve(_ systems: [KiwiSystem]) throws -> [KiwiAnswer] {
        try Checker.require(.kiwisolver)
        let dir = try temporaryDirectory("kiwi")
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("systems.json")
        try JSONEncoder().encode(systems).write(to: input)
        let output = try ProcessRun.checked(URL(fileURLWithPath: Checker.venvPython), ["-c", script, input.path])
        return try JSONDecoder().decode([KiwiAnswer].self, from: Data(output.utf8))
    }

    static let script = """
        import json, sys
        import kiwisolver as kiwi

        STRENGTH = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
                    "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
        # Far below weak (1): a tie-breaker that can only choose among optima, never move one.
        PROBE = kiwi.strength.create(0, 0, 1e-4)

        def solve(system):
            xs = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
            solver = kiwi.Solver()
            failed, accepted = [], []
            for k, row in enumerate(system["rows"]):
                expr = sum((c * xs[int(i)] for i, c in row["terms"]), row["constant"])
                op = row["op"]
                con = ((expr == 0) if op == "==" else (expr <= 0) if op == "<=" else (expr >= 0)) | STRENGTH[row["strength"]]
                try:
                    solver.addConstraint(con)
                    accepted.append(con)
                except kiwi.UnsatisfiableConstraint:
                    failed.append(k)
                    # kiwisolver 1.5.1 does not always restore its tableau after a refused add: a
                    # later suggestValue can abort the process ("Dual optimize failed"; seen with
                    # this generator). Replaying the accepted constraints into a fresh solver
                    # gives the state the refusal promises.
                    solver = kiwi.Solver()
                    for c in accepted:
                        solver.addConstraint(c)
            for edit in system["edits"]:
                solver.addEditVariable(xs[edit["variable"]], STRENGTH[edit["strength"]])
            rounds, unique = [], []
            for values in system["rounds"]:
                for edit, value in zip(system["edits"], values):
                    solver.suggestValue(xs[edit["variable"]], value)
                solver.updateVariables()
                base = [x.value() for x in xs]
                pulled = []
                for sign in (1, -1):
                    probes = [(x == sign * (1e5 if w > 0 else -1e5)) | (PROBE * abs(w))
                              for x, w in zip(xs, system["probe"])]
                    for p in probes:
                        solver.addConstraint(p)
                    solver.updateVariables()
                    pulled.append([x.value() for x in xs])
                    for p in probes:
                        solver.removeConstraint(p)
                solver.updateVariables()
                rounds.append(base)
                unique.append(all(abs(a - b) <= 1e-6 for p in pulled for a, b in zip(p, base)))
            return {"failed": failed, "rounds": rounds, "unique": unique}

        systems = json.load(open(sys.argv[1]))
        json.dump([solve(s) for s in systems], sys.stdout)
        """
}
