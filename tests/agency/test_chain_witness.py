"""The counters' own chain, the witness the store's owner does not hold, on a real PostgreSQL:
the owner rewrites a sale's wallet debit to 1.00 and makes every later hash again with the
store's own functions. The day close names the rewrite the store alone can see; the counter's
journal and its printed Z report name the one it cannot."""

from __future__ import annotations

import sqlite3
import uuid
from decimal import Decimal
from pathlib import Path

import psycopg
import pytest

from app.agency.replicator import Replicator
from app.agency.store import AgencyStore
from app.journal import Journal
from app.journal.chain import PERSONAL_FIELDS
from app.journal.outbox import OutboxReader
from app.reports.drawer import z_figures
from app.reports.drawer_print import drawer_report_rows
from app.reports.drawer_report import drawer_report
from app.reports.receipt_data import AgencyDetails
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.test_integrity import problems_at, tamper
from tests.journal.entries import Clock

DEBIT = "UPDATE records SET body = jsonb_set(body, '{total_debited}', '\"1.00\"')"
# Every hash of the counter's records from ``first`` on made again in order, as the store's own
# trigger makes them (agency_record_hash over the record before it).
REHASH = """
DO $$
DECLARE
    r record;
    before text;
BEGIN
    FOR r IN SELECT * FROM records WHERE counter_id = '{counter}' ORDER BY seq LOOP
        IF r.seq >= {first} THEN
            UPDATE records SET prev_hash = before, hash = agency_record_hash(before, r.counter_id,
                r.seq, r.record_id, r.kind, r.body, r.created_at)
            WHERE counter_id = r.counter_id AND seq = r.seq;
            before := agency_record_hash(before, r.counter_id, r.seq, r.record_id, r.kind,
                r.body, r.created_at);
        ELSE
            before := r.hash;
        END IF;
    END LOOP;
END
$$
"""
# The same with the counters' chain too: the sent text made again from the content, each link
# from the one before, and every later Z report's printed head in its content.
RELINK = """
DO $$
DECLARE
    r record;
    before text;
    changed jsonb;
BEGIN
    FOR r IN SELECT * FROM records JOIN record_links USING (counter_id, seq)
            WHERE counter_id = '{counter}' ORDER BY seq LOOP
        IF r.seq >= {first} THEN
            changed := r.body;
            IF r.kind = 'z_report' THEN
                changed := jsonb_set(changed, '{{chain,head}}', to_jsonb((SELECT n.link
                    FROM record_links AS n WHERE n.counter_id = r.counter_id
                    AND n.seq = (r.body -> 'chain' ->> 'seq')::bigint)));
            END IF;
            before := agency_counter_link(before, r.seq, r.record_id, r.kind,
                (changed - agency_personal_fields())::text, r.created_at);
            UPDATE records SET body = changed WHERE counter_id = r.counter_id AND seq = r.seq;
            UPDATE record_links SET sent = (changed - agency_personal_fields())::text,
                link = before
            WHERE counter_id = r.counter_id AND seq = r.seq;
        ELSE
            before := r.link;
        END IF;
    END LOOP;
END
$$
"""


def journal_chain(path: Path) -> list[tuple[int, str, str]]:
    """The journal's chain at ``path``: (seq, the text sent, link) in order."""
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT seq, sent, link FROM outbox_chain ORDER BY seq").fetchall()
    conn.close()
    return [(int(seq), str(sent), str(link)) for seq, sent, link in rows]


def seq_of(url: str, record_id: str, counter_id: str) -> int:
    """The ``seq`` of a record of the counter."""
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT seq FROM records WHERE record_id = %s AND counter_id = %s",
            (record_id, uuid.UUID(counter_id)),
        ).fetchone()
    assert row is not None
    return int(row[0])


def rewrite(deployment: Deployment, counter_id: str, *, with_the_counters_chain: bool) -> int:
    """The owner's rewrite of Havelock's second sale, every later hash made again; its seq."""
    first = seq_of(deployment.owner_url, "HV1-s-2", counter_id)
    tamper(deployment.owner_url, f"{DEBIT} WHERE record_id = 'HV1-s-2'", counter_id)
    with psycopg.connect(deployment.owner_url) as conn:
        if with_the_counters_chain:
            conn.execute(RELINK.format(counter=counter_id, first=first).encode())
        conn.execute(REHASH.format(counter=counter_id, first=first).encode())
        (debit,) = conn.execute(
            "SELECT body ->> 'total_debited' FROM records WHERE record_id = 'HV1-s-2'"
            " AND counter_id = %s",
            (uuid.UUID(counter_id),),
        ).fetchone() or ("",)
    assert debit == "1.00"
    return first


async def test_a_rewrite_with_the_stores_own_hash_is_named_at_the_day_close(
    desks: tuple[Desk, Desk], deployment: Deployment
) -> None:
    port_blair, havelock = desks

    rewrite(deployment, havelock.counter_id, with_the_counters_chain=False)

    found = await problems_at(port_blair)
    assert {(p.problem, p.record_id) for p in found} == {("content", "HV1-s-2")}
    assert "HV1-s-2" in found[0].describe() and "changed in the store" in found[0].describe()


async def test_a_rewrite_of_both_chains_is_named_by_the_counters_journal_and_its_z_report(
    desks: tuple[Desk, Desk], deployment: Deployment, tmp_path: Path
) -> None:
    port_blair, havelock = desks
    journal = tmp_path / "HV1" / "journal.db"
    first = rewrite(deployment, havelock.counter_id, with_the_counters_chain=True)
    # Everything the store holds agrees with itself again: the store alone cannot tell.
    assert await problems_at(port_blair) == []

    # The Z report printed at Havelock contradicts the store's copy of it.
    with Journal(tmp_path / "HV1", now=Clock()) as kept:
        (z,) = kept.till.z_reports("HV1")
    assert z.chain is not None
    with psycopg.connect(deployment.owner_url) as conn:
        (stored_head,) = conn.execute(
            "SELECT body -> 'chain' ->> 'head' FROM records WHERE record_id = 'z_report:1'"
            " AND counter_id = %s",
            (uuid.UUID(havelock.counter_id),),
        ).fetchone() or ("",)
    assert stored_head != z.chain.link

    # Havelock's replicator compares the store's copy with its journal and records the
    # difference, which reaches the day close.
    store = await AgencyStore.open(havelock.url)
    reader = OutboxReader(journal)
    try:
        await store.register(havelock.identity)
        replicator = Replicator(journal, havelock.identity, havelock.url, now=Clock())
        assert await replicator.check_chain(reader, store) == first
        assert await replicator.check_chain(reader, store) == first  # recorded once a day
    finally:
        reader.close()
        await store.close()
    assert await replicate(havelock, tmp_path / "HV1") == 1
    found = {(p.problem, p.record_id.split(":")[0]): p for p in await problems_at(port_blair)}
    # The counter's record of it names the sale; and, linked to what the counter sent before
    # it, not to the rewritten chain, it does not follow from the store's copy either (as every
    # record the counter sends from now on).
    assert set(found) == {("witness", "HV1-s-2"), ("link", "chain_mismatch")}
    assert "journal" in found["witness", "HV1-s-2"].describe()


async def test_a_link_taken_away_is_named_by_the_day_close_or_by_the_counter(
    desks: tuple[Desk, Desk], deployment: Deployment, tmp_path: Path
) -> None:
    port_blair, havelock = desks
    second = seq_of(deployment.owner_url, "HV1-s-2", havelock.counter_id)
    remove = "DELETE FROM record_links WHERE seq = {seq} AND counter_id = %s"
    # In the middle of the chain: the record before it has a link, so the day close sees it.
    with psycopg.connect(deployment.owner_url) as conn:
        conn.execute(remove.format(seq=second).encode(), (uuid.UUID(havelock.counter_id),))
    assert {(p.problem, p.record_id) for p in await problems_at(port_blair)} == {
        ("link", "HV1-s-2")
    }

    # The first record's: the store cannot tell it from one sent before the chain; the
    # counter can.
    with psycopg.connect(deployment.owner_url) as conn:
        conn.execute(remove.format(seq=1).encode(), (uuid.UUID(havelock.counter_id),))
    assert {(p.problem, p.record_id) for p in await problems_at(port_blair)} == {
        ("link", "HV1-s-2")
    }
    journal = tmp_path / "HV1" / "journal.db"
    store = await AgencyStore.open(havelock.url)
    reader = OutboxReader(journal)
    try:
        await store.register(havelock.identity)
        replicator = Replicator(journal, havelock.identity, havelock.url, now=Clock())
        assert await replicator.check_chain(reader, store) == 1
    finally:
        reader.close()
        await store.close()


async def test_each_record_arrives_with_the_text_and_link_its_journal_keeps(
    desks: tuple[Desk, Desk], deployment: Deployment, tmp_path: Path
) -> None:
    _, havelock = desks
    journal = journal_chain(tmp_path / "HV1" / "journal.db")
    with psycopg.connect(deployment.owner_url) as conn:
        stored = conn.execute(
            "SELECT seq, sent, link FROM record_links WHERE counter_id = %s ORDER BY seq",
            (uuid.UUID(havelock.counter_id),),
        ).fetchall()
        (personal,) = conn.execute("SELECT agency_personal_fields()").fetchone() or ([],)
    assert stored == journal
    assert set(personal) == PERSONAL_FIELDS
    # The text sent is the canonical JSON: keys sorted, no spaces.
    assert all(sent.startswith('{"') and ", " not in sent[:40] for _, sent, _ in stored)


async def test_the_z_report_prints_the_head_of_the_records_before_it(
    desks: tuple[Desk, Desk], tmp_path: Path
) -> None:
    with Journal(tmp_path / "PB1", now=Clock()) as kept:
        (z,) = kept.till.z_reports("PB1")
        shift = kept.till.shift(z.shift_id)
    assert z.chain is not None
    links = {seq: link for seq, _, link in journal_chain(tmp_path / "PB1" / "journal.db")}
    assert links[z.chain.seq] == z.chain.link
    assert z.chain.seq == max(links) - 1  # the shift_close; the Z report's own record follows

    printed = drawer_report(
        z_figures(z),
        shift,
        None,
        z_no=z.z_no,
        agency=AgencyDetails("Backwater Trails", "MG Road, Kochi", "0484 200 300", ""),
        made_at=z.closed_at,
        training=False,
        chain=z.chain.printed,
    )
    text = "\n".join(row.text for row in drawer_report_rows(printed, 42))
    short = z.chain.link[:16]
    assert f"#{z.chain.seq} {short[:4]} {short[4:8]} {short[8:12]} {short[12:]}" in text
    assert "Records' chain" in text


def test_a_journal_older_than_the_chain_is_linked_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "journal.db"
    with Journal(tmp_path, now=Clock()) as kept:
        # No float: nothing is paid into the drawer, the shift_open is the one record.
        kept.till.open_shift("PB1", "Leela Menon", Decimal("0.00"))
    before = journal_chain(path)
    assert len(before) == 1  # the shift_open

    # A journal of the version before the chain is linked as it opens.
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM outbox_chain")
        conn.execute("PRAGMA user_version = 13")
    conn.close()
    with Journal(tmp_path, now=Clock()):
        assert journal_chain(path) == before

    # One whose links went missing otherwise is linked before anything is sent from it.
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM outbox_chain")
    conn.close()
    reader = OutboxReader(path)
    try:
        (record,) = reader.unsent(10)
        assert (record.sent, record.link) == before[0][1:]
        assert {seq: link for seq, (_, link, _) in reader.links().items()} == {
            seq: link for seq, _, link in before
        }
    finally:
        reader.close()


async def test_a_counter_adds_only_its_own_links_and_changes_none(
    desks: tuple[Desk, Desk],
) -> None:
    port_blair, havelock = desks
    with psycopg.connect(port_blair.url, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO record_links (counter_id, seq, sent, link) VALUES (%s, 99, '{}', 'x')",
                (uuid.UUID(havelock.counter_id),),
            )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE record_links SET link = 'x'")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM record_links")
        (others,) = conn.execute(
            "SELECT count(*) FROM record_links WHERE counter_id = %s",
            (uuid.UUID(havelock.counter_id),),
        ).fetchone() or (None,)
    assert others == 0
