"""The counter's bookings read and written away from the UI thread (no Qt): a search's first
page and totals, and the CSV export."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path

from app.books.queries import (
    PAID_OF_BOOKING,
    BookingMoney,
    BookQueries,
    Carried,
    DayOfSale,
    TenderFlows,
    WalletMoved,
    with_paid,
)
from app.counter.papers.formatting import money_text
from app.domain.money import CURRENCY, ZERO, money
from app.domain.status import status_text
from app.domain.tenders import DRAWER, TenderKind, by_tender
from app.figures import moment_text
from app.i18n import Catalogue
from app.journal import BookingRow, DayTotals, History, Journal
from app.journal.customer_data import known_customer
from app.journal.export import PROGRESS_EVERY, csv_lines, write_csv_lines
from app.journal.records import SettledCancellation
from app.journal.schema import connect_read_only
from app.journal.till import CustomerRefund, SaleRecord, SaleState
from app.records.bookings import TenderTotals
from app.records.customers import KnownCustomer

COUNTER_HISTORY = Catalogue("COUNTER_HISTORY")


@dataclass(frozen=True, slots=True)
class FoundBookings:
    """What a search shows at once: how many bookings match, the first page, the day totals."""

    total: int
    first_page: list[BookingRow]
    days: list[DayTotals]


@contextmanager
def _read_only(database: Path) -> Iterator[sqlite3.Connection]:
    """A read-only connection of its own to the journal ``database``.

    Meant for a worker thread (SQLite connections stay in the thread that made them), so that
    the app's journal is never blocked. It reads on a full disk and in a read-only folder too.
    """
    connection = connect_read_only(database)
    try:
        yield connection
    finally:
        connection.close()


def read_search(database: Path, text: str, day: dt.date | None, page_rows: int) -> FoundBookings:
    """The day totals and the first ``page_rows`` bookings matching ``text`` and ``day``.

    Both come from one snapshot of the journal (one read transaction), so the total, which is
    the sum of the day totals, counts the rows of the page.
    """
    with _read_only(database) as connection:
        history = History(connection)
        connection.execute("BEGIN")
        days = _with_the_books(connection, history.day_totals(text, day), text, day)
        total = sum(totals.bookings for totals in days)
        first_page = (
            with_paid(connection, history.page(text, day, limit=page_rows)) if total else []
        )
        connection.rollback()  # nothing was written: this only ends the read transaction
    return FoundBookings(total, first_page, days)


def _with_the_books(
    connection: sqlite3.Connection, days: list[DayTotals], text: str, day: dt.date | None
) -> list[DayTotals]:
    """``days`` with their money by the books (``BookQueries.days_of_sale``): the wallet's, and
    the customers' at the till with each tender's part; as they are (their money not known)
    while a journal of an earlier version waits for the books job."""
    books = BookQueries(connection)
    if not books.posted():
        return days
    found = books.days_of_sale(text, day)
    return [_day_money(totals, found.get(totals.day, NOTHING_POSTED)) for totals in days]


# A day whose bookings' entries moved neither a tender nor the wallet.
NOTHING_POSTED = DayOfSale(TenderFlows(by_tender(), by_tender()), WalletMoved(ZERO, ZERO, ZERO, ()))


def _day_money(totals: DayTotals, money_of: DayOfSale) -> DayTotals:
    """``totals`` with the books' money of its day, ``money_of``."""
    wallet, customers, flows = money_of.wallet, money_of.customers, money_of.tenders
    return replace(
        totals,
        total_debited=wallet.debited,
        deducted_from_cash=wallet.cash,
        deducted_from_credit=wallet.credit,
        total_refunded=wallet.credited,
        wallet_net=wallet.net,
        paid=customers.taken,
        given_back=customers.given_back,
        customers_net=customers.net,
        tenders=tuple(
            TenderTotals(kind, flows.taken[kind], flows.given[kind], flows.net(kind))
            for kind in flows.moved
        ),
    )


# (bookings written so far, how many the export writes in all)
ExportProgress = Callable[[int, int], object]


def export_csv(
    database: Path,
    path: Path,
    text: str = "",
    day: dt.date | None = None,
    on_progress: ExportProgress | None = None,
) -> int:
    """Write the bookings matching ``text`` and ``day`` to ``path``; how many were written.

    Meant for a worker thread (``_read_only``). The file is UTF-8 with a byte-order mark, which
    spreadsheet programs need to show names such as "Müller" or "Zoë" correctly. The count and
    the rows are read in one snapshot, so ``on_progress`` ends at the total it announced.
    """
    with (
        _read_only(database) as connection,
        path.open("w", newline="", encoding="utf-8-sig") as out,
    ):
        history = History(connection)
        connection.execute("BEGIN")
        total = history.count(text, day)

        def report(written: int) -> None:
            if on_progress is not None:
                on_progress(written, total)

        report(0)
        # SQLite makes the lines (``csv_lines``): formatting them in Python here held the
        # interpreter lock against the UI thread for the whole export.
        lines = csv_lines(connection, PAID_OF_BOOKING, text, day, PROGRESS_EVERY)
        written = write_csv_lines(lines, out, report)
        connection.rollback()  # nothing was written: this only ends the read transaction
        return written


def returning_customer(database: Path, phone: str) -> KnownCustomer | None:
    """The earlier customer of the wire number ``phone`` in the journal ``database`` (for a
    worker thread: its own read-only connection)."""
    with _read_only(database) as connection:
        return known_customer(connection, phone)


def _rupees(amount: Decimal) -> str:
    return money_text(amount, CURRENCY)


def _cancelled(
    done: SettledCancellation, refunds: Sequence[CustomerRefund], given: Mapping[str, Decimal]
) -> str:
    """One cancellation: what the customer was given back for it at this till (``given``, by
    the books, and the modes of its refunds), then the wallet's credit, each named as whose it
    is."""
    wallet = COUNTER_HISTORY.tr("wallet credited {amount}").format(amount=_rupees(done.net_refund))
    if done.request_id in given:
        modes = " + ".join(
            dict.fromkeys(r.mode.title() for r in refunds if r.request_id == done.request_id)
        )
        customer = COUNTER_HISTORY.tr("customer refund {amount} by {mode}").format(
            amount=_rupees(given[done.request_id]), mode=modes
        )
        wallet = f"{customer}; {wallet}"
    if not done.refund_reference:  # no reference given: none is said (it read "…, )")
        return COUNTER_HISTORY.tr("{seats} cancelled {time} ({refund})").format(
            seats=done.released(), time=moment_text(done.settled_at), refund=wallet
        )
    return COUNTER_HISTORY.tr("{seats} cancelled {time} ({refund}, {reference})").format(
        seats=done.released(),
        time=moment_text(done.settled_at),
        refund=wallet,
        reference=done.refund_reference,
    )


def cancellation_text(
    row: BookingRow,
    cancellations: list[SettledCancellation],
    refunds: Sequence[CustomerRefund] = (),
    given: Mapping[str, Decimal] | None = None,
) -> str:
    """What became of a booking sold here: ``Part-cancelled: Lata Iyer cancelled 22 Nov 13:05
    (customer refund INR 1,200.00 by Cash; wallet credited 1,180.00, RF-…). Remaining: Ravi
    Kumar.``; '' when nothing was cancelled. ``refunds``: the till's payments of the customer's
    refunds, and ``given`` what each cancellation's gave back, by the books (``refunds_given``;
    the wallet's credit is the agency's, not what the customer got)."""
    if not cancellations and not row.total_refunded:
        return ""
    parts = [_cancelled(done, refunds, given or {}) for done in cancellations]
    details = "; ".join(parts) or COUNTER_HISTORY.tr("wallet credited {amount}").format(
        amount=_rupees(row.total_refunded)
    )
    status = status_text(row.status)
    gone = [name for done in cancellations for name in done.names]
    left = list(row.passengers)
    for name in gone:
        if name in left:
            left.remove(name)
    if row.passengers and left and gone:
        return COUNTER_HISTORY.tr("{status}: {details}. Remaining: {names}.").format(
            status=status, details=details, names=", ".join(left)
        )
    return COUNTER_HISTORY.tr("{status}: {details}.").format(status=status, details=details)


def till_carried(journal: Journal, request_id: str) -> Carried | None:
    """The credit an exchange carried to the sale ``request_id`` from the booking it replaced,
    and each refund given back to the customer on that booking, by the till's own rows: what
    History and Lookup say of it while a journal of an earlier version waits for the books job
    (None: the sale is no exchange's, or nothing was carried)."""
    carried = journal.exchanges.carried(request_id)
    if carried is None:
        return None
    amount, old = carried
    given = tuple((r.mode, r.handed) for r in journal.till.refunds_of(old) if r.handed)
    return Carried(old, amount, given)


def payment_text(
    row: BookingRow,
    sale: SaleRecord | None,
    refunds: Sequence[CustomerRefund],
    owed: Decimal = ZERO,
    books: BookingMoney | None = None,
    carried: Carried | None = None,
) -> str:
    """Whose money a booking moved, outside the receipt: ``The customer paid INR 2,360.00 (Cash
    INR 2,360.00). Cash tendered INR 2,500.00, change INR 140.00. Given back to the customer:
    INR 600.00 (INR 600.00 by Cash). The wallet was charged …``.

    What the customer paid, what a credit carried paid, and what was given back are the books'
    (``books``: the booking's money by them; None: a journal of an earlier version the books job
    has still to post, read from the till as before, ``_till_payment_text``, with ``carried``,
    the credit an exchange carried to it by the till's rows, ``till_carried``); what was
    tendered and the change are the handover's, said apart from both (change is no money given
    back for the booking); ``owed``: what the customer is still owed at this till, said until it
    is paid.
    """
    wallet = COUNTER_HISTORY.tr(
        "The wallet was charged {total} ({cash} from its balance, {credit} on credit)."
    ).format(
        total=_rupees(row.total_debited),
        cash=_rupees(row.deducted_from_cash),
        credit=_rupees(row.deducted_from_credit),
    )
    if sale is None or sale.state is not SaleState.TAKEN:
        return " ".join([COUNTER_HISTORY.tr("No customer payment was taken at this till."), wallet])
    parts = (
        _till_payment_text(sale, refunds, carried)
        if books is None
        else _books_payment_text(sale, books)
    )
    if owed:
        still = COUNTER_HISTORY.tr("Still owed to the customer: {amount}, not yet paid.")
        parts.append(still.format(amount=_rupees(owed)))
    return " ".join([*parts, wallet])


def _tenders_text(amounts: Sequence[tuple[TenderKind, Decimal]]) -> str:
    """``Cash INR 2,360.00, UPI INR 1,000.00``."""
    return ", ".join(f"{kind.title()} {_rupees(amount)}" for kind, amount in amounts)


def _books_payment_text(sale: SaleRecord, books: BookingMoney) -> list[str]:
    """What the customer paid, a credit carried and what was given back, by the books."""
    parts = []
    if books.paid:
        parts.append(
            COUNTER_HISTORY.tr("The customer paid {amount} ({ways}).").format(
                amount=_rupees(books.paid_in_all), ways=_tenders_text(books.paid)
            )
        )
    else:
        parts.append(COUNTER_HISTORY.tr("Nothing was paid at this till."))
    change = sale.payment.change
    if change:
        cash = dict(books.paid).get(DRAWER, ZERO)
        parts.append(
            COUNTER_HISTORY.tr("Cash tendered {tendered}, change {change}.").format(
                tendered=_rupees(money(cash + change)), change=_rupees(change)
            )
        )
    for credit in books.carried:
        parts += _carried_text(credit)
    if books.given_back:
        parts.append(
            COUNTER_HISTORY.tr("Given back to the customer: {amount} ({ways}).").format(
                amount=_rupees(books.given_back_in_all), ways=_tenders_text(books.given_back)
            )
        )
    elif not books.carried:
        parts.append(COUNTER_HISTORY.tr("Nothing was given back."))
    return parts


def _carried_text(credit: Carried) -> list[str]:
    """The credit an exchange carried from another booking, and what was given back on it."""
    parts = [
        COUNTER_HISTORY.tr("Credit carried from booking {booking}: {amount}.").format(
            booking=credit.booking_ref, amount=_rupees(credit.amount)
        )
    ]
    if credit.given_back:
        parts.append(
            COUNTER_HISTORY.tr("Given back to the customer on {booking}: {amount}.").format(
                booking=credit.booking_ref, amount=_tenders_text(credit.given_back)
            )
        )
    return parts


def _till_payment_text(
    sale: SaleRecord, refunds: Sequence[CustomerRefund], carried: Carried | None
) -> list[str]:
    """What the customer handed over and was given back, and the credit an exchange carried
    (``carried``), by the till's rows: a journal of an earlier version until the books job has
    posted it."""
    handed = money(sum((p.handed for p in sale.payment.parts), ZERO))
    ways = ", ".join(f"{p.kind.title()} " + _rupees(p.handed) for p in sale.payment.parts)
    change = sale.payment.change
    refund_parts = [
        COUNTER_HISTORY.tr("{amount} by {mode}").format(
            amount=_rupees(refund.handed), mode=refund.mode.title()
        )
        for refund in refunds
        if refund.handed
    ]
    refunded = money(sum((refund.handed for refund in refunds), ZERO))
    parts = [
        COUNTER_HISTORY.tr("The customer paid {amount} ({ways}).").format(
            amount=_rupees(handed), ways=ways
        )
        if sale.payment.parts
        # An exchange's sale its credit paid whole (it read "The customer paid INR 0.00 ().").
        else COUNTER_HISTORY.tr("Nothing was paid at this till.")
    ]
    if change:
        parts.append(COUNTER_HISTORY.tr("Change given: {amount}.").format(amount=_rupees(change)))
    if carried is not None:
        parts += _carried_text(carried)
    if refunded:
        parts.append(
            COUNTER_HISTORY.tr("Refunded to the customer: {amount} ({parts}).").format(
                amount=_rupees(refunded), parts=", ".join(refund_parts)
            )
        )
    if not change and not refunded and carried is None:
        parts.append(COUNTER_HISTORY.tr("Nothing was given back."))
    return parts
