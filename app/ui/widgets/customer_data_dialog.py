"""One customer's data, on their request: the summary of what is held (to print or save for
them), their details corrected, and, for a supervisor, the passengers' ID numbers and who has
looked at this customer's data. It only shows and asks: the controller reads and writes."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
)

from app.counter.papers.paper import Paper
from app.domain.clock import SERVICE_TZ
from app.domain.email_address import address_problem
from app.figures import stamp_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.records.customers import Access, Action, HeldPassenger, only_unproved
from app.ui.style import Tone, set_tone

CUSTOMER_DATA = Catalogue("CUSTOMER_DATA")
# The fields a correction may change, as the journal names them, with their labels.
FIELDS = (
    ("customer_name", QT_TRANSLATE_NOOP("CUSTOMER_DATA", "&Name")),
    ("customer_phone", QT_TRANSLATE_NOOP("CUSTOMER_DATA", "&Phone")),
    ("customer_email", QT_TRANSLATE_NOOP("CUSTOMER_DATA", "&E-mail")),
)


# What each entry of the access log says was done, in the clerk's words.
ACTION_WORDS = {
    Action.REPRINT: QT_TRANSLATE_NOOP("CUSTOMER_DATA", "printed the ID numbers"),
    Action.ID_VIEW: QT_TRANSLATE_NOOP("CUSTOMER_DATA", "saw the ID numbers"),
    Action.SCAN_VIEW: QT_TRANSLATE_NOOP("CUSTOMER_DATA", "saw an ID scan"),
    Action.EXPORT: QT_TRANSLATE_NOOP("CUSTOMER_DATA", "exported the data"),
    Action.SUMMARY: QT_TRANSLATE_NOOP("CUSTOMER_DATA", "printed the summary"),
    Action.CORRECTION: QT_TRANSLATE_NOOP("CUSTOMER_DATA", "corrected the details"),
    Action.ERASURE: QT_TRANSLATE_NOOP("CUSTOMER_DATA", "erased the data"),
}


class CustomerDataDialog(QDialog):
    """The customer's data of one booking.

    Signals: ``print_requested`` (the summary, to print or save as PDF),
    ``correction_requested(dict)`` (the fields changed: journal name -> new text),
    ``documents_requested`` and ``access_log_requested`` (a supervisor's, each asks the PIN),
    ``documents_print_requested`` (the ID numbers shown, saved as PDF for the operator).
    """

    print_requested = Signal()
    correction_requested = Signal(dict)
    documents_requested = Signal()
    documents_print_requested = Signal()
    access_log_requested = Signal()

    def __init__(self, booking_ref: str, summary: Paper, details: dict[str, str]) -> None:
        super().__init__()
        self.setObjectName("customerDataDialog")
        self.setWindowTitle(CUSTOMER_DATA.tr("The customer's data: {ref}").format(ref=booking_ref))
        self.summary = QTextBrowser()
        self.summary.setObjectName("customerDataSummary")
        self.print_button = QPushButton(CUSTOMER_DATA.tr("&Save the summary as PDF for them"))
        self.edits: dict[str, QLineEdit] = {}
        # Why the e-mail address typed cannot be kept, by its field.
        self.email_problem = QLabel()
        self.email_problem.setObjectName("customerEmailProblem")
        self.email_problem.setWordWrap(True)
        set_tone(self.email_problem, Tone.ERROR)
        self.email_problem.hide()
        form = QFormLayout()
        for name, label in FIELDS:
            edit = QLineEdit(details.get(name, ""))
            edit.setObjectName(name)
            self.edits[name] = edit
            form.addRow(CUSTOMER_DATA.known(label), edit)
            if name == "customer_email":
                form.addRow("", self.email_problem)
        self._details = dict(details)
        self.correct_button = QPushButton(CUSTOMER_DATA.tr("Save the &correction"))
        correction = QGroupBox(CUSTOMER_DATA.tr("Correct the customer's details"))
        box = QVBoxLayout(correction)
        box.addLayout(form)
        box.addWidget(self.correct_button)
        self.documents_button = QPushButton(CUSTOMER_DATA.tr("Passengers' &ID numbers…"))
        self.log_button = QPushButton(CUSTOMER_DATA.tr("&Who looked at this data…"))
        self.documents_print_button = QPushButton(CUSTOMER_DATA.tr("Save the ID &list as PDF"))
        self.documents_print_button.hide()
        self.supervisor_view = QLabel()
        self.supervisor_view.setObjectName("customerDataSupervisorView")
        self.supervisor_view.setWordWrap(True)
        self.state = QLabel()
        self.state.setObjectName("customerDataState")
        self.state.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        supervisor_row = QHBoxLayout()
        supervisor_row.addWidget(self.documents_button)
        supervisor_row.addWidget(self.log_button)
        supervisor_row.addWidget(self.documents_print_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary, 1)
        layout.addWidget(self.print_button)
        layout.addWidget(correction)
        layout.addLayout(supervisor_row)
        layout.addWidget(self.supervisor_view)
        layout.addWidget(self.state)
        layout.addWidget(buttons)
        self.print_button.clicked.connect(self.print_requested)
        self.correct_button.clicked.connect(self._correct)
        self.documents_button.clicked.connect(self.documents_requested)
        self.log_button.clicked.connect(self.access_log_requested)
        self.documents_print_button.clicked.connect(self.documents_print_requested)
        self.show_summary(summary)

    def show_summary(self, summary: Paper) -> None:
        """Show the summary ``summary`` (in the customer's language)."""
        self.summary.setHtml(summary.html())

    def _correct(self) -> None:
        changed = {
            name: edit.text().strip()
            for name, edit in self.edits.items()
            if edit.text().strip() != self._details.get(name, "")
        }
        if not changed:
            self.show_state(CUSTOMER_DATA.tr("Nothing was changed."), ok=False)
            return
        problem = address_problem(changed.get("customer_email", ""))
        self.email_problem.setText(problem or "")
        self.email_problem.setVisible(problem is not None)
        if problem is not None:
            return  # what was typed stays in the field, to be put right
        self.correction_requested.emit(changed)

    def corrected(self, changed: dict[str, str]) -> None:
        """The correction ``changed`` was saved: it is what the form now starts from."""
        self._details.update(changed)
        self.show_state(CUSTOMER_DATA.tr("The correction is saved."), ok=True)

    def show_state(self, text: str, ok: bool) -> None:
        """Say ``text`` under the form (a refusal in the warning tone)."""
        self.state.setText(text)
        set_tone(self.state, Tone.SUCCESS if ok else Tone.ERROR)

    def show_documents(self, documents: list[HeldPassenger]) -> None:
        """The passengers' ID numbers, opened for the supervisor."""
        self.documents_print_button.setVisible(bool(documents))
        if not documents:
            self.supervisor_view.setText(CUSTOMER_DATA.tr("No ID numbers are held."))
            return
        rows = "".join(
            f"<tr><td>{escape(d.name)}</td><td>{escape(d.id_type)}</td>"
            f"<td>{escape(d.id_number)}</td></tr>"
            for d in documents
        )
        self.supervisor_view.setText(f"<table cellpadding='3'>{rows}</table>")

    def show_access_log(self, entries: list[Access], problems: list[str]) -> None:
        """Who looked at this customer's data, and whether the log is whole."""
        self.documents_print_button.hide()
        lines = [
            f"{stamp_text(e.at.astimezone(SERVICE_TZ))} · {escape(e.who)} ({escape(e.role)})"
            f" · {escape(action_text(e.action))} · {escape(e.why)}"
            for e in entries
        ] or [escape(CUSTOMER_DATA.tr("No one has read this customer's ID data."))]
        whole = chain_text(problems)
        self.supervisor_view.setText("<br>".join([*lines, f"<b>{escape(whole)}</b>"]))


def action_text(action: Action) -> str:
    """What an entry of the access log says was done, in the screen's language."""
    return CUSTOMER_DATA.known(ACTION_WORDS[action])


def chain_text(problems: list[str]) -> str:
    """Whether the access log is whole (``problems``: what breaks its chain), for a supervisor."""
    if not problems:
        return CUSTOMER_DATA.tr("The log is whole.")
    if only_unproved(problems):
        return CUSTOMER_DATA.tr("The log cannot be proved whole: {problems}").format(
            problems="; ".join(problems)
        )
    return CUSTOMER_DATA.tr("The log was changed: {problems}").format(problems="; ".join(problems))
