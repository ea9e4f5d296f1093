"""The shift report's Trial balance tab: the month of the chosen day, this counter's books or the
agency's, each account's opening, debits, credits and closing, the totals and the month's
result; saved as PDF or CSV in the agency's language or English. It only shows and asks: the
controller reads the books in a worker (``app.books.trial_balance``) and writes the files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import languages
from app.i18n import LANGUAGE_NAMES, Catalogue
from app.reports.trial_balance import (
    TrialBalance,
    correction_heads,
    correction_rows,
    corrections_title,
    heads,
    result_rows,
    table_rows,
    title_of,
)
from app.ui.models.figures import FiguresModel, Index
from app.ui.save_folder import proposed
from app.ui.style import Tone, set_tone
from app.ui.trial_balance_files import file_stem
from app.ui.widgets.table_view import EmptyState, make_table
from app.ui.widgets.wheel_guard import guarded

TRIAL_BALANCE_PANEL = Catalogue("TRIAL_BALANCE_PANEL")


class CorrectionsModel(FiguresModel):
    """The month's corrections of closed months: each cell's text its tooltip too, as an
    entry's reference (a statement row's digest in it) is elided in its column."""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: a cell's text, alignment and tooltip (its whole text)."""
        if role == Qt.ItemDataRole.ToolTipRole:
            role = Qt.ItemDataRole.DisplayRole
        return super().data(index, role)


class TrialBalancePanel(QWidget):
    """One month's trial balance and result, and the buttons that make and save it.

    Signals:
        make_requested(bool): make the trial balance of the chosen day's month (True: the
            agency's, every counter's books from the agency store).
        save_requested(Path, str): save the trial balance shown at that path (its suffix says
            PDF or CSV) in that language (a code of ``app.languages``).
    """

    make_requested = Signal(bool)
    save_requested = Signal(object, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.balance: TrialBalance | None = None
        self.make_button = QPushButton(TRIAL_BALANCE_PANEL.tr("&Make trial balance"))
        self.make_button.setObjectName("trialBalanceMake")
        self.make_button.setToolTip(
            TRIAL_BALANCE_PANEL.tr("This counter's books for the month of the chosen day")
        )
        self.agency_button = QPushButton(TRIAL_BALANCE_PANEL.tr("Agenc&y's trial balance"))
        self.agency_button.setObjectName("trialBalanceAgency")
        self.agency_button.setToolTip(
            TRIAL_BALANCE_PANEL.tr("Every counter's books for the month, from the agency store")
        )
        self.agency_button.hide()
        self.language_box = guarded(QComboBox())
        self.language_box.setObjectName("trialBalanceLanguage")
        self.language_box.setAccessibleName(TRIAL_BALANCE_PANEL.tr("Language of the files"))
        self.pdf_button = QPushButton(TRIAL_BALANCE_PANEL.tr("Save P&DF…"))
        self.pdf_button.setObjectName("trialBalancePdf")
        self.csv_button = QPushButton(TRIAL_BALANCE_PANEL.tr("Save C&SV…"))
        self.csv_button.setObjectName("trialBalanceCsv")
        self.state_label = QLabel(
            TRIAL_BALANCE_PANEL.tr(
                "Each account's opening, debits, credits and closing for the month, from the books."
            )
        )
        self.state_label.setObjectName("trialBalanceState")
        self.state_label.setWordWrap(True)
        self.model = FiguresModel()
        self.table = make_table(self.model, "trialBalanceLines", fit_columns=True)
        self.table.setAccessibleName(TRIAL_BALANCE_PANEL.tr("Trial balance"))
        EmptyState(self.table, TRIAL_BALANCE_PANEL.tr("Make the trial balance of the month."))
        self.result_model = FiguresModel()
        self.result_table = make_table(self.result_model, "trialBalanceResult", fit_columns=True)
        self.result_table.setAccessibleName(TRIAL_BALANCE_PANEL.tr("Result of the month"))
        # The entries of the month posted for a closed month, shown only when there are any.
        self.corrections_label = QLabel(corrections_title())
        self.corrections_model = CorrectionsModel()
        self.corrections_table = make_table(
            self.corrections_model, "trialBalanceCorrections", fit_columns=True
        )
        # An entry's reference may be longer than the screen is wide: its middle gives way,
        # so that the amount stays in view.
        self.corrections_table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.corrections_table.setAccessibleName(corrections_title())
        self.corrections_label.setBuddy(self.corrections_table)
        bar = QHBoxLayout()
        bar.addWidget(self.make_button)
        bar.addWidget(self.agency_button)
        bar.addStretch(1)
        language_label = QLabel(TRIAL_BALANCE_PANEL.tr("Files in"))
        language_label.setBuddy(self.language_box)
        bar.addWidget(language_label)
        bar.addWidget(self.language_box)
        bar.addWidget(self.pdf_button)
        bar.addWidget(self.csv_button)
        tables = QHBoxLayout()
        tables.addWidget(self.table, 3)
        tables.addWidget(self.result_table, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.state_label)
        # The trial balance keeps two thirds of the height when corrections are shown.
        layout.addLayout(tables, 2)
        layout.addWidget(self.corrections_label)
        layout.addWidget(self.corrections_table, 1)
        self._show_corrections(False)
        self.set_languages(languages.ENGLISH)
        self._enable_saving(False)
        self.make_button.clicked.connect(lambda: self._make(agency=False))
        self.agency_button.clicked.connect(lambda: self._make(agency=True))
        self.pdf_button.clicked.connect(lambda: self._ask_file("PDF (*.pdf)", ".pdf"))
        self.csv_button.clicked.connect(lambda: self._ask_file("CSV (*.csv)", ".csv"))

    def set_languages(self, agency_language: str) -> None:
        """The files' languages offered: the agency's documents' first, and English."""
        self.language_box.clear()
        for code in dict.fromkeys((agency_language, languages.ENGLISH)):
            self.language_box.addItem(LANGUAGE_NAMES[code], code)

    def enable_agency(self, enabled: bool) -> None:
        """Offer the agency's trial balance (the counter has an agency store)."""
        self.agency_button.setVisible(enabled)

    def _enable_saving(self, enabled: bool) -> None:
        for button in (self.pdf_button, self.csv_button):
            button.setEnabled(enabled)

    def _make(self, *, agency: bool) -> None:
        for button in (self.make_button, self.agency_button):
            button.setEnabled(False)
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(TRIAL_BALANCE_PANEL.tr("Reading the books of the month…"))
        self.make_requested.emit(agency)

    def show_balance(self, balance: TrialBalance, currency: str) -> None:
        """The trial balance and the month's result; whether its debits equal its credits."""
        self.balance = balance
        for button in (self.make_button, self.agency_button):
            button.setEnabled(True)
        self._enable_saving(True)
        self.model.set_table(heads()[1:], table_rows(balance), set(range(1, 7)))
        rows = result_rows(balance)
        self.result_model.set_table(
            [TRIAL_BALANCE_PANEL.tr("Result of the month"), TRIAL_BALANCE_PANEL.tr("Amount")],
            [[words, amount] for words, amount, _bold in rows],
            {1},
        )
        corrections = correction_heads(balance)
        self.corrections_model.set_table(
            corrections, correction_rows(balance), {len(corrections) - 1}
        )
        # The entry's reference takes the room the others leave (the sixth column from the end).
        self.corrections_table.horizontalHeader().setSectionResizeMode(
            len(corrections) - 6, QHeaderView.ResizeMode.Stretch
        )
        self._show_corrections(bool(balance.corrections))
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.result_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        agrees = balance.totals.agrees
        set_tone(self.state_label, Tone.SUCCESS if agrees else Tone.ERROR)
        said = (
            TRIAL_BALANCE_PANEL.tr("{title}. Amounts in {currency}; debits equal credits.")
            if agrees
            else TRIAL_BALANCE_PANEL.tr(
                "{title}. Amounts in {currency}; debits and credits differ: the books need a check."
            )
        )
        self.state_label.setText(
            "\n".join([said.format(title=title_of(balance), currency=currency), *balance.reopened])
        )

    def _show_corrections(self, shown: bool) -> None:
        self.corrections_label.setVisible(shown)
        self.corrections_table.setVisible(shown)

    def show_failure(self, text: str) -> None:
        """The trial balance could not be made; the buttons offered again."""
        for button in (self.make_button, self.agency_button):
            button.setEnabled(True)
        set_tone(self.state_label, Tone.ERROR)
        self.state_label.setText(text)

    def _ask_file(self, kind: str, suffix: str) -> None:
        if self.balance is None:
            return  # the buttons wait for a trial balance
        language = str(self.language_box.currentData())
        dialog = QFileDialog(
            self,
            TRIAL_BALANCE_PANEL.tr("Save the trial balance"),
            proposed(f"{file_stem(self.balance)}_{language}{suffix}"),
            kind,
        )
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(suffix.lstrip("."))
        dialog.fileSelected.connect(lambda name: self.save_requested.emit(Path(name), language))
        dialog.open()
