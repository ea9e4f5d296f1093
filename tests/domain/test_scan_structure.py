"""A scan's structure: whole JPEG, PNG and PDF files pass; cut or damaged ones say why."""

from __future__ import annotations

import io
import itertools
import random
import re
import struct
import zlib
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from app.domain import scan_structure
from app.domain.jpeg_entropy import (
    STANDARD_TABLES,
    Lookup,
    block_lookup,
    huffman_lookup,
    plain_mcu,
)
from app.domain.scan_structure import JPEG, PDF, PNG, structure_problem
from tests.domain.samples import DOCUMENTS, JPEG_BYTES, PDF_BYTES, PNG_BYTES, padded

CUT = "The file is cut short. Scan it again."


@pytest.mark.parametrize("mime", [JPEG, PNG, PDF])
def test_whole_files_pass_with_or_without_bytes_after_their_end(mime: str) -> None:
    document = DOCUMENTS[mime]
    assert structure_problem(document, mime) is None
    assert structure_problem(memoryview(document), mime) is None  # as the app checks Qt's bytes
    assert structure_problem(padded(mime, len(document) + 100_000), mime) is None


@pytest.mark.parametrize("mime", [JPEG, PNG, PDF])
@pytest.mark.parametrize("keep", [0.5, 0.9])
def test_every_cut_is_cut_short(mime: str, keep: float) -> None:
    document = DOCUMENTS[mime]
    cut = document[: int(len(document) * keep)]
    assert structure_problem(cut, mime) == CUT
    assert structure_problem(memoryview(cut), mime) == CUT


@settings(max_examples=80, deadline=None)
@given(mime=st.sampled_from([JPEG, PNG, PDF]), data=st.data())
def test_no_cut_of_a_file_passes(mime: str, data: st.DataObject) -> None:
    document = DOCUMENTS[mime]
    # A PDF's last 6 bytes are "%%EOF\n": a cut of the line break alone leaves a whole file.
    whole_from = len(document) - (1 if mime == PDF else 0)
    cut = data.draw(st.integers(min_value=len(document) // 4, max_value=whole_from - 1))
    assert structure_problem(document[:cut], mime) is not None


def test_a_45_byte_pdf_stub_is_cut_short() -> None:
    assert structure_problem(b"%PDF-1.4\n" + b"0" * 36, PDF) == CUT


def test_a_pdf_without_cross_reference_is_damaged() -> None:
    stub = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
    assert structure_problem(stub, PDF) == (
        "The file is damaged (it has no cross-reference). Scan it again."
    )


def test_a_pdf_whose_startxref_points_elsewhere_is_damaged() -> None:
    moved = PDF_BYTES.replace(b"startxref\n184", b"startxref\n100")
    assert "not where it says" in str(structure_problem(moved, PDF))


def test_a_pdf_with_a_cross_reference_stream_passes() -> None:
    head = b"%PDF-1.5\n1 0 obj << /Type /Catalog >> endobj\n3 0 obj << /Type /Page >> endobj\n"
    xref = b"2 0 obj << /Type /XRef /Size 3 /W [1 2 1] /Length 0 >> stream\nendstream endobj\n"
    document = head + xref + b"startxref\n%d\n%%%%EOF\n" % len(head)
    assert structure_problem(document, PDF) is None


def test_a_png_chunk_with_a_wrong_checksum_is_damaged() -> None:
    broken = bytearray(PNG_BYTES)
    broken[44] ^= 0xFF  # inside the IDAT chunk's data
    assert structure_problem(bytes(broken), PNG) == (
        "The file is damaged (its IDAT chunk fails its checksum). Scan it again."
    )


def test_a_png_without_iend_is_cut_short() -> None:
    without_end = PNG_BYTES[: PNG_BYTES.index(b"IEND") - 4]
    extra = struct.pack(">I", 0) + b"tEXt" + struct.pack(">I", zlib.crc32(b"tEXt"))
    assert structure_problem(without_end + extra, PNG) == CUT


def test_a_jpeg_without_a_frame_is_damaged() -> None:
    sos = JPEG_BYTES.index(b"\xff\xda")
    sof = JPEG_BYTES.index(b"\xff\xc0")
    length = struct.unpack_from(">H", JPEG_BYTES, sof + 2)[0]
    no_frame = JPEG_BYTES[:sof] + JPEG_BYTES[sof + 2 + length : sos] + JPEG_BYTES[sos:]
    assert structure_problem(no_frame, JPEG) == (
        "The file is damaged (it has no image frame). Scan it again."
    )


def test_a_subject_names_the_file() -> None:
    assert structure_problem(JPEG_BYTES[:100], JPEG, "passport.jpg") == (
        "passport.jpg is cut short. Scan it again."
    )


@settings(max_examples=200, deadline=None)
@given(
    data=st.binary(max_size=64),
    needle=st.sampled_from([b"\xff\xd9", b"%%EOF"]),
    start=st.integers(min_value=0, max_value=64),
    window=st.integers(min_value=5, max_value=9),
)
def test_searching_in_windows_finds_what_one_rfind_finds(
    data: bytes, needle: bytes, start: int, window: int
) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(scan_structure, "WINDOW", window)
        assert scan_structure._rfind(data, needle, start) == data.rfind(needle, start)
        end = min(len(data), start + 20)
        assert scan_structure._find(memoryview(data), needle, start, end) == data.find(
            needle, start, end
        )


# Two PDFs that are whole in every other way but have no page (49 and 69 bytes).
PAGELESS_PDFS = [
    b"%PDF-1.4\nxref\n0 0\ntrailer<<>>\nstartxref\n9\n%%EOF\n\n",
    b"%PDF-1.4\n1 0 obj<</Type/Catalog>>endobjxref\ntrailerstartxref\n39\n%%EOF",
]


@pytest.mark.parametrize("document", PAGELESS_PDFS, ids=[f"{len(d)} bytes" for d in PAGELESS_PDFS])
def test_a_pdf_without_a_page_is_refused(document: bytes) -> None:
    assert len(document) in (49, 69)
    assert structure_problem(document, PDF) == "The file is a PDF without a page. Scan it again."


def test_a_pdf_whose_page_is_in_a_compressed_object_stream_passes() -> None:
    packed = zlib.compress(b"3 0 << /Type /Page /Parent 2 0 R >>")
    document = PDF_BYTES.replace(b"/Type /Page ", b"/Kind /Leaf ")
    assert structure_problem(document, PDF) == "The file is a PDF without a page. Scan it again."
    stream = b"4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n"
    head, _, tail = document.partition(b"xref")
    xref_at = len(head) + len(stream) + len(packed) + len(b"\nendstream endobj\n")
    rebuilt = head + stream + packed + b"\nendstream endobj\nxref" + tail
    rebuilt = rebuilt.rsplit(b"startxref", 1)[0] + b"startxref\n%d\n%%%%EOF\n" % xref_at
    assert structure_problem(rebuilt, PDF) is None


def jpeg_claiming(width: int, height: int) -> bytes:
    """The sample JPEG with its frame header saying ``width`` x ``height`` pixels."""
    sof = JPEG_BYTES.index(b"\xff\xc0")
    return JPEG_BYTES[: sof + 5] + struct.pack(">HH", height, width) + JPEG_BYTES[sof + 9 :]


def png_claiming(width: int, height: int) -> bytes:
    """The sample PNG with its header saying ``width`` x ``height`` pixels (checksum fixed)."""
    ihdr = b"IHDR" + struct.pack(">II", width, height) + PNG_BYTES[24:29]
    return PNG_BYTES[:12] + ihdr + struct.pack(">I", zlib.crc32(ihdr)) + PNG_BYTES[33:]


def png_bomb(width: int, height: int, depth: int = 16, colour: int = 6) -> bytes:
    """A small PNG whose header says ``width`` x ``height`` pixels of ``depth``-bit samples of
    colour type ``colour`` (6: RGBA), its checksum fixed: what a decoder would have to make."""
    ihdr = b"IHDR" + struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0)
    return PNG_BYTES[:12] + ihdr + struct.pack(">I", zlib.crc32(ihdr)) + PNG_BYTES[33:]


def test_a_png_that_would_decode_past_the_limit_is_refused_by_its_decoded_size() -> None:
    # 30,000 x 30,000 RGBA at 16 bits: 900 million pixels (under the pixel limit), 7.2 GB to
    # decode, in a file of a few hundred bytes.
    bomb = png_bomb(30_000, 30_000)
    assert len(bomb) < 1_000
    assert structure_problem(bomb, PNG) == (
        "The file would take 7,200 MB to open (30,000 × 30,000 pixels); at most 200 MB can be "
        "opened. Scan it again at 300 dpi."
    )
    # An A4 page at 300 dpi in 8-bit RGB (35 MB once decoded) passes its header check.
    assert structure_problem(png_bomb(2_480, 3_508, 8, 2), PNG) is None


def test_the_decoded_size_limit_is_exact() -> None:
    side = 10_000
    most = scan_structure.PNG_DECODED_BYTES_MAX // (side * 4)
    assert structure_problem(png_bomb(side, most, 8, 6), PNG) is None
    assert "MB can be opened" in (structure_problem(png_bomb(side, most + 1, 8, 6), PNG) or "")
    # Gray or palette pixels still take 4 bytes each once decoded (RGBA, as Qt and Pillow make).
    assert "MB can be opened" in (structure_problem(png_bomb(side, most + 1, 8, 0), PNG) or "")


def test_a_small_jpeg_claiming_65000_pixels_square_is_refused_from_its_header() -> None:
    bomb = jpeg_claiming(65000, 65000)
    assert len(bomb) < 1400
    assert structure_problem(bomb, JPEG) == (
        "The file says it is 65,000 × 65,000 pixels; at most 1,000 million pixels can be read. "
        "Scan it again at 300 dpi."
    )


@pytest.mark.parametrize(
    ("claim", "make", "at_limit"),
    # The JPEG's header passes at the limit, and then its data is found to hold 1 block of
    # the 15 million its frame needs.
    [(JPEG, jpeg_claiming, CUT)],
)
def test_the_pixel_limit_is_exact(
    claim: str, make: Callable[[int, int], bytes], at_limit: str | None
) -> None:
    side = 20_000
    most = scan_structure.IMAGE_PIXELS_MAX // side
    assert structure_problem(make(side, most), claim) == at_limit
    assert "million pixels can be read" in (structure_problem(make(side, most + 1), claim) or "")


def pillow_jpeg(mode: str = "RGB", size: tuple[int, int] = (45, 37), **options: Any) -> bytes:
    """A JPEG of noise written by Pillow's encoder (libjpeg), ``options`` as Pillow takes them.

    45 x 37 pixels: the last MCU of a row and of a column is only partly in the picture.
    """
    width, height = size
    pixels = random.Random(29).randbytes(width * height * len(mode))
    out = io.BytesIO()
    Image.frombytes(mode, size, pixels).save(out, "JPEG", **options)
    return out.getvalue()


def entropy_cuts(document: bytes) -> range:
    """Every length of ``document`` that ends inside its last scan's entropy-coded data."""
    sos = document.rindex(b"\xff\xda")
    (length,) = struct.unpack_from(">H", document, sos + 2)
    return range(sos + 2 + length, document.rindex(b"\xff\xd9"))


SEQUENTIAL = {
    "4:2:0": ("RGB", {"subsampling": 2}),
    "4:2:2": ("RGB", {"subsampling": 1}),
    "4:4:4": ("RGB", {"subsampling": 0}),
    "greyscale": ("L", {}),
    "optimised tables": ("RGB", {"optimize": True}),
    "restart every 3 MCUs": ("RGB", {"restart_marker_blocks": 3}),
    "restart every MCU row, greyscale": ("L", {"restart_marker_rows": 1}),
}


def page_jpeg(mode: str, **options: Any) -> bytes:
    """A page as a flatbed scans it: white, a photo of noise in its middle. Most of its MCUs are
    plain (each block a DC difference of 0, then the end of block), which the walk passes an
    MCU at a time; the photo's are walked block by block."""
    white = 255 if mode == "L" else (255, 255, 255)
    page = Image.new(mode, (160, 120), white)
    width, height = 40, 24
    pixels = random.Random(7).randbytes(width * height * len(mode))
    page.paste(Image.frombytes(mode, (width, height), pixels), (56, 48))
    out = io.BytesIO()
    page.save(out, "JPEG", **options)
    return out.getvalue()


# Noise (every block walked one by one) and a page whose margins are plain MCUs (passed whole).
PICTURES = {"noise": pillow_jpeg, "page with plain margins": page_jpeg}


@pytest.mark.parametrize("picture", PICTURES.values(), ids=PICTURES.keys())
@pytest.mark.parametrize(("mode", "options"), SEQUENTIAL.values(), ids=SEQUENTIAL.keys())
def test_every_cut_of_a_jpeg_scan_with_its_end_marker_put_back_is_cut_short(
    picture: Callable[..., bytes], mode: str, options: dict[str, Any]
) -> None:
    document = picture(mode, **options)
    assert structure_problem(document, JPEG) is None
    assert structure_problem(document + b"\x00" * 1000, JPEG) is None
    cuts = entropy_cuts(document)
    assert len(cuts) > 500
    for cut in cuts:
        mended = document[:cut] + b"\xff\xd9"
        assert structure_problem(mended, JPEG) == CUT, cut
        assert structure_problem(memoryview(mended), JPEG) == CUT, cut


def standard_pair(dc: int, ac: int) -> tuple[Lookup, Lookup]:
    """The look-ups of one of the standard's DC tables and one of its AC tables."""
    dc_lookup = huffman_lookup(*STANDARD_TABLES[dc], True, False)
    ac_lookup = huffman_lookup(*STANDARD_TABLES[ac], False, False)
    assert dc_lookup is not None and ac_lookup is not None
    return dc_lookup, ac_lookup


def test_a_plain_mcu_is_its_blocks_codes_in_turn() -> None:
    luminance, chrominance = standard_pair(0x00, 0x10), standard_pair(0x01, 0x11)
    # 4:2:0: four luminance blocks ("00", then "1010") and two chrominance ones ("00", "00").
    mcu = [luminance] * 4 + [chrominance] * 2
    assert plain_mcu(mcu) == (0b001010_001010_001010_001010_0000_0000, 32)
    # Past 32 bits (4:2:0 and one more block) the walk reads it block by block.
    assert plain_mcu([*mcu, chrominance]) is None


def test_a_bad_code_in_a_plain_margin_is_damaged() -> None:
    document = page_jpeg("L")
    start = entropy_cuts(document).start
    # Inside the first MCU row, all margin: sixteen one bits are no code of libjpeg's tables.
    garbled = document[: start + 2] + b"\xff\x00\xff\x00" + document[start + 6 :]
    assert structure_problem(garbled, JPEG) == (
        "The file is damaged (its image data is not valid). Scan it again."
    )


def test_a_restart_interval_short_of_its_blocks_is_cut_short() -> None:
    document = pillow_jpeg("L", restart_marker_rows=1)
    first = document.index(b"\xff\xd0")
    second = document.index(b"\xff\xd1")
    # The second interval loses its last bytes; every marker and the end are still there.
    shortened = document[: second - 4] + document[second:]
    assert first < second - 4
    assert structure_problem(shortened, JPEG) == CUT


def test_a_jpeg_missing_its_last_restart_intervals_is_cut_short() -> None:
    document = pillow_jpeg("RGB", restart_marker_blocks=3)
    last = document.rindex(b"\xff\xd0")
    assert structure_problem(document[:last] + b"\xff\xd9", JPEG) == CUT


def test_entropy_data_that_is_no_huffman_code_is_damaged() -> None:
    document = pillow_jpeg("L")
    start = entropy_cuts(document).start
    # Sixteen one bits are no code of libjpeg's tables (stuffed, as 0xFF is in entropy data).
    garbled = document[:start] + b"\xff\x00\xff\x00" + document[start + 4 :]
    assert structure_problem(garbled, JPEG) == (
        "The file is damaged (its image data is not valid). Scan it again."
    )


PROGRESSIVE = {
    "colour": ("RGB", {}),
    "greyscale": ("L", {}),
    "4:4:4, restart every 2 MCU rows": ("RGB", {"subsampling": 0, "restart_marker_rows": 2}),
}


@pytest.mark.parametrize(("mode", "options"), PROGRESSIVE.values(), ids=PROGRESSIVE.keys())
def test_every_cut_of_every_scan_of_a_progressive_jpeg_is_cut_short(
    mode: str, options: dict[str, Any]
) -> None:
    document = pillow_jpeg(mode, progressive=True, **options)
    assert structure_problem(document, JPEG) is None
    scans = [found.start() for found in re.finditer(b"\xff\xda", document)]
    assert len(scans) >= 6
    # Its DC scans, first AC scans and AC refinements (the last, a fifth to two fifths of a
    # file) are all walked block by block.
    for scan, after in itertools.pairwise([*scans, document.rindex(b"\xff\xd9")]):
        data = scan + 2 + struct.unpack_from(">H", document, scan + 2)[0]
        for cut in range(data, after):
            assert structure_problem(document[:cut] + b"\xff\xd9", JPEG) == CUT, cut


def test_a_smooth_progressive_jpeg_with_long_runs_of_empty_bands_passes_whole_only() -> None:
    # A gradient: most blocks' AC bands are empty, told by end-of-band runs over many blocks.
    out = io.BytesIO()
    smooth = Image.linear_gradient("L").resize((640, 480)).convert("RGB")
    smooth.save(out, "JPEG", progressive=True, quality=95)
    document = out.getvalue()
    assert structure_problem(document, JPEG) is None
    last = document.rindex(b"\xff\xda")
    for cut in range(last + 20, len(document) - 2, (len(document) - last) // 40):
        assert structure_problem(document[:cut] + b"\xff\xd9", JPEG) == CUT, cut


def test_a_scan_naming_a_component_the_frame_lacks_is_damaged() -> None:
    document = pillow_jpeg("L")
    sos = document.index(b"\xff\xda")
    renamed = document[: sos + 5] + b"\x09" + document[sos + 6 :]
    assert structure_problem(renamed, JPEG) == (
        "The file is damaged (its scans do not fit its image frame). Scan it again."
    )


def without_huffman_tables(document: bytes) -> bytes:
    """``document`` with its DHT segments taken out, as a motion-JPEG frame is saved."""
    kept = bytearray(document[:2])
    position = 2
    while True:
        marker = document[position + 1]
        (length,) = struct.unpack_from(">H", document, position + 2)
        if marker != 0xC4:
            kept += document[position : position + 2 + length]
        if marker == 0xDA:
            return bytes(kept + document[position + 2 + length :])
        position += 2 + length


def test_a_jpeg_without_huffman_tables_is_walked_with_the_standards() -> None:
    document = without_huffman_tables(pillow_jpeg("RGB"))
    assert b"\xff\xc4" not in document
    Image.open(io.BytesIO(document)).load()  # libjpeg decodes it with the standard's tables
    assert structure_problem(document, JPEG) is None
    for cut in entropy_cuts(document):
        assert structure_problem(document[:cut] + b"\xff\xd9", JPEG) == CUT, cut


def test_a_scan_of_more_than_ten_blocks_an_mcu_is_damaged() -> None:
    document = pillow_jpeg("RGB", subsampling=0)
    sof = document.index(b"\xff\xc0")
    # Luminance sampled 4 x 4: 16 blocks an MCU with the other two, past the standard's 10.
    resampled = document[: sof + 11] + b"\x44" + document[sof + 12 :]
    assert structure_problem(resampled, JPEG) == (
        "The file is damaged (its image data is not valid). Scan it again."
    )


def test_the_tables_prepared_ahead_are_those_a_scan_is_walked_with() -> None:
    """What the app and the sandbox build ahead of the first scan (the standard's tables, which
    libjpeg codes with unless told to optimise them) leaves that scan's walk nothing to build."""
    scan_structure.prepare_standard_tables()
    built = (huffman_lookup.cache_info().misses, block_lookup.cache_info().misses)
    assert structure_problem(pillow_jpeg(size=(64, 48)), JPEG) is None
    assert (huffman_lookup.cache_info().misses, block_lookup.cache_info().misses) == built
    # Optimised tables are the file's own: built for its walk, and walked as well.
    assert structure_problem(pillow_jpeg(size=(64, 48), optimize=True), JPEG) is None
    assert huffman_lookup.cache_info().misses > built[0]
