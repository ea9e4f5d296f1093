"""The summary a customer may ask for (DPDP Act, section 11): what the agency holds of them, why,
who else received it, how long it is kept and what they may ask for, in their language."""

from __future__ import annotations

from app.counter.papers.paper import Paper
from app.counter.papers.privacy_notice import NoticeFacts
from app.i18n import Catalogue, in_language
from app.journal.privacy_tables import Holding, Traveller

DATA_SUMMARY = Catalogue("DATA_SUMMARY")


def _traveller(traveller: Traveller) -> str:
    """A passenger's name, then their age, gender and nationality as the sale sent them."""
    known = [str(traveller.age) if traveller.age is not None else ""]
    known += [traveller.gender, traveller.nationality]
    details = ", ".join(part for part in known if part)
    return f"{traveller.name} ({details})" if details else traveller.name


def data_summary(holding: Holding, facts: NoticeFacts, language: str, store: bool) -> Paper:
    """What is held of the customer of ``holding``, in ``language``; ``store``: the agency keeps
    a shared store of its counters' sales (named among those who received the data)."""
    with in_language(language):
        agency = facts.agency.strip() or DATA_SUMMARY.tr("this agency")
        contact = facts.grievance_contact.strip() or agency
        held_count = len(holding.held_documents)
        in_use = len(holding.ids_in_use)
        scans = holding.scan_digests
        held = [
            DATA_SUMMARY.tr("Name: {name}").format(name=holding.name),
            DATA_SUMMARY.tr("Phone: {phone}").format(phone=holding.phone or "-"),
            DATA_SUMMARY.tr("E-mail: {email}").format(email=holding.email or "-"),
            DATA_SUMMARY.tr("Bookings: {refs}").format(refs=", ".join(holding.booking_refs)),
            DATA_SUMMARY.tr("Passengers: {names}").format(
                names=", ".join(_traveller(t) for t in holding.passengers)
            ),
            DATA_SUMMARY.tr("ID numbers in use: %n", "", in_use)
            + (f" ({', '.join(holding.ids_in_use)})" if holding.ids_in_use else ""),
            DATA_SUMMARY.tr("Digests of ID scans: %n", "", scans),
            DATA_SUMMARY.tr("ID numbers kept out of use, sealed: %n", "", held_count),
        ]
        shared = DATA_SUMMARY.tr(
            "The booking service we sell through and the boat or tour operator of each trip."
        )
        if store:
            shared += " " + DATA_SUMMARY.tr("{agency}'s shared records of its counters.").format(
                agency=agency
            )
        return Paper(
            DATA_SUMMARY.tr("What {agency} holds about you").format(agency=agency),
            (
                (DATA_SUMMARY.tr("What we hold"), "\n".join(held)),
                (
                    DATA_SUMMARY.tr("Why"),
                    DATA_SUMMARY.tr(
                        "To book your trips; for the operator's identity checks; for your "
                        "receipts or GST invoices and our tax records."
                    ),
                ),
                (DATA_SUMMARY.tr("Who else received it"), shared),
                (
                    DATA_SUMMARY.tr("How long"),
                    DATA_SUMMARY.tr(
                        "ID numbers: out of use {days} days after each trip, destroyed one year "
                        "after the booking. Names, contacts and amounts: with the tax records, as "
                        "long as tax law requires."
                    ).format(days=facts.documents_kept_days),
                ),
                (
                    DATA_SUMMARY.tr("What you may ask"),
                    DATA_SUMMARY.tr(
                        "A correction, an erasure, or a copy of this data; to complain, contact "
                        "{contact}, then the Data Protection Board of India."
                    ).format(contact=contact),
                ),
            ),
        )
