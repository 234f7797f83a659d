"""Kiwi side of the layout benchmark: the same screens as Sources/layout-bench.

Times (1) adding every constraint plus the first solve, and (2) a scroll: one
edit variable suggested and re-solved 1,000 times with updateVariables.
Constraint objects are built before the clock starts on both sides, so the
build figure is solver work plus one call per constraint.

UIKit priorities map to Kiwi weights one to one (priority p -> weight p,
required -> kiwi's required): the screens have no trade-off where a count of
weak constraints could outvote a stronger one, so both solvers reach the same
solution, which the checksums confirm.
"""
import json
import sys
import time

import kiwisolver as kiwi

MASK = (1 << 64) - 1


class Generator:
    """64-bit LCG (Knuth's MMIX constants), identical to the Swift side."""

    def __init__(self, state):
        self.state = state

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & MASK
        return self.state >> 33


def strength(priority):
    return kiwi.strength.create(0, 0, 1, priority)


def make_screen(count):
    gen = Generator(12345)
    hx, hy = kiwi.Variable("header.x"), kiwi.Variable("header.y")
    hw, hh = kiwi.Variable("header.width"), kiwi.Variable("header.height")
    variables = [hx, hy, hw, hh]
    cs = [hx == 0, hy == 0, hw == 375, hh >= 44, hh <= 400, (hh == 120) | strength(250)]
    xs, ys, ws, hs = [], [], [], []
    for index in range(count):
        row, column = divmod(index, 4)
        preferred_width = float(20 + gen.next() % 100)
        preferred_height = float(20 + gen.next() % 60)
        x, y = kiwi.Variable(f"v{index}.x"), kiwi.Variable(f"v{index}.y")
        w, h = kiwi.Variable(f"v{index}.width"), kiwi.Variable(f"v{index}.height")
        variables += [x, y, w, h]
        xs.append(x); ys.append(y); ws.append(w); hs.append(h)
        if column == 0:
            cs.append(x == 8)
            if row == 0:
                cs.append(y == hy + hh + 8)
            else:
                cs.append(y == ys[index - 4] + hs[index - 4] + 8)
        else:
            cs.append(x == xs[index - 1] + ws[index - 1] + 8)
            cs.append(y == ys[index - 1])
        cs.append(w >= 20)
        cs.append((w == preferred_width) | strength(750 - column))
        cs.append((h == preferred_height) | strength(250))
        if column == 3:
            cs.append(x + w <= 367)
    return variables, cs, hh


def scroll_value(step):
    return float(20 + (step * 7) % 420)


def median(values):
    values = sorted(values)
    mid = len(values) // 2
    return values[mid] if len(values) % 2 else (values[mid - 1] + values[mid]) / 2


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [10, 100, 1000]
    clock = time.perf_counter_ns
    for views in sizes:
        repeats = 200 if views <= 10 else 30 if views <= 100 else 5
        build_times = []
        for _ in range(repeats):
            variables, cs, hh = make_screen(views)
            solver = kiwi.Solver()
            add = solver.addConstraint
            start = clock()
            for c in cs:
                add(c)
            solver.updateVariables()
            build_times.append(clock() - start)
            build_sum = sum(v.value() for v in variables)

        variables, cs, hh = make_screen(views)
        solver = kiwi.Solver()
        for c in cs:
            solver.addConstraint(c)
        solver.addEditVariable(hh, strength(999))
        suggest, update = solver.suggestValue, solver.updateVariables
        step_times = []
        step_sum = 0.0
        for step in range(1000):
            value = scroll_value(step)
            start = clock()
            suggest(hh, value)
            update()
            step_times.append(clock() - start)
            step_sum += hh.value()
        final_sum = sum(v.value() for v in variables)
        print(json.dumps({
            "impl": "kiwi", "views": views, "constraints": len(cs),
            "build_ms": median(build_times) / 1e6, "step_us": median(step_times) / 1e3,
            "checksum_build": build_sum, "checksum_steps": step_sum + final_sum,
        }), flush=True)


if __name__ == "__main__":
    main()
