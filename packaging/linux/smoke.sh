#!/usr/bin/env bash
# Smoke test of the .deb on this machine (as root): install it with dpkg, check what it put where,
# run `counterdesk --self-test` on a virtual X screen through Qt's xcb plugin, start the real
# window, take a screenshot of it, close it as staff would, and remove the package again.
#
#   packaging/linux/smoke.sh [DEB] [SCREENSHOT.png]
#
# Needs xvfb, xdotool, x11-utils and imagemagick (`make package-check` installs them).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VERSION=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/app/__init__.py")
DEB=$(realpath "${1:-$ROOT/dist/counterdesk_${VERSION}_amd64.deb}")
SHOT=$(realpath -m "${2:-$ROOT/build/smoke/counterdesk-window.png}")
WAIT=${SMOKE_WAIT_SECONDS:-60}
mkdir -p "$(dirname "$SHOT")"
SCRATCH=$(mktemp -d /tmp/counterdesk-smoke.XXXXXX)
XVFB_PID=""
APP_PID=""

step() { printf '\n== smoke: %s\n' "$*"; }
fail() { printf 'smoke: FAILED: %s\n' "$*" >&2; exit 1; }

cleanup() {
    if [ -n "$APP_PID" ]; then kill "$APP_PID" 2> /dev/null || true; fi
    if [ -n "$XVFB_PID" ]; then kill "$XVFB_PID" 2> /dev/null || true; fi
    if dpkg-query -W -f='${Status}' counterdesk 2> /dev/null | grep -q "install ok installed"; then
        dpkg --purge counterdesk > /dev/null || true
    fi
    rm -rf "$SCRATCH"
}
trap cleanup EXIT

[ "$(id -u)" = 0 ] || fail "run as root: it installs and removes a package"
for tool in Xvfb xvfb-run xdotool xprop import; do
    command -v "$tool" > /dev/null || fail "$tool is missing (make package-check installs it)"
done

step "install $(basename "$DEB")"
if dpkg-query -W -f='${Status}' counterdesk 2> /dev/null | grep -q "install ok installed"; then
    fail "counterdesk is already installed here; remove it first (dpkg --purge counterdesk)"
fi
if ! dpkg -i "$DEB"; then
    # dpkg does not fetch dependencies; let apt bring what Depends names, then finish.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q -f --no-install-recommends
fi
dpkg-query -W -f='${Status} ${Version}\n' counterdesk | grep -q "install ok installed" \
    || fail "the package did not install"

step "files"
for path in /usr/bin/counterdesk /opt/counterdesk/counterdesk; do
    [ -x "$path" ] || fail "$path is not an executable"
done
for path in /usr/share/applications/counterdesk.desktop \
    /usr/share/icons/hicolor/scalable/apps/counterdesk.svg \
    /usr/share/icons/hicolor/256x256/apps/counterdesk.png \
    /usr/share/doc/counterdesk/copyright /usr/share/doc/counterdesk/changelog.gz \
    /usr/share/man/man1/counterdesk.1.gz; do
    [ -f "$path" ] || fail "$path is missing"
done
if command -v desktop-file-validate > /dev/null; then
    desktop-file-validate /usr/share/applications/counterdesk.desktop
fi
counterdesk --version

step "self-test on a virtual X screen (xcb platform plugin)"
started=$(date +%s%N)
COUNTERDESK_HOME="$SCRATCH/selftest" QT_QPA_PLATFORM=xcb \
    timeout 120 xvfb-run -a -s "-screen 0 1366x768x24" counterdesk --self-test \
    > "$SCRATCH/selftest.out" 2> "$SCRATCH/selftest.err" || {
    cat "$SCRATCH/selftest.out" "$SCRATCH/selftest.err" >&2
    fail "counterdesk --self-test did not exit 0"
}
cat "$SCRATCH/selftest.out"
grep -q "^counterdesk self-test ok" "$SCRATCH/selftest.out" || fail "no summary line"
if [ -s "$SCRATCH/selftest.err" ]; then
    cat "$SCRATCH/selftest.err" >&2
    fail "the self-test wrote to stderr"
fi
echo "self-test took $(( ($(date +%s%N) - started) / 1000000 )) ms"

step "the window, and a screenshot of it"
# A free display number: the first with no X lock file.
display=99
while [ -e "/tmp/.X${display}-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1366x768x24 -nolisten tcp > "$SCRATCH/xvfb.log" 2>&1 &
XVFB_PID=$!
export DISPLAY=":$display"
for _ in $(seq 50); do xprop -root > /dev/null 2>&1 && break; sleep 0.1; done
xprop -root > /dev/null 2>&1 || fail "Xvfb did not start"

export COUNTERDESK_HOME="$SCRATCH/window"
counterdesk > "$SCRATCH/app.out" 2> "$SCRATCH/app.err" &
APP_PID=$!
timeout "$WAIT" xdotool search --sync --onlyvisible --name '^Counterdesk' > /dev/null \
    || fail "no Counterdesk window within ${WAIT}s"
# Wait until the app says the catalogue is on screen (or that it showed a problem).
log="$COUNTERDESK_HOME/logs/counterdesk.log"
for _ in $(seq $((WAIT * 10))); do
    grep -q "Window ready" "$log" 2> /dev/null && break
    kill -0 "$APP_PID" 2> /dev/null || fail "the app exited early: $(cat "$SCRATCH/app.err")"
    sleep 0.1
done
grep "Window ready" "$log" || fail "the window never said it was ready"
grep -q "Window ready (catalogue loaded)" "$log" || fail "the catalogue did not load"
# The window to click is looked up only now: the first one found may be the start's own window,
# painted before the real one and closed once the real one is shown (a later X call on it fails
# with BadWindow).
window=$(xdotool search --onlyvisible --name '^Counterdesk' | tail -n1)
[ -n "$window" ] || fail "no Counterdesk window once it said it was ready"
# Pick the first activity, as staff would, so that the picture is shown too (the window has no
# window manager around it here: it sits at the screen's top left).
xdotool mousemove --window "$window" 300 117 click 1
sleep 2 # let the detail pane and its picture paint
xdotool getwindowname "$window"
xprop -id "$window" WM_CLASS
import -window root "$SHOT"
echo "screenshot: $SHOT"

step "close the window (SIGTERM, handled like the window's close button)"
kill -TERM "$APP_PID"
code=0
wait "$APP_PID" || code=$?
APP_PID=""
[ "$code" = 0 ] || fail "the app exited with $code: $(cat "$SCRATCH/app.err")"
if grep -E "Traceback|CRITICAL|ERROR" "$log"; then
    fail "errors in the app's log"
fi
if [ -s "$SCRATCH/app.err" ]; then
    cat "$SCRATCH/app.err" >&2
    fail "the app wrote to stderr"
fi
kill "$XVFB_PID" 2> /dev/null || true
wait "$XVFB_PID" 2> /dev/null || true
XVFB_PID=""

step "remove"
dpkg --purge counterdesk
[ ! -e /opt/counterdesk ] || fail "/opt/counterdesk is still there after removal"
[ ! -e /usr/bin/counterdesk ] || fail "/usr/bin/counterdesk is still there after removal"
printf '\nsmoke: passed (%s)\n' "$(basename "$DEB")"
