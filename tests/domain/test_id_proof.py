"""``id_proof_file``: data URI or bare Base64 of a JPEG, PNG or PDF under 2,000,000 characters."""

from __future__ import annotations

import base64
import binascii

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain import id_proof
from app.domain.id_proof import (
    ALLOWED_MIMES,
    check_id_proof,
    encode_data_uri,
    encoded_length,
    max_bytes_for,
    sniff_mime,
    vouch_for_whole,
)
from app.domain.limits import ID_PROOF_MAX_CHARS
from app.domain.scan_structure import structure_problem
from tests.domain.samples import (
    DOCUMENTS,
    JPEG_BYTES,
    PDF_BYTES,
    PNG_BYTES,
    assert_sentence,
    data_uri_of_length,
    padded,
)
from tests.domain.test_scan_structure import entropy_cuts, pillow_jpeg


def refused(value: object) -> str:
    """The sentence ``check_id_proof`` refuses ``value`` with (fails when it accepts it)."""
    problem = check_id_proof(value)
    assert problem is not None, "accepted"
    assert_sentence(problem)
    return problem


@pytest.mark.parametrize("mime", ALLOWED_MIMES)
def test_each_allowed_file_passes_as_data_uri_and_as_bare_base64(mime: str) -> None:
    document = DOCUMENTS[mime]
    uri = encode_data_uri(document)
    assert uri.startswith(f"data:{mime};base64,")
    assert check_id_proof(uri) is None
    assert check_id_proof(base64.b64encode(document).decode()) is None


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("data:image/gif;base64," + base64.b64encode(b"GIF89a....").decode(), "JPEG, PNG or PDF"),
        ("data:image/png;base64," + base64.b64encode(JPEG_BYTES).decode(), "says image/png"),
        ("data:application/pdf;base64," + base64.b64encode(PNG_BYTES).decode(), "its content"),
        (base64.b64encode(b"just some text, not a scan").decode(), "not a JPEG"),
        ("data:image/png;base64,", "not a JPEG"),
        ("data:image/png;base64,@@@@", "not valid Base64"),
        ("data:image/png;base64," + base64.b64encode(PNG_BYTES).decode()[:-1], "not valid Base64"),
        ("data:image/png;base64,\n" + base64.b64encode(PNG_BYTES).decode(), "not valid Base64"),
        ("iVBORw0KGgo", "not valid Base64"),
        ("data:image/png," + base64.b64encode(PNG_BYTES).decode(), "not a valid Base64 data URI"),
        ("data:IMAGE/PNG;base64," + base64.b64encode(PNG_BYTES).decode(), "data URI"),
        (12345, "Base64 text"),
        (None, "Base64 text"),
    ],
    ids=[
        "gif",
        "png-declared-jpeg-content",
        "pdf-declared-png-content",
        "bare-not-a-document",
        "empty-payload",
        "bad-characters",
        "bad-padding",
        "line-break",
        "bare-bad-padding",
        "no-base64-marker",
        "upper-case-mime",
        "number",
        "none",
    ],
)
def test_refusals_say_what_is_wrong(value: object, words: str) -> None:
    assert words in refused(value)


class TestLength:
    """The whole string must be shorter than 2,000,000 characters."""

    def test_1_999_999_characters_pass(self) -> None:
        uri = data_uri_of_length("image/jpeg", ID_PROOF_MAX_CHARS - 1)
        assert check_id_proof(uri) is None

    def test_2_000_000_characters_fail(self) -> None:
        uri = data_uri_of_length("application/pdf", ID_PROOF_MAX_CHARS)
        assert "20,00,000" in refused(uri)

    def test_bare_base64_is_measured_too(self) -> None:
        bare = base64.b64encode(padded("image/png", (ID_PROOF_MAX_CHARS // 4) * 3)).decode()
        assert len(bare) == ID_PROOF_MAX_CHARS
        refused(bare)
        assert check_id_proof(bare[:-4]) is None

    @pytest.mark.parametrize("mime", ALLOWED_MIMES)
    def test_max_bytes_for_is_the_largest_file_that_fits(self, mime: str) -> None:
        largest = max_bytes_for(mime)
        assert encoded_length(largest, mime) < ID_PROOF_MAX_CHARS
        assert encoded_length(largest + 1, mime) >= ID_PROOF_MAX_CHARS
        assert check_id_proof(encode_data_uri(padded(mime, largest))) is None
        refused(encode_data_uri(padded(mime, largest + 1)))


def test_encoder_sniffs_and_refuses_mismatch_or_unknown() -> None:
    assert encode_data_uri(PDF_BYTES, "application/pdf").startswith("data:application/pdf;")
    with pytest.raises(ValueError, match="not a image/png"):
        encode_data_uri(JPEG_BYTES, "image/png")
    with pytest.raises(ValueError, match="not a JPEG, PNG or PDF"):
        encode_data_uri(b"GIF89a")


@pytest.mark.parametrize("mime", ALLOWED_MIMES)
def test_a_file_cut_short_is_refused_though_its_first_bytes_are_right(mime: str) -> None:
    document = DOCUMENTS[mime]
    assert refused(encode_data_uri(document[: len(document) // 2])) == (
        "The document scan is cut short. Scan it again."
    )


def test_a_45_byte_pdf_stub_is_refused() -> None:
    stub = b"%PDF-1.4\n" + b"0" * 36
    assert len(stub) == 45
    assert "cut short" in refused(encode_data_uri(stub))


@pytest.mark.parametrize("mime", ALLOWED_MIMES)
def test_sniff_needs_the_whole_magic(mime: str) -> None:
    assert sniff_mime(DOCUMENTS[mime]) == mime
    assert sniff_mime(DOCUMENTS[mime][:2]) is None


@settings(max_examples=60, deadline=None)
@given(
    mime=st.sampled_from(ALLOWED_MIMES),
    tail=st.lists(st.sampled_from([b"\x00", b" ", b"\r", b"\n", b"\t"]), max_size=2048).map(
        b"".join
    ),
)
def test_round_trip(mime: str, tail: bytes) -> None:
    data = DOCUMENTS[mime] + tail  # filler after a file's end is skipped by its readers
    uri = encode_data_uri(data)
    assert len(uri) == encoded_length(len(data), mime)
    prefix, payload = uri.split(",", 1)
    assert prefix == f"data:{mime};base64"
    assert base64.b64decode(payload, validate=True) == data
    assert check_id_proof(uri) is None


@settings(max_examples=12, deadline=None)
@given(
    mime=st.sampled_from(ALLOWED_MIMES),
    extra=st.integers(min_value=-30_000, max_value=30_000),
)
def test_accepted_exactly_when_shorter_than_the_limit(mime: str, extra: int) -> None:
    uri = encode_data_uri(padded(mime, max_bytes_for(mime) + extra))
    assert (check_id_proof(uri) is None) is (len(uri) < ID_PROOF_MAX_CHARS)


def strict_decode(payload: str) -> bytes | None:
    """What ``b64decode(validate=True)`` makes of ``payload``, or None."""
    try:
        return base64.b64decode(payload, validate=True)
    except (binascii.Error, ValueError):
        return None


BASE64_TEXT = st.one_of(
    st.binary(max_size=40).map(lambda data: base64.b64encode(data).decode()),
    st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz0189+/=é \n-_", max_size=40),
)


@given(
    text=BASE64_TEXT,
    cut=st.integers(min_value=0, max_value=40),
    insert=st.sampled_from(["", "=", "==", "A", "=A", "é", " "]),
    slice_chars=st.sampled_from([4, 8, 12]),
)
@settings(max_examples=400)
def test_base64_checked_in_slices_gets_the_verdict_of_one_strict_decode(
    text: str, cut: int, insert: str, slice_chars: int
) -> None:
    payload = text[:cut] + insert + text[cut:]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(id_proof, "_SLICE_CHARS", slice_chars)  # many slices, even in a short text
        assert id_proof._decoded(payload) == strict_decode(payload)


@pytest.mark.parametrize("extra", [-1, 0, 1, 2])
def test_encoding_in_slices_gives_the_text_of_one_encode(extra: int) -> None:
    data = padded("image/png", 3 * id_proof._ENCODE_SLICE_BYTES + extra)
    expected = "data:image/png;base64," + base64.b64encode(data).decode()
    assert encode_data_uri(data) == expected
    assert encode_data_uri(bytearray(data)) == expected


def test_a_full_size_scan_is_checked_in_slices() -> None:
    scan = encode_data_uri(padded("image/jpeg", max_bytes_for("image/jpeg")))
    assert len(scan) > 10 * id_proof._SLICE_CHARS
    assert check_id_proof(scan) is None
    broken = scan[:-5000] + "*" + scan[-4999:]
    assert refused(broken) == "The document scan is not valid Base64."


def test_the_verdict_on_a_large_scan_is_kept_and_each_text_gets_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    walked: list[int] = []

    def counted(data: bytes | bytearray | memoryview, mime: str, subject: str) -> str | None:
        walked.append(len(data))
        return structure_problem(data, mime, subject)

    monkeypatch.setattr(id_proof, "structure_problem", counted)
    whole = pillow_jpeg("RGB", size=(400, 300))
    cuts = entropy_cuts(whole)
    mended = whole[: cuts.stop - 1] + b"\xff\xd9"
    assert len(encode_data_uri(whole)) >= 64 * 1024
    for _ in range(3):  # as a sale re-checks its scans: each edit, the review, the client
        assert check_id_proof(encode_data_uri(whole)) is None
        assert check_id_proof(encode_data_uri(mended)) == (
            "The document scan is cut short. Scan it again."
        )
    assert walked == [len(whole), len(mended)]


def test_a_scan_the_reader_found_whole_is_not_walked_again_by_the_sale(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    walked: list[int] = []

    def counted(data: bytes | bytearray | memoryview, mime: str, subject: str) -> str | None:
        walked.append(len(data))
        return structure_problem(data, mime, subject)

    monkeypatch.setattr(id_proof, "structure_problem", counted)
    whole = pillow_jpeg("RGB", size=(420, 310))
    data_uri = encode_data_uri(whole)
    assert len(data_uri) >= 64 * 1024
    vouch_for_whole(data_uri, "image/jpeg")
    assert check_id_proof(data_uri) is None
    assert walked == []
    # Only the text vouched for: another scan is walked as before.
    other = encode_data_uri(pillow_jpeg("RGB", size=(421, 310)))
    assert check_id_proof(other) is None and len(walked) == 1


@pytest.mark.parametrize(
    ("mime", "chars"), [("image/png", 100_000), ("image/jpeg", ID_PROOF_MAX_CHARS)]
)
def test_only_a_data_uri_of_its_mime_under_the_limit_is_vouched_for(mime: str, chars: int) -> None:
    text = "data:image/jpeg;base64," + "A" * (chars - len("data:image/jpeg;base64,"))
    with pytest.raises(ValueError, match="under the limit"):
        vouch_for_whole(text, mime)
    assert check_id_proof(text) is not None
