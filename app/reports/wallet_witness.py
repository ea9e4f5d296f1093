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

from app.api.models import WALLET_LISTED, WalletData, WalletMovement
from app.domain.money import ZERO, money
from app.figures import amount_text, stamp_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

WITNESS = Catalogue("WITNESS")

# What a movement of each event does to the wallet's position (cash less credit used). A top-up
# is the agency's own payment to the service at its office: no counter records it.
SETTLED, REFUNDED, TOPUP = "BOOKING_SETTLED", "CANCELLATION_REFUND", "WALLET_TOPUP"
SIGN = {SETTLED: Decimal(-1), REFUNDED: Decimal(1), TOPUP: Decimal(1)}
# A reading listing as many journals as ``wallet_balance`` lists, none of them in the reading
# before, may have missed some in between.
LISTED = WALLET_LISTED


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
    # Made by the agency's own witness (``app.agency.witness``), not claimed by a counter.
    by_agency: bool = False

    @property
    def position(self) -> Decimal:
        """What the wallet holds net: its cash less the credit it used."""
        return money(self.cash - self.credit_used)

    @property
    def newest(self) -> dt.datetime | None:
        """The service's time of the newest movement it listed (None: it listed none)."""
        return max((movement.posted_at for movement in self.movements), default=None)

    def who(self) -> str:
        """``counter PB1's reading of 10:04:12``, or the agency's own."""
        when = stamp_text(self.read_at, seconds=True)
        if self.by_agency:
            return WITNESS.tr("the agency's own reading of {when}").format(when=when)
        if not self.counter:
            return WITNESS.tr("this counter's reading of {when}").format(when=when)
        return WITNESS.tr("counter {counter}'s reading of {when}").format(
            counter=self.counter, when=when
        )

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
    """What the reconciliation found the wallet did that the records do not explain, or a
    reading that cannot be what the service answered."""

    # A movement of a booking that no record of a counter on the key claims.
    NO_RECORD = "no_record"
    # A record claims the movement's booking, for another amount.
    AMOUNT_DIFFERS = "amount_differs"
    # Between two readings whose journals overlap (nothing passed unseen), the wallet's total
    # moved by another amount than the later reading's new journals: that reading does not
    # match its own journals.
    READING_TOTAL = "reading_total"
    # A counter's reading whose total does not match its journals where the readings on either
    # side of it agree with each other: that reading is false, and left out.
    FALSE_TOTAL = "false_total"
    # The later reading lists as many journals as the service lists, none of them in the
    # reading before: more may have passed than were seen ("not witnessed between ...").
    UNWITNESSED = "unwitnessed"
    # A top-up the agency's owner did not record.
    TOPUP_UNRECORDED = "topup_unrecorded"
    # A reading listing a movement of the wrong sign for its kind (a negative top-up): refused.
    IMPOSSIBLE = "impossible"
    # One journal listed with two kinds, bookings or amounts by two readings.
    CONFLICT = "conflict"

    @property
    def is_money(self) -> bool:
        """Whether the finding's amount is money the records do not explain (a refused or
        conflicting reading names the reading; the money it hid is named on its own)."""
        return self not in (Finding.IMPOSSIBLE, Finding.CONFLICT, Finding.FALSE_TOTAL)


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
    # An unwitnessed span: what the wallet's total moved (negative: what left it), and what
    # the journals seen and the counters' records of the span explain of it.
    moved: Decimal = ZERO
    seen: Decimal = ZERO
    recorded: Decimal = ZERO
    # A conflict: the journal as ``until`` listed it (``event`` and ``listed``), against the
    # version the reconciliation kept (``since``'s; the agency's own where it read it).
    listed: Decimal = ZERO
    kept_event: str = ""
    kept_amount: Decimal = ZERO

    def describe(self) -> str:
        """One sentence naming the booking, the amount to the paisa and the two readings."""
        words = {
            "amount": amount_text(abs(self.amount)),
            "booking": self.booking_ref or "-",
            "journal": self.journal_id,
            "since": stamp_text(self.since.read_at, seconds=True),
            "until": stamp_text(self.until.read_at, seconds=True),
            "counter": self.until.counter,
            "reading": self.until.who(),
            "kept": self.since.who(),
            "event": self.event,
            "listed": amount_text(self.listed),
            "kept_event": self.kept_event,
            "kept_amount": amount_text(self.kept_amount),
            "moved": amount_text(self.moved),
            "seen": amount_text(self.seen),
            "recorded": amount_text(self.recorded),
            "difference": amount_text(-self.amount),
        }
        if self.finding is Finding.IMPOSSIBLE:
            return WITNESS.tr(
                "Refused as impossible: {reading} lists journal {journal} (booking {booking}) as "
                "{event} of {listed}, an amount of the wrong sign for its kind; the service "
                "never answers so."
            ).format(**words)
        if self.finding is Finding.CONFLICT:
            return WITNESS.tr(
                "Conflict on journal {journal} (booking {booking}): {reading} lists it as "
                "{event} of {listed}, {kept} as {kept_event} of {kept_amount}."
            ).format(**words)
        if self.finding is Finding.UNWITNESSED:
            return WITNESS.tr(
                "Not witnessed between {since} and {until}: more journals passed than the "
                "readings saw. The wallet's total moved {moved}; the journals seen explain "
                "{seen}, the counters' records {recorded}; difference {difference}."
            ).format(**words)
        if self.finding is Finding.FALSE_TOTAL:
            return WITNESS.tr(
                "{reading} does not match its journals: its total differs by {amount} from the "
                "reading of {since} and the journals it lists since, while the readings either "
                "side of it agree. It was left out."
            ).format(**words)
        if self.finding is Finding.READING_TOTAL:
            return WITNESS.tr(
                "{reading} does not match its journals: its total differs by {amount} from the "
                "reading of {since} and the journals it lists since."
            ).format(**words)
        if self.finding is Finding.TOPUP_UNRECORDED:
            return WITNESS.tr(
                "Journal {journal}: a top-up of {amount} into the wallet that the agency's owner "
                "did not record (between {since} and {until})."
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


class Source(StrEnum):
    """Whose readings a key's reconciliation rests on."""

    # The agency's own witness read the wallet: the counters' readings are claims checked
    # against its readings.
    AGENCY = "agency"
    # Only the counters' readings, in the agency store: each a counter's claim.
    CLAIMS = "claims"
    # One counter without an agency store: its own readings only.
    COUNTER = "counter"


@dataclass(frozen=True, slots=True)
class TopUp:
    """A top-up the agency's owner recorded: ``amount`` paid into the wallet of the key of
    fingerprint ``key`` ("": the agency's only key) on the service's ``day``."""

    day: dt.date
    amount: Decimal
    key: str = ""


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

    # Whose readings witness the key: the agency's own, the counters' claims in the agency
    # store, or one counter's alone.
    source: Source = Source.COUNTER

    @property
    def unexplained_total(self) -> Decimal:
        """What left the wallet, net, that no record explains."""
        return money(sum((item.amount for item in self.unexplained if item.finding.is_money), ZERO))


def reading_of(
    body: Mapping[str, Any], counter: str = "", *, by_agency: bool = False
) -> WalletReading:
    """A reading from the body its counter recorded (``app.journal.wallet_readings``), made by
    ``counter``, or by the agency's own witness (``by_agency``)."""
    return WalletReading(
        by_agency=by_agency,
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
    caveats = [CAVEATS[witness.source] for witness in witnesses if witness.source in CAVEATS]
    said = _said(witnesses, named)
    return "\n".join([said, *dict.fromkeys(WITNESS.known(text) for text in caveats)])


# What the readings cannot prove where the agency did not read the wallet itself.
CAVEATS = {
    Source.COUNTER: QT_TRANSLATE_NOOP(
        "WITNESS",
        "These are this counter's own readings only: a reading forged on this PC, a top-up "
        "nobody recorded, and journals of other counters on its key cannot be proved or named "
        "here.",
    ),
    Source.CLAIMS: QT_TRANSLATE_NOOP(
        "WITNESS",
        "The agency's own witness has not read this key's wallet: the counters' readings are "
        "their claims, checked only against one another.",
    ),
}


def _said(witnesses: Sequence[KeyWitness], named: list[str]) -> str:
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
