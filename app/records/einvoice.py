"""What the e-invoice screens show of the journal's IRNs: the portal's reasons for cancelling one,
and what an answer file changed."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.domain.irp_answer import Answer
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

EINVOICE_REMARKS = Catalogue("EINVOICE_REMARKS")


# The portal's reasons for cancelling an IRN, by its codes: the remark sent (in English) and,
# translated (``EINVOICE_REMARKS.known``), what staff choose from.
CANCEL_REMARKS = {
    "1": QT_TRANSLATE_NOOP("EINVOICE_REMARKS", "Duplicate"),
    "2": QT_TRANSLATE_NOOP("EINVOICE_REMARKS", "Data entry mistake"),
    "3": QT_TRANSLATE_NOOP("EINVOICE_REMARKS", "Order cancelled"),
    "4": QT_TRANSLATE_NOOP("EINVOICE_REMARKS", "Other"),
}


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an answer file changed: the documents given an IRN, the IRNs confirmed cancelled,
    those already known, a sentence per answer refused, and the answers refused that a
    supervisor may still accept (``EinvoiceTables.accept``): those not matching their document,
    and those for a document with another IRN."""

    registered: list[str] = field(default_factory=list)
    cancelled: list[str] = field(default_factory=list)
    known: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    refused: list[Answer] = field(default_factory=list)
