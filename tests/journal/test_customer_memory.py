"""A returning customer found by phone in the journal: the latest sale's details, never a
passenger's, never an erased customer's, through the phone index."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from app.counter.services.history import returning_customer
from app.journal import Journal
from app.journal.customer_data import known_customer
from app.journal.store import DATABASE_NAME
from app.journal.till import payment_body
from app.records.customers import KnownCustomer, Who
from tests.journal.entries import boat_request, record_sale
from tests.journal.till_sales import sell, till_sale

ERASER = Who("Ravi", "supervisor", "the customer's request")

PHONE = "919876543210"  # the samples' customer, as the wire sends the number
OTHER_PHONE = "919812345678"


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path) as opened:
        yield opened


def test_the_latest_sale_to_a_phone_gives_its_name_and_email_and_no_passenger(
    journal: Journal, tmp_path: Path
) -> None:
    record_sale(journal, boat_request("cm-1", "Ravi Kumar"))
    record_sale(
        journal,
        boat_request(
            "cm-2", "Lata Iyer", customer_name="Asha R. Rao", customer_email="asha@work.example"
        ),
    )
    record_sale(
        journal,
        boat_request(
            "cm-3",
            customer_name="Kiran Das",
            customer_email="kiran@example.in",
            customer_phone=OTHER_PHONE,
        ),
    )
    expected = KnownCustomer(name="Asha R. Rao", email="asha@work.example", phone=PHONE)
    assert known_customer(journal._conn, PHONE) == expected
    # The worker's way: a read-only connection of its own to the same file.
    assert returning_customer(tmp_path / DATABASE_NAME, PHONE) == expected
    assert known_customer(journal._conn, "919000000000") is None
    assert known_customer(journal._conn, "") is None
    # Only the customer's own fields exist to be offered: no passenger, no ID number.
    assert set(KnownCustomer.__dataclass_fields__) == {
        "name",
        "email",
        "phone",
        "gstin",
        "address",
        "state_code",
        "language",
    }


def test_a_returning_customer_brings_the_language_of_their_latest_sale(journal: Journal) -> None:
    sell(journal, "cm-ta", replace(till_sale(), customer_language="ta"), "TAMIL234")
    assert known_customer(journal._conn, PHONE) == KnownCustomer(
        name="Asha Rao", email="asha.rao@example.in", phone=PHONE, language="ta"
    )
    sale = journal.till.sale("cm-ta")
    assert sale is not None and sale.customer_language == "ta"
    assert payment_body(journal._conn, "cm-ta")["customer_language"] == "ta"  # type: ignore[index]
    # Their next sale, to Bengali: the latest is offered.
    sell(journal, "cm-bn", replace(till_sale(), customer_language="bn"), "BENGAL23")
    assert known_customer(journal._conn, PHONE).language == "bn"  # type: ignore[union-attr]
    # A sale recorded without one (before the journal kept it) offers none.
    record_sale(journal, boat_request("cm-none"))
    assert known_customer(journal._conn, PHONE).language == ""  # type: ignore[union-attr]


def test_a_language_the_app_does_not_declare_reads_as_none(journal: Journal) -> None:
    sell(journal, "cm-xx", replace(till_sale(), customer_language="xx"), "UNKNOWN2")
    sale = journal.till.sale("cm-xx")
    assert sale is not None and sale.customer_language is None


def test_an_erased_customer_is_not_offered(journal: Journal) -> None:
    row = record_sale(journal, boat_request("cm-erased", "Ravi Kumar"))
    assert known_customer(journal._conn, PHONE) is not None
    assert journal.erase_customer(row.booking_ref, ERASER) == 1
    assert known_customer(journal._conn, PHONE) is None


def test_a_phone_is_found_through_its_index_not_a_scan_of_the_bookings(journal: Journal) -> None:
    conn = journal._conn
    asked: list[str] = []
    conn.set_trace_callback(asked.append)
    known_customer(conn, PHONE)
    conn.set_trace_callback(None)
    (query,) = asked  # the lookup's own statement, its parameter written in by the trace
    plan = " ".join(str(row[3]) for row in conn.execute(f"EXPLAIN QUERY PLAN {query}"))
    assert "bookings_by_phone" in plan and "SCAN bookings" not in plan
