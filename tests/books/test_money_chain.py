"""The money events' own chain (journal version 43): each event linked to the one before and
sealed under the records' key as it is posted, the record sent carrying its link and seal; an
older journal's events linked once, unsealed; and the counter's check naming an event the books
no longer hold as the chain sealed it, even when the outbox's copy was made to agree, and a chain
made again without the key by its seals."""

from __future__ import annotations

import datetime as dt
import json
import secrets
import sqlite3
from contextlib import closing
from pathlib import Path

from app.books.chained import books_state, chain_problems
from app.books.checks import Problem, check_all
from app.domain.till import DrawerCount
from app.journal import Journal, chain
from app.journal.money_chain import CHAIN_FIELD, event_text, kept_links
from app.journal.schema import connect
from app.journal.store import DATABASE_NAME
from app.reports.drawer import z_report
from tests.books.tampering import (
    covered,
    delete_event,
    double_disguised,
    lower_drawer,
    tampered,
)
from tests.books.test_books import a_day
from tests.journal.entries import Clock


def _journal(folder: Path) -> sqlite3.Connection:
    return connect(folder / DATABASE_NAME)


def test_each_event_is_chained_to_the_one_before_and_sealed_with_its_key(tmp_path: Path) -> None:
    key = secrets.token_bytes(32)
    chain.use_key(lambda: key)
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal)
    with closing(_journal(tmp_path)) as conn:
        links = kept_links(conn)
        sent = {
            json.loads(body)["event_id"]: json.loads(body)
            for (body,) in conn.execute("SELECT body FROM outbox WHERE kind = 'money_event'")
        }
        events = conn.execute(
            "SELECT seq, event_id, kind, recorded_at FROM money_events"
        ).fetchall()
        assert [link.seq for link in links] == [row[0] for row in events] and len(links) == 7
        before = None
        for link, (seq, event_id, kind, recorded_at) in zip(links, events, strict=True):
            record = sent[event_id]
            # The record sent carries the link and seal its journal keeps.
            assert record[CHAIN_FIELD] == {"seq": seq, "link": link.link, "seal": link.seal}
            made = dt.datetime.fromisoformat(recorded_at)
            text = chain.digest(event_text(record))
            assert link.link == chain.link(before, seq, event_id, kind, text, made)
            assert link.seal is not None and chain.key_of(link.seal) == chain.fingerprint(key)
            assert chain.seal_holds(key, link.link, link.seal) is chain.Seal.HOLDS
            before = link.link
        assert chain_problems(conn) == []


def test_an_older_journal_s_events_are_linked_once_unsealed(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal, close=False)
    with closing(sqlite3.connect(tmp_path / DATABASE_NAME)) as conn:
        conn.executescript("DROP TABLE money_chain; PRAGMA user_version = 42;")
        (older,) = conn.execute("SELECT count(*) FROM money_events").fetchone()
    key = secrets.token_bytes(32)
    chain.use_key(lambda: key)
    with Journal(tmp_path, now=Clock()) as journal:
        shift = journal.till.open_shift_of("PB1")
        assert shift is not None
        z_report(journal.till, shift.shift_id, DrawerCount.of({}), closed_by="Leela Menon")
    with closing(_journal(tmp_path)) as conn:
        links = kept_links(conn)
        (events,) = conn.execute("SELECT count(*) FROM money_events").fetchone()
        assert len(links) == events == older + 1
        # Linked as the version-43 journal opened, unsealed; the close's count after them,
        # sealed, chained onto the last.
        assert [link.seal is None for link in links] == [True] * older + [False]
        assert chain_problems(conn) == []


def test_an_edit_the_outbox_was_made_to_agree_with_is_named_by_the_chain(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal)
    with closing(_journal(tmp_path)) as conn:
        (sale,) = conn.execute("SELECT event_id FROM money_events WHERE kind = 'sale'").fetchone()
    tampered(tmp_path, sale, covered(lower_drawer(other_side=True)))
    with closing(_journal(tmp_path)) as conn:
        # The balanced edit: the rule's rebuild names it, the outbox's copy no longer does.
        assert Problem.EDITED not in {item.problem for item in check_all(conn)}
        (broken,) = chain_problems(conn)
        assert (broken.problem, broken.event_id, broken.booking_ref) == (
            Problem.CHAIN_BROKEN,
            sale,
            "REF1",
        )
        state = books_state(conn)
        # The agency is given the event as the books now hold it, at its place.
        assert [item["record"]["event_id"] for item in state["changed"]] == [sale]
        assert state["changed"][0]["at"] == 1 and state["gone"] == []


def test_a_deletion_is_named_and_sent_as_gone(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal)
    with closing(_journal(tmp_path)) as conn:
        (refund,) = conn.execute(
            "SELECT event_id FROM money_events WHERE kind = 'refund_paid'"
        ).fetchone()
    tampered(tmp_path, refund, covered(delete_event))
    with closing(_journal(tmp_path)) as conn:
        assert [item.event_id for item in chain_problems(conn)] == [refund]
        assert books_state(conn)["gone"] == [refund]


def test_a_chain_made_again_without_the_key_is_named_by_its_seals(tmp_path: Path) -> None:
    key = secrets.token_bytes(32)
    chain.use_key(lambda: key)
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal)
    with closing(_journal(tmp_path)) as conn:
        (sale,) = conn.execute("SELECT event_id FROM money_events WHERE kind = 'sale'").fetchone()
    # Whoever lacks the keyring makes the links again under a key of their own (the records'
    # were all sealed under the keyring's).
    chain.use_key(lambda: secrets.token_bytes(32))
    tampered(tmp_path, sale, covered(lower_drawer(other_side=True), rechain=True))
    chain.use_key(lambda: key)
    with closing(_journal(tmp_path)) as conn:
        named = {item.event_id for item in chain_problems(conn)}
        assert sale in named


def test_an_event_put_in_the_books_stays_unlinked_after_later_sales(tmp_path: Path) -> None:
    key = secrets.token_bytes(32)
    chain.use_key(lambda: key)
    with Journal(tmp_path, now=Clock()) as journal:
        a_day(journal, close=False)
    with closing(_journal(tmp_path)) as conn:
        (sale,) = conn.execute(
            "SELECT event_id FROM money_events WHERE kind = 'sale' LIMIT 1"
        ).fetchone()
    tampered(tmp_path, sale, double_disguised)
    # The shift closed after it: the close's count is linked and sealed, the double is not.
    with Journal(tmp_path, now=Clock()) as journal:
        shift = journal.till.open_shift_of("PB1")
        assert shift is not None
        z_report(journal.till, shift.shift_id, DrawerCount.of({}), closed_by="Leela Menon")
    with closing(_journal(tmp_path)) as conn:
        assert f"{sale}-2" not in {link.event_id for link in kept_links(conn)}
        assert [item.event_id for item in chain_problems(conn)] == [f"{sale}-2"]
