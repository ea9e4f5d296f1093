"""Cancellation bands by time left before the start, and the refund each band gives."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from app.domain.cancellation import PolicyBand, policy_band, refund_quote
from app.domain.clock import SERVICE_TZ

START = dt.datetime(2026, 12, 10, 9, 0, tzinfo=SERVICE_TZ)
HOUR = dt.timedelta(hours=1)
SECOND = dt.timedelta(seconds=1)


@pytest.mark.parametrize(
    ("left", "band"),
    [
        (100 * HOUR, PolicyBand.FULL_REFUND),
        (48 * HOUR, PolicyBand.FULL_REFUND),
        (48 * HOUR - SECOND, PolicyBand.HALF_REFUND),
        (24 * HOUR, PolicyBand.HALF_REFUND),
        (24 * HOUR - SECOND, PolicyBand.WINDOW_CLOSED),
        (dt.timedelta(0), PolicyBand.WINDOW_CLOSED),
        (-HOUR, PolicyBand.WINDOW_CLOSED),
    ],
)
def test_bands_at_their_edges(left: dt.timedelta, band: PolicyBand) -> None:
    assert policy_band(START, START - left) is band


@pytest.mark.parametrize(
    ("band", "base", "seats", "charge", "gross", "kept", "net"),
    [
        (PolicyBand.FULL_REFUND, "2360.00", 2, "50.00", "2360.00", "100.00", "2260.00"),
        (PolicyBand.HALF_REFUND, "2360.00", 2, "50.00", "1180.00", "100.00", "1080.00"),
        (PolicyBand.HALF_REFUND, "100.01", 1, "0.00", "50.01", "0.00", "50.01"),  # half up
        (PolicyBand.HALF_REFUND, "60.00", 3, "25.00", "30.00", "30.00", "0.00"),  # capped
        (PolicyBand.WINDOW_CLOSED, "2360.00", 2, "50.00", "0.00", "0.00", "0.00"),
    ],
)
def test_refund_quote(
    band: PolicyBand, base: str, seats: int, charge: str, gross: str, kept: str, net: str
) -> None:
    quote = refund_quote(band, Decimal(base), seats, Decimal(charge))
    assert (quote.gross_refundable, quote.platform_cancellation_charge, quote.net_agent_refund) == (
        Decimal(gross),
        Decimal(kept),
        Decimal(net),
    )
    assert quote.seats_released == seats
    assert quote.cancellable is (band is not PolicyBand.WINDOW_CLOSED)
