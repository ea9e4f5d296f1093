"""A scan with another file appended after its end (PDF+ZIP, JPEG+ZIP+HTML, PNG+EXE): refused by
the structure rule the sandbox and the shared ID-document check apply, where nothing rewrites it.
Filler after the end (zeros, spaces, line ends, as scanners pad) is still allowed."""

from __future__ import annotations

import pytest

from app.domain.id_proof import check_id_proof, encode_data_uri
from app.domain.scan_structure import JPEG, PDF, PNG, structure_problem
from tests.domain.samples import DOCUMENTS, JPEG_BYTES, PDF_BYTES, PNG_BYTES, padded

ZIP = b"PK\x03\x04\x14\x00\x00\x00\x08\x00payload.exe" + bytes(20) + b"PK\x05\x06" + bytes(18)
HTML = b"<html><script>alert(1)</script></html>"
EXE = b"MZ\x90\x00\x03\x00\x00\x00" + b"\x00" * 56 + b"PE\x00\x00"
# A phone's motion photo: the still JPEG, then the MP4 video after its end.
MOTION_VIDEO = b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom" + b"\x11" * 64
APPENDED = {
    "pdf+zip": (PDF_BYTES + ZIP, PDF),
    "jpeg+zip+html": (JPEG_BYTES + ZIP + HTML, JPEG),
    "png+exe": (PNG_BYTES + EXE, PNG),
    "jpeg+motion-video": (JPEG_BYTES + MOTION_VIDEO, JPEG),
}


@pytest.mark.parametrize(("document", "mime"), APPENDED.values(), ids=APPENDED.keys())
def test_a_file_with_another_appended_is_refused_where_nothing_rewrites_it(
    document: bytes, mime: str
) -> None:
    problem = structure_problem(document, mime)
    assert problem is not None and "after its end" in problem
    verdict = check_id_proof(encode_data_uri(document, mime))
    assert verdict is not None and "after its end" in verdict


@pytest.mark.parametrize("mime", [JPEG, PNG, PDF])
@pytest.mark.parametrize("filler", [b"\x00" * 4096, b"\r\n", b" \n\t"])
def test_filler_after_the_end_is_allowed(mime: str, filler: bytes) -> None:
    assert structure_problem(DOCUMENTS[mime] + filler, mime) is None
    assert structure_problem(padded(mime, len(DOCUMENTS[mime]) + 100_000), mime) is None
