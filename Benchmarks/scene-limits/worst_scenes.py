"""Writes the most expensive scene files the limits allow (SceneFileLimits.swift), for
run.sh to time: each is at the limit of the layout budget, arranged so every solve pivots
through all of it.

    python3 worst_scenes.py OUT_DIR LAYOUT_CONSTRAINTS VIEWS TEXT_LENGTH LABEL_TEXT_TOTAL
"""
import json
import sys

out, budget, views_limit, text_limit, text_total = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
timeline = {"type": "timeline", "duration": 1}   # 31 frames at 30 fps: the first solve, then 30 more


def write(name, doc):
    doc.setdefault("fps", 30)
    doc.setdefault("driver", timeline)
    with open(f"{out}/{name}.json", "w") as f:
        json.dump(doc, f)


# A vertical stack of labels: the stack's own constraints chain every label to the one above,
# and each label's text is measured for its intrinsic size. Budget: 4 per placed view.
count = budget // 4 - 2   # the stack is placed by Auto Layout too
write("stack-of-labels", {
    "views": [{"id": "stack", "type": "stack", "axis": "vertical", "autolayout": True,
               "subviews": [{"repeat": {"count": count},
                             "view": {"type": "label", "text": "row {i}", "font": {"size": 1}}}]}],
    "constraints": ["stack.top == root.top #top", "stack.leading == root.leading"],
    "bindings": [{"set": "constraint:top", "to": "100 * time"}]})

# A chain of labels, each placed below the one before (2 written + 4 intrinsic each).
count = budget // 6
views = [{"id": f"v{i}", "type": "label", "text": f"row {i}", "font": {"size": 1}} for i in range(count)]
cons = ["v0.top == root.top #top", "v0.leading == root.leading"]
for i in range(1, count):
    cons += [f"v{i}.top == v{i-1}.bottom + 0.01", f"v{i}.leading == v{i-1}.leading + 0.01"]
write("chain-of-labels", {"views": views, "constraints": cons,
                          "bindings": [{"set": "constraint:top", "to": "100 * time"}]})

# A chain of plain views, every edge tied to the one before (4 written + 4 each).
count = budget // 8
views = [{"id": f"v{i}", "autolayout": True, "backgroundColor": "#3366CC"} for i in range(count)]
cons = ["v0.top == root.top", "v0.leading == root.leading", "v0.width == 300 #w", "v0.height == 0.01"]
for i in range(1, count):
    cons += [f"v{i}.top == v{i-1}.bottom + 0.01", f"v{i}.leading == v{i-1}.leading + 0.01",
             f"v{i}.width == v{i-1}.width - 0.01", f"v{i}.height == v{i-1}.height"]
write("chain-of-views", {"views": views, "constraints": cons,
                         "bindings": [{"set": "constraint:w", "to": "300 - 100 * time"}]})

# The most views, by frame, each a label drawn at every frame.
write("most-views", {"views": [{"repeat": {"count": views_limit // 2},
                                "view": {"frame": [0, "i", 390, 1], "backgroundColor": "#3366CC",
                                         "subviews": [{"type": "label", "text": "row {i}", "frame": [0, 0, 390, 1]}]}}]})

# The longest label text, wrapped in a full-screen label with no line limit.
write("longest-label", {"views": [{"type": "label", "text": ("word " * text_limit)[:text_limit], "lines": 0,
                                   "frame": [0, 0, 390, 844], "font": {"size": 4}}]})

# The most label text in all: labels of the longest text, repeated up to the total.
write("most-text", {"views": [{"repeat": {"count": text_total // text_limit},
                               "view": {"type": "label", "text": ("word " * text_limit)[:text_limit], "lines": 0,
                                        "frame": [0, 0, 390, 844], "font": {"size": 4}}}]})

# Issue 33: the transitions' cost is events × views (matching) and frames × views (flights); the
# worst files the two limits allow. Two screens of hero-matched views pushed and popped.
def hero(name, count, events, every, fps):
    def screen(x):
        return {"views": [{"repeat": {"count": count, "as": "i"},
                           "view": {"frame": [f"{x} + i * 0.3", "100 + i * 0.6", 10, 10],
                                    "backgroundColor": "systemBlue", "hero": {"id": "v{i}"}}}]}
    list_ = [{"at": k * every, "action": "push", "controller": "b"} if k % 2 == 0 else {"at": k * every, "action": "pop"}
             for k in range(events)]
    write(name, {"fps": fps, "screen": {"size": [390, 844], "scale": 1},
                 "screens": {"a": screen(0), "b": screen(20)},
                 "controllers": {"nav": {"type": "navigation", "viewControllers": ["a"], "hero": True}},
                 "rootViewController": "nav",
                 "driver": {"type": "transitions", "tail": 0.2, "events": list_}})

hero("hero-most-views", 999, 25, 0, 89)     # 2 × (999 + a root) views × 25 events: the 50,000 view-events limit
hero("hero-most-events", 49, 490, 0, 1)     # 100 views × 490 events: 49,000 view-events
