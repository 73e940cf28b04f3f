#!/usr/bin/env bash
# Measures `stackup watch`'s latency: the time from a save (an atomic rename, as editors do)
# to the new drawing appearing in watch's output, over N saves; prints the median and range.
#
#   scripts/watch-latency.sh [STACKUP] [N] [DOCUMENT WORD]     (defaults: .build/debug/stackup, 20)
#
# With DOCUMENT, each save is that document with WORD (text it shows in its drawing) replaced
# by the save's own word, e.g. the realistic screen of Benchmarks/ (docs/performance.md):
#   scripts/watch-latency.sh .build-release/release/stackup 30 realistic-screen-1k.xml "Account 1"
set -euo pipefail
stackup=$(realpath "${1:-$(dirname "$0")/../.build/debug/stackup}")
runs=${2:-20}
document=${3:+$(realpath "$3")}
word=${4:-}
cd "$(dirname "$0")/.."
work=$(mktemp -d)
save() {
  if [ -n "$document" ]; then
    sed "s/$word/$1/" "$document" > "$work/.tmp"
  else
    printf '<Preview width="160" height="32"><HStack><Text>%s</Text><Color name="red"/></HStack></Preview>\n' "$1" > "$work/.tmp"
  fi
  mv "$work/.tmp" "$work/doc.xml"
}
save start
"$stackup" watch "$work/doc.xml" > "$work/out.txt" &
pid=$!
trap 'kill -INT $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$work"' EXIT
until grep -q start "$work/out.txt" 2>/dev/null; do sleep 0.01; done
times=()
for i in $(seq "$runs"); do
  sleep "$(printf "0.%03d" $((RANDOM % 1000)))"  # saves land anywhere in the polling interval
  start=$(date +%s%N)
  save "edit$i"
  until grep -q "edit$i" "$work/out.txt"; do sleep 0.002; done
  times+=($(( ($(date +%s%N) - start) / 1000000 )))
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {
  m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2
  printf "save -> output over %d saves: median %s ms, min %s ms, max %s ms\n", NR, m, a[1], a[NR] }'
