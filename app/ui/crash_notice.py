"""The next start's notice of an unexpected end, and the Help menu's list of the crash reports:
each report shown redacted, with Copy and Save."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.counter.config.crash_reports import (
    KEEP,
    CrashReport,
    OpenSale,
    redact_report,
    write_whole_private,
)
from app.domain.clock import as_service_time
from app.domain.product_name import shown_product
from app.figures import stamp_text
from app.i18n import Catalogue
from app.ui.error_words import reason_of
from app.ui.save_folder import proposed
from app.ui.slots import async_slot

CRASH_NOTICE = Catalogue("CRASH_NOTICE")


def notice_text(stopped: CrashReport, sale: OpenSale) -> str:
    """The next start's words about the last unexpected end: when, that no sale was lost (and
    which sale was open), and what the report is for."""
    when = CRASH_NOTICE.tr("Counterdesk stopped unexpectedly on {time}.").format(
        time=stamp_text(as_service_time(stopped.stopped_at))
    )
    if sale.draft is None and not sale.sending:
        kept = CRASH_NOTICE.tr("No sale was lost: every sale made is kept in the journal.")
    else:
        kept = CRASH_NOTICE.tr("No sale was lost.")
    if sale.draft is not None:
        kept += " " + CRASH_NOTICE.tr(
            "The sale being typed ({summary}) was kept and is offered back now."
        ).format(summary=sale.draft)
    if sale.sending:
        kept += " " + CRASH_NOTICE.tr(
            "The sale that was on its way to the service ({products}) is checked with the "
            "service now; the answer shows at the top of the window."
        ).format(products=", ".join(map(shown_product, sale.sending)))
    report = CRASH_NOTICE.tr(
        "A report of what happened was written. Copy it or save it for your support contact: "
        "keys, passwords and passport numbers are left out of it."
    )
    return f"{when} {kept}\n\n{report}"


def report_title(report: CrashReport) -> str:
    """One report in the list: when, and how it ended."""
    how = (
        CRASH_NOTICE.tr("a fatal error")
        if report.fatal
        else CRASH_NOTICE.tr("closed from outside (killed, a power cut or a shut-down)")
    )
    return CRASH_NOTICE.tr("{time} · {how}").format(
        time=stamp_text(as_service_time(report.stopped_at)), how=how
    )


class CrashReports(QDialog):
    """Reports of unexpected ends: a list, the chosen one's text (redacted) and Copy / Save.

    At start-up it tells what happened (``intro``); from the Help menu it lists every report
    kept. Not modal: the counter goes on meanwhile.
    """

    def __init__(
        self,
        parent: QWidget,
        reports: list[CrashReport],
        redact: Callable[[str], str],
        intro: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("crashReports")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._redact = redact
        self.reports = reports
        self.setWindowTitle(
            CRASH_NOTICE.tr("Counterdesk stopped unexpectedly")
            if intro is not None
            else CRASH_NOTICE.tr("Crash reports")
        )
        layout = QVBoxLayout(self)
        if intro is None:
            intro = (
                CRASH_NOTICE.tr(
                    "The times Counterdesk stopped unexpectedly (the last {keep} are kept). "
                    "Copy or save a report for your support contact."
                ).format(keep=KEEP)
                if reports
                else CRASH_NOTICE.tr(
                    "Counterdesk has not stopped unexpectedly: there are no reports."
                )
            )
        self.intro = QLabel(intro)
        self.intro.setObjectName("crashIntro")
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.list = QListWidget()
        self.list.setObjectName("crashList")
        self.list.setAccessibleName(CRASH_NOTICE.tr("Crash reports"))
        for report in reports:
            self.list.addItem(QListWidgetItem(report_title(report)))
        rows = max(1, min(len(reports), 4))
        self.list.setFixedHeight(
            # The style's rows are taller than the font's lines (measured before it is polished).
            rows * (self.list.fontMetrics().lineSpacing() + 12) + 2 * self.list.frameWidth()
        )
        self.list.setVisible(len(reports) > 1)
        layout.addWidget(self.list)
        self.view = QPlainTextEdit()
        self.view.setObjectName("crashReportText")
        self.view.setReadOnly(True)
        self.view.setAccessibleName(CRASH_NOTICE.tr("The report"))
        self.view.setVisible(bool(reports))
        layout.addWidget(self.view, 1)
        self.status = QLabel()
        self.status.setObjectName("crashStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QDialogButtonBox()
        self.copy_button = self._button(buttons, CRASH_NOTICE.tr("&Copy report"), self.copy_report)
        self.save_button = self._button(buttons, CRASH_NOTICE.tr("&Save report…"), self.save_report)
        for button in (self.copy_button, self.save_button):
            button.setEnabled(bool(reports))
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(CRASH_NOTICE.tr("C&lose"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.currentRowChanged.connect(self._choose)
        if reports:
            self.list.setCurrentRow(0)
        self.resize(760, 520)

    def _button(self, box: QDialogButtonBox, text: str, slot: Callable[[], object]) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def chosen(self) -> CrashReport | None:
        """The report shown."""
        row = self.list.currentRow()
        return self.reports[row] if 0 <= row < len(self.reports) else None

    def report_text(self) -> str:
        """The report shown, as it may leave the counter (redacted)."""
        chosen = self.chosen()
        return "" if chosen is None else redact_report(chosen.text, self._redact)

    def _choose(self, _row: int) -> None:
        self.view.setPlainText(self.report_text())
        self.status.clear()

    def copy_report(self) -> None:
        """The report shown to the clipboard."""
        QGuiApplication.clipboard().setText(self.report_text())
        self.status.setText(CRASH_NOTICE.tr("The report was copied: paste it into a message."))

    @async_slot()
    async def save_report(self) -> None:
        """Ask where, and save the report shown there (written by a worker)."""
        chosen = self.chosen()
        if chosen is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self,
            CRASH_NOTICE.tr("Save the crash report"),
            proposed(chosen.path.name),
            "Text (*.txt)",
        )
        if not name:
            return
        path = Path(name)
        try:
            # Whole or not at all, and readable by the user only: a report names the open sale.
            await asyncio.to_thread(write_whole_private, path, self.report_text())
        except OSError as error:
            self.status.setText(
                CRASH_NOTICE.tr("The report was not saved: {error}").format(error=reason_of(error))
            )
            return
        self.status.setText(
            CRASH_NOTICE.tr("The report was saved as {path}.").format(path=str(path))
        )
