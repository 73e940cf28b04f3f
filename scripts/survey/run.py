#!/usr/bin/env python3
"""Pastes sampled real modifier calls into markup, renders them, and classifies the result.

Usage: run.py CALLS.jsonl [--stackup PATH] [--per-name 150] [--json OUT] [--top 30]

Each call (from extract.py) is pasted verbatim: its source text, unchanged but for XML
escaping, becomes the `modifiers` attribute of `<Text>Hi</Text>` (`<Image systemName="star"/>`
for Image-only modifiers, `<Rectangle/>` for Shape-only ones) in one `<Preview>` per batch.
No identifier is replaced: app names (`viewModel.x`, `Theme.y`) stay as written.
Diagnostics are mapped back to views by line. Views with no error are rendered again in a
batch of their own, so layout-time warnings are not hidden by another view's error.

Calls per modifier name: up to --per-name, chosen by a hash of their location, so the sample
is deterministic and spread over the codebases.
"""

import argparse
import bisect
import collections
import hashlib
import json
import os
import re
import subprocess
import tempfile

IMAGE_ONLY = {"resizable", "renderingMode", "interpolation", "antialiased"}
SHAPE_ONLY = {"fill", "stroke", "strokeBorder", "trim", "inset"}
DIAGNOSTIC = re.compile(r"^[^:\n]+:(\d+):(\d+): (error|warning): (.*)$", re.M)
BATCH = 400


def escape(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def element(call):
    attr = escape(call["call"])
    if call["name"] in IMAGE_ONLY:
        return f'<Image systemName="star" modifiers="{attr}"/>'
    if call["name"] in SHAPE_ONLY:
        return f'<Rectangle modifiers="{attr}"/>'
    return f'<Text modifiers="{attr}">Hi</Text>'


def render(stackup, calls):
    """Renders the calls as views of one document; returns each call's diagnostics."""
    lines = ['<Preview width="390" height="844">', "<VStack>"]
    starts = []
    for call in calls:
        starts.append(len(lines) + 1)
        lines.extend(element(call).split("\n"))
    lines += ["</VStack>", "</Preview>", ""]
    with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as f:
        f.write("\n".join(lines))
        path = f.name
    try:
        proc = subprocess.run([stackup, "render", path], capture_output=True, text=True,
                              timeout=300)
    finally:
        os.unlink(path)
    found = [[] for _ in calls]
    for m in DIAGNOSTIC.finditer(proc.stderr):
        line = int(m.group(1))
        index = bisect.bisect_right(starts, line) - 1
        if index >= 0:
            found[index].append((m.group(3), m.group(4)))
    if proc.returncode != 0 and not any(d for d in found) and len(calls) > 1:
        # A failure no view claims (a crash, a document-level error): isolate it.
        half = len(calls) // 2
        return render(stackup, calls[:half]) + render(stackup, calls[half:])
    if proc.returncode not in (0, 1):
        for d in found:
            d.append(("error", f"stackup exited with status {proc.returncode}"))
    return found


def error_class(message):
    """Groups error messages by kind: the message with quoted names and numbers elided."""
    text = re.sub(r"'[^']*'", "'…'", message)
    text = re.sub(r"name=\"[^\"]*\"", "name=\"…\"", text)
    text = re.sub(r"\b\d+(\.\d+)?\b", "N", text)
    return text[:110]


def group(outcome):
    rows = collections.defaultdict(list)
    for o in outcome:
        rows[o["name"]].append(o)
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("calls")
    parser.add_argument("--stackup", default=".build/debug/stackup")
    parser.add_argument("--per-name", type=int, default=150)
    parser.add_argument("--json")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--examples", type=int, default=0)
    args = parser.parse_args()

    by_name = collections.defaultdict(list)
    with open(args.calls) as f:
        for line in f:
            call = json.loads(line)
            by_name[call["name"]].append(call)
    total_calls = sum(len(v) for v in by_name.values())
    sample = []
    for name in sorted(by_name):
        calls = sorted(by_name[name], key=lambda c: hashlib.sha1(
            f'{c["repo"]}:{c["path"]}:{c["line"]}:{c["call"]}'.encode()).hexdigest())
        sample.extend(calls[:args.per_name])

    results = []
    for i in range(0, len(sample), BATCH):
        results.extend(render(args.stackup, sample[i:i + BATCH]))
    clean = [i for i, d in enumerate(results) if not any(k == "error" for k, _ in d)]
    for i in range(0, len(clean), BATCH):
        chunk = clean[i:i + BATCH]
        again = render(args.stackup, [sample[j] for j in chunk])
        for j, d in zip(chunk, again):
            results[j] = d

    outcome = []
    for call, diags in zip(sample, results):
        errors = [m for k, m in diags if k == "error"]
        warnings = [m for k, m in diags if k == "warning"]
        kind = "error" if errors else "warning" if warnings else "clean"
        outcome.append({**call, "outcome": kind, "errors": errors, "warnings": warnings})
    if args.json:
        with open(args.json, "w") as f:
            json.dump(outcome, f, indent=0)

    counts = collections.Counter(o["outcome"] for o in outcome)
    n = len(outcome)
    print(f"{total_calls} modifier calls of {len(by_name)} names; sampled {n} "
          f"(up to {args.per_name} per name)")
    print(f"accepted (no error): {n - counts['error']} = "
          f"{100 * (n - counts['error']) / n:.1f}%  "
          f"(no diagnostic {counts['clean']}, warning {counts['warning']}); "
          f"refused {counts['error']}")
    # Each name's share of accepted samples, weighted by its uses in the whole corpus.
    weighted = sum(
        len(by_name[name]) * sum(o["outcome"] != "error" for o in rows) / len(rows)
        for name, rows in group(outcome).items())
    print(f"weighted by each name's uses in the corpus: {100 * weighted / total_calls:.1f}%")
    print(f"\nTop {args.top} modifiers by uses: accepted / sampled")
    for name, _ in sorted(by_name.items(), key=lambda kv: -len(kv[1]))[:args.top]:
        rows = [o for o in outcome if o["name"] == name]
        ok = sum(o["outcome"] != "error" for o in rows)
        warn = sum(o["outcome"] == "warning" for o in rows)
        print(f"  {name:28} {len(by_name[name]):5} uses  {ok:3}/{len(rows):3} "
              f"= {100 * ok / len(rows):5.1f}%  ({warn} with a warning)")
    classes = collections.Counter()
    examples = collections.defaultdict(list)
    for o in outcome:
        if o["errors"]:
            cls = error_class(o["errors"][0])
            classes[cls] += 1
            examples[cls].append(o["call"].replace("\n", " ")[:100])
    print("\nError classes (first error of each refused call), by count:")
    for cls, count in classes.most_common():
        print(f"  {count:5}  {cls}")
        for e in examples[cls][:args.examples]:
            print(f"           {e}")
    refused_names = collections.Counter(o["name"] for o in outcome if o["outcome"] == "error")
    print("\nRefused calls by modifier name:")
    print("  " + ", ".join(f"{k} {v}" for k, v in refused_names.most_common(40)))


if __name__ == "__main__":
    main()
