"""The scanner's drop folder, watched: each new scan it settles on is announced once.

A scanner (or its software) saves each page into one folder. ``QFileSystemWatcher`` says the
folder changed; what changed is then looked at in a thread of its own (a folder on a stalled
share must not hold the window, nor the worker pool), and a file is announced only once its
size and time stay the same for ``SETTLE_S``: a scanner still writing would be read half done.
Only files newer than the newest one there when watching began are announced (until that one
is known, files written since watching began).
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from app.ui.scan_reader import in_own_thread
from app.ui.slots import async_slot
from app.ui.widgets.scan_panel import ScanStamp, newest_scan_stamp

log = logging.getLogger(__name__)

# A burst of changes (a file created, then written) is looked at once, this long after the last.
QUIET_MS = 150
# A file whose size and time stay the same this long is written whole.
SETTLE_S = 0.25
# A file still growing after this long is left to the scan picker (Ctrl+O).
PATIENCE_S = 20.0


def settled_newest(folder: Path, settle_s: float = SETTLE_S) -> ScanStamp | None:
    """The newest scan of ``folder`` once it stops changing (None: none, or still changing
    after ``PATIENCE_S``). Sleeps: run it in a worker."""
    deadline = time.monotonic() + PATIENCE_S
    before = newest_scan_stamp(folder)
    while before is not None and time.monotonic() < deadline:
        time.sleep(settle_s)
        now = newest_scan_stamp(folder)
        if now == before:
            return now
        before = now
    return None


class ScanFolderWatcher(QObject):
    """Watches one folder and announces each scan that appears in it.

    Signals:
        arrived(Path): a new scan was written whole into the folder.
        missing(Path): the folder is not there (or is no folder): nothing can be watched.
    """

    arrived = Signal(object)
    missing = Signal(object)

    def __init__(self, parent: QObject | None = None, settle_s: float = SETTLE_S) -> None:
        super().__init__(parent)
        self.folder: Path | None = None
        self._settle_s = settle_s
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(QUIET_MS)
        self._quiet.timeout.connect(self._look)
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(lambda _path: self._quiet.start())
        # The newest scan seen so far (None until the folder's first look): older is not new.
        self._seen: ScanStamp | None = None
        # When watching began: until the first look ends, a scan written before is not new.
        self._since = 0
        self._looking = False
        self._again = False
        self._missing = False

    def watch(self, folder: Path | None) -> None:
        """Watch ``folder`` from now on (None: none); the same folder again changes nothing,
        unless it was missing (it is looked for again)."""
        if folder == self.folder and not self._missing:
            return
        watched = self._watcher.directories()
        if watched:
            self._watcher.removePaths(watched)
        self.folder, self._seen, self._since = folder, None, time.time_ns()
        self._missing = False
        self._quiet.stop()
        if folder is not None:
            self._first_look(folder)

    @async_slot()
    async def _first_look(self, folder: Path) -> None:
        """Whether the folder is there and what is in it as watching begins (none of it is new),
        looked at off the window's thread; then the system is asked to watch it."""
        there, seen = await in_own_thread(lambda: (folder.is_dir(), newest_scan_stamp(folder)))
        if folder != self.folder or self._seen is not None:
            return
        if not there or not self._watcher.addPath(str(folder)):
            log.warning("The scanner's folder is missing or cannot be watched")
            self._missing = True
            self.missing.emit(folder)
            return
        # A scan written since watching began is new, though this look found it first.
        self._seen = seen if seen is not None and seen[0] < self._since else self._start()
        # Looked at again now: a scan written between this look and the system's watch sent
        # no notice.
        self._quiet.start()

    def _start(self) -> ScanStamp:
        """The stamp of when watching began: any scan written since is newer."""
        return (self._since, "", 0)

    @async_slot()
    async def _look(self) -> None:
        """The folder changed and went quiet: announce its newest scan if it is a new one."""
        if self._looking:
            self._again = True  # looked at again once this look ends
            return
        folder = self.folder
        if folder is None:
            return
        self._looking = True
        try:
            found = await in_own_thread(lambda: settled_newest(folder, self._settle_s))
        finally:
            self._looking = False
        new = found is not None and found > (self._seen or self._start())
        if folder == self.folder and found is not None and new:
            self._seen = found
            self.arrived.emit(Path(found[1]))
        if self._again:
            self._again = False
            self._quiet.start()
