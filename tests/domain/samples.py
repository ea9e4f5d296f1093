"""Shared test material: valid request bodies and real document files (PNG, JPEG, PDF)."""

from __future__ import annotations

import datetime as dt
import struct
import zlib
from collections.abc import Iterable
from typing import Any

from app.domain.id_proof import encode_data_uri
from app.domain.violations import Violation

TODAY = dt.date(2026, 12, 1)
TOMORROW = TODAY + dt.timedelta(days=1)
MISSING: Any = object()  # an override that removes the field from the body


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


# A 1x1 RGB PNG, built chunk by chunk with real CRCs.
PNG_BYTES = (
    b"\x89PNG\r\n\x1a\n"
    + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    + _png_chunk(b"IDAT", zlib.compress(b"\x00\xff\xff\xff"))
    + _png_chunk(b"IEND", b"")
)
# An 8x8 baseline JPEG (written once by Qt's encoder; tests must not import Qt).
JPEG_BYTES = bytes.fromhex(
    "ffd8ffe000104a46494600010101006000600000ffdb004300100b0c0e0c0a100e0d0e1211101318281a1816"
    "16183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c6567"
    "63ffdb0043011112121815182f1a1a2f63423842636363636363636363636363636363636363636363636363"
    "6363636363636363636363636363636363636363636363636363ffc000110800080008030122000211010311"
    "01ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303"
    "020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f024"
    "33627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a63646566"
    "6768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7"
    "b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffc400"
    "1f0100030101010101010101010000000000000102030405060708090a0bffc400b511000201020404030407"
    "05040400010277000102031104052131061241510761711322328108144291a1b1c109233352f0156272d10a"
    "162434e125f11718191a262728292a35363738393a434445464748494a535455565758595a63646566676869"
    "6a737475767778797a82838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9"
    "bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae2e3e4e5e6e7e8e9eaf2f3f4f5f6f7f8f9faffda000c030100"
    "02110311003f00dca28a2b9cd8ffd9"
)


def _pdf(objects: list[bytes]) -> bytes:
    """A one-page PDF with its cross-reference table, trailer and ``%%EOF`` at true offsets."""
    text = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(text))
        text += b"%d 0 obj %s endobj\n" % (number, body)
    xref = len(text)
    text += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    text += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    text += b"trailer << /Size %d /Root 1 0 R >>\n" % (len(objects) + 1)
    return text + b"startxref\n%d\n%%%%EOF\n" % xref


PDF_BYTES = _pdf(
    [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>",
    ]
)
DOCUMENTS = {"image/png": PNG_BYTES, "image/jpeg": JPEG_BYTES, "application/pdf": PDF_BYTES}


def padded(mime: str, size: int) -> bytes:
    """The real document of ``mime`` with trailing filler up to ``size`` bytes (readers skip it)."""
    document = DOCUMENTS[mime]
    assert size >= len(document)
    return document + b"\x00" * (size - len(document))


def data_uri_of_length(mime: str, length: int) -> str:
    """A valid data URI of ``mime`` exactly ``length`` characters long."""
    room = length - len(f"data:{mime};base64,")
    assert room % 4 == 0, f"no data URI of {mime} is {length} characters long"
    uri = encode_data_uri(padded(mime, room // 4 * 3), mime)
    assert len(uri) == length
    return uri


SCAN = encode_data_uri(PNG_BYTES)


def with_overrides(body: dict[str, Any], overrides: dict[str, Any]) -> dict[str, Any]:
    """``body`` updated by ``overrides``; a ``MISSING`` value removes the field."""
    merged = {**body, **overrides}
    return {key: value for key, value in merged.items() if value is not MISSING}


def indian(**overrides: Any) -> dict[str, Any]:
    """A domestic adult passenger without documents."""
    base = {"traveler_name": "Asha Rao", "age": 34, "pax_gender": "FEMALE", "nationality": "INDIAN"}
    return with_overrides(base, overrides)


def foreigner(**overrides: Any) -> dict[str, Any]:
    """A foreign adult passenger with passport, number and scan."""
    base = {
        "traveler_name": "Tom Baker",
        "age": 41,
        "pax_gender": "MALE",
        "nationality": "BRITISH",
        "id_type": "PASSPORT",
        "id_number": "K1234567",
        "id_proof_file": SCAN,
    }
    return with_overrides(base, overrides)


def _customer(module: str, request_id: str) -> dict[str, Any]:
    return {
        "request_id": request_id,
        "module_type": module,
        "travel_date": TOMORROW.isoformat(),
        "customer_name": "Asha Rao",
        "customer_email": "asha.rao@example.in",
        "customer_phone": "919876543210",
    }


def activity_body(**overrides: Any) -> dict[str, Any]:
    """A valid ACTIVITY create_booking body."""
    base = {
        **_customer("ACTIVITY", "cd-activity-1"),
        "qty": 2,
        "availability_id": 501,
        "slot_id": 3,
    }
    return with_overrides(base, overrides)


def boat_body(
    passengers: Iterable[dict[str, Any]] | None = None, **overrides: Any
) -> dict[str, Any]:
    """A valid BOAT create_booking body; ``qty`` follows the passengers unless overridden."""
    people = list(passengers) if passengers is not None else [indian(), foreigner()]
    base = {**_customer("BOAT", "cd-boat-1"), "qty": len(people), "schedule_id": 12}
    base["passengers"] = people
    return with_overrides(base, overrides)


def paths(violations: Iterable[Violation]) -> list[str]:
    """The field paths of ``violations``, in order."""
    return [v.field for v in violations]


def assert_sentence(message: str) -> None:
    """A message staff can read: a capitalised sentence with a full stop, no Python leaking."""
    assert message[:1].isupper(), message
    assert message.endswith("."), message
    for leak in ("None", "Traceback", "{", "}"):
        assert leak not in message, message
