"""The supervisor PIN's page of Settings: a new PIN typed twice, set (or set again, lifting a
lock) only with the API key in use typed beside it, by the person who holds it. The key is asked
for here, not on the service's page: a PIN asked for elsewhere (a GSTIN saved with none set)
sends staff to this one page for all of it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from app.domain.pin import MAX_DIGITS, MAX_PASSPHRASE, MIN_DIGITS, MIN_PASSPHRASE, pin_problem
from app.i18n import Catalogue

SUPERVISOR_PIN_SETTINGS = Catalogue("SUPERVISOR_PIN_SETTINGS")
# As long as the service page's key field takes (Qt's default for a line edit).
KEY_MAX_LENGTH = 32767


class SupervisorPinBox(QGroupBox):
    """A new supervisor PIN, typed twice, and the API key in use (its holder sets the PIN);
    empty keeps the PIN as it is.

    Signals:
        edited(): either field changed.
    """

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SUPERVISOR_PIN_SETTINGS.tr("Supervisor PIN"), parent)
        self.setObjectName("supervisorPinSettings")
        rule = SUPERVISOR_PIN_SETTINGS.tr(
            "{least} to {most} digits, or a passphrase of {phrase} characters or more"
        ).format(least=MIN_DIGITS, most=MAX_DIGITS, phrase=MIN_PASSPHRASE)
        self.pin_edit = self._pin_edit("newSupervisorPin", rule)
        self.again_edit = self._pin_edit(
            "newSupervisorPinAgain", SUPERVISOR_PIN_SETTINGS.tr("The same PIN once more")
        )
        self.key_edit = self._pin_edit(
            "supervisorPinKey",
            SUPERVISOR_PIN_SETTINGS.tr("The API key of the service in use, as its holder has it"),
        )
        self.key_edit.setMaxLength(KEY_MAX_LENGTH)  # a key, not a PIN
        self.note = QLabel()
        self.note.setObjectName("supervisorPinNote")
        self.note.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.note)
        form.addRow(SUPERVISOR_PIN_SETTINGS.tr("New PIN"), self.pin_edit)
        form.addRow(SUPERVISOR_PIN_SETTINGS.tr("New PIN again"), self.again_edit)
        form.addRow(SUPERVISOR_PIN_SETTINGS.tr("API key in use"), self.key_edit)
        for edit in (self.pin_edit, self.again_edit, self.key_edit):
            edit.textChanged.connect(lambda _text: self.edited.emit())

    @staticmethod
    def _pin_edit(name: str, description: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setEchoMode(QLineEdit.EchoMode.Password)
        edit.setMaxLength(MAX_PASSPHRASE)
        edit.setInputMethodHints(Qt.InputMethodHint.ImhSensitiveData)
        edit.setAccessibleDescription(description)
        edit.setPlaceholderText(description)
        return edit

    def load(self, pin_set: bool, locked: bool, training_key: str = "") -> None:
        """Empty fields, and a note on whether a PIN is set (or locked) and who sets it; in
        training, the training sandbox's key (``training_key``), which is no secret, said so
        that a new clerk can set the training PIN."""
        for edit in (self.pin_edit, self.again_edit, self.key_edit):
            edit.clear()
        if locked:
            state = SUPERVISOR_PIN_SETTINGS.tr(
                "The PIN is locked after too many wrong tries: set it again to unlock it."
            )
        elif pin_set:
            state = SUPERVISOR_PIN_SETTINGS.tr("A PIN is set; type a new one to replace it.")
        else:
            state = SUPERVISOR_PIN_SETTINGS.tr("No PIN is set yet.")
        holder = SUPERVISOR_PIN_SETTINGS.tr(
            "Only the person who holds the API key sets it, with the key in use typed below."
        )
        if training_key:
            holder = SUPERVISOR_PIN_SETTINGS.tr(
                "In training the key in use is the training sandbox's own, no secret: {key}"
            ).format(key=training_key)
        self.note.setText(f"{state} {holder}")
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

    def new_pin(self) -> str:
        """The new PIN as typed ('' keeps the PIN as it is)."""
        return self.pin_edit.text()

    def key(self) -> str:
        """The API key typed beside the new PIN, as its holder has it."""
        return self.key_edit.text().strip()

    def problems(self) -> list[str]:
        """What stops the typed PIN from being set."""
        pin = self.new_pin()
        if not pin and not self.again_edit.text():
            return []
        problem = pin_problem(pin)
        if problem:
            return [problem]
        if pin != self.again_edit.text():
            return [SUPERVISOR_PIN_SETTINGS.tr("The two PINs differ: type the same PIN twice.")]
        if not self.key():
            return [
                SUPERVISOR_PIN_SETTINGS.tr(
                    "Setting the supervisor PIN needs the API key in use, typed on this page."
                )
            ]
        return []
