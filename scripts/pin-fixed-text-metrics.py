#!/usr/bin/env python3
"""Pins the fixed text model (textMetrics="fixed", docs/semantics.md §9.4) on the given spec
files' Preview: the migration of specs whose numbers were derived with 8-point characters and
16-point lines when the system font's model became the default (§9.6). Files already pinned
are left alone. Usage: scripts/pin-fixed-text-metrics.py FILE...
"""
import re
import sys

for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    if 'textMetrics="' in text:
        continue
    pinned, count = re.subn(r"<Preview(?=[\s>/])", '<Preview textMetrics="fixed"', text, count=1)
    if count != 1:
        sys.exit(f"{path}: no <Preview> start tag")
    open(path, "w", encoding="utf-8").write(pinned)
