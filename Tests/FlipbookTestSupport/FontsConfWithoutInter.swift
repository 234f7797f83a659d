import Foundation

/// Writes a fonts.conf into `dir` that sees only DejaVu, so a child process started with
/// `FLIPBOOK_FONTS_CONF=<returned path>` meets a machine without Inter, as a user without
/// `fonts-inter` installed would. Its cache stays in `dir` too.
///
/// ```swift
/// let conf = try fontsConfWithoutInter(in: dir)
/// let run = try ProcessRun(URL(fileURLWithPath: "/usr/bin/env"), ["FLIPBOOK_FONTS_CONF=\(conf.path)", …])
/// ```
public func fontsConfWithoutInter(in dir: URL) throws -> URL {
    let conf = dir.appendingPathComponent("fonts.conf")
    try Data("""
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts/truetype/dejavu</dir>
          <cachedir>\(dir.appendingPathComponent("cache").path)</cachedir>
        </fontconfig>
        """.utf8).write(to: conf)
    return conf
}
