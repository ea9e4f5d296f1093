"""The last line of defence: an exception nobody caught is logged and shown, never fatal.

qasync hands exceptions of ``@asyncSlot`` handlers to ``sys.excepthook``, and so does PySide6 for
slots and virtual methods; this hook is installed before anything else runs.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from app.i18n import Catalogue

CRASH = Catalogue("CRASH")

log = logging.getLogger(__name__)

_dialogs: list[QMessageBox] = []


def crash_text(log_file: Path | None) -> str:
    """What staff read: the app goes on, typed input is kept, where the details are."""
    if log_file is None:
        return CRASH.tr(
            "Something went wrong inside Counterdesk. The app keeps running and what you typed "
            "is kept; if the same action fails again, restart the app and tell your support "
            "contact."
        )
    return CRASH.tr(
        "Something went wrong inside Counterdesk. The app keeps running and what you typed "
        "is kept; if the same action fails again, restart the app and tell your support "
        "contact. The details are in the log file:\n{log_file}"
    ).format(log_file=log_file)


def show_crash_dialog(
    error: BaseException, log_file: Path | None, redact: Callable[[str], str]
) -> QMessageBox | None:
    """A non-blocking dialog about ``error`` (none when there is no application)."""
    if QApplication.instance() is None:
        return None
    # Parented to the active window so that it stays in front; not modal, so nothing is blocked.
    dialog = QMessageBox(
        QMessageBox.Icon.Critical,
        CRASH.tr("Counterdesk: unexpected error"),
        crash_text(log_file),
        QMessageBox.StandardButton.Ok,
        QApplication.activeWindow(),
    )
    dialog.setObjectName("crashDialog")
    dialog.setModal(False)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    summary = "".join(traceback.format_exception_only(type(error), error))
    dialog.setDetailedText(redact(summary))
    # Kept referenced until closed; shown without a nested event loop, so nothing stalls.
    _dialogs.append(dialog)
    dialog.finished.connect(lambda _result: _dialogs.remove(dialog))
    dialog.show()
    return dialog


def install_excepthook(log_file: Path | None, redact: Callable[[str], str]) -> None:
    """Log every uncaught exception and show it in a dialog instead of ending the app."""

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        log.critical("Unhandled exception", exc_info=(kind, error, trace))
        try:
            show_crash_dialog(error, log_file, redact)
        except Exception:  # the hook itself must never raise
            log.exception("Could not show the error dialog")

    sys.excepthook = hook
