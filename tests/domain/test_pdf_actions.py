"""A PDF whose actions run something when opened or clicked (JavaScript, a program launched, an
embedded file, a form sent or data imported) is refused by the structure rule the app's reader,
the shared ID-document check and the sandbox all apply; an action that only opens a page is not.
"""

from __future__ import annotations

import zlib

import pytest

from app.domain.id_proof import check_id_proof, encode_data_uri
from app.domain.scan_structure import PDF, structure_problem
from tests.domain.samples import _pdf

PAGE = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>"
PAGES = b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>"


def pdf_with(catalogue_extra: bytes, *more: bytes) -> bytes:
    """A one-page PDF, its catalogue with ``catalogue_extra``, objects ``more`` after its page."""
    catalogue = b"<< /Type /Catalog /Pages 2 0 R " + catalogue_extra + b" >>"
    return _pdf([catalogue, PAGES, PAGE, *more])


RUNNING = {
    "javascript": pdf_with(b"/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"),
    "js-by-reference": pdf_with(b"/OpenAction 4 0 R", b"<< /S /JavaScript /JS 5 0 R >>"),
    "launch": pdf_with(b"/AA << /O << /S /Launch /F (calc.exe) >> >>"),
    "embedded-file": pdf_with(
        b"/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>",
        b"<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>",
    ),
    "submit-form": pdf_with(b"/OpenAction << /S /SubmitForm /F (http://x.test/) >>"),
    "import-data": pdf_with(b"/OpenAction << /S /ImportData /F (data.fdf) >>"),
    "name-escaped": pdf_with(b"/OpenAction << /S /Java#53cript /J#53 (app.alert(1)) >>"),
}
HARMLESS = {
    "open-a-page": pdf_with(b"/OpenAction [3 0 R /Fit]"),
    "go-to-action": pdf_with(b"/OpenAction << /S /GoTo /D [3 0 R /Fit] >>"),
    # Bytes of a picture that happen to spell a name: inside a stream, not an action.
    "js-in-image-data": pdf_with(
        b"",
        b"<< /Type /XObject /Subtype /Image /Length 24 >>\nstream\n\x00/JS /Launch /JavaScript\n"
        b"endstream",
    ),
}


def packed_in_object_stream(document: bytes, action: bytes) -> bytes:
    """``document`` with ``action`` (object 4) packed in a compressed object stream."""
    packed = zlib.compress(b"4 0 " + action)
    stream = b"5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n"
    head, _, tail = document.partition(b"xref")
    xref_at = len(head) + len(stream) + len(packed) + len(b"\nendstream endobj\n")
    rebuilt = head + stream + packed + b"\nendstream endobj\nxref" + tail
    return rebuilt.rsplit(b"startxref", 1)[0] + b"startxref\n%d\n%%%%EOF\n" % xref_at


@pytest.mark.parametrize("document", RUNNING.values(), ids=RUNNING.keys())
def test_a_pdf_that_runs_something_is_refused(document: bytes) -> None:
    problem = structure_problem(document, PDF)
    assert problem is not None and "runs something" in problem
    verdict = check_id_proof(encode_data_uri(document, PDF))
    assert verdict is not None and "runs something" in verdict


def test_an_action_packed_in_a_compressed_object_stream_is_refused() -> None:
    document = packed_in_object_stream(pdf_with(b"/OpenAction 4 0 R"), b"<< /S /Launch >>")
    problem = structure_problem(document, PDF)
    assert problem is not None and "runs something" in problem


@pytest.mark.parametrize("document", HARMLESS.values(), ids=HARMLESS.keys())
def test_a_pdf_whose_action_only_opens_a_page_passes(document: bytes) -> None:
    assert structure_problem(document, PDF) is None
    assert check_id_proof(encode_data_uri(document, PDF)) is None
