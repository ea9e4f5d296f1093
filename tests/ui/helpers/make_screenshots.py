"""``make screenshots``: the README's pictures of every screen, at 1366x768 (Lookup's refund
quote among them), of the customer display on a 1024x600 screen, and of every document on its
paper, in docs/screenshots.

Runs the screen tour (``tests/ui/helpers/screen_tour.py``) offscreen against a sandbox of its
own, then the agency's tour (``tests/ui/helpers/agency_tour.py``: two counters, a PostgreSQL
agency store of its own), then draws the documents of a sale on another sandbox; writes small
256-colour PNGs.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from tests.ui.helpers.agency_tour import AGENCY_TOUR
from tests.ui.helpers.document_pictures import (
    document_pictures,
    hindi_pictures,
    sale_on_its_own_sandbox,
)
from tests.ui.helpers.screen_tour import ROOT, SCREEN_TOUR, run_tour, save_picture

OUT = ROOT / "docs" / "screenshots"


def write_documents(work: Path) -> None:
    """Draw each document of a sale made on a sandbox in ``work`` into OUT."""
    # Drawn without a screen, as the tour is; Qt reads the platform when it starts.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QApplication.instance() or QApplication([])
    sale = sale_on_its_own_sandbox(work)
    pictures = document_pictures(sale) | hindi_pictures(sale)
    for name, image in pictures.items():
        save_picture(image, OUT / f"{name}.png", small=True)


def main() -> int:
    """Write docs/screenshots/*.png; 1 (with the tour's output) when the tour failed."""
    for tour in (SCREEN_TOUR, AGENCY_TOUR):
        with tempfile.TemporaryDirectory() as work:
            done = run_tour(Path(work), (1366, 768), 1.0, OUT, prefix="", small=True, tour=tour)
        if done.returncode != 0:
            sys.stderr.write(done.stdout + done.stderr)
            return 1
    with tempfile.TemporaryDirectory() as work:
        write_documents(Path(work))
    for path in sorted(OUT.glob("*.png")):
        sys.stdout.write(f"{path.relative_to(ROOT)}: {path.stat().st_size // 1024} KB\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
