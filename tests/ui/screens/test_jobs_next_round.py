"""The owner's panel of the background jobs gives each job's next round: its time when the job
waits for one, or that it waits for work (issue 96 item 3). In English and in Hindi at
1366x768."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app import i18n
from app.figures import clock_text
from app.sandbox import EmbeddedSandbox
from tests.ui.conftest import over_window, started_desk


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_the_jobs_panel_gives_each_jobs_next_round(
    clerk_language: str, make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk = started_desk(make_desk, run, own_sandbox)
    desk.window.setFixedSize(1366, 768)
    watch = desk.runtime.watch
    qtbot.waitUntil(watch.first_round.is_set, timeout=20_000)
    due = watch.next_round_at
    assert due is not None  # the watch waits for its next round at a time it knows
    health = {job.name: job for job in desk.runtime.health()}
    assert health["watch"].next_round == due
    assert health["mail"].next_round is None  # no mail server: it waits for work

    desk.window.menu.jobs_action.trigger()
    panel = desk.jobs.panel
    assert panel is not None
    qtbot.waitUntil(panel.isVisible)
    # The time in the clerk's digits, as every time of the panel.
    assert clock_text(due) in panel.lines["watch"].text()
    if clerk_language == i18n.ENGLISH:
        assert f"next round {clock_text(due)}" in panel.lines["watch"].text()
        assert "next round when there is work" in panel.lines["mail"].text()
    over_window(desk.window, panel, f"{clerk_language}/jobs_panel_next_round_1366x768")
    panel.close()
