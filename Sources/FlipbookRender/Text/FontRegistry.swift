import CCairo
import Foundation
import FlipbookSupport
import Synchronization

/// The fonts a project ships, registered for the whole process as an app registers its fonts
/// (`UIAppFonts`, `CTFontManagerRegisterFontsForURL`): after `register`, `Font(name:size:)` finds
/// their faces and every thread lays out and draws them. A scene file's `fonts/` folder is
/// registered when the scene is loaded.
///
/// ```swift
/// try FontRegistry.register(contentsOf: URL(fileURLWithPath: "Fonts/Lobster-Regular.ttf"))
/// let title = UIFont(name: "Lobster-Regular", size: 30)   // no longer nil
/// ```
///
/// A font file may come from a pull request: it is read through `InputFile` (a regular file, at
/// most `fileByteLimit` bytes), copied into a folder of Flipbook's own (so what fontconfig and
/// FreeType open later is what was checked), and refused when fontconfig finds no face in it or a
/// face names a family Flipbook already has (it would silently replace the system font) or one
/// registered from other bytes. Registering the same bytes again changes nothing.
///
/// Every registration makes a new fontconfig configuration (fonts.conf's fonts and all the
/// registered files), built once and never changed, so threads drawing with the old one are never
/// raced; each thread's font map follows the newest at its next text (`ThreadTextContext`).
/// Registering only adds faces: text in any other family draws exactly as before, so no test
/// depends on which registered first.
public enum FontRegistry {
    /// The largest font file read (a CJK font with all its glyphs is ~20 MB).
    public static let fileByteLimit = 32 << 20
    /// The most files registered in one process: each makes a configuration kept for the
    /// process's life (drawing threads may still hold the one before).
    public static let fileLimit = 256
    /// The file names a folder registration takes.
    public static let fileExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// One configuration: fonts.conf's fonts plus the registered files, immutable once built.
    ///
    /// `@unchecked Sendable`: `config` is an `FcConfig` built (`FcConfigBuildFonts`,
    /// `FcConfigAppFontAddFile`) before the snapshot is published and only read after, which
    /// fontconfig allows from any thread (its reference count and caches lock themselves); every
    /// other property is an immutable `let` of a Sendable type.
    final class Snapshot: @unchecked Sendable {
        let config: OpaquePointer
        let generation: Int
        let faces: [FontFace]
        init(config: OpaquePointer, generation: Int) {
            self.config = config; self.generation = generation
            faces = FontRegistry.faces(of: config, FcSetSystem, registered: false)
                + FontRegistry.faces(of: config, FcSetApplication, registered: true)
        }
    }

    private struct State {
        var snapshot: Snapshot?
        /// Registered files by the SHA-256 of their bytes, in registration order.
        var files: [(hash: String, path: String, name: String, faces: [FontFace])] = []
        /// Every snapshot made, kept: a thread may still draw with an old one.
        var kept: [Snapshot] = []
    }
    private static let state = Mutex(State())
    private static let generationCounter = Atomic<Int>(0)

    /// The configuration fonts are drawn with now.
    static func current() throws -> Snapshot {
        try state.withLock { state in
            if let snapshot = state.snapshot { return snapshot }
            let made = Snapshot(config: try FontSetup.config.get(), generation: 0)
            state.snapshot = made
            return made
        }
    }

    /// Bumped by every registration: a font map made for an older one is replaced.
    static var generation: Int { generationCounter.load(ordering: .acquiring) }

    /// Every face Flipbook can draw: its own (Inter, DejaVu) and the registered ones.
    public static var faces: [FontFace] { (try? current().faces) ?? [] }

    /// The families of `faces`, sorted, each once (`UIFont.familyNames`).
    public static var familyNames: [String] { Array(Set(faces.map(\.family))).sorted() }

    /// The face `UIFont(name:)` means by `name`: a PostScript name ("Inter-Bold"), a full name
    /// ("Inter Bold") or a family ("Inter", its regular face); exact first, then ignoring case.
    public static func face(named name: String) -> FontFace? {
        let all = faces
        func find(_ same: (String, String) -> Bool) -> FontFace? {
            if let face = all.first(where: { same($0.postScriptName, name) || same($0.fullName, name) }) { return face }
            let family = all.filter { same($0.family, name) }
            return family.min { regularness($0) < regularness($1) }
        }
        return find(==) ?? find { $0.caseInsensitiveCompare($1) == .orderedSame }
    }

    /// How far a face is from its family's plain face: the one `UIFont(name: family)` gives.
    private static func regularness(_ face: FontFace) -> Int {
        abs(face.weight - 400) + (face.isItalic ? 1000 : 0) + abs(face.width - 100) * 10
    }

    /// The face fontconfig picks for `font` (its family, weight and traits), as Pango will.
    static func face(for font: Font) -> FontFace? {
        guard let snapshot = try? current(), let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "family", font.family)
        FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(Int32(font.weight.numericWeight)))
        FcPatternAddInteger(pattern, "slant", font.traits.contains(.traitItalic) ? 100 : 0)
        FcPatternAddInteger(pattern, "width", font.traits.contains(.traitCondensed) ? 75 : font.traits.contains(.traitExpanded) ? 125 : 100)
        guard FcConfigSubstitute(snapshot.config, pattern, FcMatchPattern) == FcTrue else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(snapshot.config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return FontFace(pattern: match, isRegistered: false).flatMap { matched in
            snapshot.faces.first { $0.postScriptName == matched.postScriptName && $0.family == matched.family } ?? matched
        }
    }

    /// Whether `font`'s family is one Flipbook has (its own aliases, a built-in or a registered
    /// family), so text in it is not drawn in a stand-in.
    public static func hasFamily(of font: Font) -> Bool {
        if aliasFamilies.contains(font.family.lowercased()) { return true }
        return faces.contains { $0.family.caseInsensitiveCompare(font.family) == .orderedSame }
    }

    /// The generic families fonts.conf points at its fonts.
    static let aliasFamilies: Set<String> = ["system-ui", "sans-serif", "monospace"]
    /// Names no registered family may take: the aliases, and the generic names fontconfig knows.
    static let reservedFamilies: Set<String> = aliasFamilies.union(["serif", "cursive", "fantasy", "emoji", "math"])

    // MARK: Registering

    /// Registers the font file at `url` (TrueType, OpenType or a collection); returns its faces.
    @discardableResult
    public static func register(contentsOf url: URL) throws -> [FontFace] {
        try register(bytes: InputFile.read(url.path, limit: fileByteLimit), name: url.path)
    }

    /// Registers `relative`, a file inside `folder` (no link out of it): a scene's own font.
    @discardableResult
    public static func register(_ relative: String, inside folder: URL) throws -> [FontFace] {
        try register(bytes: InputFile.read(relative, inside: folder, limit: fileByteLimit), name: relative)
    }

    /// Registers every font file (`fileExtensions`) directly in `folder`, in name order; a
    /// missing folder registers nothing. Stops at the first file refused.
    ///
    /// ```swift
    /// try FontRegistry.registerFonts(inFolder: sceneFolder.appendingPathComponent("fonts"))
    /// ```
    @discardableResult
    public static func registerFonts(inFolder folder: URL, shownAs shown: String? = nil) throws -> [FontFace] {
        guard InputFile.kind(of: folder.path) == .folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var faces: [FontFace] = []
        for name in names.sorted() where fileExtensions.contains((name as NSString).pathExtension.lowercased()) {
            let bytes = try InputFile.read(name, inside: folder, limit: fileByteLimit)
            faces += try register(bytes: bytes, name: shown.map { "\($0)/\(name)" } ?? name)
        }
        return faces
    }

    /// Registers a font file's bytes; `name` names it in messages.
    @discardableResult
    public static func register(bytes: [UInt8], name: String) throws -> [FontFace] {
        guard bytes.count <= fileByteLimit else { throw FontRegistrationError.tooLarge(name: name, limit: fileByteLimit) }
        let hash = SHA256.hex(bytes)
        return try state.withLock { state in
            if let known = state.files.first(where: { $0.hash == hash }) { return known.faces }
            guard state.files.count < fileLimit else { throw FontRegistrationError.tooMany(name: name, limit: fileLimit) }
            let base = try state.snapshot ?? Snapshot(config: FontSetup.config.get(), generation: 0)
            let path = try FontFileCopies.write(bytes, hash: hash)
            // The new file alone first: what it holds, before it joins the process's fonts.
            let faces = try facesIn(path, name: name)
            try checkFamilies(faces, name: name, against: base.faces)
            let paths = state.files.map(\.path) + [path]
            let config: OpaquePointer
            switch FontSetup.makeConfig(appFonts: paths) {
            case .success(let made): config = made
            case .failure(let error): throw error
            }
            let generation = generationCounter.add(1, ordering: .acquiringAndReleasing).newValue
            let snapshot = Snapshot(config: config, generation: generation)
            let registered = snapshot.faces.filter { $0.isRegistered && faces.contains($0) }
            state.files.append((hash, path, name, registered))
            if let old = state.snapshot { state.kept.append(old) }
            state.snapshot = snapshot
            return registered
        }
    }

    /// The faces fontconfig finds in the file at `path`, or why it is refused.
    private static func facesIn(_ path: String, name: String) throws -> [FontFace] {
        guard let config = FcConfigCreate() else { throw RenderError.fontsUnavailable("FcConfigCreate failed") }
        defer { FcConfigDestroy(config) }
        guard FcConfigAppFontAddFile(config, path) == FcTrue else { throw FontRegistrationError.notAFont(name: name) }
        let found = Self.faces(of: config, FcSetApplication, registered: true)
        guard !found.isEmpty else { throw FontRegistrationError.notAFont(name: name) }
        return found
    }

    /// Refuses a face whose family is one of Flipbook's own, or that another file registered
    /// with the same style: fontconfig would pick one of the two by chance.
    private static func checkFamilies(_ faces: [FontFace], name: String, against known: [FontFace]) throws {
        for face in faces {
            let family = face.family.lowercased()
            if reservedFamilies.contains(family) || known.contains(where: { !$0.isRegistered && $0.family.lowercased() == family }) {
                throw FontRegistrationError.builtInFamily(name: name, family: face.family)
            }
            if let other = known.first(where: { $0.isRegistered && $0.family.lowercased() == family && $0.weight == face.weight
                                                && $0.isItalic == face.isItalic && $0.width == face.width }) {
                throw FontRegistrationError.duplicateFace(name: name, face: face.postScriptName, existing: other.postScriptName)
            }
        }
    }

    static func faces(of config: OpaquePointer, _ set: FcSetName, registered: Bool) -> [FontFace] {
        guard let fonts = FcConfigGetFonts(config, set), let patterns = fonts.pointee.fonts else { return [] }
        return (0..<Int(max(0, fonts.pointee.nfont))).compactMap { k in
            patterns[k].flatMap { FontFace(pattern: $0, isRegistered: registered) }
        }
    }

}

/// Why a font file was not registered. Bad input (exit 2): the file came with the scene.
public enum FontRegistrationError: FlipbookError, Equatable {
    case notAFont(name: String)
    case tooLarge(name: String, limit: Int)
    case tooMany(name: String, limit: Int)
    case builtInFamily(name: String, family: String)
    case duplicateFace(name: String, face: String, existing: String)

    public var exitCode: ExitCode { .badInput }

    public var description: String {
        switch self {
        case let .notAFont(name): "\(name): not a font file fontconfig can read (TrueType, OpenType or a collection)"
        case let .tooLarge(name, limit): "\(name): font file larger than the limit of \(limit >> 20) MB"
        case let .tooMany(name, limit): "\(name): more than \(limit) font files registered"
        case let .builtInFamily(name, family):
            "\(name): its family '\(family)' is one of Flipbook's own fonts; a project font may not replace it (rename the family)"
        case let .duplicateFace(name, face, existing):
            "\(name): face \(face) has the family and style of \(existing), registered from another file"
        }
    }
}
