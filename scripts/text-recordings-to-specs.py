#!/usr/bin/env python3
"""Turns docs/data/text-recordings.tsv (text sizes recorded on Apple's systems by public
sources, each row citing repository, path and commit or a URL) into layout specs with trust
`measured` under Tests/FixtureTests/Fixtures/text-measured/ (docs/semantics.md §9.7).

Each spec lays the recorded string out alone in a host of the recording's display scale and
compares its height exactly (0.01 pt, in the recording's host) and its width within 8% (in
a 400-point host, where it is the same) (the model's goal is 3% on
average, which Tests/FixtureTests/MeasuredTextTests.swift checks over all of them). Rows whose
width was constrained by the recording's layout compare the height only. Rows without a known
font or display scale are left out; a truncated row is laid out in its recorded proposal.

    python3 scripts/text-recordings-to-specs.py
"""
import csv
import os
import re
from xml.sax.saxutils import escape, quoteattr

ROOT = os.path.join(os.path.dirname(__file__), "..")
SOURCE = os.path.join(ROOT, "docs/data/text-recordings.tsv")
OUT = os.path.join(ROOT, "Tests/FixtureTests/Fixtures/text-measured")
STYLES = {"body": None, "headline": ".font(.headline)", "subheadline": ".font(.subheadline)",
          "footnote": ".font(.footnote)", "callout": ".font(.callout)", "caption": ".font(.caption)",
          "caption2": ".font(.caption2)", "title": ".font(.title)", "title2": ".font(.title2)",
          "title3": ".font(.title3)", "largeTitle": ".font(.largeTitle)"}
WEIGHTS = {"ultralight": "ultraLight", "thin": "thin", "light": "light", "regular": "regular",
           "medium": "medium", "semibold": "semibold", "bold": "bold", "heavy": "heavy",
           "black": "black"}


def font_modifier(font):
    """The dialect's `.font(…)` for a row's font column, or False when it is not known."""
    if "?" in font:
        return False
    font = font.replace(", TRUNCATED", "")
    m = re.search(r"system(?: |\(size: )(\d+(?:\.\d+)?)\)?(?: (\w+))?", font)
    if not m:
        # A style at another Dynamic Type size, its point size given: "body @ … (15 pt)".
        m = re.search(r"\((\d+(?:\.\d+)?)() pt\)", font)
    if m:
        size = m.group(1)
        weight = WEIGHTS.get((m.group(2) or "regular").lower())
        if weight is None:
            return False
        if weight == "regular":
            return ".font(.system(size: %s))" % size
        return ".font(.system(size: %s, weight: .%s))" % (size, weight)
    m = re.match(r"(\w+)", font)
    if m and m.group(1) in STYLES and "@" not in font:
        return STYLES[m.group(1)]
    return False


def slug(text):
    s = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return (s or "text")[:32]


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        if name.endswith(".xml"):
            os.remove(os.path.join(OUT, name))
    written = 0
    seen = set()
    with open(SOURCE, encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            modifier = font_modifier(row["font"])
            if modifier is False or row["lines"] != "1" or row["platform"] != "iOS":
                continue
            try:
                scale = float(row["scale"])
                width = float(row["width"])
                height = float(row["height"])
            except ValueError:
                continue
            text = row["text"].replace("\\n", "\n").replace("\\t", "\t")
            constrained = "CONSTRAINED" in row["how"]
            # A Text cut to fit its proposal reports the width it shows.
            truncated = "TRUNCATED" in row["font"]
            if truncated:
                proposal = re.search(r"proposal width (\d+)", row["how"])
                if not proposal:
                    continue
            # A legacy UIButton sizes its title to whole points: one pixel a point.
            if "WHOLE points" in row["how"]:
                row["scale"] = "1"
            key = (text, row["font"], row["scale"], row["width"], row["height"])
            if key in seen or not text:
                continue
            seen.add(key)
            modifiers = modifier or ""
            if constrained:
                modifiers += ".lineLimit(1)"
            host_width = row["width"] if constrained else "390"
            host_height = "400"
            if truncated:
                host_width = proposal.group(1)
                tall = re.search(r"proposal height (\d+)", row["how"])
                host_height = tall.group(1) if tall else host_height
            attrs = ' modifiers=%s' % quoteattr(modifiers) if modifiers else ""
            # One Expect a tolerance: the height exact in the recording's host, the width
            # within 8% in a host wide enough to change nothing.
            frames = '    <Frame id="text" height="%s"/>\n  </Expect>\n' % row["height"]
            if truncated:
                frames = '    <Frame id="text" height="%s"/>\n  </Expect>\n' % row["height"]
                frames += (
                    '  <Expect width="%s" height="%s" tolerance="%s">\n'
                    '    <Frame id="text" width="%s"/>\n  </Expect>\n') % (
                        host_width, host_height, round(width * 0.08, 3), row["width"])
            elif not constrained:
                frames += (
                    '  <Expect width="400" height="400" tolerance="%s">\n'
                    '    <Frame id="text" width="%s"/>\n  </Expect>\n') % (
                        round(width * 0.08, 3), row["width"])
            source = "%s %s @%s — %s" % (row["repo"], row["path"], row["commit_or_url"], row["how"])
            if not row["repo"] or row["repo"] == "-":
                source = "%s — %s" % (row["commit_or_url"], row["how"])
            rule = ("Height only: the recording's width was its layout's, not the text's." if constrained
                    else "Height exact, width within 8%.")
            note = ("%s recorded %s × %s (%s, %s, %s×); font column: %s. %s "
                    "(docs/semantics.md §9.7)" % (
                        row["kind"], row["width"], row["height"], row["platform"], row["os"],
                        row["scale"], row["font"], rule))
            spec = (
                '<LayoutSpec source=%s trust="measured">\n'
                "  <Note>%s</Note>\n"
                '  <Preview width="%s" height="%s" displayScale="%s">\n'
                '    <Text id="text"%s>%s</Text>\n'
                "  </Preview>\n"
                '  <Expect width="%s" height="%s">\n'
                "%s"
                "</LayoutSpec>\n") % (
                    quoteattr(source), escape(note), host_width, host_height, row["scale"], attrs,
                    escape(text), host_width, host_height, frames)
            written += 1
            name = "%03d-%s-%s.xml" % (written, row["kind"], slug(text))
            with open(os.path.join(OUT, name), "w", encoding="utf-8") as out:
                out.write(spec)
    print("wrote %d specs" % written)


if __name__ == "__main__":
    main()
