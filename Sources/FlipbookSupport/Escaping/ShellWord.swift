/// A word for a POSIX shell command line, as Flipbook prints commands to copy (`flipbook approve
/// '/pkg/.build/…'`): left bare when it holds only characters no shell treats specially, single-
/// quoted otherwise, with each `'` written as `'\''`.
///
/// ```swift
/// ShellWord.quoted("/tmp/report")      // "/tmp/report"
/// ShellWord.quoted("it's here")        // "'it'\\''s here'"
/// ```
public enum ShellWord {
    public static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { c in
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || "/._-+=:,@".unicodeScalars.contains(c)
        }
        guard !plain else { return word }
        var out = "'"
        for c in word.unicodeScalars {
            if c == "'" { out += "'\\''" } else { out.unicodeScalars.append(c) }
        }
        return out + "'"
    }
}
