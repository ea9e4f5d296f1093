"""A customer's rights at the counter: an erasure on request takes the phone, e-mail and ID
numbers out of use at once and holds them sealed until a year after the sale (then erases them,
provably); a correction changes the customer's own details; a summary says what is held; each
is one entry of the access log."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from app.api import CreateBookingRequest
from app.journal import Journal
from app.journal.held_documents import HELD_FOR, ON_REQUEST, RETENTION
from app.journal.retention import erase_due
from app.journal.store import DATABASE_NAME
from app.records.customers import Action, Who
from tests.domain.samples import boat_body, foreigner, indian
from tests.journal.entries import record_sale

RAVI = Who("Ravi", "supervisor", "the customer's request")
PHONE = "9840011111"


def _sell(journal: Journal, request_id: str, passport: str) -> str:
    body = boat_body(
        [foreigner(id_number=passport), indian(traveler_name="Asha Rao")], request_id=request_id
    )
    body.update(customer_name="Tom Baker", customer_phone=PHONE, customer_email="tom@mail.in")
    return record_sale(journal, CreateBookingRequest.model_validate(body)).booking_ref


def test_an_erasure_on_request_holds_sealed_then_erases_after_a_year(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        first = _sell(journal, "cd-1", "P1111111")
        second = _sell(journal, "cd-2", "P2222222")
        assert journal.erase_customer(first, RAVI) == 2  # both sales share the phone
        sold = journal.now()
        row = journal.history.find(second)
        assert row is not None and (row.customer_phone, row.customer_email) == ("", "")
        bodies = journal._conn.execute("SELECT body FROM requests").fetchall()
        assert all("id_number" not in b["body"] and PHONE not in b["body"] for b in bodies)
        # Held sealed: the journal's file holds none of them in the clear.
        held = journal.privacy.held(first)
        assert sorted(d.id_type for d in held) == ["PASSPORT", "email", "phone"]
        assert all(d.id_number.startswith("sealed:") for d in held)
        opened = journal.privacy.open_held(first, RAVI)
        assert {d.id_number for d in opened} == {"P1111111", PHONE, "tom@mail.in"}
        erasures = journal.privacy.erasures()
        assert [(e.subject, e.reason) for e in erasures] == [
            (first, ON_REQUEST),
            (second, ON_REQUEST),
        ]
        # Each erasure names the kinds of data it took, not only how many.
        assert erasures[0].what.startswith("PASSPORT 1, email 1, phone 1: out of use, held")
        log = [(e.action, e.subject, e.who) for e in journal.privacy.entries()]
        assert log == [(Action.ERASURE, first, "Ravi"), (Action.ID_VIEW, first, "Ravi")]
    database = tmp_path / DATABASE_NAME
    assert PHONE.encode() not in database.read_bytes()
    year_over = sold + HELD_FOR + dt.timedelta(minutes=1)
    assert erase_due(database, year_over.date(), 30, year_over - dt.timedelta(minutes=2)) == 0
    assert erase_due(database, year_over.date(), 30, year_over) == 2
    with Journal(tmp_path) as journal:
        assert journal.privacy.held(first) == [] and journal.privacy.held(second) == []
        erased = journal.privacy.erasures()[-2:]
        assert [(e.what, e.reason) for e in erased] == [
            ("PASSPORT 1, email 1, phone 1: erased", RETENTION),
            ("PASSPORT 1, email 1, phone 1: erased", RETENTION),
        ]


def test_a_correction_changes_only_the_customers_details_and_is_logged(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        ref = _sell(journal, "cd-1", "P1111111")
        clerk = Who("Meena", "clerk", "the customer's phone was mistyped")
        assert journal.privacy.correct(ref, clerk, customer_phone="9840099999") == 1
        row = journal.history.find(ref)
        assert row is not None and row.customer_phone == "9840099999"
        body = json.loads(journal._conn.execute("SELECT body FROM requests").fetchone()["body"])
        assert body["customer_phone"] == PHONE  # what was sent is the service's to correct
        with pytest.raises(ValueError, match="not a customer's detail: passengers"):
            journal.privacy.correct(ref, clerk, passengers="[]")
        [entry] = journal.privacy.entries()
        assert (entry.action, entry.fields, entry.why) == (
            Action.CORRECTION,
            "customer_phone",
            clerk.why,
        )


def test_the_summary_says_what_is_held(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        first = _sell(journal, "cd-1", "P1111111")
        second = _sell(journal, "cd-2", "P2222222")
        holding = journal.privacy.holding(first)
    assert holding is not None
    assert holding.booking_refs == (first, second)
    assert (holding.name, holding.phone, holding.email) == ("Tom Baker", PHONE, "tom@mail.in")
    assert tuple(t.name for t in holding.passengers) == ("Tom Baker", "Asha Rao")
    assert holding.ids_in_use == ("PASSPORT", "PASSPORT")  # one each sale, both in use
