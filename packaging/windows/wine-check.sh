#!/usr/bin/env bash
# The Windows installer exercised under Wine, on a stub payload: two MinGW-built programs stand in
# for the PyInstaller bundle (no Windows Python can be had here to build the real one), the real
# counterdesk.nsi is compiled around them twice (this version and the next, make-installers.sh), and
# check_install.py installs, self-tests, upgrades and uninstalls them in a throwaway Wine prefix
# under build/wine. The same check_install.py runs natively on Windows with the real bundle
# (build.ps1, the package-windows workflow).
#
#   packaging/windows/wine-check.sh
#
# Needs makensis (nsis), x86_64-w64-mingw32-gcc (gcc-mingw-w64-x86-64), wine64 and xvfb-run
# (`make package-check` installs them).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/packaging/windows"
VERSION=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/app/__init__.py")
NEXT=$(awk -F. -v OFS=. '{ $NF = $NF + 1; print }' <<< "$VERSION")
WORK="$ROOT/build/wine"
PYTHON=${PYTHON:-python3}

step() { printf '\n== wine-check: %s\n' "$*"; }
seconds() { awk -v s="$1" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }'; }

for tool in makensis x86_64-w64-mingw32-gcc wine wineboot wineserver xvfb-run; do
    command -v "$tool" > /dev/null || { echo "wine-check: $tool is missing" >&2; exit 1; }
done
STARTED=$(date +%s.%N)
rm -rf "$WORK"
mkdir -p "$WORK/home"

# Wine's own: the prefix and its HOME under build/, no menu entries or .desktop files for the
# shortcuts outside it, no prompts to download Mono or Gecko, no debug chatter.
export WINEPREFIX="$WORK/prefix" WINEARCH=win64 WINEDEBUG=-all HOME="$WORK/home"
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
# The prefix goes when the check ends, whatever its outcome: its Z: drive is a symlink to /, and a
# tool that follows links through the checkout (setuptools' file finder in `pip install -e .`,
# which `make test` runs next in CI) would walk the whole file system.
cleanup() {
    wineserver -k 2> /dev/null || true
    rm -rf "$WINEPREFIX" "$HOME"
}
trap cleanup EXIT

step "stub programs (MinGW)"
x86_64-w64-mingw32-gcc -O2 -s -Wall -Werror -o "$WORK/counterdesk-console.exe" "$HERE/stub.c"
x86_64-w64-mingw32-gcc -O2 -s -Wall -Werror -mwindows -o "$WORK/counterdesk.exe" "$HERE/stub.c"

step "installers $VERSION and $NEXT around the stubs (make-installers.sh)"
mkdir -p "$WORK/payload/_internal"
cp "$WORK/counterdesk-console.exe" "$WORK/counterdesk.exe" "$WORK/payload/"
# The stub, like the real program, needs its _internal folder; its self-test prints this.
printf 'stub payload of the Wine check\n' > "$WORK/payload/_internal/stub-payload.txt"
"$HERE/make-installers.sh" "$WORK/payload" "$WORK"

step "wineboot (a fresh 64-bit prefix)"
BOOTED=$(date +%s.%N)
xvfb-run -a wineboot --init > "$WORK/wineboot.log" 2>&1
wineserver -w
echo "wineboot: $(seconds "$BOOTED") s"

step "install, self-test, upgrade, uninstall (check_install.py)"
"$PYTHON" "$HERE/check_install.py" --wine "$WINEPREFIX" \
    --installer "$WORK/counterdesk-$VERSION-setup.exe" --version "$VERSION" \
    --upgrade-installer "$WORK/upgrade/counterdesk-$NEXT-setup.exe" --upgrade-version "$NEXT"
echo "wine-check: passed in $(seconds "$STARTED") s (wineboot included)"
