"""ESC/POS printing: the bytes python-escpos's dummy printer collects, and the same job sent
over TCP to a listener on 127.0.0.1 as to a network receipt printer on port 9100."""

from __future__ import annotations

import datetime as dt
import socket
from collections.abc import Callable, Iterator
from decimal import Decimal

import pytest
from escpos.printer import Dummy

from app.counter.devices.escpos import (
    PrinterError,
    print_drawer_report,
    print_receipt,
    print_refund_slip,
    print_test_page,
    send,
)
from app.counter.devices.printers import PrinterTarget, TargetKind, parse_target
from app.domain.clock import SERVICE_TZ
from app.domain.tenders import CASH, UPI, TenderKind
from app.journal.till import CustomerRefund
from app.reports.columns import COLUMNS_58MM, COLUMNS_80MM
from app.reports.refund_slip import RefundSlip, refund_slip_rows
from tests.counter.printer_port import ESC_P, printer_port
from tests.reports import documents
from tests.reports.documents import drawer_report, receipt

CUT = b"\x1dV"  # GS V: cut the paper
BOLD_ON = b"\x1bE\x01"
IMAGE = b"\x1dv0"  # GS v 0: a raster picture (the QR code)


def printed(job: str = "cash", drawer_kick: bool = True, columns: int = COLUMNS_80MM) -> bytes:
    """The bytes a receipt job sends to the printer."""
    printer = Dummy()
    sale = (
        receipt() if job == "cash" else receipt(payments=(documents.UPI,), change=Decimal("0.00"))
    )
    print_receipt(printer, sale, columns, drawer_kick)
    return bytes(printer.output)


def test_a_cash_receipt_opens_the_drawer_prints_the_sale_and_cuts() -> None:
    data = printed("cash")
    assert data.count(ESC_P) == 1
    assert b"K7QW2M9X" in data
    assert b"Total incl. GST INR" in data and b"10,698.00" in data
    # The total is printed bold: bold on comes before it on the same row.
    total_at = data.index(b"Total incl. GST INR")
    assert data.rfind(BOLD_ON, 0, total_at) > data.rfind(b"\n", 0, total_at)
    assert IMAGE in data
    assert data.endswith(CUT + b"\x00")
    # The drawer opens first, before the receipt's text.
    assert data.index(ESC_P) < data.index(b"Island Counter Travels")


def test_the_drawer_stays_shut_without_cash_or_when_the_kick_is_off() -> None:
    assert ESC_P not in printed("upi")
    assert ESC_P not in printed("cash", drawer_kick=False)
    assert CUT in printed("upi")


def test_a_58mm_receipt_keeps_to_32_columns() -> None:
    data = printed(columns=COLUMNS_58MM)
    assert b"Total incl. GST INR" + b" " * (COLUMNS_58MM - 19 - 9) + b"10,698.00" in data


def test_reports_and_the_test_page_never_open_the_drawer() -> None:
    printer = Dummy()
    print_drawer_report(printer, drawer_report(), COLUMNS_80MM)
    print_test_page(printer, parse_target("tcp://10.0.0.7"), COLUMNS_80MM)
    data = bytes(printer.output)
    assert ESC_P not in data
    assert b"Z report 17" in data and b"12,148.00" in data
    assert b"Counterdesk test page" in data and b"tcp://10.0.0.7:9100" in data
    assert data.count(CUT) == 2


@pytest.fixture
def listener() -> Iterator[tuple[int, Callable[[], list[bytes]]]]:
    """A receipt printer's port on 127.0.0.1: its number, and the jobs it received."""
    with printer_port() as port:
        yield port


def test_a_receipt_goes_over_the_network_byte_for_byte(
    listener: tuple[int, Callable[[], list[bytes]]],
) -> None:
    port, received = listener
    target = parse_target(f"tcp://127.0.0.1:{port}")
    send(target, lambda printer: print_receipt(printer, receipt(), COLUMNS_80MM, True))
    # The listener's job ends when the connection closes: all of it arrived, in order.
    assert received() == [printed("cash")]


def test_a_printer_that_does_not_answer_is_said_plainly() -> None:
    # A port that was free a moment ago: nothing listens there.
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]
    target = PrinterTarget(TargetKind.NETWORK, host="127.0.0.1", port=port)
    with pytest.raises(PrinterError, match=rf"tcp://127.0.0.1:{port} cannot be reached"):
        send(target, lambda printer: print_test_page(printer, target, COLUMNS_80MM))


def slip(mode: TenderKind, drawer_kick: bool = True) -> bytes:
    """The bytes a refund slip job sends to the printer."""
    refund = CustomerRefund(
        payment_id="cd-cancel-1",
        request_id="cd-cancel-1",
        booking_ref="K7QW2M9X",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=1,
        rule_amount=Decimal("1170.00"),
        amount=Decimal("1170.00"),
        mode=mode,
        reference="" if mode is CASH else "512345678901",
        decision_id=4,
        recorded_at=dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ),
    )
    printer = Dummy()
    slip = RefundSlip(refund, "Asha Rao", "Lata Iyer, Ravi Iyer", "PB1/26/000123")
    rows = refund_slip_rows(slip, COLUMNS_80MM)
    print_refund_slip(printer, rows, drawer_kick, mode is CASH)
    return bytes(printer.output)


def test_a_cash_refund_slip_opens_the_drawer_and_says_what_went_back_to_whom() -> None:
    data = slip(CASH)
    assert data.count(ESC_P) == 1 and data.index(ESC_P) < data.index(b"Refund slip")
    assert b"K7QW2M9X" in data and b"Asha Rao" in data and b"Leela Menon" in data
    assert b"Cancelled: Lata Iyer, Ravi Iyer" in data and b"PB1/26/000123" in data
    given = data.index(b"Given back")
    assert b"INR 1,170.00" in data[given:] and data.rfind(BOLD_ON, 0, given) > 0
    assert b"Customer's signature" in data and data.endswith(CUT + b"\x00")


def test_a_upi_refund_slip_keeps_the_drawer_shut_and_prints_the_reference() -> None:
    data = slip(UPI)
    assert ESC_P not in data and b"512345678901" in data
    assert ESC_P not in slip(CASH, drawer_kick=False)
