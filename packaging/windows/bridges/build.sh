#!/usr/bin/env bash
# The two bridges the Wine check needs and Windows 10 has (README.md beside this says why):
#
#   packaging/windows/bridges/build.sh QT6CORE_DLL OUT
#
# OUT gets bcryptprimitives.dll (ProcessPrng over RtlGenRandom) and icuuc.dll, whose every export
# that QT6CORE_DLL imports from icuuc.dll is forwarded to the `_78` name in icuuc78.dll, beside
# icuuc78.dll and the ICU data and C++ runtime it loads, all from the hash-pinned icu4py wheel
# (icu.txt). Copy OUT's DLLs into the Wine prefix's system32, never into the installer.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
QT6CORE=$1
OUT=$2
PYTHON=${PYTHON:-python3}
CC=x86_64-w64-mingw32-gcc
OBJDUMP=x86_64-w64-mingw32-objdump
mkdir -p "$OUT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

"$CC" -O2 -s -Wall -Werror -shared -o "$OUT/bcryptprimitives.dll" "$HERE/processprng.c" -ladvapi32

"$PYTHON" -m pip download --quiet --no-deps --require-hashes --only-binary=:all: \
    --platform win_amd64 --python-version 3.11 --implementation cp -d "$WORK" -r "$HERE/icu.txt"
unzip -q -o "$WORK"/icu4py-*.whl 'icu4py.libs/*' -d "$WORK"
# icuuc78's own imports name its neighbours as delvewheel renamed them: those names are kept.
cp "$WORK"/icu4py.libs/icudt78-*.dll "$WORK"/icu4py.libs/msvcp140-*.dll "$OUT/"
cp "$WORK"/icu4py.libs/icuuc78-*.dll "$OUT/icuuc78.dll"

# What Qt6Core imports from icuuc.dll (Windows 10's unversioned names), each to its _78 name.
{
    echo "LIBRARY icuuc.dll"
    echo "EXPORTS"
    "$OBJDUMP" -p "$QT6CORE" | awk '
        /DLL Name:/ { inside = tolower($3) == "icuuc.dll"; next }
        inside && NF == 3 && $1 ~ /^[0-9a-f]+$/ { print "    " $3 " = icuuc78." $3 "_78" }'
} > "$WORK/icuuc.def"
exported=$(grep -c ' = icuuc78\.' "$WORK/icuuc.def" || true)
[ "$exported" -gt 0 ] || { echo "bridges: $QT6CORE imports nothing from icuuc.dll" >&2; exit 1; }
missing=$(grep -o 'icuuc78\.[A-Za-z0-9_]*' "$WORK/icuuc.def" | cut -d. -f2 | sort -u \
    | comm -23 - <("$OBJDUMP" -p "$OUT/icuuc78.dll" | awk '/^\t\[ *[0-9]+\] /{print $NF}' | sort -u))
[ -z "$missing" ] || { echo "bridges: icuuc78.dll lacks: $missing" >&2; exit 1; }
"$CC" -O2 -s -Wall -Werror -shared -o "$OUT/icuuc.dll" "$HERE/forwarder.c" "$WORK/icuuc.def"
echo "bridges: bcryptprimitives.dll, icuuc.dll ($exported forwards to ICU 78) in $OUT"
