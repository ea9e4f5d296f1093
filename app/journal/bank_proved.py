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
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Sequence
from decimal import Decimal

from app.domain.money import ZERO, from_paise
from app.domain.postings import EventKind, MoneyEvent, customer_account, tender_account
from app.domain.tenders import tender_of
from app.journal import money_events
from app.journal.bank_named import of_row
from app.journal.bank_payouts import REPORT_ROWS
from app.journal.outbox import amount_text

PREFIX = "bank_proved:"
EXCESS = "excess_received:"
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


def event_id(row_id: int, key: str, undone: bool = False) -> str:
    """The money event of the row ``row_id`` proving the payment ``key`` (``undone``: of that
    proof undone)."""
    return f"{PREFIX}{row_id}:{key}" + (":undone" if undone else "")


def _payments_sql() -> str:
    """``_PAYMENTS`` of the tenders a statement proves (their codes are the app's own)."""
    from app.bank.proofs import PROVED_TENDERS

    return _PAYMENTS.format(modes=", ".join(f"'{kind.code}'" for kind in PROVED_TENDERS))


def _event(
    row_id: int,
    key: str,
    on: dt.date,
    mode: str,
    amount: Decimal,
    reference: str,
    by: str,
) -> MoneyEvent:
    body = {
        "on": on.isoformat(),
        "row_id": row_id,
        "payment_key": key,
        "account": tender_account(tender_of(mode)),
        "amount": amount_text(amount),
        "reference": reference,
        "by": by,
        "undoes": False,
    }
    return MoneyEvent(event_id(row_id, key), EventKind.BANK_PROVED, body)


def _matched(conn: sqlite3.Connection) -> list[MoneyEvent]:
    """The events of the matches of bank rows not posted yet."""
    return [
        _event(
            row_id,
            key,
            dt.date.fromisoformat(on),
            mode,
            from_paise(paise),
            reference,
            "match",
        )
        for row_id, key, on, mode, paise, reference in conn.execute(
            _NEW_MATCHES.format(payments=_payments_sql())
        )
    ]


Piece = tuple[int, str, Decimal]


def laid(
    rows: Sequence[tuple[int, Decimal]], payments: Sequence[tuple[str, Decimal]]
) -> list[Piece]:
    """A settlement's rows and payments laid against each other in order, as (row, payment,
    amount) pieces: a payment in two transfers is two pieces, a row paying two payments too.
    Amounts of both ways at once (a credit and a debit settled together) are not laid: each
    payment is then its whole amount against the first row."""
    amounts = [amount for _row, amount in rows] + [amount for _key, amount in payments]
    if not rows or len({amount > 0 for amount in amounts}) > 1:
        return [(rows[0][0], key, amount) for key, amount in payments] if rows else []
    pieces: list[Piece] = []
    left = [abs(amount) for _row, amount in rows]
    at = 0
    for key, amount in payments:
        sign, owed = (1 if amount > 0 else -1), abs(amount)
        while owed > 0 and at < len(rows):
            take = min(owed, left[at])
            if take > 0:
                pieces.append((rows[at][0], key, take * sign))
            owed -= take
            left[at] -= take
            if left[at] == 0:
                at += 1
        if owed > 0:  # the settlement's rows and payments differ: the rest on its last row
            pieces.append((rows[-1][0], key, owed * sign))
    return pieces


def _settled(conn: sqlite3.Connection, posted: set[str]) -> list[MoneyEvent]:
    """The events of the supervisors' settlements' pieces not posted yet."""
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
    found: list[MoneyEvent] = []
    for rows, keys in decisions.values():
        payments = [(key, facts[key][1]) for key in keys if key in facts]
        for row_id, key, amount in laid(rows, payments):
            if event_id(row_id, key) not in posted:
                mode, _amount, reference = facts[key]
                found.append(
                    _event(row_id, key, days[row_id], mode, amount, reference, "settlement")
                )
    return found


def _excesses(conn: sqlite3.Connection) -> list[MoneyEvent]:
    """The customers' excesses a supervisor accepted not posted yet: what each row brought
    beyond the sale's payment it proves, owed back to the booking's customer."""
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
        if paid is None or row_paise <= paid[0] or not paid[1]:
            continue
        body = {
            "on": on,
            "row_id": row_id,
            "payment_key": key,
            "booking_ref": paid[1],
            "account": customer_account(paid[1]),
            "amount": amount_text(from_paise(row_paise - paid[0])),
            "decision_id": decision_id,
            "undoes": False,
        }
        found.append(MoneyEvent(f"{EXCESS}{key}", EventKind.EXCESS_RECEIVED, body))
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
    from app.bank.matching import Entry, Payment, taken_back

    found: list[MoneyEvent] = []
    for event, text in conn.execute(_IN_DOUBT).fetchall():
        body = json.loads(text)
        row_id, key = int(body["row_id"]), str(body["payment_key"])
        amount = Decimal(body["amount"])
        standing = body["by"] != "match" or (
            conn.execute(
                "SELECT 1 FROM bank_matches WHERE payment_key = ? AND row_id = ?", (key, row_id)
            ).fetchone()
            is not None
        )
        # A match given up nets its proof on the proof's own row's day (the bank's day, not
        # the day a supervisor or a later report gave it up).
        on, by_row = dt.date.fromisoformat(body["on"]), None
        if standing:
            rows = conn.execute(
                "SELECT r.row_id, r.booked_on, r.amount_paise, r.refs, r.booked_at,"
                " r.row_id IN (SELECT row_id FROM bank_matches) AS matched"
                " FROM bank_row_refs AS x JOIN bank_rows AS r USING (row_id)"
                " WHERE x.reference = ? ORDER BY r.row_id",
                (str(body["reference"]).upper(),),
            ).fetchall()
            entries = [
                Entry(
                    row["row_id"],
                    dt.date.fromisoformat(row["booked_on"]),
                    from_paise(row["amount_paise"]),
                    tuple(row["refs"].split()),
                )
                for row in rows
            ]
            payment = Payment(
                key,
                abs(amount),
                str(body["reference"]),
                dt.datetime.combine(dt.date.fromisoformat(body["on"]), dt.time()),
                outgoing=amount < ZERO,
            )
            matched = {row["row_id"] for row in rows if row["matched"]}
            back = taken_back(payment, row_id, entries, matched)
            if back is None:
                continue
            on, by_row = back.on, back.row_id
            # A chargeback of part of the payment takes back only its own amount (issue 94).
            amount = min(abs(amount), abs(back.amount)).copy_sign(amount)
        undo = body | {
            "on": on.isoformat(),
            "undoes": True,
            "by_row": by_row,
            "amount": amount_text(amount),
        }
        found.append(MoneyEvent(f"{event}:undone", EventKind.BANK_PROVED, undo))
    return found


def _returned(conn: sqlite3.Connection, undone: Sequence[MoneyEvent]) -> list[MoneyEvent]:
    """Of the proofs ``undone``, each refund's a return credit took back, as the customer
    owed it again on that credit's day (``money_events.returned_event``)."""
    found: list[MoneyEvent] = []
    for event in undone:
        body = event.body
        key, amount = str(body["payment_key"]), Decimal(body["amount"])
        if body.get("by_row") is None or amount >= ZERO or not key.startswith("refund:"):
            continue
        row = conn.execute(
            "SELECT booking_ref FROM customer_refunds WHERE payment_id = ?",
            (key.removeprefix("refund:"),),
        ).fetchone()
        if row is None:
            continue
        on = dt.date.fromisoformat(body["on"])
        found.append(
            money_events.returned_event(
                key, row[0], str(body["account"]), -amount, on, int(body["by_row"])
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
