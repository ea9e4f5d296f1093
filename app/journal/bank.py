"""The agency's statements in the journal (version 23): each row kept once, the matches that
prove the till's UPI and bank payments, and a supervisor's resolutions of the ones in doubt.
Version 27 keeps the account each statement names, with it and with each of its rows, and each
import's token and matches, by which the app tells what a stopped import kept. Version 33 keys
the rows by what the bank records of them, whatever the export's format.

A row is known by what it carries (``StatementRow.fingerprint``) and its place among the rows of
one file that carry the same (``occurrence``): a second import of an overlapping statement adds
none of the rows it shares, and two genuine rows alike in everything are both kept. A match
names its row and the payment it proves (a sale's tender ``sale:<request>:<position>``, a
refund's payment ``refund:<payment>``), each at most once; how it was made is kept with it.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING

from app.domain.money import from_paise, to_paise
from app.domain.tenders import TenderKind
from app.journal import outbox
from app.journal.bank_deposits import sole_account
from app.journal.bank_named import name_accounts
from app.journal.bank_payouts import (
    CARD_LINES,
    PAYOUT_CREDITS,
    book_payouts,
    carry_payout_ids,
    keep_line,
    payouts,
    release_payout_credits,
)
from app.journal.bank_proved import UNACCEPTED_ROWS, book_proofs
from app.journal.bank_vouchers import ASSIGNED_ROWS, keep_balances
from app.journal.outbox import Kind

# The statements' own modules (``app.bank``: reading, matching, proofs, payouts) are imported where
# a statement is kept, matched or read: the journal opens at every start, before the service's
# catalogue is listed, and needs only this module's tables (tests/perf/README.md, 81 M
# instructions of the start).
if TYPE_CHECKING:
    from app.bank.charges import BankCharge
    from app.bank.judging import Matched, Resolved
    from app.bank.layouts import Layout
    from app.bank.matching import Match, Payment, Window
    from app.bank.payouts import Payout
    from app.bank.proofs import BankRow, Imported, Outcome, Proof, ShiftProof, Unchecked
    from app.bank.reconciliation import LeftOver, Reconciliation
    from app.bank.statement import Numbered, Statement, StatementRow, Unreadable
    from app.journal.bank_deposits import CashDeposit

# The rows a supervisor's settlement took (several rows, one payment; one row, several).
SETTLED_ROWS = "SELECT row_id FROM bank_settled WHERE row_id IS NOT NULL"


def _row_from(row: sqlite3.Row) -> BankRow:
    from app.bank.proofs import BankRow

    return BankRow(
        row_id=row["row_id"],
        on=dt.date.fromisoformat(row["booked_on"]),
        amount=from_paise(row["amount_paise"]),
        references=tuple(row["refs"].split()),
        narration=row["narration"],
        payer=row["payer"],
        at=None if row["booked_at"] is None else dt.time.fromisoformat(row["booked_at"]),
    )


_SALE_TENDERS = (
    "SELECT t.request_id, t.position, t.mode, t.amount_paise, t.reference, s.recorded_at,"
    " s.shift_id, s.counter, COALESCE(s.booking_ref, '') AS booking_ref,"
    " COALESCE(s.receipt_no, '') AS receipt_no, (SELECT b.customer_name FROM bookings AS b"
    " WHERE b.booking_ref = s.booking_ref) AS customer FROM till_tenders AS t"
    " JOIN till_sales AS s USING (request_id) WHERE s.state = 'taken' AND t.mode IN ({modes})"
)
_REFUNDS = (
    "SELECT payment_id, request_id, mode, amount_paise, reference, recorded_at, shift_id,"
    " counter, booking_ref, (SELECT b.customer_name FROM bookings AS b"
    " WHERE b.booking_ref = customer_refunds.booking_ref) AS customer"
    " FROM customer_refunds WHERE amount_paise > 0 AND mode IN ({modes})"
)


# The payments no row proves yet, as conditions on the sale tenders' and the refunds' queries
# (their keys as ``_payments`` makes them; bank_matches.payment_key is unique, so indexed).
_UNPROVED = (
    " AND NOT EXISTS (SELECT 1 FROM bank_matches AS m"
    " WHERE m.payment_key = 'sale:' || t.request_id || ':' || t.position)"
    " AND NOT EXISTS (SELECT 1 FROM bank_settled AS d"
    " WHERE d.payment_key = 'sale:' || t.request_id || ':' || t.position)",
    " AND NOT EXISTS (SELECT 1 FROM bank_matches AS m"
    " WHERE m.payment_key = 'refund:' || payment_id)"
    " AND NOT EXISTS (SELECT 1 FROM bank_settled AS d"
    " WHERE d.payment_key = 'refund:' || payment_id)",
)
# A free row: one no match, no settlement and no assignment took, no payout credit (the
# sales' money), and no card acquirer's line (a card payment its payout settles, never a UPI or
# bank payment's proof nor a credit of no sale).
_FREE = (
    " AND r.row_id NOT IN (SELECT row_id FROM bank_matches)"
    f" AND r.row_id NOT IN ({SETTLED_ROWS}) AND r.row_id NOT IN ({PAYOUT_CREDITS})"
    f" AND r.row_id NOT IN ({ASSIGNED_ROWS}) AND r.row_id NOT IN ({CARD_LINES})"
)


# The credits a reversal nets to nil: a free credit (one proving nothing: a duplicate posting)
# whose reference and amount a free debit carries back, each debit netting one credit, the first
# kept first (``app.bank.matching.taken_back`` pairs them the same way for a proof).
_NETTED = (
    "WITH debits AS (SELECT f.reference, -r.amount_paise AS amount_paise, count(*) AS taken"
    " FROM bank_rows AS r JOIN bank_row_refs AS f USING (row_id) WHERE r.amount_paise < 0"
    " AND r.row_id NOT IN (SELECT row_id FROM bank_matches) GROUP BY f.reference, r.amount_paise),"
    # Only the credits of a reference some debit carries: a month's rows are not numbered.
    " credits AS (SELECT r.row_id, f.reference, r.amount_paise, row_number() OVER"
    " (PARTITION BY f.reference, r.amount_paise ORDER BY r.row_id) AS n"
    " FROM bank_row_refs AS f JOIN bank_rows AS r USING (row_id)"
    " WHERE f.reference IN (SELECT reference FROM debits) AND r.amount_paise > 0"
    " AND r.row_id NOT IN (SELECT row_id FROM bank_matches))"
    " SELECT c.row_id FROM credits AS c JOIN debits AS d USING (reference, amount_paise)"
    " WHERE c.n <= d.taken"
)


# A row with its fingerprint and its place among the rows of its file that carry the same.
# The name under which rows shared by other counters are kept.
SHARED = "agency store"


class BankTables:
    """The statements kept in the journal, their matches and resolutions (one connection, one
    thread); ``window``: how far a row may lie from the payment it proves."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        now: Callable[[], dt.datetime],
        window: Window | None = None,
    ) -> None:
        self._conn = conn
        self._now = now
        self._window = window

    @property
    def window(self) -> Window:
        """How far a row may lie from the payment it proves (by default the matching's own,
        read on first use: every journal opened, a worker's reader too, makes these tables)."""
        if self._window is None:
            from app.bank.matching import WINDOW

            self._window = WINDOW
        return self._window

    def _stamp(self) -> str:
        return self._now().isoformat(timespec="seconds")

    # --- rows in -----------------------------------------------------------------------------

    def import_statement(self, statement: Statement, file_name: str, token: str = "") -> Imported:
        """Keep the rows of ``statement`` the journal has not seen, then match every payment
        not proved yet; one transaction, known by ``token`` when given (``imported``)."""
        from app.bank.statement import numbered

        return self._keep(
            numbered(statement.rows),
            file_name,
            statement.layout,
            statement.unreadable,
            statement.account,
            token,
            statement,
        )

    def imported(self, token: str) -> Imported | None:
        """What the import known by ``token`` kept, as its transaction committed it; None when
        the journal holds none (it never committed)."""
        from app.bank.proofs import Imported
        from app.bank.statement import Unreadable

        row = self._conn.execute("SELECT * FROM bank_imports WHERE token = ?", (token,)).fetchone()
        if row is None:
            return None
        return Imported(
            row["import_id"],
            row["layout"],
            row["rows_read"],
            row["rows_new"],
            tuple(Unreadable(int(line), str(why)) for line, why in json.loads(row["unreadable"])),
            row["rows_matched"] or 0,
            row["account"],
            self._conn.execute(
                "SELECT 1 FROM bank_unchecked WHERE import_id = ?", (row["import_id"],)
            ).fetchone()
            is not None,
        )

    def keep_shared(self, rows: Sequence[Numbered], until: str) -> Imported:
        """Keep the rows other counters shared through the agency store (each with the
        fingerprint and occurrence it has there), then match; ``until``: the store's mark of
        the last of them, from which the next pull goes on."""
        kept = self._keep(rows, SHARED, SHARED, ())
        # After the rows: a failure between the two pulls them again, and none is kept twice.
        with self._conn as conn:
            conn.execute(
                "INSERT OR REPLACE INTO bank_shared (only, pulled_until) VALUES (1, ?)", (until,)
            )
        return kept

    def pulled_until(self) -> str | None:
        """The agency store's mark of the last shared row kept here (None: none yet)."""
        row = self._conn.execute("SELECT pulled_until FROM bank_shared").fetchone()
        return None if row is None else str(row[0])

    def _keep(
        self,
        numbered: Sequence[Numbered],
        file_name: str,
        layout: str,
        unreadable: Sequence[Unreadable],
        account: str = "",
        token: str = "",
        statement: Statement | None = None,
    ) -> Imported:
        from app.bank.proofs import Imported
        from app.bank.running import awaits_acceptance

        with self._conn as conn:
            cursor = conn.execute(
                "INSERT INTO bank_imports (imported_at, file_name, layout, rows_read, rows_new,"
                " unreadable, account, token) VALUES (?, ?, ?, ?, 0, ?, ?, ?)",
                (
                    self._stamp(),
                    file_name,
                    layout,
                    len(numbered),
                    json.dumps([[u.line, u.reason] for u in unreadable]),
                    account,
                    token or None,
                ),
            )
            import_id = cursor.lastrowid
            assert import_id is not None
            unchecked = statement is not None and awaits_acceptance(statement)
            if statement is not None:
                keep_balances(conn, import_id, statement)
            if unchecked:
                conn.execute("INSERT INTO bank_unchecked (import_id) VALUES (?)", (import_id,))
            new = 0
            payouts_new: set[str] = set()
            for row, fingerprint, occurrence in numbered:
                added = conn.execute(
                    "INSERT OR IGNORE INTO bank_rows (fingerprint, occurrence, import_id, line,"
                    " booked_on, booked_at, amount_paise, refs, narration, balance_paise, payer,"
                    " account) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        fingerprint,
                        occurrence,
                        import_id,
                        row.line,
                        row.on.isoformat(),
                        None if row.at is None else row.at.isoformat(),
                        to_paise(row.amount),
                        " ".join(row.references),
                        row.narration,
                        None if row.balance is None else to_paise(row.balance),
                        row.payer,
                        row.account,
                    ),
                )
                if added.rowcount:
                    conn.executemany(
                        "INSERT OR IGNORE INTO bank_row_refs (reference, row_id) VALUES (?, ?)",
                        [(reference, added.lastrowid) for reference in row.references],
                    )
                    if row.payout and added.lastrowid is not None:
                        keep_line(conn, added.lastrowid, row)
                        payouts_new.add(row.payout)
                new += added.rowcount
            carry_payout_ids(conn, import_id, payouts_new)
            if payouts_new:
                release_payout_credits(conn)
            matched = self._match(conn)
            book_proofs(conn, self._now())
            # The cash moved before the first statement named its account: the one named now.
            name_accounts(conn, self._now(), sole_account(conn))
            conn.execute(
                "UPDATE bank_imports SET rows_new = ?, rows_matched = ? WHERE import_id = ?",
                (new, len(matched), import_id),
            )
        return Imported(
            import_id,
            layout,
            len(numbered),
            new,
            tuple(unreadable),
            len(matched),
            account,
            unchecked,
        )

    def reconcile(self) -> int:
        """Match the payments not proved yet to the rows not matched yet (after sales made
        since the last import); how many were proved."""
        with self._conn as conn:
            found = self._match(conn)
            book_proofs(conn, self._now())
            return len(found)

    def _match(self, conn: sqlite3.Connection) -> list[Match]:
        from app.bank.matching import match
        from app.journal import bank_charges, bank_deposits

        payments = [p for p, _facts in self._payments(unproved=True)]
        # The bank's own charges are accounted, never a refund's or a sale's proof.
        # Nor is a cash deposit: it carries no reference, and is the drawer's banking.
        charged = {charge.row_id for charge, _event in bank_charges.charges(conn)}
        charged |= {deposit.row_id for deposit in bank_deposits.deposits(conn)}
        free = [
            _row_from(row).entry
            for row in conn.execute(
                f"SELECT r.* FROM bank_rows AS r WHERE 1 {_FREE} ORDER BY r.booked_on, r.row_id"
            )
            if row["row_id"] not in charged
        ]
        found = match(payments, free, self.window)
        stamp = self._stamp()
        conn.executemany(
            "INSERT INTO bank_matches (row_id, payment_key, method, matched_at)"
            " VALUES (?, ?, ?, ?)",
            [(m.row_id, m.key, m.method.value, stamp) for m in found],
        )
        return found

    # --- payments ----------------------------------------------------------------------------

    def _payments(
        self, where: str = "", args: tuple[object, ...] = (), *, unproved: bool = False
    ) -> list[tuple[Payment, dict[str, object]]]:
        """Every UPI and bank payment of the till (``where``: more conditions on the sale's or
        refund's columns; ``unproved``: only those no row proves yet), with the facts a proof
        shows."""
        from app.bank.matching import Payment
        from app.bank.proofs import PROVED_TENDERS

        modes = ", ".join("?" * len(PROVED_TENDERS))
        codes = tuple(kind.code for kind in PROVED_TENDERS)
        found: list[tuple[Payment, dict[str, object]]] = []
        # Left out in SQL, not after: a month's proved tenders are never made into objects.
        sale_unproved, refund_unproved = _UNPROVED if unproved else ("", "")
        sales = self._conn.execute(
            _SALE_TENDERS.format(modes=modes) + sale_unproved + where.replace("{t}", "s."),
            codes + args,
        )
        for row in sales:
            key = f"sale:{row['request_id']}:{row['position']}"
            payment = Payment(
                key,
                from_paise(row["amount_paise"]),
                row["reference"],
                dt.datetime.fromisoformat(row["recorded_at"]),
            )
            found.append((payment, dict(row) | {"mode": row["mode"]}))
        refunds = self._conn.execute(
            _REFUNDS.format(modes=modes) + refund_unproved + where.replace("{t}", ""),
            codes + args,
        )
        for row in refunds:
            payment = Payment(
                f"refund:{row['payment_id']}",
                from_paise(row["amount_paise"]),
                row["reference"],
                dt.datetime.fromisoformat(row["recorded_at"]),
                outgoing=True,
            )
            found.append((payment, dict(row) | {"receipt_no": ""}))
        return found

    def covered_until(self) -> dt.date | None:
        """The last day the imported statements cover (None before any import)."""
        (last,) = self._conn.execute("SELECT MAX(booked_on) FROM bank_rows").fetchone()
        return None if last is None else dt.date.fromisoformat(last)

    def proofs(
        self,
        shift_id: int | None = None,
        counter: str | None = None,
        booking_ref: str = "",
        *,
        unproved: bool = False,
        days: Sequence[dt.date] = (),
        requests: Sequence[str] = (),
    ) -> list[Proof]:
        """Every UPI and bank payment (of ``shift_id``, of ``counter``, of ``booking_ref``, taken
        on one of ``days``, of the sales and cancellations ``requests``, when given;
        ``unproved``: only those no row proves, the not yet and the questioned) and where it
        stands, in the order they were taken: the store reads the payments, their matches,
        resolutions and rows, ``app.bank.judging.judge`` decides."""
        from app.bank.judging import Evidence, judge

        where: str = ""
        args: tuple[object, ...] = ()
        if shift_id is not None:
            where, args = " AND {t}shift_id = ?", (shift_id,)
        elif counter is not None:
            where, args = " AND {t}counter = ?", (counter,)
        elif booking_ref:
            where, args = " AND {t}booking_ref = ?", (booking_ref,)
        elif days:
            # Kept on the service's clock with its offset: the text's date is the day taken.
            where = f" AND substr({{t}}recorded_at, 1, 10) IN ({', '.join('?' * len(days))})"
            args = tuple(day.isoformat() for day in days)
        elif requests:
            where = f" AND {{t}}request_id IN ({', '.join('?' * len(requests))})"
            args = tuple(requests)
        payments = self._payments(where, args, unproved=unproved)
        keys = [payment.key for payment, _facts in payments]
        matches = self._matches(keys)
        matched_rows = {row_id for row_id, _method in matches.values()}
        rows = self._rows(matched_rows, sorted({p.reference.upper() for p, _facts in payments}))
        evidence = Evidence(
            matches,
            self._resolutions(keys),
            rows,
            self._matched_rows(rows),
            self.covered_until(),
            self._awaiting_payout(matched_rows),
            self._unaccepted(matched_rows),
        )
        return judge(payments, evidence, self.window, self.suggestion)

    def taken_back_keys(self) -> set[str]:
        """The payments (by key) whose proof a row took back (a chargeback, a refund the bank
        sent back)."""
        from app.journal.bank_proved import taken_back

        return taken_back(self._conn)

    def refund_requests(self, payment_ids: Sequence[str]) -> set[str]:
        """The sales and cancellations (by request) of the refunds ``payment_ids``."""
        marks = ", ".join("?" * len(payment_ids))
        return {
            str(request)
            for (request,) in self._conn.execute(
                f"SELECT request_id FROM customer_refunds WHERE payment_id IN ({marks})",
                list(payment_ids),
            )
        }

    def _awaiting_payout(self, row_ids: set[int]) -> set[int]:
        """Of ``row_ids``, the settlement reports' rows whose payout has not reached the bank
        for its net (``app.bank.payouts.awaiting_payout``)."""
        from app.bank.payouts import awaiting_payout

        reported = {
            row_id: utr
            for row_id, utr in self._conn.execute("SELECT row_id, payout FROM bank_payout_lines")
            if row_id in row_ids
        }
        # The payouts are read only when a matched row is a report's.
        return awaiting_payout(reported, self.payouts()) if reported else set()

    def _unaccepted(self, row_ids: set[int]) -> set[int]:
        """Of ``row_ids``, the rows of a statement of no balance no supervisor has accepted:
        such a row proves nothing yet (issue 94)."""
        if not row_ids:
            return set()
        return {row_id for (row_id,) in self._conn.execute(UNACCEPTED_ROWS)} & row_ids

    def rows_of(self, import_id: int) -> list[StatementRow]:
        """The rows the import ``import_id`` kept, in its order, as read (with a settlement
        report's payout, share and card mark): what is shared with the agency store once a
        statement of no balance is accepted."""
        from app.bank.statement import StatementRow

        return [
            StatementRow(
                line=row["line"],
                on=dt.date.fromisoformat(row["booked_on"]),
                amount=from_paise(row["amount_paise"]),
                narration=row["narration"],
                references=tuple(row["refs"].split()),
                balance=None if row["balance_paise"] is None else from_paise(row["balance_paise"]),
                payer=row["payer"],
                at=None if row["booked_at"] is None else dt.time.fromisoformat(row["booked_at"]),
                payout=row["payout"] or "",
                settled=None if row["settled"] is None else Decimal(row["settled"]),
                account=row["account"],
                card=bool(row["card"]),
            )
            for row in self._conn.execute(
                "SELECT r.*, l.payout, l.settled, l.card FROM bank_rows AS r"
                " LEFT JOIN bank_payout_lines AS l USING (row_id) WHERE r.import_id = ?"
                " ORDER BY r.row_id",
                (import_id,),
            )
        ]

    def unchecked(self) -> list[Unchecked]:
        """The statements of no balance awaiting a supervisor's acceptance, oldest first."""
        from app.bank.proofs import Unchecked

        return [
            Unchecked(
                row["import_id"],
                row["file_name"],
                row["account"],
                dt.datetime.fromisoformat(row["imported_at"]),
                row["rows_read"],
            )
            for row in self._conn.execute(
                "SELECT i.* FROM bank_imports AS i JOIN bank_unchecked AS u USING (import_id)"
                " WHERE u.accepted_at IS NULL ORDER BY i.import_id"
            )
        ]

    def accept(self, import_id: int, decision_id: int) -> None:
        """Record the supervisor's decision ``decision_id`` accepting the statement of no
        balance ``import_id`` as the bank's: its rows prove the payments they carry from now
        on, posted into the books with it. ``ValueError`` when it awaits no acceptance."""
        with self._conn as conn:
            done = conn.execute(
                "UPDATE bank_unchecked SET decision_id = ?, accepted_at = ?"
                " WHERE import_id = ? AND accepted_at IS NULL",
                (decision_id, self._stamp(), import_id),
            )
            if not done.rowcount:
                raise ValueError(f"The import {import_id} awaits no acceptance.")
            book_proofs(conn, self._now())

    def _first_settled(self, decision_id: int) -> int:
        """The first row of the settlement ``decision_id`` (each has one at least)."""
        (row_id,) = self._conn.execute(
            "SELECT MIN(row_id) FROM bank_settled WHERE decision_id = ?", (decision_id,)
        ).fetchone()
        return int(row_id)

    def suggestion(self, payment: Payment) -> BankRow | None:
        """A free row of ``payment``'s amount near its time, carrying no reference the till
        was given (``app.bank.judging.suggested``): shown beside it, never a proof. The rows of
        its amount from its day to the window's last are read by the day's index."""
        from app.bank.judging import suggested

        day = payment.at.date()
        rows = [
            _row_from(row)
            for row in self._conn.execute(
                "SELECT r.* FROM bank_rows AS r WHERE r.booked_on BETWEEN ? AND ?"
                f" AND r.amount_paise = ? {_FREE} ORDER BY r.booked_on, r.row_id",
                (
                    day.isoformat(),
                    (day + dt.timedelta(days=self.window.days_after)).isoformat(),
                    to_paise(payment.signed),
                ),
            )
        ]
        given = {ref for row in rows for ref in row.references if self._given(ref)}
        return suggested(payment, rows, self.window, given)

    def _given(self, reference: str) -> bool:
        """Whether the till took or paid a payment under ``reference`` (by the tenders' index
        on it; refunds are few)."""
        return (
            self._conn.execute(
                "SELECT 1 FROM till_tenders WHERE upper(reference) = ? UNION ALL"
                " SELECT 1 FROM customer_refunds WHERE upper(reference) = ? LIMIT 1",
                (reference.upper(), reference.upper()),
            ).fetchone()
            is not None
        )

    def _matched_rows(self, rows: dict[int, BankRow]) -> set[int]:
        """Of ``rows``, those that prove a payment (of any shift: a refund's debit among them)."""
        return {row["row_id"] for row in self._keyed("bank_matches", sorted(rows), "row_id")}

    def _keyed(
        self, table: str, keys: Sequence[object], column: str = "payment_key"
    ) -> list[sqlite3.Row]:
        """The rows of ``table`` (matches or resolutions) whose ``column`` is one of ``keys``
        (the payments' by default): a shift's few, not the year's, through the table's unique
        key."""
        found: list[sqlite3.Row] = []
        for start in range(0, len(keys), 500):
            part = keys[start : start + 500]
            found += self._conn.execute(
                f"SELECT * FROM {table} WHERE {column} IN ({', '.join('?' * len(part))})",
                part,
            ).fetchall()
        return found

    def _matches(self, keys: Sequence[str]) -> dict[str, Matched]:
        """The row proving each of the payments ``keys`` that one proves, and how: a match, or
        a settlement by hand (each shows the settlement's first row)."""
        from app.bank.matching import Method

        found = {
            row["payment_key"]: (row["row_id"], Method(row["method"]))
            for row in self._keyed("bank_matches", keys)
        }
        for row in self._keyed("bank_settled", keys):
            found[row["payment_key"]] = (self._first_settled(row["decision_id"]), Method.BY_HAND)
        return found

    def _resolutions(self, keys: Sequence[str]) -> dict[str, Resolved]:
        """A supervisor's resolution of each of the payments ``keys`` resolved: its outcome,
        detail and decision."""
        from app.bank.proofs import Outcome

        return {
            row["payment_key"]: (Outcome(row["outcome"]), row["detail"], row["decision_id"])
            for row in self._keyed("bank_resolutions", keys)
        }

    def _rows(self, row_ids: set[int], references: Sequence[str]) -> dict[int, BankRow]:
        """The rows ``row_ids`` and those carrying one of ``references`` (upper case): the
        rows a few payments need, not the whole statement (a year of rows is not read for one
        shift's report)."""
        wanted = set(row_ids)
        # SQLite takes at most 999 parameters in older builds: ask in slices.
        for start in range(0, len(references), 500):
            part = references[start : start + 500]
            wanted |= {
                row_id
                for (row_id,) in self._conn.execute(
                    "SELECT row_id FROM bank_row_refs"
                    f" WHERE reference IN ({', '.join('?' * len(part))})",
                    part,
                )
            }
        found: dict[int, BankRow] = {}
        ids = sorted(wanted)
        for start in range(0, len(ids), 500):
            part_ids = ids[start : start + 500]
            for row in self._conn.execute(
                f"SELECT * FROM bank_rows WHERE row_id IN ({', '.join('?' * len(part_ids))})",
                part_ids,
            ):
                found[row["row_id"]] = _row_from(row)
        return found

    def shift_proof(self, shift_id: int) -> ShiftProof:
        """The shift's UPI and bank takings split into proved, not yet and questioned."""
        from app.bank.proofs import summed

        return summed(self.proofs(shift_id=shift_id), self.covered_until())

    def unmatched_credits(
        self, after: BankRow | None = None, limit: int | None = None
    ) -> list[BankRow]:
        """Credits of the statements that prove no payment of this till, pay out no payment
        app's settlement, are not a duplicate posting a reversal nets to nil, carry no
        reference of a till's payment no row proves (such a row is its questioned payment's,
        listed with it: listed here too it was told twice) and none of a refund's (its return,
        listed with the refund), by day: those after ``after`` in
        that order, at most ``limit`` of them (a page: read by the day's index)."""
        since = ("", 0) if after is None else (after.on.isoformat(), after.row_id)
        rows = self._conn.execute(
            "SELECT r.* FROM bank_rows AS r WHERE r.amount_paise > 0"
            f" AND (r.booked_on, r.row_id) > (?, ?) {_FREE} AND r.row_id NOT IN ({_NETTED})"
            " AND r.row_id NOT IN (SELECT row_id FROM bank_deposits)"
            " AND NOT EXISTS (SELECT 1 FROM bank_row_refs AS x JOIN till_tenders AS t"
            " ON upper(t.reference) = x.reference WHERE x.row_id = r.row_id"
            # A second posting of a reference another row proves is no questioned payment's.
            " AND NOT EXISTS (SELECT 1 FROM bank_matches AS m JOIN bank_row_refs AS y"
            " ON y.row_id = m.row_id WHERE y.reference = x.reference))"
            # A credit carrying a refund's reference is its return, listed with the refund.
            " AND NOT EXISTS (SELECT 1 FROM bank_row_refs AS x JOIN customer_refunds AS c"
            " ON upper(c.reference) = x.reference WHERE x.row_id = r.row_id)"
            " ORDER BY r.booked_on, r.row_id LIMIT ?",
            (*since, -1 if limit is None else limit),
        )
        return [_row_from(row) for row in rows]

    def clearings_explained(self) -> dict[TenderKind, Decimal]:
        """What each clearing the statements prove holds by them
        (``app.bank.payouts.clearings_explained`` of every proof and payout): the books'
        check holds the clearings to it."""
        from app.bank.payouts import clearings_explained

        return clearings_explained(self.proofs(), self.payouts())

    def payouts(self) -> list[Payout]:
        """The payment apps' settlements and whether their payouts reached the bank."""
        return payouts(self._conn, _row_from, self.window)

    def book_payouts(self, input_credit: bool) -> int:
        """Post in the books the payouts that reached the bank and are not posted yet: the
        credit, and the app's fee with its tax (input credit where ``input_credit``: the
        agency's GST scheme allows it); how many money events were written."""
        with self._conn as conn:
            found = payouts(conn, _row_from, self.window)
            return book_payouts(conn, found, self._now(), input_credit)

    def charges(self) -> list[tuple[BankCharge, bool, bool]]:
        """The bank's own charges on the statements, by day, each with whether it is posted in
        the books (every one is, once an import or a pull has posted them) and whether GST of
        it went to input credit (the agency's scheme allowed it)."""
        from app.journal import bank_charges

        done = bank_charges.posted(self._conn)
        return [
            (charge, event in done, done.get(event, False))
            for charge, event in bank_charges.charges(self._conn)
        ]

    def book_charges(self, input_credit: bool) -> int:
        """Post in the books the bank's charges not posted yet (their GST as input credit where
        ``input_credit``); how many were posted."""
        from app.journal import bank_charges

        with self._conn as conn:
            return bank_charges.book_charges(conn, self._now(), input_credit)

    def cash_deposits(self) -> list[CashDeposit]:
        """The statements' cash deposits, each with the drawer's banking it was confirmed as or
        the bankings of its amount it may be."""
        from app.journal.bank_deposits import deposits

        return deposits(self._conn)

    def confirm_deposit(self, row_id: int, event_id: str, decision_id: int) -> None:
        """Keep a cash deposit as the banking ``event_id`` on a supervisor's decision
        (``ValueError``: that banking is not one of its amount and days)."""
        from app.journal.bank_deposits import confirm

        with self._conn as conn:
            confirm(conn, row_id, event_id, decision_id, self._stamp())
            # The cash banked is now known to be in the deposit's account.
            name_accounts(conn, self._now())

    def left_over(self, limit: int | None = None) -> list[LeftOver]:
        """The statements' lines no rule and no assignment accounts for, by day (the first
        ``limit`` of them, when given)."""
        from app.journal.bank_vouchers import left_over

        return left_over(self._conn, limit)

    def left_over_count(self) -> int:
        """How many lines no rule and no assignment accounts for."""
        from app.journal.bank_vouchers import left_over_count

        return left_over_count(self._conn)

    def assigned_lines(self) -> list[LeftOver]:
        """The lines a supervisor's assignment accounts for, each with it, by day."""
        from app.journal.bank_vouchers import assigned

        return assigned(self._conn)

    def assign_line(self, line: LeftOver, account: str, narration: str, decision_id: int) -> int:
        """Assign a line left over to ``account`` on a supervisor's decision, its voucher posted
        in the books; the assignment's number (``ValueError``: not an account a line is assigned
        to, no narration, or the line is accounted for already)."""
        from app.journal.bank_vouchers import assign

        with self._conn as conn:
            return assign(conn, line, account, narration, decision_id, self._now())

    def undo_assignment(self, voucher_id: int, decision_id: int) -> None:
        """Undo a line's assignment on a supervisor's decision: its voucher reversed by a posting
        (``ValueError``: no such assignment stands)."""
        from app.journal.bank_vouchers import undo

        with self._conn as conn:
            undo(conn, voucher_id, decision_id, self._now())

    def reconciliations(self) -> tuple[Reconciliation, ...]:
        """Each account's ledger in the books against its latest statement's closing balance
        (none for an account no statement kept states one of), the latest statement's first."""
        from app.journal.bank_vouchers import reconciliations

        return reconciliations(self._conn)

    # --- a supervisor's resolutions ----------------------------------------------------------

    def keep_resolution(
        self, key: str, outcome: Outcome, said: str, decision_id: int, row_id: int | None = None
    ) -> None:
        """Keep a supervisor's resolution of the payment ``key`` in one transaction, matched by
        hand to the row ``row_id`` when given (in place of a match this counter made by rule:
        a credit the agency day close gives another counter's sale), the proofs then posted.
        What is resolved, and to which row, is ``app.counter.services.bank_proving``'s."""
        stamp = self._stamp()
        with self._conn as conn:
            if row_id is not None:
                conn.execute(
                    "DELETE FROM bank_matches WHERE payment_key = ? AND method <> 'by hand'",
                    (key,),
                )
                conn.execute(
                    "INSERT INTO bank_matches (row_id, payment_key, method, matched_at,"
                    " decision_id) VALUES (?, ?, 'by hand', ?, ?)",
                    (row_id, key, stamp, decision_id),
                )
            self._resolved(conn, key, outcome, said, decision_id, stamp)
            book_proofs(conn, self._now())

    def _resolved(
        self,
        conn: sqlite3.Connection,
        key: str,
        outcome: Outcome,
        said: str,
        decision_id: int,
        stamp: str,
    ) -> None:
        """Keep a resolution of the payment ``key`` and send its outcome to the agency store
        (the reason is in the decision's record)."""
        conn.execute(
            "INSERT OR REPLACE INTO bank_resolutions (payment_key, outcome, detail,"
            " decision_id, resolved_at) VALUES (?, ?, ?, ?, ?)",
            (key, outcome.value, said, decision_id, stamp),
        )
        resolved = {
            "payment_key": key,
            "reference": self.reference_of(key),
            "outcome": outcome.value,
            "decision_id": decision_id,
            "resolved_at": stamp,
        }
        outbox.add(conn, Kind.BANK_RESOLUTION, f"bank:{key}:{decision_id}", resolved, self._now())

    def free_amounts(self, row_ids: Sequence[int]) -> dict[int, Decimal]:
        """Of ``row_ids``, the rows free to prove a payment, each with its amount as the
        statement shows it (a debit's negative)."""
        marks = ", ".join("?" * len(row_ids))
        return {
            row_id: from_paise(paise)
            for row_id, paise in self._conn.execute(
                f"SELECT r.row_id, r.amount_paise FROM bank_rows AS r"
                f" WHERE r.row_id IN ({marks}) {_FREE}",
                list(row_ids),
            )
        }

    def any_proved(self, keys: Sequence[str]) -> bool:
        """Whether a row or a settlement proves one of the payments ``keys`` already."""
        return bool(self._keyed("bank_matches", keys) or self._keyed("bank_settled", keys))

    def keep_settlement(
        self, keys: Sequence[str], row_ids: Sequence[int], said: str, decision_id: int
    ) -> None:
        """Keep a supervisor's settlement in one transaction: the payments ``keys`` received by
        the rows ``row_ids``, each resolved as received under the references ``said``, the
        proofs then posted. Whether it holds is ``app.counter.services.bank_proving``'s."""
        from app.bank.proofs import Outcome

        stamp = self._stamp()
        with self._conn as conn:
            conn.executemany(
                "INSERT INTO bank_settled (decision_id, row_id) VALUES (?, ?)",
                [(decision_id, row_id) for row_id in row_ids],
            )
            conn.executemany(
                "INSERT INTO bank_settled (decision_id, payment_key) VALUES (?, ?)",
                [(decision_id, key) for key in keys],
            )
            for key in keys:
                self._resolved(conn, key, Outcome.OTHER_REFERENCE, said, decision_id, stamp)
            book_proofs(conn, self._now())

    def reference_of(self, key: str) -> str:
        """The reference the payment ``key`` was taken or paid with (as ``_payments`` names
        it: ``sale:<request>:<position>`` or ``refund:<payment>``)."""
        kind, _, rest = key.partition(":")
        if kind == "sale":
            request_id, _, position = rest.rpartition(":")
            row = self._conn.execute(
                "SELECT reference FROM till_tenders WHERE request_id = ? AND position = ?",
                (request_id, int(position)),
            ).fetchone()
        else:
            row = self._conn.execute(
                "SELECT reference FROM customer_refunds WHERE payment_id = ?", (rest,)
            ).fetchone()
        if row is None:
            raise ValueError(f"no UPI or bank payment {key}")
        return str(row[0])

    def free_rows_carrying(self, reference: str) -> list[BankRow]:
        """The statement rows carrying ``reference`` that prove no payment yet, as kept: what
        a payment received under another reference may be matched to."""
        rows = self._conn.execute(
            "SELECT r.* FROM bank_rows AS r WHERE r.row_id IN (SELECT row_id FROM bank_row_refs"
            f" WHERE reference = ?) {_FREE} ORDER BY r.row_id",
            (" ".join(reference.split()).upper(),),
        )
        return [_row_from(row) for row in rows]

    def free_row_carrying(self, reference: str, amount: Decimal | None = None) -> int | None:
        """The first free row carrying ``reference`` (of ``amount`` as the statement shows it,
        a refund's negative, when given); None when there is none."""
        for row in self.free_rows_carrying(reference):
            if amount is None or row.amount == amount:
                return row.row_id
        return None

    # --- the owner's column mapping ----------------------------------------------------------

    def save_mapping(self, layout: Layout) -> None:
        """Keep the owner's column mapping for the next import of a file no layout knows,
        beside the others kept (one for the same header is replaced): a file is read by the
        one its header shows."""
        from app.bank.layouts import mappings_to_json, with_mapping

        with self._conn as conn:
            kept = mappings_to_json(with_mapping(self.mappings(), layout))
            conn.execute(
                "INSERT OR REPLACE INTO bank_mapping (only, mapping, saved_at) VALUES (1, ?, ?)",
                (kept, self._stamp()),
            )

    def mappings(self) -> list[Layout]:
        """The saved column mappings, the latest last (one mapping, as an earlier version kept
        it, is a list of one)."""
        row = self._conn.execute("SELECT mapping FROM bank_mapping").fetchone()
        from app.bank.layouts import mappings_from_json

        return [] if row is None else mappings_from_json(row[0])

    def mapping(self) -> Layout | None:
        """The column mapping saved last, if any."""
        return next(reversed(self.mappings()), None)
