#!/usr/bin/env python3
"""Measures the share of real uses of SwiftUI's views and modifiers that Stackup handles.

Usage: uses.py CALLS.jsonl OUTCOME.json VOCABULARY.md GIT_DIR[:LABEL] ...

"Handled" is the figure of `shared/swiftui-usage.md` ("uses of views and modifiers Stackup lays
out correctly, or accepts as styling where SwiftUI's layout does not change"), counted over the
built-in names only (an app's own modifier is not SwiftUI's):
- a view use (`Name(` or `Name {` in a `some View` body, `Name` a view of the vocabulary) is
  handled when its status is *layout* or *no layout effect*;
- a modifier call is handled when its status is one of those two and the call pastes without
  a warning that SwiftUI's style is not laid out: each name's share of such calls in run.py's
  sample (OUTCOME.json) stands for all its uses.
*accepted, layout effect ignored* and *not yet* count against.

CALLS.jsonl and OUTCOME.json are extract.py's and run.py's outputs; VOCABULARY.md is
`stackup vocabulary --markdown`; the codebases are the git directories extract.py read.
"""

import collections
import json
import re
import sys

from extract import bodies, files, mask

ROW = re.compile(r"^\| `([^`]+)` \| ([^|]+?) \|", re.M)
HANDLED = {"layout", "no layout effect"}


def vocabulary(path):
    """Each view's and modifier's status, from the two tables of the vocabulary output."""
    text = open(path).read()
    views_part, _, modifiers_part = text.partition("### Modifiers")
    views = dict(ROW.findall(views_part))
    modifiers = {name.lstrip("."): status for name, status in ROW.findall(modifiers_part)}
    return views, modifiers


def view_uses(git_dirs, names):
    """Counts each built-in view's uses in `some View` bodies: its name not after a dot,
    followed by `(` or `{`."""
    pattern = re.compile(r"(?<![.\w])(" + "|".join(sorted(names, key=len, reverse=True))
                         + r")\s*[({]")
    counts = collections.Counter()
    for arg in git_dirs:
        git_dir = arg.partition(":")[0]
        for _, source in files(git_dir):
            if "SwiftUI" not in source:
                continue
            masked = mask(source)
            for start, end in bodies(masked):
                counts.update(m.group(1) for m in pattern.finditer(masked, start, end))
    return counts


def main():
    calls_path, outcome_path, vocabulary_path, *git_dirs = sys.argv[1:]
    views, modifiers = vocabulary(vocabulary_path)
    outcome = json.load(open(outcome_path))

    sampled = collections.defaultdict(list)
    computed = collections.defaultdict(list)
    for o in outcome:
        # Accepted, but warned as a style Stackup does not lay out (`.glass`): not handled.
        unmodelled = any("is not laid out yet" in w for w in o["warnings"])
        sampled[o["name"]].append(o["outcome"] != "error" and not unmodelled)
        # A call whose argument is the app's own value pastes with that call left out.
        computed[o["name"]].append(
            o["outcome"] != "error" and not unmodelled
            and not any("left out" in w for w in o["warnings"]))
    used = collections.Counter()
    with open(calls_path) as f:
        for line in f:
            used[json.loads(line)["name"]] += 1

    modifier_total = modifier_handled = modifier_computed = 0.0
    short = collections.Counter()
    for name, uses in used.items():
        status = modifiers.get(name)
        if status is None:
            continue  # the app's own modifier
        modifier_total += uses
        rows = sampled.get(name) or [False]
        share = sum(rows) / len(rows) if status in HANDLED else 0.0
        modifier_handled += uses * share
        if status in HANDLED:
            rows = computed.get(name) or [False]
            modifier_computed += uses * sum(rows) / len(rows)
        short[f".{name} ({status})"] += uses * (1 - share)

    view_counts = view_uses(git_dirs, views)
    view_total = sum(view_counts.values())
    view_handled = sum(n for name, n in view_counts.items() if views[name] in HANDLED)
    for name, n in view_counts.items():
        if views[name] not in HANDLED:
            short[f"{name} ({views[name]})"] += n

    total = modifier_total + view_total
    handled = modifier_handled + view_handled
    print(f"built-in view uses: {view_total}, handled {view_handled} = "
          f"{100 * view_handled / view_total:.1f}%")
    print(f"built-in modifier calls: {modifier_total:.0f}, handled {modifier_handled:.0f} = "
          f"{100 * modifier_handled / modifier_total:.1f}%")
    print(f"uses handled: {handled:.0f} of {total:.0f} = {100 * handled / total:.1f}%")
    strict = modifier_computed + view_handled
    print(f"counting calls whose app value is left out against: {100 * strict / total:.1f}% "
          f"(modifier calls {100 * modifier_computed / modifier_total:.1f}%)")
    print("\nLargest shortfalls (uses not handled):")
    for name, n in short.most_common(25):
        if n >= 0.5:
            print(f"  {n:7.0f}  {name}")


if __name__ == "__main__":
    main()
