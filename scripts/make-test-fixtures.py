#!/usr/bin/env python3
"""Makes the font and symbol fixtures of the font and symbol tests (Tests/Fixtures/), so no font
file of anyone else's is committed: "Flipbook Test Sans", Regular and Bold (and "Flipbook Late Sans"), whose glyphs are
filled boxes of known advance widths (fontTools' FontBuilder), and chevron.right@3x.png (Pillow).
Run by hand after changing it: python3 scripts/make-test-fixtures.py (needs python3-fonttools
and python3-pil). The tests measure the files with Pillow's FreeType, never these numbers."""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "Fixtures")

def box(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0)); pen.closePath()
    return pen.glyph()

def make(style, weight, extra, family="Flipbook Test Sans"):
    chars = [chr(c) for c in range(0x21, 0x7F)]
    names = [".notdef", "space"] + ["g%02X" % ord(c) for c in chars]
    glyphs = {".notdef": box(50, 0, 450, 700), "space": TTGlyphPen(None).glyph()}
    metrics = {".notdef": (500, 50), "space": (250, 0)}
    for c in chars:
        name = "g%02X" % ord(c)
        # Widths differ from letter to letter, so a wrong advance shows in a measured width.
        advance = 380 + (ord(c) * 37) % 320 + extra
        top = 500 if c.islower() else 700
        glyphs[name] = box(40, 0, advance - 40, top)
        metrics[name] = (advance, 40)
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x20: "space", **{ord(c): "g%02X" % ord(c) for c in chars}})
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=820, descent=-230)
    ps = family.replace(" ", "") + "-" + style
    fb.setupNameTable({"familyName": family, "styleName": style, "uniqueFontIdentifier": ps,
                       "fullName": family + " " + style, "psName": ps,
                       "copyright": "Made by Flipbook's scripts/make-test-fixtures.py; public domain."})
    fb.setupOS2(sTypoAscender=820, sTypoDescender=-230, sTypoLineGap=0, usWinAscent=820, usWinDescent=230,
                sxHeight=500, sCapHeight=700, usWeightClass=weight,
                fsSelection=(0x20 if weight >= 700 else 0x40), achVendID="FLPB")
    fb.setupPost()
    fb.font["head"].macStyle = 1 if weight >= 700 else 0
    fb.save(os.path.join(OUT, "fonts", ps + ".ttf"))

def chevron():
    from PIL import Image, ImageDraw
    # chevron.right at the reference configuration (17 pt, medium) at 3x: 9 × 15 pt.
    img = Image.new("RGBA", (27, 45), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.line([(5, 4), (21, 22), (5, 40)], fill=(0, 0, 0, 255), width=6, joint="curve")
    img.save(os.path.join(OUT, "symbols", "chevron.right@3x.png"))

make("Regular", 400, 0)
make("Bold", 700, 60)
# A family only the font map renewal test registers: its "before" is known whatever ran first.
make("Regular", 400, 30, family="Flipbook Late Sans")
chevron()
