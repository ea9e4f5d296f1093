"""Scan sizes read as file sizes; an image over the limit is shrunk unasked; working is not red;
a shrink gives way to the passenger's newer scan, and Stop ends it."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import megabytes_text
from app.ui.controllers import sale_people
from app.ui.desk import Desk
from app.ui.models.passengers import SCAN_COLUMN
from app.ui.registry import BOOK
from app.ui.scans import JPEG, PNG, Scan, shrink_scan
from app.ui.style import Tone
from app.ui.widgets.scan_panel import ScanSource
from tests.ui.helpers.sales import boat_form, jpeg_scan, noise_png, offer_file


def test_an_image_over_the_limit_is_shrunk_unasked_showing_before_and_after(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    panel = form.people.editor.scan_panel
    busy: list[tuple[str, str, int]] = []
    show_busy = panel.show_busy

    def caught(text: str) -> None:
        # What the panel shows while the shrink runs, caught as it is shown.
        show_busy(text)
        busy.append((text, panel.meter.property("bar"), panel.meter.maximum()))

    monkeypatch.setattr(panel, "show_busy", caught)
    offer_file(form, qtbot, monkeypatch, noise_png(tmp_path / "photo.png", 1000, 720))
    model = form.people.model
    qtbot.waitUntil(lambda: model.scan(0) is not None and model.scan(0).fits)  # type: ignore[union-attr]
    small = form.people.model.scan(0)
    assert small is not None and small.mime == JPEG
    big = small.original
    assert big is not None and big.mime == PNG and not big.fits and big.raw is not None
    before, after = megabytes_text(big.size), megabytes_text(small.size)
    assert panel.summary.text() == f"photo.png · JPEG · shrunk from {before} to {after}, fits"
    assert panel.meter.text() == f"{after} of {megabytes_text(small.limit)} · fits"
    assert "characters" not in panel.meter.text() + panel.summary.text()
    assert form.people.model.data(form.people.model.index(0, SCAN_COLUMN)) == after
    assert form.people.model.entry(0).id_proof_file == small.data_uri
    # Shrinking was shown as work under way: a moving bar, not a red one.
    shrinking = [entry for entry in busy if "shrinking" in entry[0]]
    assert shrinking, busy
    for _text, bar, maximum in shrinking:
        assert maximum == 0 and bar != Tone.ERROR


class HeldShrink:
    """The Book screen's shrink, held until released (as a large image's takes a while)."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()

    def __call__(self, scan: Scan) -> Scan:
        self.started.set()
        self.release.wait(30)
        return shrink_scan(scan)


def test_a_scan_given_while_the_last_one_is_shrunk_is_the_one_kept(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    people = sales_desk.controller(BOOK).people
    held = HeldShrink()
    monkeypatch.setattr(sale_people, "shrink_scan", held)
    encode = people.encode_scan
    ended: list[Scan | None] = []

    async def encode_and_note(key: int, source: ScanSource) -> Scan | None:
        # Each offer's work noted as it ends, shrink and all: that is what is waited for.
        scan = await encode(key, source)
        ended.append(scan)
        return scan

    monkeypatch.setattr(people, "encode_scan", encode_and_note)
    try:
        offer_file(form, qtbot, monkeypatch, noise_png(tmp_path / "photo.png", 1000, 720))
        qtbot.waitUntil(held.started.is_set)
        assert not form.people.editor.scan_panel.shrink_button.isEnabled()  # shrinking already
        second = offer_file(form, qtbot, monkeypatch, jpeg_scan(tmp_path / "second.jpg"))
        assert second.fits and second.source == "second.jpg"
    finally:
        held.release.set()
    qtbot.waitUntil(lambda: len(ended) == 2)
    # The first image's shrink, ended after the second scan came, does not replace it.
    assert form.people.model.scan(0) is second
    assert form.people.model.entry(0).id_proof_file == second.data_uri
    assert form.people.editor.scan_panel.summary.text() == second.summary()


def test_staff_can_stop_a_shrink_and_the_passenger_keeps_the_image(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    panel = form.people.editor.scan_panel
    held = HeldShrink()
    monkeypatch.setattr(sale_people, "shrink_scan", held)
    try:
        big = offer_file(form, qtbot, monkeypatch, noise_png(tmp_path / "photo.png", 1000, 720))
        qtbot.waitUntil(held.started.is_set)
        assert panel.stop_button.isVisible()
        QTest.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: panel.problem.text() == "Reading the scan was stopped.")
    finally:
        held.release.set()
    assert not panel.stop_button.isVisible() and panel.shrink_button.isEnabled()
    assert form.people.model.scan(0) is big and form.people.model.entry(0).id_proof_file is None
