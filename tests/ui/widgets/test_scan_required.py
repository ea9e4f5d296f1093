"""The passenger's scan line: "required" in bold while the scan is missing, plain once it is
attached (it stayed bold after the scan, as if still missing)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from tests.ui.helpers.sales import boat_form, focused, jpeg_scan, offer_file, type_fields, type_text


def test_the_scan_line_is_bold_only_while_the_scan_is_missing(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    type_fields("Tom Baker", "41", "M")
    assert focused() is form.people.editor.nationality_edit
    type_text("GBR")  # a foreigner: a passport scan is required
    line = form.people.editor.scan_required
    assert line.text() == "Scan (Passport): <b>required</b>"
    offer_file(form, qtbot, monkeypatch, jpeg_scan(tmp_path / "tom.jpg"))
    qtbot.waitUntil(lambda: "<b>" not in line.text())
    assert line.text() == "Scan (Passport): required, attached"
