"""The GST export's dialog: which days (a day, a month, or from one day to another), which
folder, then how far the export has come and what became of it. The screen's controller does
the writing, in a worker; this dialog never blocks the loop (it is opened, not run)."""

from __future__ import annotations

import datetime as dt
from enum import IntEnum
from pathlib import Path

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.domain.clock import service_today
from app.domain.period import month_period, period_problem
from app.i18n import Catalogue
from app.ui.save_folder import documents_folder
from app.ui.style import Tone, set_tone
from app.ui.widgets.action_bar import make_primary
from app.ui.widgets.day_edit import DAY_FORMAT, DayEdit
from app.ui.widgets.wheel_guard import guarded

GST_EXPORT_DIALOG = Catalogue("GST_EXPORT_DIALOG")


class Papers(IntEnum):
    """Which papers the export writes (the order of the choice's items)."""

    FILES = 0
    GSTR3B = 1


class PeriodKind(IntEnum):
    """How the period is chosen (the order of the choice's items)."""

    DAY = 0
    MONTH = 1
    RANGE = 2


def _qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _day_of(edit: QDateEdit) -> dt.date:
    chosen = edit.date()
    return dt.date(chosen.year(), chosen.month(), chosen.day())


def _date_edit(day: dt.date, name: str, display: str = DAY_FORMAT) -> DayEdit:
    edit = DayEdit(day, display)
    edit.setObjectName(name)
    return edit


class GstExportDialog(QDialog):
    """Choose the period and the folder of a GST export; shows its progress and outcome.

    Signals:
        export_requested(Path, date, date): write the export of these days into that folder.
    """

    export_requested = Signal(object, object, object)

    def __init__(
        self,
        title: str,
        kind: PeriodKind,
        day: dt.date,
        parent: QWidget | None = None,
        today: dt.date | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gstExportDialog")
        self.setWindowTitle(title)
        self.today = today or service_today()
        self.kind_choice = guarded(QComboBox())
        self.kind_choice.setObjectName("gstPeriodKind")
        self.kind_choice.addItems(
            [
                GST_EXPORT_DIALOG.tr("One day"),
                GST_EXPORT_DIALOG.tr("One month"),
                GST_EXPORT_DIALOG.tr("From one day to another"),
            ]
        )
        self.papers_choice = guarded(QComboBox())
        self.papers_choice.setObjectName("gstPapers")
        self.papers_choice.addItems(
            [
                GST_EXPORT_DIALOG.tr("Register, GSTR-1 and Tally"),
                GST_EXPORT_DIALOG.tr("GSTR-3B figures (CSV and PDF)"),
            ]
        )
        self.day_edit = _date_edit(day, "gstDay")
        self.month_edit = _date_edit(day, "gstMonth", "MMMM yyyy")
        self.from_edit = _date_edit(day.replace(day=1), "gstFrom")
        self.to_edit = _date_edit(day, "gstTo")
        self.problem_label = QLabel()
        self.problem_label.setObjectName("gstPeriodProblem")
        self.problem_label.setWordWrap(True)
        set_tone(self.problem_label, Tone.ERROR)
        self.problem_label.hide()
        documents = str(documents_folder())
        self.folder_edit = QLineEdit(documents)
        self.folder_edit.setObjectName("gstFolder")
        self.folder_button = QPushButton(GST_EXPORT_DIALOG.tr("C&hoose…"))
        self.folder_button.clicked.connect(self.choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(self.folder_button)
        self.progress = QProgressBar()
        self.progress.setObjectName("gstProgress")
        self.progress.hide()
        self.state_label = QLabel()
        self.state_label.setObjectName("gstExportState")
        self.state_label.setWordWrap(True)

        self.form = QFormLayout()
        self.form.addRow(GST_EXPORT_DIALOG.tr("P&apers"), self.papers_choice)
        self.form.addRow(GST_EXPORT_DIALOG.tr("&Period"), self.kind_choice)
        self.form.addRow(GST_EXPORT_DIALOG.tr("&Day"), self.day_edit)
        self.form.addRow(GST_EXPORT_DIALOG.tr("&Month"), self.month_edit)
        self.form.addRow(GST_EXPORT_DIALOG.tr("&First day"), self.from_edit)
        self.form.addRow(GST_EXPORT_DIALOG.tr("&Last day"), self.to_edit)
        self.form.addRow("", self.problem_label)
        folder_label = QLabel(GST_EXPORT_DIALOG.tr("F&older"))
        folder_label.setBuddy(self.folder_edit)
        self.form.addRow(folder_label, folder_row)

        self.export_button = make_primary(
            QPushButton(GST_EXPORT_DIALOG.tr("&Export")), "document-text"
        )
        self.export_button.setObjectName("gstExportStart")
        buttons = QDialogButtonBox()
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.AcceptRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        # Qt has no Hindi words for its standard buttons: they come from this catalogue.
        close.setText(GST_EXPORT_DIALOG.tr("Close"))
        buttons.rejected.connect(self.reject)
        self.export_button.clicked.connect(self.request_export)
        self.export_button.setDefault(True)

        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.progress)
        layout.addWidget(self.state_label)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)

        self.kind_choice.currentIndexChanged.connect(self._show_fields)
        for edit in (self.day_edit, self.month_edit, self.from_edit, self.to_edit):
            edit.dateChanged.connect(self._recheck)
        self.papers_choice.currentIndexChanged.connect(self._show_papers)
        self.kind_choice.setCurrentIndex(kind)
        self._show_papers()

    @property
    def papers(self) -> Papers:
        """Which papers are chosen."""
        return Papers(self.papers_choice.currentIndex())

    def _show_papers(self) -> None:
        """Say what the papers chosen are; GSTR-3B's figures are a month's, chosen as one."""
        gstr3b = self.papers is Papers.GSTR3B
        if gstr3b:
            self.kind_choice.setCurrentIndex(PeriodKind.MONTH)
        self.kind_choice.setEnabled(not gstr3b)
        # The last export's bar and outcome were of the other papers.
        self.progress.hide()
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(
            GST_EXPORT_DIALOG.tr(
                "GSTR-3B's tables 3.1, 3.2 and 4 of the month, from its GSTR-1 and the books, "
                "with the differences listed by document."
            )
            if gstr3b
            else GST_EXPORT_DIALOG.tr(
                "Sales register (CSV and Excel), GSTR-1 in the offline tool's CSV templates and "
                "as the portal's JSON, and Tally XML of the invoices and credit notes issued in "
                "the period."
            )
        )
        self._show_fields()

    @property
    def kind(self) -> PeriodKind:
        """How the period is chosen."""
        return PeriodKind(self.kind_choice.currentIndex())

    def period(self) -> tuple[dt.date, dt.date]:
        """The first and last day chosen (a month: up to today for this month)."""
        if self.kind is PeriodKind.DAY:
            day = _day_of(self.day_edit)
            return day, day
        if self.kind is PeriodKind.MONTH:
            month = _day_of(self.month_edit)
            return month_period(month.year, month.month, self.today)
        return _day_of(self.from_edit), _day_of(self.to_edit)

    def _field_of_problem(self) -> QDateEdit:
        """The field a period's problem is about (where the sentence and the focus go)."""
        if self.kind is PeriodKind.DAY:
            return self.day_edit
        if self.kind is PeriodKind.MONTH:
            return self.month_edit
        first, last = self.period()
        return self.from_edit if first > last else self.to_edit

    def _show_fields(self) -> None:
        kind = self.kind
        self.form.setRowVisible(self.day_edit, kind is PeriodKind.DAY)
        self.form.setRowVisible(self.month_edit, kind is PeriodKind.MONTH)
        self.form.setRowVisible(self.from_edit, kind is PeriodKind.RANGE)
        self.form.setRowVisible(self.to_edit, kind is PeriodKind.RANGE)
        self._recheck()

    def _recheck(self) -> None:
        """Say at once what is wrong with the period, and clear it once it is right."""
        problem = period_problem(*self.period(), self.today)
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(problem is not None)
        self.form.setRowVisible(self.problem_label, problem is not None)

    def choose_folder(self) -> None:
        """Ask which folder the files go to."""
        chosen = QFileDialog.getExistingDirectory(
            self, GST_EXPORT_DIALOG.tr("Folder for the GST export"), self.folder_edit.text()
        )
        if chosen:
            self.folder_edit.setText(chosen)

    def request_export(self) -> None:
        """Export the period chosen, or say (by the field) why it cannot be."""
        self._recheck()
        if self.problem_label.isVisible():
            self._field_of_problem().setFocus()
            return
        folder = self.folder_edit.text().strip()
        if not folder:
            set_tone(self.state_label, Tone.ERROR)
            self.state_label.setText(GST_EXPORT_DIALOG.tr("Choose the folder the files go to."))
            self.folder_edit.setFocus()
            return
        self.export_button.setEnabled(False)
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(GST_EXPORT_DIALOG.tr("Writing the GST export…"))
        self.progress.setRange(0, 0)  # busy until the first file's news
        self.progress.show()
        self.export_requested.emit(Path(folder), *self.period())

    def show_progress(self, written: int, total: int) -> None:
        """``written`` of ``total`` files are written."""
        self.progress.setRange(0, total)
        self.progress.setValue(written)
        self.state_label.setText(
            GST_EXPORT_DIALOG.tr("Writing the GST export: {written} of {total} files…").format(
                written=written, total=total
            )
        )

    def show_result(self, text: str, ok: bool) -> None:
        """What became of the export; another can be started."""
        self.export_button.setEnabled(True)
        self.progress.setVisible(ok)
        set_tone(self.state_label, Tone.SUCCESS if ok else Tone.ERROR)
        self.state_label.setText(text)
