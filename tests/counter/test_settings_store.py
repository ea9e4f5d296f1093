"""Settings on disk (never the key), the key store, and the app's folders."""

from __future__ import annotations

import datetime as dt
import json
import os
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.account import account_as_typed
from app.counter.config.declared import declarations
from app.counter.config.keystore import NO_STORE_MESSAGE, SERVICE_NAME, KeyStore
from app.counter.config.paths import HOME_ENV, AppPaths
from app.counter.config.settings import (
    BANK_ACCOUNTS,
    REGISTRATION,
    SERVICE_ADDRESS,
    TO_LIVE,
    Environment,
    Settings,
    Theme,
    changed_settings,
    document_language_of,
    guards_of,
    load_settings,
    save_settings,
    update_settings,
)
from app.counter.devices.printers import PrinterSettings
from app.domain.disruption import Pace
from app.domain.gst import Scheme, TallyLedgers
from app.domain.gstin import check_character
from app.domain.modules import Module
from app.domain.till import Markup, TillRules
from app.i18n import in_language
from tests.conftest import MemoryKeyring, without_keyring

# The OS credential store is never touched, and a test that takes it away gets it back.
pytestmark = pytest.mark.usefixtures("memory_keyring")

KEY = "live-key-7f3a9c2e51"


def test_settings_round_trip_and_hold_no_key(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(
        Environment.LIVE, "https://partner.example/", 45.0, Decimal("2500.50")
    ).with_base_url("https://partner.example/")
    save_settings(path, settings)
    assert load_settings(path) == settings
    assert settings.base_url == "https://partner.example"
    saved = json.loads(path.read_text())
    # Exactly the declared settings (a file of the previous version: see PREVIOUS_FILE).
    assert set(saved) == {declared.name for declared in declarations(Settings)}


def test_the_agency_store_address_is_kept_without_its_password(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    given = "postgresql://desk:s3cret-pass@office-pc:5433/agency?sslmode=require"
    save_settings(path, Settings(agency_db_url=given))
    assert "s3cret-pass" not in path.read_text()
    loaded = load_settings(path)
    assert loaded.agency_db_url == "postgresql://desk@office-pc:5433/agency?sslmode=require"
    assert loaded.problems() == []


def test_an_agency_store_address_that_is_not_postgresql_is_a_problem() -> None:
    problems = Settings(agency_db_url="mysql://desk@office/agency").problems()
    assert any("postgresql://USER@HOST:PORT/DATABASE" in text for text in problems)
    assert Settings(agency_db_url="postgresql://desk@office").problems() != []


def test_the_till_settings_round_trip_to_the_paisa(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(
        agency_name="Island Trails",
        agency_address="12 Aberdeen Bazaar, Port Blair",
        agency_phone="+91 3192 234567",
        agency_gstin="35AAPFU0939F1Z" + check_character("35AAPFU0939F1Z"),
        agency_legal_name="Island Trails Private Limited",
        agency_state_code="35",
        gst_schemes={Module.BOAT: Scheme.TOUR_OPERATOR},
        tally_ledgers=TallyLedgers(party="Port Blair counter", igst="IGST payable"),
        counter_code="PB1",
        counter_name="Port Blair jetty",
        activity_markup=Markup(Decimal("7.5"), Decimal("25.00")),
        boat_markup=Markup(Decimal("-2.25"), Decimal("0.00")),
        round_to=5,
        refund_service_charge=True,
    )
    save_settings(path, settings)

    loaded = load_settings(path)
    assert loaded == settings
    assert loaded.till_rules == TillRules(
        markups={Module.ACTIVITY: settings.activity_markup, Module.BOAT: settings.boat_markup},
        round_to=5,
        refund_service_charge=True,
    )
    registration = loaded.registration
    assert registration.legal_name == "Island Trails Private Limited"
    assert registration.scheme(Module.BOAT) is Scheme.TOUR_OPERATOR
    assert registration.scheme(Module.ACTIVITY) is Scheme.AGENT


def test_the_watchers_pace_round_trips_and_a_hand_edited_one_is_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(watch_near_minutes=5, watch_far_minutes=20, watch_gap_seconds=3)
    save_settings(path, settings)

    saved = json.loads(path.read_text())
    assert (saved["watch_near_minutes"], saved["watch_far_minutes"]) == (5, 20)
    assert saved["watch_gap_seconds"] == 3
    loaded = load_settings(path)
    assert loaded == settings
    assert loaded.watch_pace == Pace(
        near=dt.timedelta(minutes=5), far=dt.timedelta(minutes=20), gap=dt.timedelta(seconds=3)
    )
    # Typed into the file by hand: a number as text is read; none, or zero, would ask without
    # end, and is read as the least pace there is (1).
    path.write_text(
        json.dumps({**saved, "watch_near_minutes": "7", "watch_far_minutes": 0}).replace(
            '"watch_gap_seconds": 3', '"watch_gap_seconds": "often"'
        )
    )
    edited = load_settings(path)
    assert (edited.watch_near_minutes, edited.watch_far_minutes) == (7, 1)
    assert edited.watch_gap_seconds == 1
    assert Settings().watch_pace == Pace()  # 10 minutes and 6 hours, a second apart


def test_a_gstin_saved_before_the_state_was_asked_gives_the_state() -> None:
    gstin = "35AAPFU0939F1Z" + check_character("35AAPFU0939F1Z")
    settings = Settings(agency_name="Island Trails", agency_gstin=gstin)
    assert settings.problems() == []
    assert settings.registration.state_code == "35"
    assert settings.registration.legal_name == "Island Trails"
    assert Settings().registration.scheme(Module.BOAT) is Scheme.UNREGISTERED


@pytest.mark.parametrize(
    ("changes", "sentence"),
    [
        ({"agency_gstin": "35AAPFU0939F1ZA"}, "last character does not match"),
        ({"counter_code": "PB/1"}, "The counter code is 1 to 6 capital letters or digits"),
        ({"round_to": 2}, "Round off must be none, 1, 5 or 10 rupees."),
        ({"agency_state_code": "40"}, "40 is not a GST state code."),
    ],
)
def test_wrong_till_settings_are_named(changes: dict[str, object], sentence: str) -> None:
    problems = Settings(**changes).problems()  # type: ignore[arg-type]
    assert len(problems) == 1 and sentence in problems[0]


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        "[1, 2]",
        '{"timeout_s": "soon"}',
        '{"runway_warning": "NaN"}',
        '{"boat_markup": {"percent": "lots"}}',
        '{"agency_gstin": "35AAPFU0939F1ZA"}',
        '{"round_to": 3}',
        '{"gst_schemes": {"BOAT": "wholesaler"}}',
    ],
)
def test_unreadable_settings_fall_back_to_defaults(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content)
    assert load_settings(path) == Settings()


def test_missing_settings_mean_the_embedded_sandbox(tmp_path: Path) -> None:
    settings = load_settings(tmp_path / "none.json")
    assert settings.uses_embedded_sandbox
    assert settings.environment is Environment.SANDBOX


@pytest.mark.parametrize(
    ("settings", "problem"),
    [
        (Settings(Environment.LIVE), "needs the service address"),
        (Settings(base_url="ftp://x"), "must start with https://"),
        (Settings(timeout_s=1), "5 to 120 seconds"),
        (Settings(runway_warning=Decimal("-1.00")), "zero or more"),
    ],
)
def test_settings_problems_are_sentences(settings: Settings, problem: str) -> None:
    assert any(problem in text for text in settings.problems())


def test_keys_go_to_the_keyring_one_per_service(memory_keyring: MemoryKeyring) -> None:
    seen: list[str] = []
    store = KeyStore(on_secret=seen.append)
    saved = store.save("https://partner.example", KEY)
    assert saved.persistent
    assert memory_keyring.saved == {(SERVICE_NAME, "https://partner.example"): KEY}
    assert KeyStore().load("https://partner.example") == KEY
    assert KeyStore().load("https://other.example") is None
    assert seen == [KEY]


def test_without_a_keyring_the_key_is_kept_for_the_session_only(tmp_path: Path) -> None:
    without_keyring()
    store = KeyStore()
    saved = store.save("https://partner.example", KEY)
    assert not saved.persistent
    assert saved.note == NO_STORE_MESSAGE
    assert "session only" in store.describe()
    assert store.load("https://partner.example") == KEY
    assert KeyStore().load("https://partner.example") is None


def test_home_variable_moves_every_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    paths = AppPaths.for_user().create()
    assert paths == AppPaths.under(tmp_path)
    assert paths.log_file.parent.is_dir()
    assert paths.sandbox_db.parent == tmp_path / "data"


def test_the_languages_are_kept_and_an_unknown_one_reads_as_the_default(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    chosen = Settings(language="hi", document_language="en", devanagari_digits=True)
    save_settings(path, chosen)
    assert load_settings(path) == chosen
    saved = json.loads(path.read_text())
    path.write_text(json.dumps({**saved, "language": "fr", "document_language": "de"}))
    loaded = load_settings(path)
    assert (loaded.language, loaded.document_language) == ("system", "screen")
    assert loaded.devanagari_digits


def test_customer_documents_follow_the_screen_unless_a_language_is_chosen() -> None:
    assert document_language_of(Settings(document_language="hi")) == "hi"
    assert document_language_of(Settings(document_language="en")) == "en"
    with in_language("hi"):
        assert document_language_of(Settings()) == "hi"
    assert document_language_of(Settings()) == "en"


def test_the_upi_settings_are_kept_and_a_bad_upi_id_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    good = Settings(agency_name="Andaman Tours", upi_vpa="desk@okaxis", customer_display=True)
    assert good.problems() == [] and good.upi_payee_name == "Andaman Tours"
    save_settings(path, good)
    assert load_settings(path) == good
    named = Settings(upi_vpa="desk@okaxis", upi_payee="Andaman Tours Port Blair")
    assert named.upi_payee_name == "Andaman Tours Port Blair"
    assert Settings(upi_vpa="desk@", agency_name="A").problems() == [
        "The UPI ID is a name, @ and the bank's or app's handle, for example agency@okaxis."
    ]
    # A UPI ID needs a name to show in the customer's app: the agency's or one typed.
    assert Settings(upi_vpa="desk@okaxis").problems() == ["The UPI payee name is 1 to 50 letters."]


def test_id_documents_are_kept_30_days_after_the_trip_unless_set_otherwise(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert load_settings(path).documents_kept_days == 30
    save_settings(path, Settings(documents_kept_days=0))
    assert load_settings(path).documents_kept_days == 0
    assert Settings(documents_kept_days=365).problems() == []
    assert Settings(documents_kept_days=366).problems() == [
        "ID numbers and scans are kept 0 to 365 days after the trip."
    ]
    assert Settings(documents_kept_days=-1).problems() != []


def test_the_scanners_folder_is_kept_and_must_be_a_full_path(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert load_settings(path).scanner_folder is None  # none set: no folder watched
    scans = tmp_path / "Scans"
    save_settings(path, Settings(scan_folder=str(scans)))
    assert load_settings(path).scanner_folder == scans
    # A path from the root is full on Linux; on Windows it is on whichever drive is current.
    rooted = ["/home/desk/Scans"]
    full_rooted, relative_rooted = (rooted, []) if os.name == "posix" else ([], rooted)
    for full in (r"C:\Scans", r"\\office-pc\scans", *full_rooted):
        assert Settings(scan_folder=full).problems() == []
    sentence = (
        r"The scanner's folder must be a full path, for example C:\Scans or \\office-pc\scans."
    )
    for relative in ("Scans", r"Scans\today", "C:Scans", *relative_rooted):
        assert Settings(scan_folder=relative).problems() == [sentence]


def test_a_drawer_off_by_more_than_100_rupees_needs_a_supervisor_unless_set_otherwise(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.json"
    assert load_settings(path).drawer_limit == Decimal("100.00")
    save_settings(path, Settings(drawer_limit=Decimal("250.50")))
    assert load_settings(path).drawer_limit == Decimal("250.50")
    assert Settings(drawer_limit=Decimal("0")).problems() == []
    assert Settings(drawer_limit=Decimal("100000.00")).problems() == []
    too_much = ["The drawer difference allowed must be an amount of zero or more."]
    assert Settings(drawer_limit=Decimal("100000.01")).problems() == too_much
    assert Settings(drawer_limit=Decimal("-0.01")).problems() == too_much


# A file as the previous version wrote it: every setting, in its own JSON form.
PREVIOUS_FILE = {
    "environment": "live",
    "base_url": "https://partner.example",
    "timeout_s": 45.0,
    "runway_warning": "2500.50",
    "printers": PrinterSettings().to_json(),
    "agency_name": "Island Trails",
    "agency_address": "12 Aberdeen Bazaar, Port Blair",
    "agency_phone": "+91 3192 234567",
    "agency_gstin": "35AAPFU0939F1Z" + check_character("35AAPFU0939F1Z"),
    "agency_legal_name": "Island Trails Private Limited",
    "agency_state_code": "35",
    "gst_schemes": {"BOAT": "tour_operator"},
    "tally_ledgers": TallyLedgers(party="Port Blair counter").to_json(),
    "counter_code": "PB1",
    "counter_name": "Port Blair jetty",
    "counter_id": "0b5c2a9e-3f1d-4c8b-9a7e-6d2f1e0c4b3a",
    "activity_markup": {"percent": "7.5", "per_seat": "25.00"},
    "boat_markup": {"percent": "0", "per_seat": "0.00"},
    "round_to": 5,
    "refund_service_charge": True,
    "agency_db_url": "postgresql://desk@office-pc:5433/agency?sslmode=require",
    "theme": "dark",
    "language": "hi",
    "document_language": "en",
    "devanagari_digits": True,
    "upi_vpa": "desk@okaxis",
    "upi_payee": "",
    "customer_display": True,
    "documents_kept_days": 60,
    "scan_folder": r"D:\Scans",  # full wherever the tests run (Windows, Linux)
    "drawer_limit": "250.00",
}


def test_a_file_of_the_previous_version_loads_and_is_saved_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(PREVIOUS_FILE, indent=2))
    loaded = load_settings(path)
    assert loaded != Settings() and loaded.problems() == []
    assert loaded.gst_schemes == {Module.BOAT: Scheme.TOUR_OPERATOR}
    save_settings(path, loaded)
    saved = json.loads(path.read_text())
    # Each setting it had is written back as it was (a setting added since gets its default).
    assert {name: saved[name] for name in PREVIOUS_FILE} == PREVIOUS_FILE


def test_an_older_file_takes_the_default_of_each_setting_it_lacks(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"environment": "sandbox", "agency_name": "Island Trails"}))
    assert load_settings(path) == Settings(agency_name="Island Trails")


def test_a_save_keeps_a_newer_versions_settings_and_the_counter_id(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({**PREVIOUS_FILE, "receipt_copies": 2}))
    save_settings(path, Settings(counter_id="9d1e7c3b-2a4f-4e6d-8b5c-1f0a9e8d7c6b"))
    saved = json.loads(path.read_text())
    assert saved["receipt_copies"] == 2  # a newer version's: this one does not reset it
    assert saved["counter_id"] == PREVIOUS_FILE["counter_id"]  # set once, never replaced
    assert saved["agency_name"] == ""  # what this version knows is what it was given


def test_an_update_writes_only_what_it_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({**PREVIOUS_FILE, "receipt_copies": 2}))
    shown = load_settings(path)
    # Two screens edit copies of the same settings; each saves only its own change.
    update_settings(path, **changed_settings(shown, replace(shown, theme=Theme.LIGHT)))
    update_settings(path, **changed_settings(shown, replace(shown, counter_name="Jetty 2")))
    saved = load_settings(path)
    assert (saved.theme, saved.counter_name) == (Theme.LIGHT, "Jetty 2")
    assert replace(saved, theme=shown.theme, counter_name=shown.counter_name) == shown
    assert json.loads(path.read_text())["receipt_copies"] == 2


def test_each_setting_declares_who_may_change_it() -> None:
    supervisors = {declared.name for declared in declarations(Settings) if declared.guard}
    assert supervisors == {
        "environment",
        "base_url",
        "agency_name",
        "agency_address",
        "agency_gstin",
        "agency_legal_name",
        "agency_state_code",
        "gst_schemes",
        "turnover_band",
        "documents_kept_days",
        "drawer_limit",
        "owner_email",
        "bank_accounts",
    }
    live = Settings(Environment.LIVE, "https://partner.example")
    # Only the way to real money is guarded, not the way back to the sandbox.
    assert guards_of(Settings(), live) == [TO_LIVE, SERVICE_ADDRESS]
    assert guards_of(live, Settings()) == [SERVICE_ADDRESS]
    # A legal name typed as the agency's name is the same registration.
    named = Settings(agency_name="Island Trails")
    assert guards_of(named, replace(named, agency_legal_name="Island Trails")) == []
    assert guards_of(named, replace(named, agency_legal_name="Trails Pvt Ltd")) == [REGISTRATION]
    assert guards_of(Settings(), Settings(counter_name="Jetty 2", theme=Theme.DARK)) == []
    # A clerk who could declare an account could prove sales by another account's credits.
    declared = Settings(bank_accounts=(account_as_typed("50200012345678", "HDFC0000240"),))
    assert guards_of(Settings(), declared) == [BANK_ACCOUNTS]
