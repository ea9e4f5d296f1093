"""The PDFs' text layer: each text object marked with the text drawn there, and left as Qt wrote
it when the text objects and the document's text items do not match."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from app import languages
from app.reports.pdf_file import page_contents, pdf_objects, unicode_map
from app.ui.documents import write_pdf
from app.ui.fonts import register_fonts
from app.ui.pdf_text import mark_actual_text
from tests.ui.helpers.pdf_text import pdf_text

HINDI = "<p>दिसंबर क्षण <b>प्रति</b> Island</p>" + "<p>कुल</p>" * 80  # pages of it


def test_every_text_object_of_every_page_carries_its_text(qtbot: QtBot, tmp_path: Path) -> None:
    register_fonts()
    path = write_pdf(HINDI, tmp_path / "two.pdf", "t")
    objects = pdf_objects(path.read_bytes())
    assert len(page_contents(objects)) > 1
    read = pdf_text(path).splitlines()
    assert read[:4] == ["दिसंबर क्षण ", "प्रति", " ", "Island"]
    # A line cut by a page break is drawn, clipped, on both pages: at least each once.
    assert 80 <= read.count("कुल") <= 80 + 2 * (len(page_contents(objects)) - 1)
    # An incremental update: Qt's own objects stay, a second cross-reference section follows.
    assert path.read_bytes().count(b"startxref") == 2


def test_a_pdf_whose_text_does_not_match_the_document_is_left_as_qt_wrote_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    register_fonts()
    path = write_pdf("<p>नकद</p>", tmp_path / "one.pdf", "t")
    written = path.read_bytes()
    other = QTextDocument()
    other.setHtml("<p>नकद</p><p>कुल</p>")
    other.setPageSize(QSizeF(500, 700))
    assert mark_actual_text(path, other) is False
    assert path.read_bytes() == written


def test_both_forms_of_a_tounicode_range_are_read() -> None:
    cmap = (
        b"2 beginbfrange\n<0001> <0002> [<0915> <0916>]\n<0005> <0007> <0041>\nendbfrange\n"
        b"1 beginbfchar\n<0009> <0915094D0937>\nendbfchar\n"
    )
    assert unicode_map(cmap) == {1: "क", 2: "ख", 5: "A", 6: "B", 7: "C", 9: "क्ष"}


# Words whose glyphs reorder or join: Bengali's vowel sign before its consonant (কি), a conjunct
# (ক্ষ), the split vowel (কো); Tamil's vowel signs before the consonant (கொ, கை) and ஸ்ரீ.
SCRIPTS = {
    "bn": "<p>ডিসেম্বর ক্ষণ <b>প্রতি</b> কোলের শিশু</p>",
    "ta": "<p>டிசம்பர் கொள்ளளவு <b>ஸ்ரீ</b> கைக்குழந்தை</p>",
}


@pytest.mark.parametrize("code", SCRIPTS)
def test_bengali_and_tamil_read_back_as_the_words_written(
    qtbot: QtBot, tmp_path: Path, code: str
) -> None:
    register_fonts()
    path = write_pdf(SCRIPTS[code], tmp_path / f"{code}.pdf", "t")
    read = pdf_text(path)
    words = SCRIPTS[code].replace("<p>", "").replace("</p>", "").replace("<b>", "")
    for word in words.replace("</b>", "").split():
        assert word in read, f"{word!r} not in {read!r}"
    # Drawn with the font the app ships for the script, not a fallback's boxes.
    font = languages.language_of(code).fonts[0].split("-")[0].encode()
    assert font in path.read_bytes()


def test_an_english_pdf_with_ligatures_gets_its_text_layer(
    qtbot: QtBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    register_fonts()
    # The Latin font draws "ff" and "fi" as one glyph each, which Qt maps to "ﬀ" and "ﬁ".
    path = write_pdf("<p>Round off</p><p>Tour office</p>", tmp_path / "en.pdf", "t")
    assert "PDF text layer left as Qt wrote it" not in caplog.text
    assert pdf_text(path).splitlines() == ["Round off", "Tour office"]
