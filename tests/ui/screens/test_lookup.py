"""Lookup: the status card shows the sandbox's figures; an unknown or foreign ref is not found."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.domain.modules import Module
from app.figures import amount_text
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from tests.conftest import client_for
from tests.ui.conftest import screenshot
from tests.ui.helpers.after_sale import book_activity, book_boat, look_up
from tests.ui.helpers.tables import cells


def test_an_activity_booking_shows_the_sandbox_figures(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any
) -> None:
    booked = run(book_activity(agency, qty=3))
    expected = run(agency.booking_status(booked.booking_ref, Module.ACTIVITY)).data
    # Typed as staff might: lower case, with spaces around.
    screen = look_up(counter, qtbot, f"  {booked.booking_ref.lower()} ")
    card = screen.card
    assert screen.ref_edit.text() == booked.booking_ref
    assert card.isVisible() and card.activity_box.isVisible() and not card.boat_box.isVisible()
    assert booked.booking_ref in card.title_label.text() and ">Activity<" in card.title_label.text()
    assert ">Confirmed<" in card.state_label.text()
    assert "paid from the wallet · nothing refunded" in card.state_label.text()
    meta = expected.metadata
    assert card.product_label.text() == (
        f"Scuba Diving at North Bay · {meta.travel_date:%a %d %b %Y} · Late-morning dive"
    )
    summary = expected.financial_summary
    assert summary is not None and expected.ledger_reconciliation is not None
    assert card.paid_label.text() == f"{amount_text(summary.total_paid)}"
    assert card.paid_label.text() == f"{amount_text(booked.settlement_breakdown.total_debited)}"
    assert card.refunded_label.text() == "0.00"
    assert card.balance_label.text() == f"{amount_text(summary.balance_amount)}"
    assert card.seats_label.text() == "3 of 3"
    assert card.journal_status_label.text() == "Settled"
    assert card.journal_entry_label.text() == expected.ledger_reconciliation.ledger_journal_entry_id
    assert card.counter_label.text() == "Not sold at this counter."
    assert screen.cancel_box.isEnabled()
    screenshot(counter.window, "lookup_activity")


def test_a_boat_booking_shows_the_manifest_and_the_breakdown(
    counter: Desk, agency: PartnerClient, qtbot: QtBot, run: Any, qtmodeltester: Any
) -> None:
    booked = run(book_boat(agency, "Ravi Kumar", "Lata Iyer"))
    expected = run(agency.booking_status(booked.booking_ref, Module.BOAT)).data
    screen = look_up(counter, qtbot, booked.booking_ref)
    card = screen.card
    assert card.boat_box.isVisible() and not card.activity_box.isVisible()
    assert "Confirmed" in card.state_label.text() and "paid" in card.state_label.text()
    assert card.product_label.text().startswith("North Bay Harbour Cruise · MV ")
    assert expected.traveler_manifest is not None
    assert card.manifest.rowCount() == 2
    for row, traveller in enumerate(expected.traveler_manifest):
        assert cells(card.manifest, row) == {
            "Passenger": traveller.traveler_name,
            "Age": str(traveller.age),
            "Gender": "Male",
            "Type": "Adult",
            "Status": "Confirmed",
        }
    breakdown = expected.financial_breakdown
    assert breakdown is not None
    assert card.fare_label.text() == f"{amount_text(breakdown.fare_amount)}"
    assert card.permit_label.text() == f"{amount_text(breakdown.permit_amount)}"
    assert card.gst_label.text() == f"{amount_text(breakdown.gst_amount)}"
    assert card.total_label.text() == f"{amount_text(breakdown.total_price)}"
    assert breakdown.total_price == booked.settlement_breakdown.total_debited
    qtmodeltester.check(card.manifest)
    screenshot(counter.window, "lookup_boat")


def test_unknown_and_other_tenant_refs_are_both_just_not_found(
    counter: Desk, counter_sandbox: EmbeddedSandbox, qtbot: QtBot, run: Any
) -> None:
    screen = look_up(counter, qtbot, "ZZZZ9999")
    assert screen.state_label.text().startswith("Booking ZZZZ9999 was not found.")
    assert not screen.body.isVisible()

    other = client_for(counter_sandbox, counter_sandbox.second_tenant_key)
    try:
        foreign = run(book_activity(other, qty=1, slot=0))
    finally:
        run(other.aclose())
    screen = look_up(counter, qtbot, foreign.booking_ref)
    text = screen.state_label.text()
    assert text == (
        f"Booking {foreign.booking_ref} was not found. Check the reference; a booking of another "
        "agency cannot be looked up here."
    )
    assert not screen.body.isVisible() and screen.status is None
    assert "Scuba" not in text and "INR" not in text

    screen.ref_edit.setText("AB1")
    screen.request_lookup()
    assert "8 letters and digits" in screen.state_label.text()
