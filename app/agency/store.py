"""``AgencyStore``: the counters' shared PostgreSQL database, as the counters write to it.

One psycopg 3 async pool; the schema is brought to this app's version on open. A counter
registers (its id claimed by one installation only) and then pushes its outbox records in
batches: each batch one transaction, a record already there (same counter and record id)
skipped, so pushing again after a lost answer changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from psycopg import AsyncConnection, errors
from psycopg.rows import TupleRow
from psycopg.types.json import Jsonb
from psycopg_pool import AsyncConnectionPool

from app.agency.identity import CounterIdentity
from app.agency.migrate import migrate
from app.i18n import Catalogue
from app.journal.outbox import OutboxRecord

AGENCY_STORE = Catalogue("AGENCY_STORE")

TIMEOUT_S = 5.0


class AgencyStoreError(RuntimeError):
    """The agency store refused something; the message is a sentence for staff."""


class CounterClaimed(AgencyStoreError):
    """Another installation registered this counter id first."""


class CounterNotAdmitted(AgencyStoreError):
    """The role this counter connects as is not the one the agency administrator gave it."""


class CounterNotRegistered(AgencyStoreError):
    """Records pushed for a counter this store did not register."""


class SequenceClash(AgencyStoreError):
    """The store holds another record under one of the pushed sequence numbers (the counter's
    journal was replaced by a fresh one under the same id)."""


async def _check(conn: AsyncConnection[TupleRow]) -> None:
    # The pool's check before lending a connection: one that died with a restarted server is
    # replaced instead of failing the next push.
    await conn.execute("SELECT 1")


@dataclass(frozen=True, slots=True)
class StoredLink:
    """One record of a counter's chain as the store keeps it (None: not kept with it)."""

    seq: int
    sent: str | None
    link: str | None
    seal: str | None


class AgencyStore:
    """The agency store at one URL; made by ``open``, ended by ``close``."""

    def __init__(self, pool: AsyncConnectionPool[AsyncConnection[TupleRow]]) -> None:
        self._pool = pool
        self._registered: set[str] = set()

    @classmethod
    async def open(
        cls, url: str, password: str | None = None, *, timeout_s: float = TIMEOUT_S
    ) -> AgencyStore:
        """Connect to ``url`` (``postgresql://user@host:port/db?sslmode=verify-full`` for TLS;
        ``password`` when the URL has none) and migrate; ``AgencySchemaTooNew`` when the store
        is newer than this app, ``psycopg.OperationalError`` when unreachable; ``timeout_s``
        bounds a connection attempt and the wait for a pooled connection (``PoolTimeout``)."""
        options: dict[str, object] = {"connect_timeout": max(1, round(timeout_s))}
        if password:
            options["password"] = password
        # One connection of its own first: an unreachable store fails at once (the pool would
        # keep trying until its timeout), and the schema is settled before any push.
        conn = await AsyncConnection.connect(url, **options)  # type: ignore[arg-type]
        async with conn:
            await migrate(conn)
        pool: AsyncConnectionPool[AsyncConnection[TupleRow]] = AsyncConnectionPool(
            url,
            kwargs=options,
            min_size=1,
            max_size=2,
            open=False,
            check=_check,
            timeout=timeout_s,
            name="agency-store",
        )
        await pool.open(wait=False)
        return cls(pool)

    async def close(self) -> None:
        """Close every connection."""
        await self._pool.close()

    async def register(self, counter: CounterIdentity) -> None:
        """Register ``counter`` at connect (schema version 5, ``agency_register``): as the
        counter's own role, check that the agency administrator admitted it with this
        installation's key; as the administrator, claim the id for this installation (its code
        and name updated when it is ours already). ``CounterClaimed`` when another installation
        holds the id, ``CounterNotAdmitted`` when this role is not that counter's."""
        async with self._pool.connection() as conn, conn.transaction():
            cursor = await conn.execute(
                "SELECT agency_register(%s, %s, %s, %s)",
                (counter.counter_id, counter.code, counter.name, counter.key_digest),
            )
            row = await cursor.fetchone()
        outcome = None if row is None else row[0]
        if outcome == "claimed":
            raise CounterClaimed(
                AGENCY_STORE.tr(
                    "Another installation is registered in the agency store as this counter "
                    "({counter}): this PC's settings were probably copied from it. Nothing "
                    "was sent; give this counter its own settings (a new id) to connect."
                ).format(counter=counter.counter_id)
            )
        if outcome != "ok":
            raise CounterNotAdmitted(
                AGENCY_STORE.tr(
                    "The agency store does not know this counter ({counter}) under the name it "
                    "connects with. Nothing was sent; the agency administrator adds this counter "
                    "with counterdesk agency add-counter on this PC."
                ).format(counter=counter.counter_id)
            )
        self._registered.add(counter.counter_id)

    async def push(self, counter_id: str, records: Sequence[OutboxRecord]) -> int:
        """Store ``records`` of the registered counter in one transaction, skipping those it has
        already; how many were new. The counter's contiguous sequence moves on with them."""
        if counter_id not in self._registered:
            raise CounterNotRegistered(
                AGENCY_STORE.tr("Counter {counter} is not registered in this store.").format(
                    counter=counter_id
                )
            )
        if not records:
            return 0
        rows = [
            (counter_id, r.seq, r.record_id, r.kind, Jsonb(r.body), r.created_at) for r in records
        ]
        links = [(counter_id, r.seq, r.sent, r.link, r.seal) for r in records]
        async with self._pool.connection() as conn, conn.transaction():
            try:
                async with conn.cursor() as cursor:
                    await cursor.executemany(
                        "INSERT INTO records (counter_id, seq, record_id, kind, body, created_at)"
                        " VALUES (%s, %s, %s, %s, %s, %s)"
                        " ON CONFLICT (counter_id, record_id) DO NOTHING",
                        rows,
                        returning=False,
                    )
                    added = cursor.rowcount
                    # The counter's own chain, as it sent it (docs/agency-store.md).
                    await cursor.executemany(
                        "INSERT INTO record_links (counter_id, seq, sent, link, seal)"
                        " VALUES (%s, %s, %s, %s, %s) ON CONFLICT (counter_id, seq) DO NOTHING",
                        links,
                        returning=False,
                    )
            except errors.UniqueViolation as clash:
                raise SequenceClash(
                    AGENCY_STORE.tr(
                        "The agency store holds other records under this counter's numbers "
                        "{first} to {last}: this counter's journal is not the one that sent "
                        "them. A supervisor must give this counter a new id."
                    ).format(first=records[0].seq, last=records[-1].seq)
                ) from clash
            await self._advance(conn, counter_id)
        return max(added, 0)

    async def _advance(self, conn: AsyncConnection[TupleRow], counter_id: str) -> None:
        # Worked out by the store from the records alone (a counter cannot write its progress).
        await conn.execute("SELECT agency_advance(%s)", (counter_id,))

    async def receipt_numbers(self, counter_id: str) -> list[str]:
        """The highest receipt number of each of the counter's receipt series (and financial
        years) among its sale records here (``PB1/26/000123``, ``PB1/26A000124`` under a
        recovery series, ``PB1/2026-27/000123`` before; serials are zero-padded to six digits,
        so the greatest text is the greatest number)."""
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT max(receipt_no) FROM (SELECT body->'payment'->>'receipt_no' AS receipt_no"
                "   FROM records WHERE counter_id = %s AND kind = 'sale') AS printed"
                " WHERE receipt_no IS NOT NULL"
                " GROUP BY regexp_replace(receipt_no, '[0-9]+$', '')",
                (counter_id,),
            )
            rows = await cursor.fetchall()
        return [str(row[0]) for row in rows]

    async def chain(self, counter_id: str) -> list[StoredLink]:
        """The counter's records here as its chain, in order; the text, link and seal None for
        a record without them (sent by a version before the chain or the seals, or by a counter
        without a keyring, or removed)."""
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT r.seq, l.sent, l.link, l.seal FROM records AS r LEFT JOIN record_links"
                " AS l USING (counter_id, seq) WHERE r.counter_id = %s ORDER BY r.seq",
                (counter_id,),
            )
            rows = await cursor.fetchall()
        return [StoredLink(int(seq), sent, link, seal) for seq, sent, link, seal in rows]

    async def witness(self, counter_id: str, chain: str, heads: Sequence[tuple[int, str]]) -> int:
        """Give the store ``heads`` ((place, head) of the counter's ``chain``, 'records' or
        'access_log') to keep as its witness; the last place it holds. A place it holds already
        keeps the head given first (docs/decisions/heads-witnessed-as-they-grow.md)."""
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT agency_witness(%s, %s, %s::bigint[], %s::text[])",
                (counter_id, chain, [seq for seq, _ in heads], [head for _, head in heads]),
            )
            row = await cursor.fetchone()
        return 0 if row is None else int(row[0])

    async def witnessed(self, counter_id: str, chain: str) -> list[tuple[int, str]]:
        """Every head of the counter's ``chain`` the store witnessed, in order."""
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT seq, head FROM agency_witnessed(%s, %s)", (counter_id, chain)
            )
            rows = await cursor.fetchall()
        return [(int(seq), str(head)) for seq, head in rows]

    async def contiguous_seq(self, counter_id: str) -> int:
        """Up to which sequence number every record of the counter has arrived."""
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT contiguous_seq FROM counter_progress WHERE counter_id = %s", (counter_id,)
            )
            row = await cursor.fetchone()
        return 0 if row is None else int(row[0])
