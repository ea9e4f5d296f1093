"""The counter runtime started as the app starts it (saved settings, the service connected, the
journal), with no Qt: each scenario runs in a process of its own
(``python -m tests.counter.runtime_counter NAME``) and ends by checking that PySide6 was never
imported. ``test_runtime`` starts these."""

from __future__ import annotations

import asyncio
import sys
import tempfile
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.agency.job import AgencyJob
from app.agency.link import LinkState
from app.api.transport import new_http_client
from app.counter.composition import CounterServices
from app.counter.config.keystore import KeyStore
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, load_settings, save_settings, update_settings
from app.counter.link.service import ServiceConnection
from app.counter.runtime.counter_runtime import JOB_ORDER, CounterRuntime, Listeners, Timing
from app.domain.agency_target import AgencyTarget
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from tests.service import FROZEN_NOW

# Restarts at once, and the jobs' first looks at once: the scenarios wait for nothing.
QUICK = Timing(first_look_s=0, first_erasure_s=0, max_restarts=1, restart_delay_s=0)


@dataclass
class Counter:
    """A counter as the app runs it: its folders, the service, the journal, the runtime."""

    sandbox: EmbeddedSandbox
    paths: AppPaths
    connection: ServiceConnection
    journal: Journal
    runtime: CounterRuntime
    found: list[str]
    # The composition root the runtime was made by: its services wake it as the app's do.
    services: CounterServices

    async def reconnect(self) -> None:
        """Connect with the settings saved now (as Settings' save does)."""
        await self.connection.connect(
            load_settings(self.paths.settings_file), self.sandbox.demo_key
        )


@asynccontextmanager
async def counter_at(
    folder: Path,
    sandbox: EmbeddedSandbox,
    settings: Settings,
    timing: Timing = QUICK,
    agency: AgencyTarget | None = None,
) -> AsyncIterator[Counter]:
    """The runtime of a counter whose saved settings are ``settings`` (its service address the
    sandbox's), started, its agency link to ``agency`` (with its password, as ``--agency-db``
    gives it); stopped and closed after."""
    paths = AppPaths.under(folder / "home").create()
    save_settings(paths.settings_file, settings)
    keys = KeyStore()
    connection = ServiceConnection(new_http_client(), keys, paths.sandbox_db, lambda _key: None)
    found: list[str] = []
    with Journal(paths.data / "journal") as journal:
        link: list[LinkState | None] = []
        receipts: list[str] = []
        link_job = AgencyJob(
            journal.folder / DATABASE_NAME, paths, keys, link.append, receipts.append
        )
        link_job.use(agency or AgencyTarget(settings.agency_db_url))
        services = CounterServices(journal)
        runtime = services.runtime(
            connection,
            keys,
            paths,
            link_job,
            listeners=Listeners(found=found.append),
            timing=timing,
        )
        counter = Counter(sandbox, paths, connection, journal, runtime, found, services)
        await counter.reconnect()
        await runtime.start()
        try:
            yield counter
        finally:
            await runtime.stop()
            await connection.aclose()


async def until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    """Wait until ``condition`` holds (a job's restart runs on the loop)."""
    for _ in range(int(seconds / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the condition never held")


async def supervised(folder: Path, sandbox: EmbeddedSandbox) -> str:
    """Every job started in order; the watch killed is restarted and said; a setting of the
    watch's restarts it alone; killed past the limit it is a problem; all stop in order."""
    settings = Settings(base_url=sandbox.base_url)
    async with counter_at(folder, sandbox, settings) as counter:
        runtime = counter.runtime
        assert [h.name for h in runtime.health()] == list(JOB_ORDER)
        await until(lambda: all(h.running for h in runtime.health()))
        assert runtime.problems() == []
        watch = runtime.job_keeper.children["watch"]
        await until(watch.job.first_round.is_set)
        assert watch.task is not None
        watch.task.cancel()  # the watch task killed
        await until(lambda: watch.running and watch.restarts == 1)
        line = {h.name: h.line for h in runtime.health()}["watch"]
        assert line.startswith("Watch: 0 open") and line.endswith("restarted 1 time(s)"), line
        # A setting the watch reads, saved: it alone starts afresh.
        update_settings(counter.paths.settings_file, watch_near_minutes=5)
        await counter.reconnect()
        assert await runtime.settings_changed() == ["watch"]
        await until(lambda: watch.running and watch.restarts == 0)
        mail = runtime.job_keeper.children["mail"]
        assert mail.running and mail.started_at is not None
        for deaths in (1, 2):  # past the limit of one restart in the window
            await until(lambda: watch.task is not None and not watch.task.done())
            assert watch.task is not None
            watch.task.cancel()
            await until(lambda deaths=deaths: len(watch.deaths) == deaths)  # type: ignore[misc]
        await until(lambda: watch.given_up)
        [problem] = runtime.problems()
        assert problem.startswith("Disruption watch stopped at "), problem
        assert "after 1 restart(s): it was stopped from outside." in problem
        others = [child for name, child in runtime.job_keeper.children.items() if name != "watch"]
        assert all(child.running for child in others)  # one_for_one: the others go on
    assert not any(child.running for child in runtime.job_keeper.children.values())
    return f"{len(JOB_ORDER)} jobs, the watch restarted and stopped for good"


Scenario = Callable[[Path, EmbeddedSandbox], Coroutine[Any, Any, str]]
SCENARIOS: dict[str, Scenario] = {"supervised": supervised}


def main() -> None:
    """Run the scenario named on the command line, then check that Qt was never imported."""
    name = sys.argv[1]
    with tempfile.TemporaryDirectory() as folder:
        sandbox = start_embedded(
            SandboxConfig(db_path=Path(folder) / "sandbox.db", clock=FROZEN_NOW, boat_fault=False)
        )
        try:
            found = asyncio.run(SCENARIOS[name](Path(folder), sandbox))
        finally:
            sandbox.stop()
    qt = sorted(n for n in sys.modules if n.split(".")[0] in ("PySide6", "shiboken6"))
    assert not qt, f"Qt was imported by the headless runtime: {qt[:5]}"
    print(f"{name}: {found}; PySide6 not imported")


if __name__ == "__main__":
    main()
