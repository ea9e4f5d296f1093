"""What the agency store holds at its personal-data locations, as far as a counter's role may
read them (row-level security shows a counter its own records only), for the privacy audit."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import psycopg
from psycopg import sql

from app.domain.agency_target import parse_target
from app.domain.personal_data import Held, Store, locations

# Each table's oldest row: an expression over ``t`` (the table), and the join it needs (the
# links have no date of their own: they are dated by the record they chain).
OLDEST: Mapping[str, tuple[str, str]] = {
    "records": ("min(t.created_at)", ""),
    "record_links": ("min(r.created_at)", " LEFT JOIN records AS r USING (counter_id, seq)"),
    "supervisors": ("min(t.set_at)", ""),
    "bank_rows": ("min(t.imported_at)", ""),
}


def store_url(address: str, password_of: Callable[[str], str | None]) -> str:
    """The connection address of the store at ``address``: its password given with it, else
    ``password_of`` its keyring account."""
    target = parse_target(address)
    return target.connection_url(target.password or password_of(target.account))


def store_held_at(address: str, password_of: Callable[[str], str | None]) -> list[Held]:
    """``store_held`` of the store at ``address`` (its password as ``store_url`` finds it)."""
    return store_held(store_url(address, password_of))


def store_held(url: str, connect_timeout_s: int = 5) -> list[Held]:
    """Each of the store's personal-data locations as the role of ``url`` (with its password)
    reads them, in a read-only transaction; raises psycopg.Error if the store cannot be read."""
    found = []
    with psycopg.connect(url, connect_timeout=connect_timeout_s) as conn:
        conn.read_only = True
        for location in locations(Store.AGENCY):
            row = conn.execute(
                "SELECT has_table_privilege(%s, 'SELECT')", (location.table,)
            ).fetchone()
            if row is None or not row[0]:
                found.append(Held(location, None, None))
                continue
            oldest, joined = OLDEST[location.table]
            counted = conn.execute(
                sql.SQL(
                    "SELECT count(*), {oldest} FROM {table} AS t{joined} WHERE t.{column}"
                    " IS NOT NULL"
                ).format(
                    oldest=sql.SQL(oldest),
                    table=sql.Identifier(location.table),
                    joined=sql.SQL(joined),
                    column=sql.Identifier(location.column),
                )
            ).fetchone()
            assert counted is not None
            held, first = counted
            found.append(Held(location, int(held), first.date() if first else None))
    return found


def store_access_heads_at(
    address: str, password_of: Callable[[str], str | None]
) -> list[tuple[int, str]]:
    """``store_access_heads`` of the store at ``address`` (its password as ``store_url``)."""
    return store_access_heads(store_url(address, password_of))


def store_access_heads(url: str, connect_timeout_s: int = 5) -> list[tuple[int, str]]:
    """The access log's heads the Z reports of the counter of ``url``'s role witnessed, as the
    store keeps them (row security shows a counter its own records only): the witness of the
    log outside the counter's journal file. Raises psycopg.Error if the store cannot be read."""
    with psycopg.connect(url, connect_timeout=connect_timeout_s) as conn:
        conn.read_only = True
        rows = conn.execute(
            "SELECT (body -> 'access_log' ->> 'seq')::bigint, body -> 'access_log' ->> 'head'"
            " FROM records WHERE kind = 'z_report' AND body ? 'access_log'"
        ).fetchall()
    return [(int(seq), str(head)) for seq, head in rows]


def store_grown_heads(url: str, connect_timeout_s: int = 5) -> list[tuple[int, str]]:
    """The hash of every access log entry of the counter of ``url``'s role, as the store
    witnessed it while the log grew (docs/decisions/heads-witnessed-as-they-grow.md). Raises
    psycopg.Error if the store cannot be read."""
    with psycopg.connect(url, connect_timeout=connect_timeout_s) as conn:
        conn.read_only = True
        rows = conn.execute(
            "SELECT w.seq, w.head FROM counters AS c"
            " CROSS JOIN agency_witnessed(c.counter_id, 'access_log') AS w ORDER BY w.seq"
        ).fetchall()
    return [(int(seq), str(head)) for seq, head in rows]
