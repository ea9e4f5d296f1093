"""The printers' part of Settings: for each document a system printer (any installed driver, or
the default one) or a receipt printer reached directly (network, USB, serial), its paper, and a
test page; each document's row says there what is wrong or how its test page went."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QTimer, Signal
from PySide6.QtPrintSupport import QPrinterInfo
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.counter.devices.printers import (
    PAPERS,
    DocumentKind,
    PrinterSettings,
    TargetError,
    TargetKind,
    parse_target,
)
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.reports.columns import Paper
from app.ui.bridge import Level, log_shown
from app.ui.error_words import reason_of
from app.ui.style import Tone, set_tone
from app.ui.widgets.focus_scroll import bring_into_view
from app.ui.widgets.hint_fit import fit_choices
from app.ui.widgets.wheel_guard import guarded

PRINTER_SETTINGS = Catalogue("PRINTER_SETTINGS")

# Marked here, translated where shown (the language is chosen after the import).
DOCUMENT_TITLES = {
    DocumentKind.RECEIPT: QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "Receipt"),
    DocumentKind.VOUCHER: QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "Customer voucher"),
    DocumentKind.AGENCY_COPY: QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "Agency copy"),
    DocumentKind.REPORTS: QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "X/Z reports"),
}
DEFAULT_PRINTER = QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "Default printer")
# A4 and A5 read the same in every language.
PAPER_NAMES = {
    Paper.ROLL_80: QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "80 mm roll"),
    Paper.ROLL_58: QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "58 mm roll"),
    Paper.A4: Paper.A4.value,
    Paper.A5: Paper.A5.value,
}
# A receipt printer without a driver: what to choose, and what its address looks like.
DIRECT = {
    TargetKind.NETWORK: (
        QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "Network (ESC/POS)"),
        "192.168.1.50:9100",
    ),
    TargetKind.USB: (
        QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "USB (ESC/POS)"),
        QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "vendor:product, e.g. 04b8:0202"),
    ),
    TargetKind.SERIAL: (
        QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "Serial port (ESC/POS)"),
        QT_TRANSLATE_NOOP("PRINTER_SETTINGS", "/dev/ttyUSB0 or COM3"),
    ),
}
# The vouchers are page layouts: a receipt printer cannot print them.
ROLL_DOCUMENTS = (DocumentKind.RECEIPT, DocumentKind.REPORTS)
SYSTEM_PREFIX = "system:"  # a choice's data: this and a system printer's name, or a kind


def _system(name: str) -> str:
    return SYSTEM_PREFIX + name


@dataclass(frozen=True, slots=True)
class PrinterRow:
    """One document's printer, the address of a receipt printer, its paper, its test page
    button and the line that says what is wrong or how the test page went."""

    document: DocumentKind
    printer: QComboBox
    address: QLineEdit
    paper: QComboBox
    test_button: QPushButton
    message: QLabel

    def direct_kind(self) -> TargetKind | None:
        """How the receipt printer chosen is reached; None for a system printer."""
        data = str(self.printer.currentData())
        return None if data.startswith(SYSTEM_PREFIX) else TargetKind(data)

    def awaits_address(self) -> bool:
        """A receipt printer reached directly is chosen and its address not typed yet."""
        return self.direct_kind() is not None and not self.address.text().strip()

    def text(self) -> str:
        """The chosen printer as a target's text (see ``parse_target``)."""
        kind = self.direct_kind()
        if kind is None:
            return str(self.printer.currentData()).removeprefix(SYSTEM_PREFIX)
        return f"{kind.value}://{self.address.text().strip()}"

    def load(self, text: str) -> None:
        """Choose the printer ``text`` names (kept, even when not installed here)."""
        try:
            target = parse_target(text)
        except TargetError:
            self._choose(_system(text), text)
            return
        if target.is_escpos:
            self._choose(target.kind.value, PRINTER_SETTINGS.known(DIRECT[target.kind][0]))
            self.address.setText(str(target).partition("://")[2])
        else:
            self._choose(
                _system(target.name),
                PRINTER_SETTINGS.tr("{printer} (not found here)").format(printer=target.name),
            )
        self.show_address()

    def _choose(self, choice: str, title: str) -> None:
        index = self.printer.findData(choice)
        if index < 0:
            self.printer.addItem(title, choice)
            index = self.printer.count() - 1
        self.printer.setCurrentIndex(index)

    def show_address(self) -> None:
        """The address field for a receipt printer, with what it looks like."""
        kind = self.direct_kind()
        self.address.setVisible(kind is not None)
        if kind is not None:
            self.address.setPlaceholderText(PRINTER_SETTINGS.known(DIRECT[kind][1]))

    def show_message(self, text: str, ok: bool) -> None:
        """A sentence under the row (logged; '' clears it): an error, or a test page sent."""
        if text:
            log_shown(Level.INFO if ok else Level.ERROR, text)
        set_tone(self.message, Tone.SUCCESS if ok else Tone.ERROR)
        self.message.setText(text)
        self.message.setVisible(bool(text))


class PrinterSettingsBox(QGroupBox):
    """The printer and paper of each document; ``values()`` gives them for the draft.

    Signals:
        edited(): something was changed (the screen checks the draft again).
        test_requested(DocumentKind): print a test page of that document with the draft.
    """

    edited = Signal()
    test_requested = Signal(object)

    def __init__(
        self, system_printers: list[str] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(PRINTER_SETTINGS.tr("Printers"), parent)
        self.setObjectName("printerSettings")
        names = QPrinterInfo.availablePrinterNames() if system_printers is None else system_printers
        self.rows = {document: self._row(document, names) for document in DocumentKind}
        # What each document's printer was when loaded: a receipt printer chosen but its
        # address not typed yet changes nothing (and says nothing) until a print is tried.
        self._loaded = dict.fromkeys(DocumentKind, "")
        self.drawer_kick = QCheckBox(
            PRINTER_SETTINGS.tr("A cash sale opens the drawer wired to the receipt printer")
        )
        self.drawer_kick.setObjectName("drawerKick")
        self.drawer_kick.setChecked(True)
        self.drawer_kick.toggled.connect(lambda _on: self.edited.emit())

        grid = QGridLayout(self)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(2, 1)
        for index, row in enumerate(self.rows.values()):
            line = 2 * index
            grid.addWidget(QLabel(PRINTER_SETTINGS.known(DOCUMENT_TITLES[row.document])), line, 0)
            grid.addWidget(row.printer, line, 1)
            grid.addWidget(row.address, line, 2)
            grid.addWidget(row.paper, line, 3)
            grid.addWidget(row.test_button, line, 4)
            grid.addWidget(row.message, line + 1, 1, 1, 4)
        grid.addWidget(self.drawer_kick, 2 * len(self.rows), 0, 1, 5)

    def _row(self, document: DocumentKind, names: list[str]) -> PrinterRow:
        key = document.value
        title = PRINTER_SETTINGS.known(DOCUMENT_TITLES[document])
        printer = guarded(QComboBox())
        printer.setAccessibleName(PRINTER_SETTINGS.tr("{document}: printer").format(document=title))
        printer.setObjectName(f"{key}Printer")
        # Long driver names must not widen the window past a small screen.
        printer.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        printer.setMinimumContentsLength(12)
        printer.setToolTip(
            PRINTER_SETTINGS.tr(
                "The system's default printer, a printer installed on this computer, or a "
                "receipt printer the app talks to directly without a driver (ESC/POS)."
            )
        )
        printer.addItem(PRINTER_SETTINGS.known(DEFAULT_PRINTER), _system(""))
        for name in names:
            printer.addItem(name, _system(name))
        own = [PRINTER_SETTINGS.known(DEFAULT_PRINTER)]
        if document in ROLL_DOCUMENTS:
            for kind, (direct, _example) in DIRECT.items():
                printer.addItem(PRINTER_SETTINGS.known(direct), kind.value)
                own.append(PRINTER_SETTINGS.known(direct))
        # The app's own choices show whole in every language; a driver's name may be cut.
        fit_choices(printer, own)
        address = QLineEdit()
        address.setAccessibleName(
            PRINTER_SETTINGS.tr("{document}: receipt printer's address").format(document=title)
        )
        address.setObjectName(f"{key}PrinterAddress")
        address.setMinimumWidth(100)
        paper = guarded(QComboBox())
        paper.setObjectName(f"{key}Paper")
        paper.setAccessibleName(PRINTER_SETTINGS.tr("{document}: paper").format(document=title))
        for choice in PAPERS[document]:
            paper.addItem(PRINTER_SETTINGS.known(PAPER_NAMES[choice]), choice.value)
        test_button = QPushButton(PRINTER_SETTINGS.tr("Print test page"))
        test_button.setObjectName(f"{key}TestPage")
        test_button.setAccessibleName(
            PRINTER_SETTINGS.tr("{document}: print test page").format(document=title)
        )
        message = QLabel()
        message.setObjectName(f"{key}PrinterMessage")
        message.setWordWrap(True)
        message.hide()
        row = PrinterRow(document, printer, address, paper, test_button, message)
        row.show_address()
        printer.currentIndexChanged.connect(lambda _index: self._changed(row))
        address.textChanged.connect(lambda _text: self._changed(row))
        paper.currentIndexChanged.connect(lambda _index: self._changed(row))
        test_button.clicked.connect(lambda: self._test(row))
        return row

    def _test(self, row: PrinterRow) -> None:
        kind = row.direct_kind()
        if kind is not None and row.awaits_address():
            row.show_message(
                PRINTER_SETTINGS.tr(
                    "Type the receipt printer's address first, e.g. {example}."
                ).format(example=PRINTER_SETTINGS.known(DIRECT[kind][1])),
                False,
            )
            row.address.setFocus()  # where the address is typed next
            # Under the row, maybe below the screen's edge: the layout places it first.
            QTimer.singleShot(0, lambda: bring_into_view(row.message))
            return
        self.test_requested.emit(row.document)

    def _changed(self, row: PrinterRow) -> None:
        row.show_address()
        row.show_message("", True)  # a test page's outcome was for the printer before
        self.edited.emit()

    def load(self, printers: PrinterSettings) -> None:
        """Show the printers of ``printers``."""
        for document, row in self.rows.items():
            self._loaded[document] = str(getattr(printers, document.value))
            row.load(self._loaded[document])
            paper = printers.paper_for(document)
            row.paper.setCurrentIndex(max(0, row.paper.findData(paper.value)))
            row.show_message("", True)
        self.drawer_kick.setChecked(printers.drawer_kick)

    def values(self) -> PrinterSettings:
        """The printers as chosen (a wrong address stays as typed: ``problems`` says so; a
        receipt printer without an address yet keeps the printer loaded)."""
        texts = {
            document.value: self._loaded[document] if row.awaits_address() else row.text()
            for document, row in self.rows.items()
        }
        papers = {document: Paper(row.paper.currentData()) for document, row in self.rows.items()}
        return PrinterSettings(
            **texts,
            receipt_paper=papers[DocumentKind.RECEIPT],
            drawer_kick=self.drawer_kick.isChecked(),
            voucher_paper=papers[DocumentKind.VOUCHER],
            agency_copy_paper=papers[DocumentKind.AGENCY_COPY],
            reports_paper=papers[DocumentKind.REPORTS],
        )

    def show_problems(self) -> None:
        """Say under each document's row what is wrong with its printer (an edit cleared the
        row's line; the settings' own problems name it too)."""
        for row in self.rows.values():
            if row.awaits_address():
                continue  # nothing typed yet: said when a test page is tried
            try:
                parse_target(row.text())
            except TargetError as exc:
                row.show_message(reason_of(exc), False)

    def show_busy(self, document: DocumentKind) -> None:
        """A test page of ``document`` is on its way: its button waits."""
        row = self.rows[document]
        row.test_button.setEnabled(False)
        row.show_message(PRINTER_SETTINGS.tr("Printing a test page…"), True)

    def show_test_result(self, document: DocumentKind, text: str, ok: bool) -> None:
        """How the test page of ``document`` went, under its row."""
        row = self.rows[document]
        row.test_button.setEnabled(True)
        row.show_message(text, ok)
