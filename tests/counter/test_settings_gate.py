"""Settings' guarded saves decided headless by the settings gate, against the real journal: a
change a setting declares guarded is refused with its sentence when nobody approves and passes on
a supervisor's decision; a new API key is guarded too; with no PIN set, or on the move to LIVE,
the save is refused before anyone is asked; a change nobody guards asks nobody."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D
from pathlib import Path

import pytest

from app.counter.config.declared import NotApproved
from app.counter.config.settings import DRAWER_LIMIT, SERVICE_ADDRESS, Environment, Settings
from app.counter.services.settings_gate import API_KEY, NEEDS_NEW_PIN, SettingsGate
from app.domain.pin import hash_pin
from app.journal import Journal
from tests.counter.approvals import Approvals, nobody
from tests.journal.entries import Clock

BEFORE = Settings()


def _with_pin(journal: Journal) -> None:
    journal.till.set_pin_hash(hash_pin("482915", salt=b"0123456789abcdef"))


async def test_a_guarded_change_is_refused_without_a_decision_and_saved_with_one(
    tmp_path: Path,
) -> None:
    after = replace(BEFORE, drawer_limit=D("500.00"))
    with Journal(tmp_path, now=Clock()) as journal:
        _with_pin(journal)
        nobody_approves = Approvals(journal.till, approving=False)
        with pytest.raises(NotApproved) as refused:
            await SettingsGate(journal.till, nobody_approves).authorise(BEFORE, after, "")
        assert str(refused.value) == (
            "Not saved: changing the drawer difference allowed needs a supervisor's PIN."
        )
        assert [permission for permission, _detail in nobody_approves.asked] == [DRAWER_LIMIT]
        supervisor = Approvals(journal.till, approving=True)
        decision = await SettingsGate(journal.till, supervisor).authorise(BEFORE, after, "")
        assert decision is not None and not DRAWER_LIMIT.recorded
        assert journal.till.decision(decision).action == DRAWER_LIMIT.title


async def test_several_changes_and_a_new_key_are_asked_for_once(tmp_path: Path) -> None:
    after = replace(BEFORE, drawer_limit=D("500.00"), base_url="https://other.example.in")
    with Journal(tmp_path, now=Clock()) as journal:
        _with_pin(journal)
        nobody_approves = Approvals(journal.till, approving=False)
        gate = SettingsGate(journal.till, nobody_approves)
        assert gate.guarded(BEFORE, after, "new-key") == [SERVICE_ADDRESS, DRAWER_LIMIT, API_KEY]
        with pytest.raises(NotApproved) as refused:
            await gate.authorise(BEFORE, after, "new-key")
        assert str(refused.value) == (
            "Not saved: changing the service address, changing the drawer difference allowed, "
            "changing the API key needs a supervisor's PIN."
        )
        assert len(nobody_approves.asked) == 1


@pytest.mark.parametrize("pin", [False, True])
async def test_live_or_no_pin_is_refused_before_anyone_is_asked(tmp_path: Path, pin: bool) -> None:
    # With a PIN, the move to LIVE is refused (its PIN is set anew with the LIVE key); without
    # one, any guarded change is.
    after = replace(BEFORE, environment=Environment.LIVE) if pin else replace(BEFORE, base_url="x")
    with Journal(tmp_path, now=Clock()) as journal:
        if pin:
            _with_pin(journal)
        with pytest.raises(NotApproved) as refused:
            await SettingsGate(journal.till, nobody).authorise(BEFORE, after, "")
        assert refused.value.permission is NEEDS_NEW_PIN
        assert str(refused.value).startswith("Not saved: ") and "new supervisor PIN" in str(
            refused.value
        )


async def test_a_change_nobody_guards_asks_nobody(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        gate = SettingsGate(journal.till, nobody)
        assert await gate.authorise(BEFORE, replace(BEFORE, agency_phone="0484 123456"), "") is None
