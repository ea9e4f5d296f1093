"""The portal's answer checked against the document it names, before it is kept.

The IRN is what the IRP makes it from: a SHA-256 (in hexadecimal) of the supplier's GSTIN, the
financial year of the document's date as ``YYYY-YY``, the document type (INV, CRN, DBN) and its
number, concatenated, as NIC's sandbox documents it (its example: ``01AAAAA9999A19N`` +
``2019-20`` + ``INV`` + ``ABC01234``). The signed QR code's payload names the seller, the buyer,
the document and its total: each must be the document's. Its signature is not verified (NIC's
public key cannot be had here: docs/decisions/irp-qr-signature.md).
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from app.domain.gst import DocumentKind, TaxDocument
from app.domain.money import money
from app.i18n import Catalogue

IRP_CHECK = Catalogue("IRP_CHECK")


def financial_year(day: dt.date) -> str:
    """The Indian financial year (April to March) of ``day`` as the IRP writes it: ``2019-20``."""
    start = day.year if day.month >= 4 else day.year - 1
    return f"{start}-{(start + 1) % 100:02d}"


def irn_of(supplier_gstin: str, year: str, doc_type: str, doc_no: str) -> str:
    """The IRN the IRP makes for a document: SHA-256 of the four, concatenated, in hex."""
    return hashlib.sha256(f"{supplier_gstin}{year}{doc_type}{doc_no}".encode()).hexdigest()


def doc_type_of(document: TaxDocument) -> str:
    """The document's type as the portal names it: CRN for a credit note, else INV."""
    return "CRN" if document.kind is DocumentKind.CREDIT else "INV"


@dataclass(frozen=True, slots=True)
class Expected:
    """What the portal's answer must say of one document."""

    irn: str
    seller_gstin: str
    buyer_gstin: str
    doc_no: str
    doc_type: str
    doc_date: str  # dd/mm/yyyy, as the e-invoice and the signed QR write it
    total: Decimal

    @classmethod
    def of(cls, document: TaxDocument, seller_gstin: str) -> Expected:
        """What the answer for ``document``, reported by the agency ``seller_gstin``, says."""
        doc_type = doc_type_of(document)
        day = document.issued_at.date()
        return cls(
            irn=irn_of(seller_gstin, financial_year(day), doc_type, document.doc_no),
            seller_gstin=seller_gstin,
            buyer_gstin=document.basis.buyer.gstin,
            doc_no=document.doc_no,
            doc_type=doc_type,
            doc_date=document.issued_at.strftime("%d/%m/%Y"),
            total=money(document.totals.total),
        )


def _amount(value: Any) -> Decimal | None:
    try:
        return money(Decimal(str(value)))
    except (InvalidOperation, ValueError):
        return None


def mismatches(irn: str, qr: Mapping[str, Any], expected: Expected) -> list[str]:
    """A sentence naming each field of an answer (its ``irn``, its signed QR code's ``qr``
    data) that is not the document's; empty when the answer is the document's."""
    found = []
    number = expected.doc_no
    if irn.lower() != expected.irn:
        found.append(
            IRP_CHECK.tr(
                "The IRN is not the one the portal makes for {number} (from the agency's GSTIN, "
                "the financial year, the type and the number)."
            ).format(number=number)
        )
    texts = [
        ("SellerGstin", expected.seller_gstin, IRP_CHECK.tr("the seller's GSTIN")),
        ("BuyerGstin", expected.buyer_gstin, IRP_CHECK.tr("the buyer's GSTIN")),
        ("DocNo", expected.doc_no, IRP_CHECK.tr("the document number")),
        ("DocTyp", expected.doc_type, IRP_CHECK.tr("the document type")),
        ("DocDt", expected.doc_date, IRP_CHECK.tr("the document date")),
    ]
    for key, want, label in texts:
        given = str(qr.get(key, "")).strip()
        if given.upper() != want.upper():
            found.append(
                IRP_CHECK.tr(
                    "The signed QR code gives {field} as “{given}”; {number} has “{want}”."
                ).format(field=label, given=given, number=number, want=want)
            )
    total = _amount(qr.get("TotInvVal"))
    if total != expected.total:
        found.append(
            IRP_CHECK.tr(
                "The signed QR code gives the total as “{given}”; {number} has {want}."
            ).format(given=qr.get("TotInvVal", ""), number=number, want=expected.total)
        )
    return found
