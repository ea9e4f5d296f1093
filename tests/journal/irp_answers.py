"""The portal's answer file as its documentation shows it (the decrypted ``Data`` of Generate
IRN: AckNo, AckDt, Irn, SignedInvoice, SignedQRCode, Status), made for a document in a test.

The tokens are shaped as the portal's: a JWS header, a payload whose ``data`` is the JSON the
portal signs, and a signature of 256 bytes (random here: the counter never verifies it), so the
signed QR code is about as long as a real one.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import json
import secrets
from typing import Any

from app.domain.einvoice import SCHEMA_VERSION
from app.domain.gst import DocumentKind, TaxDocument

HEADER = {"alg": "RS256", "kid": "B8BA2E8F3C8BE69C21E6C4A6D5E1F0C1", "typ": "JWT"}


def _part(value: dict[str, Any]) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def token(data: dict[str, Any]) -> str:
    """A signed token of ``data`` in the portal's shape."""
    signature = base64.urlsafe_b64encode(secrets.token_bytes(256)).rstrip(b"=").decode()
    payload = {"data": json.dumps(data, separators=(",", ":")), "iss": "NIC"}
    return f"{_part(HEADER)}.{_part(payload)}.{signature}"


def irn_of(seller_gstin: str, document: TaxDocument) -> str:
    """An IRN as the portal makes one: a SHA-256 of the GSTIN, the financial year of the
    document's date (YYYY-YY), its type and its number, as NIC's sandbox documents it."""
    day = document.issued_at.date()
    start = day.year if day.month >= 4 else day.year - 1
    year = f"{start}-{(start + 1) % 100:02d}"
    key = f"{seller_gstin}{year}{doc_type(document)}{document.doc_no}"
    return hashlib.sha256(key.encode()).hexdigest()


def doc_type(document: TaxDocument) -> str:
    """INV or CRN."""
    return "CRN" if document.kind is DocumentKind.CREDIT else "INV"


def portal_answer(
    document: TaxDocument, seller_gstin: str, ack_no: str, ack_at: dt.datetime
) -> dict[str, Any]:
    """The portal's answer for ``document``, given at ``ack_at``."""
    irn = irn_of(seller_gstin, document)
    stamp = ack_at.strftime("%Y-%m-%d %H:%M:%S")
    taxed = [line for line in document.lines if line.sac]
    qr = {
        "SellerGstin": seller_gstin,
        "BuyerGstin": document.basis.buyer.gstin,
        "DocNo": document.doc_no,
        "DocTyp": doc_type(document),
        "DocDt": document.issued_at.strftime("%d/%m/%Y"),
        "TotInvVal": float(document.totals.total),
        "ItemCnt": len(taxed),
        "MainHsnCode": taxed[0].sac,
        "Irn": irn,
        "IrnDt": stamp,
    }
    invoice = {
        "AckNo": int(ack_no),
        "AckDt": stamp,
        "Irn": irn,
        "Version": SCHEMA_VERSION,
        "DocDtls": {"Typ": qr["DocTyp"], "No": document.doc_no, "Dt": qr["DocDt"]},
    }
    return {
        "AckNo": int(ack_no),
        "AckDt": stamp,
        "Irn": irn,
        "SignedInvoice": token(invoice),
        "SignedQRCode": token(qr),
        "Status": "ACT",
        "EwbNo": None,
        "EwbDt": None,
        "EwbValidTill": None,
        "Remarks": None,
    }
