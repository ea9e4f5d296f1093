"""References the service sends that are not alphanumeric (the interface calls them so): kept
exactly as received, the sale never refused, and each logged as odd for a second look."""

from __future__ import annotations

import logging

import pytest

from app.api import CancelResult, PartnerClient
from tests.api import payloads
from tests.api.fake import FakePartner, reply
from tests.domain.samples import boat_body

ODD = ["=cmd|'/C calc'!A0", "REF 1", "REF\u202e1", "REF_1", "+91"]
USUAL = ["BK-2026/000318", "RF-BK8Q2M-01", "ABC123"]


def _odd_lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if "odd" in r.getMessage()]


@pytest.mark.parametrize("ref", ODD + USUAL)
async def test_a_booking_ref_is_kept_as_received_and_an_odd_one_logged(
    client: PartnerClient,
    partner: FakePartner,
    caplog: pytest.LogCaptureFixture,
    ref: str,
) -> None:
    answer = payloads.booking_boat()
    answer["booking_ref"] = ref
    partner.always(reply(answer, 201))
    with caplog.at_level(logging.WARNING, logger="app.api"):
        booking = await client.create_booking(boat_body())
    assert booking.booking_ref == ref
    assert _odd_lines(caplog) == (
        [f"The service sent an odd booking_ref: {ref!r}"] if ref in ODD else []
    )


@pytest.mark.parametrize("ref", ODD + USUAL)
async def test_a_refund_reference_is_kept_as_received_and_an_odd_one_logged(
    client: PartnerClient,
    partner: FakePartner,
    caplog: pytest.LogCaptureFixture,
    ref: str,
) -> None:
    answer = payloads.cancel_confirmed()
    answer["refund_reference"] = ref
    partner.always(reply(answer))
    request = {
        "booking_ref": "BK-1",
        "module_type": "BOAT",
        "action": "CONFIRM",
        "passenger_ids": [1],
    }
    with caplog.at_level(logging.WARNING, logger="app.api"):
        result = await client.cancel_booking(request)
    assert isinstance(result, CancelResult)
    assert result.refund_reference == ref
    expected = [f"The service sent an odd refund_reference: {ref!r}"] if ref in ODD else []
    assert _odd_lines(caplog) == expected
