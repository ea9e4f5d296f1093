"""Scan sizes read as file sizes; an image over the limit is shrunk unasked; working is not red."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import megabytes_text
from app.ui.desk import Desk
from app.ui.models.passengers import SCAN_COLUMN
from app.ui.scans import JPEG, PNG
from app.ui.style import Tone
from tests.ui.helpers.sales import boat_form, noise_png, offer_file


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
