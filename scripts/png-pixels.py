#!/usr/bin/env python3
"""Prints the colour of pixels of a PNG, one "R G B A" line per X Y pair asked for.

Used by Tests/CLITests/SVGPictureTests.swift to check what rsvg-convert drew from a sample's
SVG: rsvg-convert only writes PNG, and this decodes it with the standard library alone (zlib),
so the test needs nothing installed beyond python3 and librsvg2-bin.

Handles what rsvg-convert writes: 8-bit RGBA (or RGB), not interlaced.

Usage: scripts/png-pixels.py FILE.png X Y [X Y ...]
"""
import struct
import sys
import zlib


def decode(path):
    """Returns (width, height, channels, rows) with rows a list of bytes, unfiltered."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG file")
    pos, idat, header = 8, [], None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        sys.exit(f"{path}: no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    channels = {6: 4, 2: 3}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        sys.exit(f"{path}: only 8-bit RGB/RGBA, non-interlaced PNGs are handled")
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + predictor) & 0xFF
            elif kind != 0:
                sys.exit(f"{path}: unknown filter type {kind} in row {y}")
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main():
    if len(sys.argv) < 4 or len(sys.argv) % 2 != 0:
        sys.exit(__doc__.strip().splitlines()[-1])
    width, height, channels, rows = decode(sys.argv[1])
    coordinates = [int(v) for v in sys.argv[2:]]
    for x, y in zip(coordinates[::2], coordinates[1::2]):
        if not (0 <= x < width and 0 <= y < height):
            sys.exit(f"pixel ({x}, {y}) is outside the {width}x{height} image")
        pixel = rows[y][x * channels : (x + 1) * channels]
        alpha = pixel[3] if channels == 4 else 255
        print(pixel[0], pixel[1], pixel[2], alpha)


if __name__ == "__main__":
    main()
