#!/usr/bin/env bash
# The installed Windows app's window under Wine on a virtual 1366x768 screen: started from the
# installed folder, waited for until its log says the catalogue is on screen, a screenshot saved,
# a walk-in sale typed with the keyboard (xdotool) until the embedded sandbox's ledger holds
# exactly one settlement, then closed as its close button would (WM_CLOSE, Wine's taskkill),
# answering Quit to the question a close with the shift still open asks.
# check_install.py runs it on the upgraded install (--while-installed), inside wine-check.sh.
#
#   packaging/windows/wine-window.sh SHOT.png 'C:\Installed\Folder'
#
# Needs the Wine prefix of wine-check.sh (WINEPREFIX), Xvfb, xdotool, xprop and ImageMagick.
set -euo pipefail

SHOT=$(realpath -m "$1")
FOLDER=$2
WAIT=${WAIT:-120}
SCRATCH=$(mktemp -d)
XVFB_PID=""
fail() { echo "wine-window: $*" >&2; exit 1; }
cleanup() {
    [ -z "$XVFB_PID" ] || kill "$XVFB_PID" 2> /dev/null || true
    rm -rf "$SCRATCH"
}
trap cleanup EXIT

display=99
while [ -e "/tmp/.X${display}-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1366x768x24 -nolisten tcp > "$SCRATCH/xvfb.log" 2>&1 &
XVFB_PID=$!
export DISPLAY=":$display"
for _ in $(seq 300); do xprop -root > /dev/null 2>&1 && break; sleep 0.1; done
xprop -root > /dev/null 2>&1 || fail "Xvfb did not start"

home_unix="$SCRATCH/home"
mkdir -p "$home_unix"
export COUNTERDESK_HOME="Z:${home_unix//\//\\}"
started=$(date +%s)
# Through a pipe (as wine-check.sh's winerun): APP_PID is the pipe's reader, which ends with it.
wine "$FOLDER\\counterdesk.exe" < /dev/null 2>&1 | cat > "$SCRATCH/app.out" &
APP_PID=$!
log="$home_unix/logs/counterdesk.log"
for _ in $(seq $((WAIT * 10))); do
    grep -q "Window ready" "$log" 2> /dev/null && break
    kill -0 "$APP_PID" 2> /dev/null || fail "the app exited early: $(cat "$SCRATCH/app.out")"
    sleep 0.1
done
grep "Running on" "$log" || true
grep "Window ready" "$log" || fail "the window never said it was ready"
grep -q "Window ready (catalogue loaded)" "$log" || fail "the catalogue did not load"
echo "window ready $(( $(date +%s) - started )) s after the start"
window=$(xdotool search --onlyvisible --name '^Counterdesk' | tail -n1)
[ -n "$window" ] || fail "no Counterdesk window once it said it was ready"
xdotool getwindowname "$window"
xdotool getwindowgeometry "$window"
# A walk-in, with the keyboard only: the shift opened when the app asks for it, then the Cellular
# Jail show's first bookable slot for two, the customer on the quick line, the review, exact cash.
shots="$(dirname "$SHOT")/walk-in"
mkdir -p "$shots"
pause() { sleep "${1:-2}"; }
# A fresh counter asks for the shift as it opens: the clerk and the float, then Enter.
dialog=$(timeout 60 xdotool search --sync --onlyvisible --name '^Open a shift' | tail -n1) \
    || fail "the app did not ask for the shift"
xdotool windowfocus --sync "$dialog" 2> /dev/null || true
xdotool type --delay 30 "Leela Menon"
xdotool key Tab
xdotool type --delay 30 "2000"
xdotool key Return
# Then, once, what training mode is (the sandbox's counter is in training): Got it.
explained=$(timeout 60 xdotool search --sync --onlyvisible --name '^Training mode' | tail -n1) \
    || fail "the app did not explain training mode after the shift"
xdotool windowfocus --sync "$explained" 2> /dev/null || true
xdotool key Return
pause 3
mkdir -p "$(dirname "$SHOT")"
import -window root "$SHOT"
echo "screenshot: $SHOT"

# Keys go to the X window with the focus: the main window's, once the dialog has gone.
xdotool windowfocus --sync "$window" 2> /dev/null || true
xdotool key ctrl+n
pause 2
xdotool type --delay 30 "Cellular"
pause 3
import -window root "$shots/1-filter.png"
xdotool key Return
pause 4
import -window root "$shots/2-slots.png"
xdotool key Return
pause 4
import -window root "$shots/3-book.png"
xdotool type --delay 30 "Asha Rao, asha.rao@example.in, 9876543210, 2"
pause 2
xdotool key ctrl+Return
pause 4
import -window root "$shots/4-review.png"
xdotool key Return
pause 3
ledger="$home_unix/data/sandbox.db"
settled() {
    python3 -c 'import sqlite3, sys
c = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
print(c.execute("SELECT COUNT(*) FROM journals WHERE event = ?", ("BOOKING_SETTLED",)).fetchone()[0])' \
        "$ledger" 2> /dev/null || echo 0
}
for _ in $(seq 60); do [ "$(settled)" -ge 1 ] && break; sleep 1; done
pause 3
import -window root "$shots/5-result.png"
echo "walk-in: the sandbox's ledger holds $(settled) settlement(s)"
[ "$(settled)" = 1 ] || fail "the walk-in did not settle exactly once (screens in $shots)"

wine taskkill /IM counterdesk.exe < /dev/null > /dev/null 2>&1 || true
# The walk-in's shift is still open: the app asks before it quits, Stay the default, as a clerk
# closing the window is asked; the check answers Quit (Alt+Q) as the clerk would.
question=$(timeout 60 xdotool search --sync --onlyvisible --name '^Quit Counterdesk' | tail -n1) \
    || fail "the app did not ask before quitting with the shift open"
xdotool windowfocus --sync "$question" 2> /dev/null || true
xdotool key alt+q
for _ in $(seq 300); do kill -0 "$APP_PID" 2> /dev/null || break; sleep 0.1; done
kill -0 "$APP_PID" 2> /dev/null && fail "the app did not close within 30 s of WM_CLOSE"
wait "$APP_PID" || true
grep -q "Counterdesk closed" "$log" || fail "the app did not close cleanly: $(tail -5 "$log")"
if grep -E "Traceback|CRITICAL|ERROR" "$log"; then
    fail "errors in the app's log"
fi
echo "wine-window: closed cleanly"
