"""The supervisor's word at the till: each recorded decision, the PIN's hash and the wrong tries
that lock it, kept across restarts."""

from __future__ import annotations

import datetime as dt
import logging
import sqlite3

from app.domain.pin import CheckedBy, PinGate, PinHash
from app.journal import outbox
from app.journal.faults import SQLITE_BUSY, SQLITE_LOCKED, primary_code
from app.journal.outbox import Kind
from app.journal.till_tables import TillTables
from app.records.till import Decision, NoSuchDecision

log = logging.getLogger(__name__)


def _decision_from(row: sqlite3.Row) -> Decision:
    return Decision(
        row["decision_id"],
        dt.datetime.fromisoformat(row["decided_at"]),
        row["supervisor"],
        row["action"],
        row["detail"],
    )


class SupervisorTables(TillTables):
    """The supervisor's recorded decisions, the PIN's hash and its wrong tries."""

    def decide(
        self,
        supervisor: str,
        action: str,
        detail: str = "",
        checked_by: CheckedBy = CheckedBy.COUNTER,
    ) -> int:
        """Record a supervisor's decision (after the PIN was checked, as ``checked_by`` says: the
        agency store's record of it keeps that); its id."""
        stamp = self._stamp()
        name = " ".join(supervisor.split())
        with self._conn as conn:
            cursor = conn.execute(
                "INSERT INTO supervisor_decisions (decided_at, supervisor, action, detail)"
                " VALUES (?, ?, ?, ?)",
                (stamp, name, action, detail),
            )
            decision_id = cursor.lastrowid
            assert decision_id is not None
            decided = {
                "action": action,
                "decided_by": name,
                "supervisor": True,
                "detail": detail,
                "request_id": None,
                "decision_id": decision_id,
                "decided_at": stamp,
                "pin": checked_by.value,
            }
            outbox.add(conn, Kind.DECISION, f"decision:{decision_id}", decided, self._now())
        return decision_id

    def decision(self, decision_id: int) -> Decision:
        """The supervisor decision ``decision_id`` (``NoSuchDecision`` when there is none)."""
        row = self._conn.execute(
            "SELECT * FROM supervisor_decisions WHERE decision_id = ?", (decision_id,)
        ).fetchone()
        if row is None:
            raise NoSuchDecision(decision_id)
        return _decision_from(row)

    def pin_hash(self) -> PinHash | None:
        """The supervisor PIN's stored hash (None until it is set on first use)."""
        row = self._conn.execute("SELECT * FROM supervisor_pin WHERE only = 1").fetchone()
        if row is None:
            return None
        return PinHash(bytes(row["salt"]), bytes(row["digest"]), row["n"], row["r"], row["p"])

    def keep_pin_tries(self, gate: PinGate, upgraded: PinHash | None = None) -> None:
        """Keep the wrong tries counted on ``gate`` (and the PIN's hash made again at today's
        cost, ``upgraded``, when the stored one was made at a lower cost), in one transaction.

        Another program holding the journal's lock raises (the screen tries again later); a
        read-only journal keeps the count in memory for this run.
        """
        wrong, locked_until = gate.tries
        try:
            with self._conn as conn:
                if upgraded is not None:
                    conn.execute(
                        "UPDATE supervisor_pin SET salt = ?, digest = ?, n = ?, r = ?, p = ?"
                        " WHERE only = 1",
                        (upgraded.salt, upgraded.digest, upgraded.n, upgraded.r, upgraded.p),
                    )
                conn.execute(
                    "INSERT OR REPLACE INTO pin_tries (only, wrong, locked_until) VALUES (1, ?, ?)",
                    (wrong, locked_until),
                )
        except sqlite3.OperationalError as error:
            if primary_code(error) in (SQLITE_BUSY, SQLITE_LOCKED):
                raise
            log.warning("The PIN's wrong tries could not be kept in the journal: %s", error)

    def restore_pin_tries(self, gate: PinGate) -> None:
        """Give ``gate`` the wrong tries and the lock kept by an earlier run."""
        try:
            row = self._conn.execute("SELECT wrong, locked_until FROM pin_tries").fetchone()
        except sqlite3.OperationalError:
            return  # a read-only journal of a version before the table: no count kept yet
        if row is not None:
            gate.restore(row["wrong"], row["locked_until"])

    def set_pin_hash(self, pin: PinHash) -> None:
        """Store the PIN's hash, in place of any, and clear the wrong tries and the lock: only
        once the API key's holder typed the key again (Settings)."""
        with self._conn as conn:
            conn.execute(
                "INSERT OR REPLACE INTO supervisor_pin (only, salt, digest, n, r, p, set_at)"
                " VALUES (1, ?, ?, ?, ?, ?, ?)",
                (pin.salt, pin.digest, pin.n, pin.r, pin.p, self._stamp()),
            )
            conn.execute("DELETE FROM pin_tries")
