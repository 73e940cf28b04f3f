#!/usr/bin/env bash
# Measures `stackup watch`'s latency: the time from a save (an atomic rename, as editors do)
# to the new drawing appearing in watch's output, over N saves; prints the median and range,
# and the median of the render times watch reports for the same updates.
#
#   scripts/watch-latency.sh [STACKUP] [N] [DOCUMENT WORD]     (defaults: .build/debug/stackup, 20)
#
# With DOCUMENT, each save is that document with WORD (text it shows in its drawing) replaced
# by the save's own word, e.g. the realistic screen of Benchmarks/ (docs/performance.md):
#   scripts/watch-latency.sh .build-release/release/stackup 30 realistic-screen-1k.xml "Account 1"
#
# The clock starts at the rename: each save's text is written to a temporary file first. The
# output is polled from this process every 0.5 ms, reading only what watch appended (an
# earlier version spawned `grep` every 2 ms and timed the `sed` that made the file, about
# 10 ms of its own on the realistic screen). Needs python3.
set -euo pipefail
stackup=$(realpath "${1:-$(dirname "$0")/../.build/debug/stackup}")
runs=${2:-20}
document=${3:+$(realpath "$3")}
word=${4:-}
exec python3 - "$stackup" "$runs" "$document" "$word" <<'PYTHON'
import os, random, re, signal, statistics, subprocess, sys, tempfile, time

stackup, runs, document, word = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
work = tempfile.mkdtemp()
target, staged, out_path = (os.path.join(work, n) for n in ("doc.xml", ".tmp", "out.txt"))
base = open(document).read() if document else None

def stage(marker):
    text = (base.replace(word, marker, 1) if base is not None else
            '<Preview width="160" height="32"><HStack><Text>%s</Text>'
            '<Color name="red"/></HStack></Preview>\n' % marker)
    with open(staged, "w") as f:
        f.write(text)

def wait_for(marker, out, seen):
    needle = marker.encode()
    while True:
        chunk = out.read()
        if chunk:
            seen += chunk
            if needle in seen:
                return seen
        time.sleep(0.0005)

stage("start")
os.rename(staged, target)
with open(out_path, "wb") as sink:
    watch = subprocess.Popen([stackup, "watch", target], stdout=sink, stderr=subprocess.STDOUT)
try:
    out = open(out_path, "rb")
    seen = wait_for("start", out, b"")
    latencies = []
    for i in range(1, runs + 1):
        time.sleep(random.random())  # saves land anywhere in watch's waiting
        marker = "edit%d" % i
        stage(marker)
        start = time.perf_counter()
        os.rename(staged, target)
        seen = wait_for(marker, out, b"")
        latencies.append((time.perf_counter() - start) * 1000)
        seen = b""
finally:
    watch.send_signal(signal.SIGINT)
    watch.wait()
renders = [int(m) for m in re.findall(rb"\(update (?:\d+), (\d+) ms", open(out_path, "rb").read())]
print("save -> output over %d saves: median %.1f ms, min %.1f ms, max %.1f ms" % (
    len(latencies), statistics.median(latencies), min(latencies), max(latencies)))
if renders:
    print("watch's own update times: median %s ms over %d updates" % (
        statistics.median(renders[1:] or renders), len(renders)))
PYTHON
