#!/usr/bin/env bash
# Builds the fuzzer's seed corpus in DIR (default .seeds/): the curated seeds/ (features the
# samples do not show: components, AnyLayout, If, layout values, templates, guides), every
# samples/*.xml, and the Preview of every layout spec under Tests/FixtureTests/Fixtures (a spec
# wraps its markup in <LayoutSpec>; the Preview alone is what `stackup render` reads, the whole
# spec what `check` and `record` read).
# Plain broken documents (Tests/DiagnosticsTests/Documents) are copied as they are.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/.."
out="${1:-$here/.seeds}"
rm -rf "$out"
mkdir -p "$out"
cp "$here"/seeds/*.xml "$out"/
for f in "$root"/samples/*.xml; do cp "$f" "$out/sample-$(basename "$f")"; done
n=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  name="spec-$n-$(basename "$f")"
  if grep -q '<LayoutSpec' "$f"; then
    # The whole spec too, for `check` and `record`.
    cp "$f" "$out/fullspec-$n-$(basename "$f")"
    # Lines from the one starting <Preview to the one holding </Preview> (or a one-line Preview).
    awk '/<Preview/ {on=1} on {print} /<\/Preview>|<Preview[^>]*\/>/ {if (on) exit}' "$f" > "$out/$name"
  else
    cp "$f" "$out/$name"
  fi
  [ -s "$out/$name" ] || rm -f "$out/$name"
done < <(find "$root/Tests/FixtureTests/Fixtures" "$root/Tests/DiagnosticsTests/Documents" -name '*.xml' -print0 | sort -z)
echo "seed corpus: $(ls "$out" | wc -l) files in $out"
