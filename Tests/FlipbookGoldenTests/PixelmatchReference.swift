import Foundation

/// Finds a Python that can import `pixelmatch` (PyPI) and Pillow, the reference implementation
/// the comparator is checked against: Debian's python3, the benchmark's venv, or, when neither
/// has it, a venv made once in the temp folder (one small pure-Python wheel; skipped offline).
enum PixelmatchReference {
    static let systemPython = "/usr/bin/python3"

    /// The interpreter, or nil when none can be had cheaply. Computed once per test run.
    static let python: String? = {
        let probe = ["-c", "import pixelmatch, PIL"]
        let venvs = [packageRoot.appendingPathComponent(".build/bench-venv/bin/python").path,
                     FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-pixelmatch-venv/bin/python").path]
        for candidate in [systemPython] + venvs where FileManager.default.isExecutableFile(atPath: candidate) {
            if (try? runProcess(candidate, probe, timeout: 30))?.status == 0 { return candidate }
        }
        guard FileManager.default.isExecutableFile(atPath: systemPython),
              (try? runProcess(systemPython, ["-c", "import PIL, venv"], timeout: 30))?.status == 0 else { return nil }
        let venv = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-pixelmatch-venv")
        guard (try? runProcess(systemPython, ["-m", "venv", "--system-site-packages", venv.path], timeout: 60))?.status == 0,
              (try? runProcess(venv.appendingPathComponent("bin/pip").path,
                               ["install", "--quiet", "--disable-pip-version-check", "--timeout", "15", "pixelmatch"],
                               timeout: 90))?.status == 0 else { return nil }
        let python = venv.appendingPathComponent("bin/python").path
        return (try? runProcess(python, probe, timeout: 30))?.status == 0 ? python : nil
    }()

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
