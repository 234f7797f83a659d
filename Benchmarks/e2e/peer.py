#!/usr/bin/env python3
"""The script a user would write instead of Flipbook, for `make bench-e2e`.

pycairo draws the blog header's collapse over a list of rows, one PNG per frame (Cairo's own PNG
writer), then ffmpeg's two-pass palette (palettegen, then paletteuse) turns the folder into a GIF.

    peer.py blog-header OUT_DIR                     41 frames, offsets 0, 10 ... 400
    peer.py blog-header-drag OUT_DIR --offsets F    one frame per line of F (content offset y)

Same size (390x844 pt at 2x: 780x1688 px), frame count and content as Flipbook's built-in scenes,
drawn the simplest way a script would (see README.md in this folder for how it differs): fixed
geometry instead of Auto Layout, Cairo's toy text API instead of Pango, the same header formulas.
"""
import argparse
import math
import os
import shutil
import subprocess
import sys

import cairo

HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.join(HERE, "..", "..", "fixtures", "assets")

W, H, SCALE = 390.0, 844.0, 2.0
SAFE_TOP = 47.0
MAX_HEADER, MIN_HEADER = 300.0, 121.0
FONT = "Inter"

TITLES = ["Cómo animar una cabecera", "Auto Layout sin sorpresas", "UIViewPropertyAnimator a fondo",
          "Transiciones con Hero", "Tablas con cabecera dinámica", "Imágenes en la barra de navegación"]
THUMBS = ["#F05138", "#3D8BFD", "#34C759", "#FF9F0A", "#AF52DE", "#5AC8FA"]


def rgb(hex_color):
    h = hex_color.lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def byline(i):
    return f"{28 - i % 28} de noviembre · {4 + i % 9} min de lectura"


def text(cr, s, x, y, size, color, weight=cairo.FONT_WEIGHT_NORMAL, center_width=None, alpha=1.0):
    """One line of text whose box top is y (baseline from the font's ascent), left at x or centred."""
    cr.select_font_face(FONT, cairo.FONT_SLANT_NORMAL, weight)
    cr.set_font_size(size)
    ascent = cr.font_extents()[0]
    if center_width is not None:
        x += (center_width - cr.text_extents(s).x_advance) / 2
    cr.set_source_rgba(*rgb(color), alpha)
    cr.move_to(x, y + ascent)
    cr.show_text(s)


def rounded_rect(cr, x, y, w, h, r):
    cr.new_sub_path()
    cr.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    cr.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    cr.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    cr.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    cr.close_path()


def draw_rows(cr, scene, offset_y):
    """The post list under the header, scrolled to content offset y."""
    top = -offset_y
    if scene == "blog-header":
        count, row_h = 24, 80.0
    else:
        count, row_h = 40, 72.0
    for i in range(count):
        y = top + i * row_h
        if y + row_h < 0 or y > H:
            continue
        cr.set_source_rgb(1, 1, 1)
        cr.rectangle(0, y, W, row_h)
        cr.fill()
        if scene == "blog-header":
            rounded_rect(cr, 16, y + 14, 52, 52, 10)
            cr.set_source_rgb(*rgb(THUMBS[i % len(THUMBS)]))
            cr.fill()
            text(cr, TITLES[i % len(TITLES)], 84, y + 16, 17, "#000000", cairo.FONT_WEIGHT_BOLD)
            text(cr, byline(i), 84, y + 42, 14, "#8E8E93")
            sep_x = 84
        else:
            text(cr, TITLES[i % len(TITLES)], 16, y + 14, 17, "#000000")
            text(cr, byline(i), 16, y + 40, 12, "#8E8E93")
            sep_x = 16
        cr.set_source_rgb(*rgb("#C6C6C8"))
        cr.rectangle(sep_x, y + row_h - 0.5, W - sep_x, 0.5)
        cr.fill()


def draw_header(cr, offset_y, icons):
    """The seed's collapsing header: height, title size, schedule alpha and icon scale follow offset y."""
    height = max(MIN_HEADER, MAX_HEADER - (offset_y + MAX_HEADER))
    scale = height / MAX_HEADER
    cr.set_source_rgb(*rgb("#13315C"))
    cr.rectangle(0, 0, W, height)
    cr.fill()
    title_line = SAFE_TOP + 0.30 * (height - SAFE_TOP)
    icon_line = SAFE_TOP + 0.62 * (height - SAFE_TOP)
    title_size = max(22.0, 40.0 * scale)
    text(cr, "AlexandreFreire", 16, title_line - title_size * 0.6, title_size, "#FFFFFF",
         cairo.FONT_WEIGHT_BOLD, center_width=W - 32)
    icon = 1.0 if scale >= 1 else max(70 * scale, 45) / 70
    side = 70 * icon
    for surface, x in ((icons[0], 16 + 35 - side / 2), (icons[1], W - 16 - 35 - side / 2)):
        cr.save()
        cr.translate(x, icon_line - side / 2)
        cr.scale(side / surface.get_width(), side / surface.get_height())
        cr.set_source_surface(surface, 0, 0)
        cr.paint()
        cr.restore()
    text(cr, "Desarrollo iOS", 16 + 70 + 8, icon_line - 12, 17, "#C9D6EA", center_width=W - 2 * (16 + 70 + 8))
    alpha = 1.0 if scale >= 1 else 1 - (1 - scale) / (1 - MIN_HEADER / MAX_HEADER)
    text(cr, "Nuevos posts todas las semanas", 16, height - 12 - 20, 15, "#FFC857",
         center_width=W - 32, alpha=max(0.0, alpha))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scene", choices=["blog-header", "blog-header-drag"])
    parser.add_argument("out", help="a folder for the frames; the GIF is OUT/peer.gif")
    parser.add_argument("--offsets", help="one content offset y per line (the drag scene's, from Flipbook's trace)")
    args = parser.parse_args()
    if args.offsets:
        with open(args.offsets) as f:
            offsets = [float(line) for line in f if line.strip()]
    else:
        offsets = [k * 10.0 - MAX_HEADER for k in range(41)]

    frames = os.path.join(args.out, "frames")
    shutil.rmtree(frames, ignore_errors=True)
    os.makedirs(frames)
    icons = [cairo.ImageSurface.create_from_png(os.path.join(ASSETS, n)) for n in ("swift@3x.png", "apple@3x.png")]
    for k, offset_y in enumerate(offsets):
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, int(W * SCALE), int(H * SCALE))
        cr = cairo.Context(surface)
        cr.scale(SCALE, SCALE)
        cr.set_source_rgb(*rgb("#F2F2F7"))
        cr.paint()
        draw_rows(cr, args.scene, offset_y)
        draw_header(cr, offset_y, icons)
        surface.write_to_png(os.path.join(frames, f"{k:04d}.png"))

    # ffmpeg's two passes: a palette for the whole clip, then the clip mapped onto it.
    palette = os.path.join(args.out, "palette.png")
    gif = os.path.join(args.out, "peer.gif")
    pattern = os.path.join(frames, "%04d.png")
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-framerate", "30", "-i", pattern,
                    "-vf", "palettegen", palette], check=True)
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-framerate", "30", "-i", pattern, "-i", palette,
                    "-lavfi", "paletteuse", gif], check=True)
    print(f"peer: {len(offsets)} frames -> {gif} ({os.path.getsize(gif)} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
