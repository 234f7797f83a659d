// Builds the same deterministic screens as Benchmarks/kiwi_bench.py and times
// (1) adding every constraint plus the first solve, and (2) a scroll: one edit
// variable suggested and re-solved 1,000 times with updateVariables.
// Prints one JSON object per screen size.
import FlipbookLayout

/// 64-bit LCG (Knuth's MMIX constants); the Python side uses the same formula.
struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}

struct Screen {
    var variables: [LayoutVariable] = []
    var constraints: [Constraint] = []
    var headerHeight: LayoutVariable
}

/// A header and `count` views in rows of four, pinned to their neighbours:
/// required placement, width >= 20, preferred widths at 750 - column (the last
/// column gives way first when a row overflows 375 points), preferred heights
/// at 250, a trailing-edge inequality per row, header height bounded 44...400.
func makeScreen(views count: Int) -> Screen {
    var generator = Generator(state: 12_345)
    let hx = LayoutVariable("header.x"), hy = LayoutVariable("header.y")
    let hw = LayoutVariable("header.width"), hh = LayoutVariable("header.height")
    var screen = Screen(variables: [hx, hy, hw, hh], headerHeight: hh)
    func add(_ constraint: Constraint) { screen.constraints.append(constraint) }
    add(hx == 0)
    add(hy == 0)
    add(hw == 375)
    add(hh >= 44)
    add(hh <= 400)
    add((hh == 120).withStrength(250))
    var xs: [LayoutVariable] = [], ys: [LayoutVariable] = [], ws: [LayoutVariable] = [], hs: [LayoutVariable] = []
    for index in 0..<count {
        let row = index / 4, column = index % 4
        let preferredWidth = Double(20 + generator.next() % 100)
        let preferredHeight = Double(20 + generator.next() % 60)
        let x = LayoutVariable("v\(index).x"), y = LayoutVariable("v\(index).y")
        let w = LayoutVariable("v\(index).width"), h = LayoutVariable("v\(index).height")
        screen.variables += [x, y, w, h]
        xs.append(x); ys.append(y); ws.append(w); hs.append(h)
        if column == 0 {
            add(x == 8)
            if row == 0 {
                add(y == hy + hh + 8)
            } else {
                add(y == ys[index - 4] + hs[index - 4] + 8)
            }
        } else {
            add(x == xs[index - 1] + ws[index - 1] + 8)
            add(y == ys[index - 1])
        }
        add(w >= 20)
        add((w == preferredWidth).withStrength(Strength(Float(750 - column))))
        add((h == preferredHeight).withStrength(250))
        if column == 3 { add(x + w <= 367) }
    }
    return screen
}

/// The scroll: header height sweeps 20...439, crossing both bounds now and then.
func scrollValue(step: Int) -> Double {
    Double(20 + (step * 7) % 420)
}

func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

func checksum(_ solver: LayoutSolver, _ variables: [LayoutVariable]) -> Double {
    variables.reduce(0) { $0 + solver.value(of: $1) }
}

let clock = ContinuousClock()
let sizes = CommandLine.arguments.count > 1 ? CommandLine.arguments.dropFirst().compactMap { Int($0) } : [10, 100, 1000]

for views in sizes {
    let repeats = views <= 10 ? 200 : views <= 100 ? 30 : 5
    var buildTimes: [Double] = []
    var buildSum = 0.0
    var constraintCount = 0
    for _ in 0..<repeats {
        let screen = makeScreen(views: views)
        constraintCount = screen.constraints.count
        let solver = LayoutSolver()
        let start = clock.now
        for constraint in screen.constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        buildTimes.append(nanoseconds(clock.now - start))
        buildSum = checksum(solver, screen.variables)
    }

    let screen = makeScreen(views: views)
    let solver = LayoutSolver()
    for constraint in screen.constraints { try solver.addConstraint(constraint) }
    try solver.addEditVariable(screen.headerHeight, strength: .almostRequired)
    var stepTimes: [Double] = []
    stepTimes.reserveCapacity(1_000)
    var stepSum = 0.0
    for step in 0..<1_000 {
        let value = scrollValue(step: step)
        let start = clock.now
        try solver.suggestValue(screen.headerHeight, value)
        solver.updateVariables()
        stepTimes.append(nanoseconds(clock.now - start))
        stepSum += solver.value(of: screen.headerHeight)
    }
    let finalSum = checksum(solver, screen.variables)

    print(
        "{\"impl\": \"flipbook\", \"views\": \(views), \"constraints\": \(constraintCount), "
            + "\"build_ms\": \(median(buildTimes) / 1e6), \"step_us\": \(median(stepTimes) / 1e3), "
            + "\"checksum_build\": \(buildSum), \"checksum_steps\": \(stepSum + finalSum)}")
}
