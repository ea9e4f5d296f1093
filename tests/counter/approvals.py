"""A supervisor at a gate, headless: the ``Approve`` a service takes, answering as a test says
(a decision recorded in the journal, or nobody), and what it was asked."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.counter.config.declared import Permission
from app.journal.supervisor import SupervisorTables
from app.records.customers import Who


@dataclass
class Approvals:
    """Approves (a decision ``till`` records, by ``supervisor``) when ``approving``; else nobody
    does. ``asked`` holds each permission asked for, with its detail."""

    till: SupervisorTables
    approving: bool
    supervisor: str = "Meera Iyer"
    asked: list[tuple[Permission, str]] = field(default_factory=list)

    async def __call__(self, permission: Permission, detail: str) -> int | None:
        self.asked.append((permission, detail))
        if not self.approving:
            return None
        return self.till.decide(self.supervisor, permission.title, detail)


async def nobody(permission: Permission, detail: str) -> int | None:
    """No supervisor is asked: a test of a step that must need none fails if one is."""
    raise AssertionError(f"no supervisor should be asked for {permission.title!r} ({detail})")


@dataclass
class Reasons:
    """The ``Reader`` a service takes: ``who`` (a supervisor and the reason typed with their PIN),
    or nobody when None. ``asked`` holds each permission asked for, with its detail."""

    who: Who | None
    asked: list[tuple[Permission, str]] = field(default_factory=list)

    async def __call__(self, permission: Permission, detail: str) -> Who | None:
        self.asked.append((permission, detail))
        return self.who
