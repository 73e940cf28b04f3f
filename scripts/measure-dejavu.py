#!/usr/bin/env python3
"""Independent measurements of DejaVu text for Stackup's real-font tests (docs/semantics.md §10).

Nothing here comes from Stackup. For each string:
- `width`: the shaped width, as CoreText lays text out by default (GPOS kerning and standard
  ligatures on): the sum of the x advances HarfBuzz returns through Python's uharfbuzz (its own
  bundled HarfBuzz, not the system library Stackup links), in font units times point size /
  units per em. This is what Stackup must match to 0.01 pt.
- `advanceSum`: FreeType's own sum of the glyphs' unscaled, unhinted advances (FT_LOAD_NO_SCALE,
  through freetype-py) plus FT_Get_Kerning, which reads only the legacy `kern` table (DejaVu's
  has none of the pairs below: its kerning is in GPOS). Where a string has no kerning pair and
  no ligature the two agree; the difference elsewhere is the kerning and ligatures.
Vertical metrics come from the raw `hhea` and `head` tables, parsed here with `struct`, and the
top of the glyph "H" from FreeType.

Usage: python3 scripts/measure-dejavu.py > Tests/RealFontTests/dejavu-measurements.json
Needs: pip install freetype-py uharfbuzz; apt-get install fonts-dejavu-core.
"""
import json
import struct
import sys
from importlib.metadata import version

import freetype
import uharfbuzz

FONT_DIR = "/usr/share/fonts/truetype/dejavu"

# (font file, point size, text): 20 strings, kerning pairs, digits, punctuation, accents.
CASES = [
    ("DejaVuSans.ttf", 17, "Hello, world"),
    ("DejaVuSans.ttf", 17, "AVATAR"),
    ("DejaVuSans.ttf", 17, "Typography"),
    ("DejaVuSans.ttf", 17, "WAVE To Yo"),
    ("DejaVuSans.ttf", 17, "Settings"),
    ("DejaVuSans.ttf", 17, "0123456789"),
    ("DejaVuSans.ttf", 12, "The quick brown fox jumps over the lazy dog."),
    ("DejaVuSans.ttf", 28, "Profile"),
    ("DejaVuSans.ttf", 34, "Large Title"),
    ("DejaVuSans.ttf", 17, "Café crème brûlée"),
    ("DejaVuSans.ttf", 17, "L'Hôpital"),
    ("DejaVuSans.ttf", 13, "(555) 123-4567"),
    ("DejaVuSans-Bold.ttf", 17, "Bold Heading"),
    ("DejaVuSans-Bold.ttf", 20, "Victory"),
    ("DejaVuSerif.ttf", 17, "Serif Text"),
    ("DejaVuSerif.ttf", 15, "Yesterday, Tomorrow"),
    ("DejaVuSansMono.ttf", 17, "let x = 42"),
    ("DejaVuSansMono.ttf", 11, "func layout() {}"),
    ("DejaVuSansCondensed.ttf", 17, "Condensed Width"),
    ("DejaVuSans-Oblique.ttf", 17, "Italic AV"),
]

# More strings the specs under Tests/RealFontTests/Specs use (pieces of wrapped lines).
SPEC_CASES = [
    ("DejaVuSans.ttf", 17, "Hello,"),
    ("DejaVuSans.ttf", 17, "world"),
    ("DejaVuSans.ttf", 17, "Name"),
    ("DejaVuSans.ttf", 17, "Wi-Fi"),
    ("DejaVuSans.ttf", 17, "On"),
    ("DejaVuSans.ttf", 17, "…"),
    ("DejaVuSans.ttf", 17, "Hello…"),
    ("DejaVuSerif.ttf", 17, "Hello, world"),
]


def width(face, size, text):
    units = 0
    previous = None
    for character in text:
        index = face.get_char_index(character)
        face.load_glyph(index, freetype.FT_LOAD_NO_SCALE)
        units += face.glyph.advance.x
        if previous is not None and face.has_kerning:
            units += face.get_kerning(previous, index, freetype.FT_KERNING_UNSCALED).x
        previous = index
    return units * size / face.units_per_EM


def shaped_width(path, size, text):
    blob = uharfbuzz.Blob.from_file_path(path)
    face = uharfbuzz.Face(blob)
    font = uharfbuzz.Font(face)
    buffer = uharfbuzz.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    uharfbuzz.shape(font, buffer, {})
    return sum(p.x_advance for p in buffer.glyph_positions) * size / face.upem


def cap_height(face):
    """The top of "H" in font units: the cap height when OS/2 (version < 2) has none."""
    face.load_char("H", freetype.FT_LOAD_NO_SCALE)
    return face.glyph.metrics.horiBearingY


def tables(path):
    """hhea ascender, descender, lineGap and OS/2 version, read from the file's bytes."""
    data = open(path, "rb").read()
    count = struct.unpack(">H", data[4:6])[0]
    offsets = {}
    for i in range(count):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        offsets[tag] = offset
    hhea = offsets[b"hhea"]
    ascender, descender, line_gap = struct.unpack(">hhh", data[hhea + 4 : hhea + 10])
    upem = struct.unpack(">H", data[offsets[b"head"] + 18 : offsets[b"head"] + 20])[0]
    return upem, ascender, descender, line_gap


def main():
    fonts = {}
    def measure(cases):
        result = []
        for name, size, text in cases:
            if name not in fonts:
                fonts[name] = freetype.Face(f"{FONT_DIR}/{name}")
            path = f"{FONT_DIR}/{name}"
            result.append({"font": name, "size": size, "text": text,
                           "width": round(shaped_width(path, size, text), 6),
                           "advanceSum": round(width(fonts[name], size, text), 6)})
        return result
    widths = measure(CASES)
    spec_widths = measure(SPEC_CASES)
    vertical = []
    for name in sorted(fonts):
        upem, ascender, descender, line_gap = tables(f"{FONT_DIR}/{name}")
        vertical.append({"font": name, "unitsPerEm": upem, "hheaAscender": ascender,
                         "hheaDescender": descender, "hheaLineGap": line_gap,
                         "capHeightH": cap_height(fonts[name])})
    major, minor, patch = freetype.version()
    json.dump({
        "source": f"scripts/measure-dejavu.py with uharfbuzz {version('uharfbuzz')} "
                  f"(HarfBuzz {uharfbuzz.version_string()}) and freetype-py "
                  f"{version('freetype-py')} (FreeType {major}.{minor}.{patch}), "
                  "fonts-dejavu-core from Debian",
        "widths": widths,
        "specWidths": spec_widths,
        "vertical": vertical,
    }, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
