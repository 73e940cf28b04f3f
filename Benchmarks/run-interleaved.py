#!/usr/bin/env python3
"""The guard-rail figures of docs/performance.md, timed in interleaved rounds.

hyperfine runs all of one binary's runs, then all of the next one's; on a machine whose speed
drifts (this one's drifts by about 10% over minutes) that drift lands on one binary. Here each
round runs every binary once, alternating the order, after one warm-up round, and the medians
of wall time and of CPU time (user + system) are printed.

Usage: Benchmarks/run-interleaved.py OLD-BINARY NEW-BINARY [...] [--workloads DIR]
  Workloads come from Benchmarks' stackup-workloads (run-end-to-end.sh generates them into
  /tmp/stackup-workloads). --max-input-bytes is passed only to binaries whose `render --help`
  lists it (builds before Stackup 13 had no such limit).
"""
import os
import resource
import statistics
import subprocess
import sys
import time

args = sys.argv[1:]
workloads = "/tmp/stackup-workloads"
if "--workloads" in args:
    i = args.index("--workloads")
    workloads = args[i + 1]
    del args[i : i + 2]
if len(args) < 1:
    sys.exit(__doc__)
binaries = args
# Which binaries know --max-input-bytes (older builds read any size and reject the flag).
knows_limit = {
    b: "--max-input-bytes" in subprocess.run([b, "render", "--help"], capture_output=True, text=True).stdout
    for b in binaries
}
hello = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "samples", "hello.xml")
cases = [
    ("hello.xml", hello, [], 40),
    ("realistic 1k", f"{workloads}/realistic-screen-1k.xml", [], 40),
    ("111,111 views", f"{workloads}/huge-nested-111k.xml", [], 15),
    ("1,111,111 views", f"{workloads}/huge-nested-1111k.xml", ["--max-input-bytes", "134217728"], 6),
]

with open(os.devnull, "w") as null:
    for name, path, extra, rounds in cases:
        if not os.path.exists(path):
            print(f"{name}: {path} is missing (run Benchmarks/run-end-to-end.sh first)")
            continue
        wall = {b: [] for b in binaries}
        cpu = {b: [] for b in binaries}
        for r in range(rounds + 1):
            for b in binaries if r % 2 == 0 else binaries[::-1]:
                command = [b, "render", path, "--format", "json"]
                command += extra if knows_limit[b] else []
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                subprocess.run(command, stdout=null, stderr=null, check=True)
                elapsed = time.perf_counter() - start
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                if r == 0:
                    continue  # warm-up
                wall[b].append(elapsed)
                cpu[b].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        for b in binaries:
            print(
                f"{name:16} {b:40} wall {statistics.median(wall[b]) * 1e3:9.1f} ms"
                f"  cpu {statistics.median(cpu[b]) * 1e3:9.1f} ms  ({rounds} rounds)"
            )
        sys.stdout.flush()
