"""The direct UPI and bank payments a statement proves, in the books (issue 82; journal version
38 posts those proved before it).

A payment is proved by a row carrying its reference, or by a supervisor's match or settlement by
hand (``app.journal.bank``). Until then the books keep its money in the tender's clearing
(``app.domain.postings.tender_account``); once a row of the bank's statement proves it, the money
event ``bank_proved:<row>:<payment>`` moves it into the bank on the row's day (a refund proved by
a debit: out of the bank), as an accountant books the receipt once the bank has it. A settlement
of several rows posts one event per row and payment it joins, their amounts laid against each
other in order.

A proof undone posts ``bank_proved:<row>:<payment>:undone``, the same lines the other way, never
a deletion: on the day of the chargeback debit that took the money back (for that debit's
amount where it took back only part of the payment), or, a match given up
for another (a supervisor's match by hand of another row, a credit found to be a payout's), on
the proof's own row's day, so that the two net there whenever it was given up (issue 94). The
same row never proves the same payment again after either: a chargeback stays on the
statement, and a row given up is a payout's or taken by hand.

A refund the bank sends back (a credit carrying the refund's reference) undoes its proof the same
way, on the return credit's day: the money is back in the bank, in the tender's clearing; the
event ``refund_returned:<payment>`` moves it from there to the customer's account, owed to them
again on the same day (``app.journal.money_events.returned_event``).

A payment the bank's row shows more for, that a supervisor accepted as the customer's excess
(the outcome 'customer excess', issue 94), is proved by that row for its own amount as above;
the event ``excess_received:<payment>`` moves the rest into the bank against the customer's
account, owed back to them, on the row's day.

A payment a settlement report's line proves is the payment app's, not the bank's: its money
reaches the bank with its payout (``app.journal.bank_payouts``), so such a match posts nothing
here. Nor does a row of a statement of no balance until a supervisor accepts the statement
(``bank_unchecked``, issue 94): its proofs are posted then (a supervisor's match by hand of
such a row is posted at once: it is their word).

What each posts is decided by ``app.bank.proved`` from the rows read here; this module reads
them and records the events in the caller's transaction.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from decimal import Decimal

from app.domain.money import from_paise
from app.domain.postings import EventKind, MoneyEvent
from app.journal import money_events
from app.journal.bank_named import of_row
from app.journal.bank_payouts import REPORT_ROWS

# The proofs' and the excesses' events' ids begin so (``app.bank.proved`` names them; app.bank is
# imported where the journal posts, not when it opens).
PREFIX = f"{EventKind.BANK_PROVED}:"
EXCESS = f"{EventKind.EXCESS_RECEIVED}:"
# The rows of the statements of no balance not accepted yet (``bank_unchecked``), for ``NOT IN``:
# they prove nothing.
UNACCEPTED_ROWS = (
    "SELECT r.row_id FROM bank_rows AS r JOIN bank_unchecked AS u USING (import_id)"
    " WHERE u.accepted_at IS NULL"
)
# The ids of the proofs' events, a range of the events' unique index.
_RANGE = "e.event_id >= 'bank_proved:' AND e.event_id < 'bank_proved;'"
# A tender's or a refund's mode, amount (as the statement shows it) and reference, by key.
_SALE_KEY = "'sale:' || t.request_id || ':' || t.position"
_REFUND_KEY = "'refund:' || f.payment_id"
_PAYMENTS = (
    f"SELECT {_SALE_KEY} AS payment_key, t.mode, t.amount_paise, t.reference"
    " FROM till_tenders AS t WHERE t.mode IN ({modes})"
    f" UNION ALL SELECT {_REFUND_KEY}, f.mode, -f.amount_paise, f.reference"
    " FROM customer_refunds AS f WHERE f.amount_paise > 0 AND f.mode IN ({modes})"
)
# The matches of a bank's row not posted yet (by the matches' unique key on the payment and
# the events' on their id).
_NEW_MATCHES = (
    "SELECT m.row_id, p.payment_key, r.booked_on, p.mode, p.amount_paise, p.reference"
    " FROM ({payments}) AS p JOIN bank_matches AS m ON m.payment_key = p.payment_key"
    " JOIN bank_rows AS r ON r.row_id = m.row_id"
    f" WHERE m.row_id NOT IN ({REPORT_ROWS})"
    f" AND (m.method = 'by hand' OR m.row_id NOT IN ({UNACCEPTED_ROWS}))"
    " AND NOT EXISTS (SELECT 1 FROM money_events AS e"
    " WHERE e.event_id = 'bank_proved:' || m.row_id || ':' || p.payment_key)"
)
# The proofs posted and standing whose match is given up, or whose reference a row of the other
# way carries (a chargeback's debit, a refund's return credit, or a duplicate's reversal:
# ``taken_back`` tells).
_IN_DOUBT = (
    "SELECT e.event_id, e.body FROM money_events AS e WHERE " + _RANGE + " AND NOT EXISTS"
    " (SELECT 1 FROM money_events AS u WHERE u.event_id = e.event_id || ':undone')"
    " AND json_extract(e.body, '$.undoes') = 0 AND ((json_extract(e.body, '$.by') = 'match'"
    " AND NOT EXISTS (SELECT 1 FROM bank_matches AS m"
    " WHERE m.payment_key = json_extract(e.body, '$.payment_key')"
    " AND m.row_id = json_extract(e.body, '$.row_id'))) OR EXISTS (SELECT 1"
    " FROM bank_row_refs AS x JOIN bank_rows AS r USING (row_id)"
    " WHERE x.reference = upper(json_extract(e.body, '$.reference'))"
    " AND (r.amount_paise < 0) <> (CAST(json_extract(e.body, '$.amount') AS REAL) < 0)))"
)


def _payments_sql() -> str:
    """``_PAYMENTS`` of the tenders a statement proves (their codes are the app's own)."""
    from app.bank.proofs import PROVED_TENDERS

    return _PAYMENTS.format(modes=", ".join(f"'{kind.code}'" for kind in PROVED_TENDERS))


def _matched(conn: sqlite3.Connection) -> list[MoneyEvent]:
    """The events of the matches of bank rows not posted yet."""
    from app.bank.proved import proof_event

    return [
        proof_event(
            row_id, key, dt.date.fromisoformat(on), mode, from_paise(paise), reference, "match"
        )
        for row_id, key, on, mode, paise, reference in conn.execute(
            _NEW_MATCHES.format(payments=_payments_sql())
        )
    ]


def _settled(conn: sqlite3.Connection, posted: set[str]) -> list[MoneyEvent]:
    """The events of the supervisors' settlements' pieces not posted yet."""
    from app.bank.proved import settlement_events

    decisions: dict[int, tuple[list[tuple[int, Decimal]], list[str]]] = {}
    days: dict[int, dt.date] = {}
    for decision_id, row_id, key, on, paise in conn.execute(
        "SELECT s.decision_id, s.row_id, s.payment_key, r.booked_on, r.amount_paise"
        " FROM bank_settled AS s LEFT JOIN bank_rows AS r USING (row_id) ORDER BY s.rowid"
    ):
        rows, keys = decisions.setdefault(decision_id, ([], []))
        if row_id is not None:
            rows.append((row_id, from_paise(paise)))
            days[row_id] = dt.date.fromisoformat(on)
        else:
            keys.append(key)
    wanted = {key for _rows, keys in decisions.values() for key in keys}
    if not wanted:  # no settlement: the year's tenders are not read
        return []
    facts = {
        key: (mode, from_paise(paise), reference)
        for key, mode, paise, reference in conn.execute(_payments_sql())
        if key in wanted
    }
    return settlement_events(decisions.values(), days, facts, posted)


def _excesses(conn: sqlite3.Connection) -> list[MoneyEvent]:
    """The customers' excesses a supervisor accepted not posted yet: what each row brought
    beyond the sale's payment it proves, owed back to the booking's customer."""
    from app.bank.proved import excess_event

    found: list[MoneyEvent] = []
    for key, decision_id, row_id, on, row_paise in conn.execute(
        "SELECT z.payment_key, z.decision_id, m.row_id, r.booked_on, r.amount_paise"
        " FROM bank_resolutions AS z JOIN bank_matches AS m USING (payment_key)"
        " JOIN bank_rows AS r ON r.row_id = m.row_id WHERE z.outcome = 'customer excess'"
        " AND NOT EXISTS (SELECT 1 FROM money_events AS e"
        f" WHERE e.event_id = '{EXCESS}' || z.payment_key)"
    ).fetchall():
        request_id, _sep, position = str(key).removeprefix("sale:").rpartition(":")
        paid = conn.execute(
            "SELECT t.amount_paise, s.booking_ref FROM till_tenders AS t"
            " JOIN till_sales AS s USING (request_id) WHERE t.request_id = ? AND t.position = ?",
            (request_id, int(position)),
        ).fetchone()
        event = excess_event(
            key,
            decision_id,
            row_id,
            on,
            from_paise(row_paise),
            None if paid is None else from_paise(paid[0]),
            None if paid is None else paid[1],
        )
        if event is not None:
            found.append(event)
    return found


def _posted(conn: sqlite3.Connection) -> set[str]:
    """The ids of the proofs' events in the books (and of their undoing)."""
    return {
        event
        for (event,) in conn.execute(f"SELECT e.event_id FROM money_events AS e WHERE {_RANGE}")
    }


def _undone(conn: sqlite3.Connection) -> list[MoneyEvent]:
    """The undoing of each standing proof whose match was given up (on its proof's day) or
    whose money a row took back (a chargeback's debit, a refund's return credit: on its
    day)."""
    from app.bank.matching import Entry
    from app.bank.proved import undoing

    found: list[MoneyEvent] = []
    for event, text in conn.execute(_IN_DOUBT).fetchall():
        body = json.loads(text)
        row_id, key = int(body["row_id"]), str(body["payment_key"])
        standing = body["by"] != "match" or (
            conn.execute(
                "SELECT 1 FROM bank_matches WHERE payment_key = ? AND row_id = ?", (key, row_id)
            ).fetchone()
            is not None
        )
        # A match given up needs no row: it nets its proof on the proof's own day.
        rows = (
            conn.execute(
                "SELECT r.row_id, r.booked_on, r.amount_paise, r.refs, r.booked_at,"
                " r.row_id IN (SELECT row_id FROM bank_matches) AS matched"
                " FROM bank_row_refs AS x JOIN bank_rows AS r USING (row_id)"
                " WHERE x.reference = ? ORDER BY r.row_id",
                (str(body["reference"]).upper(),),
            ).fetchall()
            if standing
            else []
        )
        entries = [
            Entry(
                row["row_id"],
                dt.date.fromisoformat(row["booked_on"]),
                from_paise(row["amount_paise"]),
                tuple(row["refs"].split()),
            )
            for row in rows
        ]
        matched = {row["row_id"] for row in rows if row["matched"]}
        undo = undoing(event, body, standing, entries, matched)
        if undo is not None:
            found.append(undo)
    return found


def _returned(conn: sqlite3.Connection, undone: list[MoneyEvent]) -> list[MoneyEvent]:
    """Of the proofs ``undone``, each refund's a return credit took back, as the customer
    owed it again on that credit's day (``money_events.returned_event``)."""
    from app.bank.proved import returned_refund

    found: list[MoneyEvent] = []
    for event in undone:
        payment_id = returned_refund(event)
        if payment_id is None:
            continue
        row = conn.execute(
            "SELECT booking_ref FROM customer_refunds WHERE payment_id = ?", (payment_id,)
        ).fetchone()
        if row is None:
            continue
        body = event.body
        found.append(
            money_events.returned_event(
                str(body["payment_key"]),
                row[0],
                str(body["account"]),
                -Decimal(body["amount"]),
                dt.date.fromisoformat(body["on"]),
                int(body["by_row"]),
            )
        )
    return found


def book_proofs(conn: sqlite3.Connection, made: dt.datetime) -> int:
    """Post in the books each proof of a payment by a bank's row not posted yet (a customer's
    excess accepted with it), then undo
    each posted one a row took back (a chargeback, a refund's return: the customer owed it
    again) or a match given up, inside the caller's transaction (each once, by its event's
    id); how many events were written."""
    fresh = _matched(conn) + _settled(conn, _posted(conn)) + _excesses(conn)
    written = sum(money_events.record(conn, _named(conn, event), made) for event in fresh)
    undone = [_named(conn, event) for event in _undone(conn)]
    return written + sum(
        money_events.record(conn, event, made) for event in [*undone, *_returned(conn, undone)]
    )


def _named(conn: sqlite3.Connection, event: MoneyEvent) -> MoneyEvent:
    """``event`` naming the bank account of the row it proves by (an undoing, its proof's)."""
    return of_row(conn, event, int(event.body["row_id"]))


def taken_back(conn: sqlite3.Connection) -> set[str]:
    """The payments (by key) whose proof a row took back: a chargeback's debit, a refund's
    return credit (a proof undone by a match given up names no row)."""
    return {
        str(key)
        for (key,) in conn.execute(
            "SELECT json_extract(e.body, '$.payment_key') FROM money_events AS e"
            f" WHERE {_RANGE} AND json_extract(e.body, '$.by_row') IS NOT NULL"
        )
    }


def shown_by(conn: sqlite3.Connection) -> dict[str, tuple[str, int]]:
    """For each proof's event, the statement's line that shows it in the bank: the proving
    row, a chargeback's debit for its undoing; a proof undone by a match given up and its
    undoing cancel (``("nil", 0)``); a customer's excess, the row it came with."""
    found: dict[str, tuple[str, int]] = {
        str(event): ("row", int(row_id))
        for event, row_id in conn.execute(
            "SELECT e.event_id, json_extract(e.body, '$.row_id') FROM money_events AS e"
            " WHERE e.kind = ?",
            (EventKind.EXCESS_RECEIVED.value,),
        )
    }
    for event, text in conn.execute(
        f"SELECT e.event_id, e.body FROM money_events AS e WHERE {_RANGE}"
    ):
        body = json.loads(text)
        if not body.get("undoes"):
            found.setdefault(event, ("row", int(body["row_id"])))
        elif body.get("by_row") is None:
            found[event] = found[event.removesuffix(":undone")] = ("nil", 0)
        else:
            found[event] = ("row", int(body["by_row"]))
    return found
