"""The mark of a customer's document printed again: "DUPLICATE", and when the copy was made.

A duplicate is the same document, not a new one: its number, date and amounts are the
original's, and the GST returns count the original only."""

from __future__ import annotations

import datetime as dt
from html import escape

from app.figures import stamp_text
from app.i18n import Catalogue
from app.reports.columns import PrintRow, wrapped
from app.reports.ink import Ink

DUPLICATE = Catalogue("DUPLICATE")


def duplicate_text(printed: dt.datetime) -> str:
    """The mark, in the document's language."""
    return DUPLICATE.tr("DUPLICATE — a copy printed {moment}, not a new document").format(
        moment=stamp_text(printed)
    )


def duplicate_rows(printed: dt.datetime | None, columns: int) -> list[PrintRow]:
    """The mark as bold centred rows of a receipt roll; none for the original."""
    if printed is None:
        return []
    return wrapped(duplicate_text(printed), columns, bold=True, centred=True, warning=True)


def duplicate_html(printed: dt.datetime | None, ink: Ink) -> str:
    """The mark as a bold paragraph of a sheet; nothing for the original."""
    if printed is None:
        return ""
    text = escape(duplicate_text(printed))
    return f'<p align="center" style="color:{ink.warning}; font-weight:bold">{text}</p>'
