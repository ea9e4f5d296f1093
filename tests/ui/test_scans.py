"""Passport scans: the size limit, shrinking, encoding off the UI thread, drop and paste."""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.counter.papers.formatting import megabytes_text
from app.domain.id_proof import check_id_proof, encode_data_uri, encoded_length
from app.domain.limits import ID_PROOF_MAX_CHARS
from app.sandbox import EmbeddedSandbox
from app.ui import scans
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.scans import JPEG, PDF, PNG
from app.ui.style import Tone
from tests.domain.samples import PDF_BYTES, PNG_BYTES
from tests.ui.helpers.sales import (
    boat_form,
    confirm_by_keyboard,
    figures,
    jpeg_scan,
    noise_png,
    offer_file,
    padded,
    passport_image,
    press,
    type_fields,
    type_text,
)


def size_for(chars: int, mime: str) -> int:
    """The file size whose data URI is exactly ``chars`` long."""
    size = (chars - encoded_length(0, mime)) // 4 * 3
    assert encoded_length(size, mime) == chars
    return size


def test_a_scan_just_under_the_limit_passes_and_one_at_the_limit_is_refused(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    panel = form.people.editor.scan_panel
    under = padded(tmp_path / "under.pdf", PDF_BYTES, size_for(1_990_000, PDF))
    scan = offer_file(form, qtbot, monkeypatch, under)
    assert (scan.fits, scan.chars) == (True, 1_990_000)
    sent = form.people.model.entry(0).id_proof_file
    assert sent is not None and len(sent) == 1_990_000 and check_id_proof(sent) is None
    assert panel.meter.value() == scan.size == size_for(1_990_000, PDF)
    assert panel.meter.text() == "1.42 MB of 1.43 MB · fits"
    assert panel.summary.text() == "under.pdf · PDF · 1.42 MB, fits"
    assert panel.problem.text() == ""

    at_limit = padded(tmp_path / "at-limit.pdf", PDF_BYTES, size_for(ID_PROOF_MAX_CHARS, PDF))
    scan = offer_file(form, qtbot, monkeypatch, at_limit)
    assert (scan.fits, scan.chars) == (False, ID_PROOF_MAX_CHARS)
    assert form.people.model.entry(0).id_proof_file is None  # never sent
    assert panel.problem.text().startswith(
        "This PDF is 1.43 MB; the service takes up to 1.43 MB, and a PDF cannot be shrunk here."
    )
    assert panel.meter.text() == "1.43 MB of 1.43 MB · too large"
    assert not panel.shrink_button.isEnabled()
    assert panel.meter.property("bar") == Tone.ERROR  # its bar red

    # A PNG's data URI cannot be exactly 2,000,000 long: this is the shortest one over.
    image = padded(tmp_path / "over.png", PNG_BYTES, size_for(1_999_998, PNG) + 1)
    offer_file(form, qtbot, monkeypatch, image)
    # An image is not refused: it is shrunk at once, and the original is kept with it.
    model = form.people.model
    qtbot.waitUntil(lambda: model.scan(0) is not None and model.scan(0).fits)  # type: ignore[union-attr]
    small = form.people.model.scan(0)
    assert small is not None and small.original is not None
    assert (small.original.fits, small.original.chars) == (False, 2_000_002)
    assert form.people.model.entry(0).id_proof_file == small.data_uri


def test_an_oversize_png_is_shrunk_to_fit_and_sent(
    sales_desk: Desk,
    sales_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    desk = sales_desk
    form = boat_form(desk, qtbot)
    type_fields("Tom Baker", "41", "M", "GBR", "P", "533401287")
    panel = form.people.editor.scan_panel
    offer_file(form, qtbot, monkeypatch, noise_png(tmp_path / "photo.png", 1000, 720))
    model = form.people.model
    qtbot.waitUntil(lambda: model.scan(0) is not None and model.scan(0).fits)  # type: ignore[union-attr]
    small = form.people.model.scan(0)
    assert small is not None and small.mime == JPEG
    big = small.original
    assert big is not None and big.mime == PNG and big.chars > ID_PROOF_MAX_CHARS
    assert small.shrunk_from == big.size
    assert panel.summary.text() == (
        f"photo.png · JPEG · shrunk from {megabytes_text(big.size)} to "
        f"{megabytes_text(small.size)}, fits"
    )
    assert not panel.shrink_button.isEnabled()

    before = figures(sales_sandbox)
    panel_progress = desk.window.page(BOOK).review.show_progress
    progress: list[tuple[int, int]] = []

    def record(sent: int, total: int) -> None:
        progress.append((sent, total))
        panel_progress(sent, total)

    monkeypatch.setattr(desk.window.page(BOOK).review, "show_progress", record)
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    ref = confirm_by_keyboard(desk, qtbot)
    total = progress[-1][1]
    assert total > small.chars and progress[-1] == (total, total)  # the body went out whole
    assert [sent for sent, _ in progress] == sorted(sent for sent, _ in progress)
    assert figures(sales_sandbox).bookings == before.bookings + 1
    stored = (
        sales_sandbox.context.db.connection()
        .execute(
            "SELECT p.id_proof_sha256 FROM passengers p JOIN bookings b USING (booking_id)"
            " WHERE b.booking_ref = ?",
            (ref,),
        )
        .fetchone()[0]
    )
    assert stored == hashlib.sha256(small.data_uri.encode()).hexdigest()


def test_a_large_scan_is_read_and_encoded_off_the_ui_thread(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # How long the window may stall is a figure of `make bench` (ui_stall_scan_83mb_shrink);
    # what a test can hold for certain is that the heavy work never runs on the UI thread.
    form = boat_form(sales_desk, qtbot)
    large = noise_png(tmp_path / "large.png", 680, 690)
    threads: list[bool] = []

    def encode(data: Any, mime: str | None = None) -> str:
        threads.append(threading.current_thread() is threading.main_thread())
        return encode_data_uri(data, mime)

    monkeypatch.setattr(scans, "encode_data_uri", encode)
    scan = offer_file(form, qtbot, monkeypatch, large)
    assert 1_850_000 < scan.chars < ID_PROOF_MAX_CHARS and scan.fits
    assert threads == [False]


def test_a_file_dropped_on_a_row_becomes_that_passengers_scan(
    sales_desk: Desk, qtbot: QtBot, qtmodeltester: Any, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    type_text("Ravi Kumar")
    form.people.add_passenger()
    assert form.people.current_row() == 1
    form.people.table.setFocus()
    press(Qt.Key.Key_Up)
    assert form.people.current_row() == 0
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(jpeg_scan(tmp_path / "second.jpg")))])
    viewport = form.people.table.viewport()
    centre = form.people.table.visualRect(form.people.model.index(1, 0)).center()
    actions = (Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton)
    # As the OS delivers a drop: the drag enters over the row, then is dropped there.
    events = (
        QDragEnterEvent(centre, *actions, Qt.KeyboardModifier.NoModifier),
        QDropEvent(QPointF(centre), *actions, Qt.KeyboardModifier.NoModifier),
    )
    for event in events:
        QApplication.sendEvent(viewport, event)
        assert event.isAccepted()
    qtbot.waitUntil(lambda: form.people.model.scan(1) is not None)
    assert form.people.model.scan(0) is None
    assert form.people.current_row() == 1
    assert form.people.model.scan(1).source == "second.jpg"  # type: ignore[union-attr]
    qtmodeltester.check(form.people.model)


def test_an_image_pasted_from_the_clipboard_becomes_the_scan(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    form = boat_form(sales_desk, qtbot)
    QGuiApplication.clipboard().setImage(passport_image())
    press(Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: form.people.model.scan(0) is not None)
    scan = form.people.model.scan(0)
    assert scan is not None and scan.source == "Pasted image" and scan.mime == PNG and scan.fits
    assert not form.people.editor.scan_panel.preview.pixmap().isNull()


def test_a_scan_read_whole_is_not_walked_again_when_the_sale_checks_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from app.domain import id_proof
    from tests.domain.test_scan_structure import pillow_jpeg

    data = pillow_jpeg("RGB", size=(430, 320))
    scan = scans.scan_from_bytes(data, "passport.jpg")
    assert scan.data_uri is not None and len(scan.data_uri) >= 64 * 1024
    walked: list[int] = []
    monkeypatch.setattr(id_proof, "structure_problem", lambda d, *_: walked.append(len(d)))
    assert check_id_proof(scan.data_uri) is None
    assert walked == []  # the reader's check stands for the same bytes
