"""``make screenshots``: the README's pictures of every screen, at 1366x768, in docs/screenshots.

Runs the screen tour (``tests/ui/helpers/screen_tour.py``) offscreen against a sandbox of its
own, then the agency's tour (``tests/ui/helpers/agency_tour.py``: two counters, a PostgreSQL
agency store of its own), and writes small 256-colour PNGs.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from tests.ui.helpers.agency_tour import AGENCY_TOUR
from tests.ui.helpers.screen_tour import ROOT, SCREEN_TOUR, run_tour

OUT = ROOT / "docs" / "screenshots"


def main() -> int:
    """Write docs/screenshots/*.png; 1 (with the tour's output) when the tour failed."""
    for tour in (SCREEN_TOUR, AGENCY_TOUR):
        with tempfile.TemporaryDirectory() as work:
            done = run_tour(Path(work), (1366, 768), 1.0, OUT, prefix="", small=True, tour=tour)
        if done.returncode != 0:
            sys.stderr.write(done.stdout + done.stderr)
            return 1
    for path in sorted(OUT.glob("*.png")):
        sys.stdout.write(f"{path.relative_to(ROOT)}: {path.stat().st_size // 1024} KB\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
