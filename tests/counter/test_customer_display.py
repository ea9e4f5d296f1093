"""Which screen the customer display goes on, as screens come and go, and what its views hold."""

from __future__ import annotations

from dataclasses import fields

from app.counter.services.customer_display import Idle, SaleView, Thanks, display_screen


def test_the_display_follows_a_second_screen_plugged_in_and_out() -> None:
    clerk = "HDMI-1"
    seen = [
        display_screen(screens, clerk, enabled=True)
        for screens in (
            [clerk],  # one screen: no display
            [clerk, "DP-2"],  # a customer screen plugged in
            [clerk, "DP-2", "DP-3"],  # a third: the display stays on the first other one
            [clerk, "DP-3"],  # DP-2 unplugged: it moves to the one left
            [clerk],  # unplugged again
        )
    ]
    assert seen == [None, "DP-2", "DP-2", "DP-3", None]


def test_the_display_never_goes_on_the_clerks_screen_and_stays_off_when_switched_off() -> None:
    assert display_screen(["DP-2", "HDMI-1"], "HDMI-1", enabled=True) == "DP-2"
    assert display_screen(["HDMI-1", "DP-2"], "DP-2", enabled=True) == "HDMI-1"
    assert display_screen(["HDMI-1", "DP-2"], "HDMI-1", enabled=False) is None
    assert display_screen([], "", enabled=True) is None


def test_the_views_have_no_field_for_the_wallet_net_commission_or_ids() -> None:
    names = {f.name for view in (Idle, SaleView, Thanks) for f in fields(view)}
    assert names == {
        "agency",
        "trip",
        "when",
        "names",
        "amount",
        "upi_link",
        "upi_amount",
        "change",
    }
