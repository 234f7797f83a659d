#!/usr/bin/env python3
"""Prints the content offset y of each step of a Flipbook step trace (`--trace`), one a line:
the scroll positions peer.py draws for the drag scene."""
import json
import sys

with open(sys.argv[1]) as f:
    for line in f:
        if line.strip():
            print(json.loads(line)["offset"][1])
