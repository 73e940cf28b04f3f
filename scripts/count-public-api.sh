#!/usr/bin/env bash
# Counts the public declarations a user of the library products sees: every symbol of
# `import Stackup` (the modules it re-exports) and `import StackupTesting`, as the compiler's
# symbol graph lists them (types, members, free functions; synthesized members left out, each
# enum case counted). Internal and `package` declarations are not in a public symbol graph.
#
#   scripts/count-public-api.sh            # the total, after a module listing
#   scripts/count-public-api.sh --list     # every symbol, module-qualified, sorted
#   MAX=300 scripts/count-public-api.sh    # also fail when the total is over MAX
#
# Needs a debug build (`swift build`), whose modules it reads from .build/debug/Modules.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(MarkupSyntax LayoutEngine Interpreter Rendering Pipeline LayoutSpecs Stackup StackupTesting)
bin="$(swift build --show-bin-path)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
for module in "${modules[@]}"; do
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$out" \
    -Xcc -I -Xcc Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
    >/dev/null
done
python3 - "$out" "${1:-}" "${MAX:-}" "${modules[@]}" <<'PY'
import glob, json, os, sys
out, mode, limit, modules = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
names, counts = set(), {}
for module in modules:
    # Only the module's own graph: extension graphs (Module@Other) hold its extensions of other
    # modules' types, which are its declarations too.
    for path in glob.glob(os.path.join(out, f"{module}.symbols.json")) + glob.glob(os.path.join(out, f"{module}@*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            if symbol["accessLevel"] != "public":
                continue
            if symbol["kind"]["identifier"] in ("swift.extension",):
                continue
            key = symbol["identifier"]["precise"]
            if key in names:
                continue
            names.add(key)
            counts[module] = counts.get(module, 0) + 1
            if mode == "--list":
                print(f"{module}: {'.'.join(symbol['pathComponents'])} ({symbol['kind']['displayName']})")
total = len(names)
if mode != "--list":
    for module in modules:
        print(f"{module:16} {counts.get(module, 0)}")
print(f"total public declarations: {total}")
if limit and total > int(limit):
    print(f"over the limit of {limit}", file=sys.stderr)
    sys.exit(1)
PY
