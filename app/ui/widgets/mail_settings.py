"""The agency's mail server, in Settings: where customers' e-mail is sent from, the login (its
password kept in the password store) and a "Send a test message" button that says what the
server answered. One group, complete in itself: the screen places it, loads it and reads it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.counter.config.settings import Settings
from app.i18n import Catalogue
from app.mail.health import MailHealth
from app.mail.server import MailServer, Security
from app.ui.style import Tone, set_tone
from app.ui.widgets.header import mail_tone
from app.ui.widgets.wheel_guard import guarded

MAIL_SETTINGS = Catalogue("MAIL_SETTINGS")


class MailSettingsBox(QGroupBox):
    """The mail server's address, security, login, sender and reply-to, checked as typed.

    Signals:
        edited(): something was changed (the screen checks the draft again).
        test_requested(MailServer, str): send a test message through the server as typed, with
            the password as typed ('' for the saved one).
    """

    edited = Signal()
    test_requested = Signal(object, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(MAIL_SETTINGS.tr("E-mail to customers"), parent)
        self.setObjectName("mailSettings")
        self.host = self._line(
            "mailHost", MAIL_SETTINGS.tr("e.g. smtp.example.in (empty: no e-mail)")
        )
        self.security = guarded(QComboBox())
        self.security.setObjectName("mailSecurity")
        self.security.addItem(MAIL_SETTINGS.tr("STARTTLS (usually port 587)"), Security.STARTTLS)
        self.security.addItem(
            MAIL_SETTINGS.tr("TLS from the start (usually port 465)"), Security.TLS
        )
        self.port = guarded(QSpinBox())
        self.port.setObjectName("mailPort")
        self.port.setRange(1, 65535)
        self.user = self._line("mailUser", MAIL_SETTINGS.tr("The login (empty: none)"))
        self.password = self._line(
            "mailPassword",
            MAIL_SETTINGS.tr(
                "Empty: keep the saved one (kept in the password store, never in a file)"
            ),
        )
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.sender_name = self._line("mailSenderName", MAIL_SETTINGS.tr("e.g. the agency's name"))
        self.sender_address = self._line("mailSenderAddress", "tickets@agency.example")
        self.reply_to = self._line("mailReplyTo", MAIL_SETTINGS.tr("Empty: the sender's address"))
        self.problem = QLabel()
        self.problem.setObjectName("mailProblem")
        self.problem.setWordWrap(True)
        set_tone(self.problem, Tone.ERROR)
        self.test_button = QPushButton(MAIL_SETTINGS.tr("Send a test message"))
        self.test_button.setObjectName("mailTest")
        self.result = QLabel()
        self.result.setObjectName("mailTestResult")
        self.result.setWordWrap(True)
        # How the mail job stands now: runs or not, what waits, its last error.
        self.health = QLabel()
        self.health.setObjectName("mailHealth")
        self.health.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(MAIL_SETTINGS.tr("Mail server"), self.host)
        form.addRow(MAIL_SETTINGS.tr("Security"), self.security)
        form.addRow(MAIL_SETTINGS.tr("Port"), self.port)
        form.addRow(MAIL_SETTINGS.tr("Login"), self.user)
        form.addRow(MAIL_SETTINGS.tr("Password"), self.password)
        form.addRow(MAIL_SETTINGS.tr("Sender's name"), self.sender_name)
        form.addRow(MAIL_SETTINGS.tr("Sender's address"), self.sender_address)
        form.addRow(MAIL_SETTINGS.tr("Replies go to"), self.reply_to)
        form.addRow("", self.problem)
        form.addRow("", self.test_button)
        form.addRow("", self.result)
        form.addRow(MAIL_SETTINGS.tr("Now"), self.health)
        for edit in (self.host, self.user, self.password, self.sender_name, self.sender_address):
            edit.textChanged.connect(self._changed)
        self.reply_to.textChanged.connect(self._changed)
        self.port.valueChanged.connect(self._changed)
        self.security.currentIndexChanged.connect(self._security_chosen)
        self.test_button.clicked.connect(self._test)

    def _line(self, name: str, hint: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setPlaceholderText(hint)
        return edit

    def _security_chosen(self, _index: int) -> None:
        # The port each security is offered on, unless one of the other's was typed over it.
        chosen = Security(self.security.currentData())
        if self.port.value() in {security.default_port for security in Security}:
            self.port.setValue(chosen.default_port)
        self._changed()

    def _changed(self) -> None:
        problems = self.server().problems()
        # Said under the group as it is typed: the clerk sees which field is wrong.
        self.problem.setText(" ".join(problems))
        self.test_button.setEnabled(self.server().configured and not problems)
        self.edited.emit()

    def _test(self) -> None:
        set_tone(self.result, Tone.PLAIN)
        self.result.setText(
            MAIL_SETTINGS.tr("Sending a test message to {address}…").format(
                address=self.server().sender_address
            )
        )
        self.test_button.setEnabled(False)
        self.test_requested.emit(self.server(), self.password.text())

    def show_test_result(self, text: str, ok: bool) -> None:
        """What the server answered to the test message."""
        set_tone(self.result, Tone.SUCCESS if ok else Tone.ERROR)
        self.result.setText(text)
        self._changed()

    def show_health(self, health: MailHealth) -> None:
        """How the mail job stands (the status line's words, with its last error)."""
        set_tone(self.health, mail_tone(health))
        self.health.setText(health.sentence())

    def load(self, settings: Settings) -> None:
        """Show the mail server of ``settings`` (the password itself is never shown)."""
        server = settings.mail
        self.security.setCurrentIndex(self.security.findData(server.security))
        self.host.setText(server.host)
        self.port.setValue(server.port)
        self.user.setText(server.user)
        self.password.clear()
        self.sender_name.setText(server.sender_name)
        self.sender_address.setText(server.sender_address)
        self.reply_to.setText(server.reply_to)
        self.result.clear()
        self._changed()

    def server(self) -> MailServer:
        """The mail server as typed."""
        return replace(
            MailServer(),
            host=self.host.text().strip(),
            port=self.port.value(),
            # The box keeps its data as text.
            security=Security(self.security.currentData()),
            user=self.user.text().strip(),
            sender_name=self.sender_name.text().strip(),
            sender_address=self.sender_address.text().strip(),
            reply_to=self.reply_to.text().strip(),
        )

    def typed_password(self) -> str:
        """The password as typed ('' keeps the saved one)."""
        return self.password.text()

    def values(self) -> dict[str, Any]:
        """The box's fields of the draft."""
        return {"mail": self.server()}
