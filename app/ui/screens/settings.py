"""The settings screen, in named sections (``SettingsSections``): the service (environment,
address, API key, timeout, runway warning, the agency store, the scanner's folder), the agency and
till, UPI and the customer display, GST, the printers, the languages and theme, the supervisor's
PIN; below them the draft's problems and Test, Discard and Save."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.counter.config.settings import (
    MAX_RUNWAY_WARNING,
    MAX_TIMEOUT_S,
    MIN_TIMEOUT_S,
    Environment,
    Settings,
    Theme,
)
from app.domain.keys import key_problem
from app.domain.money import money
from app.domain.upi import payee_problem
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.action_bar import make_primary
from app.ui.widgets.bank_account_settings import BankAccountsBox
from app.ui.widgets.customer_facing_settings import CustomerFacingBox
from app.ui.widgets.gst_settings import GstSettingsBox
from app.ui.widgets.language_settings import LanguageSettingsBox
from app.ui.widgets.mail_settings import MailSettingsBox
from app.ui.widgets.printer_settings import PrinterSettingsBox
from app.ui.widgets.settings_sections import SettingsSections
from app.ui.widgets.supervisor_pin_settings import SupervisorPinBox
from app.ui.widgets.theme_choice import ThemeChoice
from app.ui.widgets.till_settings import TillSettingsBox
from app.ui.widgets.wheel_guard import guarded

SETTINGS_SCREEN = Catalogue("SETTINGS_SCREEN")


class SettingsScreen(QWidget):
    """Edits a copy of the settings shown (``shown``), so a setting it does not show keeps its
    value; nothing changes until Save, and leaving with unsaved changes asks (``may_leave``).

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
        self.discard_button = QPushButton(SETTINGS_SCREEN.tr("Discard changes"))
        self.discard_button.setObjectName("discardSettings")
        self.key_in_use = False
        # The settings last shown: the draft is this copy with the screen's fields, so a setting
        # the screen does not show is never reset by it.
        self.shown = Settings()
        # The draft as the settings were loaded: what differs from it is unsaved.
        self._loaded = self.shown
        self._loading = False  # while ``load`` fills the fields: one check at its end
        # What a save asked for on closing the window does once it is done (closes it).
        self._after_save: Callable[[], object] | None = None
        self.till = TillSettingsBox()
        self.bank_accounts = BankAccountsBox()
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
        service = QWidget()
        form = QFormLayout(service)
        form.setContentsMargins(0, 0, 0, 0)
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
        self.sections = SettingsSections()
        # The sections in the order the list names them; a new group of settings is one more.
        for name, widgets in (
            (SETTINGS_SCREEN.tr("Service and connection"), (service,)),
            (SETTINGS_SCREEN.tr("Agency and till"), (self.till,)),
            (SETTINGS_SCREEN.tr("Bank accounts"), (self.bank_accounts,)),
            (SETTINGS_SCREEN.tr("UPI and customer display"), (self.customer_facing,)),
            (SETTINGS_SCREEN.tr("GST"), (self.gst,)),
            (SETTINGS_SCREEN.tr("Printers"), (self.printers,)),
            (SETTINGS_SCREEN.tr("E-mail to customers"), (self.mail,)),
            (SETTINGS_SCREEN.tr("Language and theme"), (self.languages, self.theme)),
            (SETTINGS_SCREEN.tr("Supervisor PIN"), (self.supervisor_pin,)),
        ):
            self.sections.add(name, *widgets)
        buttons = QHBoxLayout()
        buttons.addWidget(self.problems_label, 1)
        buttons.addWidget(self.test_button)
        buttons.addWidget(self.discard_button)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(QLabel(SETTINGS_SCREEN.tr("<h2>Settings</h2>")))
        layout.addWidget(self.sections, 1)
        # Below every section: what keeps the draft from being saved, the outcome of a test or
        # a save, and the buttons that keep or drop the draft.
        layout.addWidget(self.result_label)
        layout.addLayout(buttons)

        self._environment.buttonToggled.connect(lambda _button, _on: self._check())
        self.url_edit.textChanged.connect(lambda _text: self._check())
        self.key_edit.textChanged.connect(lambda _text: self._check())
        self.timeout_spin.valueChanged.connect(lambda _value: self._check())
        self.runway_spin.valueChanged.connect(lambda _value: self._check())
        self.agency_edit.textChanged.connect(lambda _text: self._check())
        self.scan_folder_edit.textChanged.connect(lambda _text: self._check())
        self.scan_folder_button.clicked.connect(self._choose_scan_folder)
        self.till.edited.connect(self._check)
        self.bank_accounts.edited.connect(self._check)
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
        self.discard_button.clicked.connect(self.discard)
        self.theme.chosen.connect(self._theme_kept)

    def load(self, settings: Settings, key_in_use: bool, storage_note: str) -> None:
        """Show ``settings`` (the key itself is never shown, only whether there is one)."""
        # Each field set below says it was edited; the draft is checked once, at the end.
        self._loading = True
        try:
            self._fill(settings, key_in_use, storage_note)
        finally:
            self._loading = False
        self._loaded = self.draft()[0]
        self._check()

    def _fill(self, settings: Settings, key_in_use: bool, storage_note: str) -> None:
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
        self.bank_accounts.load(settings)
        self.gst.load(settings)
        self.printers.load(settings.printers)
        self.theme.set_value(settings.theme)
        self.languages.load(settings)
        self.customer_facing.load(settings)
        self.mail.load(settings)

    def unsaved(self) -> bool:
        """Whether the screen holds changes not yet saved (a key or password typed is one)."""
        typed = (
            self.key_edit.text().strip()
            or self.agency_password_edit.text()
            or self.mail.typed_password()
        )
        return bool(typed) or self.draft()[0] != self._loaded

    def discard(self) -> None:
        """Drop the changes: every field shows the settings in use again."""
        self.load(self.shown, self.key_in_use, self.storage_note.text())

    def may_close(self, close: Callable[[], object]) -> bool:
        """Whether the window may close now: yes without unsaved changes; else the clerk is
        asked as on leaving, and ``close`` runs after a discard, or once a save has kept every
        change (a save refused leaves the window open, saying why)."""
        return self.may_leave(close, closing=True)

    def may_leave(self, then: Callable[[], object], *, closing: bool = False) -> bool:
        """Whether another screen may be shown now: yes without unsaved changes; else the clerk
        is asked to save, discard or stay, and ``then`` runs after a save (once it is done when
        ``closing``) or a discard."""
        if not self.unsaved():
            return True
        question = QMessageBox(self)
        question.setIcon(QMessageBox.Icon.Question)
        question.setWindowTitle(SETTINGS_SCREEN.tr("Unsaved settings"))
        question.setText(SETTINGS_SCREEN.tr("The settings have changes that are not saved."))
        question.setInformativeText(
            SETTINGS_SCREEN.tr("Save them, discard them, or stay here to go on editing?")
        )
        save = question.addButton(self.save_button.text(), QMessageBox.ButtonRole.AcceptRole)
        save.setEnabled(self.save_button.isEnabled())  # a draft with problems cannot be saved
        discard = question.addButton(
            self.discard_button.text(), QMessageBox.ButtonRole.DestructiveRole
        )
        stay = question.addButton(SETTINGS_SCREEN.tr("Stay"), QMessageBox.ButtonRole.RejectRole)
        question.setDefaultButton(stay)
        question.setEscapeButton(stay)
        question.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button: QAbstractButton) -> None:
            if button is save:
                self._save()
                if closing:
                    self._after_save = then
                else:
                    then()
            elif button is discard:
                self.discard()
                then()

        question.buttonClicked.connect(answered)
        # Opened, not run in a loop of its own: the app's tasks go on while it waits.
        question.open()
        return False

    def _theme_kept(self, theme: Theme) -> None:
        # A theme is kept as it is chosen: it is no unsaved change.
        self._loaded = replace(self._loaded, theme=theme)
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
            **self.bank_accounts.values(),
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
        self.discard_button.setEnabled(False)

    def show_result(self, text: str, ok: bool) -> None:
        """The outcome of a test or a save; what was typed stays. A save asked for by closing
        the window closes it once nothing is left unsaved."""
        set_tone(self.result_label, Tone.SUCCESS if ok else Tone.ERROR)
        self.result_label.setText(text)
        self._check()
        after, self._after_save = self._after_save, None
        if after is not None and not self.unsaved():
            after()

    def _check(self) -> None:
        if self._loading:
            return
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
        problems = settings.problems() + self.till.problems() + self.supervisor_pin.problems()
        # The payee name's problem is said by its field, in the words of its hint, instead of
        # the settings' own sentence for it ("1 to 50 letters"), which the hint contradicts.
        payee = self.customer_facing.show_payee_problem(settings)
        if payee is not None:
            problems = [payee, *(p for p in problems if p != payee_problem(""))]
        self.printers.show_problems()
        key_refused = key_problem(key)
        if key_refused is not None:
            problems.append(key_refused)
        self.problems_label.setText(" ".join(problems))
        self.test_button.setEnabled(not problems)
        self.save_button.setEnabled(not problems)
        self.discard_button.setEnabled(self.unsaved())
