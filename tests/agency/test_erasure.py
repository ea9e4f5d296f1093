"""Erasure reaches the agency store, on a real PostgreSQL: a customer's erasure at a counter, and
the retention's after the trip, take the phone, e-mail and passengers' names out of the store's
copy of that counter's sales (through its own role), and the day close still finds the chain
whole; a record changed after its erasure is still named."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from psycopg import errors
from psycopg.types.json import Jsonb

from app.journal import Journal
from app.journal.retention import erase_due
from app.journal.store import DATABASE_NAME
from app.records.customers import Who
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.test_counter_roles import run
from tests.domain.samples import TOMORROW
from tests.journal.till_sales import outbox_of

ERASER = Who("Ravi", "supervisor", "the customer's request")

PERSONAL = ("customer_email", "customer_phone", "passengers")


def sales(url: str, counter_id: str) -> dict[str, dict[str, object]]:
    """The store's sale records of one counter, by booking reference."""
    rows = run(
        url,
        "SELECT body FROM records WHERE counter_id = %s AND kind = 'sale' ORDER BY seq",
        (counter_id,),
    )
    return {str(body["booking_ref"]): body for (body,) in rows}


def erasures(folder: Path) -> list[dict[str, object]]:
    """The bodies of the erasure records in the outbox of the journal in ``folder``."""
    return [r.body for r in outbox_of(folder) if r.kind == "erasure"]


def problems(url: str) -> list[tuple[object, ...]]:
    """What the agency day close's checks find."""
    return run(url, "SELECT kind, problem FROM agency_integrity ORDER BY seq")


async def test_a_customer_s_erasure_reaches_the_store_s_copy_and_the_chain_stays_whole(
    desks: tuple[Desk, Desk], deployment: Deployment, tmp_path: Path
) -> None:
    own, other = desks
    owner = deployment.owner_url
    before = sales(owner, own.counter_id)
    untouched = sales(owner, other.counter_id)
    assert all(body["customer_phone"] == "919876543210" for body in before.values())
    ref = sorted(before)[0]
    with Journal(tmp_path / "PB1") as journal:
        assert journal.erase_customer(ref, ERASER) == 2  # both sales share the customer's phone

    [asked] = erasures(tmp_path / "PB1")
    assert isinstance(asked["booking_refs"], list) and sorted(asked["booking_refs"]) == sorted(
        before
    )
    # The journal's outbox keeps no copy of the phone either.
    assert "919876543210" not in json.dumps([r.body for r in outbox_of(tmp_path / "PB1")])
    assert await replicate(own, tmp_path / "PB1") == 1

    after = sales(owner, own.counter_id)
    for booking, body in after.items():
        assert (body["customer_email"], body["customer_phone"], body["passengers"]) == ("", "", [])
        # The name on the invoice and the amounts stay.
        kept = {k: v for k, v in before[booking].items() if k not in PERSONAL}
        assert {k: v for k, v in body.items() if k not in PERSONAL} == kept
    # The cancellation of the first sale loses the names it released.
    cancelled = run(
        owner,
        "SELECT body -> 'names' FROM records WHERE kind = 'cancellation' AND counter_id = %s",
        (own.counter_id,),
    )
    assert all(names in ([], None) for (names,) in cancelled)
    assert sales(owner, other.counter_id) == untouched
    assert problems(owner) == []

    # A record changed after its erasure is named by the day close, as any other.
    run(
        owner,
        "UPDATE records SET body = jsonb_set(body, '{customer_name}', '\"Someone\"')"
        " WHERE counter_id = %s AND kind = 'sale' AND body ->> 'booking_ref' = %s",
        (own.counter_id, ref),
    )
    # (The name is not a personal field: the counter's own chain names the change too.)
    assert sorted(problems(owner)) == [("sale", "content"), ("sale", "edited")]


async def test_the_retention_erases_the_store_s_copy_once_the_trip_is_over(
    desks: tuple[Desk, Desk], deployment: Deployment, tmp_path: Path
) -> None:
    own, _other = desks
    owner = deployment.owner_url
    database = tmp_path / "PB1" / DATABASE_NAME
    keep = 30
    # The day the sales' trip is kept to: nothing is due yet, and nothing is asked of the store.
    last_kept = TOMORROW + dt.timedelta(days=keep)
    assert erase_due(database, last_kept, keep) == 0
    assert erasures(tmp_path / "PB1") == []
    # The day after, both sales are due (their ID numbers here, their contacts in the store).
    assert erase_due(database, last_kept + dt.timedelta(days=1), keep) == 2
    assert erasures(tmp_path / "PB1") == [{"trips_through": TOMORROW.isoformat()}]
    # Asked once: the next days add nothing until another sale comes due.
    assert erase_due(database, last_kept + dt.timedelta(days=2), keep) == 0
    assert len(erasures(tmp_path / "PB1")) == 1
    assert await replicate(own, tmp_path / "PB1") == 1

    erased = sales(owner, own.counter_id)
    assert erased and all(
        (body["customer_email"], body["customer_phone"], body["passengers"]) == ("", "", [])
        for body in erased.values()
    )
    assert all(body["customer_name"] == "Asha Rao" for body in erased.values())
    assert problems(owner) == []
    # The counter's role erased through the store's function: it still cannot change a record.
    stamped = run(owner, "SELECT count(*) FROM records WHERE erased_hash IS NOT NULL")
    assert stamped == [(3,)]  # two sales and the first one's cancellation
    assert json.dumps(erased).count("919876543210") == 0


async def test_a_counter_erases_nothing_but_through_its_own_chain(
    desks: tuple[Desk, Desk], deployment: Deployment
) -> None:
    own, other = desks
    owner = deployment.owner_url
    theirs = sales(owner, other.counter_id)
    [(seqs,)] = run(
        owner, "SELECT array_agg(seq) FROM records WHERE counter_id = %s", (other.counter_id,)
    )
    with pytest.raises(errors.InsufficientPrivilege):
        run(own.url, "SELECT agency_erase(%s, %s)", (other.counter_id, seqs))
    # An erasure record names only the counter's own sales, whatever references it gives.
    run(
        own.url,
        "INSERT INTO records (counter_id, seq, record_id, kind, body, created_at)"
        " VALUES (%s, 999, 'erasure:x', 'erasure', %s, now())",
        (own.counter_id, Jsonb({"booking_refs": sorted(theirs)})),
    )
    assert sales(owner, other.counter_id) == theirs
