"""The counter's two money-moving writes, Qt-free: a sale (what is chosen, required, wrong, owed,
and how it is settled) and a cancellation (what to cancel, its quote, its CONFIRM); each written
ahead in the journal, sent, replayed when its outcome is unknown, and returned as an outcome."""

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
