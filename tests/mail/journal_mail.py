"""A journal with sales and cancellations for the mail tests, and senders of its outbox."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import trustme

from app import i18n
from app.domain.gst import Buyer
from app.domain.modules import Module
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.mail.outbox import MailMessage
from app.mail.sender import MailSender
from app.mail.server import MailServer
from app.mail.smtp import Attachment
from app.reports.receipt_data import AgencyDetails
from tests.journal.entries import Clock
from tests.journal.gst_day import AGENCY as REGISTRATION
from tests.journal.till_sales import sell, till_sale
from tests.mail.smtp_servers import PASSWORD, USER, trusting

CUSTOMER = "asha.rao@example.in"  # the sample requests' customer
AGENCY = AgencyDetails("Backwater Trails", "MG Road, Kochi 682011", "0484 2351234", "", "")


def sold(journal: Journal, wanted: bool | None, language: str = i18n.ENGLISH) -> str:
    """A taxed sale to the sample customer, who (when asked) said ``wanted`` to e-mail."""
    if wanted is not None:
        journal.remember_mail_choice(CUSTOMER, wanted, language)
    shift = journal.till.open_shift("PB1", "Leela Menon", Decimal("0.00"))
    basis = REGISTRATION.basis(Module.BOAT, Buyer("Asha Rao"))
    return sell(journal, "s-1", till_sale(shift_id=shift.shift_id, tax=basis)).booking_ref


def journal_file(journal: Journal) -> Path:
    """The SQLite file of ``journal``."""
    return journal.folder / DATABASE_NAME


def mail_server(port: int) -> MailServer:
    """The agency's server on 127.0.0.1 at ``port`` (STARTTLS, with the test login)."""
    return MailServer(
        host="127.0.0.1",
        port=port,
        user=USER,
        sender_name="Backwater Trails",
        sender_address="tickets@backwater.example",
    )


def no_documents(_message: MailMessage) -> tuple[Attachment, ...]:
    """A renderer that attaches nothing (tests of the outbox alone)."""
    return ()


def sender_of(
    journal: Path,
    port: int,
    authority: trustme.CA,
    clock: Callable[[], dt.datetime],
    render: Callable[[MailMessage], tuple[Attachment, ...]] = no_documents,
) -> MailSender:
    """The mail worker of ``journal`` sending through the test server at ``port``."""
    return MailSender(
        journal,
        mail_server(port),
        lambda: PASSWORD,
        render,
        lambda: trusting(authority),
        clock,
    )


def sale_clock() -> Clock:
    """A clock at the tests' sale time."""
    return Clock()
