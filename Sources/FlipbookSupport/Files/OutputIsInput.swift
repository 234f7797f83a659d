import Foundation

/// Refuses an output that would replace what the same run reads: `diff a b -o a`, `--junit`
/// naming a scene file or a golden, `--trace` naming the scene. Paths are compared after every
/// link is resolved, so `./a`, `x/../a` and a link to `a` are all `a`; an output inside an input
/// folder, or a folder output holding an input, is refused too. Usage error, exit 2, before
/// anything is written.
///
/// ```swift
/// try OutputIsInput.refuse(output: "a.png", option: "-o", inputs: ["a.png", "b.png"])
/// ```
public enum OutputIsInput {
    public struct Clash: FlipbookError, Equatable {
        public var option: String
        public var output: String
        public var input: String
        public var exitCode: ExitCode { .badInput }
        public var description: String {
            "\(option) \(output): that is \(output == input ? "an input" : "the input \(input)") of this run; it would be overwritten (name another file)"
        }
    }

    public static func refuse(output: String, option: String, inputs: [String]) throws {
        guard let out = resolved(output) else { return }
        for input in inputs {
            guard let real = resolved(input) else { continue }
            if out == real || out.hasPrefix(real + "/") || real.hasPrefix(out + "/") {
                throw Clash(option: option, output: output, input: input)
            }
        }
    }

    /// The real path of `path`: of its deepest existing folder, joined with the rest of the
    /// path when it does not exist yet (`..` in the rest taken lexically).
    public static func resolved(_ path: String) -> String? {
        if let real = realPath(path) { return real }
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while realPath(url.path) == nil {
            guard url.path != "/", !url.path.isEmpty else { return nil }
            rest.insert(url.lastPathComponent, at: 0)
            url = url.deletingLastPathComponent()
        }
        guard let base = realPath(url.path) else { return nil }
        return (base == "/" ? "" : base) + "/" + rest.joined(separator: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension OutputIsInput.Clash: LocalizedError {
    public var errorDescription: String? { description }
}
