"""The text of a PDF written by Qt, read back as a PDF reader reads it, standard library only.

A reader takes a text object's letters from the ``/ActualText`` of the marked-content sequence
around it when there is one (PDF 1.7, 14.9.4), else from each glyph through its font's
``ToUnicode`` map ("?" for a glyph the map lacks). Content streams show text with ``<hex> Tj``
after ``/Fn size Tf``. (QtPdf, which could render the page, is not in PySide6-Essentials.)
"""

from __future__ import annotations

import re
from pathlib import Path

from app.reports.pdf_file import font_maps, page_contents, pdf_objects

_SHOW = re.compile(
    rb"/Span << /ActualText <([0-9A-Fa-f]*)> >> BDC|(EMC)|/(F\d+) [\d.]+ Tf"
    rb"|<([0-9A-Fa-f]+)> Tj|(ET)"
)


def pdf_text(path: Path) -> str:
    """Every piece of text the PDF's pages show, one line per text object."""
    objects = pdf_objects(path.read_bytes())
    maps = font_maps(objects)
    lines: list[str] = []
    for number in page_contents(objects):
        stream = objects[number][1] or b""
        font: dict[int, str] = {}
        line = ""
        spans: list[str] = []  # the actual text of each marked-content sequence open
        for match in _SHOW.finditer(stream):
            if match.group(1) is not None:
                spans.append(bytes.fromhex(match.group(1).decode()).decode("utf-16"))
            elif match.group(2) and spans:
                text = spans.pop()
                if text and not spans:
                    lines.append(text)
            elif match.group(3):
                font = maps.get(match.group(3), {})
            elif match.group(4):
                if spans:
                    continue
                codes = bytes.fromhex(match.group(4).decode())
                line += "".join(
                    font.get(int.from_bytes(codes[i : i + 2], "big"), "?")
                    for i in range(0, len(codes), 2)
                )
            elif match.group(5):
                if line and not spans:
                    lines.append(line)
                line = ""
    # Qt's maps give the space glyph U+0009; a reader sees a space.
    return "\n".join(lines).replace("\t", " ")
