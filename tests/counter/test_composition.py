"""The counter's services opened as the start opens them, without a window: a fresh journal
writable and sealed under the keyring's key, a damaged one recovered and said, a full disk
opened read-only with its fault, one another program holds refused with a sentence, and the
services the screens call made over the same journal."""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path

import pytest

from app.counter.composition import CounterServices, JournalUnusable
from app.counter.config.keystore import KeyStore
from app.journal.store import DATABASE_NAME
from app.records.faults import WriteFault
from tests.counter.approvals import Reasons, nobody
from tests.journal.faults import full_connect, locked_by_another_process, sold_journal


@pytest.mark.usefixtures("memory_keyring")
def test_a_fresh_journal_opens_writable_with_its_services(tmp_path: Path) -> None:
    services = CounterServices.open(tmp_path, KeyStore())
    with services.journal:
        assert services.recovery is None and services.read_only is None
        assert services.database == tmp_path / DATABASE_NAME and services.database.is_file()
        services.ready_to_seal()  # the keys read once, ahead of the first sale
        shift = services.till.open_shift("PB1", "Leela Menon", Decimal("0.00"))
        assert (
            services.shift_service(lambda: "PB1", lambda: Decimal("100.00"), nobody).current()
            == shift
        )
        assert services.bookings().find("NOPE") is None
        assert services.history().database == services.database
        assert services.shift_reports(nobody, Reasons(None)).einvoices.database == services.database


@pytest.mark.usefixtures("memory_keyring")
def test_a_damaged_journal_is_recovered_and_said(tmp_path: Path) -> None:
    (tmp_path / DATABASE_NAME).write_bytes(os.urandom(8192))
    services = CounterServices.open(tmp_path, KeyStore())
    with services.journal:
        assert services.recovery is not None and services.read_only is None
        assert "was damaged" in services.recovery.text()


@pytest.mark.usefixtures("memory_keyring")
def test_a_full_disk_opens_read_only_and_a_held_journal_is_refused(tmp_path: Path) -> None:
    sold_journal(tmp_path, sales=1, pending=0)
    services = CounterServices.open(tmp_path, KeyStore(), full_connect)
    with services.journal:
        assert services.read_only is WriteFault.DISK_FULL
        assert services.bookings().read_only is WriteFault.DISK_FULL
    with (
        locked_by_another_process(tmp_path / DATABASE_NAME),
        pytest.raises(JournalUnusable, match="another program is using it"),
    ):
        CounterServices.open(tmp_path, KeyStore())
