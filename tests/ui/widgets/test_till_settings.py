"""The till's settings: checked as typed (the GSTIN under its field), saved with the rest and
used by the next review; the registration changed only with the supervisor's PIN."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.counter.config.settings import Environment, load_settings
from app.domain.gst import Scheme, TallyLedgers
from app.domain.modules import Module
from app.domain.pin import MAX_TRIES
from app.domain.till import Markup
from app.ui.controllers.supervisor import Supervisor
from app.ui.desk import Desk
from app.ui.registry import SETTINGS, WALLET
from tests.journal.till_records import decisions
from tests.ui.conftest import screenshot
from tests.ui.helpers.settings import outcome
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin

VALID_GSTIN = "27AAPFU0939F1ZV"
CLICK = Qt.MouseButton.LeftButton


def test_the_till_settings_are_checked_as_typed_and_saved(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    till = screen.till
    till.agency_name.setText("Andaman Trails")
    till.agency_address.setText("Aberdeen Bazaar, Port Blair 744101")
    till.agency_phone.setText("03192 233445")
    till.gstin.setText("27AAPFU0939F1ZX")  # the check character is wrong
    assert "check" in till.gstin_error.text().lower()
    assert not screen.save_button.isEnabled()
    till.gstin.setText(VALID_GSTIN.lower())
    assert till.gstin_error.text() == ""
    till.counter_code.setText("pb1")
    till.counter_name.setText("Phoenix Bay jetty")
    percent, per_seat = till.markups[Module.ACTIVITY]
    percent.setText("ten")
    assert "activity markup must be numbers" in screen.problems_label.text()
    percent.setText("5")
    per_seat.setText("-20")
    till.round_to.setCurrentIndex(till.round_to.findData(10))
    till.refund_service_charge.setChecked(True)
    assert screen.save_button.isEnabled()
    desk.window.resize(1366, 768)
    screenshot(desk.window, "till_settings")

    set_pin(desk.services.journal.till)
    wallet_state = desk.window.page(WALLET).state_label
    wallet_state.clear()
    # A GSTIN is the agency's GST registration: its change is a supervisor's.
    said = answer_pin([PIN])
    QTest.mouseClick(screen.save_button, CLICK)

    assert outcome(screen, qtbot).startswith("Saved.")
    assert said == [""]
    qtbot.waitUntil(lambda: wallet_state.text() != "")  # the wallet read again after a save
    saved = load_settings(home.settings_file)
    assert saved == desk.connection.settings
    assert (saved.agency_gstin, saved.counter_code, saved.round_to) == (VALID_GSTIN, "PB1", 10)
    assert saved.activity_markup == Markup(Decimal("5"), Decimal("-20"))
    assert saved.refund_service_charge
    [decision] = decisions(desk.services.journal.till)
    assert decision.action == "Changing the GST registration"


def test_the_gst_settings_show_the_defaults_and_are_kept(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    set_pin(desk.services.journal.till)  # set on an earlier day
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    gst = screen.gst
    assert gst.schemes[Module.BOAT].currentData() == Scheme.AGENT.value  # the data's default
    assert "18% on the service charge only" in gst.defaults.text()
    assert "SAC 998552 for activities, 998551 for boats" in gst.defaults.text()
    screen.till.gstin.setText("32AAACB1234F1ZI")
    gst.legal_name.setText("Backwater Trails Private Limited")
    gst.state.setCurrentIndex(gst.state.findData("29"))  # not the GSTIN's state
    assert "The agency's GSTIN is of state 32, not 29." in screen.problems_label.text()
    assert not screen.save_button.isEnabled()
    gst.state.setCurrentIndex(gst.state.findData("32"))
    assert gst.scheme_warning.isHidden()
    gst.schemes[Module.BOAT].setCurrentIndex(
        gst.schemes[Module.BOAT].findData(Scheme.TOUR_OPERATOR.value)
    )
    # The tour operator's rate is for whole tours: Settings says so as it is chosen.
    assert not gst.scheme_warning.isHidden()
    assert gst.scheme_warning.text() == (
        "The tour operator's rate applies only to tours that include accommodation and "
        "transport. A boat or activity sale alone is taxed as the agent's charge."
    )
    gst.ledgers["party"].setText("Kochi counter sales")
    gst.ledgers["igst"].setText("")  # blank: the default name
    desk.window.resize(1366, 768)
    screen.sections.show_section("GST")
    assert gst.scheme_warning.isVisibleTo(screen)
    screenshot(desk.window, "gst_settings")
    # The books' own ledgers for the receipts, payments, contra and journal vouchers, below:
    # the cursor in one scrolls them into view.
    bank = gst.ledgers["bank"]
    bank.setFocus()
    bank.setText("HDFC current account")
    qtbot.waitUntil(lambda: not bank.visibleRegion().isEmpty())
    screenshot(desk.window, "gst_settings_book_ledgers")
    said = answer_pin(["0000"])  # a wrong PIN, then the dialog is cancelled
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot) == (
        "Not saved: changing the GST registration needs a supervisor's PIN."
    )
    assert load_settings(home.settings_file).agency_gstin == ""

    said = answer_pin([PIN])
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.") and said == [""]
    saved = load_settings(home.settings_file)
    registration = saved.registration
    assert (registration.legal_name, registration.state_code) == (
        "Backwater Trails Private Limited",
        "32",
    )
    assert registration.scheme(Module.BOAT) is Scheme.TOUR_OPERATOR
    assert saved.tally_ledgers == TallyLedgers(
        party="Kochi counter sales", bank="HDFC current account"
    )


def test_a_guarded_change_needs_the_supervisor_and_five_wrong_pins_lock_it(
    desk: Desk, qtbot: QtBot
) -> None:
    set_pin(desk.services.journal.till)  # set on an earlier day
    screen = desk.window.page(SETTINGS)
    screen.till.gstin.setText(VALID_GSTIN)
    said = answer_pin(["0000"] * MAX_TRIES + [PIN])
    QTest.mouseClick(screen.save_button, CLICK)
    text = outcome(screen, qtbot)
    assert text == "Not saved: changing the GST registration needs a supervisor's PIN."
    assert said[0].startswith("Wrong PIN.")
    assert said[-2:] == [
        "Too many wrong PINs: try again in 60 seconds.",
        "Too many wrong PINs: try again in 60 seconds.",
    ]
    assert desk.connection.settings.environment is Environment.SANDBOX
    assert decisions(desk.services.journal.till) == []
    # The app started again (a new supervisor's gate on the same journal): still locked.
    again = Supervisor(desk.services.journal.till)
    assert 0 < again.gate.seconds_locked() <= 60
    assert again.gate.tries[0] == MAX_TRIES


def test_the_drawer_difference_allowed_is_a_supervisors_to_change(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    set_pin(desk.services.journal.till)  # set on an earlier day
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    limit = screen.till.drawer_limit
    assert limit.value() == 100.0  # the default: ₹100 over or short
    limit.setValue(250.5)
    said = answer_pin([])  # cancelled: nothing saved
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot) == (
        "Not saved: changing the drawer difference allowed needs a supervisor's PIN."
    )
    assert said == [] and load_settings(home.settings_file).drawer_limit == Decimal("100.00")
    answer_pin([PIN])
    QTest.mouseClick(screen.save_button, CLICK)
    assert outcome(screen, qtbot).startswith("Saved.")
    assert load_settings(home.settings_file).drawer_limit == Decimal("250.50")
    assert desk.connection.settings.drawer_limit == Decimal("250.50")
    [decision] = decisions(desk.services.journal.till)
    assert decision.action == "Changing the drawer difference allowed"
