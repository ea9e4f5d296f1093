"""The sandbox's demo catalogue names (products, places, slots, boats), translated where shown.

The sandbox sends them in English, as data; the app shows a name in the screen's or the
document's language when the catalogue has it, and any other product's name as the service sent it.
"""

from __future__ import annotations

from app.i18n import Catalogue

DEMO_CATALOGUE = Catalogue("DEMO_CATALOGUE")
