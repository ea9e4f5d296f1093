"""The customer's data summary in the language recorded with their sale: a day of sandbox sales,
one in Hindi and one in Tamil, each customer's summary saved as the PDF they are given and read
back: its headings in their language, and who else received their data named."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings
from app.counter.papers.data_summary import data_summary
from app.counter.papers.privacy_notice import NoticeFacts
from app.counter.services.access_log import AccessLogService
from app.counter.services.customer_rights import RightsService
from app.journal import Journal
from app.languages import ENGLISH
from app.ui.controllers.customer_data import CustomerDataController
from app.ui.documents import write_pdf
from app.ui.fonts import register_fonts
from tests.booking.checkout_sales import Clerk
from tests.counter.approvals import Reasons, nobody
from tests.privacy.day_of_sales import a_day_of_sales
from tests.service import FROZEN_NOW
from tests.ui.helpers.pdf_text import pdf_text

AGENCY = "Island Tours"
# What each summary must read, in its language: the title and every heading, then who else
# received the data (the service and the operators, and the agency's shared store).
READ = {
    "hi": (
        f"{AGENCY} के पास आपकी क्या जानकारी है",
        "हमारे पास क्या है",
        "क्यों",
        "और किसे मिली",
        "कब तक",
        "आप क्या माँग सकते हैं",
        "वह बुकिंग सेवा जिसके ज़रिए हम बेचते हैं, और हर यात्रा का नाव या टूर ऑपरेटर।",
        f"{AGENCY} के सभी काउंटरों के साझा रिकॉर्ड।",
    ),
    "ta": (
        f"{AGENCY} உங்களைப் பற்றி வைத்திருப்பவை",
        "நாங்கள் வைத்திருப்பவை",
        "ஏன்",
        "வேறு யார் பெற்றார்கள்",
        "எவ்வளவு காலம்",
        "நீங்கள் கேட்கக்கூடியவை",
        "நாங்கள் விற்கும் முன்பதிவுச் சேவையும் ஒவ்வொரு பயணத்தின் படகு அல்லது சுற்றுலா இயக்குநரும்.",
        f"{AGENCY}-இன் கவுண்டர்களின் பகிர்ந்த பதிவுகள்.",
    ),
}


def test_the_summary_reads_in_the_language_recorded_with_the_sale(
    qtbot: QtBot, run: Any, start_sandbox: Any, tmp_path: Path
) -> None:
    register_fonts()
    settings = replace(
        Settings(), agency_name=AGENCY, agency_db_url="postgresql://store.example/agency"
    )
    parent = QWidget()
    qtbot.addWidget(parent)
    with Journal(tmp_path / "journal", now=lambda: FROZEN_NOW) as journal:
        day = run(a_day_of_sales(Clerk(start_sandbox(), journal)), 30_000)
        log = AccessLogService(journal, nobody)
        rights = RightsService(journal, tmp_path, nobody, log, Reasons(None))
        controller = CustomerDataController(parent, rights, lambda: settings, lambda: "Leela")
        read: dict[str, str] = {}
        for code, sale in (("hi", day.hindi), ("ta", day.tamil), ("en", day.cancelled)):
            recorded = journal.till.sale_of(sale.booking_ref)
            assert recorded is not None and recorded.customer_language == code
            row = journal.history.find(sale.booking_ref)
            assert row is not None
            summary = controller.summary(row)
            assert summary is not None
            pdf = write_pdf(summary.html(), tmp_path / f"summary-{code}.pdf", summary.title)
            read[code] = pdf_text(pdf)
    for code, words in READ.items():
        # A reader gives each run of one font a line of its own (the agency's Latin name
        # before its Tamil case ending): the letters are compared, in order, without spaces.
        letters = "".join(read[code].split())
        for said in words:
            assert "".join(said.split()) in letters, (code, said)
        assert "What we hold" not in read[code]
    assert "Who else received it" in read["en"] and f"{AGENCY}'s shared records" in read["en"]
    assert day.tamil.booking_ref in read["ta"] and "Emma Schultz" in read["ta"]


def test_the_summary_names_every_item_held_of_a_trip_still_to_come(
    run: Any, start_sandbox: Any, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal", now=lambda: FROZEN_NOW) as journal:
        day = run(a_day_of_sales(Clerk(start_sandbox(), journal)), 30_000)
        holding = journal.privacy.holding(day.tamil.booking_ref)
    assert holding is not None
    facts = NoticeFacts(AGENCY, "", Settings().documents_kept_days)
    (_, held), *_ = data_summary(holding, facts, ENGLISH, store=False).items
    # The BOAT trip is still to come: both ID numbers are in the sale's request, in use, and
    # the digests of both scans beside it; nothing is sealed out of use yet.
    assert held.splitlines()[4:] == [
        "Passengers: Meera Nair (30, MALE, INDIAN), Emma Schultz (29, FEMALE, GERMAN)",
        "ID numbers in use: 2 (AADHAAR, PASSPORT)",
        "Digests of ID scans: 2",
        "ID numbers kept out of use, sealed: 0",
    ]
