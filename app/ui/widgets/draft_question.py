"""The two questions about a sale in progress: on closing (keep as a draft, discard, cancel) and
at the next start (restore it, discard). Both open without blocking the event loop; discarding
(voiding) a sale needs the supervisor's PIN."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.widgets.pin_dialog import Supervisor

DRAFT_QUESTION = Catalogue("DRAFT_QUESTION")
# The supervisor's decision, recorded in the words the PIN dialog shows (the screen's language).
VOID_ACTION = QT_TRANSLATE_NOOP("DRAFT_QUESTION", "Discard a sale in progress")


async def void_approved(
    supervisor: Supervisor, parent: QWidget, summary: str, refused: Callable[[str], None]
) -> str | None:
    """The name of the supervisor who approved discarding the sale ``summary``; None (and
    ``refused`` told so) when not approved."""
    why = DRAFT_QUESTION.tr("The sale was kept as a draft: discarding it needs a supervisor's PIN.")
    decision = await supervisor.require(
        parent, DRAFT_QUESTION.known(VOID_ACTION), summary, refused, why
    )
    return None if decision is None else supervisor.till.decision(decision).supervisor


class DraftQuestion(QMessageBox):
    """Keep (restore) or discard a draft, and Cancel when ``cancel``.

    Signals:
        answered(bool): True for the keep (restore) button, False for Discard; Cancel is silent.
    """

    answered = Signal(bool)

    def __init__(
        self,
        parent: QWidget,
        name: str,
        text: str,
        detail: str,
        keep_text: str,
        *,
        cancel: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(DRAFT_QUESTION.tr("Sale in progress"))
        self.setText(text)
        self.setInformativeText(detail)
        self.keep_button = self.addButton(keep_text, QMessageBox.ButtonRole.AcceptRole)
        self.discard_button = self.addButton(
            DRAFT_QUESTION.tr("&Discard"), QMessageBox.ButtonRole.DestructiveRole
        )
        self.cancel_button: QAbstractButton | None = (
            self.addButton(QMessageBox.StandardButton.Cancel) if cancel else None
        )
        self.setDefaultButton(self.keep_button)
        self.buttonClicked.connect(self._clicked)

    def _clicked(self, button: QAbstractButton) -> None:
        if button is self.keep_button:
            self.answered.emit(True)
        elif button is self.discard_button:
            self.answered.emit(False)
