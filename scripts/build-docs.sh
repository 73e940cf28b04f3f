#!/usr/bin/env bash
# Builds the DocC documentation: the Stackup catalog's articles (Sources/Stackup/Stackup.docc)
# and the API of every module the library re-exports, plus StackupTesting, as one combined
# archive. Warnings are errors, so a broken link or an undocumented parameter fails CI.
#
# The DocC plugin is declared only when STACKUP_DOCS=1 (see the end of Package.swift), so a
# user's `swift build` never fetches or compiles it; its own scratch folder keeps the default
# build's untouched. Output: .build-docs/plugins/Swift-DocC/outputs/Stackup.doccarchive
# (`STACKUP_DOCS=1 swift package --scratch-path .build-docs preview-documentation --target
# Stackup` serves one module's pages locally).
set -euo pipefail
cd "$(dirname "$0")/.."
targets=()
for target in Stackup MarkupSyntax LayoutEngine Interpreter Rendering Pipeline LayoutSpecs StackupTesting; do
  targets+=(--target "$target")
done
STACKUP_DOCS=1 swift package --scratch-path .build-docs generate-documentation \
  --enable-experimental-combined-documentation --warnings-as-errors "${targets[@]}"
