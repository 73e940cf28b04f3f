#!/usr/bin/env bash
# End-to-end figures for docs/performance.md: wall times (hyperfine medians) of
# `stackup render FILE --format json > /dev/null`, libxml2 alone on the same files, peak memory,
# and evaluations per view. Workloads are generated (never committed) into $WORKLOADS.
#
# Usage: Benchmarks/run-end-to-end.sh [STACKUP-BINARY ...]
#   With several binaries (e.g. an older build), each workload compares them in one hyperfine run.
# Needs: hyperfine (apt-get install hyperfine), GNU time (apt-get install time).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
WORKLOADS="${WORKLOADS:-/tmp/stackup-workloads}"
RESULTS="${RESULTS:-$WORKLOADS/results}"
RUNS="${RUNS:-10}"
mkdir -p "$WORKLOADS" "$RESULTS"

echo "== building (release)"
(cd "$root" && swift build -c release --scratch-path .build-release --product stackup)
(cd "$here" && swift build -c release --product stackup-workloads && swift build -c release --product libxml2-parse \
  && swift build -c release --product stackup-stages)
bin="$here/.build/release"
binaries=("$@")
[ ${#binaries[@]} -eq 0 ] && binaries=("$root/.build-release/release/stackup")

echo "== generating workloads into $WORKLOADS"
"$bin/stackup-workloads" "$WORKLOADS" | tee "$RESULTS/workloads.txt"

# hyperfine over every binary (plus extra commands) for one workload file.
compare() {
  local name="$1" file="$2" extra_args="$3"
  shift 3
  local commands=()
  for b in "${binaries[@]}"; do commands+=("$b render $file --format json $extra_args"); done
  hyperfine --shell=none --warmup 1 --runs "$RUNS" --style basic \
    --export-markdown "$RESULTS/$name.md" "${commands[@]}" "$@" | grep -E 'Time|±|Benchmark' || true
}

echo "== small sample (process start included)"
compare small "$root/samples/hello.xml" "" 
echo "== huge nested, 111k views, against libxml2 alone"
compare huge-111k "$WORKLOADS/huge-nested-111k.xml" "" \
  "$bin/libxml2-parse $WORKLOADS/huge-nested-111k.xml" "xmllint --noout $WORKLOADS/huge-nested-111k.xml"
echo "== huge nested, 1.1M views"
RUNS=3 compare huge-1111k "$WORKLOADS/huge-nested-1111k.xml" "" "$bin/libxml2-parse $WORKLOADS/huge-nested-1111k.xml"
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
for f in huge-nested-111k huge-nested-1111k; do
  for b in "${binaries[@]}"; do
    /usr/bin/time -f "$f $b: %e s, %M KB peak" "$b" render "$WORKLOADS/$f.xml" --format json > /dev/null
  done
done 2>&1 | tee "$RESULTS/memory.txt"

echo "== evaluations per view and per-stage times (in-process medians)"
for f in huge-nested-111k alternating-depth-5 alternating-depth-50 alternating-depth-500 wide-100000 \
  spacers-100000 priorities-100000 flow-10000; do
  echo "-- $f"
  "$bin/stackup-stages" "$WORKLOADS/$f.xml" --repeat 5
done 2>&1 | tee "$RESULTS/stages.txt"
