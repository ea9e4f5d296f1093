#!/usr/bin/env bash
# Compiles counterdesk.nsi around a payload twice: this version and the next one (the same
# payload, a higher number, for the upgrade test), with `makensis -WX`, and holds the installer to
# its size budget. Debian's and Ubuntu's nsis packages have the amd64-unicode stubs the 64-bit
# installer needs; the official Windows build of NSIS has not, so the package-windows workflow
# runs this on Ubuntu between its two Windows jobs, and wine-check.sh runs it here.
#
#   packaging/windows/make-installers.sh PAYLOAD OUTDIR [BUDGET_MB]
#
# Writes OUTDIR/counterdesk-VERSION-setup.exe and OUTDIR/upgrade/counterdesk-NEXT-setup.exe.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PAYLOAD=$(realpath "$1")
OUT=$(realpath -m "$2")
BUDGET_MB=${3:-60}
VERSION=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/app/__init__.py")
NEXT=$(awk -F. -v OFS=. '{ $NF = $NF + 1; print }' <<< "$VERSION")
mkdir -p "$OUT/upgrade"

for pair in "$VERSION:$OUT" "$NEXT:$OUT/upgrade"; do
    version=${pair%%:*}
    (cd "$ROOT/packaging/windows" && makensis -V2 -WX "-DVERSION=$version" "-DPAYLOAD=$PAYLOAD" \
        "-DOUTFILE=${pair#*:}/counterdesk-$version-setup.exe" counterdesk.nsi)
done
INSTALLER="$OUT/counterdesk-$VERSION-setup.exe"
size=$(stat -c %s "$INSTALLER")
echo "installer: $INSTALLER ($size bytes; budget $BUDGET_MB MB)"
if [ "$size" -gt $((BUDGET_MB * 1000000)) ]; then
    echo "make-installers: $INSTALLER is over its $BUDGET_MB MB budget" >&2
    exit 1
fi
