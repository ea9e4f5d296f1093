"""The drawer of the counter's shift: open a shift (named clerk, counted float), count the drawer
by denomination, the X report (reads only) and the Z report (closes the shift)."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import cast

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.counter.papers.formatting import money_text, tenders_text
from app.domain.money import ZERO
from app.domain.tenders import DRAWER, TENDERS, TenderKind
from app.domain.till import DENOMINATIONS, DrawerCount
from app.figures import moment_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.records.till import Shift, ZReport
from app.reports.drawer import DrawerFigures
from app.ui.bridge import Level, log_shown
from app.ui.style import Tone, set_tone
from app.ui.widgets.wheel_guard import guarded

SHIFT_DRAWER = Catalogue("SHIFT_DRAWER")

COUNT_WIDTH = 96  # a count box: six digits and its arrows

# The drawer's figures, by their ``DrawerFigures`` names; each other tender's takings follow.
DRAWER_ROWS = (
    ("opening_float", QT_TRANSLATE_NOOP("SHIFT_DRAWER", "Opening float")),
    ("cash_in", QT_TRANSLATE_NOOP("SHIFT_DRAWER", "Cash in (sales)")),
    ("cash_out", QT_TRANSLATE_NOOP("SHIFT_DRAWER", "Cash out (refunds)")),
    # Within the cash out (shown when not nil, as the X and Z reports print it): what cash
    # refunds were rounded by to leave in whole rupees, so a counted drawer checks by hand.
    ("refund_round_off", QT_TRANSLATE_NOOP("SHIFT_DRAWER", "of which round off to whole rupees")),
    ("expected", QT_TRANSLATE_NOOP("SHIFT_DRAWER", "<b>Expected in the drawer</b>")),
    ("counted", QT_TRANSLATE_NOOP("SHIFT_DRAWER", "Counted")),
    ("difference", QT_TRANSLATE_NOOP("SHIFT_DRAWER", "<b>Difference</b>")),
)
LAST_ROWS = (
    ("pending_cash", QT_TRANSLATE_NOOP("SHIFT_DRAWER", "Cash of sales not yet answered")),
    ("refunds_owed", QT_TRANSLATE_NOOP("SHIFT_DRAWER", "Refunds still owed to customers")),
)
Reading = Callable[[DrawerFigures], Decimal | None]


def _named(name: str) -> Reading:
    return lambda figures: cast(Decimal | None, getattr(figures, name))


def _taken(kind: TenderKind) -> Reading:
    return lambda figures: figures.taken[kind]


def _given(kind: TenderKind) -> Reading:
    return lambda figures: figures.given[kind]


def _net(kind: TenderKind) -> Reading:
    return lambda figures: figures.net(kind)


def figure_rows() -> tuple[tuple[str, str, Reading], ...]:
    """Each figure the drawer shows: its name, its title in the clerk's language and how it
    is read from the figures (the drawer's; each other registered tender's taken, given back
    and net, as the X and Z reports print them; the rest)."""
    tenders = tuple(
        row
        for kind in TENDERS
        if kind is not DRAWER
        for row in (
            (
                f"{kind.key}_in",
                SHIFT_DRAWER.tr("{tender} taken").format(tender=kind.title()),
                _taken(kind),
            ),
            (
                f"{kind.key}_out",
                SHIFT_DRAWER.tr("{tender} given back").format(tender=kind.title()),
                _given(kind),
            ),
            (
                f"{kind.key}_net",
                SHIFT_DRAWER.tr("{tender} net").format(tender=kind.title()),
                _net(kind),
            ),
        )
    )
    return (
        *((name, SHIFT_DRAWER.known(title), _named(name)) for name, title in DRAWER_ROWS),
        *tenders,
        *((name, SHIFT_DRAWER.known(title), _named(name)) for name, title in LAST_ROWS),
    )


def amount_of(text: str) -> Decimal | None:
    """A typed amount (commas allowed, empty = 0); None when it is not one."""
    try:
        value = Decimal(text.replace(",", "").strip() or "0")
    except InvalidOperation:
        return None
    return value if value.is_finite() and value >= 0 else None


def not_a_float() -> str:
    """What to type when the opening float typed is not an amount."""
    return SHIFT_DRAWER.tr("Type the float you counted as an amount, e.g. 2000.")


class ShiftDrawer(QGroupBox):
    """The shift and its drawer; the controller does the journal's part.

    Signals:
        open_requested(str, str): open a shift for that clerk with that float (as typed).
        x_requested(object): the X report with this ``DrawerCount`` (nothing is written).
        x_print_requested(object): print the X report with this count (nothing is written).
        z_requested(object, str): close the shift with this count, by that person.
        figures_shown(object): the ``DrawerFigures`` of an X or Z report are now shown.
    """

    open_requested = Signal(str, str)
    x_requested = Signal(object)
    x_print_requested = Signal(object)
    z_requested = Signal(object, str)
    figures_shown = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SHIFT_DRAWER.tr("Shift and drawer"), parent)
        self.setObjectName("shiftDrawer")
        self.status = QLabel()
        self.status.setObjectName("shiftStatus")
        self.status.setWordWrap(True)
        self.clerk = QLineEdit()
        self.clerk.setObjectName("shiftClerk")
        self.clerk.setPlaceholderText(SHIFT_DRAWER.tr("your name"))
        self.clerk.setAccessibleName(SHIFT_DRAWER.tr("Clerk opening the shift"))
        self.float_edit = QLineEdit()
        self.float_edit.setObjectName("shiftFloat")
        self.float_edit.setPlaceholderText(SHIFT_DRAWER.tr("float counted, e.g. 2000"))
        self.float_edit.setAccessibleName(SHIFT_DRAWER.tr("Opening float"))
        self.float_edit.setAccessibleDescription(
            SHIFT_DRAWER.tr("The cash counted in the drawer, in rupees, e.g. 2000")
        )
        self.open_button = QPushButton(SHIFT_DRAWER.tr("&Open shift"))
        self.notes: dict[int, QSpinBox] = {}
        self.coins = QLineEdit()
        self.coins.setObjectName("drawerCoins")
        self.coins.setPlaceholderText("0.00")
        self.coins.setAccessibleName(SHIFT_DRAWER.tr("Coins"))
        self.coins.setAccessibleDescription(
            SHIFT_DRAWER.tr("The coins counted, as an amount in rupees, e.g. 35.50")
        )
        self.lines: dict[int, QLabel] = {}
        self.coins_line = QLabel()
        self.count_total = QLabel()
        self.count_total.setObjectName("drawerCountTotal")
        self.figures: dict[str, QLabel] = {}
        # What customers are owed, by the tender each part goes back by (``Cash 420.00 + UPI
        # 248.00``): shown only while something is owed.
        self.owed_by = QLabel()
        self.owed_by.setObjectName("drawerOwedBy")
        self.owed_by.setAlignment(Qt.AlignmentFlag.AlignRight)
        self._readings: dict[str, Reading] = {}
        # The open shift's figures last shown: the count typed meets them as it is typed.
        self._so_far: DrawerFigures | None = None
        self._is_open = False
        self.closed_by = QLineEdit()
        self.closed_by.setObjectName("shiftClosedBy")
        self.closed_by.setPlaceholderText(SHIFT_DRAWER.tr("who counts and closes"))
        self.closed_by.setAccessibleName(SHIFT_DRAWER.tr("Counted and closed by"))
        self.x_button = QPushButton(SHIFT_DRAWER.tr("&X report"))
        self.x_button.setToolTip(
            SHIFT_DRAWER.tr("The figures so far: nothing is closed or written (Alt+X).")
        )
        self.x_print_button = QPushButton(SHIFT_DRAWER.tr("Print X report"))
        self.x_print_button.setToolTip(
            SHIFT_DRAWER.tr(
                "The figures so far on the reports' printer: nothing is closed or written."
            )
        )
        self.z_button = QPushButton(SHIFT_DRAWER.tr("&Z report: close the shift"))
        self.z_button.setToolTip(
            SHIFT_DRAWER.tr(
                "Closes the shift for good: printed on the reports' printer and saved as a PDF "
                "(Alt+Z)."
            )
        )
        self.saved_label = QLabel()
        self.saved_label.setObjectName("zSaved")
        self.saved_label.setWordWrap(True)
        self.saved_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_folder_button = QPushButton(SHIFT_DRAWER.tr("Open folder"))
        self.open_folder_button.setToolTip(SHIFT_DRAWER.tr("Open the folder of the saved Z report"))
        self.open_folder_button.setObjectName("openReportsFolder")
        self.saved_path: Path | None = None
        self.state = QLabel()
        self.state.setObjectName("drawerState")
        self.state.setWordWrap(True)

        opening = QHBoxLayout()
        opening.addWidget(self.clerk)
        opening.addWidget(self.float_edit)
        opening.addWidget(self.open_button)
        shown = self._shown = QFormLayout()
        for name, title, reading in figure_rows():
            label = self.figures[name] = QLabel("—")
            self._readings[name] = reading
            label.setObjectName(f"drawer_{name}")
            label.setAlignment(Qt.AlignmentFlag.AlignRight)
            shown.addRow(title, label)
        # One line for every tender: a line each would push the figures past a 720-pixel screen.
        shown.addRow(SHIFT_DRAWER.tr("Owed by"), self.owed_by)
        shown.setRowVisible(self.owed_by, False)
        shown.setRowVisible(self.figures["refund_round_off"], False)
        for kind in TENDERS:
            if kind is not DRAWER:
                shown.setRowVisible(self.figures[f"{kind.key}_out"], False)
                shown.setRowVisible(self.figures[f"{kind.key}_net"], False)
        # The count and the figures side by side, each as wide as its figures: stretched across
        # a wide window a count box reads as a progress bar, its number far from its note.
        figures = QHBoxLayout()
        figures.addLayout(self._count_grid())
        figures.addSpacing(32)
        figures.addLayout(shown)
        figures.addStretch(1)
        closing = QHBoxLayout()
        closing.addWidget(self.closed_by)
        closing.addWidget(self.x_button)
        closing.addWidget(self.x_print_button)
        closing.addWidget(self.z_button)
        saved = QHBoxLayout()
        saved.addWidget(self.saved_label, 1)
        saved.addWidget(self.open_folder_button)
        self.saved_row = QWidget()
        self.saved_row.setLayout(saved)
        saved.setContentsMargins(0, 0, 0, 0)
        self.saved_row.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addLayout(opening)
        layout.addLayout(figures)
        layout.addLayout(closing)
        layout.addWidget(self.state)
        layout.addWidget(self.saved_row)

        self.open_button.clicked.connect(
            lambda: self.open_requested.emit(self.clerk.text(), self.float_edit.text())
        )
        self.x_button.clicked.connect(self._x)
        self.x_print_button.clicked.connect(self._print_x)
        self.open_folder_button.clicked.connect(self._open_folder)
        self.z_button.clicked.connect(self._z)

    def _count_grid(self) -> QGridLayout:
        """Note, how many, what they come to, one row each; the coins; the total counted."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        grid.setVerticalSpacing(2)
        grid.addWidget(QLabel(SHIFT_DRAWER.tr("<b>Drawer counted</b>")), 0, 0)
        grid.addWidget(QLabel(SHIFT_DRAWER.tr("<b>Pieces</b>")), 0, 1, right)
        grid.addWidget(QLabel(SHIFT_DRAWER.tr("<b>Amount</b>")), 0, 2, right)
        for row, note in enumerate(DENOMINATIONS, start=1):
            spin = self.notes[note] = guarded(QSpinBox())
            spin.setObjectName(f"count{note}")
            spin.setRange(0, 100_000)
            spin.setMaximumWidth(COUNT_WIDTH)
            spin.setAccessibleName(SHIFT_DRAWER.tr("Pieces of {note}").format(note=note))
            spin.valueChanged.connect(lambda _value: self._show_count())
            line = self.lines[note] = QLabel()
            grid.addWidget(QLabel(f"{note} ×"), row, 0, right)
            grid.addWidget(spin, row, 1)
            grid.addWidget(line, row, 2, right)
        coins_row = len(DENOMINATIONS) + 1
        self.coins.setMaximumWidth(COUNT_WIDTH)
        self.coins.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.coins.textChanged.connect(lambda _text: self._show_count())
        grid.addWidget(QLabel(SHIFT_DRAWER.tr("coins")), coins_row, 0, right)
        grid.addWidget(self.coins, coins_row, 1)
        grid.addWidget(self.coins_line, coins_row, 2, right)
        grid.addWidget(QLabel(SHIFT_DRAWER.tr("<b>Total</b>")), coins_row + 1, 0, right)
        grid.addWidget(self.count_total, coins_row + 1, 2, right)
        self._show_count()
        return grid

    def _show_count(self) -> None:
        for note, spin in self.notes.items():
            self.lines[note].setText(money_text(Decimal(note * spin.value())))
        coins = amount_of(self.coins.text())
        self.coins_line.setText("—" if coins is None else money_text(coins))
        if coins is None:
            self.count_total.setText("—")
        else:
            total = DrawerCount.of(self._pieces(), coins).total
            self.count_total.setText(f"<b>{money_text(total)}</b>")
        if self._so_far is not None:
            # Counted and the difference follow each key, not only an X report.
            self._show_counted(self._so_far.counted_as(self._typed_count()))

    def _pieces(self) -> dict[int, int]:
        return {note: spin.value() for note, spin in self.notes.items()}

    def _typed_count(self) -> DrawerCount | None:
        """The count typed so far; None before anything is typed, or while the coins are not an
        amount (a drawer of nothing is not shown as counted before the clerk counts it)."""
        coins = amount_of(self.coins.text())
        if coins is None or (not self.coins.text().strip() and not any(self._pieces().values())):
            return None
        return DrawerCount.of(self._pieces(), coins)

    def _show_counted(self, figures: DrawerFigures) -> None:
        """Counted and the difference of ``figures``, the difference red unless nil."""
        self.figures["counted"].setText(money_text(figures.counted))
        self.figures["difference"].setText(money_text(figures.difference))
        difference = figures.difference
        off = bool(difference and difference != ZERO)
        set_tone(self.figures["difference"], Tone.ERROR if off else Tone.PLAIN, strong=off)

    def count(self) -> DrawerCount | None:
        """The drawer as counted (None, and a message, when the coins are not an amount)."""
        coins = amount_of(self.coins.text())
        if coins is None:
            self.show_problem(
                SHIFT_DRAWER.tr("Type the coins as an amount in rupees, for example 35.50.")
            )
            return None
        return DrawerCount.of(self._pieces(), coins)

    def _x(self) -> None:
        counted = self.count()
        if counted is not None:
            self.x_requested.emit(counted)

    def _print_x(self) -> None:
        counted = self.count()
        if counted is not None:
            self.x_print_requested.emit(counted)

    def _open_folder(self) -> None:
        if self.saved_path is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.saved_path.parent)))

    def show_saved(self, path: Path) -> None:
        """The Z report was saved as a PDF at ``path``: where, and a button to its folder."""
        self.saved_path = path
        self.saved_label.setText(SHIFT_DRAWER.tr("Saved as a PDF: {path}").format(path=path))
        self.saved_row.show()
        # The cursor to the button: the drawer's scroll area brings the Z's outcome into view.
        self.open_folder_button.setFocus()

    def _z(self) -> None:
        counted = self.count()
        if counted is not None:
            self.z_requested.emit(counted, self.closed_by.text())

    def offer_opening(self, clerk: str, opening_float: str) -> None:
        """The next shift's fields prefilled as the open-shift question has them: the last
        close's clerk and what it left in the drawer. Shown after a close, they replace what
        was typed before the shift just closed; otherwise what the clerk typed stays."""
        for edit, text in ((self.clerk, clerk), (self.float_edit, opening_float)):
            if self._is_open or not edit.text().strip():
                edit.setText(text)

    def show_shift(self, shift: Shift | None, last_z: ZReport | None) -> None:
        """The open shift (X and Z possible) or none (a new one may be opened)."""
        is_open = self._is_open = shift is not None
        if not is_open:
            self._so_far = None
        # While a shift is open its opening fields go: the count below gets their room.
        for widget in (self.clerk, self.float_edit, self.open_button):
            widget.setEnabled(not is_open)
            widget.setVisible(not is_open)
        for widget in (self.x_button, self.x_print_button, self.z_button, self.closed_by):
            widget.setEnabled(is_open)
        last = (
            " "
            + SHIFT_DRAWER.tr("Last Z report: no. {number}, closed by {name} {closed_at}.").format(
                number=last_z.z_no,
                name=last_z.closed_by,
                closed_at=moment_text(last_z.closed_at),
            )
            if last_z is not None
            else ""
        )
        if shift is None:
            self.status.setText(
                SHIFT_DRAWER.tr(
                    "No shift is open: type your name and the float you counted, then Open shift."
                )
                + last
            )
            return
        opened = SHIFT_DRAWER.tr("<b>{clerk}</b>'s shift, opened {opened_at} with {amount}.")
        self.status.setText(
            opened.format(
                clerk=shift.clerk,
                opened_at=moment_text(shift.opened_at),
                amount=money_text(shift.opening_float),
            )
            + last
        )
        if not self.closed_by.text():
            self.closed_by.setText(shift.clerk)

    def show_figures(self, figures: DrawerFigures, title: str) -> None:
        """Figures of an X report (so far) or a Z report (final); while the shift is open, the
        count typed is shown against them."""
        self._so_far = figures if self._is_open else None
        for name, label in self.figures.items():
            label.setText(money_text(self._readings[name](figures)))
        owed = figures.owed_tenders
        self.owed_by.setText(tenders_text(owed))
        self._shown.setRowVisible(self.owed_by, bool(owed))
        self._shown.setRowVisible(self.figures["refund_round_off"], bool(figures.refund_round_off))
        # A tender's given back and net only when it gave something back: its taken is its net
        # otherwise, and every line of each would push the figures past a 768-pixel screen.
        for kind in TENDERS:
            if kind is not DRAWER:
                for name in (f"{kind.key}_out", f"{kind.key}_net"):
                    self._shown.setRowVisible(self.figures[name], bool(figures.given[kind]))
        counted = self._typed_count() if self._so_far is not None else None
        self._show_counted(figures if counted is None else figures.counted_as(counted))
        set_tone(self.state, Tone.PLAIN)
        self.state.setText(title)
        self.figures_shown.emit(figures)

    def show_problem(self, text: str) -> None:
        """Something refused: a sentence for staff (logged)."""
        log_shown(Level.ERROR, text)
        set_tone(self.state, Tone.ERROR)
        self.state.setText(text)
