#!/usr/bin/env bash
# The release `stackup` that README installs and the benchmarks measure; prints its path.
#
#   scripts/build-release.sh [SCRATCH]     (default SCRATCH: .build-release)
#
# Two choices make it start fast (docs/performance.md, "One file, no names to read at start"):
#
# - Linux: one static executable, with nothing for the dynamic loader to do. Linking only the
#   Swift runtime in (`--static-swift-stdlib`) still left libxml2, ICU (libxml2's), libstdc++
#   (the runtime's) and their symbols to load and bind at every start: 3.7 M instructions of
#   the realistic 1,000-view screen's 66.7 M. libxml2's static archive needs what its shared
#   library would have loaded, which `pkg-config --static` names (ICU, zlib, liblzma), and ICU,
#   written in C++, the C++ library after it. macOS has no static executables, and its Swift
#   runtime ships with the system: there the build is an ordinary release build.
#
# - Everywhere: generic types' metadata (a dictionary of our own keys) is made by calling the
#   compiler's accessors, not by demangling the type's name at run time. From the name, the
#   runtime checks each generic requirement (the key's `Hashable`) by scanning every protocol
#   conformance record in the binary, 4,300 of them: about 190k instructions for each type
#   first used, 3.8 M of the same screen. The flag is the compiler's own
#   (`swiftc -frontend -help-hidden`); a compiler without it builds without it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${1:-$root/.build-release}"
flags=(-c release --scratch-path "$scratch" --product stackup)
if [ "$(uname -s)" = Linux ]; then
  flags+=(--static-swift-stdlib -Xswiftc -static-executable)
  for library in $(pkg-config --static --libs-only-l libxml-2.0); do
    flags+=(-Xlinker "$library")
  done
  flags+=(-Xlinker -lstdc++)
fi
by_accessor=-disable-concrete-type-metadata-mangled-name-accessors
# Read whole, not piped to `grep -q`: with pipefail, grep leaving early failed the pipe.
compiler_options=$(swiftc -frontend -help-hidden 2>/dev/null || true)
if [[ $compiler_options == *"$by_accessor"* ]]; then
  flags+=(-Xswiftc -Xfrontend -Xswiftc "$by_accessor")
fi
(cd "$root" && swift build "${flags[@]}" >&2)
echo "$scratch/release/stackup"
