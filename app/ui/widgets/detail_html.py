"""The detail pane's content as HTML, from a catalogue item (pure functions, no Qt)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, cast

from app.counter.catalogue import CatalogueEntry, activity_price_text
from app.counter.formatting import MISSING, money_text, plain_words, text_or_missing, time_text
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.gst_names import fare_gst
from app.domain.modules import Module
from app.figures import date_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

if TYPE_CHECKING:
    from app.api import ActivityContentItem, BoatContentItem

DETAIL_HTML = Catalogue("DETAIL_HTML")
IMAGE_URL = "counterdesk:featured"
SUMMARY_NOTE = QT_TRANSLATE_NOOP(
    "DETAIL_HTML",
    "These prices summarise the coming dates. The exact fare of a date and slot comes from "
    "the availability search (press Enter).",
)


def _section(title: str, body: str) -> str:
    return f"<h3>{escape(title)}</h3><p>{body}</p>"


def _text(value: object) -> str:
    return escape(text_or_missing(value)).replace("\n", "<br>")


def activity_html(item: ActivityContentItem, with_image: bool) -> str:
    """Description, price, policies, dates and cut-off of an activity."""
    pricing = item.pricing
    parts = [f'<img src="{IMAGE_URL}" width="420"><br>' if with_image else ""]
    title, location = DEMO_CATALOGUE.known(item.title), DEMO_CATALOGUE.known(item.location)
    parts.append(f"<h2>{escape(title)}</h2><p><i>{_text(location)}</i></p>")
    parts.append(f"<p>{_text(item.description)}</p>")
    price = escape(activity_price_text(item))
    low, high = pricing.min_net_partner_price, pricing.max_net_partner_price
    if low is not None and high is not None:
        price += "<br>" + escape(
            DETAIL_HTML.tr("Net partner price {low} – {high}").format(
                low=money_text(low, pricing.currency), high=money_text(high, pricing.currency)
            )
        )
    if pricing.catalog_price_is_summary:
        price += f"<br><i>{escape(DETAIL_HTML.known(SUMMARY_NOTE))}</i>"
    parts.append(_section(DETAIL_HTML.tr("Price per person"), price))
    parts.append(_section(fare_gst(), f"{item.policies.gst_percentage} %"))
    parts.append(_section(DETAIL_HTML.tr("Included"), _text(item.policies.inclusions)))
    parts.append(_section(DETAIL_HTML.tr("Not included"), _text(item.policies.exclusions)))
    parts.append(
        _section(DETAIL_HTML.tr("Cancellation"), _text(item.policies.cancellation_summary))
    )
    availability = item.availability
    if not availability.available:
        dates = DETAIL_HTML.tr("Not available: {reason}").format(reason=_text(availability.reason))
    elif availability.available_date_ranges:
        dates = "<br>".join(
            f"{date_text(span.from_)} – {date_text(span.to)}"
            for span in availability.available_date_ranges
        )
    else:
        dates = MISSING
    parts.append(_section(DETAIL_HTML.tr("Available dates"), dates))
    cutoff = item.booking.booking_cutoff
    parts.append(
        _section(
            DETAIL_HTML.tr("Booking cut-off"),
            DETAIL_HTML.tr(
                "{minutes} minutes before the slot starts (a slot may set its own cut-off, "
                "which then applies)."
            ).format(minutes=cutoff.default_minutes),
        )
    )
    return "".join(parts)


def _required(flag: int) -> str:
    return DETAIL_HTML.tr("<b>required</b>") if flag else DETAIL_HTML.tr("not required")


def boat_html(item: BoatContentItem, price: str) -> str:
    """Trip, times, identity rules, GST and the rate card of a boat departure."""
    flags = item.policies.identity_enforcement
    seats = item.inventory.remaining_seats
    trip, boat = DEMO_CATALOGUE.known(item.trip_name), DEMO_CATALOGUE.known(item.boat_name)
    times = DETAIL_HTML.tr(
        "<i>{boat}</i> · departs {departs}, trip ends {ends} · %n seat(s) left", "", seats
    ).format(
        boat=escape(boat),
        departs=time_text(item.departure_time),
        ends=time_text(item.return_time),
    )
    foreign = DETAIL_HTML.tr(
        "Foreign passengers always need a passport, its number and a scan of it."
    )
    parts = [
        f"<h2>{escape(trip)}</h2>",
        f"<p>{times}</p>",
        _section(DETAIL_HTML.tr("Price per person"), escape(price)),
        _section(
            fare_gst(),
            DETAIL_HTML.tr("{percent} % on the boat fare (permits are government fees)").format(
                percent=item.policies.gst_percentage
            ),
        ),
        _section(
            DETAIL_HTML.tr("Identity documents"),
            DETAIL_HTML.tr(
                "ID document for every passenger: {id_type}<br>Document number: {number}<br>"
                "Scan of the document: {scan}<br><i>{foreign}</i>"
            ).format(
                id_type=_required(flags.is_id_mandatory),
                number=_required(flags.is_id_no_required),
                scan=_required(flags.is_id_upload_required),
                foreign=escape(foreign),
            ),
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
        columns = "".join(
            f"<th>{escape(title)}</th>"
            for title in (
                DETAIL_HTML.tr("Ticket"),
                DETAIL_HTML.tr("Age"),
                DETAIL_HTML.tr("Nationality"),
                DETAIL_HTML.tr("MRP"),
                DETAIL_HTML.tr("Net"),
            )
        )
        rates = escape(DETAIL_HTML.tr("Rates"))
        parts.append(
            f'<h3>{rates}</h3><table cellspacing="0" cellpadding="3"><tr>{columns}</tr>'
            f"{rows}</table>"
        )
    return "".join(parts)


def detail_html(entry: CatalogueEntry, with_image: bool = False) -> str:
    """The detail pane's HTML for ``entry``."""
    # The module says which item it is: the window imports this before the service's models.
    item = entry.item
    if entry.module is Module.ACTIVITY:
        return activity_html(cast("ActivityContentItem", item), with_image)
    # The row's price: from the departure's own rates, every nationality class, when read.
    return boat_html(cast("BoatContentItem", item), entry.price)
