"""Printer targets as staff write them, and the printer settings kept with the others."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.counter.config.settings import Settings, load_settings, save_settings
from app.counter.devices.printers import (
    DocumentKind,
    PrinterSettings,
    PrinterTarget,
    TargetError,
    TargetKind,
    parse_target,
)
from app.reports.columns import Paper


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("tcp://192.168.1.50:9100", PrinterTarget(TargetKind.NETWORK, host="192.168.1.50")),
        ("TCP://printer.local", PrinterTarget(TargetKind.NETWORK, host="printer.local")),
        ("tcp://10.0.0.9:9101", PrinterTarget(TargetKind.NETWORK, host="10.0.0.9", port=9101)),
        ("usb://04b8:0202", PrinterTarget(TargetKind.USB, vendor_id=0x04B8, product_id=0x0202)),
        ("serial:///dev/ttyUSB0", PrinterTarget(TargetKind.SERIAL, device="/dev/ttyUSB0")),
        (
            "serial://COM3?baudrate=19200",
            PrinterTarget(TargetKind.SERIAL, device="COM3", baudrate=19200),
        ),
        ("EPSON TM-T82 Receipt", PrinterTarget(TargetKind.SYSTEM, name="EPSON TM-T82 Receipt")),
        ("  ", PrinterTarget(TargetKind.SYSTEM)),
    ],
)
def test_targets_as_written(text: str, target: PrinterTarget) -> None:
    assert parse_target(text) == target
    if target.is_escpos:
        # A receipt printer's target reads back from the way the app writes it.
        assert parse_target(str(target)) == target


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("tcp://192.168.1.50:99999", "the port must be a number from 1 to 65535"),
        ("tcp://:9100", "write the printer's address as tcp://192.168.1.50:9100"),
        ("usb://04b8", "usb://04b8:0202"),
        ("usb://4b8:0202", "the USB vendor id must be 4 hexadecimal digits"),
        ("usb://04b8:02g2", "the USB product id must be 4 hexadecimal digits"),
        ("serial://", "name the serial port"),
        ("serial:///dev/ttyS0?baudrate=12345", "the baud rate must be one of 1200,"),
        ("lpt://1", "starts with tcp://, usb:// or serial://"),
    ],
)
def test_a_wrong_target_says_what_to_write(text: str, says: str) -> None:
    with pytest.raises(TargetError, match=says):
        parse_target(text)


def test_each_document_has_its_printer_and_they_are_kept(tmp_path: Path) -> None:
    printers = PrinterSettings(
        receipt="tcp://192.168.1.50:9100",
        voucher="Office LaserJet",
        agency_copy="",
        reports="usb://04b8:0202",
        receipt_paper=Paper.ROLL_58,
        drawer_kick=False,
    )
    assert printers.target(DocumentKind.RECEIPT).kind is TargetKind.NETWORK
    assert printers.target(DocumentKind.VOUCHER).name == "Office LaserJet"
    assert printers.target(DocumentKind.AGENCY_COPY) == PrinterTarget(TargetKind.SYSTEM)
    path = tmp_path / "settings.json"
    save_settings(path, Settings(printers=printers))
    assert load_settings(path).printers == printers
    assert json.loads(path.read_text())["printers"]["receipt_paper"] == "58 mm roll"


def test_a_wrong_printer_is_one_of_the_settings_problems() -> None:
    settings = Settings(printers=PrinterSettings(reports="usb://zz"))
    assert settings.problems() == [
        "The reports printer: usb://zz: write the printer's USB vendor and product ids as "
        "usb://04b8:0202."
    ]
    assert Settings().printers == PrinterSettings()


def test_each_document_keeps_its_paper_and_an_older_file_prints_reports_as_receipts() -> None:
    printers = PrinterSettings(voucher_paper=Paper.A5, reports_paper=Paper.A4)
    assert [printers.paper_for(document) for document in DocumentKind] == [
        Paper.ROLL_80,
        Paper.A5,
        Paper.A4,
        Paper.A4,
    ]
    assert PrinterSettings.from_json(printers.to_json()) == printers
    older = PrinterSettings.from_json({"receipt": "", "receipt_paper": "58 mm roll"})
    assert older.paper_for(DocumentKind.REPORTS) is Paper.ROLL_58


def test_a_voucher_on_a_roll_is_one_of_the_problems() -> None:
    printers = PrinterSettings(agency_copy_paper=Paper.ROLL_58)
    assert printers.problems() == ["The agency copy is printed on A4 or A5 paper."]
