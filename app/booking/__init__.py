"""A sale at the counter, Qt-free: what is chosen, required, wrong, owed, and how it is settled."""

from app.booking.choice import ActivityChoice, BoatChoice, Choice
from app.booking.flow import BookingFlow, Customer, Review
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
from app.booking.settle import SettleOutcome, settle

__all__ = [
    "ActivityBreakdown",
    "ActivityChoice",
    "BoatBreakdown",
    "BoatChoice",
    "BookingFlow",
    "Breakdown",
    "Choice",
    "Customer",
    "PassengerEntry",
    "PassengerFare",
    "Review",
    "SettleOutcome",
    "activity_breakdown",
    "boat_breakdown",
    "plan_payment",
    "rate_for",
    "settle",
    "wallet_state",
]
