"""One transfer given at two counters: each counter's journal knows only its own sales, so the
agency store takes both records (it never holds up a sale) and flags the one that arrived later;
the agency day close lists it for a supervisor."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.domain.payment import Payment
from app.domain.tenders import CARD, CASH, UPI, tender_of
from app.journal import Journal
from tests.agency.deployment import Deployment, Desk, replicate
from tests.agency.records import counter
from tests.journal.entries import Clock
from tests.journal.till_sales import PRICE, sell, till_sale

RRN = "412345678901"
BANK = tender_of("Bank transfer")


def sales_at(folder: Path, code: str, *payments: Payment) -> None:
    """A shift at ``code``'s till selling once with each of ``payments``."""
    with Journal(folder, now=Clock()) as journal:
        shift = journal.till.open_shift(code, "Leela Menon", Decimal("0.00"))
        for n, payment in enumerate(payments, start=1):
            sale = till_sale(code, shift_id=shift.shift_id, payment=payment)
            sell(journal, f"{code}-s-{n}", sale)


async def test_a_reference_repeated_at_another_counter_is_listed_not_refused(
    deployment: Deployment, tmp_path: Path
) -> None:
    desks = []
    for code in ("PB1", "HV1"):
        identity = counter(code)
        desks.append(Desk(identity, await deployment.admit(identity)))
    port_blair, havelock = desks
    card = Payment((CARD.paid(PRICE.total, "4242", "A1B2C3"),))
    sales_at(tmp_path / "PB1", "PB1", Payment((UPI.paid(PRICE.total, RRN),)), card)
    split = Payment(
        (UPI.paid(Decimal("1000.00"), f" {RRN.lower()}"), CASH.paid(PRICE.total - 1000))
    )
    transfer = Payment((BANK.paid(PRICE.total, "UTIBN26120112345"),))
    sales_at(tmp_path / "HV1", "HV1", split, card, transfer)
    assert await replicate(port_blair, tmp_path / "PB1") > 0
    assert await replicate(havelock, tmp_path / "HV1") > 0  # taken: the sale is made already

    async with AsyncConnectionPool(port_blair.url, min_size=1, max_size=1) as pool:
        found = [p for p in await queries.integrity(pool) if p.problem == "repeated_reference"]
    # Havelock's sale arrived second; the same card's approval code is no transfer reference.
    assert [(p.counter, p.record_id, p.found) for p in found] == [
        (f"HV1 ({havelock.identity.name})", "HV1-s-1", Decimal("1000.00"))
    ]
    (repeat,) = found
    assert "HV1-s-1" in repeat.describe() and "reference" in repeat.describe()
