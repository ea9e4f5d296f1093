"""The runtime's job keeper on jobs of its own kind: started in the declared order, one that
dies restarted, past the limit stopped for good and said, all stopped in the reverse order."""

from __future__ import annotations

import asyncio
import datetime as dt

from app.counter.runtime.job import Job, JobFailed, JobReport
from app.counter.runtime.job_keeper import JobKeeper

NOW = dt.datetime(2026, 12, 1, 10, 0, tzinfo=dt.UTC)


class Ticker(Job):
    """A job that writes down each life's start and end in ``book``, and dies on ``die``."""

    title = "Ticker"

    def __init__(self, name: str, book: list[str], deaths: int = 0, ends: bool = False) -> None:
        super().__init__()
        self.name = name
        self.book = book
        self.deaths = deaths  # how many of its lives fail at once
        self.ends = ends  # a life that ends of itself

    async def run(self) -> None:
        self.book.append(f"start {self.name}")
        try:
            if self.deaths:
                self.deaths -= 1
                raise JobFailed(f"{self.name} fell over")
            self.round_done()
            if self.ends:
                return
            await self.nap(None)
        finally:
            self.book.append(f"end {self.name}")

    def report(self) -> JobReport:
        return JobReport(self.name)


def keeper_of(*jobs: Job, max_restarts: int = 2) -> JobKeeper:
    return JobKeeper(jobs, lambda: NOW, max_restarts=max_restarts, restart_delay_s=0)


async def settled() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


async def test_jobs_start_in_order_and_stop_in_reverse() -> None:
    book: list[str] = []
    keeper = keeper_of(Ticker("a", book), Ticker("b", book), Ticker("c", book))
    await keeper.start(waits_for=frozenset({"a", "b", "c"}))
    assert book == ["start a", "start b", "start c"]
    assert all(child.running for child in keeper.children.values())
    await keeper.stop()
    assert book[3:] == ["end c", "end b", "end a"]
    assert not any(child.running for child in keeper.children.values())


async def test_a_job_that_dies_is_restarted_and_its_deaths_counted() -> None:
    book: list[str] = []
    keeper = keeper_of(Ticker("a", book, deaths=2))
    await keeper.start()
    await settled()
    child = keeper.children["a"]
    assert child.running and child.restarts == 2 and not child.given_up
    assert child.last_death == "a fell over"
    assert book.count("start a") == 3
    await keeper.stop()


async def test_a_job_killed_from_outside_is_restarted() -> None:
    book: list[str] = []
    keeper = keeper_of(Ticker("a", book))
    await keeper.start(waits_for=frozenset({"a"}))
    child = keeper.children["a"]
    assert child.task is not None
    child.task.cancel()
    await settled()
    assert child.running and child.restarts == 1
    assert child.last_death == "it was stopped from outside"
    await keeper.stop()


async def test_past_the_limit_a_job_is_stopped_for_good() -> None:
    book: list[str] = []
    told: list[int] = []
    keeper = JobKeeper(
        [Ticker("a", book, deaths=10), Ticker("b", book)],
        lambda: NOW,
        lambda: told.append(1),
        max_restarts=2,
        restart_delay_s=0,
    )
    await keeper.start()
    await settled()
    dead, alive = keeper.children["a"], keeper.children["b"]
    assert dead.given_up and not dead.running and dead.restarts == 2
    assert book.count("start a") == 3  # the first life and two restarts, no more
    assert alive.running  # one_for_one: the others go on
    assert told  # the health shown follows
    await keeper.restart("a")  # its settings changed: a fresh count
    assert not dead.given_up and dead.restarts == 0
    await keeper.stop()


async def test_deaths_outside_the_window_are_forgotten() -> None:
    clock = [NOW]
    book: list[str] = []
    keeper = JobKeeper(
        [Ticker("a", book)],
        lambda: clock[0],
        max_restarts=1,
        window=dt.timedelta(minutes=10),
        restart_delay_s=0,
    )
    await keeper.start(waits_for=frozenset({"a"}))
    child = keeper.children["a"]
    for _ in range(3):  # three deaths, each eleven minutes after the last: none the limit's
        clock[0] += dt.timedelta(minutes=11)
        assert child.task is not None
        child.task.cancel()
        await settled()
    assert child.running and child.restarts == 3 and not child.given_up
    await keeper.stop()


async def test_a_life_that_ends_of_itself_is_not_restarted() -> None:
    book: list[str] = []
    keeper = keeper_of(Ticker("a", book, ends=True))
    await keeper.start()
    await settled()
    child = keeper.children["a"]
    assert book == ["start a", "end a"]
    assert not child.running and child.restarts == 0 and not child.given_up
    await keeper.stop()
