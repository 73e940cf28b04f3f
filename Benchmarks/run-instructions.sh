#!/usr/bin/env bash
# Stackup 22's goals in instructions (callgrind counts do not change with the machine's load):
# whole `stackup` runs, process start included, against each goal.
#
#   Benchmarks/run-instructions.sh [STACKUP] [WORKLOADS]
#     STACKUP: a release build (default .build-release/release/stackup, built by
#              scripts/build-release.sh)
#     WORKLOADS: stackup-workloads' folder (default /tmp/stackup-workloads; run-end-to-end.sh
#              makes it, or `Benchmarks/.build/release/stackup-workloads DIR realistic`)
# Needs valgrind.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
stackup=$(realpath "${1:-$root/.build-release/release/stackup}")
workloads=${2:-/tmp/stackup-workloads}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# instructions NAME ARGS...: the instruction count of one run of stackup ARGS.
instructions() {
  local name="$1"
  shift
  (cd "$root" && valgrind --tool=callgrind --callgrind-out-file="$out/$name.out" "$stackup" "$@" \
    > /dev/null 2> "$out/$name.err") || true
  sed -nE 's/.*Collected : ([0-9]+).*/\1/p' "$out/$name.err"
}
verdict() { awk -v a="$1" -v b="$2" 'BEGIN { print (a + 0 <= b + 0) ? "met" : "NOT met" }'; }
line() { printf '%-58s %10.3f M  (goal %s M: %s)\n' "$1" "$(awk -v n="$2" 'BEGIN { print n / 1e6 }')" "$3" "$(verdict "$(awk -v n="$2" 'BEGIN { print n / 1e6 }')" "$3")"; }

hello=$(instructions hello render samples/hello.xml --format json)
line "render samples/hello.xml --format json" "$hello" 15
screen=$(instructions screen render "$workloads/realistic-screen-1k.xml" --format json)
line "render realistic-screen-1k.xml --format json" "$screen" 60
nested=$(instructions nested render "$workloads/huge-nested-1k.xml" --format json)
printf '%-58s %10.3f M  (reference)\n' "render huge-nested-1k.xml --format json" "$(awk -v n="$nested" 'BEGIN { print n / 1e6 }')"
specs=$(find "$root/Tests/FixtureTests/Fixtures" -name '*.xml' | wc -l)
check=$(instructions check check Tests/FixtureTests/Fixtures -j 1)
line "check Tests/FixtureTests/Fixtures -j 1: per spec ($specs files)" "$((check / specs))" 0.8
printf '%-58s %10.1f M\n' "  the whole check" "$(awk -v n="$check" 'BEGIN { print n / 1e6 }')"
