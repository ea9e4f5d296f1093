"""The privacy notice a customer is shown before their details are taken (DPDP Rules, rule 3): an
itemised list of the personal data asked for, each purpose, who else receives it, how long it is
kept, how to withdraw consent, how to ask for a summary, a correction or an erasure, and how to
complain (the agency's grievance contact, then the Data Protection Board of India).

Its words are the app's, in the customer's language, plus what the agency adds in Settings; its
version names the exact text shown (the template's number and a digest of the words), recorded
with each sale.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace

from app.counter.config.settings import Settings
from app.i18n import Catalogue, in_language

PRIVACY_NOTICE = Catalogue("PRIVACY_NOTICE")
# The template's number: raised whenever the wording below changes in meaning.
TEMPLATE = 2


@dataclass(frozen=True, slots=True)
class NoticeItem:
    """One item of the notice: a short heading and its plain words."""

    heading: str
    text: str


@dataclass(frozen=True, slots=True)
class Notice:
    """The notice in one language; ``version`` changes whenever any word of it does."""

    language: str
    title: str
    items: tuple[NoticeItem, ...]
    version: str

    def plain_text(self) -> str:
        """The notice as plain text (printing, e-mail), item by item."""
        body = "\n\n".join(f"{item.heading}\n{item.text}" for item in self.items)
        return f"{self.title}\n\n{body}"


@dataclass(frozen=True, slots=True)
class NoticeFacts:
    """What the notice says that Settings decide: the agency, whom to write to about personal
    data (the grievance contact), how many days after the trip ID documents leave use, and any
    words the agency adds."""

    agency: str
    grievance_contact: str
    documents_kept_days: int
    extra: str = ""


def _items(facts: NoticeFacts) -> list[NoticeItem]:
    contact = facts.grievance_contact.strip() or facts.agency
    items = [
        NoticeItem(
            PRIVACY_NOTICE.tr("What we ask for"),
            PRIVACY_NOTICE.tr(
                "Your name, phone number and e-mail address. For each passenger: name, age, "
                "gender and nationality; for trips that need it, the ID number and a scan of the "
                "ID (passport for visitors from abroad). From an Aadhaar card's QR code we keep "
                "only the name, age, gender, the number's last four digits and whether UIDAI's "
                "signature holds; never its photo, address or contact details."
            ),
        ),
        NoticeItem(
            PRIVACY_NOTICE.tr("Why"),
            PRIVACY_NOTICE.tr(
                "To book your trip with the tour's operator; so that the operator can check "
                "each passenger's identity at boarding; and for your receipt or GST invoice and "
                "our tax records."
            ),
        ),
        NoticeItem(
            PRIVACY_NOTICE.tr("Who else receives it"),
            PRIVACY_NOTICE.tr(
                "The booking service we sell through and the boat or tour operator. {agency}'s "
                "own records. No one else, unless the law requires it."
            ).format(agency=facts.agency),
        ),
        NoticeItem(
            PRIVACY_NOTICE.tr("How long we keep it"),
            PRIVACY_NOTICE.tr(
                "ID numbers and scans are out of use {days} days after the trip and destroyed "
                "one year after the booking. Names, contact details and amounts stay with the "
                "tax records as long as tax law requires."
            ).format(days=facts.documents_kept_days),
        ),
        NoticeItem(
            PRIVACY_NOTICE.tr("Your choices"),
            PRIVACY_NOTICE.tr(
                "You may withdraw your consent at any time: we then stop using your details, "
                "except what a booking already made or the law needs. You may ask for a summary "
                "of what we hold, a correction or an erasure: ask at this counter or contact "
                "{contact}."
            ).format(contact=contact),
        ),
        NoticeItem(
            PRIVACY_NOTICE.tr("Complaints"),
            PRIVACY_NOTICE.tr(
                "Contact {contact} first. If you are not satisfied with the answer, you may "
                "complain to the Data Protection Board of India, online."
            ).format(contact=contact),
        ),
    ]
    if facts.extra.strip():
        items.append(
            NoticeItem(PRIVACY_NOTICE.tr("From {agency}").format(agency=facts.agency), facts.extra)
        )
    return items


def notice_facts(settings: Settings) -> NoticeFacts:
    """What ``settings`` make the notice say."""
    return NoticeFacts(
        agency=settings.agency_name.strip(),
        grievance_contact=settings.grievance_contact,
        documents_kept_days=settings.documents_kept_days,
        extra=settings.privacy_notice_extra,
    )


def privacy_notice(facts: NoticeFacts, language: str) -> Notice:
    """The notice with ``facts``, in ``language`` (a code of the app's languages)."""
    with in_language(language):
        agency = facts.agency.strip() or PRIVACY_NOTICE.tr("this agency")
        facts = replace(facts, agency=agency)
        title = PRIVACY_NOTICE.tr("How {agency} uses your personal data").format(agency=agency)
        items = tuple(_items(facts))
    words = "\n".join([title, *(f"{i.heading}\n{i.text}" for i in items)])
    digest = hashlib.sha256(words.encode("utf-8")).hexdigest()[:10]
    return Notice(language, title, items, f"{TEMPLATE}-{language}-{digest}")
