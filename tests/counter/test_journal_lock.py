"""One app per journal: a second opening of the same journal is refused, in any process."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.counter.journal_access.journal_lock import (
    LOCK_NAME,
    InstanceLock,
    JournalInUse,
    instance_key,
)


def test_a_second_opening_of_one_journal_is_refused_until_the_first_lets_go(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "journal"
    first = InstanceLock(folder)
    with pytest.raises(JournalInUse) as refused:
        InstanceLock(folder)
    assert str(refused.value).startswith(
        f"Counterdesk is already open on this computer with the same journal ({folder})."
    )
    assert refused.value.key == first.key == instance_key(folder)
    first.release()
    again = InstanceLock(folder)
    assert (folder / LOCK_NAME).exists()
    assert again.key == first.key
    again.release()


def test_another_journal_is_another_lock(tmp_path: Path) -> None:
    one, two = InstanceLock(tmp_path / "one"), InstanceLock(tmp_path / "two")
    assert one.key != two.key
    one.release()
    two.release()
