"""Stall figures of the round's new screens: the GST tax invoice, the charts and the customer
display, each in the real app (``run_desktop``, offscreen with two screens, the clerk's and the
customer's, and the embedded sandbox), each the worst of ``STALL_RUNS`` fresh processes.

One process measures them all, over one journal of a year (100,000 bookings with their requests,
as the year probe of ``bench_ui`` fills it) and a walk-in BOAT sale for two with a GST
registration, a UPI ID and the receipt printer reached directly (a port on this machine):

- ``ui_stall_customer_display_open``: the display switched on (Settings saved) and placed on
  the customer's screen.
- ``ui_stall_customer_display_sale``: from the Book screen, the customer and passengers typed,
  the review shown on the display, the UPI part typed a key at a time (the QR on the clerk's
  panel and on the display follows each key), Received ticked and Enter: the sale settled, its
  tax invoice made and the receipt with it printed, thanks on the display.
- ``ui_stall_invoice_receipt_print``: that sale's tax invoice read from the journal and printed
  again on the receipt roll (Print receipt), in English then in Hindi (drawn as a picture).
- ``ui_stall_invoice_gst_export_month``: the accountant's GST export (register, GSTR-1 CSVs,
  Excel, Tally XML) of a month holding 8,400 invoices (a year's journal's rate), from the shift
  report's dialog.
- ``ui_stall_charts_shift_report``: the shift report's Charts tab first shown on a day of the
  year, then the day stepped 10 times with the tab shown (each report made, its charts drawn).
- ``ui_stall_charts_wallet_balance``: the wallet's Balance tab first shown (the chart built and
  drawn), then the wallet read again (F5) 3 times with the tab shown.

``python -m tests.perf.bench_screens probe screens`` is the app side.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import socket
import sqlite3
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from tests.perf.bench_ui import (
    CLERK_SCREEN,
    YEAR_BOOKINGS,
    _environment,
    _gaps,
    _worst_probes,
    shift_report_of,
)
from tests.perf.figure import Figure, stall_figure

PROBES = "tests.perf.bench_screens"
SCREENS = {
    "screens": [
        CLERK_SCREEN,
        {"name": "customer", "x": 1366, "y": 0, "width": 1024, "height": 600},
    ]
}
GSTIN = "35AABCI1234F1Z4"
UPI_VPA = "islandtrails@sbi"
MONTH_INVOICES = 8_400  # 100,000 bookings a year, a twelfth of them
CHART_DAYS = 10
SALE_PHASES = ("review", "upi", "settle")  # the sale's parts, each measured apart
WALLET_READS = 3

FIGURES = {
    "display_open": (
        "ui_stall_customer_display_open",
        "the customer display switched on and placed on the customer's screen",
    ),
    "display_sale": (
        "ui_stall_customer_display_sale",
        "the display following a walk-in BOAT sale for 2 from the Book screen: names typed, "
        "the review, the UPI part typed a key at a time (its QR redrawn on both screens), "
        "settled with its tax invoice and receipt printed, thanks; the worst gap of each "
        "part (review, UPI, settle) {phases}",
    ),
    "invoice_print": (
        "ui_stall_invoice_receipt_print",
        "the sale's tax invoice read from the journal and printed on the receipt roll (ESC/POS "
        "to a port on this machine) in English, then in Hindi as a picture",
    ),
    "gst_month": (
        "ui_stall_invoice_gst_export_month",
        "the GST export of a month of {invoices:,} invoices from the shift report "
        "(register, GSTR-1, Excel, Tally XML; {export_s} s)",
    ),
    "charts_shift": (
        "ui_stall_charts_shift_report",
        "the shift report's Charts tab shown on a day of a {bookings:,}-booking year, then "
        "{days} days stepped with it shown (report made, charts drawn)",
    ),
    "charts_wallet": (
        "ui_stall_charts_wallet_balance",
        "the wallet's Balance tab first shown (chart built and drawn), then {reads} reads (F5) "
        "with it shown",
    ),
}


def run() -> list[Figure]:
    """The stall figures of the invoice, the charts and the customer display."""
    with tempfile.TemporaryDirectory(prefix="bench-screens-") as scratch:
        config = Path(scratch) / "screens.json"
        config.write_text(json.dumps(SCREENS), encoding="utf-8")
        env = _environment(Path(scratch))
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
        runs = _worst_probes("screens", env, module=PROBES)
    facts = {
        "invoices": MONTH_INVOICES,
        "bookings": YEAR_BOOKINGS,
        "days": CHART_DAYS,
        "reads": WALLET_READS,
        "export_s": ", ".join(f"{run['gst_export_s']:.1f}" for run in runs),
        "phases": "; ".join(
            "/".join(f"{run[f'{phase}_ms']:.0f}" for phase in SALE_PHASES) for run in runs
        )
        + " ms",
    }
    return [
        stall_figure(name, runs, key, note.format(**facts)) for key, (name, note) in FIGURES.items()
    ]


# --- the app side ---------------------------------------------------------------------------


def _replaced(
    current: Callable[[], object], before: object, also: Callable[[], bool] = lambda: True
) -> Callable[[], bool]:
    """Whether ``current()`` is no longer ``before`` (a chart drawn anew), and ``also()``."""
    return lambda: current() is not before and also()


async def _settled() -> None:
    await asyncio.sleep(0.1)  # the heartbeat starts on a quiet loop


async def _display_open(desk: Any) -> dict[str, Any]:
    from tests.perf.heartbeat import Heartbeat, until

    display = desk.customer_display
    settings = desk.connection.settings
    desk.connection.settings = replace(settings, customer_display=True)
    await _settled()
    with Heartbeat().measuring() as heartbeat:
        display.place()
        await until(
            lambda: display.window.isVisible() and display.window.windowHandle().isExposed()
        )
        await asyncio.sleep(0.2)
    if display.window.screen().name() != "customer":
        raise RuntimeError("the customer display is not on the customer's screen")
    return _gaps("display_open", heartbeat)


async def _display_sale(desk: Any, keyboard: Any) -> dict[str, Any]:
    """The walk-in sale typed from the Book screen, paid by UPI, the display following."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from app.counter.services.customer_display import SaleView, Thanks
    from app.ui.registry import BOOK
    from tests.perf.heartbeat import Heartbeat, until
    from tests.perf.walkin import CUSTOMER, PASSENGERS, _boat_book_screen, _stepper

    book = desk.window.page(BOOK)
    display = desk.customer_display
    _steps, step = _stepper(keyboard)
    await _boat_book_screen(desk, keyboard, step)
    await _settled()
    phases: dict[str, Any] = {}
    with Heartbeat().measuring() as heartbeat:
        keyboard.type(", ".join(CUSTOMER))
        keyboard.press(Qt.Key.Key_Return)
        for number, passenger in enumerate(PASSENGERS):
            if number:
                keyboard.press(Qt.Key.Key_Return)
            keyboard.type(", ".join(passenger))
            await asyncio.sleep(0.05)
        keyboard.press(Qt.Key.Key_Return, modifier=Qt.KeyboardModifier.ControlModifier)
        await until(lambda: book.currentWidget() is book.review)
        await until(lambda: isinstance(display.view, SaleView))
        await asyncio.sleep(0.05)
    phases.update(_gaps("review", heartbeat))
    payment = book.review.payment
    with Heartbeat().measuring() as heartbeat:
        payment.upi_amount.setFocus()
        for char in f"{payment.total:.2f}":
            QTest.keyClicks(payment.upi_amount, char)
            await asyncio.sleep(0.08)  # the clerk reads the amount off the screen
        if not (isinstance(display.view, SaleView) and display.view.upi_link):
            raise RuntimeError("the display shows no UPI QR")
        if not display.window.qr.isVisibleTo(display.window):
            raise RuntimeError("the display's QR is not shown")
        QTest.keyClicks(payment.upi_reference, "412345678901")  # from the customer's phone
        payment.upi_received.setChecked(True)
        await asyncio.sleep(0.05)
    phases.update(_gaps("upi", heartbeat))
    with Heartbeat().measuring() as heartbeat:
        QTest.keyClick(payment.tendered, Qt.Key.Key_Return)  # Enter where the review opened
        try:
            await until(lambda: book.currentWidget() is book.result, timeout_s=60)
        except RuntimeError:
            errors = {key: label.text() for key, label in payment.errors.items()}
            raise RuntimeError(f"the sale was not booked: {errors}") from None
        await until(lambda: isinstance(display.view, Thanks))
        await until(lambda: book.result.state_label.text().endswith("printed."), timeout_s=30)
        await until(lambda: not book.result.preview.pixmap().isNull())
    phases.update(_gaps("settle", heartbeat))
    ref = book.result.ref_label.text()
    sale = desk.services.journal.till.sale_of(ref)
    if sale is None or desk.services.journal.tax.invoice_of(sale.request_id) is None:
        raise RuntimeError(f"the sale {ref} has no tax invoice")
    return {
        **phases,
        "display_sale_ms": max(phases[f"{phase}_ms"] for phase in SALE_PHASES),
        "display_sale_busy_ms": max(phases[f"{phase}_busy_ms"] for phase in SALE_PHASES),
    }


async def _invoice_print(desk: Any) -> dict[str, Any]:
    from app.ui.registry import BOOK
    from tests.perf.heartbeat import Heartbeat

    booking = desk.controller(BOOK)
    await _settled()
    with Heartbeat().measuring() as heartbeat:
        for language in ("en", "hi"):
            desk.connection.settings = replace(desk.connection.settings, document_language=language)
            if not await booking.results.print_receipt():
                raise RuntimeError(f"the receipt in {language} was not printed")
    return _gaps("invoice_print", heartbeat)


def _month_of_invoices(database: Path, request_id: str, last: dt.date) -> dt.date:
    """``MONTH_INVOICES`` copies of the sale ``request_id`` (its request, till sale, tenders and
    invoice) issued over the 30 days to ``last``; the first day."""
    first = last - dt.timedelta(days=29)
    start = dt.datetime.combine(first, dt.time(9, 0))
    spacing = dt.timedelta(days=30) / MONTH_INVOICES
    with sqlite3.connect(database) as conn:
        conn.row_factory = sqlite3.Row

        def one(table: str, key: str) -> dict[str, Any]:
            row = conn.execute(f"SELECT * FROM {table} WHERE {key} = ?", (request_id,)).fetchone()
            return dict(row)

        request = one("requests", "request_id")
        sale = one("till_sales", "request_id")
        tenders = [
            dict(row)
            for row in conn.execute(
                "SELECT * FROM till_tenders WHERE request_id = ?", (request_id,)
            )
        ]
        invoice = one("tax_documents", "sale_request_id")
        zone = invoice["issued_at"][19:]  # the offset the journal writes
        copies: dict[str, list[dict[str, Any]]] = {
            "requests": [],
            "till_sales": [],
            "till_tenders": [],
            "tax_documents": [],
        }
        for n in range(MONTH_INVOICES):
            at = (start + spacing * n).isoformat(timespec="seconds") + zone
            copy_id = f"gst-{n:08d}"
            copies["requests"].append({**request, "request_id": copy_id, "created_at": at})
            copies["till_sales"].append(
                {
                    **sale,
                    "request_id": copy_id,
                    "receipt_no": f"{sale['receipt_no']}-{n}",
                    "booking_ref": f"G{n:07d}",
                    "recorded_at": at,
                    "settled_at": at,
                }
            )
            copies["till_tenders"] += [{**tender, "request_id": copy_id} for tender in tenders]
            copies["tax_documents"].append(
                {
                    **invoice,
                    "doc_no": f"B/26/{n:07d}",
                    "sale_request_id": copy_id,
                    "issued_at": at,
                }
            )
        for table, rows in copies.items():
            columns = list(rows[0])
            conn.executemany(
                f"INSERT INTO {table} ({', '.join(columns)})"
                f" VALUES ({', '.join(':' + column for column in columns)})",
                rows,
            )
    return first


async def _gst_month(desk: Any, request_id: str, folder: Path) -> dict[str, Any]:
    from app.domain.clock import service_today
    from app.journal.store import DATABASE_NAME
    from app.ui.registry import SHIFT
    from tests.perf.heartbeat import Heartbeat

    last = service_today()
    first = await asyncio.to_thread(
        _month_of_invoices, desk.services.journal.folder / DATABASE_NAME, request_id, last
    )
    controller = desk.controller(SHIFT)
    screen = desk.window.page(SHIFT)
    dialog = screen.open_gst_export("GST export", screen.gst_export_requested)
    await _settled()
    started = time.perf_counter()
    with Heartbeat().measuring() as heartbeat:
        ok = await controller.gst_export(dialog, folder, first, last)
    if not ok:
        raise RuntimeError("the GST export was not written")
    if len(list(folder.iterdir())) < 4:
        raise RuntimeError(f"the GST export wrote {sorted(folder.iterdir())}")
    dialog.close()
    return {**_gaps("gst_month", heartbeat), "gst_export_s": time.perf_counter() - started}


async def _charts_shift(desk: Any) -> dict[str, Any]:

    from app.domain.clock import service_today
    from app.ui.registry import SHIFT
    from tests.perf.heartbeat import Heartbeat, until

    desk.window.show_screen(SHIFT)
    screen = desk.window.page(SHIFT)
    first = service_today() - dt.timedelta(days=CHART_DAYS + 40)

    await shift_report_of(screen, first)
    charts = screen.charts
    await _settled()
    with Heartbeat().measuring() as heartbeat:
        screen.tabs.setCurrentWidget(charts)
        await until(lambda: not charts.hours.is_empty and charts.hours.model.rowCount())
        await asyncio.sleep(0.2)
        for offset in range(1, CHART_DAYS + 1):
            before = charts.hours.chart
            await shift_report_of(screen, first + dt.timedelta(days=offset))
            await until(_replaced(lambda: charts.hours.chart, before))
            await asyncio.sleep(0.1)  # the clerk looks at it
    screen.tabs.setCurrentIndex(0)
    return _gaps("charts_shift", heartbeat)


async def _charts_wallet(desk: Any) -> dict[str, Any]:
    from app.ui.registry import WALLET
    from tests.perf.heartbeat import Heartbeat, until

    desk.window.show_screen(WALLET)
    screen = desk.window.page(WALLET)
    controller = desk.controller(WALLET)
    controller.on_refresh_requested()
    await until(lambda: screen.refresh_button.isEnabled() and screen.wallet is not None)
    await _settled()
    with Heartbeat().measuring() as heartbeat:
        screen.tabs.setCurrentIndex(1)
        await until(lambda: screen._chart is not None and not screen._chart.is_empty)
        chart = screen.balance_chart
        await asyncio.sleep(0.2)
        for _ in range(WALLET_READS):
            before = chart.chart
            screen.request_refresh()
            await until(_replaced(lambda: chart.chart, before, screen.refresh_button.isEnabled))
            await asyncio.sleep(0.1)
    return _gaps("charts_wallet", heartbeat)


async def _screens(desk: Any) -> dict[str, Any]:
    from app.counter.devices.printers import PrinterSettings
    from app.domain.clock import service_now
    from app.ui.registry import BOOK, SHIFT, WALLET
    from tests.perf.heartbeat import until
    from tests.perf.walkin import Keyboard, _active, open_shift
    from tests.ui.helpers.history import YEAR_SPACING, fill_journal

    await _active(desk)
    open_shift(desk)
    with _receipt_printer() as (port, jobs):
        # Set before the warm-up (a counter's Settings at start): it loads the printer's driver.
        desk.connection.settings = replace(
            desk.connection.settings,
            agency_name="Island Trails",
            agency_gstin=GSTIN,
            upi_vpa=UPI_VPA,
            printers=PrinterSettings(receipt=f"tcp://127.0.0.1:{port}"),
        )
        start = service_now() - YEAR_SPACING * YEAR_BOOKINGS - dt.timedelta(days=2)
        await asyncio.to_thread(
            fill_journal,
            desk.services.journal.folder,
            YEAR_BOOKINGS,
            YEAR_SPACING,
            start=start,
            with_requests=True,
        )
        for screen in (BOOK, SHIFT, WALLET):  # each built on first use: not measured here
            desk.controller(screen)
        # A counter up a while: the warm-up after start (modules, sealing key, printer driver)
        # has run, as before a clerk switches the display on.
        await until(lambda: desk.warm_up.done)
        measured: dict[str, Any] = {}
        measured.update(await _display_open(desk))
        await _active(desk)
        measured.update(await _display_sale(desk, Keyboard()))
        measured.update(await _invoice_print(desk))
        await until(lambda: len(jobs) == 3)
    if not all(jobs):
        raise RuntimeError("the receipt printer took an empty job")
    ref = desk.window.page(BOOK).result.ref_label.text()
    sale = desk.services.journal.till.sale_of(ref)
    assert sale is not None
    with tempfile.TemporaryDirectory(prefix="bench-gst-") as folder:
        measured.update(await _gst_month(desk, sale.request_id, Path(folder)))
    measured.update(await _charts_shift(desk))
    measured.update(await _charts_wallet(desk))
    return measured


@contextmanager
def _receipt_printer() -> Iterator[tuple[int, list[bytes]]]:
    """A receipt printer reached directly on a port of this machine, taking every job until
    the block ends; its port and the jobs taken so far."""
    server = socket.create_server(("127.0.0.1", 0))
    jobs: list[bytes] = []

    def serve() -> None:
        while True:
            try:
                connection, _ = server.accept()
            except OSError:
                return  # closed
            with connection:
                chunks = []
                while chunk := connection.recv(65536):
                    chunks.append(chunk)
                jobs.append(b"".join(chunks))

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield server.getsockname()[1], jobs
    finally:
        server.close()
        thread.join(10)


def _run_probe() -> int:
    from app.cli import run_desktop

    figures: dict[str, Any] = {}

    async def scenario(desk: Any) -> int:
        figures.update(await _screens(desk))
        return 0

    code = run_desktop(None, scenario)
    print(json.dumps(figures), flush=True)
    return code


if __name__ == "__main__":
    if sys.argv[1:3] != ["probe", "screens"]:
        sys.exit("usage: python -m tests.perf.bench_screens probe screens")
    sys.exit(_run_probe())
