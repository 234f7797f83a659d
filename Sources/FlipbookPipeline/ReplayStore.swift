import Foundation
import FlipbookRender
import FlipbookSupport

/// The display lists ping-pong plays back, kept on disk instead of in memory: about 60 KB per
/// step for a scrolling table, which at the step limit was over half a gigabyte. Each list is
/// written in a compact binary form to an unlinked temporary file (nothing to clean up, even
/// after `kill -9`) and read back when its replay is drawn. Images are not copied: they are
/// shared objects already in memory, kept here once each and referred to by number.
///
/// ```swift
/// let store = try ReplayStore()
/// try store.append(step, list)
/// for k in store.indices.reversed() { let (step, list) = try store.entry(k) }
/// ```
final class ReplayStore {
    private let fd: Int32
    private var entries: [(step: Step, offset: Int, length: Int)] = []
    private var end = 0
    private var images: [DecodedImage] = []
    private var imageNumbers: [ObjectIdentifier: Int] = [:]
    /// Ops the binary form does not spell (paths, styled strokes, gradients, masks), kept as
    /// they are and referred to by number: a few per frame, their paths' storage shared with
    /// the layers that made them.
    private var keptOps: [DrawOp] = []

    init() throws {
        var template = Array((FileManager.default.temporaryDirectory.path + "/flipbook-replays-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        // mkstemp filled in the X's; the array still ends in its NUL.
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard fd >= 0 else { throw OutputError.writeFailed(path: path, reason: AtomicFile.errnoText()) }
        // Unlinked at once: the space is freed when the descriptor closes, however the run ends.
        unlink(path)
        self.fd = fd
    }

    deinit { close(fd) }

    var indices: Range<Int> { entries.indices }
    var last: Step? { entries.last?.step }

    func append(_ step: Step, _ list: DisplayList) throws {
        var writer = Writer()
        encode(list, into: &writer)
        let bytes = writer.bytes
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + done, $0.count - done, off_t(end + done)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw OutputError.writeFailed(path: "ping-pong replay store", reason: AtomicFile.errnoText())
            }
            done += n
        }
        entries.append((step, end, bytes.count))
        end += bytes.count
    }

    func entry(_ k: Int) throws -> (Step, DisplayList) {
        let (step, offset, length) = entries[k]
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, length - done, off_t(offset + done)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw OutputError.writeFailed(path: "ping-pong replay store", reason: n < 0 ? AtomicFile.errnoText() : "short read") }
            done += n
        }
        var reader = Reader(bytes: bytes)
        return (step, decode(&reader))
    }

    // MARK: Encoding (written and read only by this process: no versioning, no validation)

    private struct Writer {
        var bytes: [UInt8] = []
        mutating func u8(_ v: UInt8) { bytes.append(v) }
        mutating func int(_ v: Int) { withUnsafeBytes(of: Int64(v).littleEndian) { bytes.append(contentsOf: $0) } }
        mutating func double(_ v: Double) { withUnsafeBytes(of: v.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
        mutating func string(_ s: String) { let u = Array(s.utf8); int(u.count); bytes.append(contentsOf: u) }
        mutating func rect(_ r: Rect) { double(r.origin.x); double(r.origin.y); double(r.size.width); double(r.size.height) }
        mutating func color(_ c: Color) { double(c.red); double(c.green); double(c.blue); double(c.alpha) }
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0
        mutating func u8() -> UInt8 { defer { at += 1 }; return bytes[at] }
        mutating func int() -> Int { Int(Int64(bitPattern: raw())) }
        mutating func double() -> Double { Double(bitPattern: raw()) }
        mutating func string() -> String {
            let n = int()
            defer { at += n }
            return String(decoding: bytes[at..<at + n], as: UTF8.self)
        }
        mutating func rect() -> Rect { Rect(x: double(), y: double(), width: double(), height: double()) }
        mutating func color() -> Color { Color(red: double(), green: double(), blue: double(), alpha: double()) }
        /// Eight bytes, little-endian, as `Writer` put them.
        private mutating func raw() -> UInt64 {
            var v: UInt64 = 0
            for k in 0..<8 { v |= UInt64(bytes[at + k]) << (8 * UInt64(k)) }
            at += 8
            return v
        }
    }

    private func encode(_ list: DisplayList, into w: inout Writer) {
        w.double(list.size.width); w.double(list.size.height); w.double(list.scale); w.color(list.background)
        w.int(list.ops.count)
        for op in list.ops {
            if !Self.hasBinaryForm(op) {
                w.u8(7); w.int(keptOps.count); keptOps.append(op)
                continue
            }
            switch op {
            case .beginGroup(let g):
                w.u8(0)
                for v in [g.transform.a, g.transform.b, g.transform.c, g.transform.d, g.transform.tx, g.transform.ty, g.opacity] { w.double(v) }
                if let clip = g.clip { w.u8(1); shape(clip, &w) } else { w.u8(0) }
            case .endGroup:
                w.u8(1)
            case let .fill(s, c):
                w.u8(2); shape(s, &w); w.color(c)
            case let .stroke(s, c, width):
                w.u8(3); shape(s, &w); w.color(c); w.double(width)
            case .text(let t):
                w.u8(4); w.string(t.text); font(t.font, &w)
                w.color(t.color); w.rect(t.frame); w.string(t.alignment.rawValue); w.int(t.numberOfLines); w.string(t.lineBreakMode.rawValue)
                w.int(t.styles.count)
                for style in t.styles {
                    w.int(style.range.lowerBound); w.int(style.range.upperBound)
                    if let f = style.font { w.u8(1); font(f, &w) } else { w.u8(0) }
                    if let c = style.color { w.u8(1); w.color(c) } else { w.u8(0) }
                    if let k = style.kern { w.u8(1); w.double(k) } else { w.u8(0) }
                }
            case let .image(ref, rect, mode):
                let id = ObjectIdentifier(ref.image)
                let number = imageNumbers[id] ?? {
                    images.append(ref.image)
                    imageNumbers[id] = images.count - 1
                    return images.count - 1
                }()
                w.u8(5); w.int(number); w.double(ref.scale); w.rect(rect); w.string(mode.rawValue)
            case .shadow(let shadow):
                w.u8(6); shape(shadow.shape, &w); w.color(shadow.color)
                w.double(shadow.offset.width); w.double(shadow.offset.height); w.double(shadow.radius)
                w.u8(shadow.fromContent ? 1 : 0)
            case .strokePath, .gradient, .beginMasked, .beginMask, .endMasked:
                break   // kept above
            }
        }
    }

    /// Whether `op` is written in the binary form: not when it is one of the kinds below or
    /// draws a `.path` shape.
    private static func hasBinaryForm(_ op: DrawOp) -> Bool {
        func plain(_ s: Shape) -> Bool { if case .path = s { return false } else { return true } }
        switch op {
        // The binary form holds a group's transform, opacity and clip only.
        case .beginGroup(let g): return g.projection == nil && g.blend == .normal && g.backdrop == nil && (g.clip.map(plain) ?? true)
        case .fill(let s, _), .stroke(let s, _, _): return plain(s)
        case .shadow(let shadow): return plain(shadow.shape)
        case .endGroup, .text, .image: return true
        case .strokePath, .gradient, .beginMasked, .beginMask, .endMasked: return false
        }
    }

    /// A drawn font: family, size, weight, traits, face name and features (a drawn font has no
    /// text style: `Font.drawn`).
    private func font(_ f: Font, _ w: inout Writer) {
        w.string(f.family); w.double(f.size); w.string(f.weight.rawValue)
        w.int(Int(f.traits.rawValue)); w.string(f.faceName ?? ""); w.string(f.features.joined(separator: ","))
    }

    private func font(_ r: inout Reader) -> Font {
        var f = Font(family: r.string(), size: r.double(), weight: Font.Weight(rawValue: r.string()) ?? .regular)
        f.traits = FontDescriptor.SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: r.int()))
        let face = r.string(), features = r.string()
        f.faceName = face.isEmpty ? nil : face
        f.features = features.isEmpty ? [] : features.split(separator: ",").map(String.init)
        return f
    }

    private func shape(_ s: Shape, _ w: inout Writer) {
        switch s {
        case .rect(let r): w.u8(0); w.rect(r)
        case let .roundedRect(r, radius): w.u8(1); w.rect(r); w.double(radius)
        case .ellipse(let r): w.u8(2); w.rect(r)
        case .polygon(let points):
            w.u8(3); w.int(points.count)
            for p in points { w.double(p.x); w.double(p.y) }
        case .path:
            // Not reached: an op drawing a path is kept whole (hasBinaryForm). Its box, not a trap.
            w.u8(0); w.rect(s.bounds)
        }
    }

    private func shape(_ r: inout Reader) -> Shape {
        switch r.u8() {
        case 0: return .rect(r.rect())
        case 1: return .roundedRect(r.rect(), radius: r.double())
        case 3: return .polygon((0..<min(max(0, r.int()), 1 << 20)).map { _ in Point(x: r.double(), y: r.double()) })
        default: return .ellipse(r.rect())
        }
    }

    private func decode(_ r: inout Reader) -> DisplayList {
        let size = Size(width: r.double(), height: r.double())
        let scale = r.double(), background = r.color()
        let count = r.int()
        var ops: [DrawOp] = []
        ops.reserveCapacity(count)
        for _ in 0..<count {
            switch r.u8() {
            case 0:
                let t = AffineTransform(a: r.double(), b: r.double(), c: r.double(), d: r.double(), tx: r.double(), ty: r.double())
                let opacity = r.double()
                let clip: Shape? = r.u8() == 1 ? shape(&r) : nil
                ops.append(.beginGroup(Group(transform: t, opacity: opacity, clip: clip)))
            case 1:
                ops.append(.endGroup)
            case 2:
                ops.append(.fill(shape(&r), r.color()))
            case 3:
                ops.append(.stroke(shape(&r), r.color(), width: r.double()))
            case 4:
                let text = r.string()
                let font = self.font(&r)
                let color = r.color(), frame = r.rect()
                let alignment = TextAlignment(rawValue: r.string()) ?? .natural
                let lines = r.int()
                let mode = LineBreakMode(rawValue: r.string()) ?? .byTruncatingTail
                var run = TextRun(text: text, font: font, color: color, frame: frame, alignment: alignment,
                                  numberOfLines: lines, lineBreakMode: mode)
                for _ in 0..<r.int() {
                    let lower = r.int(), upper = r.int()
                    let styleFont: Font? = r.u8() == 1
                        ? self.font(&r) : nil
                    let styleColor: Color? = r.u8() == 1 ? r.color() : nil
                    let kern: Double? = r.u8() == 1 ? r.double() : nil
                    run.styles.append(TextStyle(range: lower..<max(lower, upper), font: styleFont, color: styleColor, kern: kern))
                }
                ops.append(.text(run))
            case 7:
                ops.append(keptOps[r.int()])
            case 6:
                let shape = shape(&r), color = r.color()
                let offset = Size(width: r.double(), height: r.double())
                let radius = r.double()
                ops.append(.shadow(Shadow(shape: shape, color: color, offset: offset, radius: radius, fromContent: r.u8() == 1)))
            default:
                let image = images[r.int()]
                let ref = ImageRef(image: image, scale: r.double())
                let rect = r.rect()
                ops.append(.image(ref, rect: rect, mode: ContentMode(rawValue: r.string()) ?? .scaleToFill))
            }
        }
        return DisplayList(size: size, scale: scale, background: background, ops: ops)
    }
}
