"""Removing, replacing and renaming files as Windows allows it.

Windows refuses to remove, replace or rename a file that a handle holds open (``WinError 32``,
a sharing violation; ``WinError 5`` while a removal is still pending), where Linux lets the name go
at once. The app closes its own handles first; what still holds a file for a moment is another
program (an antivirus or backup scanner, the search indexer, a PDF viewer). So each operation
here retries a refusal for about a second and a half, then raises ``FileHeld``, whose message is
one sentence staff can act on.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from app.i18n import Catalogue, Said

FILE_MOVES = Catalogue("FILE_MOVES")

# The pauses between tries (seconds): a scanner lets go of a file within a few hundred ms.
RETRY_PAUSES_S = (0.05, 0.1, 0.2, 0.4, 0.8)

Result = TypeVar("Result")


class FileHeld(Said, PermissionError):
    """Another program kept ``path`` open through every try: ``strerror`` is the system's
    words, ``str()`` one sentence staff can act on."""

    def __init__(self, path: Path, refusal: OSError) -> None:
        super().__init__(refusal.errno, refusal.strerror or str(refusal), str(path))
        self.path = path

    def __str__(self) -> str:
        return FILE_MOVES.tr(
            "{path} could not be changed because another program has it open ({problem}). "
            "Close that program, or restart the computer, and try again."
        ).format(path=self.path, problem=self.strerror)


def refused(error: OSError) -> bool:
    """Whether ``error`` is the system refusing a file in use (worth another try)."""
    return isinstance(error, PermissionError)


def _retried(path: Path, action: Callable[[], Result]) -> Result:
    for pause in (*RETRY_PAUSES_S, None):
        try:
            return action()
        except FileHeld:
            raise
        except OSError as error:
            if not refused(error):
                raise
            if pause is None:
                raise FileHeld(path, error) from error
            time.sleep(pause)
    raise AssertionError("unreachable")  # pragma: no cover


def replace(source: Path, target: Path) -> None:
    """Put ``source`` in ``target``'s place (whole, as ``os.replace``)."""
    _retried(target, lambda: os.replace(source, target))


def rename(source: Path, target: Path) -> None:
    """Give ``source`` the name ``target`` (which must not exist)."""
    _retried(source, lambda: os.rename(source, target))


def remove(path: Path) -> bool:
    """Delete the file ``path``; whether it was there."""

    def once() -> bool:
        try:
            os.remove(path)
        except FileNotFoundError:
            return False
        return True

    return _retried(path, once)


def remove_tree(folder: Path) -> None:
    """Delete ``folder`` and everything in it (nothing when it is not there)."""
    if folder.exists():
        _retried(folder, lambda: shutil.rmtree(folder, onerror=_raise_unless_gone))


def _raise_unless_gone(
    _function: object, _path: str, info: tuple[object, BaseException, object]
) -> None:
    # What went meanwhile is gone as wanted; any other error ends this try.
    if not isinstance(info[1], FileNotFoundError):
        raise info[1]
