"""Which printer prints each document: a system printer by name, or an ESC/POS receipt printer
reached directly (``tcp://host:9100``, ``usb://04b8:0202``, ``serial:///dev/ttyUSB0``)."""

from __future__ import annotations

import string
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any
from urllib.parse import parse_qs, urlsplit

from app.i18n import Catalogue, Said
from app.reports.columns import Paper

COUNTER_PRINTERS = Catalogue("COUNTER_PRINTERS")

DEFAULT_PORT = 9100
DEFAULT_BAUDRATE = 9600
BAUDRATES = (1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200)


class TargetKind(StrEnum):
    """How a printer is reached."""

    SYSTEM = "system"
    NETWORK = "tcp"
    USB = "usb"
    SERIAL = "serial"


class TargetError(Said, ValueError):
    """A printer target that cannot be used; the message is a sentence for staff."""


@dataclass(frozen=True, slots=True)
class PrinterTarget:
    """A parsed printer target. ``SYSTEM`` with an empty name is the system's default printer."""

    kind: TargetKind
    name: str = ""
    host: str = ""
    port: int = DEFAULT_PORT
    vendor_id: int = 0
    product_id: int = 0
    device: str = ""
    baudrate: int = DEFAULT_BAUDRATE

    @property
    def is_escpos(self) -> bool:
        """True when the app talks ESC/POS to the printer itself (no driver)."""
        return self.kind is not TargetKind.SYSTEM

    def __str__(self) -> str:
        if self.kind is TargetKind.NETWORK:
            return f"tcp://{self.host}:{self.port}"
        if self.kind is TargetKind.USB:
            return f"usb://{self.vendor_id:04x}:{self.product_id:04x}"
        if self.kind is TargetKind.SERIAL:
            rate = "" if self.baudrate == DEFAULT_BAUDRATE else f"?baudrate={self.baudrate}"
            return f"serial://{self.device}{rate}"
        return self.name or COUNTER_PRINTERS.tr("the system's default printer")


def _hex_id(text: str, what: str, target: str) -> int:
    if len(text) != 4 or any(char not in string.hexdigits for char in text):
        raise TargetError(
            COUNTER_PRINTERS.tr(
                "{target}: the USB {part} must be 4 hexadecimal digits, as in 04b8."
            ).format(target=target, part=what)
        )
    return int(text, 16)


def _network(text: str) -> PrinterTarget:
    parts = urlsplit(text)
    try:
        port = parts.port or DEFAULT_PORT
    except ValueError:
        raise TargetError(
            COUNTER_PRINTERS.tr("{target}: the port must be a number from 1 to 65535.").format(
                target=text
            )
        ) from None
    if not parts.hostname or parts.path not in ("", "/"):
        raise TargetError(
            COUNTER_PRINTERS.tr(
                "{target}: write the printer's address as tcp://192.168.1.50:9100."
            ).format(target=text)
        )
    return PrinterTarget(TargetKind.NETWORK, host=parts.hostname, port=port)


def _usb(text: str) -> PrinterTarget:
    ids = text[len("usb://") :].split(":")
    if len(ids) != 2:
        raise TargetError(
            COUNTER_PRINTERS.tr(
                "{target}: write the printer's USB vendor and product ids as usb://04b8:0202."
            ).format(target=text)
        )
    vendor, product = (
        _hex_id(part, what, text)
        for part, what in zip(
            ids, (COUNTER_PRINTERS.tr("vendor id"), COUNTER_PRINTERS.tr("product id")), strict=True
        )
    )
    return PrinterTarget(TargetKind.USB, vendor_id=vendor, product_id=product)


def _serial(text: str) -> PrinterTarget:
    device, _, query = text[len("serial://") :].partition("?")
    if not device:
        raise TargetError(
            COUNTER_PRINTERS.tr(
                "{target}: name the serial port, as in serial:///dev/ttyUSB0 or serial://COM3."
            ).format(target=text)
        )
    rates = parse_qs(query).get("baudrate", [str(DEFAULT_BAUDRATE)])
    if len(rates) != 1 or not rates[0].isdigit() or int(rates[0]) not in BAUDRATES:
        allowed = ", ".join(str(rate) for rate in BAUDRATES)
        raise TargetError(
            COUNTER_PRINTERS.tr("{target}: the baud rate must be one of {rates}.").format(
                target=text, rates=allowed
            )
        )
    return PrinterTarget(TargetKind.SERIAL, device=device, baudrate=int(rates[0]))


def parse_target(text: str) -> PrinterTarget:
    """The printer ``text`` names: ``tcp://``, ``usb://`` or ``serial://`` for an ESC/POS printer,
    anything else the name of a system printer (empty: the system's default).

    Raises ``TargetError`` with a sentence saying what to write instead.
    """
    text = text.strip()
    scheme, separator, _ = text.partition("://")
    if not separator:
        return PrinterTarget(TargetKind.SYSTEM, name=text)
    scheme = scheme.lower()
    if scheme == "tcp":
        return _network(text)
    if scheme == "usb":
        return _usb(text)
    if scheme == "serial":
        return _serial(text)
    raise TargetError(
        COUNTER_PRINTERS.tr(
            "{target}: a receipt printer's address starts with tcp://, usb:// or serial://; "
            "a system printer is named without one."
        ).format(target=text)
    )


class DocumentKind(StrEnum):
    """The documents that each have a printer of their own."""

    RECEIPT = "receipt"
    VOUCHER = "voucher"
    AGENCY_COPY = "agency_copy"
    REPORTS = "reports"


def _problem_sentences(document: DocumentKind) -> tuple[str, str]:
    """For ``document``: the sentence of a printer problem (``{problem}`` to fill) and the one
    of a paper it is not laid out for."""
    if document is DocumentKind.RECEIPT:
        return (
            COUNTER_PRINTERS.tr("The receipt printer: {problem}"),
            COUNTER_PRINTERS.tr("The receipt is printed on A4 or A5 paper."),
        )
    if document is DocumentKind.VOUCHER:
        return (
            COUNTER_PRINTERS.tr("The voucher printer: {problem}"),
            COUNTER_PRINTERS.tr("The voucher is printed on A4 or A5 paper."),
        )
    if document is DocumentKind.AGENCY_COPY:
        return (
            COUNTER_PRINTERS.tr("The agency copy printer: {problem}"),
            COUNTER_PRINTERS.tr("The agency copy is printed on A4 or A5 paper."),
        )
    return (
        COUNTER_PRINTERS.tr("The reports printer: {problem}"),
        COUNTER_PRINTERS.tr("Reports are printed on A4 or A5 paper."),
    )


# The papers each document may be laid out for: the vouchers are page layouts, sheets only.
PAPERS = {
    DocumentKind.RECEIPT: tuple(Paper),
    DocumentKind.VOUCHER: (Paper.A4, Paper.A5),
    DocumentKind.AGENCY_COPY: (Paper.A4, Paper.A5),
    DocumentKind.REPORTS: tuple(Paper),
}


@dataclass(frozen=True, slots=True)
class PrinterSettings:
    """The printer of each document (target text, see ``parse_target``) and its paper, and
    whether a cash sale opens the drawer wired to the receipt printer."""

    receipt: str = ""
    voucher: str = ""
    agency_copy: str = ""
    reports: str = ""
    receipt_paper: Paper = Paper.ROLL_80
    drawer_kick: bool = True
    voucher_paper: Paper = Paper.A4
    agency_copy_paper: Paper = Paper.A4
    reports_paper: Paper = Paper.ROLL_80

    def target(self, document: DocumentKind) -> PrinterTarget:
        """The parsed printer of ``document`` (``TargetError`` when its text is wrong)."""
        return parse_target(str(getattr(self, document.value)))

    def paper_for(self, document: DocumentKind) -> Paper:
        """The paper ``document`` is laid out for."""
        paper = getattr(self, f"{document.value}_paper")
        assert isinstance(paper, Paper)
        return paper

    def problems(self) -> list[str]:
        """Sentences naming each printer target that cannot be used, and each paper a
        document is not laid out for."""
        found = []
        for document in DocumentKind:
            printer, paper = _problem_sentences(document)
            try:
                self.target(document)
            except TargetError as exc:
                found.append(printer.format(problem=exc))
            if self.paper_for(document) not in PAPERS[document]:
                found.append(paper)
        return found

    def to_json(self) -> dict[str, Any]:
        """The settings as JSON values."""
        return {field.name: getattr(self, field.name) for field in fields(self)}

    @classmethod
    def from_json(cls, raw: Any) -> PrinterSettings:
        """Settings from ``to_json``'s values; absent ones keep their defaults (``ValueError``
        or ``TypeError`` for values of the wrong kind)."""
        if not isinstance(raw, dict):
            return cls()
        kick = raw.get("drawer_kick", True)
        if not isinstance(kick, bool):
            raise TypeError("drawer_kick must be true or false")
        receipt_paper = Paper(raw.get("receipt_paper", Paper.ROLL_80))
        return cls(
            **{document.value: str(raw.get(document.value, "")) for document in DocumentKind},
            receipt_paper=receipt_paper,
            drawer_kick=kick,
            voucher_paper=Paper(raw.get("voucher_paper", Paper.A4)),
            agency_copy_paper=Paper(raw.get("agency_copy_paper", Paper.A4)),
            # Before the reports had a paper of their own they shared the receipt's.
            reports_paper=Paper(raw.get("reports_paper", receipt_paper)),
        )
