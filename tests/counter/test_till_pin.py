"""The counter's supervisor PIN checked at a till gate without a screen, against the real
journal: each try counted at once and kept through the screen's ``keep``, the lock after too
many wrong tries, kept across a restart, and lifted only by setting the PIN again."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

import pytest

from app.booking.faults import JournalLocked
from app.counter.services.till_pin import check_counter_pin, set_counter_pin
from app.domain.pin import MAX_TRIES, RESET_TRIES, PinGate, PinHash, PinLocked, PinLockedForGood
from app.journal import Journal
from app.journal.till import PinCheck, Till

PIN = "4821"
SALT = bytes(16)
# Made at the cost an earlier version used, so a wrong try hashes in a moment.
CHEAP = PinHash(SALT, hashlib.scrypt(PIN.encode(), salt=SALT, n=2**14, r=8, p=1, dklen=32), 2**14)


class Keeper:
    """The screen's ``keep``: runs each write, and counts them."""

    def __init__(self) -> None:
        self.writes = 0

    async def __call__(self, write: Callable[[], None]) -> None:
        self.writes += 1
        write()


async def _mistype(till: Till, gate: PinGate, keep: Keeper, tries: int, now: list[float]) -> None:
    """``tries`` wrong PINs, each an hour after the last (any timed lock long over)."""
    for _ in range(tries):
        now[0] += 3600
        await check_counter_pin(till, gate, "0000", keep)


async def test_with_no_pin_set_nothing_is_checked_nor_counted(tmp_path: Path) -> None:
    keep, gate = Keeper(), PinGate()
    with Journal(tmp_path) as journal:
        check = await check_counter_pin(journal.till, gate, PIN, keep)

    assert check is PinCheck.UNSET and keep.writes == 0 and gate.tries == (0, None)


async def test_each_try_is_kept_and_the_right_pin_clears_the_count(tmp_path: Path) -> None:
    keep, gate = Keeper(), PinGate()
    with Journal(tmp_path) as journal:
        journal.till.set_pin_hash(CHEAP)
        wrong = [await check_counter_pin(journal.till, gate, "0000", keep) for _ in range(2)]
        journal.till.restore_pin_tries(counted := PinGate())
        right = await check_counter_pin(journal.till, gate, PIN, keep)
        journal.till.restore_pin_tries(cleared := PinGate())

    assert wrong == [PinCheck.WRONG] * 2 and right is PinCheck.RIGHT
    assert keep.writes == 3 and counted.tries == (2, None) and cleared.tries == (0, None)


async def test_too_many_wrong_tries_lock_even_the_right_pin_across_a_restart(
    tmp_path: Path,
) -> None:
    now, keep = [1_000_000.0], Keeper()
    with Journal(tmp_path) as journal:
        journal.till.set_pin_hash(CHEAP)
        await _mistype(journal.till, PinGate(lambda: now[0]), keep, MAX_TRIES, now)
    with Journal(tmp_path) as journal:  # started again: the lock was kept
        gate = PinGate(lambda: now[0])
        journal.till.restore_pin_tries(gate)
        with pytest.raises(PinLocked):
            await check_counter_pin(journal.till, gate, PIN, keep)
        locked_writes = keep.writes
        now[0] += 60
        after = await check_counter_pin(journal.till, gate, PIN, keep)

    assert locked_writes == MAX_TRIES  # a locked try is not even hashed
    assert after is PinCheck.RIGHT


async def test_only_setting_the_pin_again_lifts_the_lock_for_good(tmp_path: Path) -> None:
    now, keep = [1_000_000.0], Keeper()
    with Journal(tmp_path) as journal:
        journal.till.set_pin_hash(CHEAP)
        gate = PinGate(lambda: now[0])
        await _mistype(journal.till, gate, keep, RESET_TRIES, now)
        now[0] += 3600
        with pytest.raises(PinLockedForGood):
            await check_counter_pin(journal.till, gate, PIN, keep)
        set_counter_pin(journal.till, gate, CHEAP)
        journal.till.restore_pin_tries(kept := PinGate())
        after = await check_counter_pin(journal.till, gate, PIN, keep)

    assert kept.tries == (0, None) and after is PinCheck.RIGHT


async def test_a_try_the_journal_could_not_keep_still_counts_on_the_gate(tmp_path: Path) -> None:
    async def locked_out(write: Callable[[], None]) -> None:
        raise JournalLocked("The journal is in use.", code="JOURNAL_UNAVAILABLE")

    gate = PinGate()
    with Journal(tmp_path) as journal:
        journal.till.set_pin_hash(CHEAP)
        with pytest.raises(JournalLocked):
            await check_counter_pin(journal.till, gate, "0000", locked_out)
        journal.till.restore_pin_tries(stored := PinGate())

    assert gate.tries == (1, None) and stored.tries == (0, None)
