"""The agency store dates the counters' book lines as the counters' books do (``day_of`` of
``app/domain/postings.py``): each kind of ``DAY_KINDS`` on the day its body names (a bank's entry
on its statement row's day, a correcting entry on its corrected sale's). The view
``agency_book_day_lines`` names those kinds in SQL; a kind added to them (a refund the bank sent
back, issue 94) is named there too, by the latest migration that makes the view."""

from __future__ import annotations

import re

from app.agency.migrate import migrations
from app.domain.postings import DAY_KINDS

VIEW = re.compile(r"CREATE (?:OR REPLACE )?VIEW agency_book_day_lines AS(.*?);", re.DOTALL)
KINDS = re.compile(r"r\.body ->> 'kind' IN \((.*?)\)", re.DOTALL)


def test_the_agency_dates_every_kind_by_the_day_its_body_names() -> None:
    made = [m.sql.decode() for m in migrations() if VIEW.search(m.sql.decode())]
    view = VIEW.search(made[-1])
    assert view is not None
    kinds = KINDS.search(view[1])
    assert kinds is not None
    named = {kind.strip().strip("'") for kind in kinds[1].split(",")}
    assert named == {kind.value for kind in DAY_KINDS}
