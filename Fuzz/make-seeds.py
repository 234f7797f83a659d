#!/usr/bin/env python3
"""Writes the seed corpora under Fuzz/seeds/<target>/ and the dictionaries Fuzz/*.dict from the
repository's own examples: fixtures/*.json, the JSON examples of docs/scene-format.md, every
string in them (expressions, constraint strings, VFL), the schema's keys and enums,
fixtures/assets/*.png. GIF seeds are hand-made here; Fuzz/seeds/gif also holds GIFs the encoder
wrote and seeds/scene examples/small.json (see Fuzz/README.md). Run from anywhere; rerun after
the examples change."""
import hashlib, json, os, re, shutil, struct, zlib

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
seeds = os.path.join(root, "Fuzz", "seeds")

def put(target, data, name=None):
    folder = os.path.join(seeds, target)
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    name = name or hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)

def strings(value, out):
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            strings(v, out)
    elif isinstance(value, list):
        for v in value:
            strings(v, out)

# Scenes: the fixtures and the docs' JSON examples (the ones that parse on their own).
scenes = []
fixtures = os.path.join(root, "fixtures")
for name in sorted(os.listdir(fixtures)):
    if name.endswith(".json"):
        with open(os.path.join(fixtures, name), "rb") as f:
            scenes.append((name, f.read()))
with open(os.path.join(root, "docs", "scene-format.md")) as f:
    for k, block in enumerate(re.findall(r"```json\n(.*?)```", f.read(), re.S)):
        scenes.append((f"doc-{k}.json", block.encode()))
texts = set()
for name, data in scenes:
    put("scene", data, name)
    try:
        strings(json.loads(data), texts)
    except ValueError:
        pass

# Expressions and constraints: every string of the examples; the constraint target's first byte
# picks the language (even: constraint string, odd: VFL).
extra_expressions = ["1e300 * 1e300", "-1e19 / 0", "9.2e18 + 3e9", "sqrt(-0)", "mod(1, 0)", "1e-320 / 1e-320",
                     "clamp(scroll.y, 1e300, -1e300)", "progress(1, 1)", "lerp(0, 10, 0.5)", "below(alpha, 0.3)",
                     "round(9.2e18)", "abs(-(-(-1)))", "min(1, 2, 3, 4)", "floor(ceil(2.5))"]
extra_constraints = ["a.top == b.bottom * 2 + 8 @750", "a.width >= 1e300", "a.leading == superview.leading - 1e19",
                     "a.height == a.width * 9.2e18 @required", "a.centerX == b.centerX @low"]
extra_vfl = ["H:|-[a]-[b(>=20)]-|", "V:|-(huge)-[a(==b)]-(neg@750)-|", "|[a(nan)]|", "H:[a(>=tiny,<=inf)]",
             "V:|-pad-[a]-(>=0)-[b]-|"]
for text in sorted(texts) + extra_expressions:
    put("expression", text)
for text in sorted(texts) + extra_constraints:
    put("constraint", b"\x00" + text.encode())
for text in extra_vfl + [t for t in texts if t.startswith(("H:", "V:", "|", "["))]:
    put("constraint", b"\x01" + text.encode())
    put("constraint", b"\x03" + text.encode())

# PNGs: the assets, and small hand-made ones (grey, palette, interlaced, 16-bit).
assets = os.path.join(fixtures, "assets")
for name in sorted(os.listdir(assets)):
    if name.endswith(".png"):
        with open(os.path.join(assets, name), "rb") as f:
            put("png", f.read(), name)

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

def png(width, height, depth, color, rows, interlace=0, extra=b""):
    header = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, interlace)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra +
            chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))

put("png", png(2, 2, 8, 0, b"\x00\x00\xff\x00\xff\x00"), "grey-2x2.png")
put("png", png(3, 1, 8, 3, b"\x00\x00\x01\x02", extra=chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255]))), "palette.png")
put("png", png(4, 4, 8, 2, b"".join(b"\x00" + bytes(12) for _ in range(4)), interlace=1), "interlaced.png")
put("png", png(1, 1, 16, 6, b"\x00" + bytes(8)), "rgba16.png")

# GIFs: one-pixel frames (as Tests/FlipbookTestSupport/GIFBytes.swift), interlace flag, a
# NETSCAPE2.0 loop block and every disposal.
def gif(width, height, frames, disposal=1, loop=True, interlace=False):
    out = b"GIF89a" + struct.pack("<HH", width, height) + bytes([0xF1, 0, 0])
    out += bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])
    if loop:
        out += b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"
    for k in range(frames):
        out += bytes([0x21, 0xF9, 4, (disposal << 2) | 1, 5, 0, 3, 0])
        out += b"\x2c" + struct.pack("<HHHH", k % width, 0, 1, 1) + bytes([0x40 if interlace else 0])
        bits = 4 | (k % 4) << 3 | 5 << 6
        out += bytes([2, 2, bits & 0xFF, bits >> 8, 0])
    return out + b"\x3b"

for disposal in (0, 1, 2, 3):
    put("gif", gif(4, 2, 5, disposal), f"pixels-dispose{disposal}.gif")
put("gif", gif(8, 8, 3, interlace=True, loop=False), "interlaced.gif")

# Dictionaries: schema keys and enums, the languages' words, extreme numbers.
with open(os.path.join(root, "docs", "scene.schema.json")) as f:
    schema = json.load(f)
words = set()
def walk(o):
    if isinstance(o, dict):
        for k, v in o.items():
            if k == "properties" and isinstance(v, dict):
                words.update(v.keys())
            if k in ("enum", "const"):
                words.update(x for x in (v if isinstance(v, list) else [v]) if isinstance(x, str))
            walk(v)
    elif isinstance(o, list):
        for x in o:
            walk(x)
walk(schema)
numbers = ["1e300", "-1e300", "-1e19", "3e9", "9.2e18", "-9.2e18", "1e-320", "-0", "0.0", "4294967296", "2147483648",
           "65536", "16385", "1e308", "NaN", "Infinity"]
def dict_line(token):
    return '"' + token.replace("\\", "\\\\").replace('"', '\\"') + '"\n'
language = ["==", ">=", "<=", "@", "@required", "@high", "@low", "#", "min(", "max(", "clamp(", "lerp(", "progress(",
            "abs(", "floor(", "ceil(", "round(", "sqrt(", "mod(", "below(", "scroll.y", "input", "superview", "H:", "V:",
            "|-", "-|", "[", "]", "(", ")", ".top", ".bottom", ".leading", ".trailing", ".width", ".height",
            ".centerX", ".centerY", ".firstBaseline", ".lastBaseline", ".left", ".right", "constraints.", ".frame.height",
            "safeArea", "root", "margins"]
with open(os.path.join(root, "Fuzz", "scene.dict"), "w") as f:
    f.write("# Scene-file keys and enums (docs/scene.schema.json), language words, extreme numbers.\n")
    for w in sorted(words):
        f.write(dict_line('"' + w + '"'))
    for n in numbers:
        f.write(dict_line(n))
        f.write(dict_line('"' + n + '"'))
    for w in language:
        f.write(dict_line(w))
with open(os.path.join(root, "Fuzz", "language.dict"), "w") as f:
    f.write("# Expression, constraint and VFL words, extreme numbers.\n")
    for w in language + numbers:
        f.write(dict_line(w))
with open(os.path.join(root, "Fuzz", "image.dict"), "w") as f:
    f.write("# PNG chunk types and GIF markers.\n")
    for w in ["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "iCCP", "zTXt", "acTL", "fcTL"]:
        f.write(dict_line(w))
    f.write('"GIF89a"\n"GIF87a"\n"NETSCAPE2.0"\n"\\x21\\xf9\\x04"\n"\\x2c"\n"\\x3b"\n"\\xff\\xff"\n"\\x00\\x40"\n')
print("seeds:", {t: len(os.listdir(os.path.join(seeds, t))) for t in sorted(os.listdir(seeds))})
