"""Smaller things staff saw: long boat names, one-way ferries, the wallet's figures, PDF scans."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.domain.modules import Module
from app.domain.till import TillRules
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.documents import write_pdf
from app.ui.models.catalogue import catalogue_columns
from app.ui.registry import WALLET
from app.ui.scans import scan_from_bytes
from app.ui.widgets.scan_panel import SCAN_PANEL, ScanPanel
from tests.ui.conftest import screenshot


def test_the_catalogue_splitter_remembers_and_names_are_never_cut(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox
) -> None:
    first: Desk = make_desk()
    splitter = first.window.catalogue.splitter
    table = first.window.catalogue.table
    # A long name wraps onto a second line of its row (the fit tour checks the rows' heights).
    assert table.wordWrap() and table.textElideMode() == Qt.TextElideMode.ElideNone
    splitter.setSizes([900, 300])
    moved = splitter.sizes()
    splitter.splitterMoved.emit(moved[0], 1)  # as a drag of the handle does
    second: Desk = make_desk()  # the next start, on the same folders
    assert second.window.catalogue.splitter.sizes() == moved


def test_boats_show_their_departure_not_a_return() -> None:
    titles = [column.title for column in catalogue_columns(Module.BOAT, TillRules)]
    assert "Departs" in titles and not any("return" in title.lower() for title in titles)


def test_the_wallet_says_which_figure_is_cash_and_which_is_credit(
    desk: Desk, qtbot: QtBot, run: Any
) -> None:
    desk.window.show_screen(WALLET)
    screen = desk.window.page(WALLET)
    run(desk.controller(WALLET).refresh())
    words = [label.text() for label in screen.findChildren(QLabel)]
    assert "Cash balance (the agency's own money in the wallet)" in words
    assert "Credit limit (the most it lends)" in words
    assert "Credit left to use" in words
    description = screen.gauge.describe()
    assert "credit limit" in description and "(cash not included)" in description
    screenshot(desk.window, "wallet_labels")


def test_a_pdf_scan_shows_pdf_and_its_page_count(qtbot: QtBot, tmp_path: Path) -> None:
    pages = "<p>page one</p>" + "<p style='page-break-before:always'>page two</p>"
    path = write_pdf(pages, tmp_path / "aadhaar.pdf", "scan")
    scan = scan_from_bytes(path.read_bytes(), path.name)
    assert scan.fits and scan.mime == "application/pdf"
    panel = ScanPanel()
    qtbot.addWidget(panel)
    panel.show_scan(scan)
    # The plural form is the English catalogue's ("2 pages").
    assert panel.preview.text() == SCAN_PANEL.tr(
        "<b style='font-size:16pt'>PDF</b><br>document<br>%n page(s)", "", 2
    )
