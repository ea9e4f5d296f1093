"""One day's operations of this counter, read from the counter journal."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from decimal import Decimal
from pathlib import Path
from sqlite3 import Connection

from app.books.queries import BookQueries, WalletMoved, with_paid
from app.domain.modules import Module
from app.domain.money import CURRENCY, from_paise
from app.figures import amount_text
from app.i18n import Catalogue
from app.journal.cancellations import cancellations_on as settled_on
from app.journal.history import History
from app.journal.records import SettledCancellation
from app.journal.schema import connect_read_only
from app.journal.store import Journal
from app.journal.till import left_fees
from app.journal.wallet_readings import OperatorRefund, WalletReadings
from app.journal.wallet_readings import operator_refunds as read_refunds
from app.records.bookings import BookingRow
from app.reports.shift import Operation, OperationKind, by_request, chronological
from app.reports.wallet_witness import WalletReading, reading_of

COUNTER_REPORT = Catalogue("COUNTER_REPORT")


def _sales(rows: Iterable[BookingRow]) -> list[Operation]:
    # The history lists newest first; reversed, sales of the same second keep their order.
    return [
        Operation(
            OperationKind.SALE,
            row.sold_at,
            row.module,
            row.booking_ref,
            row.request_id,
            row.total_debited,
            row.deducted_from_cash,
            row.deducted_from_credit,
            product=row.product,
            paid=row.paid,
        )
        for row in reversed(list(rows))
    ]


def _cancellations(
    settled: Iterable[SettledCancellation], fees: Mapping[str, Decimal]
) -> list[Operation]:
    return [
        Operation(
            OperationKind.CANCELLATION,
            done.settled_at,
            done.module,
            done.booking_ref,
            done.request_id,
            done.net_refund,
            reference=done.refund_reference,
            product=_product(done, fees.get(done.request_id)),
        )
        for done in settled
    ]


def _product(done: SettledCancellation, fee: Decimal | None) -> str:
    """The product; for a sale the customer left, what its cancellation cost the agency."""
    if fee is None:
        return done.product
    return COUNTER_REPORT.tr(
        "{product} (the customer left; the service kept {currency} {fee})"
    ).format(product=done.product, currency=CURRENCY, fee=amount_text(fee))


def sales_on(journal: Journal, day: dt.date) -> list[Operation]:
    """The bookings sold at this counter on ``day`` (service time), oldest first, each with what
    the tenders took for it by the books."""
    return _sales(with_paid(journal.till.books_connection(), list(journal.history.rows(day=day))))


def cancellations_on(journal: Journal, day: dt.date) -> list[Operation]:
    """The cancellations this counter confirmed on ``day``, with their refund references."""
    return _cancellations(journal.cancellations_on(day), journal.left_fees())


def operations_on(journal: Journal, day: dt.date) -> list[Operation]:
    """Sales and cancellations of ``day``, oldest first."""
    return sorted(sales_on(journal, day) + cancellations_on(journal, day), key=chronological)


def read_operations_on(database: Path, day: dt.date) -> list[Operation]:
    """``operations_on`` read from the journal ``database`` on a read-only connection of its own,
    in one snapshot: meant for a worker thread, so that a busy day's hundreds of bookings are
    never turned into operations on the UI thread."""
    connection = connect_read_only(database)
    try:
        connection.execute("BEGIN")
        sales = _sales(with_paid(connection, list(History(connection).rows(day=day))))
        cancellations = _cancellations(settled_on(connection, day), left_fees(connection))
        connection.rollback()  # nothing was written: this only ends the read transaction
    finally:
        connection.close()
    return sorted(sales + cancellations, key=chronological)


def wallet_moved_by(conn: Connection, operations: Iterable[Operation]) -> WalletMoved | None:
    """The wallet's money ``operations`` moved, by the books of the journal ``conn`` (each
    operation's entry, found by its request); None while the books job has still to post a
    journal of an earlier version."""
    books = BookQueries(conn)
    if not books.posted():
        return None
    operations = list(operations)
    return books.wallet_moved(
        by_request(operations, OperationKind.SALE),
        by_request(operations, OperationKind.CANCELLATION),
    )


def read_wallet_moved(database: Path, operations: Iterable[Operation]) -> WalletMoved | None:
    """``wallet_moved_by`` read from the journal ``database`` on a read-only connection of its
    own (meant for a worker thread)."""
    connection = connect_read_only(database)
    try:
        return wallet_moved_by(connection, operations)
    finally:
        connection.close()


def readings_on(journal: Journal, day: dt.date) -> list[WalletReading]:
    """The readings of the wallet this counter made on ``day``, oldest first."""
    return [reading_of(body) for body in journal.wallet_readings.bodies_on(day)]


def operator_refunds(refunds: Iterable[OperatorRefund]) -> list[Operation]:
    """The operators' cancellations the watcher found, each as the cancellation that explains
    its refund journal of the wallet."""
    return [
        Operation(
            OperationKind.CANCELLATION,
            dt.datetime.fromisoformat(found_at),
            Module(module),
            booking_ref,
            "",
            from_paise(back),
        )
        for found_at, module, booking_ref, back in refunds
    ]


def read_witness_on(database: Path, day: dt.date) -> tuple[list[WalletReading], list[Operation]]:
    """``day``'s readings of the wallet and the operators' refunds, read from the journal
    ``database`` on a read-only connection of its own (a day's readings each carry the
    service's latest journals: a worker parses them)."""
    connection = connect_read_only(database)
    try:
        connection.execute("BEGIN")
        bodies = WalletReadings(connection, dt.datetime.now).bodies_on(day)
        refunds = operator_refunds(read_refunds(connection))
        connection.rollback()  # nothing was written: this only ends the read transaction
    finally:
        connection.close()
    return [reading_of(body) for body in bodies], refunds
