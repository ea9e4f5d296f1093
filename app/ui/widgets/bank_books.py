"""The statement against the books, a section of the bank statement tab: the reconciliation as
TallyPrime lays it out (each amount positive, its direction in words), the lines no rule
accounts for with the lines assigned, and the dialog a line is assigned to an account with. It
shows what its controller reads and asks for nothing itself."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.bank.reconciliation import LeftOver, Reconciliation
from app.counter.papers.formatting import money_text
from app.counter.services.bank_vouchers import (
    ACCOUNT_NAMES,
    BankBooks,
    account_text,
    direction_text,
    figures,
    line_text,
    narration_text,
    verdict_text,
)
from app.figures import date_text
from app.i18n import Catalogue
from app.ui.models.bank import WIDEST_AMOUNT, date_samples
from app.ui.models.rows import RIGHT, Column, RowTableModel
from app.ui.style import Tone, set_tone
from app.ui.widgets.bank_statements import BankStatementPanel, fixed_columns, keep_rows
from app.ui.widgets.form_dialog import lay_out, state_line, wrapped
from app.ui.widgets.table_view import EmptyState
from app.ui.widgets.wheel_guard import guarded

BANK_BOOKS_PANEL = Catalogue("BANK_BOOKS_PANEL")
NARRATION_MAX = 200
# A narration as short as a supervisor types one, for the width of the "Booked to" column.
ASSIGNED_SAMPLE = "Office rent"
# The lines' table: its narration takes the room left; the rows it keeps in view.
LINES_NARRATION, LINES_ROWS = 3, 3


def _assigned_to(line: LeftOver) -> str:
    voucher = line.voucher
    if voucher is None:
        return BANK_BOOKS_PANEL.tr("Left over")
    return f"{account_text(voucher.account)}: {voucher.narration}"


class LinesModel(RowTableModel[LeftOver]):
    """The lines left over, then those assigned: day, amount, direction, narration, and the
    account each is assigned to with the narration typed ("Left over" while none)."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(BANK_BOOKS_PANEL.tr("Day"), lambda line: date_text(line.on)),
                Column(
                    BANK_BOOKS_PANEL.tr("Amount"),
                    lambda line: money_text(abs(line.amount)),
                    align=RIGHT,
                ),
                Column(BANK_BOOKS_PANEL.tr("Direction"), lambda line: direction_text(line.amount)),
                Column(BANK_BOOKS_PANEL.tr("Narration"), narration_text),
                Column(BANK_BOOKS_PANEL.tr("Booked to"), _assigned_to),
            ]
        )

    @staticmethod
    def samples() -> list[list[str]]:
        """Per column, texts as wide as its widest can be."""
        directions = [direction_text(WIDEST_AMOUNT), direction_text(-WIDEST_AMOUNT)]
        # An account's name and a short narration: the rest is read in the row's tooltip.
        assigned = [f"{account_text(account)}: {ASSIGNED_SAMPLE}" for account in ACCOUNT_NAMES]
        return [date_samples(), [money_text(WIDEST_AMOUNT)], directions, [], assigned]


class BankBooksSection(QWidget):
    """The reconciliation's figures and verdict over the lines left over and assigned, with a
    button to assign the line chosen and one to undo its assignment.

    Signals:
        assign_requested(object): a supervisor assigns this ``LeftOver`` to an account.
        undo_requested(object): a supervisor undoes this assigned ``LeftOver``'s assignment.
    """

    assign_requested = Signal(object)
    undo_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bankBooks")
        self.grid = QGridLayout()
        # The figures beside their labels, the room left after them: read across at a glance.
        self.grid.setColumnStretch(3, 1)
        self.figure_labels: list[tuple[QLabel, QLabel, QLabel]] = []
        # Each declared account is reconciled apart: the one whose figures are shown, chosen
        # where there are more than one.
        self.account = guarded(QComboBox())
        self.account.setObjectName("bankReconciledAccount")
        self.account.setAccessibleName(BANK_BOOKS_PANEL.tr("Account reconciled"))
        self.account.setVisible(False)
        self._reconciled: tuple[tuple[str, Reconciliation], ...] = ()
        self._left_over = 0
        self.verdict = QLabel(BANK_BOOKS_PANEL.tr("No statement states its closing balance yet."))
        self.verdict.setObjectName("bankVerdict")
        self.verdict.setWordWrap(True)
        self.lines = LinesModel()
        self.table = fixed_columns(
            self.lines, self.lines.samples(), "bankLines", LINES_NARRATION, ()
        )
        self.table.setAccessibleName(BANK_BOOKS_PANEL.tr("Lines left over and booked"))
        self.empty = EmptyState(self.table, BANK_BOOKS_PANEL.tr("Every line is accounted for."))
        keep_rows(self.table, LINES_ROWS)
        self.assign_button = QPushButton(BANK_BOOKS_PANEL.tr("Boo&k to an account…"))
        self.assign_button.setObjectName("bankBookLine")
        self.undo_button = QPushButton(BANK_BOOKS_PANEL.tr("U&ndo the entry"))
        self.undo_button.setObjectName("bankUndoBooking")
        actions = QHBoxLayout()
        actions.addWidget(self.verdict, 1)
        actions.addWidget(self.assign_button)
        actions.addWidget(self.undo_button)
        chooser = QHBoxLayout()
        chooser.addWidget(self.account)
        chooser.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(chooser)
        layout.addLayout(self.grid)
        layout.addLayout(actions)
        layout.addWidget(self.table, 1)
        self.assign_button.clicked.connect(lambda: self._ask(self.assign_requested, assigned=False))
        self.undo_button.clicked.connect(lambda: self._ask(self.undo_requested, assigned=True))
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._enable())
        self.account.currentIndexChanged.connect(lambda _index: self._show_chosen())
        self._enable()

    def title(self) -> str:
        """The section's name as its tab shows it."""
        return BANK_BOOKS_PANEL.tr("Balance and lines left over")

    def show_reconciliation(self, books: BankBooks) -> None:
        """Each account's reconciliation (when a statement of it states its closing balance)
        and its verdict, with how many lines are left over: the account chosen before kept
        chosen, else the one whose statement ends latest."""
        chosen = self.account.currentText()
        self._reconciled, self._left_over = books.reconciliations, books.left_over_count
        titles = [title for title, _found in books.reconciliations]
        self.account.blockSignals(True)
        self.account.clear()
        self.account.addItems(titles)
        self.account.setCurrentIndex(titles.index(chosen) if chosen in titles else 0)
        self.account.blockSignals(False)
        self.account.setVisible(len(titles) > 1)
        self._show_chosen()

    def _show_chosen(self) -> None:
        """The figures and verdict of the account chosen."""
        index = self.account.currentIndex()
        found = self._reconciled[index][1] if 0 <= index < len(self._reconciled) else None
        shown = figures(found) if found is not None else []
        while len(self.figure_labels) < len(shown):
            row = len(self.figure_labels)
            labels = (QLabel(), QLabel(), QLabel())
            labels[1].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, label in enumerate(labels):
                label.setObjectName(f"bankFigure{row}_{column}")
                self.grid.addWidget(label, row, column)
            self.figure_labels.append(labels)
        for row, labels in enumerate(self.figure_labels):
            for label in labels:
                label.setVisible(row < len(shown))
            if row < len(shown):
                figure = shown[row]
                texts = (figure.label, figure.amount, figure.direction)
                for label, text in zip(labels, texts, strict=True):
                    label.setText(text)
        if found is None:
            set_tone(self.verdict, Tone.PLAIN)
            self.verdict.setText(
                BANK_BOOKS_PANEL.tr("No statement states its closing balance yet.")
            )
        else:
            set_tone(self.verdict, Tone.ERROR if found.gap else Tone.PLAIN)
            count = self._left_over
            left = BANK_BOOKS_PANEL.tr("%n line(s) left over.", "", count)
            self.verdict.setText(f"{verdict_text(found)} {left}")

    def show_lines(self, books: BankBooks) -> None:
        """The lines left over (a page), then those assigned; the first chosen."""
        self.lines.set_rows([*books.left_over, *books.assigned])
        if books.left_over or books.assigned:
            self.table.selectRow(0)
        self._enable()

    def selected(self) -> LeftOver | None:
        """The line chosen."""
        index = self.table.currentIndex()
        return self.lines.row_at(index) if index.isValid() else None

    def _enable(self) -> None:
        line = self.selected()
        self.assign_button.setEnabled(line is not None and line.voucher is None)
        self.undo_button.setEnabled(line is not None and line.voucher is not None)

    def _ask(self, signal: SignalInstance, *, assigned: bool) -> None:
        line = self.selected()
        if line is not None and (line.voucher is not None) == assigned:
            signal.emit(line)


def add_books_section(panel: BankStatementPanel) -> BankBooksSection:
    """The section put in ``panel``'s lists, a tab beside the credits and the payouts."""
    section = BankBooksSection()
    panel.lists.addTab(section, section.title())
    return section


# Why an assignment (the account, the narration typed) cannot be made; '' when it can.
Problem = Callable[[str, str], str]


class AssignLineDialog(QDialog):
    """The line, the account it is assigned to and its narration; Enter assigns (unless
    ``problem`` has a sentence against it, said under the fields), Esc leaves it over."""

    def __init__(self, line: LeftOver, problem: Problem, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.problem = problem
        self.setObjectName("bankBookDialog")
        self.setWindowTitle(BANK_BOOKS_PANEL.tr("Book a statement's line"))
        intro = wrapped(QLabel(line_text(line)))
        self.account = guarded(QComboBox())
        self.account.setObjectName("bookAccount")
        for account in ACCOUNT_NAMES:
            self.account.addItem(account_text(account), account)
        self.narration = QLineEdit()
        self.narration.setObjectName("bookNarration")
        self.narration.setMaxLength(NARRATION_MAX)
        self.narration.setPlaceholderText(BANK_BOOKS_PANEL.tr("e.g. office rent for December"))
        self.state = state_line("bookState")
        self.narration.textChanged.connect(self.state.clear)
        form = QFormLayout()
        form.addRow(BANK_BOOKS_PANEL.tr("&Account"), self.account)
        form.addRow(BANK_BOOKS_PANEL.tr("&Narration"), self.narration)
        self.assign_button, cancel = lay_out(self, intro, form, self.state, self.submit)
        self.assign_button.setObjectName("bookButton")
        self.assign_button.setText(BANK_BOOKS_PANEL.tr("&Book"))
        cancel.setText(BANK_BOOKS_PANEL.tr("Cancel"))
        self.narration.setFocus()

    def chosen(self) -> str:
        """The account chosen (its name in the books)."""
        return str(self.account.currentData())

    def narration_given(self) -> str:
        """The narration typed, spaces tidied."""
        return " ".join(self.narration.text().split())

    def submit(self) -> None:
        """Book, unless what was chosen cannot be (then say why, and keep it)."""
        said = self.problem(self.chosen(), self.narration_given())
        if said:
            set_tone(self.state, Tone.ERROR)
            self.state.setText(said)
            self.narration.setFocus()
            return
        self.accept()
