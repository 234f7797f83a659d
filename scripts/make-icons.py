#!/usr/bin/env python3
"""Draws the built-in scenes' icons (Flipbook ships no third-party artwork).

Run with Debian's python3 and Pillow:  /usr/bin/python3 scripts/make-icons.py
Writes {swift,apple,avatar}@3x.png (70 pt at 3x = 210 px) into Sources/FlipbookScene/Resources/Assets
and fixtures/assets.
The icons fill their square edge to edge (rounded corners aside), so tests can measure an icon's
extent along its centre row and column.
"""
from pathlib import Path
from PIL import Image, ImageDraw

SIZE = 210
SS = 4  # supersampling for smooth edges
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Sources/FlipbookScene/Resources/Assets"
# The scene files in fixtures/ use the same pictures, from their own folder.
FIXTURES = ROOT / "fixtures/assets"


def canvas(color):
    img = Image.new("RGBA", (SIZE * SS, SIZE * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, SIZE * SS - 1, SIZE * SS - 1], radius=46 * SS, fill=color)
    return img, d


def pts(coords):
    return [(x * SS, y * SS) for x, y in coords]


def swift_icon():
    img, d = canvas((240, 81, 56, 255))
    # A stylised swift: a swept wing body and a forked tail, in white.
    d.polygon(pts([(38, 128), (96, 150), (150, 148), (178, 170), (172, 132), (150, 92),
                   (108, 52), (132, 104), (84, 72), (60, 56), (102, 108), (64, 90)]), fill="white")
    return img


def apple_icon():
    img, d = canvas((58, 58, 64, 255))
    # An apple: two overlapping lobes, a bite, a leaf.
    d.ellipse(pts([(48, 70), (118, 170)]), fill="white")
    d.ellipse(pts([(92, 70), (162, 170)]), fill="white")
    d.ellipse(pts([(140, 100), (180, 140)]), fill=(58, 58, 64, 255))
    d.ellipse(pts([(98, 34), (128, 66)]), fill="white")
    return img


def avatar():
    # A round portrait: a coloured disc, a head and shoulders; transparent outside the circle.
    img = Image.new("RGBA", (SIZE * SS, SIZE * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse([0, 0, SIZE * SS - 1, SIZE * SS - 1], fill=(94, 92, 230, 255))
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).ellipse([0, 0, SIZE * SS - 1, SIZE * SS - 1], fill=255)
    figure = Image.new("RGBA", img.size, (0, 0, 0, 0))
    f = ImageDraw.Draw(figure)
    f.ellipse(pts([(70, 40), (140, 110)]), fill=(255, 224, 189, 255))
    f.ellipse(pts([(30, 120), (180, 270)]), fill=(255, 255, 255, 255))
    img.paste(figure, (0, 0), Image.composite(figure, Image.new("RGBA", img.size), mask).split()[3])
    return img


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in [("swift@3x.png", swift_icon), ("apple@3x.png", apple_icon), ("avatar@3x.png", avatar)]:
        icon = make().resize((SIZE, SIZE), Image.LANCZOS)
        for folder in (OUT, FIXTURES):
            folder.mkdir(parents=True, exist_ok=True)
            icon.save(folder / name, optimize=True)
            print("wrote", folder / name)


if __name__ == "__main__":
    main()
