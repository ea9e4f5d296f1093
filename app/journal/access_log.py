"""Who looked at personal data: every read of a passenger's ID number or scan (a reprint that
shows one, a supervisor's view of a held document, an export) and every export, correction or
erasure of a customer's data, with who, when, what and why.

The log is append-only (the journal's triggers refuse to change an entry, or to remove one
younger than a year) and chained under a key: each entry's hash is an HMAC-SHA256, under a key
the journal file does not hold (derived from the sealing key in the OS keyring, ``use_key``), of
its fields and the hash before it. So an entry rewritten in the file, or one taken out, breaks
the chain that ``verify`` walks, and making the chain again needs the key. Entries older than a
year are pruned, the last pruned entry kept as the anchor the chain starts from, with its time,
sealed under the key (a forged anchor is found). Cutting the end of the log, or all of it, keeps
a chain; the head witnessed outside the file (printed on each Z report, kept by the agency store
with it) finds that: ``verify`` takes the witnesses. Entries written before the key (plain
SHA-256) still verify; an entry after a keyed one must be keyed (docs/decisions/
keyed-chains.md). A computer without a keyring keys the log for one run of the app only: its
entries are marked so, and ``verify`` says plainly that they cannot be checked after a restart
rather than calling them changed. It lives in the journal, a file private to the user, and
only a supervisor's screens read it.
"""

from __future__ import annotations

import datetime as dt
import functools
import hashlib
import hmac
import json
import secrets
import sqlite3
from collections.abc import Callable, Collection

from app.journal import chain
from app.records.customers import NO_KEYRING, OTHER_KEY, UNCHECKABLE, Access, Action

ACCESS_KEPT = dt.timedelta(days=365)
GENESIS = "0" * 64
_STAMP = "%Y-%m-%dT%H:%M:%SZ"
# A keyed entry's hash: this mark, then the HMAC-SHA256 in hex (before journal version 31).
KEYED = "k1:"
# Since version 31: this mark, the key's fingerprint (``chain.fingerprint``) and ":", then the
# HMAC-SHA256 in hex: an entry under a key this computer lacks is told from a changed one.
KEY_NAMED = "k2:"
_KEY_NAMED_LENGTH = len(KEY_NAMED) + chain.FINGERPRINT_DIGITS + 1
# The same under a key of one run only (no keyring kept it), then the run's id and ":": such an
# entry cannot be checked by a later run.
RUN_KEYED = "r1:"
_RUN_ID_DIGITS = 8
# The key of this run until ``use_key`` names the keyring's (tests, tools): never in a file.
_RUN_KEY = secrets.token_bytes(32)
_key: Callable[[], bytes] = lambda: _RUN_KEY  # noqa: E731 - replaced by use_key
# Whether the key outlives the run (in the keyring); tests and tools count theirs as kept.
_kept: Callable[[], bool] = lambda: True  # noqa: E731 - replaced by use_key

ACCESS_LOG_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS access_log (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    who TEXT NOT NULL CHECK (who <> ''),
    role TEXT NOT NULL,
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    fields TEXT NOT NULL,
    why TEXT NOT NULL CHECK (why <> ''),
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS access_log_anchor (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    seq INTEGER NOT NULL,
    hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS access_log_seal (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    seq INTEGER NOT NULL,
    hash TEXT NOT NULL,
    at TEXT NOT NULL,
    mac TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS access_log_append_only BEFORE UPDATE ON access_log
BEGIN SELECT RAISE(ABORT, 'the access log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS access_log_kept_a_year BEFORE DELETE ON access_log
WHEN old.at > strftime('{_STAMP}', 'now', '-365 days')
BEGIN SELECT RAISE(ABORT, 'an access is kept for a year'); END;
"""


def _stamp(at: dt.datetime) -> str:
    return at.astimezone(dt.UTC).strftime(_STAMP)


def use_key(key: Callable[[], bytes], kept: Callable[[], bool] = lambda: True) -> None:
    """Chain the log under ``key()`` (the app's: derived from the keyring's sealing key, read
    once, on first use); ``kept()``: whether the keyring keeps that key (False: this run's)."""
    global _key, _kept
    _key = functools.cache(key)
    _kept = functools.cache(kept)


def use_run_key() -> None:
    """Chain the log under this run's own key, counted as kept (as tests and tools do)."""
    use_key(lambda: _RUN_KEY)


def _mark() -> str:
    if _kept():
        return f"{KEY_NAMED}{chain.fingerprint(_key())}:"
    run = hmac.new(_key(), b"run", hashlib.sha256).hexdigest()[:_RUN_ID_DIGITS]
    return f"{RUN_KEYED}{run}:"


def _mark_of(hash_: str) -> str:
    """The mark ``hash_`` was written with ('' for a plain one)."""
    if hash_.startswith(RUN_KEYED):
        return hash_[: len(RUN_KEYED) + _RUN_ID_DIGITS + 1]
    if hash_.startswith(KEY_NAMED):
        return hash_[:_KEY_NAMED_LENGTH]
    return KEYED if hash_.startswith(KEYED) else ""


def _other_key(mark: str) -> str | None:
    """The fingerprint of the key ``mark`` names when it is not the key in use (None: the key in
    use's mark, or one that names no key)."""
    if not mark.startswith(KEY_NAMED) or mark == _mark():
        return None
    return mark[len(KEY_NAMED) : -1]


def _mac(text: str, mark: str | None = None) -> str:
    digest = hmac.new(_key(), text.encode(), hashlib.sha256).hexdigest()
    return (mark or _mark()) + digest


def digits(hash_: str) -> str:
    """``hash_`` without its mark (as a Z report prints and the store keeps a head)."""
    return hash_.removeprefix(_mark_of(hash_))


def _canonical(seq: int, access: Access) -> str:
    fields = [
        seq,
        _stamp(access.at),
        access.who,
        access.role,
        access.action.value,
        access.subject,
        access.fields,
        access.why,
    ]
    return json.dumps(fields, ensure_ascii=False, separators=(",", ":"))


def keyed_hash(prev_hash: str, seq: int, access: Access, mark: str | None = None) -> str:
    """The chain's keyed hash of ``access`` as entry ``seq`` after ``prev_hash`` (``mark``: the
    key's, ``KEYED`` or ``RUN_KEYED``; by default the key in use's)."""
    return _mac(f"{prev_hash}\n{_canonical(seq, access)}", mark)


def _seal_mac(seq: int, hash_: str, at: str, mark: str | None = None) -> str:
    return _mac(f"anchor\n{seq}\n{hash_}\n{at}", mark)


def entry_hash(prev_hash: str, seq: int, access: Access) -> str:
    """The plain SHA-256 of ``access`` as entry ``seq`` after ``prev_hash``: how entries were
    chained before the key (they still verify so)."""
    return hashlib.sha256(f"{prev_hash}\n{_canonical(seq, access)}".encode()).hexdigest()


def _head(conn: sqlite3.Connection) -> tuple[int, str]:
    row = conn.execute("SELECT seq, hash FROM access_log ORDER BY seq DESC LIMIT 1").fetchone()
    if row is not None:
        return int(row[0]), str(row[1])
    anchor = conn.execute("SELECT seq, hash FROM access_log_anchor").fetchone()
    return (int(anchor[0]), str(anchor[1])) if anchor is not None else (0, GENESIS)


def record(conn: sqlite3.Connection, access: Access) -> int:
    """Append ``access`` inside the caller's open transaction; its sequence number."""
    last_seq, prev = _head(conn)
    seq = last_seq + 1
    conn.execute(
        "INSERT INTO access_log (seq, at, who, role, action, subject, fields, why, prev_hash,"
        " hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            seq,
            _stamp(access.at),
            access.who,
            access.role,
            access.action.value,
            access.subject,
            access.fields,
            access.why,
            prev,
            keyed_hash(prev, seq, access),
        ),
    )
    return seq


def log_access(conn: sqlite3.Connection, access: Access) -> int:
    """Append ``access`` in a transaction of its own; its sequence number."""
    with conn:
        return record(conn, access)


def _access(row: sqlite3.Row) -> Access:
    return Access(
        at=dt.datetime.strptime(row["at"], _STAMP).replace(tzinfo=dt.UTC),
        who=row["who"],
        role=row["role"],
        action=Action(row["action"]),
        subject=row["subject"],
        fields=row["fields"],
        why=row["why"],
        seq=int(row["seq"]),
    )


def entries(conn: sqlite3.Connection, subjects: Collection[str] = ()) -> list[Access]:
    """The log, oldest first (``subjects``: only the entries of these)."""
    if not subjects:
        rows = conn.execute("SELECT * FROM access_log ORDER BY seq").fetchall()
    else:
        marks = ", ".join("?" * len(subjects))
        rows = conn.execute(
            f"SELECT * FROM access_log WHERE subject IN ({marks}) ORDER BY seq", tuple(subjects)
        ).fetchall()
    return [_access(row) for row in rows]


def booking_entries(conn: sqlite3.Connection, booking_ref: str) -> list[Access]:
    """The entries of one booking, oldest first, with those logged under its sale's request id
    while the sale waited for its answer."""
    sales = conn.execute(
        "SELECT request_id FROM bookings WHERE booking_ref = ?", (booking_ref,)
    ).fetchall()
    return entries(conn, {booking_ref, *(row[0] for row in sales)})


Witness = tuple[int, str]  # (seq, head) as a Z report printed it and the agency store kept


def head(conn: sqlite3.Connection) -> Witness | None:
    """The log's head now (its last entry's number and hash), None when it has none."""
    row = conn.execute("SELECT seq, hash FROM access_log ORDER BY seq DESC LIMIT 1").fetchone()
    return None if row is None else (int(row[0]), str(row[1]))


def _start(conn: sqlite3.Connection, problems: list[str]) -> tuple[int, str]:
    """Where the chain starts: the anchor, if it is the one sealed under the key, else where a
    chain starts (with the anchor named among the ``problems``)."""
    anchor = conn.execute("SELECT seq, hash FROM access_log_anchor").fetchone()
    if anchor is None:
        return 0, GENESIS
    seq, hash_ = int(anchor[0]), str(anchor[1])
    seal = conn.execute("SELECT seq, hash, at, mac FROM access_log_seal").fetchone()
    mark = "" if seal is None else _mark_of(str(seal[3])) or KEYED
    sealed = (
        seal is not None
        and (int(seal[0]), str(seal[1])) == (seq, hash_)
        # Sealed under a key this computer lacks: not checkable here, and not called forged.
        and (
            _other_key(mark) is not None
            or hmac.compare_digest(str(seal[3]), _seal_mac(seq, hash_, str(seal[2]), mark))
        )
        and str(seal[2]) <= _stamp(dt.datetime.now(dt.UTC) - ACCESS_KEPT)
    )
    if not sealed:
        problems.append(
            f"the log starts after entry {seq} under an anchor this counter did not seal: "
            "entries up to it were removed before their year"
        )
    return seq, hash_


def witnessed(conn: sqlite3.Connection) -> list[Witness]:
    """The heads the Z reports witnessed, as this journal sent them to the agency store (the
    printed paper and the store's copy are the witnesses outside the file)."""
    rows = conn.execute(
        "SELECT json_extract(body, '$.access_log.seq'), json_extract(body, '$.access_log.head')"
        " FROM outbox WHERE kind = 'z_report' AND json_extract(body, '$.access_log') IS NOT NULL"
    ).fetchall()
    return [(int(row[0]), str(row[1])) for row in rows]


def verify(
    conn: sqlite3.Connection,
    witnesses: Collection[Witness] = (),
    grown: Collection[Witness] = (),
) -> list[str]:
    """What breaks the chain (an entry rewritten, taken out or put in, a forged anchor) or
    parts from a head witnessed outside the file (``witnesses``: the Z reports'; ``grown``: the
    agency store's, one per entry as the log grew), one sentence each; empty when every entry
    is as it was written."""
    problems: list[str] = []
    expected_seq, prev = _start(conn, problems)
    keyed = False
    hashes: dict[int, str] = {}
    one_run: list[int] = []  # keyed by a run that no keyring kept the key of
    other_keys: dict[str, list[int]] = {}  # keyed under a key this computer lacks, by its print
    for row in conn.execute("SELECT * FROM access_log ORDER BY seq").fetchall():
        expected_seq += 1
        seq = int(row["seq"])
        if seq != expected_seq:
            problems.append(f"entries {expected_seq} to {seq - 1} are missing")
            expected_seq = seq
        if row["prev_hash"] != prev:
            problems.append(f"entry {seq} does not follow the entry before it")
        hash_ = str(row["hash"])
        try:
            access = _access(row)
            if _mark_of(hash_):
                recomputed = keyed_hash(row["prev_hash"], seq, access, _mark_of(hash_))
                keyed = True
            else:
                # Written before the key: plain, and never after a keyed entry.
                recomputed = "" if keyed else entry_hash(row["prev_hash"], seq, access)
        except ValueError:
            recomputed = ""
        other = _other_key(_mark_of(hash_))
        if other is not None:
            other_keys.setdefault(other, []).append(seq)  # checked by the witnesses only
        elif _mark_of(hash_) not in ("", KEYED, _mark()):
            if not hmac.compare_digest(hash_, recomputed):
                one_run.append(seq)  # another run's key, or changed: no one can tell now
        elif not hmac.compare_digest(hash_, recomputed):
            problems.append(f"entry {seq} was changed after it was written")
        hashes[seq] = hash_
        prev = hash_
    for seq, witnessed in sorted(set(witnesses)):
        if seq > expected_seq:
            problems.append(
                f"entries {expected_seq + 1} to {seq}, witnessed on a Z report, are gone: "
                + ("the log is empty" if not hashes else f"the log ends at entry {expected_seq}")
            )
        elif seq in hashes and not digits(hashes[seq]).startswith(
            digits(witnessed)  # the paper prints the first digits, unmarked
        ):
            problems.append(f"entry {seq} is not the one a Z report witnessed")
    problems += _grown_problems(grown, hashes, expected_seq)
    if other_keys:
        problems.append(_other_key_sentence(other_keys))
    if one_run:
        problems.append(_one_run_sentence(one_run))
    if not _kept():
        problems.append(NO_KEYRING)
    return problems


def _grown_problems(grown: Collection[Witness], hashes: dict[int, str], last: int) -> list[str]:
    """Where the log parts from the heads the agency store witnessed as it grew: the first
    entry whose hash is not the one the store holds (the entry rewritten, or one before it
    taken out, and the chain made again under the key), and entries witnessed there but gone."""
    found: list[str] = []
    held = min(hashes, default=0)  # the first entry the log holds
    for seq, witnessed in sorted(set(grown)):
        if seq not in hashes:
            continue
        if digits(hashes[seq]) == digits(witnessed):
            held = seq + 1
            continue
        which = f"entry {seq} was" if held == seq else f"one of entries {held} to {seq} was"
        found.append(
            f"entry {seq} is not the one the agency store witnessed as the log grew: {which}"
            " changed after its hash left this computer"
        )
        break
    beyond = [seq for seq, _ in grown if seq > last]
    if beyond:
        found.append(
            f"entries {last + 1} to {max(beyond)}, witnessed by the agency store, are gone: "
            + ("the log is empty" if not hashes else f"the log ends at entry {last}")
        )
    return found


def _other_key_sentence(other_keys: dict[str, list[int]]) -> str:
    """One sentence for every entry keyed under a key this computer does not hold."""
    seqs = sorted(seq for found in other_keys.values() for seq in found)
    which = f"entry {seqs[0]} was" if len(seqs) == 1 else f"{len(seqs)} entries, {seqs[0]} to"
    if len(seqs) > 1:
        which += f" {seqs[-1]}, were"
    prints = ", ".join(sorted(other_keys))
    return (
        f"{which} keyed under key {prints} and this computer's key is {chain.fingerprint(_key())}"
        f" (the journal was moved, or its keyring entry made anew): {OTHER_KEY}; their order"
        " and the heads the Z reports witnessed are checked"
    )


def _one_run_sentence(seqs: list[int]) -> str:
    """What is said of the entries ``seqs`` keyed by an earlier run whose key is gone."""
    which, them = (
        (f"entry {seqs[0]} was", "it")
        if len(seqs) == 1
        else (f"{len(seqs)} entries, {seqs[0]} to {seqs[-1]}, were", "them")
    )
    return (
        f"{which} keyed by an earlier run of the app on a computer without a password store "
        f"(keyring), whose key ended with it: no one can check {them} {UNCHECKABLE}"
    )


def prune(conn: sqlite3.Connection) -> int:
    """Remove the entries kept their year, the last one's hash kept as the anchor the chain
    starts from; how many were removed. The year is the computer's (as the journal's trigger
    counts it), never a service clock set ahead."""
    cutoff = _stamp(dt.datetime.now(dt.UTC) - ACCESS_KEPT)
    last = conn.execute(
        "SELECT seq, hash FROM access_log WHERE at <= ? ORDER BY seq DESC LIMIT 1", (cutoff,)
    ).fetchone()
    if last is None:
        return 0
    seq, hash_ = int(last[0]), str(last[1])
    at = str(conn.execute("SELECT at FROM access_log WHERE seq = ?", (seq,)).fetchone()[0])
    with conn:
        conn.execute(
            "INSERT INTO access_log_anchor (only, seq, hash) VALUES (1, ?, ?)"
            " ON CONFLICT (only) DO UPDATE SET seq = excluded.seq, hash = excluded.hash",
            (seq, hash_),
        )
        conn.execute(
            "INSERT INTO access_log_seal (only, seq, hash, at, mac) VALUES (1, ?, ?, ?, ?)"
            " ON CONFLICT (only) DO UPDATE SET seq = excluded.seq, hash = excluded.hash,"
            " at = excluded.at, mac = excluded.mac",
            (seq, hash_, at, _seal_mac(seq, hash_, at)),
        )
        removed = conn.execute("DELETE FROM access_log WHERE seq <= ?", (last[0],)).rowcount
    return int(removed)
