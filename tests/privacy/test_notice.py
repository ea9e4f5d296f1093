"""The privacy notice (DPDP Rules, rule 3): every item the rule asks for, in the customer's
language, the agency's own words added, and a version that names the exact text."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from app import i18n
from app.counter.config.settings import Settings
from app.counter.papers.privacy_notice import NoticeFacts, notice_facts, privacy_notice
from app.counter.services.till_sale import sale_terms
from app.journal import Journal
from app.journal.notices import NoticeShown
from tests.booking.checkout_sales import Clerk, cash_for
from tests.booking.sales import activity_choice, with_customer
from tests.domain.samples import boat_body, indian
from tests.journal.entries import PRODUCT
from tests.sandbox.helpers import SCUBA
from tests.service import client_for

FACTS = NoticeFacts(
    agency="Island Tours",
    grievance_contact="Priya Nair, 98400 12345, privacy@islandtours.in",
    documents_kept_days=30,
)


def test_the_notice_lists_what_why_withdrawal_rights_and_complaints() -> None:
    notice = privacy_notice(FACTS, i18n.ENGLISH)
    text = notice.plain_text()
    assert notice.title == "How Island Tours uses your personal data"
    headings = [item.heading for item in notice.items]
    assert headings == [
        "What we ask for",
        "Why",
        "Who else receives it",
        "How long we keep it",
        "Your choices",
        "Complaints",
    ]
    for data in ("name", "phone number", "e-mail", "age", "gender", "nationality", "ID number"):
        assert data in notice.items[0].text
    assert "scan of the ID" in notice.items[0].text
    for purpose in ("book your trip", "identity", "GST invoice"):
        assert purpose in notice.items[1].text
    assert "withdraw your consent" in text and "summary" in text
    assert "correction" in text and "erasure" in text
    assert "Data Protection Board of India" in text
    assert text.count(FACTS.grievance_contact) == 2
    assert "30 days after the trip" in text


def test_the_notice_says_what_is_read_and_kept_of_an_aadhaar_qr() -> None:
    asked = privacy_notice(FACTS, i18n.ENGLISH).items[0].text

    for kept in ("name, age, gender, the number's last four digits", "UIDAI's signature"):
        assert kept in asked
    assert "never its photo, address or contact details" in asked


def test_the_notice_is_in_the_customers_language() -> None:
    english = privacy_notice(FACTS, i18n.ENGLISH)
    hindi = privacy_notice(FACTS, i18n.HINDI)
    assert len(hindi.items) == len(english.items)
    assert "डेटा संरक्षण बोर्ड" in hindi.plain_text()
    assert FACTS.grievance_contact in hindi.plain_text()
    assert hindi.version != english.version
    assert i18n.language() == i18n.ENGLISH  # the clerk's language is left as it was


def test_the_version_changes_with_any_word_and_only_then() -> None:
    first = privacy_notice(FACTS, i18n.ENGLISH).version
    assert privacy_notice(FACTS, i18n.ENGLISH).version == first
    extended = replace(FACTS, extra="CCTV records the counter.")
    notice = privacy_notice(extended, i18n.ENGLISH)
    assert notice.version != first
    assert notice.items[-1].text == "CCTV records the counter."
    assert notice.items[-1].heading == "From Island Tours"
    longer = replace(FACTS, documents_kept_days=60)
    assert privacy_notice(longer, i18n.ENGLISH).version != first


def test_the_notice_shown_is_recorded_with_the_sale(tmp_path: Path) -> None:
    from app.api import CreateBookingRequest

    request = CreateBookingRequest.model_validate(boat_body([indian()], request_id="cd-notice"))
    notice = privacy_notice(FACTS, i18n.HINDI)
    with Journal(tmp_path) as journal:
        shown = NoticeShown(
            notice.version, notice.language, journal.now().replace(microsecond=0), "Meena"
        )
        journal.add_create(journal.save_scans(request), product=PRODUCT, agent=None, notice=shown)
        assert journal.privacy.notice("cd-notice") == shown
        # A retried write of the same sale keeps what was first recorded.
        later = NoticeShown("2-en-0000000000", "en", journal.now(), "Ravi")
        journal.add_create(journal.save_scans(request), product=PRODUCT, agent=None, notice=later)
        assert journal.privacy.notice("cd-notice") == shown


@pytest.mark.parametrize("display", [True, False])
async def test_a_sale_records_the_notice_only_when_the_display_showed_it(
    start_sandbox: Any, tmp_path: Path, display: bool
) -> None:
    settings = replace(Settings(), agency_name="Island Tours", customer_display=display)
    with Journal(tmp_path / "journal") as journal:
        clerk = Clerk(start_sandbox(), journal, sale_terms(settings))
        async with client_for(clerk.sandbox, clerk.sandbox.demo_key) as client:
            checkout = clerk.checkout(activity_choice(clerk.sandbox, SCUBA), client)
            with_customer(checkout.flow)
            assert checkout.pay(cash_for((await checkout.review()).price.total)) == {}
            result = await checkout.confirm()
        assert result is not None
        recorded = journal.privacy.notice(result.request.request_id)
    if display:
        notice = privacy_notice(notice_facts(settings), i18n.ENGLISH)
        assert recorded is not None and recorded.version == notice.version
    else:
        # No display: nothing was put before the customer, so no version is claimed for it.
        assert recorded is None
