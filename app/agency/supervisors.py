"""Named supervisors in the agency store (schema version 6): each with a PIN of their own, kept
agency-wide by the administrator, checked at any counter (no Qt).

A counter never reads a PIN's hash: it asks the store for the supervisor's salt and cost, hashes
the PIN typed (scrypt, as ``app.domain.pin``, in a worker thread) and gives the store the digest,
which compares it and counts the try for that supervisor at every counter.
"""

from __future__ import annotations

import asyncio
from typing import Any

from psycopg import AsyncConnection
from psycopg_pool import AsyncConnectionPool

from app.domain.pin import (
    SCRYPT_N,
    SCRYPT_P,
    SCRYPT_R,
    PinHash,
    SupervisorCheck,
    Verdict,
    digest_of,
    fresh_hash,
)


async def check(pool: AsyncConnectionPool[Any], who: str, pin: str) -> SupervisorCheck:
    """Check ``pin`` for the supervisor ``who`` (any letter case); the try is counted by the
    store. A right PIN hashed at a lower cost than today's is stored again at today's cost."""
    async with pool.connection() as conn:
        cursor = await conn.execute("SELECT * FROM agency_supervisor_salt(%s)", (who,))
        row = await cursor.fetchone()
    if row is None:
        return SupervisorCheck(Verdict.UNKNOWN, None, known=tuple(await names(pool)))
    name, salt, n, r, p = row
    stored = PinHash(bytes(salt), b"", int(n), int(r), int(p))
    typed = await asyncio.to_thread(digest_of, pin, stored)
    async with pool.connection() as conn:
        cursor = await conn.execute(
            "SELECT verdict, name, seconds FROM agency_supervisor_check(%s, %s)", (name, typed)
        )
        found = await cursor.fetchone()
    assert found is not None  # the function always answers one row
    verdict = SupervisorCheck(Verdict(found[0]), found[1], float(found[2]))
    if verdict.verdict is Verdict.RIGHT and (n, r, p) != (SCRYPT_N, SCRYPT_R, SCRYPT_P):
        again = await asyncio.to_thread(fresh_hash, pin)
        async with pool.connection() as conn:
            await conn.execute(
                "SELECT agency_supervisor_rehash(%s, %s, %s, %s, %s, %s, %s)",
                (name, typed, again.salt, again.digest, again.n, again.r, again.p),
            )
    return verdict


async def names(pool: AsyncConnectionPool[Any]) -> list[str]:
    """Every supervisor's name, in alphabetical order."""
    async with pool.connection() as conn:
        cursor = await conn.execute("SELECT agency_supervisor_names()")
        return [str(row[0]) for row in await cursor.fetchall()]


async def set_supervisor(conn: AsyncConnection[Any], name: str, pin: PinHash) -> None:
    """Name the supervisor ``name`` with the PIN ``pin`` (hashed), or set their PIN again, which
    lifts any lock: the administrator's connection only (a counter's role is refused)."""
    await conn.execute(
        "SELECT agency_set_supervisor(%s, %s, %s, %s, %s, %s)",
        (name, pin.salt, pin.digest, pin.n, pin.r, pin.p),
    )


async def remove_supervisor(conn: AsyncConnection[Any], name: str) -> bool:
    """Remove the supervisor ``name`` (any letter case): the administrator's connection only;
    whether there was one."""
    cursor = await conn.execute(
        "DELETE FROM supervisors WHERE lower(name) = lower(btrim(%s))", (name,)
    )
    return cursor.rowcount > 0
