"""A secret carried in a record (the API key, the agency store's password) never shows in its
repr: a record logged, or printed in a traceback's locals, keeps the secret out."""

from __future__ import annotations

from typing import Any

import pytest

from app.agency.admin import AdmittedCounter
from app.domain.agency_target import AgencyTarget
from app.ui.launch import Started

SECRET = "s3cret-Pa55word-9f2c"


def _target() -> AgencyTarget:
    return AgencyTarget("postgresql://counter@127.0.0.1:5432/agency", SECRET)


def _admitted() -> AdmittedCounter:
    return AdmittedCounter(AgencyTarget("postgresql://127.0.0.1/agency"), "counter_c1", SECRET)


def _started() -> Started:
    # Only the record is under test: the other fields are stand-ins.
    stand_in: Any = object()
    return Started(stand_in, stand_in, SECRET, stand_in, None, _target(), stand_in)


@pytest.mark.parametrize(
    ("make", "secret_of"),
    [
        (_target, lambda record: record.password),
        (_admitted, lambda record: record.password),
        (_started, lambda record: record.key),
    ],
)
def test_a_record_holding_a_secret_never_shows_it(make: Any, secret_of: Any) -> None:
    record = make()
    for shown in (repr(record), str(record), f"{record!r}", repr([record])):
        assert SECRET not in shown
    assert secret_of(record) == SECRET  # still there for the code that needs it
