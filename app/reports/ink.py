"""The colours of a printed document's HTML, given by the app's style (``app.ui.style``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Ink:
    """CSS colours (``#rrggbb``) by meaning: what went wrong, what needs a look, side notes."""

    error: str
    warning: str
    muted: str
