"""The desk's agency controller made for its reads alone: its agency job never started (the
store's dialogs and exports only read; no replication runs)."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from app.agency.job import AgencyJob
from app.agency.link import LinkState
from app.counter.config.keystore import KeyStore
from app.counter.config.paths import AppPaths
from app.ui.controllers.agency import AgencyController

C = TypeVar("C", bound=AgencyController)


async def no_restart() -> None:
    """The runtime's restart of the agency job, when no runtime runs."""


def _unheard(_told: LinkState | str | None) -> None:
    """Nothing is told: the job never runs."""


def reading_agency(tmp_path: Path, kind: type[C]) -> C:
    """An agency controller of ``kind`` whose job is never started."""
    keys = KeyStore()
    job = AgencyJob(tmp_path / "j.db", AppPaths.under(tmp_path / "home"), keys, _unheard, _unheard)
    return kind(keys, job, no_restart)
