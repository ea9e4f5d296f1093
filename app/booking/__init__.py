"""The counter's two money-moving writes, Qt-free: a sale (what is chosen, required, wrong, owed,
and how it is settled) and a cancellation (what to cancel, its quote, its CONFIRM); each written
ahead in the journal, sent, replayed when its outcome is unknown, and returned as an outcome."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.lazy_names import lazy_names

if TYPE_CHECKING:
    from app.booking.cancel import (
        CancelChoice,
        CancelOutcome,
        QuotedChoice,
        confirm_cancellation,
        quote_choices,
    )
    from app.booking.choice import Choice
    from app.booking.faults import JournalFault, JournalLocked
    from app.booking.flow import BookingFlow, Customer, Review
    from app.booking.left import LeftOutcome, cancel_left_sales, customer_left
    from app.booking.outcomes import is_final
    from app.booking.passengers import PassengerEntry
    from app.booking.payment import plan_payment, wallet_state
    from app.booking.price import (
        ActivityBreakdown,
        BoatBreakdown,
        Breakdown,
        PassengerFare,
        activity_breakdown,
        boat_breakdown,
        rate_for,
    )
    from app.booking.replay import Resolution, ResolutionKind, agent_of, resolve_pending, send_again
    from app.booking.sale import SettleOutcome, settle
    from app.booking.unresolved import (
        CannotStop,
        SaleUnresolved,
        UnresolvedSale,
        UnsavedAnswers,
        same_sale,
        stop_trying,
        unresolved_sales,
    )

# Each name's module is imported on the name's first use: the start's live catalogue needs
# a few of the package's modules (its faults), not all of them (tests/perf/README.md).
__getattr__ = lazy_names(
    __name__,
    {
        "ActivityBreakdown": "app.booking.price",
        "BoatBreakdown": "app.booking.price",
        "BookingFlow": "app.booking.flow",
        "Breakdown": "app.booking.price",
        "CancelChoice": "app.booking.cancel",
        "CancelOutcome": "app.booking.cancel",
        "CannotStop": "app.booking.unresolved",
        "Choice": "app.booking.choice",
        "Customer": "app.booking.flow",
        "JournalFault": "app.booking.faults",
        "JournalLocked": "app.booking.faults",
        "LeftOutcome": "app.booking.left",
        "PassengerEntry": "app.booking.passengers",
        "PassengerFare": "app.booking.price",
        "QuotedChoice": "app.booking.cancel",
        "Resolution": "app.booking.replay",
        "ResolutionKind": "app.booking.replay",
        "Review": "app.booking.flow",
        "SaleUnresolved": "app.booking.unresolved",
        "SettleOutcome": "app.booking.sale",
        "UnresolvedSale": "app.booking.unresolved",
        "UnsavedAnswers": "app.booking.unresolved",
        "activity_breakdown": "app.booking.price",
        "agent_of": "app.booking.replay",
        "boat_breakdown": "app.booking.price",
        "cancel_left_sales": "app.booking.left",
        "confirm_cancellation": "app.booking.cancel",
        "customer_left": "app.booking.left",
        "is_final": "app.booking.outcomes",
        "plan_payment": "app.booking.payment",
        "quote_choices": "app.booking.cancel",
        "rate_for": "app.booking.price",
        "resolve_pending": "app.booking.replay",
        "same_sale": "app.booking.unresolved",
        "send_again": "app.booking.replay",
        "settle": "app.booking.sale",
        "stop_trying": "app.booking.unresolved",
        "unresolved_sales": "app.booking.unresolved",
        "wallet_state": "app.booking.payment",
    },
)

__all__ = [
    "ActivityBreakdown",
    "BoatBreakdown",
    "BookingFlow",
    "Breakdown",
    "CancelChoice",
    "CancelOutcome",
    "CannotStop",
    "Choice",
    "Customer",
    "JournalFault",
    "JournalLocked",
    "LeftOutcome",
    "PassengerEntry",
    "PassengerFare",
    "QuotedChoice",
    "Resolution",
    "ResolutionKind",
    "Review",
    "SaleUnresolved",
    "SettleOutcome",
    "UnresolvedSale",
    "UnsavedAnswers",
    "activity_breakdown",
    "agent_of",
    "boat_breakdown",
    "cancel_left_sales",
    "confirm_cancellation",
    "customer_left",
    "is_final",
    "plan_payment",
    "quote_choices",
    "rate_for",
    "resolve_pending",
    "same_sale",
    "send_again",
    "settle",
    "stop_trying",
    "unresolved_sales",
    "wallet_state",
]
