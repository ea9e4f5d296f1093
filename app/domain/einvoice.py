"""E-invoices: which documents need an IRN (the agency's turnover band), and each B2B tax invoice
or credit note as the Invoice Registration Portal's JSON (form GST INV-01, schema version 1.1),
single or as the portal's bulk file (a list of them).

The JSON is made from the document as the journal issued it: its taxed lines are the items (the
SAC as ``HsnCd``, ``IsServc`` "Y"), a pure agent's reimbursement is ``OthChrg``, a discount is
``Discount`` and the round off ``RndOffAmt``, so ``TotInvVal`` is the document's total exactly.
The portal wants a PIN code and a town for the seller (and a town for the buyer): they are read
from the end of the address as typed (``..., Kochi 682016``).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.domain.gst import (
    DocumentKind,
    LineKind,
    Registration,
    Scheme,
    TaxDocument,
)
from app.domain.money import ZERO, json_amount, json_rate, money
from app.i18n import QT_TRANSLATE_NOOP, Catalogue, Said

EINVOICE = Catalogue("EINVOICE")

SCHEMA_VERSION = "1.1"
# A PIN code: six digits, the first not 0, not part of a longer number.
_PIN = re.compile(r"(?<!\d)[1-9]\d{5}(?!\d)")
# The portal's document numbers: a letter or a digit other than 0 first, then letters, digits,
# "/" and "-", 16 characters at most.
_DOC_NO = re.compile(r"[A-Za-z1-9][A-Za-z0-9/-]{0,15}")
# The schema's names and addresses refuse a double quote and a backslash.
_REFUSED = str.maketrans({'"': "'", "\\": "/"})
NAME_MIN, NAME_MAX = 3, 100
ADDRESS_MAX = 100
SELLER_PLACE_MAX = 50
BUYER_PLACE_MAX = 100


class TurnoverBand(StrEnum):
    """The agency's aggregate turnover in any financial year since 2017-18 (Settings, a
    supervisor's change): from 5 crore its B2B documents need an IRN."""

    UNDER_5_CRORE = "under_5_crore"
    FROM_5_TO_10_CRORE = "5_to_10_crore"
    FROM_10_CRORE = "10_crore_or_more"

    @property
    def label(self) -> str:
        """The band as Settings lists it, marked for translation."""
        return _BAND_LABELS[self]

    @property
    def needs_irn(self) -> bool:
        """Whether the agency's B2B documents must be reported to the IRP."""
        return self is not TurnoverBand.UNDER_5_CRORE

    @property
    def report_within_days(self) -> int | None:
        """The days the IRP accepts a document after its date (None: no limit)."""
        return 30 if self is TurnoverBand.FROM_10_CRORE else None


_BAND_LABELS = {
    TurnoverBand.UNDER_5_CRORE: QT_TRANSLATE_NOOP("EINVOICE", "Under 5 crore: no e-invoices"),
    TurnoverBand.FROM_5_TO_10_CRORE: QT_TRANSLATE_NOOP(
        "EINVOICE", "5 to 10 crore: e-invoices for B2B"
    ),
    TurnoverBand.FROM_10_CRORE: QT_TRANSLATE_NOOP(
        "EINVOICE", "10 crore or more: e-invoices for B2B, reported within 30 days"
    ),
}


def needs_irn(document: TaxDocument, band: TurnoverBand) -> bool:
    """Whether ``document`` must be reported for an IRN: a B2B tax invoice or credit note (a
    customer with a GSTIN, a registered agency) with a taxed line, in a band that needs it. A
    document of reimbursements only supplies nothing taxable of the agency's own."""
    return (
        band.needs_irn
        and document.basis.buyer.is_business
        and document.basis.scheme is not Scheme.UNREGISTERED
        and any(line.sac for line in document.lines)
    )


@dataclass(frozen=True, slots=True)
class Registered:
    """The IRP's answer for a document: IRN, acknowledgement number and time, the signed
    invoice and the signed QR code (its content printed exactly as given)."""

    irn: str
    ack_no: str
    ack_at: dt.datetime
    signed_invoice: str
    signed_qr: str


@dataclass(frozen=True, slots=True)
class Seller:
    """The agency as the e-invoice names it: its registration, trade name and phone."""

    registration: Registration
    trade_name: str = ""
    phone: str = ""


class EinvoiceProblem(Said, ValueError):
    """A document cannot be written as an e-invoice; the message is a sentence for staff."""


@dataclass(frozen=True, slots=True)
class Address:
    """An address as the schema splits it: the lines, the town and the PIN code (None: none
    found)."""

    lines: str
    place: str
    pin: int | None


def split_address(address: str) -> Address:
    """``address`` as typed, split: the last PIN code in it, the last part before it (after a
    comma or a line break) as the town, the rest as the lines."""
    pins = _PIN.findall(address)
    pin = int(pins[-1]) if pins else None
    without = _PIN.sub(" ", address)
    parts = [" ".join(part.split()).strip(" -") for part in re.split(r"[,\n]", without)]
    parts = [part for part in parts if part]
    if not parts:
        return Address("", "", pin)
    place = parts[-1]
    return Address(", ".join(parts[:-1]) or place, place, pin)


def _text(value: str, most: int) -> str:
    return " ".join(value.translate(_REFUSED).split())[:most]


def _named(value: str, problem: str) -> str:
    text = _text(value, NAME_MAX)
    if len(text) < NAME_MIN:
        raise EinvoiceProblem(problem)
    return text


def _day(moment: dt.datetime) -> str:
    return moment.strftime("%d/%m/%Y")


def _phone(phone: str) -> str | None:
    digits = "".join(ch for ch in phone if ch.isdigit())
    return digits[-12:] if len(digits) >= 6 else None


def address_problem(address: str) -> str | None:
    """What keeps the agency's ``address`` off an e-invoice: no town or PIN code at its end."""
    split = split_address(address)
    if split.pin is not None and len(split.place) >= NAME_MIN:
        return None
    return EINVOICE.tr(
        "The agency's address must end with its town and 6-digit PIN code (for example "
        "MG Road, Kochi 682016) for an e-invoice: correct it in Settings, GST."
    )


def _seller(seller: Seller) -> dict[str, Any]:
    registration = seller.registration
    problem = address_problem(registration.address)
    if problem is not None:
        raise EinvoiceProblem(problem)
    address = split_address(registration.address)
    found: dict[str, Any] = {
        "Gstin": registration.gstin,
        "LglNm": _named(
            registration.legal_name,
            EINVOICE.tr("The agency's legal name must have at least 3 letters."),
        ),
        "Addr1": _text(address.lines, ADDRESS_MAX),
        "Loc": _text(address.place, SELLER_PLACE_MAX),
        "Pin": address.pin,
        "Stcd": registration.state_code,
    }
    trade = _text(seller.trade_name, NAME_MAX)
    if len(trade) >= NAME_MIN and trade != found["LglNm"]:
        found["TrdNm"] = trade
    phone = _phone(seller.phone)
    if phone:
        found["Ph"] = phone
    return found


def _buyer(document: TaxDocument) -> dict[str, Any]:
    buyer = document.basis.buyer
    address = split_address(buyer.address)
    if len(address.place) < NAME_MIN:
        raise EinvoiceProblem(
            EINVOICE.tr(
                "The customer's address on {number} has no town: the e-invoice needs one."
            ).format(number=document.doc_no)
        )
    found: dict[str, Any] = {
        "Gstin": buyer.gstin,
        "LglNm": _named(
            buyer.name,
            EINVOICE.tr("The customer's name on {number} must have at least 3 letters.").format(
                number=document.doc_no
            ),
        ),
        "Pos": document.basis.place_of_supply,
        "Addr1": _text(address.lines, ADDRESS_MAX),
        "Loc": _text(address.place, BUYER_PLACE_MAX),
        "Stcd": buyer.gstin[:2],
    }
    if address.pin is not None:
        found["Pin"] = address.pin
    return found


def _items(document: TaxDocument) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for line in (line for line in document.lines if line.sac):
        items.append(
            {
                "SlNo": str(len(items) + 1),
                "PrdDesc": _text(line.kind.label, 300),
                "IsServc": "Y",
                "HsnCd": line.sac,
                "Qty": 1,
                "Unit": "OTH",
                "UnitPrice": json_amount(line.taxable),
                "TotAmt": json_amount(line.taxable),
                "AssAmt": json_amount(line.taxable),
                "GstRt": json_rate(line.rate),
                "IgstAmt": json_amount(line.igst),
                "CgstAmt": json_amount(line.cgst),
                "SgstAmt": json_amount(line.sgst),
                "TotItemVal": json_amount(line.amount),
            }
        )
    return items


def _sum(document: TaxDocument, kind: LineKind) -> Decimal:
    return money(sum((line.amount for line in document.lines if line.kind is kind), ZERO))


def _values(document: TaxDocument) -> dict[str, Any]:
    totals = document.totals
    return {
        "AssVal": json_amount(totals.taxable),
        "CgstVal": json_amount(totals.cgst),
        "SgstVal": json_amount(totals.sgst),
        "IgstVal": json_amount(totals.igst),
        "Discount": json_amount(-_sum(document, LineKind.DISCOUNT)),
        "OthChrg": json_amount(_sum(document, LineKind.REIMBURSEMENT)),
        "RndOffAmt": json_amount(_sum(document, LineKind.ROUND_OFF)),
        "TotInvVal": json_amount(totals.total),
    }


def _references(document: TaxDocument, original: Registered | None) -> dict[str, Any]:
    """A credit note's invoice: its number and date, and its IRN when it has one (the schema's
    other reference holds 20 characters, so the 64 of an IRN go in the remark)."""
    assert document.original_no is not None and document.original_issued_at is not None
    preceding: dict[str, Any] = {
        "InvNo": document.original_no,
        "InvDt": _day(document.original_issued_at),
    }
    found: dict[str, Any] = {"PrecDocDtls": [preceding]}
    if original is not None:
        preceding["OthRefNo"] = original.ack_no[:20]
        found["InvRm"] = f"IRN {original.irn}"
    return found


def einvoice_json(
    document: TaxDocument, seller: Seller, original: Registered | None = None
) -> dict[str, Any]:
    """``document`` as the IRP's INV-01 JSON; ``original``: a credit note's invoice's IRN, if it
    has one. Raises ``EinvoiceProblem`` (a sentence) for what the portal would refuse."""
    if not document.basis.buyer.is_business or document.basis.scheme is Scheme.UNREGISTERED:
        raise EinvoiceProblem(
            EINVOICE.tr("{number} is not a B2B tax document: it needs no e-invoice.").format(
                number=document.doc_no
            )
        )
    items = _items(document)
    if not items:
        raise EinvoiceProblem(
            EINVOICE.tr(
                "{number} has no taxed line (a pure agent's reimbursement only): it needs no "
                "e-invoice."
            ).format(number=document.doc_no)
        )
    if not _DOC_NO.fullmatch(document.doc_no):
        raise EinvoiceProblem(
            EINVOICE.tr(
                "The portal refuses the number {number}: up to 16 letters, digits, / and -, "
                "not starting with 0."
            ).format(number=document.doc_no)
        )
    credit = document.kind is DocumentKind.CREDIT
    found: dict[str, Any] = {
        "Version": SCHEMA_VERSION,
        "TranDtls": {"TaxSch": "GST", "SupTyp": "B2B", "RegRev": "N", "IgstOnIntra": "N"},
        "DocDtls": {
            "Typ": "CRN" if credit else "INV",
            "No": document.doc_no,
            "Dt": _day(document.issued_at),
        },
        "SellerDtls": _seller(seller),
        "BuyerDtls": _buyer(document),
        "ItemList": items,
        "ValDtls": _values(document),
    }
    if credit:
        found["RefDtls"] = _references(document, original)
    return found


def bulk_json(
    documents: list[TaxDocument], seller: Seller, originals: Mapping[str, Registered]
) -> list[dict[str, Any]]:
    """The portal's bulk file of ``documents``: their JSON in a list, in order (``originals``:
    each credited invoice's IRN by its number)."""
    return [
        einvoice_json(
            document,
            seller,
            None if document.original_no is None else originals.get(document.original_no),
        )
        for document in documents
    ]
