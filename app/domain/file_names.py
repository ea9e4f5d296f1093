"""File names from words that came from outside (a booking reference the service sent, a name,
an answer): one encoding that leaves nothing a path could act on, and one join that proves the
file stays in its folder, on every OS.

``safe_name`` keeps ASCII letters, digits, ``-`` and ``_``, and a ``.`` standing alone between
two of them; every other character ("/", "\\", ":", "..", a leading or trailing dot, spaces,
control characters, anything non-ASCII, "%" itself) becomes ``%XX`` of its UTF-8 bytes, so the
encoding is one-to-one: two references never share a file. A reserved Windows device name (CON,
NUL, COM1...) gets its first letter encoded. An ordinary reference (``BK7F3A2Q``) is unchanged,
so the files written before this encoding are still found by it. Pure: no I/O, so the checks are
lexical, made with the Windows and the POSIX rules alike whatever the OS.
"""

from __future__ import annotations

import hashlib
import ntpath
import posixpath
import re
from pathlib import PurePath
from typing import TypeVar

_KEPT = re.compile(r"[A-Za-z0-9_-]")
# Windows treats these as devices whatever the extension ("CON.json" opens the console) and
# with trailing spaces or dots; the superscript digits are non-ASCII, so always encoded anyway.
_RESERVED = re.compile(r"(CON|PRN|AUX|NUL|COM[0-9]|LPT[0-9]|CONIN\$|CONOUT\$)([ .].*)?", re.I)
# Longest encoded name kept whole; a longer one is cut and ends in its digest, which keeps it
# one-to-one and every name within Windows' 255 characters with room for a template around it.
LONGEST = 120
_DIGEST = 16

Folder = TypeVar("Folder", bound=PurePath)


class UnsafeFileName(ValueError):
    """A file name that a path would act on: it would leave its folder or name a device."""


def _encoded(char: str) -> str:
    return "".join(f"%{byte:02X}" for byte in char.encode("utf-8", "surrogatepass"))


def safe_name(text: str) -> str:
    """``text`` (from outside) as one plain file-name part, the same on every OS; "%" for empty."""
    out = []
    for i, char in enumerate(text):
        alone_dot = (
            char == "."
            and 0 < i < len(text) - 1
            and bool(_KEPT.fullmatch(text[i - 1]))
            and bool(_KEPT.fullmatch(text[i + 1]))
        )
        out.append(char if _KEPT.fullmatch(char) or alone_dot else _encoded(char))
    name = "".join(out) or "%"
    if _RESERVED.fullmatch(name):
        name = _encoded(name[0]) + name[1:]
    if len(name) > LONGEST:
        digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:_DIGEST]
        name = f"{name[: LONGEST - _DIGEST - 1]}~{digest}"
    return name


def check_name(name: str) -> str:
    """``name`` itself when it is one plain file name on Windows and POSIX alike (made of fixed
    words and ``safe_name`` parts); else ``UnsafeFileName``."""
    if name in ("", ".", "..") or any(ord(c) < 32 or c == "\x7f" for c in name):
        raise UnsafeFileName(f"not a plain file name: {name!r}")
    for flavour in (ntpath, posixpath):
        if flavour.basename(name) != name or flavour.splitdrive(name)[0]:
            raise UnsafeFileName(f"a path, not a file name: {name!r}")
    if any(c in name for c in ':*?"<>|') or name[-1] in " .":
        raise UnsafeFileName(f"not a file name on Windows: {name!r}")
    if _RESERVED.fullmatch(name):
        raise UnsafeFileName(f"a Windows device name: {name!r}")
    return name


def file_in(folder: Folder, name: str) -> Folder:
    """The file ``name`` directly in ``folder`` (any ``PurePath`` flavour: ``Path``,
    ``PureWindowsPath``...), proved to stay there; ``UnsafeFileName`` when it would not."""
    path = folder / check_name(name)
    if path.parent != folder or path.name != name:
        raise UnsafeFileName(f"{name!r} would leave {folder}")
    return path
