#!/usr/bin/env python3
"""Draws Mercato's app icon (the design of assets/icon.svg) as PNG files.

Browsers that do not take SVG icons (iOS home screen, some launchers) need
PNGs; this paints the same shapes with plain Python (no imaging library on
the build machine), 4 samples per pixel for smooth edges.

  app_icon_png.py --out build/web/assets --sizes 180 192 512
"""
import argparse
import math
import os
import struct
import zlib

WOOD = (0x8C, 0x5A, 0x32)
DARK_WOOD = (0x5C, 0x3D, 0x26)
GOLD = (0xE8, 0xB4, 0x3C)
BROWN = (0x6B, 0x4A, 0x10)
CREAM = (0xFF, 0xF5, 0xE6)
RED = (0xC0, 0x39, 0x2B)
COIN = (0xFF, 0xD7, 0x7A)


def rounded_rect_distance(x, y, lo, hi, r):
    """Signed distance to a rounded square [lo, hi]^2 with corner radius r."""
    c = (lo + hi) / 2
    h = (hi - lo) / 2 - r
    qx, qy = abs(x - c) - h, abs(y - c) - h
    outside = math.hypot(max(qx, 0), max(qy, 0))
    return outside + min(max(qx, qy), 0) - r


def color_at(x, y):
    """The icon's colour at (x, y) in the SVG's 512 x 512 units, or None (transparent)."""
    if rounded_rect_distance(x, y, 16, 496, 96) > 0:
        return None
    colour = WOOD
    if abs(rounded_rect_distance(x, y, 40, 472, 76)) <= 6:
        colour = DARK_WOOD
    # The diamond: |dx|/156 + |dy|/172 <= 1, with a 20-unit outline.
    d = abs(x - 256) / 156 + abs(y - 256) / 172
    if d <= 1 + 10 / 160:
        colour = BROWN if d > 1 - 10 / 160 else GOLD
    for cx, cy, r, fill, edge, width in ((256, 256, 54, CREAM, BROWN, 12), (112, 408, 34, COIN, BROWN, 10),
                                          (400, 408, 34, COIN, BROWN, 10), (400, 104, 34, COIN, BROWN, 10)):
        dist = math.hypot(x - cx, y - cy)
        if dist <= r + width / 2:
            colour = edge if dist > r - width / 2 else fill
    if math.hypot(x - 256, y - 256) <= 22:
        colour = RED
    return colour


def render(size):
    rows = []
    scale = 512 / size
    offsets = (0.25, 0.75)
    for py in range(size):
        row = bytearray([0])  # PNG filter: none
        for px in range(size):
            r = g = b = a = 0
            for oy in offsets:
                for ox in offsets:
                    c = color_at((px + ox) * scale, (py + oy) * scale)
                    if c is not None:
                        r += c[0]; g += c[1]; b += c[2]; a += 1
            row += bytes((r // a, g // a, b // a, a * 255 // 4)) if a else b"\0\0\0\0"
        rows.append(bytes(row))
    return b"".join(rows)


def png(size, pixels):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(pixels, 9)) +
            chunk(b"IEND", b""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="folder for icon-<size>.png")
    parser.add_argument("--sizes", type=int, nargs="+", required=True)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for size in args.sizes:
        if not 16 <= size <= 1024:
            raise SystemExit(f"app_icon_png.py: size {size} is not between 16 and 1024")
        with open(os.path.join(args.out, f"icon-{size}.png"), "wb") as f:
            f.write(png(size, render(size)))


if __name__ == "__main__":
    main()
