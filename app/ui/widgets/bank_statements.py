"""The bank statement panel of the shift report: a statement imported (read by a child
process, its progress shown, to be stopped), the shift's UPI and bank takings split into
proved, not yet in the statement and questioned, the payments questioned (to resolve, or open
in Lookup), the credits that match no sale, and the payment apps' payouts."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QTextOption
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.bank.proofs import FIGURES, PROVED_TENDERS, REFUNDS, Proof, ProofTotals, Standing
from app.counter.papers.formatting import money_text
from app.counter.services.bank_statements import InDoubt, Scope, unanswered_text
from app.i18n import Catalogue
from app.reports.drawer import DrawerFigures
from app.ui.bridge import Level, log_shown
from app.ui.models.bank import CreditsModel, PayoutsModel, QuestionedModel
from app.ui.models.rows import RowTableModel
from app.ui.save_folder import documents_folder
from app.ui.style import Tone, set_tone
from app.ui.widgets.bank_unchecked import UncheckedLine
from app.ui.widgets.focus_scroll import FocusScrollArea
from app.ui.widgets.marked_tabs import marked_tabs
from app.ui.widgets.tab_page import TabPage
from app.ui.widgets.table_view import EmptyState, make_table

BANK_PANEL = Catalogue("BANK_PANEL")
# What the file dialog offers: the exports of banks and payment apps.
FILE_PATTERNS = "(*.csv *.xlsx *.xlsm *.sta *.mt940 *.txt)"
# A figure in red while it holds money: questioned and not resolved; in amber the customer's
# debt, said until it is paid.
TONES = {Standing.QUESTIONED: Tone.ERROR, Standing.OWED: Tone.WARNING}
# The tables' columns that take the room left (their text elided, whole in the details), and
# those read in the details only: a resolution's or a narration's words in a column of their
# own made the tables scroll sideways at 1280x720.
QUESTIONED_WHY, QUESTIONED_DETAILS_ONLY = 5, (6, 7)
CREDITS_PAYER, CREDITS_DETAILS_ONLY = 3, (4,)
# The columns that say which row the details are of: the receipt, the amount; the day, the
# amount and the reference.
QUESTIONED_WHOLE: Sequence[int] = (1, 3)
CREDITS_WHOLE: Sequence[int] = (0, 1, 2)
# The rows each table keeps in view however short the screen (the page scrolls instead).
QUESTIONED_ROWS, CREDITS_ROWS = 4, 3


def no_statement_text() -> str:
    """What the credits' table says before any statement is imported."""
    return BANK_PANEL.tr("No statement imported yet.")


def fixed_columns(
    model: RowTableModel[Any],
    samples: Sequence[Sequence[str]],
    name: str,
    elastic: int,
    details_only: Sequence[int],
) -> QTableView:
    """A table of ``model`` whose columns of amounts, days and references are as wide as the
    widest of their ``samples`` in the table's font (no row is measured: a statement's credits
    may be ten thousand), ``elastic`` takes the room left and ``details_only`` are hidden."""
    # The application's: no style sheet gives tables a font of their own.
    metrics = QFontMetricsF(QApplication.font())
    widest = [max(texts, key=metrics.horizontalAdvance) if texts else "" for texts in samples]
    view = make_table(model, name, fit_columns=False, samples=widest)
    view.horizontalHeader().setSectionResizeMode(elastic, QHeaderView.ResizeMode.Stretch)
    for column in details_only:
        view.setColumnHidden(column, True)
    return view


def keep_rows(view: QTableView, rows: int) -> None:
    """``view`` at least tall enough for its titles and ``rows`` rows."""
    titles = view.horizontalHeader().sizeHint().height()
    row = view.verticalHeader().defaultSectionSize()
    view.setMinimumHeight(titles + rows * row + 2 * view.frameWidth())


def row_details(
    view: QTableView, position: int, whole: Sequence[int], columns: Sequence[int]
) -> str:
    """The row at ``position`` of ``view``'s model as HTML: the table's name and the row's
    ``whole`` columns (which row of which table, with a row of each chosen), then each of
    ``columns`` titled (the empty left out)."""
    model = view.model()
    assert isinstance(model, RowTableModel)
    which = " · ".join(model.text_at(position, column) for column in whole)
    parts = [f"<p><b>{escape(view.accessibleName())}</b><br>{escape(which)}</p>"]
    for column in columns:
        text = model.text_at(position, column)
        if text:
            title = str(model.headerData(column, Qt.Orientation.Horizontal))
            parts.append(f"<p><b>{escape(title)}</b><br>{escape(text)}</p>")
    return "".join(parts)


class BankStatementPanel(TabPage):
    """Shows what the controller reads; asks for nothing itself. A tab's page of its own
    (``TabPage``): an import's words and figures lay out and repaint this page alone.

    Signals:
        import_requested(Path): read and match this statement file.
        stop_requested(): end the import under way (it keeps nothing).
        resolve_requested(object): a supervisor resolves this questioned ``Proof``.
        settle_requested(object): a supervisor settles payments with the statement's credits,
            this questioned ``Proof`` (or None) ticked first.
        lookup_requested(str): open this booking in Lookup (its payer's details).
    """

    import_requested = Signal(object)
    stop_requested = Signal()
    resolve_requested = Signal(object)
    settle_requested = Signal(object)
    lookup_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.import_button = QPushButton(BANK_PANEL.tr("I&mport a statement…"))
        self.import_button.setObjectName("bankImport")
        self.import_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.import_button.setToolTip(
            BANK_PANEL.tr(
                "The bank's statement or a UPI settlement report (CSV, Excel, MT940): each UPI "
                "and bank payment of the till is matched to its credit"
            )
        )
        # The file a refusal kept (no bank account declared, or not this one): imported again
        # once a supervisor has declared the account, without looking for it again.
        self.again_button = QPushButton(BANK_PANEL.tr("Import it &again"))
        self.again_button.setObjectName("bankAgain")
        self.again_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.again_button.hide()
        self.kept: Path | None = None
        self.stop_button = QPushButton(BANK_PANEL.tr("S&top the import"))
        self.stop_button.setObjectName("bankStop")
        self.stop_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.progress = QProgressBar()
        self.progress.setObjectName("bankProgress")
        # Their room kept while hidden: an import's start and end move nothing below them.
        for hidden in (self.progress, self.stop_button):
            policy = hidden.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            hidden.setSizePolicy(policy)
            hidden.hide()
        self.state = QLabel(
            BANK_PANEL.tr("Import the bank's statement to prove the UPI and bank takings.")
        )
        self.state.setObjectName("bankState")
        self.state.setWordWrap(True)
        set_tone(self.state, Tone.PLAIN)  # here, not restyled in the turn an import starts
        # Said while the agency store does not answer: the standings are this counter's own.
        self.scope = QLabel(unanswered_text())
        self.scope.setObjectName("bankScope")
        self.scope.setWordWrap(True)
        set_tone(self.scope, Tone.WARNING)
        self.scope.hide()
        # A statement of no balance awaiting a supervisor's acceptance (hidden while none).
        self.unchecked = UncheckedLine()
        self.figures: dict[str, QLabel] = {}
        grid = QGridLayout()
        titles = {
            Standing.PROVED: BANK_PANEL.tr("Proved"),
            Standing.NOT_YET: BANK_PANEL.tr("Not yet in the statement"),
            Standing.QUESTIONED: BANK_PANEL.tr("Questioned"),
            Standing.OWED: BANK_PANEL.tr("Customer still owes"),
            Standing.WRITTEN_OFF: BANK_PANEL.tr("Written off"),
        }
        for column, title in enumerate(titles.values(), start=1):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        # Takings and refunds on lines of their own, each amount positive, its direction in the
        # line's words: netted, a refund made "UPI not yet in the statement" read -3,024.00.
        lines = [
            (f"{kind.key}{part}", title.format(tender=kind.title()))
            for kind in PROVED_TENDERS
            for part, title in (
                ("", BANK_PANEL.tr("{tender} takings")),
                (f"_{REFUNDS}", BANK_PANEL.tr("{tender} refunds")),
            )
        ]
        for row, (key, title) in enumerate(lines, start=1):
            # Wrapped: a line's title in Tamil ("Bank transfer refunds") made the page scroll.
            named = QLabel(title)
            named.setWordWrap(True)
            grid.addWidget(named, row, 0)
            for column, standing in enumerate(Standing, start=1):
                name = f"{key}_{FIGURES[standing]}"
                label = self.figures[name] = QLabel("—")
                label.setObjectName(f"bank_{name}")
                grid.addWidget(label, row, column)
        self.questioned = QuestionedModel()
        self.questioned_table = fixed_columns(
            self.questioned,
            self.questioned.samples(),
            "bankQuestioned",
            QUESTIONED_WHY,
            QUESTIONED_DETAILS_ONLY,
        )
        questioned = BANK_PANEL.tr("Payments questioned")
        self.questioned_table.setAccessibleName(questioned)
        EmptyState(self.questioned_table, BANK_PANEL.tr("No payment is questioned."))
        self.resolve_button = QPushButton(BANK_PANEL.tr("Re&solve…"))
        self.resolve_button.setObjectName("bankResolve")
        # Several payments, or one in several transfers, with the credits that paid them.
        self.settle_button = QPushButton(BANK_PANEL.tr("Settl&e with credits…"))
        self.settle_button.setObjectName("bankSettle")
        self.lookup_button = QPushButton(BANK_PANEL.tr("Open in &Lookup"))
        self.lookup_button.setObjectName("bankLookup")
        self.credits = CreditsModel()
        self.credits_table = fixed_columns(
            self.credits, self.credits.samples(), "bankCredits", CREDITS_PAYER, CREDITS_DETAILS_ONLY
        )
        credits = BANK_PANEL.tr("Credits that match no sale")
        self.credits_table.setAccessibleName(credits)
        # Nothing is said of a statement before one is imported (``show_figures`` says which).
        self.credits_empty = EmptyState(self.credits_table, no_statement_text())
        self.payouts = PayoutsModel()
        self.payouts_table = make_table(self.payouts, "bankPayouts", fit_columns=True)
        payouts = BANK_PANEL.tr("Payouts of the payment apps")
        self.payouts_table.setAccessibleName(payouts)
        EmptyState(self.payouts_table, BANK_PANEL.tr("No settlement report names a payout yet."))
        # The row chosen in either table, each of its columns whole and wrapped (a narration
        # has few spaces: it breaks anywhere).
        self.details = QTextBrowser()
        self.details.setObjectName("bankDetails")
        self.details.setAccessibleName(BANK_PANEL.tr("Details"))
        self.details.setOpenLinks(False)
        self.details.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.details.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        top = QHBoxLayout()
        top.addWidget(self.import_button)
        top.addWidget(self.again_button)
        top.addWidget(self.progress, 3)
        top.addWidget(self.stop_button)
        top.addStretch(1)
        actions = QHBoxLayout()
        actions.addWidget(QLabel(f"<b>{questioned}</b>"), 1)
        actions.addWidget(self.lookup_button)
        actions.addWidget(self.resolve_button)
        actions.addWidget(self.settle_button)
        # The page scrolls up and down when the screen is short: the tables keep rows enough to
        # be read (at 1280x720 the questioned showed one and a half in Hindi).
        content = QWidget()
        keep_rows(self.questioned_table, QUESTIONED_ROWS)
        for listed in (self.credits_table, self.payouts_table):
            keep_rows(listed, CREDITS_ROWS)
        self.area = FocusScrollArea(content)
        self.area.setObjectName("bankScroll")
        # The import and its words above: a wrapped line inside would have the area lay the
        # page out at its preferred height (Qt's height for width), the credits out of sight.
        page = QVBoxLayout(self.body)
        page.addLayout(top)
        page.addWidget(self.state)
        page.addWidget(self.scope)
        page.addWidget(self.unchecked)
        page.addWidget(self.area, 1)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        # The credits of no sale and the payouts share one place, a tab each: a table under
        # each of three titles left each a line at a counter's 768 pixels.
        self.lists = marked_tabs()
        self.lists.setObjectName("bankLists")
        self.lists.setAccessibleName(
            BANK_PANEL.tr("Credits that match no sale, or the payment apps' payouts")
        )
        self.lists.addTab(self.credits_table, credits)
        self.lists.addTab(self.payouts_table, payouts)
        questioned_side = QVBoxLayout()
        questioned_side.addLayout(actions)
        questioned_side.addWidget(self.questioned_table)
        # The details beside the questioned payments only: the payouts' seven columns of figures
        # take the page's whole width (beside the details, "Arrived" was cut at 1280x720).
        beside = QHBoxLayout()
        beside.addLayout(questioned_side, 3)
        beside.addWidget(self.details, 1)
        layout.addLayout(beside, 2)
        layout.addWidget(self.lists, 1)

        self.import_button.clicked.connect(self.ask_file)
        self.stop_button.clicked.connect(self.stop_requested)
        self.again_button.clicked.connect(self._import_again)
        self.resolve_button.clicked.connect(self._resolve_selected)
        self.settle_button.clicked.connect(lambda: self.settle_requested.emit(self.selected()))
        self.lookup_button.clicked.connect(self._look_up_selected)
        self.questioned_table.doubleClicked.connect(lambda _index: self._look_up_selected())
        for view in (self.questioned_table, self.credits_table):
            view.selectionModel().currentRowChanged.connect(self._show_details)

    def _show_details(self, current: QModelIndex, _previous: QModelIndex) -> None:
        """The row now chosen in either table: its columns cut or hidden there, whole."""
        if not current.isValid():
            return
        if current.model() is self.questioned:
            view, whole = self.questioned_table, QUESTIONED_WHOLE
            columns: Sequence[int] = (QUESTIONED_WHY, *QUESTIONED_DETAILS_ONLY)
        else:
            view, whole = self.credits_table, CREDITS_WHOLE
            columns = (CREDITS_PAYER, *CREDITS_DETAILS_ONLY)
        self.details.setHtml(row_details(view, current.row(), whole, columns))

    def ask_file(self) -> None:
        """Ask which statement to import, then ask for it to be imported."""
        name, _filter = QFileDialog.getOpenFileName(
            self,
            BANK_PANEL.tr("Import a statement"),
            # The app's documents folder, where a downloaded statement is saved with the rest
            # (an empty start opened the home folder).
            str(documents_folder()),
            BANK_PANEL.tr("Statements") + " " + FILE_PATTERNS,
        )
        if name:
            self.import_requested.emit(Path(name))

    def keep_file(self, path: Path) -> None:
        """Offer ``path`` to be imported again (after a refusal the settings can mend)."""
        self.kept = path
        self.again_button.setToolTip(str(path))
        self.again_button.show()

    def _import_again(self) -> None:
        if self.kept is not None:
            self.import_requested.emit(self.kept)

    def show_started(self) -> None:
        """An import begun: its words, its bar (the file's size not known yet) and Stop."""
        self.import_button.setEnabled(False)
        self.again_button.hide()
        self.kept = None
        set_tone(self.state, Tone.PLAIN)
        self.state.setText(BANK_PANEL.tr("Reading the statement…"))
        self.show_progress(0, 0)
        self.progress.show()
        self.stop_button.show()

    def show_progress(self, done: int, total: int) -> None:
        """A file being read: ``done`` of ``total`` rows (0 of 0: not known yet)."""
        bar = self.progress
        if (bar.maximum(), bar.value()) == (max(total, 0), min(done, total)):
            return
        # A bar that moves visibly repaints itself at once (Qt's repaint(), not update()): its
        # window's paint, 6 to 7 ms, in the turn of the click. Suspended, it is drawn at the
        # window's next paint with whatever else changed.
        bar.setUpdatesEnabled(False)
        bar.setRange(0, max(total, 0))
        bar.setValue(min(done, total))
        bar.setUpdatesEnabled(True)

    def show_imported(self, text: str) -> None:
        """The import's outcome in words."""
        self._done()
        set_tone(self.state, Tone.PLAIN)
        self.state.setText(text)
        log_shown(Level.INFO, text)

    def show_problem(self, text: str) -> None:
        """Something refused: a sentence for staff (logged)."""
        self._done()
        log_shown(Level.ERROR, text)
        set_tone(self.state, Tone.ERROR)
        self.state.setText(text)

    def _done(self) -> None:
        self.progress.hide()
        self.stop_button.hide()
        self.import_button.setEnabled(True)

    def show_figures(self, figures: DrawerFigures) -> None:
        """The shift's split, takings and refunds apart, as the drawer's latest X or Z figures
        carry it; a dash for each before any statement is imported (the figures carry none)."""
        imported = bool(figures.proof or figures.proof_refunds)
        self.credits_empty.label.setText(
            BANK_PANEL.tr("Every credit matches a sale.") if imported else no_statement_text()
        )
        for kind in PROVED_TENDERS:
            for part, split in (("", figures.proof), (f"_{REFUNDS}", figures.proof_refunds)):
                totals = split.get(kind, ProofTotals())
                for standing in Standing:
                    amount = totals.amount(standing)
                    label = self.figures[f"{kind.key}{part}_{FIGURES[standing]}"]
                    label.setText(money_text(amount) if imported else "—")
                    if standing in TONES:
                        set_tone(label, TONES[standing] if amount else Tone.PLAIN)

    def show_questioned(self, found: InDoubt) -> None:
        """The payments questioned (the first selected), and whose word they are."""
        self.scope.setVisible(found.scope is Scope.UNANSWERED)
        # What the details said was of a row read before: it may be gone or changed.
        self.details.clear()
        self.questioned.set_rows(found.questioned)
        has = bool(found.questioned)
        self.resolve_button.setEnabled(has)
        self.lookup_button.setEnabled(has)
        self.settle_button.setEnabled(has)
        if has:
            self.questioned_table.selectRow(0)

    def show_credits(self, found: InDoubt) -> None:
        """The first page of the credits of no sale."""
        self.credits.show_page(found.unmatched, found.more_credits)

    def show_payouts(self, found: InDoubt) -> None:
        """The payment apps' payouts and whether each reached the bank in full."""
        self.payouts.set_rows(found.payouts)

    def selected(self) -> Proof | None:
        """The questioned payment selected."""
        index = self.questioned_table.currentIndex()
        return self.questioned.row_at(index) if index.isValid() else None

    def _resolve_selected(self) -> None:
        proof = self.selected()
        if proof is not None:
            self.resolve_requested.emit(proof)

    def _look_up_selected(self) -> None:
        proof = self.selected()
        if proof is not None and proof.booking_ref:
            self.lookup_requested.emit(proof.booking_ref)
