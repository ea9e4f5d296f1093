"""One window per journal: a second start asks the running app to bring its window forward.

The journal's ``InstanceLock`` decides which app runs; this channel (a local socket named by
the journal's key) only carries the second start's request to the first.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

RAISE = b"raise\n"
RAISED = b"raised\n"
WAIT_MS = 2000


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` un-minimised, on top and active."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


class InstanceChannel(QObject):
    """Listens under ``key`` while this app holds the journal; a request brings ``window`` up."""

    def __init__(self, key: str, window: QWidget) -> None:
        super().__init__()
        self._window = window
        self._server = QLocalServer(self)
        # The lock is this app's: a socket left under the name is a dead app's, and in the way.
        QLocalServer.removeServer(key)
        if not self._server.listen(key):
            log.warning(
                "No window channel (%s): a second start cannot raise this window",
                self._server.errorString(),
            )
        self._server.newConnection.connect(self._on_connection)

    def _on_connection(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda socket=socket: self._on_request(socket))
            socket.disconnected.connect(socket.deleteLater)

    def _on_request(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()) != RAISE:
            return
        bring_to_front(self._window)
        socket.write(RAISED)
        socket.flush()
        log.info("Counterdesk was started again on this journal: this window came to the front")

    def close(self) -> None:
        """Stop listening (the app is closing)."""
        self._server.close()


def ask_to_raise(key: str) -> bool:
    """Ask the app holding the journal ``key`` to bring its window forward; True if it did."""
    socket = QLocalSocket()
    socket.connectToServer(key)
    if not socket.waitForConnected(WAIT_MS):
        return False
    socket.write(RAISE)
    raised = (
        socket.waitForBytesWritten(WAIT_MS)
        and socket.waitForReadyRead(WAIT_MS)
        and bytes(socket.readAll().data()) == RAISED
    )
    socket.disconnectFromServer()
    return raised
