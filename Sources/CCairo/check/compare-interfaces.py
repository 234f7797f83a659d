#!/usr/bin/env python3
# compare-interfaces.py REAL.swift CCAIRO.swift: every declaration of CCairo's Swift interface (as
# swift-synthesize-interface prints it) must be in the interface of the real headers, word for word.
# Prints those that are not; exits 1 if any differs other than the pointers text-types.h makes
# opaque on purpose (EXPECTED below: fields Flipbook never reads, pointing at types left incomplete).
import re, sys

EXPECTED = {"public struct _PangoAttribute {", "public struct _PangoAnalysis {"}

def declarations(path):
    text = re.sub(r'/\*.*?\*/', '', open(path).read(), flags=re.S)
    lines = [l.rstrip() for l in text.splitlines() if l.strip() and not l.strip().startswith('//')]
    found, current = {}, None
    for line in lines:
        if not line.startswith((' ', '}')):
            if current: found.setdefault(current[0], []).append('\n'.join(current))
            current = [line]
        else:
            current.append(line)
    if current: found.setdefault(current[0], []).append('\n'.join(current))
    return found

real, ours = declarations(sys.argv[1]), declarations(sys.argv[2])
same = expected = unexpected = 0
for head, bodies in ours.items():
    for body in bodies:
        if body in real.get(head, []):
            same += 1
            continue
        if head in EXPECTED:
            expected += 1
            print(f"differs as expected (opaque pointer fields): {head}")
            continue
        else:
            unexpected += 1
            label = "DIFFERS" if head in real else "NOT IN THE REAL HEADERS"
        print(f"{label}:\n--- real\n{real.get(head, ['(none)'])[0]}\n--- CCairo\n{body}\n")
print(f"Swift interface: {same} declarations identical, {expected} differ as expected, {unexpected} differ")
sys.exit(1 if unexpected else 0)
