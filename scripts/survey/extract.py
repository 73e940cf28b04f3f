#!/usr/bin/env python3
"""Extracts every modifier call from the `some View` bodies of Swift codebases.

Why a scanner and not swift-syntax: the survey needs only each call's verbatim text (name,
parenthesised arguments, trailing closures), which balanced-bracket scanning over code with
comments and string literals masked out recovers; it runs in seconds with no build.

Usage: extract.py GIT_DIR[:LABEL] ... > calls.jsonl
Each git directory (a bare mirror is enough) is read at HEAD. One JSON object per line:
{"repo", "path", "line", "name", "call"}; "call" is the source text from the dot to the end of
the last trailing closure, exactly as written (line breaks included).
"""

import json
import re
import subprocess
import sys

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
SOME_VIEW = re.compile(r"some\s+View\b")


def mask(source):
    """Returns the source with comments and string literals' contents (interpolations
    included) replaced by spaces, newlines kept, so brackets inside them do not count;
    offsets stay the same."""
    out = list(source)
    i, n = 0, len(source)

    def blank(a, b):
        for k in range(a, b):
            if source[k] != "\n":
                out[k] = " "

    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            j = n if j < 0 else j + 2
            blank(i, j)
            i = j
        elif source[i] == '"':
            quote = '"""' if source.startswith('"""', i) else '"'
            j = i + len(quote)
            while j < n and not source.startswith(quote, j):
                if source[j] == "\\" and source.startswith("(", j + 1):
                    depth, j = 1, j + 2
                    while j < n and depth:
                        if source[j] == '"':  # a string nested in the interpolation
                            close = source.find('"', j + 1)
                            j = n if close < 0 else close
                        depth += {"(": 1, ")": -1}.get(source[j], 0)
                        j += 1
                elif source[j] == "\\":
                    j += 2
                elif quote == '"' and source[j] == "\n":
                    break
                else:
                    j += 1
            blank(i + 1, min(j, n))
            i = j + len(quote)
        else:
            i += 1
    return "".join(out)


def matching(text, i):
    """Index just past the bracket that closes the one at text[i], or -1."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    stack = [pairs[text[i]]]
    j = i + 1
    while j < len(text):
        c = text[j]
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")}]":
            if not stack or c != stack[-1]:
                return -1
            stack.pop()
            if not stack:
                return j + 1
        j += 1
    return -1


def bodies(masked):
    """Spans of the `{ … }` blocks that follow `some View` (outermost only)."""
    spans = []
    for m in SOME_VIEW.finditer(masked):
        j = m.end()
        while j < len(masked) and masked[j] in " \t\r\n":
            j += 1
        if j < len(masked) and masked[j] == "{":
            end = matching(masked, j)
            if end > 0:
                spans.append((j, end))
    spans.sort()
    outer = []
    for s in spans:
        if outer and s[0] < outer[-1][1]:
            continue
        outer.append(s)
    return outer


def calls_in(masked, source, start, end):
    """Modifier calls in masked[start:end]: `.name(` or `.name {` whose dot follows `)`, `}`
    or `]`, or begins a line, and which sits directly in a braces block (a view builder),
    not inside an argument list."""
    found = []
    stack = []
    i = start + 1
    while i < end - 1:
        c = masked[i]
        if c in "({[":
            stack.append(c)
        elif c in ")}]":
            if stack:
                stack.pop()
        elif c == "." and (not stack or stack[-1] == "{"):
            m = IDENT.match(masked, i + 1)
            if m and m.group(0)[0].islower() and m.group(0) != "init":
                k = i - 1
                while k > start and masked[k] in " \t":
                    k -= 1
                line_start = masked[k] == "\n"
                while k > start and masked[k] in " \t\r\n":
                    k -= 1
                before = masked[k]
                if before in ")}]" or (line_start and (before.isalnum() or before in "_\"")):
                    j = m.end()
                    call_end = extend(masked, j, end)
                    if call_end > j:
                        found.append((i, m.group(0), source[i:call_end]))
                        i = m.end()
                        continue
        i += 1
    return found


LABEL = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*\{")


def extend(masked, j, end):
    """End of the call whose name ends at j: its argument list, then trailing closures."""
    k = j
    if k < end and masked[k] == "(":
        k = matching(masked, k)
        if k < 0 or k > end:
            return j
    p = k
    while p < end and masked[p] in " \t":
        p += 1
    if p < end and masked[p] == "{":
        q = matching(masked, p)
        if 0 < q <= end:
            k = q
            while True:
                m = LABEL.match(masked, k)
                if not m or m.end() > end:
                    break
                q = matching(masked, m.end() - 1)
                if q < 0 or q > end:
                    break
                k = q
    return k if k > j else j


def files(git_dir):
    names = subprocess.run(
        ["git", "-C", git_dir, "ls-tree", "-r", "HEAD", "--name-only"],
        capture_output=True, text=True, check=True).stdout.split("\n")
    names = sorted(n for n in names if n.endswith(".swift"))
    proc = subprocess.Popen(["git", "-C", git_dir, "cat-file", "--batch"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for name in names:
        proc.stdin.write(f"HEAD:{name}\n".encode())
        proc.stdin.flush()
        header = proc.stdout.readline().split()
        if len(header) < 3:
            continue
        size = int(header[2])
        data = proc.stdout.read(size)
        proc.stdout.read(1)
        yield name, data.decode("utf-8", "replace")
    proc.stdin.close()
    proc.wait()


def main():
    for arg in sys.argv[1:]:
        git_dir, _, label = arg.partition(":")
        label = label or git_dir
        for path, source in files(git_dir):
            if "SwiftUI" not in source:
                continue
            masked = mask(source)
            for start, end in bodies(masked):
                for offset, name, call in calls_in(masked, source, start, end):
                    line = source.count("\n", 0, offset) + 1
                    print(json.dumps({"repo": label, "path": path, "line": line,
                                      "name": name, "call": call}))


if __name__ == "__main__":
    main()
