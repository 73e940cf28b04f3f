#!/usr/bin/env bash
# End-to-end figures for docs/performance.md: wall times (hyperfine medians) of
# `stackup render FILE --format json > /dev/null`, libxml2 alone on the same files, peak memory,
# and evaluations per view. Workloads are generated (never committed) into $WORKLOADS.
#
# Usage: Benchmarks/run-end-to-end.sh [STACKUP-BINARY ...]
#   With several binaries (e.g. an older build), each workload compares them in one hyperfine run.
# Needs: hyperfine, GNU time and jq (apt-get install hyperfine time jq).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
WORKLOADS="${WORKLOADS:-/tmp/stackup-workloads}"
RESULTS="${RESULTS:-$WORKLOADS/results}"
RUNS="${RUNS:-10}"
mkdir -p "$WORKLOADS" "$RESULTS"

echo "== building (release)"
# The release binary README installs: on Linux one static executable (scripts/build-release.sh).
release=$("$root/scripts/build-release.sh")
(cd "$here" && swift build -c release --product stackup-workloads && swift build -c release --product libxml2-parse \
  && swift build -c release --product stackup-stages)
bin="$here/.build/release"
binaries=("$@")
[ ${#binaries[@]} -eq 0 ] && binaries=("$release")

echo "== generating workloads into $WORKLOADS"
"$bin/stackup-workloads" "$WORKLOADS" | tee "$RESULTS/workloads.txt"

# hyperfine over every binary (plus extra commands) for one workload file.
compare() {
  local name="$1" file="$2" extra_args="$3"
  shift 3
  local commands=()
  for b in "${binaries[@]}"; do commands+=("$b render $file --format json $extra_args"); done
  hyperfine --shell=none --warmup 1 --runs "$RUNS" --style basic \
    --export-markdown "$RESULTS/$name.md" --export-json "$RESULTS/$name.json" "${commands[@]}" "$@" | grep -E 'Time|±|Benchmark' || true
}

echo "== small sample (process start included)"
compare small "$root/samples/hello.xml" "" 
echo "== huge nested, 1k and 11k views (a large screen, a large document)"
compare huge-1k "$WORKLOADS/huge-nested-1k.xml" ""
compare huge-11k "$WORKLOADS/huge-nested-11k.xml" ""
echo "== huge nested, 111k views, against libxml2 alone"
compare huge-111k "$WORKLOADS/huge-nested-111k.xml" "" \
  "$bin/libxml2-parse $WORKLOADS/huge-nested-111k.xml" "$bin/libxml2-parse $WORKLOADS/huge-nested-111k.xml 1 --tree" \
  "xmllint --noout $WORKLOADS/huge-nested-111k.xml"
echo "== huge nested, 1.1M views"
# 97 MB: past the default input limit of 48 MiB (docs/limits.md), so the limit is raised.
RUNS=3 compare huge-1111k "$WORKLOADS/huge-nested-1111k.xml" "--max-input-bytes 134217728" "$bin/libxml2-parse $WORKLOADS/huge-nested-1111k.xml"
for w in alternating-depth-5 alternating-depth-50 alternating-depth-500 \
  wide-10000 wide-100000 spacers-10000 spacers-100000 priorities-10000 priorities-100000 flow-1000 flow-10000; do
  echo "== $w"
  compare "$w" "$WORKLOADS/$w.xml" ""
done
echo "== 10,000-deep chain: refused by default, laid out with --max-depth 10000"
for b in "${binaries[@]}"; do
  if "$b" render "$WORKLOADS/chain-10000.xml" --format json > /dev/null 2> "$RESULTS/chain-default.err"; then
    echo "UNEXPECTED: accepted under the default limits"
  else
    echo "refused (exit $?): $(head -1 "$RESULTS/chain-default.err")"
  fi
done
compare chain-10000 "$WORKLOADS/chain-10000.xml" "--max-depth 10000"

echo "== peak memory (GNU time, maximum resident set size)"
rm -f "$RESULTS"/memory-*.txt
for f in huge-nested-111k huge-nested-1111k; do
  for b in "${binaries[@]}"; do
    /usr/bin/time -f "$f $b: %e s, %M KB peak" -a -o "$RESULTS/memory-$f.txt" "$b" render "$WORKLOADS/$f.xml" --format json > /dev/null
    tail -1 "$RESULTS/memory-$f.txt"
  done
done 2>&1 | tee "$RESULTS/memory.txt"

echo "== evaluations per view and per-stage times (in-process medians)"
for f in huge-nested-1k huge-nested-11k huge-nested-111k alternating-depth-5 alternating-depth-50 alternating-depth-500 wide-100000 \
  spacers-100000 priorities-100000 flow-10000; do
  echo "-- $f"
  "$bin/stackup-stages" "$WORKLOADS/$f.xml" --repeat 5
done 2>&1 | tee "$RESULTS/stages.txt"

# The issue's targets against this run's figures (the first binary given; medians).
echo "== targets (first binary)"
median_ms() { jq -r ".results[$2].median * 1000" "$RESULTS/$1.json"; }
views() { awk -v w="$1" '$1 == w { print $2 }' "$RESULTS/workloads.txt"; }
peak_kb() { head -1 "$RESULTS/memory-$1.txt" | sed -E 's/.* ([0-9]+) KB peak/\1/'; }
verdict() { awk -v a="$1" -v b="$2" 'BEGIN { print (a + 0 <= b + 0) ? "met" : "NOT met" }'; }
n=${#binaries[@]}
small=$(median_ms small 0)
huge=$(median_ms huge-111k 0)
floor=$(median_ms huge-111k "$n")
tree=$(median_ms huge-111k "$((n + 1))")
big=$(median_ms huge-1111k 0)
ratio=$(awk -v a="$huge" -v b="$floor" 'BEGIN { printf "%.1f", a / b }')
tree_ratio=$(awk -v a="$huge" -v b="$tree" 'BEGIN { printf "%.1f", a / b }')
printf '%-52s %12s  %s\n' "small sample <= 10 ms" "$(printf '%.1f ms' "$small")" "$(verdict "$small" 10)"
if [ "$n" -gt 1 ]; then
  # Stackup 7's guard rail: at most 1.5x the older binary's median, timed in the same runs.
  old=$(median_ms huge-111k 1)
  growth=$(awk -v a="$huge" -v b="$old" 'BEGIN { printf "%.2f", a / b }')
  printf '%-52s %12s  %s\n' "111k views <= 1.5x the second binary ($(printf '%.0f' "$old") ms)" "$(printf '%.0f ms, %sx' "$huge" "$growth")" "$(verdict "$growth" 1.5)"
fi
printf '%-52s %12s  %s\n' "111k views <= 200 ms" "$(printf '%.0f ms' "$huge")" "$(verdict "$huge" 200)"
# "The time libxml2 alone needs to parse the same file": libxml2 parsing it into its document
# (xmlReadMemory, as xmllint --noout does) — the reading under which the issue's 200 ms and 2x
# targets agree. Its bare tokeniser (SAX with no callbacks, nothing built) is shown as a floor.
printf '%-52s %12s  %s\n' "111k views <= 2x libxml2 parsing it ($(printf '%.0f' "$tree") ms)" "${tree_ratio}x" "$(verdict "$tree_ratio" 2)"
printf '%-52s %12s  %s\n' "  floor: libxml2 SAX, no callbacks ($(printf '%.0f' "$floor") ms)" "${ratio}x" "(reference)"
printf '%-52s %12s  %s\n' "1.1M views <= 3 s" "$(printf '%.2f s' "$(awk -v a="$big" 'BEGIN { print a / 1000 }')")" "$(verdict "$big" 3000)"
for f in huge-nested-111k huge-nested-1111k; do
  per=$(awk -v k="$(peak_kb "$f")" -v v="$(views "$f")" 'BEGIN { printf "%.0f", k * 1024 / v }')
  printf '%-52s %12s  %s\n' "peak memory, $f, <= 400 B/view" "$per B" "$(verdict "$per" 400)"
done
# n log n from 10k to 100k allows a growth of 10 * log(100000) / log(10000) = 12.5.
for w in wide spacers priorities flow; do
  small_n=10000; [ "$w" = flow ] && small_n=1000
  big_n=$((small_n * 10))
  growth=$(awk -v a="$(median_ms "$w-$big_n" 0)" -v b="$(median_ms "$w-$small_n" 0)" 'BEGIN { printf "%.1f", a / b }')
  bound=$(awk -v n="$big_n" -v m="$small_n" 'BEGIN { printf "%.1f", n * log(n) / (m * log(m)) }')
  printf '%-52s %12s  %s\n' "$w: ${small_n} -> ${big_n} grows <= n log n (${bound}x)" "${growth}x" "$(verdict "$growth" "$bound")"
done
awk '/^-- / { name = $2 } /evaluations \(/ && name ~ /^alternating/ {
  match($0, /\(([0-9.]+) per view\)/); print name ": " substr($0, RSTART + 1, RLENGTH - 11) " evaluations per view (flat with depth)" }' \
  "$RESULTS/stages.txt"
