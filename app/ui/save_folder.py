"""Where the save dialogs open: the app's documents folder (``AppPaths.documents``), made when
first asked for. Qt's file dialog otherwise opens where it was last used, the scanner's folder
with another customer's passport in it; and a dialog given a bare file name starts in the
process's working folder."""

from __future__ import annotations

from pathlib import Path

from app.counter.config.paths import AppPaths
from app.domain.file_names import file_in

_chosen: list[Path] = []  # the running desk's folder, once it says (else the user's own)


def use_documents_folder(folder: Path) -> None:
    """The desk's documents folder (``AppPaths.documents`` of the folders it runs with)."""
    _chosen[:] = [folder]


def documents_folder() -> Path:
    """The folder the save dialogs open in; made now if it is not there (a dialog given a
    missing folder opens where it was last used)."""
    folder = _chosen[0] if _chosen else AppPaths.for_user().documents
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        # Not writable here (a locked-down profile): the dialog still opens, and says why not.
        return folder.parent
    return folder


def proposed(file_name: str) -> str:
    """``file_name`` in the documents folder, as a save dialog proposes it (``UnsafeFileName``
    unless it is one plain name: words from outside go through ``safe_name`` first)."""
    return str(file_in(documents_folder(), file_name))
