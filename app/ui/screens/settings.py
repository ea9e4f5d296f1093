"""The settings screen: environment, service address, API key, timeout, runway warning, the
agency store, test, the languages, the printer and paper of each document with a test page;
beside them the till's settings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.counter.settings import (
    MAX_RUNWAY_WARNING,
    MAX_TIMEOUT_S,
    MIN_TIMEOUT_S,
    Environment,
    Settings,
)
from app.domain.keys import key_problem
from app.domain.money import money
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.action_bar import make_primary
from app.ui.widgets.customer_facing_settings import CustomerFacingBox
from app.ui.widgets.focus_scroll import FocusScrollArea
from app.ui.widgets.gst_settings import GstSettingsBox
from app.ui.widgets.language_settings import LanguageSettingsBox
from app.ui.widgets.mail_settings import MailSettingsBox
from app.ui.widgets.printer_settings import PrinterSettingsBox
from app.ui.widgets.supervisor_pin_settings import SupervisorPinBox
from app.ui.widgets.theme_choice import ThemeChoice
from app.ui.widgets.till_settings import TillSettingsBox
from app.ui.widgets.wheel_guard import guarded

SETTINGS_SCREEN = Catalogue("SETTINGS_SCREEN")

PAGE_WIDTH = 760


class SettingsScreen(QWidget):
    """Edits a copy of the settings shown (``shown``), so a setting it does not show keeps its
    value; nothing changes until Save.

    Signals:
        test_requested(Settings, str): try the draft (typed key, '' for the saved one).
        save_requested(Settings, str): keep the draft and reconnect with it.
        printer_test_requested(DocumentKind, PrinterSettings): print a test page of that
            document on the draft's printer for it.
    """

    test_requested = Signal(object, str)
    save_requested = Signal(object, str)
    printer_test_requested = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._environment = QButtonGroup(self)
        self.sandbox_radio = QRadioButton(SETTINGS_SCREEN.tr("Sandbox: training, nothing is real"))
        self.live_radio = QRadioButton(
            SETTINGS_SCREEN.tr("Live service: real bookings paid from the wallet")
        )
        self._environment.addButton(self.sandbox_radio)
        self._environment.addButton(self.live_radio)
        self.sandbox_radio.setChecked(True)
        self.url_edit = QLineEdit()
        self.url_edit.setObjectName("serviceUrl")
        self.key_edit = QLineEdit()
        self.key_edit.setObjectName("apiKey")
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.timeout_spin = guarded(QDoubleSpinBox())
        self.timeout_spin.setRange(MIN_TIMEOUT_S, MAX_TIMEOUT_S)
        self.timeout_spin.setDecimals(0)
        self.timeout_spin.setSingleStep(5)
        self.timeout_spin.setSuffix(SETTINGS_SCREEN.tr(" s", "seconds after a number"))
        self.timeout_spin.setMaximumWidth(120)
        self.runway_spin = guarded(QDoubleSpinBox())
        self.runway_spin.setObjectName("runwayWarning")
        self.runway_spin.setRange(0, float(MAX_RUNWAY_WARNING))
        self.runway_spin.setDecimals(2)
        self.runway_spin.setSingleStep(1000)
        self.runway_spin.setGroupSeparatorShown(True)
        self.runway_spin.setMaximumWidth(180)
        self.runway_spin.setToolTip(
            SETTINGS_SCREEN.tr(
                "The wallet screen shows the credit left in a warning colour below this amount."
            )
        )
        self.agency_edit = QLineEdit()
        self.agency_edit.setObjectName("agencyDb")
        self.agency_edit.setPlaceholderText(
            SETTINGS_SCREEN.tr("Empty: this counter alone (no agency store)")
        )
        self.agency_edit.setToolTip(
            SETTINGS_SCREEN.tr(
                "The PostgreSQL database the agency's counters share, e.g. "
                "postgresql://desk@office-pc:5432/agency?sslmode=require"
            )
        )
        self.agency_password_edit = QLineEdit()
        self.agency_password_edit.setObjectName("agencyPassword")
        self.agency_password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.agency_password_edit.setPlaceholderText(
            SETTINGS_SCREEN.tr(
                "Empty: keep the saved one (kept in the password store, never in a file)"
            )
        )
        self.scan_folder_edit = QLineEdit()
        self.scan_folder_edit.setObjectName("scanFolder")
        # Its row's label names a layout (the field and its button), not the field.
        self.scan_folder_edit.setAccessibleName(SETTINGS_SCREEN.tr("Scanner's folder"))
        self.scan_folder_edit.setPlaceholderText(
            SETTINGS_SCREEN.tr("Empty: no folder watched (Ctrl+O chooses each scan)")
        )
        self.scan_folder_edit.setToolTip(
            SETTINGS_SCREEN.tr(
                "The folder the scanner saves into, e.g. C:\\Scans. On the Book screen its new "
                "scan is offered to the passenger who needs one (Ctrl+T takes it), and Ctrl+O "
                "opens there."
            )
        )
        self.scan_folder_button = QPushButton(SETTINGS_SCREEN.tr("Choose folder…"))
        self.storage_note = QLabel()
        self.storage_note.setWordWrap(True)
        self.problems_label = QLabel()
        set_tone(self.problems_label, Tone.ERROR)
        self.problems_label.setWordWrap(True)
        self.result_label = QLabel()
        self.result_label.setObjectName("settingsResult")
        self.result_label.setWordWrap(True)
        # Which proxy the service is reached through: the system's (Windows' Internet Options or
        # the environment), or none; it is changed there, not here.
        self.proxy_label = QLabel()
        self.proxy_label.setObjectName("proxyInUse")
        self.proxy_label.setWordWrap(True)
        self.test_button = QPushButton(SETTINGS_SCREEN.tr("Test connection"))
        self.save_button = make_primary(QPushButton(SETTINGS_SCREEN.tr("Save and reconnect")))
        self.key_in_use = False
        # The settings last shown: the draft is this copy with the screen's fields, so a setting
        # the screen does not show is never reset by it.
        self.shown = Settings()
        self.till = TillSettingsBox()
        self.gst = GstSettingsBox()
        self.printers = PrinterSettingsBox()
        self.theme = ThemeChoice()
        self.languages = LanguageSettingsBox()
        self.customer_facing = CustomerFacingBox()
        self.mail = MailSettingsBox()
        self.supervisor_pin = SupervisorPinBox()

        environment = QVBoxLayout()
        environment.addWidget(self.sandbox_radio)
        environment.addWidget(self.live_radio)
        form = QFormLayout()
        form.addRow(SETTINGS_SCREEN.tr("Environment"), environment)
        form.addRow(SETTINGS_SCREEN.tr("Service address"), self.url_edit)
        form.addRow("", self.proxy_label)
        form.addRow(SETTINGS_SCREEN.tr("API key"), self.key_edit)
        form.addRow("", self.storage_note)
        form.addRow(SETTINGS_SCREEN.tr("Request timeout"), self.timeout_spin)
        form.addRow(SETTINGS_SCREEN.tr("Warn when the credit left is below"), self.runway_spin)
        form.addRow(SETTINGS_SCREEN.tr("Agency store"), self.agency_edit)
        form.addRow(SETTINGS_SCREEN.tr("Agency store password"), self.agency_password_edit)
        scan_folder = QHBoxLayout()
        scan_folder.addWidget(self.scan_folder_edit, 1)
        scan_folder.addWidget(self.scan_folder_button)
        form.addRow(self.scan_folder_edit.accessibleName(), scan_folder)
        buttons = QHBoxLayout()
        buttons.addWidget(self.test_button)
        buttons.addWidget(self.save_button)
        buttons.addStretch(1)
        page = QWidget()
        page.setMaximumWidth(PAGE_WIDTH)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(QLabel(SETTINGS_SCREEN.tr("<h2>Settings</h2>")))
        column.addLayout(form)
        column.addWidget(self.supervisor_pin)
        column.addWidget(self.problems_label)
        column.addLayout(buttons)
        column.addWidget(self.result_label)
        column.addWidget(self.languages)
        column.addWidget(self.customer_facing)
        column.addWidget(self.mail)
        column.addWidget(self.printers)
        column.addWidget(self.theme)
        column.addStretch(1)
        row = QHBoxLayout()
        # Each column its own scroll area: the printers' rows and the till's many fields never
        # make the window taller or wider than a small screen.
        row.addWidget(FocusScrollArea(page), 3)
        till_column = QWidget()
        till_layout = QVBoxLayout(till_column)
        till_layout.setContentsMargins(0, 0, 0, 0)
        till_layout.addWidget(self.till)
        till_layout.addWidget(self.gst)
        till_layout.addStretch(1)
        row.addWidget(FocusScrollArea(till_column), 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addLayout(row, 1)

        self._environment.buttonToggled.connect(lambda _button, _on: self._check())
        self.url_edit.textChanged.connect(lambda _text: self._check())
        self.key_edit.textChanged.connect(lambda _text: self._check())
        self.timeout_spin.valueChanged.connect(lambda _value: self._check())
        self.runway_spin.valueChanged.connect(lambda _value: self._check())
        self.agency_edit.textChanged.connect(lambda _text: self._check())
        self.scan_folder_edit.textChanged.connect(lambda _text: self._check())
        self.scan_folder_button.clicked.connect(self._choose_scan_folder)
        self.till.edited.connect(self._check)
        self.gst.edited.connect(self._check)
        self.printers.edited.connect(self._check)
        self.languages.edited.connect(self._check)
        self.customer_facing.edited.connect(self._check)
        self.mail.edited.connect(self._check)
        self.supervisor_pin.edited.connect(self._check)
        self.printers.test_requested.connect(
            lambda document: self.printer_test_requested.emit(document, self.printers.values())
        )
        self.test_button.clicked.connect(self._test)
        self.save_button.clicked.connect(self._save)

    def load(self, settings: Settings, key_in_use: bool, storage_note: str) -> None:
        """Show ``settings`` (the key itself is never shown, only whether there is one)."""
        self.shown = settings
        live = settings.environment is Environment.LIVE
        (self.live_radio if live else self.sandbox_radio).setChecked(True)
        self.url_edit.setText(settings.base_url)
        self.key_edit.clear()
        self.timeout_spin.setValue(settings.timeout_s)
        self.runway_spin.setValue(float(settings.runway_warning))
        self.agency_edit.setText(settings.agency_db_url)
        self.agency_password_edit.clear()
        self.scan_folder_edit.setText(settings.scan_folder)
        self.storage_note.setText(storage_note)
        self.key_in_use = key_in_use
        self.till.load(settings)
        self.gst.load(settings)
        self.printers.load(settings.printers)
        self.theme.set_value(settings.theme)
        self.languages.load(settings)
        self.customer_facing.load(settings)
        self.mail.load(settings)
        self._check()

    def draft(self) -> tuple[Settings, str]:
        """The settings shown as edited here, and the typed key ('' keeps the saved or default
        key)."""
        environment = Environment.LIVE if self.live_radio.isChecked() else Environment.SANDBOX
        settings = replace(
            self.shown,
            environment=environment,
            timeout_s=self.timeout_spin.value(),
            # The spin box holds a float; two decimals of text give the exact amount back.
            runway_warning=money(f"{self.runway_spin.value():.2f}"),
            agency_db_url=self.agency_edit.text().strip(),
            theme=self.theme.value(),
            scan_folder=self.scan_folder_edit.text().strip(),
            printers=self.printers.values(),
            **self.till.values(),
            **self.gst.values(),
            **self.languages.values(),
            **self.customer_facing.values(),
            **self.mail.values(),
        )
        return settings.with_base_url(self.url_edit.text()), self.key_edit.text().strip()

    def _choose_scan_folder(self) -> None:
        """The system's folder dialog, from the folder typed."""
        chosen = QFileDialog.getExistingDirectory(
            self, SETTINGS_SCREEN.tr("The scanner's folder"), self.scan_folder_edit.text()
        )
        if chosen:
            self.scan_folder_edit.setText(str(Path(chosen)))

    def agency_password(self) -> str:
        """The agency store's password as typed ('' keeps the saved one)."""
        return self.agency_password_edit.text()

    def _test(self) -> None:
        self.show_busy(SETTINGS_SCREEN.tr("Testing the connection…"))
        self.test_requested.emit(*self.draft())

    def _save(self) -> None:
        self.show_busy(SETTINGS_SCREEN.tr("Saving and reconnecting…"))
        self.save_requested.emit(*self.draft())

    def show_busy(self, text: str) -> None:
        """A test or a save is under way: the buttons wait for it (no double submission)."""
        set_tone(self.result_label, Tone.PLAIN)
        self.result_label.setText(text)
        self.test_button.setEnabled(False)
        self.save_button.setEnabled(False)

    def show_result(self, text: str, ok: bool) -> None:
        """The outcome of a test or a save; what was typed stays."""
        set_tone(self.result_label, Tone.SUCCESS if ok else Tone.ERROR)
        self.result_label.setText(text)
        self._check()

    def _check(self) -> None:
        settings, key = self.draft()
        self.url_edit.setPlaceholderText(
            SETTINGS_SCREEN.tr("Empty: the sandbox built into this app")
            if settings.environment is Environment.SANDBOX
            else SETTINGS_SCREEN.tr("https://… (given by the service's office)")
        )
        if key:
            hint = ""
        elif self.key_in_use:
            hint = SETTINGS_SCREEN.tr("Empty: keep the key in use (type a new one to replace it)")
        elif settings.uses_embedded_sandbox:
            hint = SETTINGS_SCREEN.tr("Empty: the sandbox's public demo key")
        else:
            hint = SETTINGS_SCREEN.tr("The key issued by the service's office")
        self.key_edit.setPlaceholderText(hint)
        problems = settings.problems() + self.till.problems() + self.supervisor_pin.problems(key)
        self.printers.show_problems()
        key_refused = key_problem(key)
        if key_refused is not None:
            problems.append(key_refused)
        self.problems_label.setText(" ".join(problems))
        self.test_button.setEnabled(not problems)
        self.save_button.setEnabled(not problems)
