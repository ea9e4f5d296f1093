"""The two GSTs a sale carries, named apart once for every screen and document: the GST the
service charges inside its fares (passed on to the customer as part of the fare) and the
agency's own GST on its charge or package, which only its tax invoice carries. "Total incl.
GST" (``app.reports.receipt_data``) is the customer's price with both in it, and "no GST" a
fee with neither (docs/decisions/gst-named-apart.md)."""

from __future__ import annotations

from decimal import Decimal

from app.i18n import QT_TRANSLATE_NOOP, Catalogue

GST_NAMES = Catalogue("GST_NAMES")

# The service's GST inside the fare: the review's and the result's bill, the booking card, the
# catalogue, a refund's quote, the receipt's line.
FARE_GST = QT_TRANSLATE_NOOP("GST_NAMES", "Fare GST")
FARE_GST_RATE = QT_TRANSLATE_NOOP("GST_NAMES", "Fare GST {rate}%")
# The same GST on the agency's net, in the service's bill to the wallet: smaller than the
# customer's bill's (its base is the fare less the commission), so never under the same name.
FARE_GST_ON_NET = QT_TRANSLATE_NOOP("GST_NAMES", "Fare GST on the net")
FARE_GST_ON_NET_RATE = QT_TRANSLATE_NOOP("GST_NAMES", "Fare GST {rate}% on the net")
# The agency's own GST, on the receipt of a sale with a tax invoice.
AGENCY_GST_INCLUDED = QT_TRANSLATE_NOOP("GST_NAMES", "Agency GST included")


def fare_gst() -> str:
    """The service's GST inside the fare, named in the current language."""
    return GST_NAMES.known(FARE_GST)


def rate_text(rate: Decimal) -> str:
    """A GST rate as the names print it: ``5``, ``18``, ``2.5``."""
    return f"{rate.normalize():f}"


def fare_gst_at(rate: Decimal) -> str:
    """The service's GST inside the fare at ``rate`` percent: ``Fare GST 5%``."""
    return GST_NAMES.known(FARE_GST_RATE).format(rate=rate_text(rate))


def fare_gst_on_net(rate: Decimal | None = None) -> str:
    """The fare's GST in the service's bill to the wallet (on the agency's net): ``Fare GST 5%
    on the net`` (without the rate when ``rate`` is None)."""
    if rate is None:
        return GST_NAMES.known(FARE_GST_ON_NET)
    return GST_NAMES.known(FARE_GST_ON_NET_RATE).format(rate=rate_text(rate))


def agency_gst_included() -> str:
    """The agency's own GST in the customer's price, named in the current language."""
    return GST_NAMES.known(AGENCY_GST_INCLUDED)
