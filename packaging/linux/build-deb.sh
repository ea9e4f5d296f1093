#!/usr/bin/env bash
# Build dist/counterdesk_VERSION_amd64.deb from the PyInstaller bundle in dist/counterdesk.
#
#   packaging/linux/build-deb.sh [BUNDLE_DIR] [OUT_DIR]
#
# Layout: the bundle in /opt/counterdesk, a /usr/bin/counterdesk launcher, a .desktop entry and
# hicolor icons, a man page, copyright, changelog.gz and lintian overrides. Depends comes from
# dpkg-shlibdeps over every ELF file of the bundle: the system libraries the bundle links to
# (libX11/xcb, glib, fontconfig, OpenSSL, SQLite, ...) are Debian's, not bundled copies.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUNDLE=$(realpath "${1:-$ROOT/dist/counterdesk}")
OUT=$(realpath "${2:-$ROOT/dist}")
HERE="$ROOT/packaging/linux"
WORK="$ROOT/build/deb"

VERSION=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/app/__init__.py")
CHANGELOG_VERSION=$(sed -n '1s/^counterdesk (\([^)]*\)).*/\1/p' "$HERE/changelog")
if [ "$VERSION" != "$CHANGELOG_VERSION" ]; then
    echo "build-deb: app/__init__.py says $VERSION, packaging/linux/changelog says" \
        "$CHANGELOG_VERSION: add a changelog entry for $VERSION" >&2
    exit 1
fi
[ -x "$BUNDLE/counterdesk" ] || { echo "build-deb: no bundle in $BUNDLE (run make bundle)" >&2; exit 1; }

ARCH=$(dpkg --print-architecture)
PKG="$WORK/counterdesk_${VERSION}_${ARCH}"
rm -rf "$WORK"
mkdir -p "$PKG/DEBIAN" "$PKG/opt" "$OUT"

# The bundle, with plain permissions: directories and the two programs 0755, everything else
# 0644 (shared objects need no execute bit to be loaded).
cp -a "$BUNDLE" "$PKG/opt/counterdesk"
find "$PKG/opt" -type d -exec chmod 0755 {} +
find "$PKG/opt" -type f -exec chmod 0644 {} +
chmod 0755 "$PKG/opt/counterdesk/counterdesk"

install -D -m 0755 "$HERE/counterdesk.sh" "$PKG/usr/bin/counterdesk"
install -D -m 0644 "$HERE/counterdesk.desktop" "$PKG/usr/share/applications/counterdesk.desktop"
install -D -m 0644 "$ROOT/resources/icons/counterdesk.svg" \
    "$PKG/usr/share/icons/hicolor/scalable/apps/counterdesk.svg"
install -D -m 0644 "$ROOT/resources/icons/counterdesk.png" \
    "$PKG/usr/share/icons/hicolor/256x256/apps/counterdesk.png"
install -D -m 0644 "$HERE/copyright" "$PKG/usr/share/doc/counterdesk/copyright"
install -D -m 0644 "$HERE/lintian-overrides" "$PKG/usr/share/lintian/overrides/counterdesk"
mkdir -p "$PKG/usr/share/man/man1"
gzip -9n < "$HERE/counterdesk.1" > "$PKG/usr/share/man/man1/counterdesk.1.gz"
gzip -9n < "$HERE/changelog" > "$PKG/usr/share/doc/counterdesk/changelog.gz"
chmod 0644 "$PKG/usr/share/man/man1/counterdesk.1.gz" "$PKG/usr/share/doc/counterdesk/changelog.gz"

# Depends: what the bundle's ELF files need from the system, as Debian's shlibs/symbols say.
# The bundle's own folders are searched first (-l), so its private libraries count as found.
mapfile -t ELF < <(find "$PKG/opt/counterdesk" -type f \( -name '*.so' -o -name '*.so.*' \
    -o -path '*/opt/counterdesk/counterdesk' \) -exec sh -c \
    'for f; do head -c4 "$f" | grep -q "ELF" && printf "%s\n" "$f"; done' sh {} +)
mapfile -t LIBDIRS < <(printf '%s\n' "${ELF[@]}" | xargs -n1 dirname | sort -u)
mkdir -p "$WORK/shlibs/debian"
printf 'Source: counterdesk\n\nPackage: counterdesk\nArchitecture: any\n' \
    > "$WORK/shlibs/debian/control"
SHLIBS=$(cd "$WORK/shlibs" && dpkg-shlibdeps -O --ignore-missing-info \
    "${LIBDIRS[@]/#/-l}" "${ELF[@]}" 2> "$WORK/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p')
# Expected and not shown: Python extensions refer to the interpreter's symbols ("probably a
# plugin"), and some wheels link libraries they do not use ("could avoid a useless dependency").
grep -v -e "probably a plugin" -e "other similar warnings" -e "could avoid a useless dependency" \
    "$WORK/shlibdeps.log" >&2 || true
[ -n "$SHLIBS" ] || { echo "build-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# Not linked, but used: fontconfig's configuration and, through it, at least one font (Qt draws
# all text through fontconfig; libfontconfig1 alone brings neither); Debian's Noto fonts for
# Hindi (Devanagari), Bengali, Tamil and the other scripts customers' names come in (the
# bundle's own Noto Sans Devanagari, Bengali and Tamil are only the fallback).
DEPENDS="$SHLIBS, fontconfig, fonts-noto-core"

INSTALLED_SIZE=$(du -sk --exclude=DEBIAN "$PKG" | cut -f1)
cat > "$PKG/DEBIAN/control" <<EOF
Package: counterdesk
Version: $VERSION
Architecture: $ARCH
Maintainer: Counterdesk maintainers <maintainers@counterdesk.example.com>
Installed-Size: $INSTALLED_SIZE
Depends: $DEPENDS
Section: misc
Priority: optional
Homepage: https://counterdesk.example.com/
Description: counter desktop for selling island tours and boat trips
 Counterdesk is the desktop tool for the sales counter of a travel agency:
 counter staff sell island tours and scheduled boat trips through the partner
 interface of one distribution service, paid the instant they are booked from
 the agency's prepaid wallet.
 .
 It starts on a built-in sandbox (a local copy of the partner interface with
 demo data), so it runs, demos and trains staff with no set-up and no network.
 This package carries everything it needs: Python, Qt and the app, in
 /opt/counterdesk.
EOF
(cd "$PKG" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z \
    | xargs -0 md5sum) > "$PKG/DEBIAN/md5sums"
chmod 0644 "$PKG/DEBIAN/control" "$PKG/DEBIAN/md5sums"

DEB="$OUT/counterdesk_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zxz -z9 --build "$PKG" "$DEB" > /dev/null
echo "$DEB"
