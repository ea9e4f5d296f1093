"""The reference a statement's row shows staff: as the customer's phone and the till have it."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.bank.proofs import BankRow


def row(references: tuple[str, ...]) -> BankRow:
    """A credit carrying ``references``."""
    return BankRow(1, dt.date(2026, 4, 1), Decimal("100.00"), references, "", "", None)


def test_a_reference_padded_by_the_bank_s_column_is_shown_as_the_narration_carries_it() -> None:
    assert row(("0000412300000668", "412300000668")).shown_reference == "412300000668"


def test_other_references_are_shown_as_carried() -> None:
    assert row(("0000412300000668",)).shown_reference == "0000412300000668"
    assert row(("CASHDEP00000001", "SBIN0001234")).shown_reference == "CASHDEP00000001"
    assert row(()).shown_reference == ""


def test_the_banks_own_transaction_id_gives_way_to_the_payers_rrn() -> None:
    # ICICI's corporate export: its transaction id, then the RRN the narration carries.
    assert row(("S40000005", "412300000777")).shown_reference == "412300000777"
    assert row(("S40000005",)).shown_reference == "S40000005"
