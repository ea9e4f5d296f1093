"""A clerk's shift at a counter: opened with a counted float, what the till keeps of it beside
the books (its sales and refunds counted, the cash of sales not answered yet), and closed for
good by its drawer count and Z report (another clerk's only on a supervisor's decision). Its
money by tender is the books' (``app.books``); the till's own rows give it only while the books
job has still to post a journal of an earlier version."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from app.domain.money import from_paise, money, to_paise
from app.domain.tenders import DRAWER, TenderKind, by_tender, tender_of
from app.domain.till import DrawerCount
from app.journal import access_log, money_events, outbox
from app.journal.money_events import close_events, drawer_expected, float_event
from app.journal.outbox import Kind, amount_text
from app.journal.till_tables import TillTables, moment
from app.mail.heads_letter import MailedHeads, queue_heads
from app.records.till import (
    ChainHead,
    OtherClerksShift,
    Refusal,
    Shift,
    ShiftStillOpen,
    ShiftTakings,
    ShiftTally,
    TillRefused,
    ZReport,
)

COINS = "coins"


def _access_log_head(conn: sqlite3.Connection) -> dict[str, Any]:
    """The access log's head as the Z report witnesses it (none: the log is empty)."""
    now = access_log.head(conn)
    return {} if now is None else {"access_log": {"seq": now[0], "head": now[1]}}


# A Z report with the reason its drawer was off ('' when none was asked).
Z_REPORTS = (
    "SELECT z.*, COALESCE(r.reason, '') AS reason,"
    " json_extract(o.body, '$.chain.seq') AS chain_seq,"
    " json_extract(o.body, '$.chain.head') AS chain_head,"
    " json_extract(o.body, '$.access_log.seq') AS access_seq,"
    " json_extract(o.body, '$.access_log.head') AS access_head FROM z_reports z"
    " LEFT JOIN z_reasons r ON r.shift_id = z.shift_id"
    " LEFT JOIN outbox o ON o.record_id = 'z_report:' || z.shift_id"
)


def shift_closed(conn: sqlite3.Connection, shift_id: int) -> bool:
    """Whether the shift ``shift_id`` is closed (False when there is none)."""
    row = conn.execute("SELECT closed_at FROM shifts WHERE shift_id = ?", (shift_id,)).fetchone()
    return row is not None and row[0] is not None


def _shift_from(row: sqlite3.Row) -> Shift:
    return Shift(
        shift_id=row["shift_id"],
        counter=row["counter"],
        clerk=row["clerk"],
        opened_at=dt.datetime.fromisoformat(row["opened_at"]),
        opening_float=from_paise(row["float_paise"]),
        closed_at=moment(row["closed_at"]),
        closed_by=row["closed_by"],
        decision_id=row["decision_id"],
    )


def _z_from(row: sqlite3.Row) -> ZReport:
    return ZReport(
        counter=row["counter"],
        z_no=row["z_no"],
        shift_id=row["shift_id"],
        closed_at=dt.datetime.fromisoformat(row["closed_at"]),
        closed_by=row["closed_by"],
        reason=row["reason"],
        figures=json.loads(row["figures"]),
        chain=None if row["chain_head"] is None else ChainHead(row["chain_seq"], row["chain_head"]),
        access_log=None
        if row["access_head"] is None
        else ChainHead(row["access_seq"], access_log.digits(row["access_head"])),
    )


def _judged_by_the_books(
    conn: sqlite3.Connection, figures: Mapping[str, Any], counted: DrawerCount
) -> Mapping[str, Any]:
    """The Z figures with the expected cash the books hold at the close, read in its
    transaction, and the count's difference from it: the one expected figure the Z report
    keeps and the drawer count posts (as given while the books job has still to post a journal
    of an earlier version)."""
    expected = drawer_expected(conn)
    if expected is None:
        return figures
    return {
        **figures,
        "expected": str(expected),
        "difference": str(money(counted.total - expected)),
    }


class ShiftTables(TillTables):
    """The counter's shifts, what the till keeps of them beside the books, their drawer counts
    and Z reports."""

    def open_shift(self, counter: str, clerk: str, opening_float: Decimal) -> Shift:
        """Open a shift of ``clerk`` with the counted float; refused while one is still open."""
        name = " ".join(clerk.split())
        if not name:
            raise TillRefused(Refusal.NO_CLERK)
        if opening_float < 0:
            raise TillRefused(Refusal.NEGATIVE_FLOAT)
        current = self.open_shift_of(counter)
        if current is not None:
            raise ShiftStillOpen(current)
        stamp = self._stamp()
        with self._conn as conn:
            cursor = conn.execute(
                "INSERT INTO shifts (counter, clerk, opened_at, float_paise) VALUES (?, ?, ?, ?)",
                (counter, name, stamp, to_paise(opening_float)),
            )
            shift_id = cursor.lastrowid
            assert shift_id is not None
            opened = {
                "shift_id": shift_id,
                "counter": counter,
                "clerk": name,
                "opening_float": amount_text(opening_float),
                "opened_at": stamp,
            }
            outbox.add(conn, Kind.SHIFT_OPEN, f"shift_open:{shift_id}", opened, self._now())
            pay = float_event(conn, shift_id, opening_float)
            if pay is not None:
                money_events.record(conn, pay, self._now())
        return self.shift(shift_id)

    def shift(self, shift_id: int) -> Shift:
        """The shift ``shift_id`` (``KeyError`` when there is none)."""
        row = self._conn.execute("SELECT * FROM shifts WHERE shift_id = ?", (shift_id,)).fetchone()
        if row is None:
            raise KeyError(shift_id)
        return _shift_from(row)

    def open_shift_of(self, counter: str) -> Shift | None:
        """The counter's open shift, if any."""
        row = self._conn.execute(
            "SELECT * FROM shifts WHERE counter = ? AND closed_at IS NULL", (counter,)
        ).fetchone()
        return None if row is None else _shift_from(row)

    def tally(self, shift_id: int) -> ShiftTally:
        """What the till keeps of the shift that the books do not: its sales and refunds
        counted, and the cash of its sales not answered yet."""
        shift = self.shift(shift_id)
        (sales,) = self._conn.execute(
            "SELECT COUNT(*) FROM till_sales WHERE shift_id = ? AND state = 'taken'", (shift_id,)
        ).fetchone()
        (refunds,) = self._conn.execute(
            "SELECT COUNT(*) FROM customer_refunds WHERE shift_id = ?", (shift_id,)
        ).fetchone()
        (pending,) = self._conn.execute(
            "SELECT COALESCE(SUM(t.amount_paise), 0) FROM till_tenders AS t JOIN till_sales AS s"
            " USING (request_id) WHERE s.shift_id = ? AND s.state = 'pending' AND t.mode = ?",
            (shift_id, DRAWER.code),
        ).fetchone()
        return ShiftTally(shift, sales, refunds, from_paise(pending))

    def till_takings(self, shift_id: int) -> ShiftTakings:
        """What each tender took by the shift's sales and gave back by its refunds, and what
        its cash refunds were rounded by, by the till's own rows: read only while the books job
        has still to post a journal of an earlier version."""
        taken = self._by_mode(
            "SELECT t.mode, SUM(t.amount_paise) FROM till_tenders AS t JOIN till_sales AS s"
            " USING (request_id) WHERE s.shift_id = ? AND s.state = 'taken' GROUP BY t.mode",
            shift_id,
        )
        # What left the drawer or the terminal: each part given and its round off.
        given = self._by_mode(
            "SELECT mode, SUM(amount_paise + round_off_paise) FROM customer_refunds"
            " WHERE shift_id = ? GROUP BY mode",
            shift_id,
        )
        (round_off,) = self._conn.execute(
            "SELECT COALESCE(SUM(round_off_paise), 0) FROM customer_refunds WHERE shift_id = ?",
            (shift_id,),
        ).fetchone()
        return ShiftTakings(taken, given, from_paise(round_off))

    def _by_mode(self, query: str, shift_id: int) -> dict[TenderKind, Decimal]:
        found = by_tender()
        for mode, paise in self._conn.execute(query, (shift_id,)):
            found[tender_of(mode)] = from_paise(paise)
        return found

    def close_shift(
        self,
        shift_id: int,
        counted: DrawerCount,
        figures: Mapping[str, Any],
        *,
        closed_by: str,
        decision_id: int | None = None,
        reason: str = "",
        owner: str = "",
    ) -> ZReport:
        """Close the shift with its drawer count and Z figures, under the counter's next Z number;
        ``reason``: why the drawer is off (kept with the Z report when given); ``owner``: the
        address the Z report's heads are mailed to, in the same transaction ('' for none).

        Closing another clerk's shift needs a supervisor's recorded decision.
        """
        shift = self.shift(shift_id)
        if not shift.is_open:
            raise TillRefused(Refusal.SHIFT_CLOSED)
        name = " ".join(closed_by.split())
        if name != shift.clerk and decision_id is None:
            raise OtherClerksShift(shift.clerk)
        stamp = self._stamp()
        with self._conn as conn:
            (z_no,) = conn.execute(
                "SELECT COALESCE(MAX(z_no), 0) + 1 FROM z_reports WHERE counter = ?",
                (shift.counter,),
            ).fetchone()
            figures = _judged_by_the_books(conn, figures, counted)
            conn.executemany(
                "INSERT INTO drawer_counts (shift_id, denomination, pieces, amount_paise)"
                " VALUES (?, ?, ?, ?)",
                [(shift_id, str(d), n, to_paise(Decimal(d * n))) for d, n in counted.notes]
                + [(shift_id, COINS, 0, to_paise(counted.coins))],
            )
            conn.execute(
                "INSERT INTO z_reports (counter, z_no, shift_id, closed_at, closed_by, figures)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (shift.counter, z_no, shift_id, stamp, name, json.dumps(dict(figures))),
            )
            said = " ".join(reason.split())
            if said:
                conn.execute(
                    "INSERT INTO z_reasons (shift_id, reason) VALUES (?, ?)", (shift_id, said)
                )
            conn.execute(
                "UPDATE shifts SET closed_at = ?, closed_by = ?, decision_id = ?"
                " WHERE shift_id = ?",
                (stamp, name, decision_id, shift_id),
            )
            closed = {
                "shift_id": shift_id,
                "counter": shift.counter,
                "closed_by": name,
                "closed_at": stamp,
                "decision_id": decision_id,
            }
            outbox.add(conn, Kind.SHIFT_CLOSE, f"shift_close:{shift_id}", closed, self._now())
            for event in close_events(conn, shift_id, figures):
                if event is not None:
                    money_events.record(conn, event, self._now())
            # The head the Z report prints: every record up to the close, the shift's sales
            # among them, as this counter sent them.
            head = outbox.head(conn)
            assert head is not None  # the shift_close just added
            z_body = {
                "shift_id": shift_id,
                "counter": shift.counter,
                "z_no": z_no,
                "closed_by": name,
                "closed_at": stamp,
                "figures": dict(figures),
                "reason": said,
                "drawer": {
                    **{str(d): n for d, n in counted.notes},
                    COINS: amount_text(counted.coins),
                },
                "chain": {"seq": head.seq, "head": head.link},
                **_access_log_head(conn),
            }
            outbox.add(conn, Kind.Z_REPORT, f"z_report:{shift_id}", z_body, self._now())
            if owner:
                # The heads the Z report prints, so that the letter and the paper agree.
                logged = access_log.head(conn)
                witnessed = (
                    None if logged is None else ChainHead(logged[0], access_log.digits(logged[1]))
                )
                queue_heads(
                    conn,
                    owner=owner,
                    shift_id=shift_id,
                    counter=shift.counter,
                    z_no=z_no,
                    heads=MailedHeads(head, witnessed),
                    now=self._now(),
                )
        report = self.z_report_of(shift_id)
        assert report is not None  # just written
        return report

    def z_report_of(self, shift_id: int) -> ZReport | None:
        """The Z report that closed ``shift_id``."""
        row = self._conn.execute(f"{Z_REPORTS} WHERE z.shift_id = ?", (shift_id,)).fetchone()
        return None if row is None else _z_from(row)

    def z_reports(self, counter: str) -> list[ZReport]:
        """The counter's Z reports in number order."""
        rows = self._conn.execute(f"{Z_REPORTS} WHERE z.counter = ? ORDER BY z.z_no", (counter,))
        return [_z_from(row) for row in rows.fetchall()]

    def record_x_report(self, shift_id: int, figures: Mapping[str, Any]) -> None:
        """Send an X report's figures to the agency store (the till itself keeps nothing of it)."""
        shift = self.shift(shift_id)
        stamp = self._stamp()
        taken = {
            "shift_id": shift_id,
            "counter": shift.counter,
            "clerk": shift.clerk,
            "taken_at": stamp,
            "figures": dict(figures),
        }
        with self._conn as conn:
            outbox.add(conn, Kind.X_REPORT, outbox.unique_id(Kind.X_REPORT), taken, self._now())
