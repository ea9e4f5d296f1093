"""Makes ``031aec36.json``: every figure the surfaces of commit 031aec36 read of
``031aec36.sqlite3`` (which ``every_kind.py`` wrote with that code), read by that code. Kept to
remake it: from ``git archive 031aec36 | tar -x -C DIR`` with this script and
``tests/books/paper_figures.py`` copied in, ``PYTHONPATH=. python tests/books/data/figures_of.py
tests/books/data/031aec36.sqlite3`` in ``DIR`` (it writes the JSON beside the journal).

The figures are those ``tests/books/test_old_day.py``'s ``read`` gives (``old_figures``: History's
rows and day totals, Lookup's money, the header's owed, Disruptions, the X report and the drawer's
expected cash, each day's shift report, each Z report), both of that commit's own tree, and the
money of each booking's papers (``paper_figures``: the voucher reprinted from the journal, the
credit notes and refund slips). ``tests/books/test_figures_of_031aec36.py`` reads them again with
today's code.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path

from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.books.paper_figures import papers
from tests.books.test_old_day import read
from tests.journal.entries import Clock

if __name__ == "__main__":
    kept = Path(sys.argv[1])
    with tempfile.TemporaryDirectory() as scratch:
        # A copy: opening the journal may write to it.
        shutil.copy(kept, Path(scratch) / DATABASE_NAME)
        with Journal(Path(scratch), now=Clock()) as journal:
            found = read(journal)
            found["papers"] = papers(journal, found["history"])
    kept.with_suffix(".json").write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
