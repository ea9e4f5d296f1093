"""The agency's turnover band: a setting off by default (under 5 crore), kept in the file,
changed only with a supervisor's PIN."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app.counter.config.settings import (
    TURNOVER_BAND,
    Settings,
    guards_of,
    load_settings,
    save_settings,
)
from app.domain.einvoice import TurnoverBand


def test_the_turnover_band_is_off_by_default_and_a_supervisors_change(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert Settings().turnover_band is TurnoverBand.UNDER_5_CRORE
    save_settings(path, Settings(turnover_band=TurnoverBand.FROM_10_CRORE))
    loaded = load_settings(path)
    assert loaded.turnover_band is TurnoverBand.FROM_10_CRORE
    assert guards_of(Settings(), loaded) == [TURNOVER_BAND]
    assert guards_of(loaded, loaded) == []


def test_with_e_invoices_the_agencys_address_needs_its_town_and_pin() -> None:
    registered = Settings(
        agency_name="Backwater Trails",
        agency_address="MG Road, Kochi",
        agency_gstin="32AAACB1234F1ZI",
        agency_state_code="32",
    )
    assert registered.problems() == []
    reporting = replace(registered, turnover_band=TurnoverBand.FROM_5_TO_10_CRORE)
    assert reporting.problems() == [
        "The agency's address must end with its town and 6-digit PIN code (for example MG Road, "
        "Kochi 682016) for an e-invoice: correct it in Settings, GST."
    ]
    assert replace(reporting, agency_address="MG Road, Kochi 682016").problems() == []
