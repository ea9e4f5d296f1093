"""The headless counter's replay round finishes a rebook a stop left halfway: waiting (counted as
unanswered) while the service does not answer, done once it does, the party rebooked once."""

from __future__ import annotations

import datetime as dt
import socket
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

import app.booking.exchange
from app.counter.composition import CounterServices
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, update_settings
from app.domain.disruption import Closed
from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from tests.counter.day_close import rebook_party
from tests.counter.disrupted_sales import DAY, operator_cancels, sell_party, watched
from tests.counter.runtime_counter import counter_at, until
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE as CRUISE
from tests.service import client_for

NEXT_DAY = DAY + dt.timedelta(days=1)  # the departure after the one cancelled


class Stopped(Exception):
    """The app stopped (killed) where the exchange was to be carried on."""


async def stopped(*_args: Any) -> None:
    raise Stopped


def nothing_listens() -> str:
    """The address of a port on this machine that nothing listens on."""
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    return f"http://127.0.0.1:{port}"


async def test_a_rebook_left_halfway_is_finished_by_the_replay_once_the_service_answers(
    sandbox: EmbeddedSandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = AppPaths.under(tmp_path / "home").create()
    with Journal(paths.data / "journal") as journal:
        async with client_for(sandbox, sandbox.demo_key) as client:
            shift = journal.till.open_shift("PB1", "Leela Menon", Decimal("2000.00"))
            ref, _price = await sell_party(
                sandbox,
                client,
                journal,
                ["Ravi Kumar"],
                schedule_id=CRUISE,
                shift_id=shift.shift_id,
            )
            operator_cancels(sandbox, CRUISE)
            assert await watched(client, journal) == 1
            with monkeypatch.context() as stop:
                stop.setattr(app.booking.exchange, "carry_on", stopped)
                with pytest.raises(Stopped):  # the new sale booked and recorded, nothing more
                    await rebook_party(
                        CounterServices(journal), client, sandbox, "PB1", ref, CRUISE, NEXT_DAY
                    )
        assert len(journal.exchanges.open_exchanges()) == 1

    # The next start, with the service out of reach: the exchange waits, counted.
    async with counter_at(tmp_path, sandbox, Settings(base_url=nothing_listens())) as counter:
        runtime, journal = counter.runtime, counter.journal
        await until(lambda: runtime.replay.first_round.is_set(), 60)
        assert runtime.replay.left == 1 and len(journal.exchanges.open_exchanges()) == 1
        assert [d.booking_ref for d in journal.disruptions.open()] == [ref]

        # The service answers again: the replay finishes it, the disruption closed rebooked.
        update_settings(counter.paths.settings_file, base_url=sandbox.base_url)
        await counter.reconnect()
        assert "replay" in await runtime.settings_changed()
        await until(lambda: runtime.replay.left == 0, 60)
        assert journal.exchanges.open_exchanges() == [] and journal.disruptions.open() == []
        closed = journal.disruptions.find(ref)
        assert closed is not None and closed.closed_how is Closed.REBOOKED
