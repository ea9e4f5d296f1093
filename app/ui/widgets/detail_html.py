"""The detail pane's content as HTML, from a catalogue item (pure functions, no Qt)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, cast

from app.counter.catalogue import CatalogueEntry, activity_price_text, boat_price_text
from app.counter.formatting import MISSING, money_text, plain_words, text_or_missing, time_text
from app.domain.modules import Module
from app.figures import date_text

if TYPE_CHECKING:
    from app.api import ActivityContentItem, BoatContentItem

IMAGE_URL = "counterdesk:featured"
SUMMARY_NOTE = (
    "These prices summarise the coming dates. The exact fare of a date and slot comes from "
    "the availability search (press Enter)."
)
FOREIGN_RULE = "Foreign passengers always need a passport, its number and a scan of it."


def _section(title: str, body: str) -> str:
    return f"<h3>{escape(title)}</h3><p>{body}</p>"


def _text(value: object) -> str:
    return escape(text_or_missing(value)).replace("\n", "<br>")


def activity_html(item: ActivityContentItem, with_image: bool) -> str:
    """Description, price, policies, dates and cut-off of an activity."""
    pricing = item.pricing
    parts = [f'<img src="{IMAGE_URL}" width="420"><br>' if with_image else ""]
    parts.append(f"<h2>{escape(item.title)}</h2><p><i>{_text(item.location)}</i></p>")
    parts.append(f"<p>{_text(item.description)}</p>")
    price = escape(activity_price_text(item))
    low, high = pricing.min_net_partner_price, pricing.max_net_partner_price
    if low is not None and high is not None:
        price += (
            f"<br>Net partner price {escape(money_text(low, pricing.currency))}"
            f" – {escape(money_text(high, pricing.currency))}"
        )
    if pricing.catalog_price_is_summary:
        price += f"<br><i>{escape(SUMMARY_NOTE)}</i>"
    parts.append(_section("Price per person", price))
    parts.append(_section("GST", f"{item.policies.gst_percentage} %"))
    parts.append(_section("Included", _text(item.policies.inclusions)))
    parts.append(_section("Not included", _text(item.policies.exclusions)))
    parts.append(_section("Cancellation", _text(item.policies.cancellation_summary)))
    availability = item.availability
    if not availability.available:
        dates = f"Not available: {_text(availability.reason)}"
    elif availability.available_date_ranges:
        dates = "<br>".join(
            f"{date_text(span.from_)} – {date_text(span.to)}"
            for span in availability.available_date_ranges
        )
    else:
        dates = MISSING
    parts.append(_section("Available dates", dates))
    cutoff = item.booking.booking_cutoff
    parts.append(
        _section(
            "Booking cut-off",
            f"{cutoff.default_minutes} minutes before the slot starts"
            " (a slot may set its own cut-off, which then applies).",
        )
    )
    return "".join(parts)


def _required(flag: int) -> str:
    return "<b>required</b>" if flag else "not required"


def boat_html(item: BoatContentItem) -> str:
    """Trip, times, identity rules, GST and the rate card of a boat departure."""
    flags = item.policies.identity_enforcement
    parts = [
        f"<h2>{escape(item.trip_name)}</h2>",
        f"<p><i>{escape(item.boat_name)}</i> · departs {time_text(item.departure_time)}, trip "
        f"ends {time_text(item.return_time)} · {item.inventory.remaining_seats} seats left</p>",
        _section("Price per person", escape(boat_price_text(item))),
        _section(
            "GST",
            f"{item.policies.gst_percentage} % on the boat fare (permits are government fees)",
        ),
        _section(
            "Identity documents",
            f"ID document for every passenger: {_required(flags.is_id_mandatory)}<br>"
            f"Document number: {_required(flags.is_id_no_required)}<br>"
            f"Scan of the document: {_required(flags.is_id_upload_required)}<br>"
            f"<i>{escape(FOREIGN_RULE)}</i>",
        ),
    ]
    if item.rates:
        rows = "".join(
            f"<tr><td>{escape(rate.ticket_type)}</td><td>{escape(rate.age_range)}</td>"
            f"<td>{escape(plain_words(rate.nationality))}</td>"
            f'<td align="right">{escape(money_text(rate.mrp, rate.currency))}</td>'
            f'<td align="right">{escape(money_text(rate.net_price, rate.currency))}</td></tr>'
            for rate in item.rates
        )
        parts.append(
            '<h3>Rates</h3><table cellspacing="0" cellpadding="3">'
            "<tr><th>Ticket</th><th>Age</th><th>Nationality</th><th>MRP</th><th>Net</th></tr>"
            f"{rows}</table>"
        )
    return "".join(parts)


def detail_html(entry: CatalogueEntry, with_image: bool = False) -> str:
    """The detail pane's HTML for ``entry``."""
    # The module says which item it is: the window imports this before the service's models.
    item = entry.item
    if entry.module is Module.ACTIVITY:
        return activity_html(cast("ActivityContentItem", item), with_image)
    return boat_html(cast("BoatContentItem", item))
