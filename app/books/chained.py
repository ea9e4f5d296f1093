"""The books held to the money events' chain (``app.journal.money_chain``), at the counter and at
the agency.

At the counter (``chain_problems``): each event as the books hold it now against the link the
chain kept when it was posted, each link against the one before, each seal under this PC's key;
an event the books hold otherwise, no longer, or never posted through the till is named with
its booking and what the books hold of it.

For the agency (``books_state``): what the books are now, in a few lines whatever their size.
The chain made again from the books as they stand (each event's id and the digest of its text,
in order: ``head``), how many events and their debits, and, in full, each event whose text is not
the one the chain kept or the outbox sent (``changed``, with its place in the books) and each one
kept or sent that the books no longer hold (``gone``). It goes with every ``books_check`` record
whose head moved. The agency does not take the counter's word for it (``compare_with_state``): it
makes the books again from its own copy of the events as they were sent, with the changes the
counter names, and only when that gives the counter's head does it name each change against its
copy, event by event: an edit, a deletion, a doubling, an event never sent. A head it cannot
reach is named as books rewritten beyond what the counter's check names (its chain and its
outbox rewritten too, under the key). The events' links as they were sent are also held to the heads
the store witnessed as the chain grew: the first that differs is named.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any

from app.books.checks import BookProblem, Problem
from app.domain.money import ZERO, money
from app.journal import chain
from app.journal.money_chain import CHAIN_FIELD, event_text, kept_links, standing
from app.journal.outbox import Kind
from app.journal.outbox import amount_text as body_amount


def _booking(record: Mapping[str, Any]) -> str:
    return str(record.get("body", {}).get("booking_ref") or "")


def _debits(record: Mapping[str, Any]) -> Decimal:
    return money(sum((Decimal(str(line["debit"])) for line in record["lines"]), ZERO))


def _plain(record: Mapping[str, Any]) -> dict[str, Any]:
    """``record`` without its chain field."""
    return {key: value for key, value in record.items() if key != CHAIN_FIELD}


def chain_problems(conn: sqlite3.Connection) -> list[BookProblem]:
    """Each event the books do not hold as the money events' chain kept it: its text not the
    one linked (edited), its link gone (deleted, or never posted through the till), a link
    that does not follow from the one before, a link unsealed after a sealed one, or a seal that
    does not hold under this PC's key or names a key none of the journal's records was sealed
    under (the chain rewritten). Named once per event, with its booking and its debits in the
    books now (0.00: gone)."""
    books = dict(standing(conn))
    key = chain.sealing_key()
    # The keys this journal's records were sealed under: an event's seal under any other was
    # not made by this counter as it posted it (a key change seals records too).
    keys = {
        chain.key_of(seal)
        for (seal,) in conn.execute("SELECT DISTINCT seal FROM outbox_chain WHERE seal IS NOT NULL")
    }
    found: dict[str, BookProblem] = {}

    def broken(event_id: str, record: Mapping[str, Any] | None) -> None:
        amount = ZERO if record is None else _debits(record)
        booking = "" if record is None else _booking(record)
        found.setdefault(event_id, BookProblem(Problem.CHAIN_BROKEN, event_id, booking, amount))

    before: str | None = None
    sealed_before: str | None = None
    linked: set[int] = set()
    for kept in kept_links(conn):
        linked.add(kept.seq)
        record = books.get(kept.seq)
        if record is None or record["event_id"] != kept.event_id:
            broken(kept.event_id, record)
        else:
            made = dt.datetime.fromisoformat(str(record["recorded_at"]))
            link = chain.link(
                before, kept.seq, kept.event_id, str(record["kind"]), kept.digest, made
            )
            seal = kept.seal
            holds = seal is None or (
                chain.key_of(seal) in keys
                and (key is None or chain.seal_holds(key, kept.link, seal) is not chain.Seal.BROKEN)
            )
            # A link unsealed after a sealed one was not made by this counter as it posted:
            # only an older version's events, linked once on upgrade, come unsealed first.
            follows = (
                sealed_before is None if seal is None else chain.follows_key(seal, sealed_before)
            )
            as_linked = chain.digest(event_text(record)) == kept.digest
            if kept.link != link or not holds or not follows or not as_linked:
                broken(kept.event_id, record)
        before, sealed_before = kept.link, kept.seal or sealed_before
    for seq, record in books.items():
        if seq not in linked:
            broken(str(record["event_id"]), record)
    return list(found.values())


def _outbox_texts(conn: sqlite3.Connection) -> dict[str, str]:
    """Each money event's text as the outbox sent it, by event id."""
    rows = conn.execute("SELECT body FROM outbox WHERE kind = ?", (Kind.MONEY_EVENT.value,))
    texts = {}
    for (body,) in rows:
        record = json.loads(body)
        texts[str(record["event_id"])] = event_text(record)
    return texts


def _head(records: Iterable[Mapping[str, Any]]) -> str:
    """The chain made again over ``records`` as they stand: each one's id and text's digest,
    from the one before (no places, no times: a deletion or an insertion moves nothing)."""
    head = ""
    for record in records:
        text_digest = chain.digest(event_text(record))
        head = chain.digest(chain.SEPARATOR.join((head, str(record["event_id"]), text_digest)))
    return head


def books_state(conn: sqlite3.Connection) -> dict[str, Any]:
    """What the books are now, for the agency (see the module's docstring), read at one moment
    of the journal: ``through`` is the outbox's last record then, which the events sent before
    it are all within."""
    conn.execute("BEGIN")
    try:
        (through,) = conn.execute("SELECT coalesce(max(seq), 0) FROM outbox").fetchone()
        books = list(standing(conn))
        kept = {link.seq: link for link in kept_links(conn)}
        sent = _outbox_texts(conn)
    finally:
        conn.execute("COMMIT")
    held = {str(record["event_id"]) for _, record in books}
    changed = []
    for place, (seq, record) in enumerate(books):
        text = event_text(record)
        link = kept.get(seq)
        as_linked = link is not None and link.event_id == record["event_id"]
        as_linked = as_linked and link is not None and link.digest == chain.digest(text)
        as_sent = sent.get(str(record["event_id"]), text) == text
        if not (as_linked and as_sent):
            changed.append({"at": place, "record": record})
    known = [link.event_id for link in kept.values()] + list(sent)
    return {
        "through": int(through),
        "events": len(books),
        "debits": body_amount(sum((_debits(record) for _, record in books), ZERO)),
        "head": _head(record for _, record in books),
        "changed": changed,
        "gone": sorted({event_id for event_id in known if event_id not in held}),
    }


def compare_with_state(
    copy: Sequence[Mapping[str, Any]],
    state: Mapping[str, Any],
    witnessed: Mapping[int, str] | None = None,
) -> list[BookProblem]:
    """A counter's books as its ``state`` says they are, against the agency store's ``copy`` of
    its money events (each ``money_event`` record's body up to the state's ``through``, in
    order) and the heads the store ``witnessed`` of its chain: each event edited, deleted,
    doubled or never sent, with its booking and amount, once the copy with the named changes
    makes the counter's head again; else the books rewritten beyond what it names."""
    found = _not_as_witnessed(copy, witnessed or {})
    sent = {str(record["event_id"]): _plain(record) for record in copy}
    changed = {str(item["record"]["event_id"]): item for item in state["changed"]}
    gone = set(state["gone"])
    books = [
        changed[event_id]["record"] if event_id in changed else record
        for event_id, record in sent.items()
        if event_id not in gone
    ]
    added = sorted(
        (item for event_id, item in changed.items() if event_id not in sent),
        key=lambda item: int(item["at"]),
    )
    for item in added:
        books.insert(int(item["at"]), item["record"])
    if len(books) != int(state["events"]) or _head(books) != state["head"]:
        whole = money(sum((_debits(record) for record in sent.values()), ZERO))
        debits = money(Decimal(str(state["debits"])))
        return [*found, BookProblem(Problem.UNEXPLAINED, "", "", debits, whole)]
    for event_id in sorted(gone & sent.keys()):
        record = sent[event_id]
        found.append(BookProblem(Problem.DELETED, event_id, _booking(record), _debits(record)))
    for event_id, item in changed.items():
        record = item["record"]
        was = sent.get(event_id)
        if was is not None and event_text(record) != event_text(was):
            booking = _booking(was)
            found.append(
                BookProblem(Problem.EDITED, event_id, booking, _debits(record), _debits(was))
            )
    for item in added:
        record = item["record"]
        twin = _twin(record, sent.values())
        problem = Problem.ADDED if twin is None else Problem.DOUBLED
        booking = _booking(record if twin is None else twin)
        found.append(BookProblem(problem, str(record["event_id"]), booking, _debits(record)))
    return found


def _twin(record: Mapping[str, Any], sent: Iterable[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The event sent that ``record`` posts again: its kind, booking and lines."""
    for other in sent:
        if (
            other["kind"] == record["kind"]
            and _booking(other) == _booking(record)
            and other["lines"] == record["lines"]
        ):
            return other
    return None


def _not_as_witnessed(
    copy: Sequence[Mapping[str, Any]], witnessed: Mapping[int, str]
) -> list[BookProblem]:
    """The first event sent with a link other than the head the store witnessed for its place:
    it was rewritten, and chained again under the key, after its head left the PC (every link
    after it follows from it, so differs too: not named)."""
    for record in copy:
        linked = record.get(CHAIN_FIELD)
        if not isinstance(linked, Mapping):
            continue
        head = witnessed.get(int(linked["seq"]))
        if head is not None and head != linked["link"]:
            event_id = str(record["event_id"])
            problem = Problem.NOT_AS_WITNESSED
            return [BookProblem(problem, event_id, _booking(record), _debits(record))]
    return []
