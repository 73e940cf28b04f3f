#!/usr/bin/env bash
# Regenerates the generated files from the built binary (default .build/debug/stackup): the two
# schemas and docs/porting.md's vocabulary table. Run after changing the catalogues; the tests
# (SchemaTests, SwiftUIVocabularyTests) fail until the files match.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/stackup}"
"$bin" schema --xml > schemas/stackup.rng
"$bin" schema --json > schemas/stackup-render.schema.json
table="$("$bin" vocabulary --markdown)"
python3 - "$table" <<'PY'
import sys
path = "docs/porting.md"
text = open(path).read()
begin = text.index("<!-- vocabulary:begin -->\n") + len("<!-- vocabulary:begin -->\n")
end = text.index("<!-- vocabulary:end -->")
open(path, "w").write(text[:begin] + sys.argv[1] + "\n" + text[end:])
PY
