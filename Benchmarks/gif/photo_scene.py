#!/usr/bin/python3
"""Writes the photo-like benchmark scene as PNG frames: OUT/0000.png, 0001.png, ...

A deterministic stand-in for "gradients and an image": a full-frame diagonal gradient whose hue
drifts, a photo-like picture (smooth multi-octave value noise coloured like a landscape, plus film
grain) panning through a window, and a translucent card with its own gradient sliding across.
Tens of thousands of colours per frame, so every encoder has to quantize. Needs Pillow and numpy
(Debian: python3-pil python3-numpy); same seed, same bytes.

usage: photo_scene.py OUT [--frames N] [--width W] [--height H]
"""
import argparse
import os

import numpy as np
from PIL import Image

SEED = 20240611


def value_noise(rng, width, height, octaves=5):
    """Sum of bicubically upsampled random grids: soft shapes like clouds, hills, foliage."""
    total = np.zeros((height, width), np.float64)
    amplitude, weight = 1.0, 0.0
    for o in range(octaves):
        cells = 3 * 2 ** o
        grid = rng.random((cells + 1, cells + 1)).astype(np.float32)
        up = Image.fromarray(grid, mode="F").resize((width, height), Image.BICUBIC)
        total += amplitude * np.asarray(up, np.float64)
        weight += amplitude
        amplitude *= 0.5
    return total / weight


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--frames", type=int, default=40)
    ap.add_argument("--width", type=int, default=800)
    ap.add_argument("--height", type=int, default=600)
    a = ap.parse_args()
    rng = np.random.default_rng(SEED)
    w, h, n = a.width, a.height, a.frames

    # The "photo": wider than its window so it can pan.
    pw, ph = w // 2 + 4 * n, h // 2
    land = value_noise(rng, pw, ph)
    sky = np.linspace(0, 1, ph)[:, None]
    photo = np.empty((ph, pw, 3), np.float64)
    photo[..., 0] = 40 + 150 * land + 50 * (1 - sky)
    photo[..., 1] = 70 + 140 * land * sky + 40 * (1 - sky)
    photo[..., 2] = 60 + 80 * (1 - land) + 90 * (1 - sky)
    photo += rng.normal(0, 5, photo.shape)          # film grain, fixed to the picture
    photo = np.clip(photo, 0, 255)

    ys, xs = np.mgrid[0:h, 0:w].astype(np.float64)
    os.makedirs(a.out, exist_ok=True)
    for k in range(n):
        t = k / max(n - 1, 1)
        frame = np.empty((h, w, 3), np.float64)
        diag = (xs / w + ys / h) / 2
        frame[..., 0] = 255 * (0.2 + 0.6 * diag * (1 - 0.3 * t))
        frame[..., 1] = 255 * (0.3 + 0.4 * (1 - diag) + 0.1 * t)
        frame[..., 2] = 255 * (0.5 + 0.4 * np.sin(3.1 * diag + t))
        # The photo's window, panning 4 px per frame.
        x0, y0 = w // 4, h // 6
        frame[y0:y0 + ph, x0:x0 + w // 2] = photo[:, 4 * k:4 * k + w // 2]
        # A translucent card with its own vertical gradient, sliding right.
        cx, cy, cw, chh = int(20 + (w - 260) * t), h - 150, 220, 110
        card = np.empty((chh, cw, 3))
        card[...] = np.linspace(250, 180, chh)[:, None, None] * np.array([1.0, 0.95, 0.85])
        region = frame[cy:cy + chh, cx:cx + cw]
        frame[cy:cy + chh, cx:cx + cw] = 0.75 * card + 0.25 * region
        img = Image.fromarray(np.clip(frame + 0.5, 0, 255).astype(np.uint8), "RGB")
        img.save(os.path.join(a.out, f"{k:04d}.png"), compress_level=1)


if __name__ == "__main__":
    main()
