"""The wallet as the counters' witness: its readings and what reconciling them finds.

The wallet's figures come from the service, not from any counter. Every reading a counter makes
(cash, credit used, the service's latest wallet movements, the time it was read, the agent key's
fingerprint) is kept with its records. Between two readings on one key, the wallet moved by the
difference of its position (cash less credit used); the later reading's movements that the
earlier one did not hold say, booking by booking, what moved it. Each such movement is explained
by a record of a counter on that key (a sale for a settlement, a cancellation for a refund, of
the same booking and amount); every rupee no record explains is named, with the booking
reference the service gives. A movement they do not account for (the readings
are too far apart: the service lists only its latest movements) is named as an amount between
two readings (docs/decisions/wallet-witness.md). ``app.reports.wallet_reconcile`` reconciles.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.api.models import WalletData, WalletMovement
from app.domain.money import ZERO, money
from app.figures import amount_text, stamp_text
from app.i18n import Catalogue

WITNESS = Catalogue("WITNESS")

# What a movement of each event does to the wallet's position (cash less credit used). A top-up
# is the agency's own payment to the service at its office: no counter records it.
SETTLED, REFUNDED, TOPUP = "BOOKING_SETTLED", "CANCELLATION_REFUND", "WALLET_TOPUP"
SIGN = {SETTLED: Decimal(-1), REFUNDED: Decimal(1), TOPUP: Decimal(1)}


@dataclass(frozen=True, slots=True)
class WalletReading:
    """One reading of the wallet as the service answered it: ``read_at`` on the reading
    counter's clock, the agent key's ``key`` fingerprint, and the latest ``movements``."""

    read_at: dt.datetime
    counter: str
    key: str
    cash: Decimal
    credit_used: Decimal
    movements: tuple[WalletMovement, ...]

    @property
    def position(self) -> Decimal:
        """What the wallet holds net: its cash less the credit it used."""
        return money(self.cash - self.credit_used)

    @property
    def newest(self) -> dt.datetime | None:
        """The service's time of the newest movement it listed (None: it listed none)."""
        return max((movement.posted_at for movement in self.movements), default=None)

    def order(self) -> tuple[dt.datetime, int, dt.datetime]:
        """Sort key: by the service's own clock where the reading shows it (two counters'
        clocks may differ), then by how many movements it lists of that second (the service
        stamps whole seconds: a later reading lists more of them), then by when it was read."""
        newest = self.newest
        if newest is None:
            return self.read_at, 0, self.read_at
        same_second = sum(1 for movement in self.movements if movement.posted_at == newest)
        return newest, same_second, self.read_at


class Finding(StrEnum):
    """What the reconciliation found the wallet did that the records do not explain."""

    # A movement of a booking that no record of a counter on the key claims.
    NO_RECORD = "no_record"
    # A record claims the movement's booking, for another amount.
    AMOUNT_DIFFERS = "amount_differs"
    # The wallet moved by more than the movements listed between two readings show.
    BEYOND_SNAPSHOT = "beyond_snapshot"


@dataclass(frozen=True, slots=True)
class Unexplained:
    """Rupees the wallet moved that no record explains: ``amount`` is what left the wallet
    (negative: what came into it), between the readings ``since`` and ``until``."""

    finding: Finding
    amount: Decimal
    since: WalletReading
    until: WalletReading
    booking_ref: str = ""
    journal_id: str = ""
    event: str = ""

    def describe(self) -> str:
        """One sentence naming the booking, the amount to the paisa and the two readings."""
        words = {
            "amount": amount_text(abs(self.amount)),
            "booking": self.booking_ref or "-",
            "journal": self.journal_id,
            "since": stamp_text(self.since.read_at, seconds=True),
            "until": stamp_text(self.until.read_at, seconds=True),
            "counter": self.until.counter,
        }
        if self.finding is Finding.BEYOND_SNAPSHOT:
            return WITNESS.tr(
                "Between the readings of {since} and {until} the wallet moved by {amount} more "
                "than the service's journals listed show: the readings are too far apart to "
                "name the bookings."
            ).format(**words)
        if self.finding is Finding.AMOUNT_DIFFERS:
            return WITNESS.tr(
                "Booking {booking}: the service's journal {journal} moved the wallet {amount} "
                "more than the counters' records say (between {since} and {until})."
            ).format(**words)
        if self.amount < ZERO:
            return WITNESS.tr(
                "Booking {booking}: the service's journal {journal} put {amount} into the wallet "
                "and no counter on this key has a record of it (between {since} and {until})."
            ).format(**words)
        return WITNESS.tr(
            "Booking {booking}: the service's journal {journal} took {amount} from the wallet "
            "and no counter on this key has a record of it (between {since} and {until})."
        ).format(**words)


@dataclass(frozen=True, slots=True)
class KeyWitness:
    """One agent key's readings, reconciled: how many readings and movements, what the
    records explain, and every rupee they do not."""

    key: str
    counters: tuple[str, ...]
    readings: int
    moved: Decimal
    explained: Decimal
    unexplained: tuple[Unexplained, ...]

    @property
    def unexplained_total(self) -> Decimal:
        """What left the wallet, net, that no record explains."""
        return money(sum((item.amount for item in self.unexplained), ZERO))


def reading_of(body: Mapping[str, Any], counter: str = "") -> WalletReading:
    """A reading from the body its counter recorded (``app.journal.wallet_readings``), made by
    ``counter``."""
    return WalletReading(
        read_at=dt.datetime.fromisoformat(str(body["read_at"])),
        counter=counter,
        key=str(body["key"]),
        cash=money(Decimal(str(body["cash"]))),
        credit_used=money(Decimal(str(body["credit_used"]))),
        movements=tuple(WalletMovement.model_validate(item) for item in body["journals"]),
    )


def reading_now(data: WalletData, key: str, counter: str, read_at: dt.datetime) -> WalletReading:
    """The reading ``data`` this counter (``counter``) just made with the key of fingerprint
    ``key``: the agency day close adds it to the store's, which may not hold it yet."""
    return WalletReading(
        read_at=read_at,
        counter=counter,
        key=key,
        cash=data.financial_balances.live_available_balance,
        credit_used=data.credit_facility.limit_utilized,
        movements=tuple(data.recent_ledger_journal_snapshot),
    )


def witness_text(witnesses: Sequence[KeyWitness]) -> str:
    """What the reconciliation found, as the shift report and the day close say it: every
    unexplained movement a sentence; else how many readings and how much movement agree."""
    named = [item.describe() for witness in witnesses for item in witness.unexplained]
    if named:
        total = sum((witness.unexplained_total for witness in witnesses), ZERO)
        head = WITNESS.tr(
            "The wallet's readings show {amount} (net) that no record explains:"
        ).format(amount=amount_text(total))
        return "\n".join([head, *named])
    readings = sum(witness.readings for witness in witnesses)
    if readings < 2:
        return WITNESS.tr(
            "Fewer than two readings of the wallet this day: its movements are reconciled from "
            "the second reading on."
        )
    moved = sum((witness.moved for witness in witnesses), ZERO)
    return WITNESS.tr(
        "The wallet's %n readings agree with the records: every movement between them "
        "({amount}) is explained.",
        "",
        readings,
    ).format(amount=amount_text(moved))


def witness_clean(witnesses: Sequence[KeyWitness]) -> bool:
    """True when no reading shows a rupee the records do not explain."""
    return not any(witness.unexplained for witness in witnesses)
