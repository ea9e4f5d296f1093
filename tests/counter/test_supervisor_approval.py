"""The supervisor's approval behind the PIN dialog, without a screen, against the real journal:
the counter's PIN, the agency store's named supervisors (a stand-in answering as the store
does), the fallback when the store does not answer, and the decision each approval records."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.counter.services.supervisor_approval import (
    Approved,
    PinWay,
    Refusal,
    Refused,
    TillApproval,
)
from app.domain.pin import MAX_TRIES, CheckedBy, PinGate, PinHash, PinLocked, SupervisorCheck
from app.domain.pin import Verdict as StoreVerdict
from app.journal import Journal
from tests.journal.till_records import decisions_sent

PIN = "482193"
SALT = bytes(16)
# Made at the cost an earlier version used, so a wrong try hashes in a moment.
CHEAP = PinHash(SALT, hashlib.scrypt(PIN.encode(), salt=SALT, n=2**14, r=8, p=1, dklen=32), 2**14)


class StandInStore:
    """The agency store's named supervisors as the approval asks them: each check answered by
    the next of ``answers`` (None: the store does not answer)."""

    def __init__(self, *answers: SupervisorCheck | None, configured: bool = True) -> None:
        self.answers = list(answers)
        self.configured = configured
        self.asked: list[tuple[str, str]] = []

    async def check_supervisor(self, name: str, pin: str) -> SupervisorCheck | None:
        self.asked.append((name, pin))
        return self.answers.pop(0)


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path / "journal") as opened:
        yield opened


def saving() -> None:
    raise AssertionError("nobody else holds the journal in these tests")


async def test_with_no_pin_set_the_counter_refuses_and_says_where_it_is_set(
    journal: Journal,
) -> None:
    approval = TillApproval(journal.till, PinGate(), None)

    assert approval.way() is PinWay.UNSET
    assert await approval.approve("Meera Pillai", PIN, "Void", "BK-1", saving) == Refused(
        Refusal.NO_PIN
    )
    assert decisions_sent(journal) == []


async def test_the_counter_s_pin_approves_and_records_who_and_what(journal: Journal) -> None:
    journal.till.set_pin_hash(CHEAP)
    approval = TillApproval(journal.till, PinGate(), None)
    assert approval.way() is PinWay.COUNTER

    assert await approval.approve("Meera Pillai", "000000", "Void", "BK-1", saving) == Refused(
        Refusal.WRONG
    )
    approved = await approval.approve("Meera Pillai", PIN, "Void the sale", "BK-1", saving)

    assert isinstance(approved, Approved)
    decision = journal.till.decision(approved.decision_id)
    assert (decision.supervisor, decision.action, decision.detail) == (
        "Meera Pillai",
        "Void the sale",
        "BK-1",
    )
    [sent] = decisions_sent(journal)
    assert sent["pin"] == CheckedBy.COUNTER.value


async def test_the_last_wrong_try_says_how_long_it_locks_and_the_next_is_refused_at_once(
    journal: Journal,
) -> None:
    journal.till.set_pin_hash(CHEAP)
    gate = PinGate()
    approval = TillApproval(journal.till, gate, None)
    for _ in range(MAX_TRIES - 1):
        answer = await approval.approve("Meera Pillai", "000000", "Void", "", saving)
        assert answer == Refused(Refusal.WRONG)

    locked = await approval.approve("Meera Pillai", "000000", "Void", "", saving)

    assert isinstance(locked, Refused) and locked.refusal is Refusal.LOCKED
    assert 0 < locked.seconds <= 60
    with pytest.raises(PinLocked):
        await approval.approve("Meera Pillai", PIN, "Void", "", saving)
    assert decisions_sent(journal) == []


async def test_a_named_supervisor_is_approved_by_the_store_under_the_name_it_spells(
    journal: Journal,
) -> None:
    store = StandInStore(SupervisorCheck(StoreVerdict.RIGHT, "Meera Pillai"))
    approval = TillApproval(journal.till, PinGate(), store)
    assert approval.way() is PinWay.AGENCY

    approved = await approval.approve("meera pillai", "271828", "Refund", "BK-2", saving)

    assert isinstance(approved, Approved)
    assert journal.till.decision(approved.decision_id).supervisor == "Meera Pillai"
    assert store.asked == [("meera pillai", "271828")]
    [sent] = decisions_sent(journal)
    assert sent["pin"] == CheckedBy.AGENCY.value


@pytest.mark.parametrize(
    ("answer", "refused"),
    [
        (
            SupervisorCheck(StoreVerdict.UNKNOWN, None, known=("Arjun Nair", "Meera Pillai")),
            Refused(Refusal.UNKNOWN_NAME, known=("Arjun Nair", "Meera Pillai")),
        ),
        (
            SupervisorCheck(StoreVerdict.RESET, "Meera Pillai"),
            Refused(Refusal.RESET, name="Meera Pillai"),
        ),
        (
            SupervisorCheck(StoreVerdict.LOCKED, "Meera Pillai", seconds=120.0),
            Refused(Refusal.LOCKED, seconds=120.0),
        ),
        (SupervisorCheck(StoreVerdict.WRONG, "Meera Pillai"), Refused(Refusal.WRONG)),
    ],
)
async def test_the_store_s_refusals_come_back_typed_and_nothing_is_recorded(
    journal: Journal, answer: SupervisorCheck, refused: Refused
) -> None:
    journal.till.set_pin_hash(CHEAP)  # never checked: the store answered
    approval = TillApproval(journal.till, PinGate(), StandInStore(answer))

    assert await approval.approve("Meera Pillai", PIN, "Refund", "", saving) == refused
    assert decisions_sent(journal) == []


async def test_with_no_supervisor_named_at_the_store_the_counter_s_pin_approves(
    journal: Journal,
) -> None:
    journal.till.set_pin_hash(CHEAP)
    store = StandInStore(SupervisorCheck(StoreVerdict.UNKNOWN, None))
    approval = TillApproval(journal.till, PinGate(), store)

    approved = await approval.approve("Leela Menon", PIN, "Refund", "", saving)

    assert isinstance(approved, Approved)
    [sent] = decisions_sent(journal)
    assert (sent["decided_by"], sent["pin"]) == ("Leela Menon", CheckedBy.COUNTER.value)


async def test_a_store_that_does_not_answer_falls_back_to_the_counter_s_pin_and_says_so(
    journal: Journal,
) -> None:
    journal.till.set_pin_hash(CHEAP)
    approval = TillApproval(journal.till, PinGate(), StandInStore(None, None))

    wrong = await approval.approve("Meera Pillai", "000000", "Refund", "", saving)
    approved = await approval.approve("Meera Pillai", PIN, "Refund", "", saving)

    assert wrong == Refused(Refusal.WRONG, offline=True)
    assert isinstance(approved, Approved)
    [sent] = decisions_sent(journal)
    assert sent["pin"] == CheckedBy.COUNTER_OFFLINE.value


async def test_a_store_not_configured_is_not_asked(journal: Journal) -> None:
    journal.till.set_pin_hash(CHEAP)
    store = StandInStore(configured=False)
    approval = TillApproval(journal.till, PinGate(), store)

    assert approval.way() is PinWay.COUNTER
    assert isinstance(await approval.approve("Meera Pillai", PIN, "Refund", "", saving), Approved)
    assert store.asked == []
