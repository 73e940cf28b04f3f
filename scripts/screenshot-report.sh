#!/usr/bin/env bash
# Looks at `stackup check --html` the way a person does: builds the report of a deliberately
# failing spec (reference case 14 with a wrong height and a wrong y) plus a passing one, and
# takes a screenshot with headless Chromium (Debian: apt-get install chromium).
#
#   scripts/screenshot-report.sh [STACKUP] [OUT.png]
#
# STACKUP defaults to .build/debug/stackup; the report and the picture go to a fresh
# temporary folder unless OUT.png is given. Open the PNG and check: a red dashed box (the
# expected frame) over a blue solid one (the actual frame), and the table of differences.
set -euo pipefail
cd "$(dirname "$0")/.."
stackup=${1:-.build/debug/stackup}
work=$(mktemp -d)
out=${2:-$work/report.png}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || { echo "chromium not found (apt-get install chromium)" >&2; exit 1; }

cat > "$work/wrong.xml" <<'XML'
<LayoutSpec source="reference-cases.md #14" trust="verified-configuration">
  <Preview width="200" height="200">
    <VStack>
      <Color id="red" name="red"/>
      <Color id="blue" name="blue"/>
      <HStack><Color id="green" name="green"/><Color name="yellow"/></HStack>
    </VStack>
  </Preview>
  <Expect>
    <Frame id="red" x="0" y="0" width="200" height="70"/>
    <Frame id="blue" y="80"/>
  </Expect>
</LayoutSpec>
XML
cp Tests/FixtureTests/Fixtures/stacks/*.xml "$work/" 2>/dev/null || true

# check exits 1 because a spec fails: that is the point here.
"$stackup" check --html "$work/report.html" "$work" > "$work/report.txt" || true
grep -q "<svg" "$work/report.html" || { echo "no picture in the report" >&2; exit 1; }
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --screenshot="$out" --window-size=900,1100 "file://$work/report.html" 2>/dev/null
echo "report: $work/report.html"
echo "screenshot: $out"
