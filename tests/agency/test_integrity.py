"""The hash chain of every counter's records and the day close's checks, on a real PostgreSQL:
a record edited or deleted after it arrived, a sale whose customer total does not match its lines
or its tenders, a Z report whose cash does not match the shift's tenders: each reported with its
record, at any counter's day close."""

from __future__ import annotations

import uuid
from decimal import Decimal
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.agency.queries import IntegrityProblem
from app.books.reader import BooksReader
from app.domain.payment import Payment
from app.domain.tenders import CASH
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.exchanges import ExchangeKind, ExchangePlan
from app.reports.drawer import z_report
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.bank.banked import in_the_bank
from tests.bank.test_proved_in_books import SOLD_AT, credits, imported, sold
from tests.books.test_books import a_credit_note
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import PRICE, sell, till_sale

# What the administrator's role (or anyone with the server's files) might do to Havelock's
# records after they arrived, and what the day close must then report: (problem, record id).
# An edit of what a counter sent is also not its text any more ('content': its own chain).
TAMPERING: dict[str, tuple[str, set[tuple[str, str]]]] = {
    "a sale's customer total": (
        "UPDATE records SET body = jsonb_set(body, '{payment,customer_total}', '\"10.00\"')"
        " WHERE record_id = 'HV1-s-2'",
        {
            ("edited", "HV1-s-2"),
            ("content", "HV1-s-2"),
            ("lines", "HV1-s-2"),
            ("tenders", "HV1-s-2"),
        },
    ),
    "a sale's tenders": (
        "UPDATE records SET body = jsonb_set(body, '{payment,tenders,0,amount}', '\"10.00\"')"
        " WHERE record_id = 'HV1-s-2'",
        {("edited", "HV1-s-2"), ("content", "HV1-s-2"), ("tenders", "HV1-s-2")}
        | {("z_cash", "z_report:1")},
    ),
    "the Z report's cash": (
        "UPDATE records SET body = jsonb_set(body, '{figures,cash_in}', '\"100.00\"')"
        " WHERE record_id = 'z_report:1'",
        {("edited", "z_report:1"), ("content", "z_report:1"), ("z_cash", "z_report:1")},
    ),
    # Named by the record after it: the sale's money event, written with its sale.
    "a record deleted": (
        "DELETE FROM records WHERE record_id = 'pending:HV1-s-2'",
        {("missing_before", "money:sale:HV1-s-2")},
    ),
    # Named by the record before it: the drawer count's money event, written with the close.
    "the newest record deleted": (
        "DELETE FROM records WHERE record_id = 'z_report:1'",
        {("missing_after", "money:count:1")},
    ),
    "a sale edited with its hash made again": (
        "UPDATE records SET body = jsonb_set(body, '{customer_name}', '\"Someone Else\"'),"
        " hash = agency_record_hash(prev_hash, counter_id, seq, record_id, kind,"
        " jsonb_set(body, '{customer_name}', '\"Someone Else\"'), created_at)"
        " WHERE record_id = 'HV1-s-2'",
        {("relinked", "pending:HV1-c-1"), ("content", "HV1-s-2")},
    ),
}


def tamper(url: str, statement: str, counter_id: str) -> None:
    """``statement`` run by the administrator on one counter's records."""
    with psycopg.connect(url) as conn:
        conn.execute(f"{statement} AND counter_id = %s".encode(), (uuid.UUID(counter_id),))


async def problems_at(desk: Desk) -> list[IntegrityProblem]:
    """What the day close finds, read at ``desk`` (as its own role)."""
    async with AsyncConnectionPool(desk.url, min_size=1, max_size=1) as pool:
        return await queries.integrity(pool)


async def test_a_day_as_the_counters_sent_it_has_no_problem(desks: tuple[Desk, Desk]) -> None:
    assert await problems_at(desks[0]) == []


@pytest.mark.parametrize("what", TAMPERING)
async def test_tampering_is_reported_with_the_record(
    desks: tuple[Desk, Desk], deployment: Deployment, what: str
) -> None:
    port_blair, havelock = desks
    statement, expected = TAMPERING[what]

    tamper(deployment.owner_url, statement, havelock.counter_id)

    found = await problems_at(port_blair)  # any counter's day close sees it
    assert {(p.problem, p.record_id) for p in found} == expected
    for problem in found:
        assert problem.counter == f"HV1 ({havelock.identity.name})"
        assert problem.record_id in problem.describe() and "HV1" in problem.describe()


async def test_the_amounts_that_disagree_are_shown(
    desks: tuple[Desk, Desk], deployment: Deployment
) -> None:
    port_blair, havelock = desks
    tamper(deployment.owner_url, TAMPERING["the Z report's cash"][0], havelock.counter_id)

    (z_cash,) = [p for p in await problems_at(port_blair) if p.problem == "z_cash"]
    # The shift's cash: two sales paid exactly in cash, less the 900.00 refunded in cash.
    assert z_cash.found == 100
    assert z_cash.expected is not None and z_cash.expected > 0
    assert "100.00" in z_cash.describe()


async def test_what_a_counter_sends_for_the_chain_is_ignored(desks: tuple[Desk, Desk]) -> None:
    port_blair, _ = desks
    row: tuple[Any, ...] | None
    with psycopg.connect(port_blair.url) as conn:
        (last,) = conn.execute("SELECT max(seq) FROM records").fetchone() or (0,)
        conn.execute(
            "INSERT INTO records (counter_id, seq, record_id, kind, body, created_at, hash,"
            " prev_hash, received_at) VALUES (%s, %s, 'x_report:1', 'x_report', '{}', now(),"
            " 'forged', 'forged', '2000-01-01')",
            (uuid.UUID(port_blair.counter_id), last + 1),
        )
        # With its link in the counter's own chain, as a counter sends every record.
        conn.execute(
            "INSERT INTO record_links SELECT r.counter_id, r.seq, '{}', agency_counter_link("
            "b.link, r.seq, r.record_id, r.kind, '{}', r.created_at) FROM records AS r"
            " JOIN record_links AS b ON b.counter_id = r.counter_id AND b.seq = r.seq - 1"
            " WHERE r.seq = %s",
            (last + 1,),
        )
        row = conn.execute(
            "SELECT hash <> 'forged', prev_hash = (SELECT hash FROM records WHERE seq = %s),"
            " received_at > now() - interval '1 hour' FROM records WHERE seq = %s",
            (last, last + 1),
        ).fetchone()
    assert row == (True, True, True)
    assert await problems_at(port_blair) == []


async def test_a_rebook_paid_wholly_by_the_customers_credit_is_no_problem(
    desks: tuple[Desk, Desk], tmp_path: Path
) -> None:
    # Port Blair rebooks a cancelled party onto another departure at the same price: the new
    # sale takes nothing at the till, all of it paid by the credit from the old booking.
    pb1, _ = desks
    folder = tmp_path / "PB1"
    with Journal(folder, now=Clock()) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", Decimal("2000.00"))
        old = sell(journal, "PB1-s-3", till_sale("PB1", shift_id=shift.shift_id))
        journal.add_cancel(cancel_request("PB1-c-3", old.booking_ref), agent=None)
        journal.cancelled("PB1-c-3", cancel_result(900.0))
        plan = journal.exchanges.plan(
            ExchangePlan(
                sale_request_id="PB1-x-1",
                kind=ExchangeKind.REBOOK,
                old_booking_ref=old.booking_ref,
                cancel_request_id="PB1-c-3",
                credit=PRICE.total,
                refund_mode=CASH,
                counter="PB1",
                planned_at=journal.now(),
                closed_at=None,
            )
        )
        by_credit = till_sale("PB1", shift_id=shift.shift_id, payment=Payment(()))
        sell(journal, "PB1-x-1", by_credit)
        journal.exchanges.close(plan)
        z_report(till, shift.shift_id, DrawerCount.of({500: 8}), closed_by="Leela Menon")
    assert await replicate(pb1, folder) > 0

    problems = await problems_at(pb1)

    assert [p for p in problems if p.record_id == "PB1-x-1"] == []
    assert problems == []


def agency_books(deployment: Deployment) -> tuple[dict[str, int], dict[str, Decimal]]:
    """PB1's books as the agency's views read them: its entries' lines by event kind, and each
    account's balance that is not nil. Read on the owner's connection: a counter's role may not
    read the views."""
    with psycopg.connect(deployment.owner_url) as conn:
        kinds: dict[str, int] = dict(
            conn.execute(
                "SELECT event_kind, count(*) FROM agency_book_lines WHERE counter_code = 'PB1'"
                " GROUP BY event_kind"
            ).fetchall()
        )
        balances: dict[str, Decimal] = dict(
            conn.execute(
                "SELECT account, balance FROM agency_book_balances WHERE counter_code = 'PB1'"
                " AND balance <> 0"
            ).fetchall()
        )
    return kinds, balances


async def test_a_credit_note_reaches_the_agencys_books_as_the_counter_kept_them(
    deployment: Deployment, tmp_path: Path
) -> None:
    # A registered counter's credit note: its money event is one more money_event record, read
    # by the agency's views with the rest (no record kind of its own).
    identity = counter("PB1")
    desk = Desk(identity, await deployment.admit(identity))
    with Journal(tmp_path, now=Clock()) as journal:
        a_credit_note(journal)
        kept = BooksReader(journal._conn).balances()
    assert await replicate(desk, tmp_path) > 0

    kinds, balances = agency_books(deployment)

    # The credit note's four lines: CGST, SGST and the charge given back, the fee they leave.
    assert kinds["credit_note"] == 4
    assert balances == kept
    assert kept["gst:cgst"] == kept["gst:sgst"] == Decimal("-7.62")
    assert await problems_at(desk) == []


async def test_a_statements_proof_reaches_the_agencys_books_as_the_counter_kept_them(
    deployment: Deployment, tmp_path: Path
) -> None:
    # A proved UPI and NEFT sale: the proofs' money events are money_event records like the
    # rest, so the agency's books hold the bank the counter's do, the clearings nil.
    identity = counter("PB1")
    desk = Desk(identity, await deployment.admit(identity))
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal)
        imported(journal, tmp_path / "sbi", credits())
        kept = BooksReader(journal._conn).balances()
    assert await replicate(desk, tmp_path / "journal") > 0

    kinds, balances = agency_books(deployment)
    # Two proofs of two lines each: the bank debited, the clearing credited.
    assert kinds["bank_proved"] == 4
    assert balances == kept
    assert in_the_bank(balances) == 2 * PRICE.total
    assert "clearing:upi" not in balances and "clearing:bank" not in balances
