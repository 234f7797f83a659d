import FlipbookScene
/// Evaluation of value-expression trees.
///
/// Every operation is the plain IEEE operation written, performed left to
/// right as parsed, so a scene file's `max(121, 300 - (y + 300))` gives the
/// same bits as that Swift expression. Each intermediate result is checked:
/// a non-finite value can only come from overflow or division by zero, and
/// both are reported at the operator that caused them rather than silently
/// clamped somewhere later.
extension LangExprNode {
    func evaluate(text: String, _ resolve: (String) -> Double?) throws(LangError) -> Double {
        switch self {
        case .number(let value):
            return value
        case .reference(let name, let position):
            return try LangExprNode.lookUp(name, at: position, text: text, resolve)
        case .negate(let operand):
            return -(try operand.evaluate(text: text, resolve))
        case .chain(let first, let links):
            var result = try first.evaluate(text: text, resolve)
            for link in links {
                let rhs = try link.operand.evaluate(text: text, resolve)
                switch link.op {
                case .add: result = result + rhs
                case .subtract: result = result - rhs
                case .multiply: result = result * rhs
                case .divide:
                    if rhs == 0 {
                        throw LangError(message: "division by zero", text: text, position: link.position)
                    }
                    result = result / rhs
                }
                guard result.isFinite else {
                    throw LangError(message: "the result of '\(link.op.rawValue)' is too large to represent",
                                    text: text, position: link.position)
                }
            }
            return result
        case .call(let function, let args, let position):
            var values: [Double] = []
            values.reserveCapacity(args.count + 1)
            if function == .progress, args.count == 2 {
                // The two-argument form measures progress of the binding's input.
                values.append(try LangExprNode.lookUp(LangFunction.implicitInput, at: position, text: text, resolve))
            }
            for arg in args { values.append(try arg.evaluate(text: text, resolve)) }
            switch function.apply(values) {
            case .failure(let failure):
                throw LangError(message: failure.message, text: text, position: position)
            case .success(let result):
                guard result.isFinite else {
                    throw LangError(message: "the result of \(function.rawValue) is too large to represent",
                                    text: text, position: position)
                }
                return result
            }
        }
    }

    static func lookUp(
        _ name: String, at position: Int, text: String, _ resolve: (String) -> Double?
    ) throws(LangError) -> Double {
        guard let value = resolve(name) else {
            var message = "unknown reference '\(name)'"
            if name == LangFunction.implicitInput {
                message += " (the two-argument progress(a, b) reads the binding's input)"
            }
            throw LangError(message: message, text: text, position: position)
        }
        guard value.isFinite else {
            throw LangError(message: "'\(name)' is not a finite number (\(value))", text: text, position: position)
        }
        return value
    }

    /// Names read by evaluation, in order of first use, without duplicates.
    func collectReferences(into names: inout [String], seen: inout Set<String>) {
        switch self {
        case .number:
            break
        case .reference(let name, _):
            if seen.insert(name).inserted { names.append(name) }
        case .negate(let operand):
            operand.collectReferences(into: &names, seen: &seen)
        case .chain(let first, let links):
            first.collectReferences(into: &names, seen: &seen)
            for link in links { link.operand.collectReferences(into: &names, seen: &seen) }
        case .call(let function, let args, _):
            if function == .progress, args.count == 2, seen.insert(LangFunction.implicitInput).inserted {
                names.append(LangFunction.implicitInput)
            }
            for arg in args { arg.collectReferences(into: &names, seen: &seen) }
        }
    }
}
