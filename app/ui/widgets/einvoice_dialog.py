"""The e-invoices' dialog: export one document's JSON or a day's bulk file for the Invoice
Registration Portal, import the portal's answer file, and see the documents still waiting for an
IRN. The controller writes and reads the files in a worker; each outcome is a sentence beside
the field it is about. Opened, never run."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.domain.einvoice import EINVOICE, TurnoverBand
from app.domain.einvoice_clock import ClockEntry
from app.i18n import Catalogue
from app.records.einvoice import CANCEL_REMARKS, EINVOICE_REMARKS
from app.ui.save_folder import documents_folder
from app.ui.style import Tone, set_tone
from app.ui.widgets.gst_export import _date_edit, _day_of
from app.ui.widgets.wheel_guard import guarded

EINVOICE_DIALOG = Catalogue("EINVOICE_DIALOG")


def _sentence(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.hide()
    return label


def show_sentence(label: QLabel, text: str, ok: bool) -> None:
    """``text`` in ``label``, green when it went well, red when not."""
    set_tone(label, Tone.SUCCESS if ok else Tone.ERROR)
    label.setText(text)
    label.show()


class EinvoiceDialog(QDialog):
    """E-invoices for the portal: exports, the answer's import, what waits for an IRN.

    Signals:
        export_document_requested(str, Path): write that document's JSON into that folder.
        export_day_requested(date, Path): write that day's bulk file into that folder.
        import_requested(Path): read that answer file onto the documents.
        cancel_requested(str, str, Path): that document's IRN to cancel, for that reason (the
            portal's code); its cancellation file into that folder.
        accept_requested(): keep the answers the checks refused, on a supervisor's word.
    """

    export_document_requested = Signal(str, object)
    export_day_requested = Signal(object, object)
    import_requested = Signal(object)
    cancel_requested = Signal(str, str, object)
    accept_requested = Signal()

    def __init__(self, band: TurnoverBand, day: dt.date, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("einvoiceDialog")
        self.setWindowTitle(EINVOICE_DIALOG.tr("E-invoices (IRN)"))
        self.band_label = QLabel(
            EINVOICE_DIALOG.tr("Turnover: {band}").format(band=EINVOICE.known(band.label))
            if band.needs_irn
            else EINVOICE_DIALOG.tr(
                "E-invoices are off (turnover under 5 crore). A supervisor sets the turnover in "
                "Settings, GST."
            )
        )
        self.band_label.setObjectName("einvoiceBand")
        self.band_label.setWordWrap(True)
        documents = str(documents_folder())
        self.folder_edit = QLineEdit(documents)
        self.folder_edit.setObjectName("einvoiceFolder")
        self.folder_button = QPushButton(EINVOICE_DIALOG.tr("C&hoose…"))
        self.folder_button.clicked.connect(self.choose_folder)
        self.folder_problem = _sentence("einvoiceFolderProblem")

        self.number_edit = QLineEdit()
        self.number_edit.setObjectName("einvoiceNumber")
        self.number_edit.setPlaceholderText(EINVOICE_DIALOG.tr("Invoice or credit note number"))
        self.number_button = QPushButton(EINVOICE_DIALOG.tr("Export &JSON"))
        self.number_button.setObjectName("einvoiceExportOne")
        self.number_result = _sentence("einvoiceNumberResult")
        self.reason_choice = guarded(QComboBox())
        self.reason_choice.setObjectName("einvoiceCancelReason")
        for code, remark in CANCEL_REMARKS.items():
            self.reason_choice.addItem(EINVOICE_REMARKS.known(remark), code)
        self.cancel_button = QPushButton(EINVOICE_DIALOG.tr("Ca&ncel its IRN…"))
        self.cancel_button.setObjectName("einvoiceCancel")
        self.cancel_button.setToolTip(
            EINVOICE_DIALOG.tr(
                "Within 24 hours of the IRN, with a supervisor's PIN: the portal's cancellation "
                "file is written and the clock waits for its answer."
            )
        )

        self.day_edit = _date_edit(day, "einvoiceDay")
        self.day_button = QPushButton(EINVOICE_DIALOG.tr("Export the day's &bulk file"))
        self.day_button.setObjectName("einvoiceExportDay")
        self.day_result = _sentence("einvoiceDayResult")

        self.import_button = QPushButton(EINVOICE_DIALOG.tr("&Import the portal's answer…"))
        self.import_button.setObjectName("einvoiceImport")
        self.import_result = _sentence("einvoiceImportResult")
        self.accept_button = QPushButton(EINVOICE_DIALOG.tr("Acce&pt it with a supervisor…"))
        self.accept_button.setObjectName("einvoiceAccept")
        self.accept_button.setToolTip(
            EINVOICE_DIALOG.tr(
                "When the portal's answer is right although the checks refused it: a "
                "supervisor's PIN and reason, both logged."
            )
        )
        self.accept_button.hide()

        self.clock_label = QLabel()
        self.clock_label.setObjectName("einvoiceClock")
        self.clock_label.setWordWrap(True)

        form = QFormLayout()
        form.addRow("", self.band_label)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(self.folder_button)
        folder_label = QLabel(EINVOICE_DIALOG.tr("F&older"))
        folder_label.setBuddy(self.folder_edit)
        form.addRow(folder_label, folder_row)
        form.addRow("", self.folder_problem)
        for title, edit, button, result in (
            (EINVOICE_DIALOG.tr("&Document"), self.number_edit, self.number_button,
             self.number_result),
            (EINVOICE_DIALOG.tr("D&ay"), self.day_edit, self.day_button, self.day_result),
        ):  # fmt: skip
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(button)
            label = QLabel(title)
            label.setBuddy(edit)
            form.addRow(label, row)
            if edit is self.number_edit:
                cancel_row = QHBoxLayout()
                cancel_row.addWidget(self.reason_choice, 1)
                cancel_row.addWidget(self.cancel_button)
                form.addRow("", cancel_row)
            form.addRow("", result)
        form.addRow(EINVOICE_DIALOG.tr("Portal's answer"), self.import_button)
        form.addRow("", self.import_result)
        form.addRow("", self.accept_button)
        form.addRow(EINVOICE_DIALOG.tr("Waiting"), self.clock_label)

        buttons = QDialogButtonBox()
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        # Qt has no Hindi words for its standard buttons: they come from this catalogue.
        close.setText(EINVOICE_DIALOG.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(600)

        self.number_button.clicked.connect(self.request_document)
        self.number_edit.returnPressed.connect(self.request_document)
        self.day_button.clicked.connect(self.request_day)
        self.cancel_button.clicked.connect(self.request_cancel)
        self.import_button.clicked.connect(self.ask_answer_file)
        self.accept_button.clicked.connect(self.request_accept)
        self.answer_dialog: QFileDialog | None = None

    def choose_folder(self) -> None:
        """Ask which folder the files go to."""
        chosen = QFileDialog.getExistingDirectory(
            self, EINVOICE_DIALOG.tr("Folder for the e-invoice files"), self.folder_edit.text()
        )
        if chosen:
            self.folder_edit.setText(chosen)

    def _folder(self) -> Path | None:
        folder = self.folder_edit.text().strip()
        if not folder:
            show_sentence(
                self.folder_problem, EINVOICE_DIALOG.tr("Choose the folder the files go to."), False
            )
            self.folder_edit.setFocus()
            return None
        self.folder_problem.hide()
        return Path(folder)

    def request_document(self) -> None:
        """Export the document typed, or say by the field why not."""
        number = self._number()
        folder = None if number is None else self._folder()
        if number is not None and folder is not None:
            self.number_button.setEnabled(False)
            self.export_document_requested.emit(number, folder)

    def _number(self) -> str | None:
        """The document number typed, or None (said beside the field)."""
        number = self.number_edit.text().strip()
        if number:
            return number
        show_sentence(
            self.number_result,
            EINVOICE_DIALOG.tr("Type the invoice or credit note number, e.g. PB1/26/000123."),
            False,
        )
        self.number_edit.setFocus()
        return None

    def request_cancel(self) -> None:
        """Ask for the cancellation of the typed document's IRN, for the reason chosen."""
        number = self._number()
        folder = None if number is None else self._folder()
        if number is not None and folder is not None:
            self.cancel_button.setEnabled(False)
            self.cancel_requested.emit(number, str(self.reason_choice.currentData()), folder)

    def request_day(self) -> None:
        """Export the chosen day's bulk file."""
        folder = self._folder()
        if folder is not None:
            self.day_button.setEnabled(False)
            self.export_day_requested.emit(_day_of(self.day_edit), folder)

    def ask_answer_file(self) -> None:
        """Ask which answer file of the portal to read (opened, not run)."""
        dialog = QFileDialog(
            self, EINVOICE_DIALOG.tr("The portal's answer file"), self.folder_edit.text()
        )
        dialog.setNameFilter(EINVOICE_DIALOG.tr("The portal's JSON (*.json)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.request_import)
        self.answer_dialog = dialog
        dialog.open()

    def request_import(self, name: str) -> None:
        """Read the answer file ``name``."""
        self.import_button.setEnabled(False)
        self.import_requested.emit(Path(name))

    def show_document_result(self, text: str, ok: bool) -> None:
        """What became of one document's export or its IRN's cancellation."""
        self.number_button.setEnabled(True)
        self.cancel_button.setEnabled(True)
        show_sentence(self.number_result, text, ok)
        self.adjustSize()

    def show_day_result(self, text: str, ok: bool) -> None:
        """What became of the day's bulk file."""
        self.day_button.setEnabled(True)
        show_sentence(self.day_result, text, ok)
        self.adjustSize()

    def show_import_result(self, text: str, ok: bool) -> None:
        """What the answer file changed, or why it was refused."""
        self.import_button.setEnabled(True)
        show_sentence(self.import_result, text, ok)
        self.adjustSize()

    def offer_acceptance(self, refused: bool) -> None:
        """Offer to accept the answers the checks ``refused`` (hidden when none was)."""
        self.accept_button.setEnabled(True)
        self.accept_button.setVisible(refused)
        self.adjustSize()

    def request_accept(self) -> None:
        """Keep the refused answers, once a supervisor approves."""
        self.accept_button.setEnabled(False)
        self.accept_requested.emit()

    def show_clock_problem(self, text: str) -> None:
        """Why the documents waiting could not be read."""
        set_tone(self.clock_label, Tone.ERROR)
        self.clock_label.setText(text)

    def show_clock(self, entries: list[ClockEntry]) -> None:
        """The documents waiting for an IRN and the IRNs to cancel, one sentence each."""
        set_tone(self.clock_label, Tone.WARNING if any(e.urgent for e in entries) else Tone.PLAIN)
        self.clock_label.setText(
            "\n".join(entry.describe() for entry in entries)
            or EINVOICE_DIALOG.tr("Nothing is waiting for an IRN.")
        )
