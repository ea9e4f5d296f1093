"""Documents as rows of fixed-width text, for receipt printers (ESC/POS) and plain text."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from html import escape

from app.domain.environment import DOMAIN_ENVIRONMENT, TRAINING_MARK
from app.figures import amount_text as amount_text  # grouped on paper as on screen
from app.i18n import Catalogue
from app.reports.ink import Ink

COLUMNS = Catalogue("COLUMNS")

# Letters of the Indian scripts (Devanagari first), which no receipt printer's code page has: a
# document holding any is printed as a picture, and its rows are not of fixed-width letters.
INDIAN_SCRIPTS = re.compile("[\u0900-\u0dff\ua8e0-\ua8ff]")

# Characters per line of the printers' standard font (12 x 24 dots) on each roll.
COLUMNS_80MM = 48
COLUMNS_58MM = 32
DOTS_80MM = 576
DOTS_58MM = 384


class Paper(StrEnum):
    """The paper a document is laid out for: a receipt roll or a sheet."""

    ROLL_80 = "80 mm roll"
    ROLL_58 = "58 mm roll"
    A4 = "A4"
    A5 = "A5"

    @property
    def columns(self) -> int:
        """Characters per line on a roll; a sheet's text is laid out as on the wider roll."""
        return COLUMNS_58MM if self is Paper.ROLL_58 else COLUMNS_80MM

    @property
    def is_roll(self) -> bool:
        """True for receipt rolls (printed as columns of text)."""
        return self in (Paper.ROLL_80, Paper.ROLL_58)

    @property
    def qr_scale(self) -> int:
        """Pixels per QR module in the picture of the code: fewer on the narrow roll and A5."""
        return 3 if self in (Paper.ROLL_58, Paper.A5) else 4

    @property
    def width_px(self) -> int:
        """The printable width in the layout's pixels (96 dpi): a roll's dots at 8 per mm, a
        sheet's text between its margins."""
        width_mm = {
            Paper.ROLL_80: DOTS_80MM / 8,
            Paper.ROLL_58: DOTS_58MM / 8,
            Paper.A4: 180.0,
            Paper.A5: 128.0,
        }[self]
        return int(width_mm / 25.4 * 96)

    @property
    def columns_font_pt(self) -> float:
        """The size of the fixed-width font that rows of ``columns`` are printed in.

        Its letters are 0.6 em wide: at 7 pt, 48 columns fill the 72 mm printed on an 80 mm roll
        and 32 columns the 48 mm of a 58 mm roll, as the printers' own font does.
        """
        return 7.0 if self.is_roll else 10.0


@dataclass(frozen=True, slots=True)
class PrintRow:
    """One printed line: its text (at most the roll's columns) and how it is emphasised.

    A ``qr`` row prints its text as a QR code instead of as letters; a ``warning`` row (the
    training mark) is coloured where colour exists; ``value`` is the flush-right part of a
    label-and-value row (already in ``text``, padded).
    """

    text: str
    bold: bool = False
    centred: bool = False
    qr: bool = False
    warning: bool = False
    value: str = ""


def wrapped(
    text: str, columns: int, *, bold: bool = False, centred: bool = False, warning: bool = False
) -> list[PrintRow]:
    """``text`` broken at spaces into rows no wider than ``columns`` (long words are split)."""
    return [
        PrintRow(line, bold=bold, centred=centred, warning=warning)
        for line in textwrap.wrap(text, columns, break_on_hyphens=False) or [""]
    ]


def training_mark() -> str:
    """The training mark in the document's language."""
    return DOMAIN_ENVIRONMENT.known(TRAINING_MARK)


def training_rows(training: bool, columns: int) -> list[PrintRow]:
    """The training mark, bold and centred, when the document was made in the sandbox."""
    if not training:
        return []
    return wrapped(training_mark(), columns, bold=True, centred=True, warning=True)


def pair(label: str, value: str, columns: int, *, bold: bool = False) -> list[PrintRow]:
    """``label`` on the left and ``value`` flush right; a label too long wraps above the value."""
    room = columns - len(value) - 1
    lines = textwrap.wrap(label, max(room, 1), break_on_hyphens=False) or [""]
    head = [PrintRow(line, bold=bold) for line in lines[:-1]]
    last = lines[-1]
    padded = f"{last}{' ' * (columns - len(last) - len(value))}{value}"
    return [*head, PrintRow(padded, bold=bold, value=value)]


def beyond_code_page(text: str) -> bool:
    """True when ``text`` holds letters no receipt printer's code page has (any Indian script)."""
    return INDIAN_SCRIPTS.search(text) is not None


def rule(columns: int) -> PrintRow:
    """A dashed line across the roll."""
    return PrintRow("-" * columns)


def _pair_html(row: PrintRow) -> str:
    """A label-and-value row as a table of two cells, the value flush right."""
    label = escape(row.text[: -len(row.value)].rstrip())
    value = escape(row.value)
    if row.bold:
        label, value = f"<b>{label}</b>", f"<b>{value}</b>"
    return (
        '<table width="100%" cellspacing="0" cellpadding="0"><tr>'
        f'<td>{label}</td><td align="right" style="white-space:pre">{value}</td></tr></table>'
    )


def rows_html(rows: Sequence[PrintRow], ink: Ink, paper: Paper) -> str:
    """The rows as rich text in a fixed-width font, as a receipt printer prints them; the
    training mark in ``ink.warning``."""
    parts = []
    # Hindi letters are not of the fixed width that spaces pad to: in a document holding any,
    # each value is set flush right in a cell of its own, so that all of them line up.
    in_cells = any(beyond_code_page(row.text) for row in rows)
    for row in rows:
        if row.qr:
            # Imported here: the settings read this module's paper sizes before the window's
            # first paint, and the QR library is not needed until a document with a code.
            from app.reports.qr import fitted_scale, qr_img_tag

            scale = fitted_scale(row.text, paper.qr_scale, paper.width_px)
            parts.append(f'<p align="center">{qr_img_tag(row.text, scale)}</p>')
            continue
        if row.value and in_cells:
            parts.append(_pair_html(row))
            continue
        text = escape(row.text).replace(" ", "&nbsp;") or "&nbsp;"
        if row.warning:
            text = f'<span style="color:{ink.warning}">{text}</span>'
        if row.bold:
            text = f"<b>{text}</b>"
        align = ' align="center"' if row.centred else ""
        parts.append(f'<p{align} style="margin:0; white-space:pre">{text}</p>')
    return (
        f"<div style=\"font-family:'DejaVu Sans Mono', 'Consolas', monospace; "
        f'font-size:{paper.columns_font_pt}pt">{"".join(parts)}</div>'
    )
