#!/usr/bin/env bash
# Drop RUNPATH/RPATH entries that point outside the bundle (e.g. the build machine's
# /root/.pyenv/versions/3.11.7/lib baked into a pyenv Python): an installed program must not look
# for libraries in folders of the machine it was built on. $ORIGIN-relative entries (Qt's) stay.
#
#   packaging/linux/fix-runpath.sh BUNDLE_DIR
set -euo pipefail
BUNDLE=${1:?usage: fix-runpath.sh BUNDLE_DIR}
fixed=0
while IFS= read -r -d '' file; do
    head -c4 "$file" | grep -q ELF || continue
    runpath=$(patchelf --print-rpath "$file" 2>/dev/null) || continue
    [ -n "$runpath" ] || continue
    # shellcheck disable=SC2016 # a literal $ORIGIN, as the linker writes it
    kept=$(tr ':' '\n' <<< "$runpath" | grep '^\$ORIGIN' | paste -sd: -) || true
    [ "$kept" = "$runpath" ] && continue
    if [ -n "$kept" ]; then
        patchelf --set-rpath "$kept" "$file"
    else
        patchelf --remove-rpath "$file"
    fi
    fixed=$((fixed + 1))
done < <(find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' \) -print0)
echo "fix-runpath: $fixed files no longer search the build machine's folders"
