"""The Book screen's notice of sales whose answer has not come, and of one that came later."""

from __future__ import annotations

from PySide6.QtCore import Signal, SignalInstance
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.booking import UnresolvedSale
from app.booking.left import CUSTOMER_LEFT, KEEP_TRYING
from app.i18n import Catalogue
from app.ui.style import named

UNRESOLVED_NOTICE = Catalogue("UNRESOLVED_NOTICE")


class UnresolvedNotice(QFrame):
    """Names the oldest unresolved sale, with the ways out staff have; or a sale that went
    through meanwhile, with its voucher and its cancellation one click away.

    Signals:
        stop_requested(str): "Stop trying" the sale with this request_id (never sent).
        decision_requested(str): a supervisor is to decide about this request_id.
        voucher_requested(str): show the voucher of the booking made under this request_id.
        lookup_requested(str): open this booking reference in Lookup (to cancel it).
        scans_requested(str): a supervisor is to see the ID scans of this request_id.
    """

    stop_requested = Signal(str)
    decision_requested = Signal(str)
    voucher_requested = Signal(str)
    lookup_requested = Signal(str)
    scans_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "unresolvedNotice")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.stop_button = QPushButton(UNRESOLVED_NOTICE.tr("Stop trying"))
        self.stop_button.setToolTip(
            UNRESOLVED_NOTICE.tr(
                "Only a sale the journal shows was never sent can be dropped here."
            )
        )
        self.decide_button = QPushButton(UNRESOLVED_NOTICE.tr("Supervisor decision…"))
        self.decide_button.setToolTip(
            UNRESOLVED_NOTICE.tr(
                "Keep trying, or the customer has left: a supervisor's PIN, recorded with why."
            )
        )
        self.scans_button = QPushButton(UNRESOLVED_NOTICE.tr("ID scans…"))
        self.scans_button.setToolTip(
            UNRESOLVED_NOTICE.tr(
                "A supervisor may look at the passengers' ID scans the sale holds (their PIN;"
                " the look is logged)."
            )
        )
        self.booked_label = QLabel()
        self.booked_label.setWordWrap(True)
        self.voucher_button = QPushButton(UNRESOLVED_NOTICE.tr("Show voucher"))
        self.lookup_button = QPushButton(UNRESOLVED_NOTICE.tr("Not wanted: cancel in Lookup"))
        self._sale: UnresolvedSale | None = None
        self._booked: tuple[str, str] | None = None
        waiting = QHBoxLayout()
        waiting.addWidget(self.label, 1)
        waiting.addWidget(self.stop_button)
        waiting.addWidget(self.decide_button)
        waiting.addWidget(self.scans_button)
        booked = QHBoxLayout()
        booked.addWidget(self.booked_label, 1)
        booked.addWidget(self.voucher_button)
        booked.addWidget(self.lookup_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.addLayout(waiting)
        layout.addLayout(booked)
        self.stop_button.clicked.connect(lambda: self._emit(self.stop_requested))
        self.decide_button.clicked.connect(lambda: self._emit(self.decision_requested))
        self.scans_button.clicked.connect(lambda: self._emit(self.scans_requested))
        self.voucher_button.clicked.connect(self._voucher)
        self.lookup_button.clicked.connect(self._lookup)
        self.show_sales([])

    def _emit(self, signal: SignalInstance) -> None:
        if self._sale is not None:
            signal.emit(self._sale.request_id)

    def _voucher(self) -> None:
        if self._booked is not None:
            self.voucher_requested.emit(self._booked[0])

    def _lookup(self) -> None:
        if self._booked is not None:
            self.lookup_requested.emit(self._booked[1])

    def show_sales(self, sales: list[UnresolvedSale]) -> None:
        """The sales still waiting (oldest first); hidden when none and nothing went through."""
        self._sale = sales[0] if sales else None
        self.label.setText(" ".join(sale.notice() for sale in sales))
        for widget in (self.label, self.stop_button, self.decide_button):
            widget.setVisible(self._sale is not None)
        self.stop_button.setEnabled(self._sale is not None and self._sale.can_stop)
        self.scans_button.setVisible(self._sale is not None and self._sale.scans > 0)
        self._show_if_needed()

    def show_booked(self, request_id: str, booking_ref: str, text: str) -> None:
        """An earlier sale went through: ``text`` says so; its voucher and Lookup are offered."""
        self._booked = (request_id, booking_ref)
        self.booked_label.setText(text)
        self._show_if_needed()

    def clear_booked(self) -> None:
        """Staff have seen the booking that went through."""
        self._booked = None
        self._show_if_needed()

    def _show_if_needed(self) -> None:
        for widget in (self.booked_label, self.voucher_button, self.lookup_button):
            widget.setVisible(self._booked is not None)
        self.setVisible(self._sale is not None or self._booked is not None)


class SupervisorDialog(QDialog):
    """What a supervisor decides about a sale that may have reached the service: only what its
    answer cannot contradict (keep trying, or the customer left and it is cancelled if booked).
    The supervisor's PIN is asked next.

    Signals:
        chosen(str, str): the request_id and the decision (``KEEP_TRYING`` or ``CUSTOMER_LEFT``).
    """

    chosen = Signal(str, str)

    def __init__(self, sale: UnresolvedSale, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(UNRESOLVED_NOTICE.tr("Supervisor decision"))
        self.request_id = sale.request_id
        self.text = QLabel(
            UNRESOLVED_NOTICE.tr(
                "{notice} It may be booked and paid, so only the service's answer closes it: the "
                "app keeps asking. Choose what happens meanwhile; your PIN is asked next and the "
                "journal records who, when and why."
            ).format(notice=sale.notice())
        )
        self.text.setWordWrap(True)
        self.keep_button = QPushButton(UNRESOLVED_NOTICE.tr("&Keep trying"))
        self.keep_button.setObjectName("keepTrying")
        self.left_button = QPushButton(
            UNRESOLVED_NOTICE.tr("The customer has &left: if it was booked, cancel it")
        )
        self.left_button.setObjectName("customerLeft")
        self.left_button.setToolTip(
            UNRESOLVED_NOTICE.tr(
                "If the service booked it, the app cancels it and the customer's money is given "
                "back here; the cancellation fee is the agency's."
            )
        )
        cancel = QPushButton(UNRESOLVED_NOTICE.tr("Cancel"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.keep_button)
        buttons.addWidget(self.left_button)
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.keep_button.clicked.connect(lambda: self._choose(KEEP_TRYING))
        self.left_button.clicked.connect(lambda: self._choose(CUSTOMER_LEFT))
        cancel.clicked.connect(self.reject)

    def _choose(self, decision: str) -> None:
        self.accept()
        self.chosen.emit(self.request_id, decision)
