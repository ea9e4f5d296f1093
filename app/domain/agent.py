"""``AgentRef``: the agent (and tenant) a write was sent as; its replay must go to the same one."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AgentRef:
    """The agent a request was sent as (read from its wallet): a replay must go to the same one."""

    agent_id: int
    tenant_id: str
