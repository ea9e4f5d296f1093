"""A journal written by the code of commit 7efb28ef (the last before the books) with a day of
every money event (``data/old_day.py`` made it and what that code's surfaces read of it,
``data/7efb28ef.json``), opened by today's: it migrates, the books job posts it with its
progress, the books balance and rebuild to themselves, and every figure the surfaces read is
the old one, but for the defects of the issue on the books, each named with both its figures."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import shutil
import sqlite3
from contextlib import closing
from decimal import Decimal
from pathlib import Path
from typing import Any, NoReturn

import pytest

from app.booking.aftersale import AboveRuleAsk, AfterSale, AfterSaleContext, RefundAsks
from app.books.backfill import wanted
from app.books.reader import BooksReader
from app.counter.runtime.job_books import BooksJob
from app.counter.services.booking_lookup import LookupService
from app.counter.services.disruptions import DisruptionService
from app.counter.services.history import payment_text
from app.counter.services.history_service import HistoryService
from app.domain.cancellation import PolicyBand
from app.domain.money import ZERO
from app.domain.postings import CASH_OVER_SHORT, WALLET_CASH, WALLET_CREDIT
from app.domain.till import refund_lines
from app.journal import Journal
from app.journal.schema import SCHEMA_VERSION
from app.journal.store import DATABASE_NAME
from app.journal.till import Shift
from tests.bank.banked import in_the_bank
from tests.books.old_figures import COUNTER, figures

DATA = Path(__file__).parent / "data"
OLD = json.loads((DATA / "7efb28ef.json").read_text())
# The figures the surfaces read of the journal; beside them, the day's bookings by their part
# in it ("refs") and the quotes, the rule's given the service's answer of the moment
# (``test_the_old_quotes_lines_now_add_up_and_their_refunds_are_the_same`` works them out).
FIGURES = {key: value for key, value in OLD.items() if key not in ("quotes", "refs")}


def no_service() -> NoReturn:
    """Reading the journal's figures asks the service nothing."""
    raise AssertionError("the figures read the journal alone")


def disruptions_of(journal: Journal) -> DisruptionService:
    """The Disruptions screen's service on ``journal`` at PB1."""

    async def shift() -> Shift | None:
        return journal.till.open_shift_of(COUNTER)

    async def never(_ask: AboveRuleAsk) -> int | None:
        return None

    context = AfterSaleContext(no_service, journal, lambda: COUNTER, lambda: True)
    return DisruptionService(AfterSale(context, RefundAsks(shift, never)), language="en", agency="")


def read(journal: Journal) -> dict[str, Any]:
    """What today's surfaces read of ``journal``, as the old figures hold them."""
    parties = [p for g in disruptions_of(journal).groups() for p in g.parties]
    return figures(journal, LookupService(journal).sold_here, parties)


def differences(old: Any, new: Any, at: str = "") -> dict[str, tuple[Any, Any]]:
    """Each figure that differs between ``old`` and ``new``, by its path: (old, new)."""
    if isinstance(old, dict) and isinstance(new, dict):
        found: dict[str, tuple[Any, Any]] = {}
        for key in dict.fromkeys([*old, *new]):
            found |= differences(old.get(key), new.get(key), f"{at}/{key}")
        return found
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        found = {}
        for n, (was, now) in enumerate(zip(old, new, strict=True)):
            found |= differences(was, now, f"{at}/{n}")
        return found
    return {} if old == new else {at: (old, new)}


def sale_in_shift_report(booking_ref: str) -> str:
    """Where the old figures hold the sale of ``booking_ref`` in its day's shift report."""
    for day, report in OLD["shift_reports"].items():
        for n, operation in enumerate(report["operations"]):
            if operation[:2] == ["Sale", booking_ref]:
                return f"/shift_reports/{day}/operations/{n}"
    raise AssertionError(f"{booking_ref} was not sold in the old day")


def clock() -> dt.datetime:
    """A moment after the old day."""
    return dt.datetime(2026, 12, 4, 9, 0, tzinfo=dt.UTC)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A folder holding a copy of 7efb28ef's journal as the app's journal."""
    shutil.copy(DATA / "7efb28ef.sqlite3", tmp_path / DATABASE_NAME)
    return tmp_path


def posted(folder: Path, journal: Journal) -> int | None:
    """The old journal in ``folder`` posted by the runtime's books job, as after the first
    paint: how many events it recorded."""
    return asyncio.run(BooksJob(folder / DATABASE_NAME, journal.now, first_s=0).post_now())


def test_the_old_journal_migrates_and_its_day_is_posted_once_with_its_progress(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone() == (26,)
    monkeypatch.setattr("app.books.backfill.CHUNK", 10)
    with Journal(folder, now=clock) as journal:
        assert journal._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert wanted(journal._conn)
        job = BooksJob(folder / DATABASE_NAME, clock, first_s=0)
        seen: list[str] = []
        job.changed = lambda: seen.append(job.report().summary)
        assert asyncio.run(job.post_now()) == 33
        assert asyncio.run(job.post_now()) == 0  # once
        kinds = dict(journal._conn.execute("SELECT kind, COUNT(*) FROM money_events GROUP BY kind"))
        books = BooksReader(journal._conn)
        assert books.unbalanced() == []
        assert books.differences() == []  # rebuilt from the events, the books kept
        assert sum(books.balances().values(), ZERO) == ZERO
    # The history's 32 steps, a chunk of 10 at a time: the shifts opened (3) and closed (2),
    # the sales (11), the cancellations (8) and the refunds paid (8).
    assert seen == [
        "Books: 10 of 32 posted",
        "Books: 20 of 32 posted",
        "Books: 30 of 32 posted",
        "Books: kept",
    ]
    assert (job.done, job.total) == (32, 32)
    # Nine sales and two exchanges' new ones; the whole, the reschedule's, two part and four
    # operator's cancellations; eight payments; the floats paid in (2) and out; the two counts
    # and the cash banked at the first close.
    assert kinds == {
        "sale": 11,
        "cancellation": 8,
        "refund_paid": 8,
        "pay_in": 2,
        "pay_out": 1,
        "drawer_count": 2,
        "cash_banked": 1,
    }


def test_every_figure_of_the_old_day_reads_as_before_but_the_exchanges_counted_twice(
    folder: Path,
) -> None:
    with Journal(folder, now=clock) as journal:
        # Until the books job has posted it, every figure is the old code's, History's rows
        # too, but the shift reports' totals and the money of History's day totals, which are
        # the books' alone: dashes until then (their bookings counted as before).
        waiting = {
            f"/shift_reports/{day}/{name}": (report[name], None)
            for day, report in OLD["shift_reports"].items()
            for name in (
                "modules",
                "deducted_from_cash",
                "deducted_from_credit",
                "refunds_credited",
            )
        } | {
            f"/day_totals/{n}/{name}": (totals[name], None)
            for n, totals in enumerate(OLD["day_totals"])
            for name in (
                "deducted_from_cash",
                "deducted_from_credit",
                "paid",
                "total_debited",
                "total_refunded",
            )
        }
        assert differences(FIGURES, read(journal)) == waiting
        posted(folder, journal)
        after = read(journal)
    refs = OLD["refs"]
    z_1, z_2 = OLD["z_reports"]["1"], OLD["z_reports"]["2"]
    took_1 = sum(Decimal(z_1[f"{key}_in"]) for key in ("cash", "upi", "card", "bank"))
    took_2 = sum(Decimal(z_2[f"{key}_in"]) for key in ("cash", "upi", "card", "bank"))
    exchanged = sale_in_shift_report(refs["exchanged_to"])
    rebooked = sale_in_shift_report(refs["rebooked_to"])
    # History and the shift report counted an exchange twice (the second defect): the
    # new booking's row said its whole price, though its price was the old booking's credit
    # carried and the difference. The reschedule carried 716.00 of the 816.00 paid for the old
    # booking and took 100.00 in cash (500.00 handed over); the rebook after the operator's
    # cancellation carried all of its 1,633.00 and took nothing. Each day's "Customers paid" is
    # now what the till took, the Z reports' takings (the 2nd: none).
    assert differences(FIGURES, after) == {
        f"/history/{refs['exchanged_to']}/paid": ("816.00", "100.00"),
        f"/history/{refs['rebooked_to']}/paid": ("1633.00", "0.00"),
        "/day_totals/0/paid": ("1633.00", str(took_2)),
        "/day_totals/1/paid": ("13877.00", str(took_1)),
        f"{exchanged}/6": ("816.00", "100.00"),
        f"{rebooked}/6": ("1633.00", "0.00"),
    }
    assert (took_1, took_2) == (Decimal("13161.00"), Decimal("0.00"))


def test_the_books_of_the_old_day_say_what_its_surfaces_said(folder: Path) -> None:
    with Journal(folder, now=clock) as journal:
        posted(folder, journal)
        books = BooksReader(journal._conn)
        balances = books.balances()
        drawer = books.drawer()
        owed = {ref: books.owed_to(ref) for ref in OLD["lookup"]}
        owed_to_customers = books.owed_to_customers()
    reports = [*OLD["z_reports"].values(), OLD["x_report"]]
    z_1, z_2 = OLD["z_reports"]["1"], OLD["z_reports"]["2"]

    def moved(key: str) -> Decimal:
        return sum((Decimal(r[f"{key}_in"]) - Decimal(r[f"{key}_out"]) for r in reports), ZERO)

    # The drawer is the X report's expected cash; each customer is owed what Lookup said, the
    # header listed and Disruptions offers (the open one's 2,091.00 under the old rule, which
    # the books keep: no disruption is posted again).
    assert drawer == Decimal(OLD["drawer_expected"]) == Decimal("1500.00")
    assert owed == {ref: Decimal(money["owed"]) for ref, money in OLD["lookup"].items()}
    assert owed_to_customers == {ref: Decimal(amount) for ref, amount in OLD["header_owed"]}
    # The party part cancelled before the operator cancelled the rest was given back all it paid
    # under the old rule, its first cancellation's penalty too (the disruption defect):
    # paid, it stays as paid, and the books owe its customer nothing.
    part = OLD["lookup"][OLD["refs"]["part"]]
    given = sum((Decimal(amount) for _, amount in part["refunds"]), ZERO)
    assert given == Decimal(part["customer_total"]) == Decimal("2449.00")
    assert owed[OLD["refs"]["part"]] == ZERO
    open_ref = OLD["refs"]["open"]
    assert owed[open_ref] == Decimal(OLD["disruptions"][open_ref]["owed"]) == Decimal("2091.00")
    assert sum(owed_to_customers.values(), ZERO) == Decimal(OLD["header_owed_total"])
    # The clearings hold what the shifts' reports say came in and went out by UPI and card.
    assert balances["clearing:upi"] == moved("upi") == Decimal("866.47")
    assert balances["clearing:card"] == moved("card") == Decimal("3340.76")
    assert "clearing:bank" not in balances and moved("bank") == ZERO
    # The drawer counted 10.00 short at the first close.
    assert balances[CASH_OVER_SHORT] == -Decimal(z_1["difference"]) == Decimal("10.00")
    # The bank paid the first float and 500.00 into the second, took the 1,000.00 banked and
    # what the third's float left over of the second's count.
    left_1 = Decimal(z_1["counted"]) - Decimal(z_1["banked"])
    bank = (
        -Decimal(z_1["opening_float"])
        + Decimal(z_1["banked"])
        - (Decimal(z_2["opening_float"]) - left_1)
        + (Decimal(z_2["counted"]) - Decimal(OLD["x_report"]["opening_float"]))
    )
    assert in_the_bank(balances) == bank == Decimal("2672.00")
    # The wallet's cash: what History's days say it was debited less what it got back.
    net = sum(
        (Decimal(t["total_debited"]) - Decimal(t["total_refunded"]) for t in OLD["day_totals"]),
        ZERO,
    )
    assert all(Decimal(t["deducted_from_credit"]) == ZERO for t in OLD["day_totals"])
    reported = sum(
        (
            Decimal(r["deducted_from_cash"]) - Decimal(r["refunds_credited"])
            for r in OLD["shift_reports"].values()
        ),
        ZERO,
    )
    # ... and what the shift reports say it was debited less what was credited back.
    assert -balances[WALLET_CASH] == net == reported == Decimal("5437.27")
    assert WALLET_CREDIT not in balances


def test_the_old_quotes_lines_now_add_up_and_their_refunds_are_the_same(folder: Path) -> None:
    with Journal(folder, now=clock) as journal:
        prices = {ref: journal.till.sale_of(ref) for ref in OLD["quotes"]}
    refs = OLD["refs"]
    shown: dict[str, Decimal] = {}
    listed: dict[str, dict[str, Decimal]] = {}
    for ref, quote in OLD["quotes"].items():
        sale = prices[ref]
        assert sale is not None
        # The rule worked out again by today's code on the journalled price, with what the
        # service's QUOTE gave it then: every amount of it is the old one.
        lines = refund_lines(
            sale.price,
            quote["released"],
            PolicyBand(quote["band"]),
            Decimal(quote["platform_charge"]),
            refund_service_charge=quote["refund_service_charge"],
        )
        old = dict(quote["lines"])
        assert lines.charge_back is old.pop("charge_back")
        assert {name: str(getattr(lines, name)) for name in old} == old
        listed[ref] = {str(line): amount for line, amount in lines.lines()}
        assert sum(listed[ref].values(), ZERO) == lines.total
        *rows, (_, total) = quote["shown"]
        shown[ref] = sum((Decimal(row[1]) for row in rows), ZERO)
        assert Decimal(total) == lines.total
    # The quote did not add up in the 50 % band (the first defect): its rows made
    # 766.20 for a refund of 358.00, the band's cut listed nowhere. Today's lines list it, and
    # make the total; the whole cancellation, in the full band, added up then and now.
    whole, part, opened = refs["whole"], refs["part"], refs["open"]
    assert (shown[part], shown[opened]) == (Decimal("766.20"), Decimal("766.20"))
    assert (
        listed[part]
        == listed[opened]
        == {
            "fares": Decimal("649.50"),
            "gst": Decimal("116.91"),
            "service charge": Decimal("50.00"),
            "policy band": Decimal("-408.20"),
            "platform charge": Decimal("-50.00"),
            "round down": Decimal("-0.21"),
        }
    )
    assert shown[whole] == Decimal("1532.00") == sum(listed[whole].values(), ZERO)
    assert listed[whole]["policy band"] == ZERO


def test_an_exchange_s_new_booking_names_its_credit_before_the_books_are_posted(
    folder: Path,
) -> None:
    """History's and Lookup's money line of a booking an exchange paid with the old one's
    credit, while the books job has still to post the old journal: 031aec36's "The customer
    paid INR 0.00 (). Nothing was given back." named neither the credit nor its booking."""
    refs = OLD["refs"]
    with Journal(folder, now=clock) as journal:
        row = journal.history.find(refs["rebooked_to"])
        assert row is not None
        lookup = LookupService(journal)
        waiting = HistoryService(journal).detail(row)
        sold = lookup.sold_here(row)
        in_lookup = payment_text(
            row, sold.sale, sold.refunds, books=sold.books, carried=sold.carried
        )
        posted(folder, journal)
        after = HistoryService(journal).detail(row)
    # The rebook after the operator's cancellation carried all of its 1,633.00 and took nothing.
    said = f"Nothing was paid at this till. Credit carried from booking {refs['rebooked']}:"
    assert waiting.startswith(f"{said} INR 1,633.00. The wallet was charged")
    assert in_lookup.startswith(f"{said} INR 1,633.00. The wallet was charged")
    # The till's rows say what the books say once posted.
    assert waiting == after
