"""The agency's own witness of the wallet: ``counterdesk agency witness``, run where the agency
store is, reads the wallet with every agent key the agency's counters use and keeps each
reading in the store (``agency_witness_readings``). The keys stay in that PC's keyring; the
store knows their fingerprints only (``agency_witness_keys``, ``add-key``). The counters'
readings are then their claims: the day close reconciles each key on the agency's readings and
checks every counter's against them (``app.reports.wallet_reconcile``).

The service lists only the agent's latest 20 journals, so the witness reads every minute, and
every quarter of that while the last reading of a key listed 20 journals none of which the one
before held (the hour is busy: more may pass than a reading lists). The owner records the
top-ups paid into the wallet (``agency_topups``, ``add-topup``); the day close names a top-up
journal none of them matches.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from decimal import Decimal
from typing import Any

from psycopg import AsyncConnection
from psycopg.types.json import Jsonb

from app.api.models import WALLET_LISTED, WalletData
from app.journal.wallet_readings import reading_body

log = logging.getLogger(__name__)

# The keyring account of an agent key the agency's witness reads with.
ACCOUNT_PREFIX = "agency-witness:"
# Seconds between two readings of one key; while a key's hour is busy, a quarter of it.
EVERY_S = 60.0
BUSY_DIVISOR = 4

# A wallet reader: one ``wallet_balance`` call with one agent key.
Reader = Callable[[], Awaitable[WalletData]]


def witness_account(fingerprint: str) -> str:
    """The keyring account holding the agent key of fingerprint ``fingerprint``."""
    return ACCOUNT_PREFIX + fingerprint


async def add_key(conn: AsyncConnection[Any], fingerprint: str, label: str = "") -> None:
    """Name the key of ``fingerprint`` as one the witness reads with (its label set again)."""
    await conn.execute(
        "INSERT INTO agency_witness_keys (key_fingerprint, label) VALUES (%s, %s)"
        " ON CONFLICT (key_fingerprint) DO UPDATE SET label = excluded.label",
        (fingerprint, label),
    )


async def witness_keys(conn: AsyncConnection[Any]) -> list[str]:
    """The fingerprints of every key the witness reads with."""
    cursor = await conn.execute(
        "SELECT key_fingerprint FROM agency_witness_keys ORDER BY key_fingerprint"
    )
    return [str(row[0]) for row in await cursor.fetchall()]


async def add_topup(
    conn: AsyncConnection[Any], paid_on: dt.date, amount: Decimal, key: str = "", note: str = ""
) -> int:
    """Record a top-up of ``amount`` the owner paid into the wallet on ``paid_on`` (service
    day) for the key of fingerprint ``key`` ("": any of the agency's); its number."""
    cursor = await conn.execute(
        "INSERT INTO agency_topups (paid_on, amount, key_fingerprint, note)"
        " VALUES (%s, %s, %s, %s) RETURNING topup_id",
        (paid_on, amount, key, note),
    )
    row = await cursor.fetchone()
    assert row is not None  # a row was inserted
    return int(row[0])


def all_new(body: Mapping[str, Any], before: Mapping[str, Any] | None) -> bool:
    """Whether the reading ``body`` lists as many journals as the service lists, none of them
    in the reading ``before``: more may have passed between them than it shows."""
    journals = body["journals"]
    known = {item["journal_id"] for item in (before or {}).get("journals", [])}
    return len(journals) >= WALLET_LISTED and not any(j["journal_id"] in known for j in journals)


async def keep_reading(
    conn: AsyncConnection[Any], data: WalletData, key: str, read_at: dt.datetime
) -> bool:
    """Keep the reading ``data`` made at ``read_at`` with the key of fingerprint ``key``
    (unless it says just what the last on that key said); whether its journals were all new."""
    body = reading_body(data, key, read_at)
    cursor = await conn.execute(
        "SELECT body FROM agency_witness_readings WHERE key_fingerprint = %s"
        " ORDER BY read_at DESC, reading_id DESC LIMIT 1",
        (key,),
    )
    row = await cursor.fetchone()
    before = None if row is None else row[0]
    same = ("cash", "credit_used", "journals")
    if before is not None and all(
        json.dumps(before[name], sort_keys=True) == json.dumps(body[name], sort_keys=True)
        for name in same
    ):
        return False
    await conn.execute(
        "INSERT INTO agency_witness_readings (key_fingerprint, read_at, body) VALUES (%s, %s, %s)",
        (key, read_at, Jsonb(body)),
    )
    return all_new(body, before)


def next_wait(busy: Sequence[bool], every_s: float = EVERY_S) -> float:
    """Seconds until the next round: a quarter of ``every_s`` while any key's last reading
    listed only new journals."""
    return every_s / BUSY_DIVISOR if any(busy) else every_s


async def witness_round(
    conn: AsyncConnection[Any],
    readers: Mapping[str, Reader],
    now: Callable[[], dt.datetime],
) -> list[bool]:
    """Read the wallet once with each key (``readers`` by fingerprint) and keep the readings;
    for each key, whether its journals were all new. A key the service does not answer for is
    logged and read again next round."""
    busy = []
    for fingerprint, read in readers.items():
        try:
            data = await read()
        except Exception as error:  # the service's refusal or the network: the next round
            log.warning("the wallet of key %s was not read: %s", fingerprint, error)
            continue
        busy.append(await keep_reading(conn, data, fingerprint, now()))
    return busy


async def run_witness(
    conn: AsyncConnection[Any],
    readers: Mapping[str, Reader],
    now: Callable[[], dt.datetime],
    every_s: float = EVERY_S,
    rounds: int | None = None,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
) -> int:
    """Witness the wallet of every key in ``readers`` every ``every_s`` seconds (faster while
    busy), ``rounds`` times (None: until cancelled); the number of rounds run."""
    done = 0
    while rounds is None or done < rounds:
        busy = await witness_round(conn, readers, now)
        done += 1
        if rounds is None or done < rounds:
            await sleep(next_wait(busy, every_s))
    return done
