"""Reading UIDAI's Aadhaar Secure QR: payloads written by the tests to the specification (each
layout, with and without the e-mail and mobile, a date or a year of birth), signed by test keys;
every bad scan refused with its sentence and nothing read; a bomb stopped by its counted bytes."""

from __future__ import annotations

import dataclasses
import datetime as dt
import gzip
import json
import zlib
from collections.abc import Callable, Iterator

import pytest

from app.domain.aadhaar import aadhaar_problem
from app.domain.aadhaar_qr import (
    INFLATE_STEP,
    KEYS_FILE,
    MAX_DIGITS,
    MAX_INFLATED,
    AadhaarCard,
    AadhaarQrError,
    BoundedInflater,
    Fault,
    Layout,
    TrustedKey,
    fault_sentence,
    is_aadhaar_scan,
    keys_of_certificates,
    read_aadhaar_qr,
    trusted_keys,
    uidai_keys,
)
from tests.domain.aadhaar_payloads import (
    ADDRESS,
    IST,
    TRAINING_CARDS,
    Card,
    certificate,
    decimal,
    digits,
    new_key,
    xml_card,
)

KEY = new_key()
KEYS = keys_of_certificates(certificate(KEY))
TRAVEL_DAY = dt.date(2026, 12, 1)


def read(card: Card, compress: str = "gzip") -> AadhaarCard:
    return read_aadhaar_qr(digits(card.payload(KEY), compress), KEYS)


@pytest.mark.parametrize("later", [False, True], ids=["2019", "later"])
@pytest.mark.parametrize("email", [False, True], ids=["no-email", "email"])
@pytest.mark.parametrize("mobile", [False, True], ids=["no-mobile", "mobile"])
@pytest.mark.parametrize("compress", ["gzip", "zlib"])
def test_each_layout_reads_the_kept_fields(
    later: bool, email: bool, mobile: bool, compress: str
) -> None:
    card = Card(later=later, email=email, mobile=mobile)

    read_back = read(card, compress)

    assert read_back == AadhaarCard(
        layout=Layout.SECURE_LATER if later else Layout.SECURE_2019,
        name="Ravi Kumar",
        gender="MALE",
        birth_year=1990,
        birth_date=dt.date(1990, 3, 12),
        last_four="1234",
        genuine=True,
    )
    # Nothing else was read into it: no address, no photo, no contact data.
    kept = repr(read_back)
    assert not any(part in kept for part in ADDRESS)
    assert "9812" not in kept and "example.in" not in kept


@pytest.mark.parametrize("later", [False, True], ids=["2019", "later"])
def test_a_year_of_birth_alone_counts_from_its_first_of_january(later: bool) -> None:
    card = read(Card(dob="1990", gender="F", later=later))

    assert (card.birth_year, card.birth_date, card.gender) == (1990, None, "FEMALE")
    assert card.age_on(TRAVEL_DAY) == 36
    assert card.age_on(dt.date(2026, 1, 1)) == 36
    assert card.age_on(dt.date(2025, 12, 31)) == 35


def test_the_age_is_taken_on_the_travel_day() -> None:
    card = read(Card(dob="12-03-1990"))

    assert card.age_on(dt.date(2026, 3, 11)) == 35
    assert card.age_on(dt.date(2026, 3, 12)) == 36


def test_a_name_in_latin_1_letters_reads_as_written() -> None:
    assert read(Card(name="José Fernandes")).name == "José Fernandes"


def test_a_transgender_resident_is_other() -> None:
    assert read(Card(gender="T")).gender == "OTHER"


@pytest.mark.parametrize(
    ("yob", "dob", "year", "date"),
    [("1985", "", 1985, None), ("1985", "05/11/1985", 1985, dt.date(1985, 11, 5))],
)
def test_the_older_xml_qr_keeps_only_the_last_four_digits(
    yob: str, dob: str, year: int, date: dt.date | None
) -> None:
    card = read_aadhaar_qr(xml_card(yob=yob, dob=dob), KEYS)

    assert card == AadhaarCard(
        layout=Layout.XML,
        name="Arjun Singh",
        gender="MALE",
        birth_year=year,
        birth_date=date,
        last_four="5246",
        genuine=False,  # unsigned: never marked genuine
    )
    assert "49911866" not in repr(card)


def _altered(card: Card) -> str:
    """The card's signed payload with one letter of the name changed, signature kept."""
    payload = card.payload(KEY)
    return digits(payload.replace(b"Ravi", b"Ravu", 1))


def _bomb_digits() -> str:
    """A gzip stream that fits in one QR's digits and inflates to some 2.8 MB."""
    packed = gzip.compress(b"\0" * 2_800_000, compresslevel=9, mtime=0)
    text = decimal(int.from_bytes(packed, "big"))
    assert len(text) <= MAX_DIGITS
    return text


def _unknown_key() -> str:
    return digits(Card().payload(new_key()))


def _not_a_qr_stream() -> str:
    return digits(b"hello, this is gzip but not an Aadhaar QR")


BAD: dict[str, tuple[Callable[[], str], Fault]] = {
    "cut": (lambda: digits(Card().payload(KEY))[:-60], Fault.CUT),
    "cut at the start": (lambda: digits(Card().payload(KEY))[:300], Fault.CUT),
    "not digits": (lambda: "Ravi Kumar, 34, M", Fault.NOT_SECURE_QR),
    "other digits": (lambda: "7" * 400, Fault.NOT_SECURE_QR),
    "gzip, not a QR": (_not_a_qr_stream, Fault.NOT_SECURE_QR),
    "xml, not Aadhaar's": (lambda: "<?xml version='1.0'?><Ticket id='1'/>", Fault.NOT_SECURE_QR),
    "xml with entities": (
        lambda: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><PrintLetterBarcodeData/>',
        Fault.NOT_SECURE_QR,
    ),
    "xml cut": (lambda: xml_card()[:120], Fault.CUT),
    "altered": (lambda: _altered(Card()), Fault.BAD_SIGNATURE),
    "altered, later layout": (lambda: _altered(Card(later=True)), Fault.BAD_SIGNATURE),
    "unknown key": (_unknown_key, Fault.UNKNOWN_KEY),
    "bomb": (_bomb_digits, Fault.BOMB),
    "10,000-digit paste": (lambda: "1" * 10_000, Fault.TOO_LONG),
}


@pytest.mark.parametrize("name", BAD)
def test_every_bad_scan_is_refused_with_its_sentence(name: str) -> None:
    make, fault = BAD[name]

    with pytest.raises(AadhaarQrError) as raised:
        read_aadhaar_qr(make(), KEYS)

    assert raised.value.fault is fault
    assert raised.value.sentence == fault_sentence(fault)
    assert raised.value.sentence.startswith("Not read:")
    assert "Nothing was filled in" in raised.value.sentence


def test_each_fault_has_a_sentence_of_its_own() -> None:
    sentences = [fault_sentence(fault) for fault in Fault]

    assert len(set(sentences)) == len(Fault)


def test_a_bomb_is_stopped_once_its_counted_output_passes_the_limit() -> None:
    # 64 MiB of zeros in some 64 KB: far more than a QR holds, fed to the reader directly.
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    chunk = b"\0" * (1 << 20)
    packed = b"".join(packer.compress(chunk) for _ in range(64)) + packer.flush()
    inflater = BoundedInflater()

    with pytest.raises(AadhaarQrError) as raised:
        inflater.inflate(packed)

    assert raised.value.fault is Fault.BOMB
    # Stopped in the piece that passed the limit: never unpacked whole.
    assert MAX_INFLATED < inflater.produced <= MAX_INFLATED + INFLATE_STEP
    assert raised.value.inflated == inflater.produced
    assert inflater.produced < 64 << 20


def test_the_bomb_in_one_qr_is_counted_the_same_way() -> None:
    inflater = BoundedInflater()

    with pytest.raises(AadhaarQrError):
        read_aadhaar_qr(_bomb_digits(), KEYS, inflater)

    assert MAX_INFLATED < inflater.produced <= MAX_INFLATED + INFLATE_STEP


def test_a_stream_just_under_the_limit_is_inflated_whole() -> None:
    data = bytes(range(256)) * (MAX_INFLATED // 256)
    inflater = BoundedInflater()

    assert inflater.inflate(gzip.compress(data)) == data
    assert inflater.produced == MAX_INFLATED
    with pytest.raises(AadhaarQrError) as raised:
        BoundedInflater().inflate(gzip.compress(data + b"!"))
    assert raised.value.fault is Fault.BOMB


def test_the_longest_qr_number_is_read_and_one_digit_more_is_not() -> None:
    longest = "1" + "0" * (MAX_DIGITS - 1)

    with pytest.raises(AadhaarQrError) as at_most:
        read_aadhaar_qr(longest, KEYS)
    with pytest.raises(AadhaarQrError) as over:
        read_aadhaar_qr(longest + "0", KEYS)

    assert at_most.value.fault is not Fault.TOO_LONG  # judged on what it holds
    assert over.value.fault is Fault.TOO_LONG


def _day(year: int, month: int) -> dt.datetime:
    return dt.datetime(year, month, 1, tzinfo=dt.UTC)


@pytest.fixture
def old_and_new() -> Iterator[tuple[object, object, tuple[TrustedKey, ...]]]:
    """An older key, valid 2019 to 2021, and its successor from 2021."""
    old, new = new_key(), new_key()
    keys = keys_of_certificates(
        certificate(old, "Old", _day(2019, 1), _day(2021, 3))
        + certificate(new, "New", _day(2021, 2), _day(2030, 1))
    )
    yield old, new, keys


def test_an_older_key_is_judged_at_the_time_the_qr_was_made(
    old_and_new: tuple[object, object, tuple[TrustedKey, ...]],
) -> None:
    old, new, keys = old_and_new
    in_2020 = Card(made=dt.datetime(2020, 5, 4, 9, 0, tzinfo=IST))
    in_2023 = Card(made=dt.datetime(2023, 5, 4, 9, 0, tzinfo=IST))

    assert read_aadhaar_qr(digits(in_2020.payload(old)), keys).genuine  # type: ignore[arg-type]
    assert read_aadhaar_qr(digits(in_2023.payload(new)), keys).genuine  # type: ignore[arg-type]
    # The old key's signature on a QR made after its certificate ended: not UIDAI's.
    with pytest.raises(AadhaarQrError) as raised:
        read_aadhaar_qr(digits(in_2023.payload(old)), keys)  # type: ignore[arg-type]
    assert raised.value.fault is Fault.UNKNOWN_KEY
    # A QR made after every key held: it cannot be judged, and says so.
    in_2031 = Card(made=dt.datetime(2031, 1, 2, 9, 0, tzinfo=IST))
    with pytest.raises(AadhaarQrError) as newer:
        read_aadhaar_qr(digits(in_2031.payload(new)), keys)  # type: ignore[arg-type]
    assert newer.value.fault is Fault.NO_KEY_THEN


def test_uidais_published_certificate_is_shipped() -> None:
    keys = uidai_keys()

    assert keys and all(key.key.key_size == 2048 for key in keys)
    assert all("UNIQUE IDENTIFICATION AUTHORITY OF INDIA" in key.name for key in keys)
    assert KEYS_FILE.read_text().count("BEGIN CERTIFICATE") == len(keys)


def test_the_training_cards_pass_only_in_the_sandbox() -> None:
    cards = json.loads(TRAINING_CARDS.read_text(encoding="utf-8"))
    assert len(cards) >= 2

    for sample in cards:
        card = read_aadhaar_qr(sample["qr"], trusted_keys(training=True))
        assert card.genuine and card.name == sample["name"]
        # Its documented number, for a trip that needs it: a valid one, this card's.
        assert aadhaar_problem(sample["number"], card.last_four) is None
        with pytest.raises(AadhaarQrError) as live:
            read_aadhaar_qr(sample["qr"], trusted_keys(training=False))
        # Live, the training key is none of UIDAI's: judged by those of the card's time, or
        # by none.
        assert live.value.fault in (Fault.UNKNOWN_KEY, Fault.NO_KEY_THEN)
    layouts = {read_aadhaar_qr(s["qr"], trusted_keys(True)).layout for s in cards}
    assert layouts == {Layout.SECURE_2019, Layout.SECURE_LATER}


@pytest.mark.parametrize(
    ("text", "scan"),
    [
        (digits(Card().payload(KEY)), True),
        (xml_card(), True),
        ("Ravi Kumar, 34, M", False),
        ("9876543210", False),
        ("P<GBRHARDY<<EMMA<JANE<<<<<<<<<<<<<<<<<<<<<<<", False),
    ],
)
def test_an_aadhaar_scan_is_told_from_a_typed_line(text: str, scan: bool) -> None:
    assert is_aadhaar_scan(text) is scan


def test_the_fields_without_the_photo_and_signature_after_them_are_cut() -> None:
    payload = dataclasses.replace(Card(), photo=b"").signed_bytes()

    with pytest.raises(AadhaarQrError) as raised:
        read_aadhaar_qr(digits(payload), KEYS)

    assert raised.value.fault is Fault.CUT
