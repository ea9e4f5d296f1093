"""Training mode explained, and its data reset: what the sandbox is, once at the first start, and
a fresh wallet and catalogue when the trainer asks for them."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QVBoxLayout, QWidget

from app.counter.link.service import SANDBOX_START_ERRORS
from app.i18n import Catalogue
from app.ui.error_words import reason_of
from app.ui.slots import async_slot

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable
    from pathlib import Path

    from app.counter.link.service import ServiceConnection
    from app.ui.bridge import MessageBridge
    from app.ui.controllers.header import HeaderController
    from app.ui.screen_window import ScreenWindow

TRAINING = Catalogue("TRAINING")

log = logging.getLogger(__name__)

# In the config folder: the explanation was shown at this counter (its presence is all it says).
EXPLAINED_MARKER = "training-explained"


class TrainingExplanation(QDialog):
    """What training mode is, in a few lines; Skip or Got it closes it. Window-modal: read and
    closed before the next sale, never left floating over its review."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("trainingExplanation")
        self.setWindowTitle(TRAINING.tr("Training mode"))
        text = QLabel(
            TRAINING.tr(
                "<h3>This counter is in training mode</h3>"
                "<p>It sells from the <b>sandbox</b>, a practice copy of the service built into "
                "Counterdesk: the catalogue, the wallet and the bookings are made up, and "
                "<b>no real money moves</b>. Vouchers and receipts carry the training mark and "
                "are not valid for travel.</p>"
                "<p>Practise freely: sell, print, cancel, close a shift. <b>Tools › Reset "
                "training data</b> starts again with a fresh wallet and catalogue.</p>"
                "<p>To sell for real, open <b>Settings</b> (Ctrl+6), choose <b>Live</b> and "
                "enter the service's address and the API key from its office. The header says "
                "SANDBOX or LIVE at all times.</p>"
                "<p>This explanation stays under <b>Help › Training mode explained</b>.</p>"
            )
        )
        text.setObjectName("trainingText")
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        buttons = QDialogButtonBox()
        self.skip_button = buttons.addButton(
            TRAINING.tr("&Skip"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.got_it_button = buttons.addButton(
            TRAINING.tr("&Got it"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.got_it_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.setMaximumWidth(560)
        self.setWindowModality(Qt.WindowModality.WindowModal)


class TrainingController(QObject):
    """Shows the explanation (once by itself, again from Help) and resets the training data:
    the embedded sandbox of ``connection`` started afresh, the header connected again
    (``header``), the wallet read again (``refresh_wallet``, the dashboard's) and the
    catalogue of ``window``; what went wrong told through ``bridge``."""

    def __init__(
        self,
        connection: ServiceConnection,
        bridge: MessageBridge,
        header: HeaderController,
        window: ScreenWindow,
        config: Path,
        refresh_wallet: Callable[[], Awaitable[object | None]],
    ) -> None:
        super().__init__()
        self.connection = connection
        self.bridge = bridge
        self.header = header
        self.window = window
        self.config = config
        self.refresh_wallet = refresh_wallet
        self.explanation: TrainingExplanation | None = None
        self.question: QMessageBox | None = None

    @property
    def marker(self) -> Path:
        """The file whose presence says the explanation was shown at this counter."""
        return self.config / EXPLAINED_MARKER

    def explain_once(self) -> TrainingExplanation | None:
        """At start: explain training mode if the counter is in it and was never told."""
        if not self.connection.training:
            return None
        if self.marker.exists():
            return None
        return self.explain()

    def explain(self) -> TrainingExplanation:
        """Show the explanation; once closed (either way) it is not shown again by itself."""
        if self.explanation is not None:
            self.explanation.close()
        dialog = self.explanation = TrainingExplanation(self.window)
        dialog.finished.connect(lambda _result: self._remember())
        dialog.show()
        dialog.activateWindow()
        return dialog

    def _remember(self) -> None:
        try:
            self.marker.parent.mkdir(parents=True, exist_ok=True)
            self.marker.touch()
        except OSError:
            log.warning("Could not remember that training mode was explained", exc_info=True)

    def refusal(self) -> str | None:
        """Why the training data cannot be reset here, or None when it can."""
        if not self.connection.training:
            return TRAINING.tr(
                "This counter sells for real (LIVE): there is no training data to reset."
            )
        settings = self.connection.settings
        if not settings.uses_embedded_sandbox:
            return TRAINING.tr(
                "This counter trains on the sandbox at {address}: its data can be reset only there."
            ).format(address=settings.base_url)
        return None

    def request_reset(self) -> QMessageBox | None:
        """Ask before resetting; on live (or a sandbox elsewhere) say why not instead."""
        refusal = self.refusal()
        if refusal is not None:
            self.bridge.error(refusal)
            return None
        question = QMessageBox(
            QMessageBox.Icon.Question,
            TRAINING.tr("Reset training data"),
            TRAINING.tr(
                "Start training again with a fresh wallet and catalogue? Every booking made "
                "in training is deleted from the sandbox. This counter's own records (history, "
                "shifts, Z reports) stay."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self.window,
        )
        question.setObjectName("resetTrainingQuestion")
        yes = question.button(QMessageBox.StandardButton.Yes)
        yes.setText(TRAINING.tr("&Reset training data"))
        question.button(QMessageBox.StandardButton.Cancel).setText(TRAINING.tr("&Cancel"))
        question.setDefaultButton(QMessageBox.StandardButton.Cancel)
        question.finished.connect(
            lambda _result: self._reset_answered() if question.clickedButton() is yes else None
        )
        self.question = question
        question.open()
        return question

    @async_slot()
    async def _reset_answered(self) -> None:
        await self.reset()

    async def reset(self) -> bool:
        """Stop the embedded sandbox, delete its data, start it seeded and connect again."""
        refusal = self.refusal()
        if refusal is not None:
            self.bridge.error(refusal)
            return False
        self.bridge.info(TRAINING.tr("Resetting the training data…"))
        try:
            await self.connection.reset_sandbox()
        except SANDBOX_START_ERRORS as exc:
            log.exception("The training data could not be reset")
            self.bridge.error(
                TRAINING.tr(
                    "The training data could not be reset ({reason}). Restart the app; if it "
                    "happens again, send the log file to your support contact."
                ).format(reason=reason_of(exc))
            )
            return False
        if not await self.header.connect_to(self.connection.settings):
            return False
        wallet = await self.refresh_wallet()
        self.window.catalogue.request_catalogue()
        if wallet is None:
            return False
        log.info("Training data reset")
        self.bridge.info(
            TRAINING.tr("Training data reset: a fresh wallet and catalogue, as on the first day.")
        )
        return True
