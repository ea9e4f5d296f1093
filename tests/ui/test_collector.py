"""A UI test's full garbage collection walks what the tests built, as the app's walks only what
came after its start (``app.ui.launch`` freezes start-up's objects): the test run's own objects,
pytest's and every collected module's, are out of its sight."""

from __future__ import annotations

import gc

import pytest

from app.ui.desk import Desk


def test_a_full_collection_walks_neither_pytest_nor_the_app_s_modules(desk: Desk) -> None:
    walked = gc.get_objects()  # every generation the collector walks, not the frozen objects
    assert not any(thing is pytest.fail or thing is Desk.start for thing in walked)
    assert gc.get_freeze_count() > len(walked)
    assert any(thing is desk for thing in walked)  # what the tests build stays in sight
