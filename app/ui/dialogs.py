"""A dialog asked and its answer awaited, the event loop running meanwhile."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QDialog


async def asked(dialog: QDialog) -> bool:
    """Open ``dialog`` (window-modal) and wait for its answer; True once accepted. The dialog is
    deleted after its answer (its attributes still read until the loop's next turn)."""
    answered: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    dialog.finished.connect(answered.set_result)
    dialog.open()
    try:
        return await answered == QDialog.DialogCode.Accepted.value
    finally:
        dialog.deleteLater()
