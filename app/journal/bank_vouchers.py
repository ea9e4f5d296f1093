"""The statements' lines left over, assigned as vouchers, and the bank reconciled (issue 82; the
tables of journal version 37 are ``app.journal.bank_schema``'s).

A line no rule accounts for (no payment's proof or settlement, no payout, no cash banked, no
charge of the bank, no reversal netting a posting, no questioned payment's or chargeback's
row) is assigned by a supervisor to one of the accounts ``app.domain.postings.ASSIGNABLE`` declares,
with a narration: ``bank_vouchers`` keeps the assignment with its decision, and its money event
``bank_voucher:<id>`` posts it. Undone, the assignment is kept and marked, and the event
``bank_voucher:<id>:undone`` posts it the other way: nothing is deleted. The first statement's
opening balance (the bank's money before any row the app has) is assigned the same way.

Each import keeps its statement's first and last day and its opening and closing balances
(stated, as MT940's ``:60F:`` and ``:62F:``, or from the running balance), against which the
books' bank account is reconciled (``app.bank.reconciliation``).
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterable
from dataclasses import replace
from decimal import Decimal
from typing import TYPE_CHECKING

from app.domain.money import from_paise, to_paise
from app.domain.postings import EventKind, MoneyEvent, bank_account, day_of
from app.journal import money_events
from app.journal.bank_named import row_bank
from app.journal.bank_payouts import PAYOUT_CREDITS, REPORT_ROWS

# The statements' own modules are imported where a line is read (``app.journal.bank`` says why).
if TYPE_CHECKING:
    from app.bank.reconciliation import (
        BookItem,
        LeftOver,
        MissingDays,
        Reconciliation,
        Voucher,
    )
    from app.bank.statement import Statement

# The rows a standing assignment accounts for, for ``NOT IN``.
ASSIGNED_ROWS = "SELECT row_id FROM bank_vouchers WHERE undone_at IS NULL AND row_id IS NOT NULL"


def balances_of(statement: Statement) -> tuple[Decimal | None, Decimal | None]:
    """The opening and closing balances of ``statement``: those it states, else those its
    rows' running balance gives (the first row's balance before it, the last row's after),
    read from its first day to its last whichever order the export lists them in."""
    if statement.closing is not None:
        return statement.opening, statement.closing
    rows = [row for row in statement.rows if row.balance is not None and not row.payout]
    if not rows:
        return statement.opening, None
    if rows[0].on > rows[-1].on:  # the newest first, as many banks' exports are
        rows.reverse()
    first, last = rows[0], rows[-1]
    assert first.balance is not None and last.balance is not None
    return first.balance - first.amount, last.balance


def keep_balances(conn: sqlite3.Connection, import_id: int, statement: Statement) -> None:
    """Keep with the import ``import_id`` its statement's days and balances, inside the
    caller's transaction (nothing for a settlement report or a statement of no balance)."""
    opening, closing = balances_of(statement)
    days = statement.period or (statement.first_day, statement.last_day)
    if closing is None or days[0] is None or days[1] is None:
        return
    conn.execute(
        "UPDATE bank_imports SET first_day = ?, last_day = ?, opening_paise = ?,"
        " closing_paise = ? WHERE import_id = ?",
        (
            days[0].isoformat(),
            days[1].isoformat(),
            None if opening is None else to_paise(opening),
            to_paise(closing),
            import_id,
        ),
    )


# The rows whose reference another row carries for the opposite amount (a reversal netting a
# posting, a chargeback taking a payment back), and those carrying a reference a till's payment
# was taken or paid with (its questioned payment's): each found once, from the references'
# primary key, for ``NOT IN`` (a row's own references have no index by row).
_PAIRED = (
    "SELECT x.row_id FROM bank_row_refs AS x JOIN bank_rows AS a ON a.row_id = x.row_id"
    " JOIN bank_row_refs AS y ON y.reference = x.reference AND y.row_id <> x.row_id"
    " JOIN bank_rows AS o ON o.row_id = y.row_id WHERE o.amount_paise = -a.amount_paise"
)
_TILLS = (
    "SELECT x.row_id FROM till_tenders AS t JOIN bank_row_refs AS x"
    " ON x.reference = upper(t.reference) WHERE t.reference <> ''"
    " UNION SELECT x.row_id FROM customer_refunds AS f JOIN bank_row_refs AS x"
    " ON x.reference = upper(f.reference) WHERE f.reference <> ''"
)
# The lines no rule accounts for: no payment's proof or settlement, no payout's credit, no
# settlement report's payment, no cash banked, no standing assignment, none of ``_PAIRED`` or
# ``_TILLS``.
_LEFT_OVER = (
    "SELECT r.* FROM bank_rows AS r WHERE r.row_id NOT IN (SELECT row_id FROM bank_matches)"
    " AND r.row_id NOT IN (SELECT row_id FROM bank_settled WHERE row_id IS NOT NULL)"
    f" AND r.row_id NOT IN ({PAYOUT_CREDITS}) AND r.row_id NOT IN ({REPORT_ROWS})"
    f" AND r.row_id NOT IN (SELECT row_id FROM bank_deposits) AND r.row_id NOT IN ({ASSIGNED_ROWS})"
    f" AND r.row_id NOT IN ({_PAIRED}) AND r.row_id NOT IN ({_TILLS})"
    " ORDER BY r.booked_on, r.row_id"
)


def _line(row: sqlite3.Row, voucher: Voucher | None = None) -> LeftOver:
    from app.bank.reconciliation import LeftOver

    return LeftOver(
        row["row_id"],
        None,
        dt.date.fromisoformat(row["booked_on"]),
        from_paise(row["amount_paise"]),
        row["narration"],
        row["payer"],
        voucher,
    )


# The imports whose statements state an opening balance.
_OPENINGS = (
    "SELECT import_id, first_day, opening_paise FROM bank_imports WHERE opening_paise IS NOT NULL"
)


def _opening(row: sqlite3.Row, voucher: Voucher | None = None) -> LeftOver:
    from app.bank.reconciliation import LeftOver

    day = dt.date.fromisoformat(row["first_day"])
    return LeftOver(None, row["import_id"], day, from_paise(row["opening_paise"]), "", "", voucher)


def first_openings(conn: sqlite3.Connection) -> dict[str, LeftOver]:
    """The opening balance of each account's first statement kept (by its first day) that
    states one, as a line, by the account (its number; '' for statements naming none)."""
    found: dict[str, LeftOver] = {}
    for row in conn.execute(
        "SELECT import_id, first_day, opening_paise, account FROM bank_imports"
        " WHERE opening_paise IS NOT NULL ORDER BY first_day DESC, import_id DESC"
    ):
        found[str(row["account"])] = _opening(row)
    return found


def _standing(conn: sqlite3.Connection) -> dict[tuple[str, int], Voucher]:
    """The standing assignments, by the line each accounts for."""
    from app.bank.reconciliation import Voucher

    found: dict[tuple[str, int], Voucher] = {}
    for row in conn.execute("SELECT * FROM bank_vouchers WHERE undone_at IS NULL"):
        key = ("row", row["row_id"]) if row["row_id"] is not None else ("opening", row["import_id"])
        found[key] = Voucher(
            row["voucher_id"], row["account"], row["narration"], event_id(row["voucher_id"])
        )
    return found


def _by_their_rules(conn: sqlite3.Connection) -> set[int]:
    """Of the rows ``_LEFT_OVER`` reads, those another rule accounts for though no table says
    so: the bank's charges (known by their words) and the cash deposits a close's banking may
    be (waiting for a supervisor's confirmation)."""
    from app.bank.charges import is_charge
    from app.journal.bank_charges import CHARGE_TEXT
    from app.journal.bank_deposits import deposits

    found = {deposit.row_id for deposit in deposits(conn) if deposit.candidates}
    for row_id, narration, paise in conn.execute(
        f"SELECT row_id, narration, amount_paise FROM ({_LEFT_OVER})"
        f" WHERE amount_paise < 0 AND {CHARGE_TEXT}"
    ):
        if is_charge(narration, from_paise(paise)):
            found.add(row_id)
    return found


def left_over(conn: sqlite3.Connection, limit: int | None = None) -> list[LeftOver]:
    """The lines no rule and no assignment accounts for, by day (at most ``limit`` of them: a
    month's credits of no sale are thousands, and are read a page at a time where they are
    listed): the first statement's opening balance (when it states one), then the rows."""
    skipped = _by_their_rules(conn)
    found = _openings_left(conn)
    for row in conn.execute(_LEFT_OVER):
        if limit is not None and len(found) >= limit:
            break
        if row["row_id"] not in skipped:
            found.append(_line(row))
    return found


def left_over_count(conn: sqlite3.Connection) -> int:
    """How many lines ``left_over`` has in all."""
    (rows,) = conn.execute(f"SELECT count(*) FROM ({_LEFT_OVER})").fetchone()
    return int(rows) - len(_by_their_rules(conn)) + len(_openings_left(conn))


def _openings_left(conn: sqlite3.Connection) -> list[LeftOver]:
    """The accounts' first opening balances no standing assignment accounts for, by day."""
    standing = _standing(conn)
    return sorted(
        (
            opening
            for opening in first_openings(conn).values()
            if ("opening", opening.import_id) not in standing
        ),
        key=lambda line: (line.on, line.import_id or 0),
    )


def assigned(conn: sqlite3.Connection) -> list[LeftOver]:
    """The lines a standing assignment accounts for, each with it, by day."""
    standing = _standing(conn)
    found: list[LeftOver] = []
    for (kind, number), voucher in standing.items():
        if kind == "opening":
            # Listed whether or not its statement is still the first kept: one kept later
            # may begin earlier, and this assignment is then to be undone.
            opening = conn.execute(f"{_OPENINGS} AND import_id = ?", (number,)).fetchone()
            found.append(_opening(opening, voucher))
            continue
        row = conn.execute("SELECT * FROM bank_rows WHERE row_id = ?", (number,)).fetchone()
        found.append(_line(row, voucher))
    found.sort(key=lambda line: (line.on, line.row_id or 0))
    return found


def event_id(voucher_id: int, undone: bool = False) -> str:
    """The money event of an assignment (``undone``: of its undoing)."""
    return f"bank_voucher:{voucher_id}" + (":undone" if undone else "")


def _event(
    conn: sqlite3.Connection,
    voucher_id: int,
    line: LeftOver,
    account: str,
    narration: str,
    undo: bool,
) -> MoneyEvent:
    """The voucher of ``line`` (``app.bank.events.voucher_event``), naming its row's or its
    statement's declared account as the journal keeps it."""
    from app.bank.events import voucher_event

    if line.row_id is not None:
        bank = row_bank(conn, line.row_id)
    else:
        (bank,) = conn.execute(
            "SELECT account FROM bank_imports WHERE import_id = ?", (line.import_id,)
        ).fetchone()
    return voucher_event(event_id(voucher_id, undo), line, account, narration, undo, bank or "")


def assign(
    conn: sqlite3.Connection,
    line: LeftOver,
    account: str,
    narration: str,
    decision_id: int,
    made: dt.datetime,
) -> int:
    """Assign ``line`` to ``account`` with ``narration`` on the decision ``decision_id``, inside
    the caller's transaction: the assignment kept and its voucher posted; its number.
    ``ValueError`` when the account is not one a line is assigned to, the narration is empty, or
    the line is accounted for already (by a rule or an assignment): nothing is kept."""
    from app.bank.events import assigned_narration

    said = assigned_narration(account, narration)
    if not any(_same(line, free) for free in left_over(conn)):
        raise ValueError("the line is accounted for already")
    cursor = conn.execute(
        "INSERT INTO bank_vouchers (row_id, import_id, account, narration, decision_id,"
        " booked_at) VALUES (?, ?, ?, ?, ?, ?)",
        (
            line.row_id,
            line.import_id,
            account,
            said,
            decision_id,
            made.isoformat(timespec="seconds"),
        ),
    )
    voucher_id = cursor.lastrowid
    assert voucher_id is not None
    money_events.record(conn, _event(conn, voucher_id, line, account, said, False), made)
    return voucher_id


def undo(conn: sqlite3.Connection, voucher_id: int, decision_id: int, made: dt.datetime) -> None:
    """Undo the standing assignment ``voucher_id`` on the decision ``decision_id``, inside the
    caller's transaction: marked undone, and its voucher reversed by a posting; its line is
    left over again. ``ValueError`` when no such assignment stands."""
    for line in assigned(conn):
        if line.voucher is not None and line.voucher.voucher_id == voucher_id:
            conn.execute(
                "UPDATE bank_vouchers SET undone_decision_id = ?, undone_at = ?"
                " WHERE voucher_id = ?",
                (decision_id, made.isoformat(timespec="seconds"), voucher_id),
            )
            voucher = line.voucher
            event = _event(conn, voucher_id, line, voucher.account, voucher.narration, True)
            money_events.record(conn, event, made)
            return
    raise ValueError(f"no booking {voucher_id} stands")


def _same(line: LeftOver, other: LeftOver) -> bool:
    return (line.row_id, line.import_id, line.amount) == (
        other.row_id,
        other.import_id,
        other.amount,
    )


def _lines(
    conn: sqlite3.Connection, account: str, last: dt.date, opening: LeftOver | None
) -> tuple[int, Decimal]:
    """How many lines the statements of ``account`` hold to ``last`` (no settlement report's),
    its first ``opening`` balance among them, and what they add up to."""
    count, paise = conn.execute(
        "SELECT count(*), COALESCE(SUM(amount_paise), 0) FROM bank_rows"
        f" WHERE account = ? AND booked_on <= ? AND row_id NOT IN ({REPORT_ROWS})",
        (account, last.isoformat()),
    ).fetchone()
    total = from_paise(paise)
    if opening is not None and opening.on <= last:
        count, total = count + 1, total + opening.amount
    return count, total


def _shown_lines(
    conn: sqlite3.Connection, keys: Iterable[tuple[str, int]], opening: LeftOver | None
) -> dict[tuple[str, int], LeftOver]:
    """The lines ``keys`` name (rows, and the account's first ``opening`` balance)."""
    found: dict[tuple[str, int], LeftOver] = {}
    if opening is not None and opening.import_id is not None:
        found[("opening", opening.import_id)] = opening
    ids = sorted({number for kind, number in keys if kind == "row"})
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        for row in conn.execute(
            f"SELECT * FROM bank_rows WHERE row_id IN ({', '.join('?' * len(part))})", part
        ):
            found[("row", row["row_id"])] = _line(row)
    return found


def _shown_by(conn: sqlite3.Connection) -> dict[str, tuple[str, int]]:
    """For each money event of the bank that a statement's line shows, that line: an assignment's
    (undone, the assignment and its undoing cancel: ``("nil", 0)``), a charge's, a payout's or a
    card settlement's credit,
    a close's cash banked its deposit was confirmed as, a payment's proof (and its undoing)."""
    from app.journal.bank_proved import shown_by

    found = shown_by(conn)
    for row in conn.execute("SELECT * FROM bank_vouchers"):
        number = row["voucher_id"]
        if row["undone_at"] is not None:
            found[event_id(number)] = found[event_id(number, True)] = ("nil", 0)
        elif row["row_id"] is not None:
            found[event_id(number)] = ("row", row["row_id"])
        else:
            found[event_id(number)] = ("opening", row["import_id"])
    for row_id, fingerprint, occurrence in conn.execute(
        "SELECT row_id, fingerprint, occurrence FROM bank_rows WHERE amount_paise < 0"
    ):
        found.setdefault(f"bank_charge:{fingerprint}:{occurrence}", ("row", row_id))
    for row_id, reference in conn.execute(
        "SELECT r.row_id, x.reference FROM bank_rows AS r JOIN bank_row_refs AS x USING (row_id)"
        f" WHERE r.amount_paise > 0 AND r.row_id IN ({PAYOUT_CREDITS}) ORDER BY r.row_id"
    ):
        # A payment app's payout, or a card acquirer's settlement: the credit carrying its id.
        for kind in ("payout", "card_settlement"):
            found.setdefault(f"{kind}:{reference}", ("row", row_id))
    for row_id, banked in conn.execute("SELECT row_id, event_id FROM bank_deposits"):
        found[banked] = ("row", row_id)
    return found


def _book_items(conn: sqlite3.Connection, account: str) -> list[BookItem]:
    """Each money event that moved the books' ``account`` (``bank:<number>``), on its day in
    the books (``day_of``: the statement's row's day for those a row brought, else the day it
    was recorded), by what it moved it; a correcting entry that named an older entry's account
    stands for that entry (``corrects``: its id and kind), whose line shows it."""
    from app.bank.reconciliation import BookItem

    found: list[BookItem] = []
    for event, kind, body, recorded_at, paise, corrected in conn.execute(
        "SELECT e.event_id, e.kind, e.body, e.recorded_at, SUM(l.debit_paise - l.credit_paise),"
        " c.kind FROM money_events AS e JOIN book_lines AS l USING (seq)"
        " LEFT JOIN money_events AS c ON e.kind = ? AND c.event_id = json_extract(e.body,"
        " '$.corrects') WHERE l.account = ? GROUP BY e.seq ORDER BY e.seq",
        (EventKind.BANK_NAMED.value, account),
    ):
        read = json.loads(body)
        on = day_of(kind, read, recorded_at)
        if corrected is None:
            found.append(BookItem(event, kind, on, from_paise(paise)))
        else:
            found.append(BookItem(str(read["corrects"]), corrected, on, from_paise(paise)))
    return found


def reconciliations(conn: sqlite3.Connection) -> tuple[Reconciliation, ...]:
    """Each declared account's ``bank:<account>`` reconciled at the closing day of its latest
    statement kept that states a closing balance (none for an account none does yet), with the
    days its statements leave out up to that day (``missing_days``): the account whose
    statement ends latest first. Statements naming no account (kept while none was declared)
    are the bank not named's."""
    from app.bank.reconciliation import reconcile

    latest = conn.execute(
        "SELECT i.account, i.last_day, i.opening_paise, i.closing_paise FROM bank_imports AS i"
        " WHERE i.closing_paise IS NOT NULL AND i.import_id = (SELECT"
        " o.import_id FROM bank_imports AS o WHERE o.account = i.account AND o.closing_paise"
        " IS NOT NULL ORDER BY o.last_day DESC, o.import_id DESC LIMIT 1)"
        " ORDER BY i.last_day DESC, i.import_id DESC"
    ).fetchall()
    if not latest:
        return ()
    shown = _shown_by(conn)
    openings = first_openings(conn)
    found: list[Reconciliation] = []
    for number, last_day, opening, closing in latest:
        books = [
            (item, shown.get(item.event_id)) for item in _book_items(conn, bank_account(number))
        ]
        last = dt.date.fromisoformat(last_day)
        keys = [key for _item, key in books if key is not None]
        first = openings.get(number)
        reconciled = reconcile(
            last,
            None if opening is None else from_paise(opening),
            from_paise(closing),
            books,
            _shown_lines(conn, keys, first),
            _lines(conn, number, last, first),
        )
        found.append(replace(reconciled, account=number, missing=_missing(conn, number, last)))
    return tuple(found)


def _missing(conn: sqlite3.Connection, account: str, last: dt.date) -> tuple[MissingDays, ...]:
    """The days the statements of ``account`` kept to ``last`` leave out, where the balance
    moved across them."""
    from app.bank.reconciliation import Kept, missing_days

    return missing_days(
        [
            Kept(
                dt.date.fromisoformat(first),
                dt.date.fromisoformat(until),
                None if opening is None else from_paise(opening),
                from_paise(closing),
            )
            for first, until, opening, closing in conn.execute(
                "SELECT first_day, last_day, opening_paise, closing_paise FROM bank_imports"
                " WHERE closing_paise IS NOT NULL AND account = ? AND last_day <= ?",
                (account, last.isoformat()),
            )
        ]
    )
