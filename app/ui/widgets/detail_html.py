"""The detail pane's content as HTML, from a catalogue item (pure functions, no Qt)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, cast

from app.counter.link.catalogue import (
    CatalogueEntry,
    RateSeat,
    boat_seat_price,
    customer_price_text,
)
from app.counter.papers.formatting import (
    MISSING,
    fare_text,
    money_text,
    plain_words,
    text_or_missing,
    time_text,
)
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.gst_names import fare_gst
from app.domain.modules import Module
from app.domain.till import SeatFare, TillRules
from app.figures import date_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.reports.receipt_data import per_person_words

if TYPE_CHECKING:
    from app.api import ActivityContentItem, BoatContentItem

DETAIL_HTML = Catalogue("DETAIL_HTML")
IMAGE_URL = "counterdesk:featured"
SUMMARY_NOTE = QT_TRANSLATE_NOOP(
    "DETAIL_HTML",
    "These prices summarise the coming dates. The exact fare of a date and slot comes from "
    "the availability search (press Enter).",
)


# A currency code before its amount: joined by a no-break space, an amount never splits.
_CURRENCY_GAP = re.compile(r"\b([A-Z]{3}) (?=-?\d)")


def _unbroken(text: str) -> str:
    """``text`` escaped, each ``INR 1,061.00`` in it kept on one line."""
    return _CURRENCY_GAP.sub(r"\1&nbsp;", escape(text))


def _section(title: str, body: str) -> str:
    return f"<h3>{escape(title)}</h3><p>{body}</p>"


def _text(value: object) -> str:
    return escape(text_or_missing(value)).replace("\n", "<br>")


def price_html(entry: CatalogueEntry, rules: TillRules, net: bool) -> str:
    """The price per person the customer pays, as the list prices it (the fare, its GST, the
    service charge and the round off, by the till's ``rules``), said so; with ``net`` (the
    list shows net fares too) the catalogue's fare, labelled as before GST."""
    price = "<b>{}</b><br><i>{}</i>".format(
        _unbroken(customer_price_text(entry, rules)),
        escape(DETAIL_HTML.tr("What the customer pays: fare GST and service charge included")),
    )
    if entry.module is Module.BOAT:
        price += _no_fare_note(cast("BoatContentItem", entry.item))
    if not net:
        return price
    price += "<br>" + _unbroken(
        DETAIL_HTML.tr("Net fare, before fare GST and service charge: {price}").format(
            price=entry.price
        )
    )
    if entry.module is Module.ACTIVITY:
        pricing = cast("ActivityContentItem", entry.item).pricing
        low, high = pricing.min_net_partner_price, pricing.max_net_partner_price
        if low is not None and high is not None:
            price += "<br>" + _unbroken(
                DETAIL_HTML.tr("Net partner price, before GST: {low} – {high}").format(
                    low=money_text(low, pricing.currency), high=money_text(high, pricing.currency)
                )
            )
    return price


def _no_fare_note(item: BoatContentItem) -> str:
    """``<br>No fare: Infant (0-1) (not in this range).`` when some tickets of ``item`` carry
    no fare (the range is over those paid for); nothing when every ticket is paid for."""
    free = [
        f"{plain_words(rate.ticket_type)} ({rate.age_range})" for rate in item.rates if not rate.mrp
    ]
    if not free or len(free) == len(item.rates):
        return ""
    note = DETAIL_HTML.tr("No fare: {tickets} (not in this range).")
    return "<br>" + escape(note.format(tickets=", ".join(free)))


def activity_html(item: ActivityContentItem, price: str, with_image: bool) -> str:
    """Description, price (``price_html``), policies, dates and cut-off of an activity."""
    pricing = item.pricing
    parts = [f'<img src="{IMAGE_URL}" width="420"><br>' if with_image else ""]
    title, location = DEMO_CATALOGUE.known(item.title), DEMO_CATALOGUE.known(item.location)
    parts.append(f"<h2>{escape(title)}</h2><p><i>{_text(location)}</i></p>")
    parts.append(f"<p>{_text(item.description)}</p>")
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


def boat_html(
    item: BoatContentItem,
    price: str,
    rules: TillRules,
    net: bool,
    own_rates: tuple[RateSeat, ...] = (),
) -> str:
    """Trip, times, price (``price_html``), identity rules, GST and the rate card of a boat
    departure: each rate at what the customer pays (its fare before GST and net with ``net``),
    the departure's ``own_rates`` when known (as its rates and its passengers are priced)."""
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
        _section(DETAIL_HTML.tr("Price per person"), price),
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
        gst = item.policies.gst_percentage
        currency = item.rates[0].currency
        priced = (
            [(rate.ticket_type, rate.age_range, rate.nationality, rate.seat) for rate in own_rates]
            # The content's own lines, priced with GST on the whole ticket (at most).
            or [
                (rate.ticket_type, rate.age_range, rate.nationality, SeatFare(rate.mrp))
                for rate in item.rates
            ]
        )
        paid = [
            (
                plain_words(ticket),
                ages,
                plain_words(nationality),
                fare_text(boat_seat_price(seat, gst, rules), currency),
            )
            for ticket, ages, nationality, seat in priced
        ]
        titles = (
            DETAIL_HTML.tr("Ticket"),
            DETAIL_HTML.tr("Age"),
            DETAIL_HTML.tr("Nationality"),
            per_person_words(),
        )
        parts.append(_table(DETAIL_HTML.tr("Rates"), titles, paid, 1))
        if net:
            # The agency's figures in a table of their own: six columns overflow the pane.
            before = [
                (
                    plain_words(rate.ticket_type),
                    money_text(rate.mrp, rate.currency),
                    money_text(rate.net_price, rate.currency),
                )
                for rate in item.rates
            ]
            heads = (
                DETAIL_HTML.tr("Ticket"),
                DETAIL_HTML.tr("Fare before GST"),
                DETAIL_HTML.tr("Net"),
            )
            parts.append(_table(DETAIL_HTML.tr("Rates before GST"), heads, before, 2))
    return "".join(parts)


def _table(title: str, columns: Sequence[str], rows: Sequence[Sequence[str]], figures: int) -> str:
    """A titled table whose last ``figures`` cells are amounts: to the right, each on one
    line."""

    def cells(row: Sequence[str]) -> str:
        words, amounts = row[: len(row) - figures], row[len(row) - figures :]
        return "".join(f"<td>{escape(text)}</td>" for text in words) + "".join(
            f'<td align="right">{_unbroken(amount)}</td>' for amount in amounts
        )

    heads = "".join(f"<th>{escape(text)}</th>" for text in columns)
    body = "".join(f"<tr>{cells(row)}</tr>" for row in rows)
    return (
        f'<h3>{escape(title)}</h3><table cellspacing="0" cellpadding="3">'
        f"<tr>{heads}</tr>{body}</table>"
    )


def detail_html(
    entry: CatalogueEntry, rules: TillRules, with_image: bool = False, net: bool = False
) -> str:
    """The detail pane's HTML for ``entry``, priced for the customer by the till's ``rules``
    as the list beside it is (``net``: the list shows the catalogue's net fares)."""
    # The module says which item it is: the window imports this before the service's models.
    item = entry.item
    # The row's price: a boat's from the departure's own rates, every nationality class.
    price = price_html(entry, rules, net)
    if entry.module is Module.ACTIVITY:
        return activity_html(cast("ActivityContentItem", item), price, with_image)
    own_rates = () if entry.fares is None else entry.fares.seats
    return boat_html(cast("BoatContentItem", item), price, rules, net, own_rates)
