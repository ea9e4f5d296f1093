"""A counter's day walked through the GUI, every money figure staff see read as they read it
and set beside the books' query for it at that moment (issue 93; docs/books.md, "The day
walked"): an ACTIVITY sale with change, a boat party of three on cash and UPI, one passenger
cancelled and refunded by both tenders in two payments, an exchange onto a cheaper slot with
money given back, the operator cancelling the part-cancelled booking's departure, the drawer's X
and the Z. The pictures issue 93 asks for are saved on the way."""

from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass, field
from decimal import Decimal
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QScrollArea
from pytestqt.qtbot import QtBot

from app import i18n
from app.books.queries import (
    BookingMoney,
    BookQueries,
    booking_money,
    cancellation_money,
    customer_owed,
    customers_owed,
    note_settled,
    refunds_given,
    refunds_owed,
)
from app.counter.papers.formatting import money_text
from app.domain import demo_catalogue
from app.domain.clock import service_today
from app.domain.modules import Module
from app.domain.tenders import CASH, TENDERS, UPI, TenderKind
from app.mail.outbox import Document
from app.reports.columns import Paper
from app.reports.counter import operations_on
from app.reports.shift import OperationKind, by_request
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.paper import paper_image
from app.ui.registry import BOOK, DISRUPTIONS, HISTORY, LOOKUP, SHIFT
from app.ui.screens.lookup import LookupScreen
from app.ui.style import paper_ink
from app.ui.widgets.reschedule_dialog import RescheduleDialog
from tests.counter.disrupted_sales import operator_cancels
from tests.mail.smtp_servers import Recording
from tests.mail.test_refund_letters import body_of
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE
from tests.ui.conftest import CLERK, save_image, screenshot, settle_layouts
from tests.ui.helpers.after_sale import DAY as DIVE_DAY
from tests.ui.helpers.after_sale import quote
from tests.ui.helpers.clicks import clerk_click
from tests.ui.helpers.drawer import answer_close
from tests.ui.helpers.history import chosen_detail
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import (
    ACTIVITY,
    DAY,
    NO_FLAGS_TRIP,
    activate,
    choose,
    press,
    type_customer,
)
from tests.ui.helpers.sales import type_text as type_here
from tests.ui.helpers.tables import cells
from tests.ui.helpers.till import wait_for_result
from tests.ui.screens.test_document_copies import registered
from tests.ui.screens.test_history import columns_fit
from tests.ui.screens.test_refund_quote import open_sale
from tests.ui.screens.test_reschedule import ADDRESS
from tests.ui.screens.test_reschedule import sold as sold_dive

PARTY = ("Ravi Kumar, 34, M", "Meena Kumar, 31, F", "Arjun Kumar, 39, M")
# The boat party's customer wants e-mail (a customer of their own: the first sale's customer
# said no, and the till remembers a customer's choice).
BOAT_CUSTOMER = ("Ravi Kumar", "ravi.kumar@example.in", "9876500001")
UPI_PART = Decimal("1000.00")
LATE_MORNING = 1  # the dive slot after the morning's: cheaper, so money goes back
AMOUNT = r"(-?[\d,]+\.\d\d)"


@dataclass(frozen=True)
class Read:
    """One money figure as staff read it on ``surface`` and as the books' query says it then
    (both as the screens write an amount; "" where the surface shows none)."""

    surface: str
    figure: str
    shown: str
    books: str


@dataclass
class Day:
    """What the walk read, in the order read; the bookings it made."""

    reads: list[Read] = field(default_factory=list)
    refs: dict[str, str] = field(default_factory=dict)
    papers: dict[str, str] = field(default_factory=dict)  # each picture's rich text, by name

    def read(self, surface: str, figure: str, shown: str, books: Decimal | None) -> None:
        """Keep ``figure`` of ``surface`` as shown beside the books' ``books``."""
        self.reads.append(Read(surface, figure, shown, "" if books is None else money_text(books)))

    def on(self, surface: str) -> list[Read]:
        """Every figure read on ``surface`` (a surface read more than once: each time)."""
        found = [r for r in self.reads if r.surface == surface]
        assert found, f"nothing was read on {surface}"
        return found


def plain(text: str) -> str:
    """``text`` as read: markup and entities gone, runs of spaces one space."""
    text = re.sub(r"<[^>]+>", " ", text).replace("&nbsp;", " ")
    return " ".join(text.replace("\N{NO-BREAK SPACE}", " ").split())


def after(text: str, words: str) -> str:
    """The amount written after ``words`` in ``text`` (an "INR" between them allowed); ""
    when ``words`` are not followed by one."""
    found = re.search(re.escape(words) + r":?\s*(?:INR\s*)?" + AMOUNT, plain(text))
    return found.group(1) if found else ""


@dataclass
class Walk:
    """The desk the day is walked at and what it has read."""

    desk: Desk
    qtbot: QtBot
    run: Any
    sandbox: EmbeddedSandbox
    recording: Recording | None  # None: no mail server, no letters
    language: str
    day: Day = field(default_factory=Day)

    @property
    def books(self) -> BookQueries:
        """The books' queries, on the till's connection now."""
        return BookQueries(self.desk.services.journal.till.books_connection())

    def money_of(self, ref: str) -> BookingMoney:
        """The books' money of the booking ``ref`` sold at this till."""
        till = self.desk.services.journal.till
        sale = till.sale_of(ref)
        assert sale is not None
        found = booking_money(till, sale.request_id, ref)
        assert found is not None
        return found

    def picture(self, name: str) -> None:
        """The window as the clerk sees it now, at 1366x768."""
        self.desk.window.resize(1366, 768)
        screenshot(self.desk.window, f"day_{name}_{self.language}_1366x768")

    @property
    def in_english(self) -> bool:
        """Whether the screens are in English, whose words the sentences are read by (in
        another language only the figures that stand alone are)."""
        return self.language == i18n.ENGLISH

    def name(self, english: str) -> str:
        """The catalogue's name ``english`` as the service gives it in the walk's language."""
        if self.in_english:
            return english
        raw = json.loads((Path(demo_catalogue.__file__).parent / "demo_catalogue.json").read_text())
        titles = [a["title"] for a in raw["activities"]] + [t["trip_name"] for t in raw["trips"]]
        [title] = [t for t in titles if t["en"] == english]
        return str(title[self.language])

    def paper(self, document: Document, ref: str, name: str) -> None:
        """The booking's ``document`` as the counter lays it out now, in the walk's language:
        a picture of its first page (its rich text kept by ``name``)."""
        desk = self.desk
        text = self.run(
            desk.services.papers().text(
                document,
                ref,
                desk.connection.settings.agency,
                desk.connection.training,
                paper_ink(),
                self.language,
            )
        )
        assert text is not None
        self.day.papers[name] = text.html
        save_image(paper_image(text.html, text.paper or Paper.A4), f"day_{name}_{self.language}")


def walk_day(
    desk: Desk,
    qtbot: QtBot,
    run: Any,
    sandbox: EmbeddedSandbox,
    recording: Recording | None,
    language: str = i18n.ENGLISH,
) -> Day:
    """The day walked at ``desk`` with its screens in ``language`` (its mail sent to
    ``recording``, None: none sent): what was read."""
    walk = Walk(desk, qtbot, run, sandbox, recording, language)
    registered(desk)  # a registered agency: its refunds are given refund slips
    activity_with_change(walk)
    boat = boat_on_two_tenders(walk)
    part_cancelled(walk, boat)
    exchanged(walk)
    operator_cancelled(walk, boat)
    history(walk)
    drawer_and_z(walk)
    return walk.day


def activity_with_change(walk: Walk) -> None:
    """An ACTIVITY sale for two, typed and paid with a note far over its price: change
    given. The result's figures read."""
    desk, qtbot = walk.desk, walk.qtbot
    choose(desk, qtbot, walk.name(ACTIVITY))
    type_customer()
    type_here("2")
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    book = desk.window.page(BOOK)
    qtbot.waitUntil(lambda: book.currentWidget() is book.review)
    type_here("20000")
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    ref = walk.day.refs["activity"] = desk.window.page(BOOK).result.ref_label.text()
    sold_result(walk, ref)


def sold_result(walk: Walk, ref: str) -> None:
    """What the Book screen's result says each tender took for the sale ``ref``, and the
    agency's margin on it."""
    result = walk.desk.window.page(BOOK).result
    said = result.receipt_label.text()
    money = walk.money_of(ref)
    for kind, amount in money.paid:
        walk.day.read("the sale's result", f"paid {kind.code}", after(said, kind.code), amount)
    margin = result.findChild(QLabel, "tillMargin")
    assert margin is not None
    walk.day.read("the sale's result", "Agency margin", after(margin.text(), ""), money.margin)


def boat_on_two_tenders(walk: Walk) -> str:
    """The harbour cruise for a party of three, typed on the Book screen (the customer wants
    e-mail), paid UPI_PART by UPI and the rest in exact cash: its reference."""
    desk, qtbot = walk.desk, walk.qtbot
    activate(desk, qtbot)
    press(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    choose(desk, qtbot, walk.name(NO_FLAGS_TRIP), Module.BOAT)
    type_customer(*BOAT_CUSTOMER)
    form = desk.window.page(BOOK).form
    for line in PARTY:
        form.people.quick_passenger.setText(line)
        assert form.people.add_quick_passenger()
    form.customer.mail.setFocus()
    press(Qt.Key.Key_Space)  # the customer wants e-mail
    assert form.customer.mail.isChecked()
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    book = desk.window.page(BOOK)
    qtbot.waitUntil(lambda: book.currentWidget() is book.review)
    panel = book.review.payment
    panel.upi_amount.setText(f"{UPI_PART}")
    panel.upi_reference.setText("412345678901")
    panel.upi_received.setChecked(True)
    panel.tendered.setFocus()
    press(Qt.Key.Key_Return)
    wait_for_result(desk, qtbot)
    ref = walk.day.refs["boat"] = book.result.ref_label.text()
    sold_result(walk, ref)
    if walk.recording is not None:
        papers = mailed_pdfs(wait_for_letter(walk, walk.recording, f"Your booking {ref}"))
        voucher_money(walk, "the mailed voucher", papers["voucher"], ref, amended=False)
    return ref


def part_cancelled(walk: Walk, ref: str) -> None:
    """One passenger of ``ref`` cancelled on Lookup, the refund given in cash, then (once the
    customer's letter with the refund slip and the amended voucher has gone) by UPI."""
    desk, qtbot, day = walk.desk, walk.qtbot, walk.day
    till = desk.services.journal.till
    screen = open_sale(desk, qtbot, ref)
    table, manifest = screen.card.manifest_table, screen.card.manifest
    table.setFocus()
    table.setCurrentIndex(manifest.index(len(PARTY) - 1, 0))
    QTest.keyClick(table, Qt.Key.Key_Space)  # the last passenger ticked
    quote(screen, qtbot)
    clerk_click(screen.quotes.buttons[1])  # the part's column
    dialog = screen.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    QTest.mouseClick(dialog.yes_button, Qt.MouseButton.LeftButton)
    refund = screen.customer_refund
    qtbot.waitUntil(lambda: refund.isVisible() and refund.record_button.isEnabled())
    for kind, amount in owed_by_tender(walk, ref).items():
        shown = after(refund.owed.text(), kind.code)
        day.read("Lookup's refund panel", f"owed by {kind.code}", shown, amount)

    refund.address.setText(ADDRESS)  # the consumer's, which the refund slip names
    clerk_click(refund.record_button)  # the cash part
    qtbot.waitUntil(lambda: len(till.refunds_of(ref)) == 1, timeout=15_000)
    qtbot.waitUntil(lambda: refund.paid_by() is UPI, timeout=15_000)
    [first] = till.refunds_of(ref)
    said = refund.state.text()
    books = walk.books
    day.read(
        "Lookup's refund panel",
        "given back now",
        after(said, "give back"),
        books.paid_out([first.payment_id]).handed,
    )
    day.read(
        "Lookup's refund panel",
        "still owed by UPI",
        after(said, "Still owed: UPI"),
        owed_by_tender(walk, ref).get(UPI),
    )
    if walk.recording is not None:
        papers = mailed_pdfs(
            wait_for_letter(walk, walk.recording, f"Cancellation of booking {ref}")
        )
        refund_slip_money(walk, papers["refund"], ref)
        voucher_money(walk, "the mailed amended voucher", papers["voucher"], ref, amended=True)
    walk.paper(Document.CREDIT_NOTE, ref, "refund_slip_after_a_part_payment")
    walk.paper(Document.VOUCHER, ref, "amended_voucher")

    refund.reference.setFocus()
    QTest.keyClicks(refund.reference, "RFND778812")
    QTest.keyClick(refund.reference, Qt.Key.Key_Return)  # the UPI part
    qtbot.waitUntil(lambda: len(till.refunds_of(ref)) == 2, timeout=15_000)
    qtbot.waitUntil(lambda: not refund.record_button.isEnabled(), timeout=15_000)
    second = till.refunds_of(ref)[1]
    day.read(
        "Lookup's refund panel",
        "given back now",
        after(refund.state.text(), "give back"),
        walk.books.paid_out([second.payment_id]).handed,
    )
    booking_sentences(walk, "Lookup's counter line", screen.card.counter_label.text(), ref)


def owed_by_tender(walk: Walk, ref: str) -> dict[TenderKind, Decimal]:
    """What the books owe the customer of ``ref`` by the tender each part is to go back by
    (Lookup's refund owed: ``refunds_owed``)."""
    till = walk.desk.services.journal.till
    owed: dict[TenderKind, Decimal] = {}
    for refund in refunds_owed(till):
        if refund.due.booking_ref == ref:
            for kind, amount in refund.due.by:
                owed[kind] = owed.get(kind, Decimal(0)) + amount
    return owed


def wait_for_letter(walk: Walk, recording: Recording, subject: str) -> EmailMessage:
    """The customer's letter of ``subject``, once the mail job has sent it to ``recording``."""

    def sent() -> EmailMessage | None:
        return next((m for m in recording.received if str(m["Subject"]) == subject), None)

    walk.qtbot.waitUntil(lambda: sent() is not None, timeout=30_000)
    letter = sent()
    assert letter is not None
    return letter


def mailed_pdfs(letter: EmailMessage) -> dict[str, str]:
    """The text of each PDF ``letter`` carries, as the customer's reader reads it, by the
    first word of its file's name ("voucher", "refund", "tax")."""
    texts: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as folder:
        for part in letter.iter_attachments():
            name = part.get_filename() or ""
            payload = part.get_payload(decode=True)
            assert isinstance(payload, bytes)
            path = Path(folder) / name
            path.write_bytes(payload)
            texts[name.split("-")[0]] = plain(pdf_text(path))
    return texts


def matched(text: str, pattern: str) -> str:
    """The amount ``pattern`` (a regular expression) is followed by in ``text``; ""
    when none is."""
    found = re.search(pattern + r"\s*" + AMOUNT, text)
    return found.group(1) if found else ""


def voucher_money(walk: Walk, surface: str, text: str, ref: str, *, amended: bool) -> None:
    """The voucher's money block: paid by each tender; once ``amended``, each tender's refunds
    given back, what the customer has paid now and what is still owed to them; beside the
    books'."""
    money, day = walk.money_of(ref), walk.day
    for kind, amount in money.paid:
        day.read(
            surface,
            f"Paid by {kind.code}",
            matched(text, rf"Paid by {kind.code}(?: \([^)]*\))?"),
            amount,
        )
    if not amended:
        return
    for kind, amount in money.given_back:
        given = re.findall(r"Given back [^(]*\(" + kind.code + r"\)\s*" + AMOUNT, text)
        day.reads.append(
            Read(surface, f"Given back by {kind.code}", ", ".join(given), money_text(-amount))
        )
    day.read(surface, "Paid now", matched(text, "Paid now"), money.paid_now)
    owed = customer_owed(walk.desk.services.journal.till, ref)
    day.read(
        surface,
        "Still owed to the customer",
        matched(text, "Still owed to the customer"),
        owed if owed else None,
    )


def refund_slip_money(walk: Walk, text: str, ref: str) -> None:
    """The refund slip issued at the refund's first payment: the refund due, what that payment
    gave by tender and what it left owed, beside the books' (``note_settled``)."""
    till = walk.desk.services.journal.till
    sale = till.sale_of(ref)
    assert sale is not None
    [note] = walk.desk.services.journal.tax.refund_documents_of(sale.request_id)
    settled = note_settled(till, note)
    assert settled is not None
    surface = "the mailed refund slip"
    walk.day.read(surface, "Refund due", matched(text, "Refund due:"), settled.due)
    for kind, amount in settled.given:
        walk.day.read(
            surface,
            f"Given now by {kind.code}",
            matched(text, f"Given now by {kind.code}:"),
            amount,
        )
    walk.day.read(surface, "Still owed", matched(text, "Still owed:"), settled.still_owed)


def booking_sentences(walk: Walk, surface: str, text: str, ref: str) -> None:
    """The money sentences of a booking (Lookup's counter line, History's detail): what the
    customer paid by tender, a credit carried and what was given back on it, what was given
    back by tender, what is still owed; each beside the books'."""
    money, day = walk.money_of(ref), walk.day
    said = plain(text)
    paid = "0.00" if "Nothing was paid at this till." in said else after(said, "The customer paid")
    day.read(surface, f"{ref} paid", paid, money.paid_in_all)
    for kind, amount in money.paid:
        day.read(
            surface,
            f"{ref} paid by {kind.code}",
            in_brackets(said, "The customer paid", kind.code),
            amount,
        )
    given = (
        "0.00" if "Nothing was given back." in said else after(said, "Given back to the customer:")
    )
    if money.given_back or given:
        day.read(surface, f"{ref} given back", given, money.given_back_in_all)
    for kind, amount in money.given_back:
        day.read(
            surface,
            f"{ref} given back by {kind.code}",
            in_brackets(said, "Given back to the customer:", kind.code),
            amount,
        )
    for credit in money.carried:
        old = credit.booking_ref
        day.read(
            surface,
            f"{ref} credit carried",
            after(said, f"Credit carried from booking {old}:"),
            credit.amount,
        )
        for kind, amount in credit.given_back:
            day.read(
                surface,
                f"{ref} given back on {old} by {kind.code}",
                after(said, f"Given back to the customer on {old}: {kind.code}"),
                amount,
            )
    if "Still owed to the customer" in said:
        owed = customer_owed(walk.desk.services.journal.till, ref)
        day.read(surface, f"{ref} still owed", after(said, "Still owed to the customer:"), owed)


def in_brackets(said: str, sentence: str, tender: str) -> str:
    """The amount of ``tender`` in the brackets after the amount that follows ``sentence``."""
    found = re.search(re.escape(sentence) + r"\s*(?:INR\s*)?" + AMOUNT + r"\s*\(([^)]*)\)", said)
    return after(found.group(2), tender) if found else ""


def exchanged(walk: Walk) -> None:
    """Two morning dives sold, then moved on Lookup to the same day's late-morning dive, which
    costs less: the difference given back in cash. The dialog's receipt, then Lookup of the new
    booking."""
    desk, qtbot, run = walk.desk, walk.qtbot, walk.run
    old = run(sold_dive(desk, desk.connection.client))
    walk.day.refs["given up"] = old.booking_ref
    screen = open_sale(desk, qtbot, old.booking_ref)
    clerk_click(screen.change_day_button)
    qtbot.waitUntil(lambda: screen.findChild(RescheduleDialog) is not None)
    dialog = screen.findChild(RescheduleDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.day_edit.setDate(QDate(DIVE_DAY.year, DIVE_DAY.month, DIVE_DAY.day))
    QTest.mouseClick(dialog.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.picker.choose_button.isEnabled, timeout=10_000)
    dialog.picker.table.selectRow(LATE_MORNING)
    clerk_click(dialog.picker.choose_button)
    qtbot.waitUntil(dialog.confirm_button.isEnabled, timeout=10_000)
    assert not dialog.payment.isVisible()  # the credit covers it: money goes back
    QTest.keyClicks(dialog.address, ADDRESS)  # the refund slip of the credit names it
    QTest.mouseClick(dialog.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.receipt.isVisible, timeout=15_000)
    new_ref = desk.services.journal.exchanges.exchanged_for(old.booking_ref)
    assert new_ref is not None
    walk.day.refs["exchanged"] = new_ref
    receipt = dialog.receipt.toPlainText()
    plan = desk.services.journal.exchanges.exchange_of(new_ref)
    assert plan is not None
    till = desk.services.journal.till
    cancelled = BookQueries(till.books_connection()).cancellation(
        plan.cancel_request_id, old.booking_ref
    )
    assert cancelled is not None
    # The credit the old booking's cancellation owes, less than zero: the new sale's part of it
    # and what was given back follow.
    credit_from = f"Credit from booking {old.booking_ref} (cancelled)"
    walk.day.read(
        "the exchange's receipt", credit_from, after(receipt, credit_from), -cancelled.due
    )
    # What went back is what the refunds settled off the old booking's account (a cash round
    # off, handed beyond it, is a line of its own).
    walk.day.read(
        "the exchange's receipt",
        "Given back to the customer",
        after(receipt, "Given back to the customer"),
        cancelled.paid.settled,
    )
    dialog.close()
    screen = in_lookup(desk, qtbot, new_ref)
    booking_sentences(walk, "Lookup's counter line", screen.card.counter_label.text(), new_ref)


def in_lookup(desk: Desk, qtbot: QtBot, ref: str) -> LookupScreen:
    """Lookup opened on ``ref`` (as History opens one), its answer shown."""
    desk.open_in_lookup(ref)
    screen = desk.window.page(LOOKUP)
    qtbot.waitUntil(lambda: screen.shows(ref) and screen.find_button.isEnabled())
    return screen


def operator_cancelled(walk: Walk, ref: str) -> None:
    """The operator cancels the party's departure; Lookup, on the booking, finds it: what is
    owed to the customer on the card and in the header."""
    desk, qtbot = walk.desk, walk.qtbot
    assert ref in operator_cancels(walk.sandbox, NO_FLAGS_TRIP_SCHEDULE, DAY)
    screen = in_lookup(desk, qtbot, ref)
    qtbot.waitUntil(lambda: desk.services.journal.disruptions.find(ref) is not None)
    till = desk.services.journal.till
    header = desk.window.header.owed_label
    qtbot.waitUntil(header.isVisible)
    counter = desk.connection.settings.counter_code
    owed = customer_owed(till, ref)
    qtbot.waitUntil(lambda: money_text(owed) in screen.card.state_label.text())
    if not walk.in_english:
        return
    walk.day.read(
        "the header", "refunds owed", after(header.text(), "owed"), customers_owed(till, counter)
    )
    state = re.search(AMOUNT + " owed to the customer", plain(screen.card.state_label.text()))
    walk.day.read("Lookup's card", "owed to the customer", state.group(1) if state else "", owed)
    booking_sentences(walk, "Lookup's counter line", screen.card.counter_label.text(), ref)
    disruptions_owed(walk, ref)
    if walk.recording is not None:
        letter = wait_for_letter(walk, walk.recording, f"News of your booking {ref}")
        words = plain(body_of(letter))
        walk.day.read(
            "the operator's cancellation letter",
            "owed",
            matched(words, "You are owed ₹"),
            customer_owed(till, ref),
        )


def disruptions_owed(walk: Walk, ref: str) -> None:
    """Disruptions, on the operator's cancellation of ``ref``: the party's "Owed to the
    customer", beside what that cancellation still owes by the books."""
    desk, qtbot = walk.desk, walk.qtbot
    desk.window.show_screen(DISRUPTIONS)
    screen = desk.window.page(DISRUPTIONS)
    model = screen.model
    qtbot.waitUntil(lambda: ref in [model.text_at(r, 0) for r in range(model.rowCount())])
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    row = [model.text_at(r, 0) for r in range(model.rowCount())].index(ref)
    shown = model.text_at(row, heads.index("Owed to the customer"))
    disruption = desk.services.journal.disruptions.find(ref)
    assert disruption is not None and disruption.request_id is not None
    books = cancellation_money(desk.services.journal.till, disruption.request_id, ref)
    assert books is not None
    walk.day.read("Disruptions", "owed to the customer", shown, books.owed)


def history(walk: Walk) -> None:
    """History of the day: each row's "Customer paid", the day's totals and each tender's, each
    booking's detail; a picture after the exchange, its new booking's detail shown."""
    desk, qtbot, day = walk.desk, walk.qtbot, walk.day
    till = desk.services.journal.till
    desk.window.show_screen(HISTORY)
    screen = desk.window.page(HISTORY)
    qtbot.waitUntil(
        lambda: screen.model.rowCount() == len(day.refs) and screen.days.rowCount() == 3
    )
    # The day totals' table built and laid out, its tenders' lines whole.
    qtbot.waitUntil(lambda: screen.tables_built and screen.days_table.isVisible())
    qtbot.waitUntil(lambda: columns_fit(screen.days_table))
    books = walk.books
    for row in range(screen.model.rowCount()):
        shown = cells(screen.model, row)
        [ref] = [text for text in shown.values() if text in day.refs.values()]
        detail = chosen_detail(qtbot, screen, row)
        if ref == day.refs["exchanged"]:
            walk.picture("history_after_an_exchange")
        if not walk.in_english:
            continue
        sale = till.sale_of(ref)
        assert sale is not None
        taken = books.taken_by_sales([sale.request_id]).get(sale.request_id)
        day.read("History's rows", f"{ref} Customer paid", after(shown["Customer paid"], ""), taken)
        booking_sentences(walk, "History's detail", detail, ref)
        given = refunds_given(till, ref)
        shown_given = sorted(re.findall(r"customer refund INR " + AMOUNT, plain(detail)))
        books_given = ", ".join(sorted(money_text(a) for a in given.values()))
        day.reads.append(
            Read("History's detail", f"{ref} customer refunds", ", ".join(shown_given), books_given)
        )
    if not walk.in_english:
        return
    [sold_on] = books.days_of_sale().values()
    totals = cells(screen.days, 0)
    customers, wallet = sold_on.customers, sold_on.wallet
    for title, amount in (
        ("Customers paid", customers.taken),
        ("Given back", customers.given_back),
        ("Net paid", customers.net),
        ("Wallet charged", wallet.debited),
        ("From wallet balance", wallet.cash),
        ("On wallet credit", wallet.credit),
        ("Wallet refunded", wallet.credited),
        ("Wallet net", wallet.net),
    ):
        day.read("History's day totals", title, after(totals[title], ""), amount)
    flows = sold_on.tenders
    for row in range(1, screen.days.rowCount()):
        line = cells(screen.days, row)
        kind = next(k for k in flows.moved if line["Day"] == f"by {k.code}")
        for title, amount in (
            ("Customers paid", flows.taken[kind]),
            ("Given back", flows.given[kind]),
            ("Net paid", flows.net(kind)),
        ):
            day.read(
                "History's day totals", f"{line['Day']} {title}", after(line[title], ""), amount
            )


def shift_totals(walk: Walk) -> None:
    """The shift report's totals of the wallet's money the day's operations moved, once made,
    beside the books' (``BookQueries.wallet_moved`` of the day's sales and cancellations)."""
    totals = walk.desk.window.page(SHIFT).totals
    walk.qtbot.waitUntil(lambda: bool(after(totals.net_label.text(), "")), timeout=15_000)
    operations = operations_on(walk.desk.services.journal, service_today())
    wallet = walk.books.wallet_moved(
        by_request(operations, OperationKind.SALE),
        by_request(operations, OperationKind.CANCELLATION),
    )
    for name, label, amount in (
        ("Debited from the wallet's cash", totals.cash_label, wallet.cash),
        ("Debited from the wallet's credit", totals.credit_label, wallet.credit),
        ("Sales debited from the wallet", totals.debited_label, wallet.debited),
        ("Refunds credited to the wallet", totals.refunds_label, wallet.credited),
        ("The wallet's net", totals.net_label, wallet.net),
    ):
        walk.day.read("the shift report's totals", name, after(label.text(), ""), amount)
    for module in wallet.modules:
        shown = [label.text() for label in totals.module_labels[module.module.value]]
        for title, text, figure in zip(
            ("sold", "refunded", "net"),
            (shown[1], shown[3], shown[4]),
            (module.sold, module.refunded, module.net),
            strict=True,
        ):
            walk.day.read(
                "the shift report's totals", f"{module.module.value} {title}", text, figure
            )


def drawer_and_z(walk: Walk) -> None:
    """The Drawer tab's X, counted at what the books say the drawer holds; then the Z, its
    question answered (the shift closes with money owed), its PDF read."""
    desk, qtbot, day = walk.desk, walk.qtbot, walk.day
    till = desk.services.journal.till
    counter = desk.connection.settings.counter_code
    shift = till.open_shift_of(counter)
    assert shift is not None
    desk.window.show_screen(SHIFT)
    page = desk.window.page(SHIFT)
    shift_totals(walk)
    activate(desk, qtbot)
    page.day_edit.setFocus()
    press(Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # the Drawer tab
    panel = page.drawer
    qtbot.waitUntil(panel.isVisible)
    books = walk.books
    drawer = books.drawer()
    panel.notes[500].setValue(int(drawer) // 500)
    panel.coins.setText(str(drawer % 500))
    panel.x_button.click()
    flows = books.shift_tenders(shift.shift_id)
    owed_list = till.refunds_owed(counter)
    said: dict[str, Decimal | None] = {
        "cash_in": flows.taken[CASH],
        "cash_out": flows.given[CASH],
        "refund_round_off": flows.round_off,
        "expected": drawer,
        "refunds_owed": books.owed_in_all(),
    }
    for kind in flows.taken:
        if kind is not CASH:
            said[f"{kind.key}_in"] = flows.taken[kind]
            said[f"{kind.key}_out"] = flows.given[kind]
            said[f"{kind.key}_net"] = flows.net(kind)
    for name, amount in said.items():
        day.read("the Drawer tab", name, after(panel.figures[name].text(), ""), amount)
    by = books.owed_by_tender(owed_list)
    for kind, amount in by.items():
        on_tab = after(panel.owed_by.text(), kind.code) if walk.in_english else ""
        day.read("the Drawer tab", f"owed by {kind.code}", on_tab, amount)
    # The tab scrolled down to its last figure, what is owed by tender.
    desk.window.resize(1366, 768)
    settle_layouts()
    (area,) = (a for a in page.findChildren(QScrollArea) if a.widget() is panel)
    area.ensureWidgetVisible(panel.owed_by)
    walk.picture("drawer_tab")

    panel.closed_by.setText(CLERK)
    asked = answer_close(shot=f"day_z_dialog_{walk.language}_1366x768")
    owed_now = refunds_owed(till, counter)
    panel.z_button.click()
    qtbot.waitUntil(lambda: panel.saved_row.isVisibleTo(panel), timeout=15_000)
    [question] = asked
    day.read("the Z dialog", "Cash expected", after(question.expected, ""), drawer)
    day.read("the Z dialog", "Owed to customers", after(question.owed, ""), books.owed_in_all())
    for refund in owed_now:
        name = refund.due.customer
        day.read(
            "the Z dialog", f"owed to {name}", after(question.owed_to, name), refund.due.amount
        )
    for kind, amount in by.items():
        on_dialog = after(question.owed_by, kind.code) if walk.in_english else ""
        day.read("the Z dialog", f"owed by {kind.code}", on_dialog, amount)
    if walk.in_english:
        z_paper(walk, plain(pdf_text(desk.paths.reports / f"Z-{counter}-0001.pdf")), said, by)


def z_paper(
    walk: Walk, text: str, said: dict[str, Decimal | None], by: dict[TenderKind, Decimal]
) -> None:
    """The Z report's PDF: the drawer's cash, each other tender's taken, given back and net, and
    what is owed by tender; beside what the books said as the shift closed (``said``, by the
    Drawer tab's names; ``by``, owed by tender)."""
    surface = "the Z report's PDF"
    for name, words in (
        ("cash_in", r"\+ Cash in from sales"),
        ("cash_out", r"- Cash out for refunds"),
        ("expected", "= Expected cash"),
    ):
        walk.day.read(surface, name, matched(text, words), said[name])
    for kind in TENDERS:
        if kind is not CASH:
            for end, words in (("in", "taken"), ("out", "given back"), ("net", "net")):
                name = f"{kind.key}_{end}"
                walk.day.read(surface, name, matched(text, f"{kind.title()} {words}"), said[name])
    owed = text[text.index("Owed to customers, not yet paid") :]
    for kind, amount in by.items():
        walk.day.read(surface, f"owed by {kind.code}", matched(owed, kind.code), amount)
    walk.day.read(surface, "Owed in all", matched(text, "Owed in all"), said["refunds_owed"])
