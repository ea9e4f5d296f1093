"""``id_proof_file``: a Base64 data URI of a whole JPEG, PNG or PDF, under 2,000,000 characters."""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
import threading
from collections import OrderedDict

from app.domain.limits import ID_PROOF_MAX_CHARS
from app.domain.scan_structure import structure_problem
from app.figures import count_text
from app.i18n import Catalogue

ID_PROOF = Catalogue("ID_PROOF")

MAGIC_BYTES: dict[str, tuple[bytes, ...]] = {
    "image/jpeg": (b"\xff\xd8\xff",),
    "image/png": (b"\x89PNG\r\n\x1a\n",),
    "application/pdf": (b"%PDF-",),
}
ALLOWED_MIMES = tuple(MAGIC_BYTES)
_DATA_URI = re.compile(r"^data:(?P<mime>[a-z]+/[a-z0-9.+-]+);base64,(?P<payload>.*)$", re.DOTALL)
# Base64 is checked a slice at a time (a multiple of 4 characters). Decoding a 1.9 MB scan at
# once keeps the interpreter lock 4-8 ms, so a worker checking a sale's 100 scans would stall the
# UI thread that long, scan after scan; a slice takes a fraction of a millisecond. The decoded
# scan (1.5 MB at most) is kept only while its structure is checked.
_SLICE_CHARS = 128 * 1024
# Encoding likewise, a slice of whole 3-byte groups at a time (their Base64 joins into the whole).
_ENCODE_SLICE_BYTES = 3 * 32 * 1024
_HEAD_BYTES = 16
# A sale checks its scans again and again (each edit, the review, the client before it sends),
# and walking a large JPEG's blocks takes a third of a second: the verdict on a text of at least
# _REMEMBERED_FROM_CHARS is kept, by its SHA-256, for the last _VERDICTS_KEPT texts (a sale of
# 100 passengers, twice over).
_REMEMBERED_FROM_CHARS = 64 * 1024
_VERDICTS_KEPT = 256
_VERDICTS: OrderedDict[tuple[bytes, str], str | None] = OrderedDict()
_VERDICTS_LOCK = threading.Lock()


def sniff_mime(data: bytes) -> str | None:
    """The allowed mime type whose magic bytes start ``data``, or None."""
    for mime, magics in MAGIC_BYTES.items():
        if data.startswith(magics):
            return mime
    return None


def encoded_length(byte_count: int, mime: str) -> int:
    """Length in characters of the data URI that ``byte_count`` bytes of ``mime`` encode to."""
    return len(f"data:{mime};base64,") + 4 * ((byte_count + 2) // 3)


def max_bytes_for(mime: str) -> int:
    """The largest file of ``mime`` whose data URI stays under the limit."""
    room = ID_PROOF_MAX_CHARS - 1 - len(f"data:{mime};base64,")
    return (room // 4) * 3


def encode_data_uri(data: bytes | bytearray | memoryview, mime: str | None = None) -> str:
    """Encode file bytes as ``data:<mime>;base64,...``; the mime is sniffed when not given."""
    sniffed = sniff_mime(bytes(data[:_HEAD_BYTES]))
    if sniffed is None:
        raise ValueError("The file is not a JPEG, PNG or PDF.")
    if mime is not None and mime != sniffed:
        raise ValueError(f"The file is a {sniffed}, not a {mime}.")
    view = memoryview(data)
    parts = [f"data:{sniffed};base64,"]
    for start in range(0, len(data), _ENCODE_SLICE_BYTES):
        parts.append(base64.b64encode(view[start : start + _ENCODE_SLICE_BYTES]).decode("ascii"))
    return "".join(parts)


def _decoded(payload: str) -> bytearray | None:
    """The bytes ``payload`` decodes to, or None when it is not strict Base64.

    The same verdict as ``base64.b64decode(payload, validate=True)``: every slice but the last
    holds whole groups of 4 characters and no padding, so each decodes on its own, and the last
    one takes the trailing padding with it.
    """
    core = len(payload.rstrip("="))
    decoded = bytearray()
    for start in range(0, max(core, 1), _SLICE_CHARS):
        last = start + _SLICE_CHARS >= core
        piece = payload[start:] if last else payload[start : start + _SLICE_CHARS]
        if not last and "=" in piece:
            return None  # padding with more text after it
        try:
            decoded += base64.b64decode(piece, validate=True)
        except (binascii.Error, ValueError):
            return None
    return decoded


def decoded_scan(value: str) -> tuple[str, bytes] | None:
    """A scan's kind (sniffed from its bytes) and its bytes, or None when it is not a JPEG, PNG
    or PDF in strict Base64 (a data URI or the bare Base64 the service also takes)."""
    match = _DATA_URI.match(value)
    decoded = _decoded(match.group("payload") if match else value)
    if decoded is None:
        return None
    mime = sniff_mime(bytes(decoded[:_HEAD_BYTES]))
    return None if mime is None else (mime, bytes(decoded))


def check_id_proof(value: object) -> str | None:
    """None when ``value`` is an acceptable document, else a sentence saying what is wrong.

    A data URI or bare Base64 is accepted; the decoded bytes must be a whole file of an allowed
    type (and of the declared mime, if any). The verdict on a large text is kept (see
    ``_VERDICTS_KEPT``).
    """
    if not isinstance(value, str):
        return ID_PROOF.tr("The document scan must be sent as Base64 text.")
    if len(value) < _REMEMBERED_FROM_CHARS:
        return _verdict(value)
    key = _verdict_key(value)
    with _VERDICTS_LOCK:
        if key in _VERDICTS:
            _VERDICTS.move_to_end(key)
            return _VERDICTS[key]
    verdict = _verdict(value)
    _remember(key, verdict)
    return verdict


def vouch_for_whole(data_uri: str, mime: str) -> None:
    """Remember that ``data_uri`` passes ``check_id_proof``: ``encode_data_uri`` made it, under
    the limit, from bytes of ``mime`` that ``structure_problem`` found whole. The sale's later
    checks of the same text then do not walk its blocks again."""
    if not data_uri.startswith(f"data:{mime};base64,") or len(data_uri) >= ID_PROOF_MAX_CHARS:
        raise ValueError("only a data URI under the limit, of the mime it was checked as")
    if len(data_uri) >= _REMEMBERED_FROM_CHARS:
        _remember(_verdict_key(data_uri), None)


def _verdict_key(value: str) -> tuple[bytes, str]:
    # The sentence's language is part of the key: staff may switch it between two checks.
    return (
        hashlib.sha256(value.encode("utf-8", "surrogatepass")).digest(),
        ID_PROOF.tr("The document scan"),
    )


def _remember(key: tuple[bytes, str], verdict: str | None) -> None:
    with _VERDICTS_LOCK:
        _VERDICTS[key] = verdict
        _VERDICTS.move_to_end(key)
        if len(_VERDICTS) > _VERDICTS_KEPT:
            _VERDICTS.popitem(last=False)


def _verdict(value: str) -> str | None:
    if len(value) >= ID_PROOF_MAX_CHARS:
        return ID_PROOF.tr(
            "The document scan is {size} characters encoded; it must be under {most}. "
            "Use a smaller scan."
        ).format(size=count_text(len(value)), most=count_text(ID_PROOF_MAX_CHARS))
    match = _DATA_URI.match(value)
    declared = match.group("mime") if match else None
    if value.startswith("data:") and match is None:
        return ID_PROOF.tr("The document scan is not a valid Base64 data URI.")
    if declared is not None and declared not in MAGIC_BYTES:
        return ID_PROOF.tr("The document scan must be a JPEG, PNG or PDF file.")
    payload = match.group("payload") if match else value
    decoded = _decoded(payload)
    if decoded is None:
        return ID_PROOF.tr("The document scan is not valid Base64.")
    sniffed = sniff_mime(bytes(decoded[:_HEAD_BYTES]))
    if sniffed is None:
        return ID_PROOF.tr("The document scan is not a JPEG, PNG or PDF file.")
    if declared is not None and declared != sniffed:
        return ID_PROOF.tr("The document scan says {declared} but its content is {found}.").format(
            declared=declared, found=sniffed
        )
    return structure_problem(decoded, sniffed, ID_PROOF.tr("The document scan"))


_PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![A-Za-z])")


def pdf_page_count(data_uri: str) -> int | None:
    """How many pages a PDF data URI holds (its page objects), or None when none can be seen
    (pages packed in compressed object streams, or not a PDF)."""
    head, _, payload = data_uri.partition(",")
    if "application/pdf" not in head:
        return None
    data = _decoded(payload)
    if data is None:
        return None
    return len(_PAGE_OBJECT.findall(data)) or None
