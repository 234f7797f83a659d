#!/usr/bin/python3
"""Encodes PNG frame folders with Flipbook and the usual peers, then decodes every GIF with
Pillow and prints one table: encode time, peak memory, bytes, mean and minimum PSNR.

usage: compare.py WORK [SCENE ...]
  WORK/<scene> holds each scene's PNG frames (by default `ui`, the blog-header, and `photo`); GIFs
  go to WORK/gifs. `run.sh` passes every built-in scene and the photo-like one.

Time and peak memory come from GNU time (`/usr/bin/time -f "%e %M"`: wall seconds and maximum
resident set size of the process; for gifsicle -O3, ImageMagick's run plus gifsicle's, memory
the larger of the two). Every tool runs GIF_BENCH_RUNS times (3 by default) per scene after one
warm-up of Flipbook, and the median time is reported; the machine is shared, so single runs
vary.
"""
import glob
import os
import subprocess
import statistics
import sys

import numpy as np
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FLIPBOOK = os.path.join(ROOT, ".build/release/gif-encode")
CONVERT = "/usr/bin/convert"   # Debian's ImageMagick, not a stand-in earlier on PATH
PY = "/usr/bin/python3"        # Debian's Python, which has Pillow

PILLOW_ENCODE = """
import glob, sys
from PIL import Image
files = sorted(glob.glob(sys.argv[1] + "/*.png"))
frames = [Image.open(f).convert("RGB") for f in files]
frames[0].save(sys.argv[2], save_all=True, append_images=frames[1:], duration=1000 / 30, loop=0)
"""


RUNS = int(os.environ.get("GIF_BENCH_RUNS", "3"))
# Debian's ImageMagick policy caps pixel cache at 256 MiB / 1 GiB of disk, which a 221-frame
# 780x1688 animation exceeds ("cache resources exhausted"); this folder's policy.xml raises the
# caps for the benchmark's runs only.
os.environ["MAGICK_CONFIGURE_PATH"] = os.path.join(os.path.dirname(os.path.abspath(__file__)), "imagemagick-policy")


def timed(cmd, runs=RUNS):
    """Runs cmd `runs` times under GNU time; returns (median seconds, largest peak KB). The
    median, for every encoder alike, because a shared 2-core machine makes single runs vary by
    tens of percent."""
    results = []
    for _ in range(runs):
        out = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + cmd, capture_output=True, text=True)
        if out.returncode != 0:
            shown = " ".join(cmd[:6]) + (f" … ({len(cmd) - 6} more arguments)" if len(cmd) > 6 else "")
            sys.exit(f"failed: {shown}\n{out.stderr[-2000:]}")
        seconds, kb = out.stderr.strip().splitlines()[-1].split()
        results.append((float(seconds), int(kb)))
    return statistics.median(t for t, _ in results), max(kb for _, kb in results)


def encoders(frames, gifs, name):
    n = len(glob.glob(frames + "/*.png"))
    pngs = sorted(glob.glob(frames + "/*.png"))
    out = lambda tool: os.path.join(gifs, f"{name}-{tool}.gif")
    runs = []
    runs.append(("Flipbook", out("flipbook"), [timed([FLIPBOOK, frames, out("flipbook"), "--fps", "30"])]))
    runs.append(("Flipbook --dither ordered", out("flipbook-ordered"),
                 [timed([FLIPBOOK, frames, out("flipbook-ordered"), "--fps", "30", "--dither", "ordered"])]))
    runs.append(("Flipbook --dither diffusion", out("flipbook-diffusion"),
                 [timed([FLIPBOOK, frames, out("flipbook-diffusion"), "--fps", "30", "--dither", "diffusion"])]))
    runs.append(("ffmpeg palettegen diff + paletteuse", out("ffmpeg"), [timed(
        ["ffmpeg", "-v", "error", "-y", "-framerate", "30", "-i", frames + "/%04d.png", "-vf",
         "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse", out("ffmpeg")])]))
    runs.append(("Pillow save_all", out("pillow"), [timed([PY, "-c", PILLOW_ENCODE, frames, out("pillow")])]))
    im = timed([CONVERT, "-delay", "1x30", "-loop", "0"] + pngs + [out("imagemagick")])
    runs.append(("ImageMagick convert", out("imagemagick"), [im]))
    runs.append(("ImageMagick + gifsicle -O3", out("gifsicle"),
                 [im, timed(["gifsicle", "-O3", out("imagemagick"), "-o", out("gifsicle")])]))
    return n, runs


def psnr_stats(gif, pngs):
    """Mean and minimum PSNR (R, G, B) of Pillow's composited frames against the PNGs. A GIF
    with merged identical frames has fewer images; each image then stands for the PNGs its
    duration covers, matched by timestamp."""
    im = Image.open(gif)
    shown, t = [], 0.0
    for i in range(im.n_frames):
        im.seek(i)
        shown.append((t, np.asarray(im.convert("RGB"), np.float64)))
        t += im.info.get("duration", 0) or 0
    values = []
    step = t / len(pngs) if t else 1
    for k, png in enumerate(pngs):
        if len(shown) == len(pngs):
            got = shown[k][1]
        else:   # the image on screen halfway through PNG k's time slot
            got = [f for start, f in shown if start <= (k + 0.5) * step][-1]
        want = np.asarray(Image.open(png).convert("RGB"), np.float64)
        mse = np.mean((got - want) ** 2)
        values.append(99.0 if mse == 0 else 10 * np.log10(255 ** 2 / mse))
    return float(np.mean(values)), float(np.min(values)), im.n_frames


def main():
    work = sys.argv[1]
    gifs = os.path.join(work, "gifs")
    os.makedirs(gifs, exist_ok=True)
    cores = os.cpu_count()
    lines = []
    # Warm-up, so the first measured Flipbook run does not pay for cold caches.
    subprocess.run([FLIPBOOK, os.path.join(work, "ui"), os.path.join(gifs, "warmup.gif")], check=True)
    scenes = sys.argv[2:] or ["ui", "photo"]
    labels = {"ui": "UI: blog-header, scale 2", "photo": "photo-like: gradients + image"}
    summary = []
    for scene in scenes:
        label = labels.get(scene, f"{scene}, scale 2")
        frames = os.path.join(work, scene)
        pngs = sorted(glob.glob(frames + "/*.png"))
        w, h = Image.open(pngs[0]).size
        n, runs = encoders(frames, gifs, scene)
        lines.append(f"\n{label}: {n} frames {w}x{h}, {cores} cores")
        lines.append(f"{'encoder':38} {'time s':>7} {'peak MB':>8} {'bytes':>10} {'PSNR mean':>10} {'PSNR min':>9}")
        rows = []
        for name, path, timings in runs:
            seconds = sum(t for t, _ in timings)
            peak = max(kb for _, kb in timings) / 1024
            mean, low, count = psnr_stats(path, pngs)
            rows.append((name, seconds, peak, os.path.getsize(path), mean, low, count))
        for name, seconds, peak, size, mean, low, count in rows:
            note = "" if count == n else f"  ({count} frames)"
            lines.append(f"{name:38} {seconds:7.2f} {peak:8.1f} {size:10,d} {mean:10.2f} {low:9.2f}{note}")
        peers = [r for r in rows if not r[0].startswith("Flipbook")]
        fb = rows[0]
        smallest = min(peers, key=lambda r: r[3])
        ffmpeg = next(r for r in rows if r[0].startswith("ffmpeg"))
        lines.append(f"Flipbook / smallest peer ({smallest[0]}): {fb[3] / smallest[3]:.2f}x bytes; "
                     f"PSNR {fb[4] - ffmpeg[4]:+.2f} dB vs ffmpeg; time {fb[1] / ffmpeg[1]:.2f}x ffmpeg's")
        print("\n".join(lines[-(len(rows) + 3):]), flush=True)
        # The goal: the smallest file among those at equal or better PSNR than Flipbook's.
        at_least = [r for r in peers if r[4] >= fb[4]]
        rival = min(at_least, key=lambda r: r[3]) if at_least else None
        summary.append((scene, n, fb, smallest, rival))

    lines.append("\nSummary: Flipbook's bytes against the smallest peer, and against the smallest peer "
                 "whose mean PSNR is at least Flipbook's")
    lines.append(f"{'scene':20} {'frames':>6} {'Flipbook bytes':>15} {'dB':>6} {'smallest peer':>28} "
                 f"{'ratio':>6} {'smallest at >= dB':>28} {'ratio':>6}")
    for scene, n, fb, smallest, rival in summary:
        peer = f"{smallest[0].split()[0]} {smallest[3]:,d} {smallest[4]:.1f}"
        if rival:
            better = f"{rival[0].split()[0]} {rival[3]:,d} {rival[4]:.1f}"
            ratio = f"{fb[3] / rival[3]:.2f}"
        else:
            better, ratio = "none", "-"
        lines.append(f"{scene:20} {n:6d} {fb[3]:15,d} {fb[4]:6.1f} {peer:>28} {fb[3] / smallest[3]:6.2f} "
                     f"{better:>28} {ratio:>6}")
    print("\n".join(lines[-(len(summary) + 2):]), flush=True)

    # Memory against length: the UI frames played 1, 10 and 30 times, 3 runs each. A run's peak
    # depends on how the batch being decoded overlaps the frames still compressing, so the range
    # over runs is printed: flat means the largest peak does not rise with the frame count.
    if os.environ.get("GIF_BENCH_MEMORY", "1") == "0":
        scenes = []
    if "ui" not in scenes:
        with open(os.path.join(work, "table.txt"), "w") as f:
            f.write("\n".join(lines).lstrip() + "\n")
        return
    lines.append("\nFlipbook peak memory vs animation length (UI frames repeated, 3 runs each):")
    for repeat in (1, 10, 30):
        out = os.path.join(gifs, f"ui-repeat{repeat}.gif")
        peaks, times = [], []
        for _ in range(3):
            seconds, kb = timed([FLIPBOOK, os.path.join(work, "ui"), out, "--repeat", str(repeat)], runs=1)
            peaks.append(kb / 1024)
            times.append(seconds)
        frames = Image.open(out).n_frames
        lines.append(f"  {repeat:2d}x: {frames:5d} frames, {statistics.median(times):6.2f} s, "
                     f"peak {min(peaks):6.1f}-{max(peaks):6.1f} MB, {os.path.getsize(out):,d} bytes")
        print(lines[-1], flush=True)
    with open(os.path.join(work, "table.txt"), "w") as f:
        f.write("\n".join(lines).lstrip() + "\n")


if __name__ == "__main__":
    main()
