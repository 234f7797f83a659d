import Foundation

/// Runs `pixelmatch` (PyPI), the reference implementation the comparator is checked against, in
/// the project venv that `make test` makes (`Checker.pixelmatchPython`, .build/venv). Tests call
/// `try Checker.require(.pixelmatch)` first; nothing is installed while tests run.
enum PixelmatchReference {
    /// pixelmatch's count for each job, in order.
    static func counts(python: String, jobs: [(a: URL, b: URL, threshold: Double, includeAA: Bool)]) throws -> [Int] {
        let script = """
        import sys
        from PIL import Image
        from pixelmatch.contrib.PIL import pixelmatch
        args = sys.argv[1:]
        for k in range(0, len(args), 4):
            a, b = Image.open(args[k]), Image.open(args[k + 1])
            print(pixelmatch(a, b, threshold=float(args[k + 2]), includeAA=args[k + 3] == "1"))
        """
        let arguments = jobs.flatMap { [$0.a.path, $0.b.path, "\($0.threshold)", $0.includeAA ? "1" : "0"] }
        let (status, output) = try runProcess(python, ["-c", script] + arguments)
        guard status == 0 else { throw NSError(domain: "pixelmatch", code: Int(status)) }
        return output.split(separator: "\n").compactMap { Int($0) }
    }
}
