#!/usr/bin/env bash
# Writes every observable output of a `stackup` binary into OUTDIR, one file per command, so two
# builds can be compared byte for byte with `diff -r OLD NEW` (the guard rail for refactors that
# must not change behaviour).
#
# Covered: every sample's ASCII, JSON, --trace and outlined SVG output; every spec's `check` report; every broken
# document's standard error; the generated schemas; and, when WORKLOADS names a folder of
# generated benchmark workloads (Benchmarks/run-end-to-end.sh makes them), the md5 of each
# workload's JSON. Exit codes are recorded beside each output.
#
# Usage: scripts/snapshot-outputs.sh STACKUP-BINARY OUTDIR
set -uo pipefail
bin="$1"
out="$2"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
rm -rf "$out"
mkdir -p "$out"

# run NAME ARGS...: stdout, stderr and exit code of one command, relative paths so they match.
run() {
  local name="$1"
  shift
  local dir
  dir="$out/$(dirname "$name")"
  mkdir -p "$dir"
  "$bin" "$@" > "$out/$name.out" 2> "$out/$name.err"
  echo "$?" > "$out/$name.code"
}

for f in samples/*.xml; do
  base="samples/$(basename "$f" .xml)"
  run "$base.ascii" render "$f"
  run "$base.json" render "$f" --format json
  run "$base.trace" render "$f" --format json --trace
  run "$base.svg" render "$f" --format svg --outline
done

while IFS= read -r f; do
  run "${f%.xml}.check" check "$f"
done < <(find Tests/FixtureTests/Fixtures -name '*.xml' | LC_ALL=C sort)
run "fixtures-junit" check Tests/FixtureTests/Fixtures --format junit

while IFS= read -r f; do
  run "${f%.xml}.render" render "$f"
done < <(find Tests/DiagnosticsTests/Documents -name '*.xml' | LC_ALL=C sort)

run "schema-xml" schema --xml
run "schema-json" schema --json

if [ -n "${WORKLOADS:-}" ]; then
  for w in "$WORKLOADS"/*.xml; do
    name="workloads/$(basename "$w" .xml)"
    mkdir -p "$out/workloads"
    "$bin" render "$w" --format json --max-depth 100000 --max-input-bytes 268435456 2> "$out/$name.err" | md5sum > "$out/$name.md5"
  done
fi
echo "wrote $(find "$out" -type f | wc -l) files to $out"
