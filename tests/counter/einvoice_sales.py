"""An e-invoicing agency and its business customer, for the tests of e-invoices headless and on
screen: the agency's settings (turnover over 10 crore), the firm, a BOAT price, the day."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal as D

from app.counter.config.settings import Settings
from app.domain.clock import SERVICE_TZ
from app.domain.einvoice import TurnoverBand
from app.domain.gst import Buyer
from app.domain.modules import Module
from app.domain.till import Markup, SeatFare, TillRules, customer_price

SETTINGS = Settings(
    agency_name="Backwater Trails",
    agency_address="14 MG Road, Ernakulam, Kochi 682011",
    agency_phone="+91 484 236 7788",
    agency_gstin="32AAACB1234F1ZI",
    agency_legal_name="Backwater Trails Private Limited",
    agency_state_code="32",
    turnover_band=TurnoverBand.FROM_10_CRORE,
)
FIRM = Buyer("Bengaluru Corporate Tours", "29AAGCB7383J1Z4", "80 Feet Road, Bengaluru 560038")
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(D("1233.33"), D("150.00"))] * 3,
    D(5),
    TillRules(markups={Module.BOAT: Markup(percent=D("7.77"))}),
)
TODAY = dt.datetime(2026, 12, 22, 11, 0, tzinfo=SERVICE_TZ)
