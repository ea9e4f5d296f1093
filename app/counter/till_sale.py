"""The sale handed to the journal with its payment: who sells where, what, when, on what terms."""

from __future__ import annotations

from app.booking.choice import ActivityChoice, Choice
from app.counter.formatting import time_text, window_text
from app.domain.payment import Payment
from app.domain.till import CustomerPrice
from app.journal.till import Shift, TillSale

# The one line of cancellation terms on the customer's receipt: the service's bands, the
# customer's refund as the till works it out.
TERMS = (
    "Cancel 48 h or more before: fares and GST back; 24 to 48 h: half; under 24 h: nothing; "
    "less the service's cancellation charge. The service charge is not refunded."
)


def departs_text(choice: Choice) -> str:
    """When the trip leaves, for the receipt: the day and the slot or the departure time."""
    if isinstance(choice, ActivityChoice):
        slot = choice.slot
        return f"{slot.date:%d %b %Y} {window_text(slot.slot.time_window)}"
    return f"{choice.travel_date:%d %b %Y} {time_text(choice.schedule.departure_time)}"


def till_sale_of(
    choice: Choice, price: CustomerPrice, payment: Payment, counter: str, shift: Shift
) -> TillSale:
    """What the journal records with the sale: the counter, the shift's clerk, price, payment."""
    return TillSale(
        counter=counter,
        clerk=shift.clerk,
        shift_id=shift.shift_id,
        price=price,
        payment=payment,
        trip=choice.product,
        departs=departs_text(choice),
        terms=TERMS,
    )
