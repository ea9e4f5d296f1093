"""Scans that cannot be taken as they are: not a file, too big to read, cut short, too large in
pixels, or stuck on a stalled share; each is refused with a sentence, and staff may stop a read."""

from __future__ import annotations

import base64
import os
import random
import struct
import threading
import time
import zlib
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.domain.id_proof import check_id_proof
from app.domain.scan_structure import PDF, structure_problem
from app.ui import scans
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.scan_file import QUIET_NS, read_file
from app.ui.scan_reader import ScanReader
from app.ui.scans import JPEG, Scan, ScanCancelled, ScanError
from app.ui.widgets.booking_form import BookingForm
from tests.domain.samples import PDF_BYTES, padded
from tests.domain.test_appended_files import APPENDED
from tests.domain.test_pdf_actions import RUNNING
from tests.domain.test_scan_structure import (
    PAGELESS_PDFS,
    entropy_cuts,
    jpeg_claiming,
    png_bomb,
    png_claiming,
)
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import boat_form, jpeg_scan, offer_file, patch_file_dialog, press
from tests.ui.helpers.scan_files import blank_jpeg


def refused(form: BookingForm, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, path: Path) -> str:
    """Offer ``path`` with Ctrl+O; the sentence the scan panel refuses it with."""
    panel = form.people.editor.scan_panel
    patch_file_dialog(monkeypatch, "getOpenFileName", path)
    press(Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(panel.problem.text()) and not panel.stop_button.isVisible())
    assert form.people.model.scan(0) is None
    return panel.problem.text()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_pipe_or_a_device_named_jpg_is_refused_without_reading(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    fifo = tmp_path / "scanner-pipe.jpg"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.jpg"
    zero.symlink_to("/dev/zero")
    for path in (fifo, zero, tmp_path):
        text = refused(form, qtbot, monkeypatch, path)
        assert text == (f"{path.name} is not a file (a device, a pipe or a folder). Choose a scan.")


def test_a_file_over_the_cap_is_refused_before_reading(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    huge = tmp_path / "huge.jpg"
    with huge.open("wb") as file:
        file.truncate(150_000_000)  # sparse: nothing is written, so nothing could be read fast
    assert refused(form, qtbot, monkeypatch, huge) == (
        "huge.jpg is 150 MB, far more than a passport scan (at most 100 MB is read). "
        "Scan it again at a lower resolution."
    )


def test_reading_stops_at_the_deadline_and_when_stopped(tmp_path: Path) -> None:
    path = tmp_path / "slow.pdf"
    path.write_bytes(PDF_BYTES + bytes(3_000_000))
    assert read_file(path).size() == path.stat().st_size
    with pytest.raises(ScanError, match="could not be read within 0 seconds"):
        read_file(path, deadline_s=0)
    stopped = threading.Event()
    stopped.set()
    with pytest.raises(ScanCancelled):
        read_file(path, stopped)


@pytest.mark.parametrize(
    ("name", "make", "sentence"),
    [
        ("half.jpg", "half-jpeg", "half.jpg is cut short. Scan it again."),
        ("stub.pdf", "pdf-stub", "stub.pdf is cut short. Scan it again."),
        ("no-xref.pdf", "pdf-no-xref", "no-xref.pdf is damaged (it has no cross-reference)."),
    ],
)
def test_a_cut_short_file_is_refused_saying_so(
    sales_desk: Desk,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    name: str,
    make: str,
    sentence: str,
) -> None:
    form = boat_form(sales_desk, qtbot)
    path = tmp_path / name
    if make == "half-jpeg":
        whole = jpeg_scan(tmp_path / "whole.jpg").read_bytes()
        path.write_bytes(whole[: len(whole) // 2])
    elif make == "pdf-stub":
        path.write_bytes(b"%PDF-1.4\n" + b"0" * 36)  # 45 bytes
    else:
        path.write_bytes(PDF_BYTES.replace(b"startxref", b"start"))
    assert refused(form, qtbot, monkeypatch, path).startswith(sentence)


def test_an_image_too_large_in_pixels_is_offered_the_shrink(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    panel = form.people.editor.scan_panel
    offer_file(form, qtbot, monkeypatch, blank_jpeg(tmp_path / "page.jpg", 30000, 30000))
    qtbot.waitUntil(
        lambda: form.people.model.scan(0) is not None and form.people.model.scan(0).fits,  # type: ignore[union-attr]
        timeout=20_000,
    )
    small = form.people.model.scan(0)
    assert small is not None and small.mime == JPEG and small.pixels is None
    scan = small.original
    assert scan is not None and scan.pixels == (30000, 30000) and not scan.fits
    assert scan.problem() == (
        "This image is too large in pixels: 30,000 × 30,000, more than the 50 million this app "
        "reads. Shrink it to send it."
    )
    assert panel.problem.text() == ""
    assert form.people.model.entry(0).id_proof_file == small.data_uri


def ten_mb_png(width: int, height: int) -> bytes:
    """A 10 MB PNG whose header says ``width`` x ``height`` RGB pixels: its image data a deflate
    stream of blank rows, cut at 10 MB (whatever opens it must first make every pixel). The
    stream is one segment repeated: each is flushed whole, so each continues the one before."""
    ihdr = b"IHDR" + struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    rows = b"\0" * (1 + width * 3) * 16
    packer = zlib.compressobj(1)
    head = packer.compress(rows) + packer.flush(zlib.Z_FULL_FLUSH)
    segment = packer.compress(rows) + packer.flush(zlib.Z_FULL_FLUSH)
    idat = b"IDAT" + (head + segment * (10_000_000 // len(segment)))[:10_000_000]

    def chunk(body: bytes) -> bytes:
        return struct.pack(">I", len(body) - 4) + body + struct.pack(">I", zlib.crc32(body))

    return b"\x89PNG\r\n\x1a\n" + chunk(ihdr) + chunk(idat) + chunk(b"IEND")


@pytest.mark.parametrize(
    ("name", "content", "sentence"),
    [
        (
            "claim.png",
            png_claiming(100_000, 100_000),
            "claim.png says it is 1,00,000 × 1,00,000 pixels; at most 1,000 million pixels can be "
            "read. Scan it again at 300 dpi.",
        ),
        (
            "bomb.jpg",
            jpeg_claiming(65000, 65000),
            "bomb.jpg says it is 65,000 × 65,000 pixels; at most 1,000 million pixels can be "
            "read. Scan it again at 300 dpi.",
        ),
        ("empty.pdf", PAGELESS_PDFS[0], "empty.pdf is a PDF without a page. Scan it again."),
        ("catalog.pdf", PAGELESS_PDFS[1], "catalog.pdf is a PDF without a page. Scan it again."),
        (
            "ten-mb.png",
            ten_mb_png(40_000, 40_000),
            "ten-mb.png says it is 40,000 × 40,000 pixels; at most 1,000 million pixels can be "
            "read. Scan it again at 300 dpi.",
        ),
        (
            "deep.png",
            png_bomb(30_000, 30_000),
            "deep.png would take 7,200 MB to open (30,000 × 30,000 pixels); at most 200 MB can "
            "be opened. Scan it again at 300 dpi.",
        ),
    ],
    ids=["png claim", "jpeg bomb", "49-byte pdf", "69-byte pdf", "10-mb png", "png bomb"],
)
def test_a_file_claiming_too_many_pixels_or_without_a_page_is_refused_before_decoding(
    sales_desk: Desk,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    name: str,
    content: bytes,
    sentence: str,
) -> None:
    form = boat_form(sales_desk, qtbot)
    path = tmp_path / name
    path.write_bytes(content)
    assert refused(form, qtbot, monkeypatch, path) == sentence
    if name == "bomb.jpg":
        sales_desk.window.resize(1366, 768)
        screenshot(form.people.editor.scan_panel, "scan_refused_pixel_claim")


def test_a_jpeg_cut_short_with_its_end_marker_put_back_is_refused(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    form = boat_form(sales_desk, qtbot)
    whole = jpeg_scan(tmp_path / "whole.jpg").read_bytes()
    path = tmp_path / "mended.jpg"
    path.write_bytes(whole[: len(whole) // 2] + b"\xff\xd9")  # whole to a check of its markers
    assert refused(form, qtbot, monkeypatch, path) == "mended.jpg is cut short. Scan it again."
    # The whole file is taken, and the log of the decode it shares is left as it was.
    offer_file(form, qtbot, monkeypatch, tmp_path / "whole.jpg")


@pytest.mark.parametrize("lost", ["half", "one byte"])
def test_a_mended_jpeg_is_refused_by_the_services_rule_whatever_the_decoder_logs(
    sales_desk: Desk,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    lost: str,
) -> None:
    # libjpeg's warning is worded by whichever libjpeg Qt was built with; the walk of the
    # scan's blocks (the service's rule) refuses the file before anything decodes it.
    monkeypatch.setattr(scans, "_DATA_ENDS_EARLY", "a warning no libjpeg gives")
    form = boat_form(sales_desk, qtbot)
    whole = jpeg_scan(tmp_path / "whole.jpg").read_bytes()
    cuts = entropy_cuts(whole)
    cut = (cuts.start + cuts.stop) // 2 if lost == "half" else cuts.stop - 1
    path = tmp_path / "mended.jpg"
    path.write_bytes(whole[:cut] + b"\xff\xd9")
    assert refused(form, qtbot, monkeypatch, path) == "mended.jpg is cut short. Scan it again."
    offer_file(form, qtbot, monkeypatch, tmp_path / "whole.jpg")


def left_alone() -> None:
    """Wait as a file just written must be left alone before it is read (``QUIET_NS``), so that
    the rewrite below lands in the read, not in the wait before it."""
    time.sleep(QUIET_NS / 1e9 + 0.02)


class RewrittenWhileRead(threading.Event):
    """A stop event that, asked whether to stop after the first megabyte, rewrites the file
    being read, as a scanner still writing it or a copy over it would."""

    def __init__(self, path: Path, content: bytes, same_tick: bool = False) -> None:
        super().__init__()
        self.path = path
        self.content = content
        self.same_tick = same_tick
        self.asked = 0

    def is_set(self) -> bool:
        self.asked += 1
        if self.asked == 2:
            before = self.path.stat()
            self.path.write_bytes(self.content)
            if self.same_tick:  # rewritten within one tick of the file system's coarse clock
                os.utime(self.path, ns=(before.st_atime_ns, before.st_mtime_ns))
        return super().is_set()


@pytest.mark.parametrize("shorter", [False, True], ids=["same size", "shorter"])
def test_a_file_rewritten_while_it_is_read_is_refused(tmp_path: Path, shorter: bool) -> None:
    whole = padded(PDF, 3_000_000)
    path = tmp_path / "scan.pdf"
    path.write_bytes(whole)
    assert read_file(path, threading.Event()).size() == len(whole)  # left alone, it is read
    rewritten = whole[:1_500_000] if shorter else bytes(reversed(whole))
    # An old time: the rewrite's own must differ from it even on a coarse clock.
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    left_alone()
    with pytest.raises(ScanError, match=r"^scan.pdf changed while it was read. Scan it again.$"):
        read_file(path, RewrittenWhileRead(path, rewritten))


def test_a_file_rewritten_within_one_tick_of_its_time_is_refused_not_sent_as_a_mix(
    tmp_path: Path,
) -> None:
    # Its size and time are as they were: only the bytes tell that what was read is a mix.
    whole = padded(PDF, 3_000_000)
    path = tmp_path / "scan.pdf"
    path.write_bytes(whole)
    left_alone()
    with pytest.raises(ScanError, match=r"^scan.pdf changed while it was read. Scan it again.$"):
        read_file(path, RewrittenWhileRead(path, bytes(reversed(whole)), same_tick=True))


@pytest.mark.parametrize("pause_s", [0.0, 0.25], ids=["without-pause", "at-random-moments"])
def test_200_reads_racing_a_writer_give_no_half_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pause_s: float
) -> None:
    # A scanner's software rewriting the file in place, without a pause or again and again at
    # random moments, the modification time put back each time: every read is refused or
    # gives one version whole. (Without a pause, 48 of 200 reads were half-files before.)
    # Save one case no reader can tell: a writer stalled in the middle of its write for longer
    # than QUIET_NS (a loaded machine's scheduler) leaves half a file that looks left alone.
    # Such writes are timed, and a half read is allowed only while one was under way.
    monkeypatch.setattr("app.ui.scan_file.MOST_QUIET_WAIT_S", 0.05)  # refused sooner
    first = padded(PDF, 2_000_000)
    versions = (first, bytes(reversed(first)))
    path = tmp_path / "scan.pdf"
    path.write_bytes(first)
    stamp = path.stat().st_mtime_ns
    stop = threading.Event()
    stalled: list[tuple[float, float]] = []  # writes that took longer than QUIET_NS

    def rewrite() -> None:
        descriptor = os.open(path, os.O_WRONLY)
        try:
            turn = 0
            while not stop.wait(random.uniform(0, pause_s)):
                turn += 1
                began = time.monotonic()
                os.pwrite(descriptor, versions[turn % 2], 0)
                if time.monotonic() - began > QUIET_NS / 1e9:
                    stalled.append((began, time.monotonic()))
                os.utime(path, ns=(stamp, stamp))
        finally:
            os.close(descriptor)

    writer = threading.Thread(target=rewrite)
    writer.start()
    outcomes = {"whole": 0, "refused": 0, "half": 0}
    halves: list[tuple[float, float]] = []
    try:
        for _trial in range(200):
            began = time.monotonic()
            try:
                read = bytes(read_file(path, threading.Event()).data())
            except ScanError:
                outcomes["refused"] += 1
            else:
                outcomes["whole" if read in versions else "half"] += 1
                if read not in versions:
                    halves.append((began, time.monotonic()))
    finally:
        stop.set()
        writer.join()
    print(f"200 racing reads, pause {pause_s} s: {outcomes}, {len(stalled)} writes stalled")
    unexplained = [
        (start, end)
        for start, end in halves
        if not any(write_start < end and start < write_end for write_start, write_end in stalled)
    ]
    assert unexplained == [], outcomes
    if pause_s:
        assert outcomes["whole"] > 100  # a file left alone a moment is read


class StalledShare:
    """A read that does not return until released, as one from a stalled network share."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()

    def __call__(self, path: Path, stop: threading.Event, deadline_s: float) -> Scan:
        self.started.set()
        self.release.wait(30)
        raise ScanError(f"{path.name}: the share answered at last.")


def test_staff_can_stop_a_read_and_a_stalled_one_ends_at_the_deadline(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, run: Any
) -> None:
    form = boat_form(sales_desk, qtbot)
    panel = form.people.editor.scan_panel
    share = StalledShare()
    controller = sales_desk.controller(BOOK)
    controller.people.scans = ScanReader(read_file=share)
    try:
        patch_file_dialog(monkeypatch, "getOpenFileName", tmp_path / "on-the-share.jpg")
        press(Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(share.started.is_set)
        assert panel.stop_button.isVisible()
        QTest.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: panel.problem.text() == "Reading the scan was stopped.")
        assert not panel.stop_button.isVisible() and form.people.model.scan(0) is None

        controller.people.scans = ScanReader(deadline_s=0.2, grace_s=0.1, read_file=share)
        with pytest.raises(ScanError, match="could not be read within 0 seconds"):
            run(controller.people.scans.read(0, tmp_path / "on-the-share.jpg"))
    finally:
        share.release.set()


@pytest.mark.parametrize("kind", ["javascript", "submit-form", "import-data"])
def test_the_apps_reader_refuses_a_pdf_that_runs_something(kind: str) -> None:
    with pytest.raises(scans.ScanError, match="runs something"):
        scans.scan_from_bytes(RUNNING[kind], "passport.pdf")


@pytest.mark.parametrize("kind", ["jpeg+zip+html", "png+exe", "jpeg+motion-video"])
def test_the_app_sends_an_image_rewritten_without_what_was_appended(kind: str) -> None:
    document, mime = APPENDED[kind]
    scan = scans.scan_from_bytes(document, "passport")
    assert scan.fits and scan.mime == mime
    sent = base64.b64decode(scan.data_uri.partition(",")[2])
    assert sent != document
    assert structure_problem(sent, mime) is None  # whole, nothing after its end
    assert check_id_proof(scan.data_uri) is None


def test_the_apps_reader_refuses_a_pdf_with_another_file_appended() -> None:
    document, _mime = APPENDED["pdf+zip"]
    with pytest.raises(scans.ScanError, match="another file after its end"):
        scans.scan_from_bytes(document, "passport.pdf")
