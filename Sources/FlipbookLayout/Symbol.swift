/// The tableau's name for a column or row: a small integer id plus its kind,
/// packed into 32 bits so rows can store and sort symbols cheaply and the solver
/// can index dense arrays by `id` instead of hashing.
struct Symbol: Hashable {
    enum Kind: UInt32 {
        /// A user variable; unrestricted in sign.
        case external = 0
        /// The slack of an inequality (>= 0).
        case slack = 1
        /// The error of a preference (>= 0), weighted in the objective.
        case error = 2
        /// The marker of a required equality; always 0, never enters the basis.
        case dummy = 3
    }

    /// `id << 2 | kind`: ordering by `raw` is ordering by id.
    let raw: UInt32

    init(id: Int, kind: Kind) {
        raw = UInt32(truncatingIfNeeded: id) << 2 | kind.rawValue
    }

    /// Id 0 is never handed out, so this stands for "no symbol".
    static let invalid = Symbol(id: 0, kind: .external)

    var id: Int { Int(raw >> 2) }

    var kind: Kind {
        switch raw & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    var isValid: Bool { raw != 0 }
    var isExternal: Bool { raw & 3 == 0 }
    /// Restricted symbols must stay >= 0; only externals are free.
    var isRestricted: Bool { raw & 3 != 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slacks and errors may enter the basis in a pivot.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
}
