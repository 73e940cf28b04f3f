#!/usr/bin/env bash
# Drives `stackup watch` in a real terminal (a tmux pane) the way a person uses it: start it,
# save the file (atomically, as editors do), capture the pane and compare it with what
# `stackup render` prints; a malformed save must show its error and the next good save must
# recover; Ctrl-C must end it with status 130. Prints PASS/FAIL per step; exits 1 on a failure.
#
#   scripts/watch-in-tmux.sh [STACKUP]        (default .build/debug/stackup; needs tmux)
set -euo pipefail
cd "$(dirname "$0")/.."
stackup=$(realpath "${1:-.build/debug/stackup}")
command -v tmux >/dev/null || { echo "tmux not installed (apt-get install tmux)" >&2; exit 1; }
work=$(mktemp -d)
socket="stackup-watch-$$"
cleanup() { tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
failures=0

document() { # TEXT STACK
  printf '<Preview width="160" height="64">\n  <Import file="parts.xml"/>\n  <%s><Label id="label"/><Text>%s</Text></%s>\n</Preview>\n' "$2" "$1" "$2"
}
save() { printf '%s\n' "$1" > "$work/.tmp" && mv "$work/.tmp" "$work/doc.xml"; }
pane() { tmux -L "$socket" capture-pane -p -t w; }
# The pane must show update N: its status line, then exactly what `render` prints.
expect_update() { # N WHAT
  local want got
  want=$(cd "$work" && "$stackup" render doc.xml 2>&1 || true)
  for _ in $(seq 100); do
    got=$(pane)
    if [[ "$(head -1 <<<"$got")" == "stackup watch: doc.xml (update $1,"* ]] &&
      [[ "$(tail -n +2 <<<"$got" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}')" == "$want" ]]; then
      echo "PASS $2"
      return
    fi
    sleep 0.05
  done
  echo "FAIL $2"; echo "--- pane:"; echo "$got"; echo "--- expected after the status line:"; echo "$want"
  failures=$((failures + 1))
}

printf '<Components><Component name="Label"><Text>label</Text></Component></Components>\n' > "$work/parts.xml"
save "$(document first VStack)"
tmux -L "$socket" new-session -d -s w -x 100 -y 40 -c "$work" \
  "'$stackup' watch doc.xml; echo \"exit status \$?\"; sleep 30"
expect_update 1 "first render"
save "$(document second HStack)"
expect_update 2 "atomic save redraws in place"
if pane | grep -q first; then echo "FAIL old output left on screen"; failures=$((failures + 1)); fi
sed -i 's/>label</>LABEL</' "$work/parts.xml"
expect_update 3 "an import written in place"
save '<Preview><VStack><Text>half</Txt>'
expect_update 4 "a malformed save shows its error"
save "$(document third VStack)"
expect_update 5 "the next good save recovers"
tmux -L "$socket" send-keys -t w C-c
for _ in $(seq 100); do pane | grep -q "exit status" && break; sleep 0.05; done
if pane | grep -q "exit status 130"; then echo "PASS Ctrl-C exits with 130"; else
  echo "FAIL Ctrl-C"; pane; failures=$((failures + 1)); fi
[ "$failures" -eq 0 ]
