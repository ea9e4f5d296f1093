"""SANDBOX or LIVE is what the service says, however the app reached it; documents follow it.

The embedded sandbox, a sandbox reached by its address (even with "live" chosen in Settings)
and a sandbox whose environment header a transport takes off (a stand-in for the real service),
each with the badge and the documents they must have; then a change between two answers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Environment, Settings
from app.counter.papers.messages import environment_change_text
from app.domain.clock import service_today
from app.domain.environment import TRAINING_MARK, EnvironmentChange, ServiceEnvironment
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import Level
from app.ui.desk import Desk
from app.ui.registry import BOOK, SETTINGS, SHIFT
from app.ui.style import roles
from tests.transports import AsLiveService
from tests.ui.conftest import open_shift, screenshot, start_desk
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import (
    confirm_by_keyboard,
    figures,
    press,
    review_a_sale,
    save_voucher,
)
from tests.ui.themes import filled_with


def background(role: str) -> QColor:
    """The colour of role ``role`` (``app.ui.style``)."""
    colour: QColor = getattr(roles(), role)
    return colour


def badge(desk: Desk) -> tuple[str, QColor, str]:
    """The header badge's word and background, and the window title."""
    label = desk.window.header.environment_label
    return label.text().strip(), filled_with(label), desk.window.windowTitle()


def documents(
    desk: Desk, qtbot: QtBot, run: Any, monkeypatch: pytest.MonkeyPatch, folder: Path
) -> tuple[str, str]:
    """Sell one seat and save its voucher, then the day's shift report: both PDFs' text."""
    review_a_sale(desk, qtbot)
    ref = confirm_by_keyboard(desk, qtbot)
    voucher = save_voucher(desk, qtbot, monkeypatch, folder / "voucher.pdf")
    assert ref in voucher
    report = desk.controller(SHIFT)
    assert run(report.make(service_today())) is not None
    assert run(report.save_pdf(folder / "shift.pdf"))
    return voucher, pdf_text(folder / "shift.pdf")


@pytest.mark.parametrize(
    ("chosen", "as_live", "word", "role"),
    [
        (None, False, "SANDBOX", "sandbox"),
        (Environment.LIVE, False, "SANDBOX", "sandbox"),
        (Environment.SANDBOX, True, "LIVE", "live"),
    ],
    ids=["embedded sandbox", "sandbox by its address, live chosen", "live, sandbox chosen"],
)
def test_the_badge_and_the_documents_are_what_the_service_says(
    chosen: Environment | None,
    as_live: bool,
    word: str,
    role: str,
    make_desk: Any,
    run: Any,
    sales_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=AsLiveService()) if as_live else None)
    open_shift(desk, Settings())
    if chosen is None:
        assert run(desk.start(Settings()), 30_000)  # its own sandbox process, its demo key
        assert desk.connection.base_url != sales_sandbox.base_url
    else:
        # The settings' choice is what staff expect; the service's answers decide.
        settings = Settings(chosen).with_base_url(sales_sandbox.base_url)
        assert run(desk.start(settings, sales_sandbox.demo_key))
    shown, style, title = badge(desk)
    assert (shown, title) == (word, f"Counterdesk — {word}")
    assert background(role) == style
    assert desk.window.header.change_label.isHidden()
    if chosen is Environment.LIVE:
        for width, height in ((1366, 768), (1280, 720)):
            desk.window.resize(width, height)
            screenshot(desk.window, f"standalone_sandbox_{width}x{height}")
    voucher, shift = documents(desk, qtbot, run, monkeypatch, tmp_path)
    training = word == "SANDBOX"
    assert (TRAINING_MARK in voucher, TRAINING_MARK in shift) == (training, training)
    if not training:
        assert "SANDBOX" not in voucher + shift and "training" not in voucher + shift


def test_before_any_answer_the_badge_says_it_is_checking(make_desk: Any) -> None:
    desk: Desk = make_desk()
    word, style, title = badge(desk)
    assert (word, title) == ("CHECKING…", "Counterdesk")
    assert background("neutral") == style


def test_a_change_between_two_answers_stops_selling_until_staff_reconnect(
    make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    switch = AsLiveService(live=False)
    desk: Desk = make_desk(http=httpx.AsyncClient(transport=switch))
    assert start_desk(desk, run, sales_sandbox)
    header, bar = desk.window.header, desk.window.message_bar
    assert badge(desk)[0] == "SANDBOX"
    review_a_sale(desk, qtbot)
    review = desk.window.page(BOOK).review
    assert review.confirm_button.isEnabled()

    # The same connection now answers as the live service (a proxy, a switched address).
    switch.live = True
    assert run(desk.header.refresh_wallet()) is not None
    sentence = environment_change_text(
        EnvironmentChange(ServiceEnvironment.SANDBOX, ServiceEnvironment.LIVE)
    )
    word, _style, title = badge(desk)
    assert (word, title) == ("LIVE", "Counterdesk — LIVE — selling stopped")
    assert not header.change_label.isHidden()
    assert header.change_label.text() == (
        "Selling stopped: the service changed from SANDBOX to LIVE"
    )
    assert (bar.level, bar.text) == (Level.ERROR, sentence)
    assert sentence.startswith("The service changed from SANDBOX to LIVE between two answers")
    assert not review.confirm_button.isEnabled()
    assert review.state_label.text() == sentence
    desk.window.resize(1280, 720)
    screenshot(desk.window, "environment_changed_1280x720")
    assert desk.window.width() == 1280  # the header's notice fits a small screen

    # Confirm cannot be pressed; asked anyway, the sale is refused before anything is written.
    before, sent = figures(sales_sandbox), len(switch.sent)
    assert run(desk.controller(BOOK).confirm()) is None
    assert (figures(sales_sandbox), len(switch.sent)) == (before, sent)
    assert desk.services.journal.pending() == []
    assert review.state_label.text() == sentence
    assert not review.confirm_button.isEnabled()
    # A new review is stopped the same way.
    book = desk.window.page(BOOK)
    press(Qt.Key.Key_Escape)
    assert book.currentWidget() is book.form_page
    book.form.review_button.click()
    qtbot.waitUntil(lambda: book.currentWidget() is review and book.form.review_button.isEnabled())
    assert review.state_label.text() == sentence
    assert not review.confirm_button.isEnabled()

    # Staff check the address in Settings and save: a new connection, what it says is shown.
    text, ok = run(desk.controller(SETTINGS).save(desk.connection.settings, ""))
    assert ok, text
    assert badge(desk)[0] == "LIVE"
    assert header.change_label.isHidden()
    assert desk.connection.client.environment_change is None
