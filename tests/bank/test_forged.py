"""Statements a PC can make up (issue 94, item 4): a credit row put into the agency's own
statement, carrying the reference of a sale never paid, is refused with the whole statement,
its running balance broken; the sale stays unproved. A row dated after the day it is imported
is named and kept out: it never makes the payments not yet proved "not arrived". A payment
app's settlement report alone proves nothing: its payout must reach the bank."""

from __future__ import annotations

import csv
import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.proofs import Standing
from app.bank.reading import read_statement
from app.bank.running import BalanceBroken
from app.books.reader import BooksReader
from app.counter.config.declared import NotApproved
from app.counter.config.permissions import STATEMENT_ACCEPTED
from app.counter.services.bank_lookup import standing_text
from app.counter.services.bank_statements import StatementService, accept_said, imported_text
from app.domain.clock import SERVICE_TZ
from app.domain.payment import Payment
from app.domain.tenders import UPI
from app.figures import date_text
from app.journal import Journal
from tests.bank.banked import in_the_bank
from tests.bank.statements import OPENING, Transfer, declared, write
from tests.counter.approvals import Approvals
from tests.journal.till_sales import PRICE, sell, till_sale

DAY = dt.date(2026, 4, 10)
# The reference the customer read out for a sale never paid.
UNPAID = "412300000555"


def genuine() -> list[Transfer]:
    """Ten days of the agency's account: UPI credits and a debit."""
    return [
        Transfer(
            dt.date(2026, 4, day),
            dt.time(11),
            Decimal(1000 + day) * (-1 if day == 4 else 1),
            f"4123000001{day:02d}",
        )
        for day in range(1, 11)
    ]


def unproved_after(path: Path, tmp_path: Path) -> None:
    """The sale paid by ``UNPAID`` at the till, and the forged ``path`` refused whole: the
    journal keeps nothing of it, and the sale stays unproved."""
    with Journal(
        tmp_path / "journal", now=lambda: dt.datetime.combine(DAY, dt.time(18), SERVICE_TZ)
    ) as journal:
        sell(journal, "s-1", till_sale("PB1", payment=Payment((UPI.paid(PRICE.total, UNPAID),))))
        with pytest.raises(BalanceBroken):
            journal.bank.import_statement(read_statement(path), path.name)
        assert journal._conn.execute("SELECT count(*) FROM bank_rows").fetchone()[0] == 0
        (proof,) = journal.bank.proofs()
        assert proof.standing.value != "proved"


def test_a_credit_put_into_an_mt940_statement_refuses_it_whole(tmp_path: Path) -> None:
    path, _line = write("MT940", tmp_path, genuine())
    lines = path.read_text(encoding="utf-8").splitlines()
    at = lines.index(next(line for line in lines if line.startswith(":61:260405")))
    amount = f"{PRICE.total:.2f}".replace(".", ",")
    forged = [f":61:2604050405C{amount}NTRF{UNPAID}", f":86:UPI/{UNPAID}/RAVI KUMAR"]
    path.write_text("\n".join([*lines[:at], *forged, *lines[at:]]) + "\n", encoding="utf-8")
    with pytest.raises(BalanceBroken) as refused:
        read_statement(path)
    said = str(refused.value)
    assert lines[-2].startswith(":62F:") and refused.value.line == len(lines) + 1
    assert f"Line {at + 1}, of {PRICE.total:,.2f}, is the difference." in said, said
    unproved_after(path, tmp_path)


@pytest.mark.parametrize("fitted", [False, True], ids=["balance left", "balance fitted"])
def test_a_credit_put_into_a_csv_statement_refuses_it_whole(tmp_path: Path, fitted: bool) -> None:
    path, _line = write("HDFC Bank", tmp_path, genuine())
    lines = path.read_text(encoding="utf-8").splitlines()
    at = next(n for n, line in enumerate(lines) if line.startswith("05/04/26"))
    before = OPENING + sum((t.amount for t in genuine()[:4]), Decimal(0))
    balance = before + PRICE.total if fitted else before
    forged = (
        f"05/04/26,UPI-RAVI KUMAR-ravi@okicici-ICIC0001234-{UNPAID}-PAYMENT,"
        f"0000{UNPAID},05/04/26,,{PRICE.total:.2f},{balance:.2f}"
    )
    path.write_text("\n".join([*lines[:at], forged, *lines[at:]]) + "\n", encoding="utf-8")
    with pytest.raises(BalanceBroken) as refused:
        read_statement(path)
    # The row put in breaks the balance; fitted to it, the next genuine row does.
    assert refused.value.line == (at + 2 if fitted else at + 1)
    assert "its running balance breaks at line" in str(refused.value)
    unproved_after(path, tmp_path)


@pytest.mark.parametrize(
    "day", [DAY + dt.timedelta(days=6), dt.date(9999, 12, 31)], ids=["six days on", "9999"]
)
async def test_a_row_dated_after_today_is_named_and_proves_nothing_arrived_or_not(
    tmp_path: Path, day: dt.date
) -> None:
    # A statement of one row, dated after the day it is imported, its stated period reaching
    # it: the row is no further from its statement than any row.
    path, _line = write("HDFC Bank", tmp_path, [Transfer(DAY, dt.time(9), Decimal("10.00"), "")])
    text = path.read_text(encoding="utf-8").replace(f"{DAY:%d/%m/%y}", f"{day:%d/%m/%Y}")
    path.write_text(text.replace("30/04/2026", f"{day:%d/%m/%Y}"), encoding="utf-8")
    at = dt.datetime.combine(DAY, dt.time(18), SERVICE_TZ)
    with Journal(tmp_path / "journal", now=lambda: at) as journal:
        sell(journal, "s-1", till_sale("PB1", payment=Payment((UPI.paid(PRICE.total, UNPAID),))))
        done = await StatementService(journal, now=journal.now, accounts=declared).import_file(path)
        (unread,) = done.imported.unreadable
        assert unread.reason == (
            f"it is dated {date_text(day)}, after the day it is imported, {date_text(DAY)}"
        )
        assert journal.bank.covered_until() is None
        (proof,) = journal.bank.proofs()
        assert (proof.standing, proof.doubt) == (Standing.NOT_YET, None)


def test_a_settlement_report_alone_proves_no_sale(tmp_path: Path) -> None:
    # A one-row CSV in PhonePe's layout, made up on the PC: it lists the unpaid sale's
    # reference under a payout no bank credit carries. The report says what the app
    # collected; the sale stands reported, not proved, until that payout is in the bank.
    made_up = [Transfer(DAY, dt.time(11, 5), PRICE.total, UNPAID, fee=Decimal("7.40"))]
    path, _line = write("PhonePe Business settlement", tmp_path, made_up)
    at = dt.datetime.combine(DAY, dt.time(18), SERVICE_TZ)
    with Journal(tmp_path / "journal", now=lambda: at) as journal:
        sell(journal, "s-1", till_sale("PB1", payment=Payment((UPI.paid(PRICE.total, UNPAID),))))
        journal.bank.import_statement(read_statement(path), path.name)
        (proof,) = journal.bank.proofs()
        assert (proof.standing, proof.awaiting_payout, proof.method) == (
            Standing.NOT_YET,
            True,
            None,
        )
        assert standing_text(proof) == "Reported by the app, payout not yet in the bank"
        assert journal.bank.shift_proof(proof.shift_id or 0).totals[UPI].proved == 0


def without_balances(path: Path) -> Path:
    """HDFC's ``path`` with its rows' balance cells left empty, its summary's closing balance
    too: a statement of no balance at all (a bank's export made so, or a PC's)."""
    rows = list(csv.reader(path.read_text(encoding="utf-8").splitlines()))
    rules = [n for n, row in enumerate(rows) if row[:1] == ["********"]]
    for row in rows[rules[0] + 1 : rules[1]]:
        row[-1] = ""
    rows[-1][-1] = ""
    with path.open("w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(rows)
    return path


async def test_a_statement_without_balances_proves_nothing_until_a_supervisor_accepts_it(
    tmp_path: Path,
) -> None:
    # The agency's HDFC export with every balance gone, a credit carrying the unpaid sale's
    # reference among its rows: nothing checks one row against another, so nothing of it
    # proves a payment before a supervisor accepts it as the bank's (issue 94, item 4).
    paid = Transfer(DAY, dt.time(11, 5), PRICE.total, UNPAID)
    path = without_balances(write("HDFC Bank", tmp_path, [*genuine(), paid])[0])
    at = dt.datetime.combine(DAY, dt.time(18), SERVICE_TZ)
    with Journal(tmp_path / "journal", now=lambda: at) as journal:
        sell(journal, "s-1", till_sale("PB1", payment=Payment((UPI.paid(PRICE.total, UNPAID),))))
        nobody = Approvals(journal.till, approving=False)
        service = StatementService(journal, now=journal.now, approve=nobody, accounts=declared)
        done = await service.import_file(path)
        said = imported_text(done)
        assert (
            "This statement carries no balances, so its rows cannot be checked against each "
            "other; its payments are not proved until a supervisor accepts it." in said
        )
        assert "proved by them" not in said
        (proof,) = journal.bank.proofs()
        assert (proof.standing, proof.awaiting_acceptance, proof.method) == (
            Standing.NOT_YET,
            True,
            None,
        )
        assert standing_text(proof) == "In a statement awaiting a supervisor's acceptance"
        assert journal.bank.shift_proof(proof.shift_id or 0).totals[UPI].proved == 0
        assert in_the_bank(BooksReader(journal._conn).balances()) == 0
        (waiting,) = (await service.in_doubt()).unchecked
        assert (waiting.file_name, waiting.rows) == (path.name, 11)

        with pytest.raises(NotApproved) as refused:
            await service.accept(waiting)
        assert str(refused.value) == "Not accepted: it needs a supervisor's PIN."
        assert nobody.asked == [(STATEMENT_ACCEPTED, accept_said(waiting))]
        assert journal.bank.proofs()[0].standing is Standing.NOT_YET

        supervisor = Approvals(journal.till, approving=True)
        decision = await StatementService(journal, now=journal.now, approve=supervisor).accept(
            waiting
        )
        (proof,) = journal.bank.proofs()
        assert (proof.standing, proof.awaiting_acceptance) == (Standing.PROVED, False)
        assert (await service.in_doubt()).unchecked == []
        accepted = journal._conn.execute(
            "SELECT decision_id, accepted_at FROM bank_unchecked WHERE import_id = ?",
            (waiting.import_id,),
        ).fetchone()
        assert tuple(accepted) == (decision, at.isoformat(timespec="seconds"))
        who = journal._conn.execute(
            "SELECT supervisor FROM supervisor_decisions WHERE decision_id = ?", (decision,)
        ).fetchone()
        assert who[0] == "Meera Iyer"
        # Its proof is in the books once accepted: the sale's money moved into the bank.
        assert in_the_bank(BooksReader(journal._conn).balances()) > 0


def test_a_statement_with_its_balances_or_a_report_awaits_no_acceptance(tmp_path: Path) -> None:
    at = dt.datetime.combine(DAY, dt.time(18), SERVICE_TZ)
    with Journal(tmp_path / "journal", now=lambda: at) as journal:
        bank, _line = write("HDFC Bank", tmp_path, genuine())
        report, _line = write("PhonePe Business settlement", tmp_path, genuine()[:2])
        for path in (bank, report):
            done = journal.bank.import_statement(read_statement(path), path.name)
            assert not done.unchecked
        assert journal.bank.unchecked() == []
