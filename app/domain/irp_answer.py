"""The Invoice Registration Portal's answer file read back: per document its IRN, acknowledgement
number and time, signed invoice and signed QR code; and the IRNs it says were cancelled.

The file is what the portal (or its offline bulk tool) gives: one answer object, a list of them,
or either wrapped as ``{"Status": "1", "Data": ...}``. An answer names its document only inside
its signed QR code (a JSON Web Token whose payload's ``data`` holds ``DocNo``, ``DocTyp`` and the
``Irn``), so that is where the document is found; the signature itself is the portal's and is
kept, not verified (the counter has no key of the portal's).
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import json
import re
from dataclasses import dataclass, field
from typing import Any

from app.domain.clock import SERVICE_TZ
from app.domain.einvoice import Registered
from app.i18n import Catalogue

IRP_ANSWER = Catalogue("IRP_ANSWER")

# The portal's answer is nested a few levels deep (its QR data, a list in a wrapper): anything
# past this is refused before it is parsed, as the standard parser would recurse until
# ``RecursionError``. ``Data`` wrappers are unwrapped at most ``MOST_WRAPPERS`` times.
MOST_DEPTH = 32
MOST_WRAPPERS = 4
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_BRACKETS = re.compile(r"[\[\]{}]")
# An IRN is a SHA-256 in hexadecimal.
_IRN = re.compile(r"[0-9a-fA-F]{64}")
# The portal writes its times as yyyy-MM-dd HH:mm:ss, India's time.
_PORTAL_TIME = "%Y-%m-%d %H:%M:%S"


@dataclass(frozen=True, slots=True)
class Answer:
    """An IRN the portal gave: for the document ``doc_no`` of type ``doc_type`` (INV, CRN)."""

    doc_no: str
    doc_type: str
    registered: Registered
    qr: dict[str, Any] = field(default_factory=dict)  # the signed QR code's data, as read


@dataclass(frozen=True, slots=True)
class CancelledIrn:
    """An IRN the portal says it cancelled, and when."""

    irn: str
    cancelled_at: dt.datetime


@dataclass(frozen=True, slots=True)
class AnswerFile:
    """What a file held: the IRNs given, those cancelled, and a sentence per answer that could
    not be read."""

    answers: list[Answer] = field(default_factory=list)
    cancelled: list[CancelledIrn] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def portal_time(text: str) -> dt.datetime:
    """A time as the portal writes it, on India's clock (``ValueError`` when it is not one)."""
    return dt.datetime.strptime(text.strip(), _PORTAL_TIME).replace(tzinfo=SERVICE_TZ)


class TooDeep(ValueError):
    """JSON nested deeper than ``MOST_DEPTH``: never the portal's."""


def nesting_depth(text: str) -> int:
    """How deep the arrays and objects of JSON ``text`` nest, counted without parsing it (the
    brackets inside strings left out)."""
    depth = deepest = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def bounded_json(text: str | bytes) -> Any:
    """``json.loads(text)`` of JSON nested at most ``MOST_DEPTH`` deep; ``TooDeep`` otherwise,
    ``ValueError`` when it is not JSON."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    if nesting_depth(text) > MOST_DEPTH:
        raise TooDeep(text[:20])
    return json.loads(text)


def token_data(token: str) -> dict[str, Any]:
    """The ``data`` of a signed token's payload (a JSON object, or JSON text of one); ``{}``
    when the token cannot be read."""
    parts = token.split(".")
    if len(parts) != 3:
        return {}
    try:
        payload = bounded_json(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
        data = payload.get("data") if isinstance(payload, dict) else None
        if isinstance(data, str):
            data = bounded_json(data)
    except (ValueError, binascii.Error):
        return {}
    return data if isinstance(data, dict) else {}


def _entries(raw: Any) -> list[Any]:
    """The answers of a file: ``raw`` unwrapped of its ``Data`` (``TooDeep`` past
    ``MOST_WRAPPERS``)."""
    for _wrapper in range(MOST_WRAPPERS + 1):
        if not (isinstance(raw, dict) and "Data" in raw):
            return raw if isinstance(raw, list) else [raw]
        raw = raw["Data"]
        if isinstance(raw, str):
            try:
                raw = bounded_json(raw)
            except TooDeep:
                raise
            except ValueError:
                return [raw]
    raise TooDeep("Data")


def _answer(entry: dict[str, Any], position: int) -> Answer | CancelledIrn:
    """One answer object (``ValueError`` with a sentence when it cannot be used)."""
    irn = str(entry.get("Irn", ""))
    if not _IRN.fullmatch(irn):
        raise ValueError(
            IRP_ANSWER.tr("Answer {n} has no IRN of 64 letters and digits.").format(n=position)
        )
    if "CancelDate" in entry:
        try:
            return CancelledIrn(irn, portal_time(str(entry["CancelDate"])))
        except ValueError:
            raise ValueError(
                IRP_ANSWER.tr("Answer {n} has a cancellation time the portal never writes.").format(
                    n=position
                )
            ) from None
    signed_qr = str(entry.get("SignedQRCode", ""))
    signed_invoice = str(entry.get("SignedInvoice", ""))
    data = token_data(signed_qr)
    doc_no = str(data.get("DocNo", ""))
    if not signed_qr or not signed_invoice or not doc_no:
        raise ValueError(
            IRP_ANSWER.tr(
                "Answer {n} (IRN {irn}) lacks its signed invoice or a signed QR code naming its "
                "document."
            ).format(n=position, irn=irn)
        )
    if str(data.get("Irn", irn)) != irn:
        raise ValueError(
            IRP_ANSWER.tr("Answer {n}'s signed QR code is of another IRN than its own.").format(
                n=position
            )
        )
    try:
        ack_at = portal_time(str(entry.get("AckDt", "")))
    except ValueError:
        raise ValueError(
            IRP_ANSWER.tr("Answer {n} (document {number}) has no acknowledgement time.").format(
                n=position, number=doc_no
            )
        ) from None
    ack_no = str(entry.get("AckNo", "")).strip()
    if not ack_no:
        raise ValueError(
            IRP_ANSWER.tr("Answer {n} (document {number}) has no acknowledgement number.").format(
                n=position, number=doc_no
            )
        )
    registered = Registered(irn.lower(), ack_no, ack_at, signed_invoice, signed_qr)
    return Answer(doc_no, str(data.get("DocTyp", "")).upper(), registered, data)


def read_answer_file(text: str) -> AnswerFile:
    """The answers in the text of a portal's file; a file that is not JSON is one problem."""
    too_deep = AnswerFile(
        problems=[IRP_ANSWER.tr("The file is nested deeper than the portal's answer ever is.")]
    )
    try:
        entries = _entries(bounded_json(text))
    except TooDeep:
        return too_deep
    except ValueError:
        return AnswerFile(problems=[IRP_ANSWER.tr("The file is not the portal's JSON answer.")])
    found = AnswerFile()
    for position, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict):
            found.problems.append(
                IRP_ANSWER.tr("Answer {n} is not an answer object.").format(n=position)
            )
            continue
        try:
            answer = _answer(entry, position)
        except ValueError as problem:
            found.problems.append(str(problem))
            continue
        if isinstance(answer, Answer):
            found.answers.append(answer)
        else:
            found.cancelled.append(answer)
    return found
