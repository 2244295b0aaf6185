"""Draws the Console Desktop logo (a terminal prompt "> _" on a rounded blue tile) as PNGs.

Pure Python (zlib + struct) so it runs anywhere the repo does; rerun after changing the design:
    python3 build/make-icons.py
"""
import math
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'resources')
BG = (22, 119, 255)  # antd primary blue
FG = (255, 255, 255)


def inside_logo(x, y):
    """Shape test in unit coordinates (0..1): returns 'fg', 'bg' or None (transparent)."""
    # Rounded square tile with a small margin.
    m, r = 0.04, 0.2
    if not (m <= x <= 1 - m and m <= y <= 1 - m):
        return None
    cx = min(max(x, m + r), 1 - m - r)
    cy = min(max(y, m + r), 1 - m - r)
    if (x - cx) ** 2 + (y - cy) ** 2 > r * r:
        return None
    # Chevron ">" as two thick strokes meeting at (0.52, 0.47).
    w = 0.075
    for (x1, y1, x2, y2) in ((0.26, 0.27, 0.52, 0.47), (0.52, 0.47, 0.26, 0.67)):
        if seg_dist(x, y, x1, y1, x2, y2) <= w:
            return 'fg'
    # Underscore "_".
    if 0.56 <= x <= 0.78 and 0.62 <= y <= 0.71:
        return 'fg'
    return 'bg'


def seg_dist(px, py, x1, y1, x2, y2):
    dx, dy = x2 - x1, y2 - y1
    t = max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (x1 + t * dx), py - (y1 + t * dy))


def render(size, samples=4):
    rows = []
    for j in range(size):
        row = bytearray([0])  # filter: none
        for i in range(size):
            acc = [0, 0, 0, 0]
            for sj in range(samples):
                for si in range(samples):
                    kind = inside_logo((i + (si + 0.5) / samples) / size, (j + (sj + 0.5) / samples) / size)
                    if kind is None:
                        continue
                    color = FG if kind == 'fg' else BG
                    acc[0] += color[0]
                    acc[1] += color[1]
                    acc[2] += color[2]
                    acc[3] += 255
            n = samples * samples
            covered = acc[3] / 255
            if covered:
                row += bytes([round(acc[0] / covered), round(acc[1] / covered), round(acc[2] / covered), round(acc[3] / n)])
            else:
                row += bytes(4)
        rows.append(bytes(row))
    return png(size, size, b''.join(rows))


def png(width, height, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')


def main():
    os.makedirs(os.path.join(ROOT, 'icons'), exist_ok=True)
    outputs = {'icon.png': 512, 'tray.png': 16, 'tray@2x.png': 32}
    for size in (16, 32, 48, 64, 128, 256, 512):
        outputs[os.path.join('icons', f'{size}x{size}.png')] = size
    for name, size in outputs.items():
        with open(os.path.join(ROOT, name), 'wb') as handle:
            handle.write(render(size))


if __name__ == '__main__':
    main()
