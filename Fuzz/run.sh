#!/usr/bin/env bash
# Fuzzes the whole pipeline (bytes → parse → interpret → layout → ASCII, JSON and SVG; `check`
# and `record` for spec files; custom layouts) for SECONDS (default 60), with libFuzzer's byte
# mutations and the harness's structure-aware ones (StructureMutator.swift: deep nesting and
# repetition), then replays every committed regression input once.
#
#   Fuzz/run.sh 3600            # an hour; the corpus grows in Fuzz/corpus/ and is reused
#   Fuzz/run.sh 0               # only build and replay Fuzz/regressions/ (what CI does first)
#   JOBS=2 Fuzz/run.sh 600      # several fuzzing processes (libFuzzer -fork; runs of 600 s or
#                               # more always fork, one process by default)
#
# A crash, timeout or out-of-memory input lands in Fuzz/artifacts/; fix it and move the input
# into Fuzz/regressions/ so it is replayed forever.
#
# The build command is the only one that reliably gives both coverage and ASan: SwiftPM's
# `--sanitize fuzzer --sanitize address` drops one of the two flags on some builds.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
export SWIFT_BACKTRACE=enable=no   # the Swift backtracer would hold the pipe open on a crash

swift build -c release --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address
fuzzer=.build/release/FuzzPipeline
if command -v readelf >/dev/null && [ "$(readelf -S "$fuzzer" | grep -c sancov)" -eq 0 ]; then
  echo "run.sh: $fuzzer has no coverage instrumentation" >&2
  exit 1
fi
# The per-input budget is the promise (docs/limits.md): every input ends in seconds, in bounded
# memory. A slower or larger input fails the run like a crash (kept in artifacts/).
# libFuzzer takes one dictionary: the dialect's (xml.dict) and the modifier syntax's
# (modifiers.dict) are joined into .dict.
cat xml.dict modifiers.dict > .dict
options=(-dict=.dict -max_len=4096 -timeout=2 -rss_limit_mb=1024 -print_final_stats=1)

if [ "$seconds" -gt 0 ]; then
  ./make-seeds.sh .seeds
  mkdir -p corpus artifacts
  # Runs of ten minutes or more fuzz in child processes (libFuzzer -fork), which libFuzzer
  # restarts as it merges: under ASan one long-lived process grows by about 1.3 KB per input
  # (quarantine and allocator caches; the same input replayed 500 and 5,000 times without ASan
  # peaks at 53.7 and 53.8 MB), and an hour of that passed the 1 GB limit below, which is meant
  # for one input. Each child keeps the per-input limits.
  fork=()
  jobs="${JOBS:-1}"
  if [ "$jobs" -gt 1 ] || [ "$seconds" -ge 600 ]; then
    fork=(-fork="$jobs" -ignore_crashes=0 -ignore_timeouts=0 -ignore_ooms=0)
  fi
  "$fuzzer" corpus .seeds "${options[@]}" "${fork[@]}" -max_total_time="$seconds" \
    -artifact_prefix=artifacts/
fi

echo "replaying $(ls regressions | wc -l) regression inputs"
"$fuzzer" -runs=0 "${options[@]}" regressions
