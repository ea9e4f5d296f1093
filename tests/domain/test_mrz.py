"""Reading a passport's machine-readable zone (ICAO 9303 TD3) and its five check digits."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.mrz import MrzError, PassportMrz, check_digit, mrz_line, parse_td3
from tests.domain.mrz_samples import SPECIMEN, Passport, digit

TODAY = dt.date(2026, 12, 1)
LINE_1, LINE_2 = SPECIMEN


def test_the_icao_specimen_reads_in_full() -> None:
    mrz = parse_td3(f"{LINE_1}\n{LINE_2}", TODAY)

    assert mrz == PassportMrz(
        issuing_state="UTO",
        surname="ERIKSSON",
        given_names="ANNA MARIA",
        passport_number="L898902C3",
        nationality_code="UTO",
        birth_date=dt.date(1974, 8, 12),
        sex="F",
        expiry_date=dt.date(2012, 4, 15),
        personal_number="ZE184226B",
    )
    assert mrz.full_name == "ANNA MARIA ERIKSSON"
    assert mrz.nationality == "UTO"
    assert mrz.pax_gender == "FEMALE"
    assert mrz.age_on(TODAY) == 52


@pytest.mark.parametrize(
    "text",
    [
        f"{LINE_1}\r\n{LINE_2}\r\n",  # a keyboard-wedge reader ending rows with CR LF
        f"{LINE_1}\r{LINE_2}\r",
        f"  {LINE_1.lower()}  \n\n\t{LINE_2.lower()} ",
        LINE_1 + LINE_2,  # one pasted run of 88
        f"{LINE_1} {LINE_2}",
        f"\n{LINE_1}\n{LINE_2[:20]} {LINE_2[20:]}\n",
    ],
)
def test_typed_pasted_and_scanned_forms_are_forgiven(text: str) -> None:
    assert parse_td3(text, TODAY).passport_number == "L898902C3"


@pytest.mark.parametrize(
    ("position", "name", "expected"),
    [
        (9, "document number", 6),
        (19, "date of birth", 2),
        (27, "expiry date", 9),
        (42, "personal number", 1),
        (43, "composite", 0),
    ],
)
def test_each_wrong_check_digit_is_named(position: int, name: str, expected: int) -> None:
    wrong = str((expected + 3) % 10)
    corrupted = LINE_2[:position] + wrong + LINE_2[position + 1 :]

    with pytest.raises(MrzError) as caught:
        parse_td3(f"{LINE_1}\n{corrupted}", TODAY)

    assert f"{name} check digit is {wrong}, expected {expected}" in caught.value.problems
    # Only the composite digit covers the other four digits as well.
    assert len(caught.value.problems) == (1 if name == "composite" else 2)


def test_a_changed_field_fails_its_own_digit_and_the_composite() -> None:
    corrupted = LINE_2.replace("L898902C3", "L898902C4")

    with pytest.raises(MrzError) as caught:
        parse_td3(LINE_1 + corrupted, TODAY)

    assert caught.value.problems == [
        "document number check digit is 6, expected 7",
        "composite check digit is 0, expected 1",
    ]


def test_an_empty_personal_number_may_leave_its_check_digit_a_filler() -> None:
    first, second = Passport(
        surname="RAO",
        given_names="ASHA",
        number="Z1234567",
        nationality="IND",
        birth=dt.date(1990, 1, 31),
        sex="F",
        expiry=dt.date(2031, 5, 1),
    ).lines()
    assert second[42] == "<"
    assert parse_td3(first + second, TODAY).personal_number == ""

    filled = second[:28] + "A" + second[29:]
    with pytest.raises(MrzError, match="personal number check digit is <, expected"):
        parse_td3(first + filled, TODAY)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (f"{LINE_1}\n{LINE_2[:-1]}", "line 2 has 43 characters, expected 44"),
        (f"{LINE_1}x\n{LINE_2}", "line 1 has 45 characters, expected 44"),
        ((LINE_1 + LINE_2)[:-1], "got 1 line(s), 87 characters"),
        (f"{LINE_1}\n{LINE_2}\n<<<", "got 3 line(s), 91 characters"),
        ("", "got 0 line(s), 0 characters"),
        (f"{LINE_1}\n{LINE_2[:10]}-{LINE_2[11:]}", "line 2 holds characters other than"),
        (f"I{LINE_1[1:]}\n{LINE_2}", "line 1 does not start with P"),
    ],
)
def test_what_is_not_a_passport_mrz_says_why(text: str, problem: str) -> None:
    with pytest.raises(MrzError) as caught:
        parse_td3(text, TODAY)

    assert any(problem in p for p in caught.value.problems), caught.value.problems


def _with_date(field: str, start: int) -> str:
    """Line 2 of the specimen with ``field`` at ``start`` and every check digit recomputed."""
    body = LINE_2[:start] + field + LINE_2[start + 6 :]
    body = body[:9] + digit(body[:9]) + body[10:19] + digit(body[13:19]) + body[20:]
    body = body[:27] + digit(body[21:27]) + body[28:43]
    return body + digit(body[0:10] + body[13:20] + body[21:43])


@pytest.mark.parametrize(
    ("start", "field", "problem"),
    [
        (13, "741312", "date of birth 741312 is not a date (YYMMDD)"),
        (21, "120431", "expiry date 120431 is not a date (YYMMDD)"),
    ],
)
def test_a_date_that_is_not_a_calendar_day_is_refused(start: int, field: str, problem: str) -> None:
    with pytest.raises(MrzError) as caught:
        parse_td3(LINE_1 + _with_date(field, start), TODAY)

    assert caught.value.problems == [problem]


@pytest.mark.parametrize(
    ("birth", "expected"),
    [
        ("991231", dt.date(1999, 12, 31)),
        ("260101", dt.date(2026, 1, 1)),
        ("261201", dt.date(2026, 12, 1)),  # born today
        ("261202", dt.date(1926, 12, 2)),  # tomorrow cannot be a birthday yet
    ],
)
def test_the_birth_century_never_lies_in_the_future(birth: str, expected: dt.date) -> None:
    assert parse_td3(LINE_1 + _with_date(birth, 13), TODAY).birth_date == expected


@pytest.mark.parametrize(
    ("expiry", "expected"),
    [
        ("120415", dt.date(2012, 4, 15)),
        ("361130", dt.date(2036, 11, 30)),
        ("750101", dt.date(2075, 1, 1)),
        ("760101", dt.date(1976, 1, 1)),
    ],
)
def test_the_expiry_century_is_within_fifty_years(expiry: str, expected: dt.date) -> None:
    assert parse_td3(LINE_1 + _with_date(expiry, 21), TODAY).expiry_date == expected


@pytest.mark.parametrize(
    ("code", "nationality"),
    [("IND", "INDIAN"), ("GBR", "GBR"), ("D<<", "DEU"), ("UTO", "UTO")],
)
def test_nationality_code_maps_to_the_wire_value(code: str, nationality: str) -> None:
    first, second = Passport(
        surname="X",
        given_names="Y",
        number="A1",
        nationality=code.rstrip("<"),
        birth=dt.date(1980, 2, 2),
        sex="<",
        expiry=dt.date(2030, 2, 2),
    ).lines()
    mrz = parse_td3(first + second, TODAY)

    assert mrz.nationality == nationality
    assert mrz.pax_gender is None


def test_age_turns_on_the_birthday() -> None:
    mrz = parse_td3(LINE_1 + LINE_2, TODAY)

    assert mrz.age_on(dt.date(2026, 8, 11)) == 51
    assert mrz.age_on(dt.date(2026, 8, 12)) == 52


def test_check_digit_of_the_standards_examples() -> None:
    assert check_digit("L898902C3") == 6
    assert check_digit("740812") == 2
    assert check_digit("<<<<<<<<<<<<<<") == 0


_LETTERS = st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=8)
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


passports = st.builds(
    Passport,
    surname=_LETTERS,
    given_names=st.lists(_LETTERS, min_size=1, max_size=2).map(" ".join),
    number=st.text(_ALNUM, min_size=1, max_size=9),
    nationality=st.sampled_from(["IND", "GBR", "USA", "DEU", "UTO"]),
    birth=st.dates(dt.date(1927, 1, 1), TODAY),
    sex=st.sampled_from("MF<"),
    expiry=st.dates(dt.date(2000, 1, 1), dt.date(2050, 12, 31)),
    personal=st.text(_ALNUM, max_size=14),
)


@given(passports)
def test_what_is_written_reads_back(passport: Passport) -> None:
    mrz = parse_td3("\n".join(passport.lines()), TODAY)

    assert (mrz.surname, mrz.given_names, mrz.passport_number, mrz.nationality_code) == (
        passport.surname,
        passport.given_names,
        passport.number,
        passport.nationality,
    )
    assert (mrz.birth_date, mrz.sex, mrz.expiry_date, mrz.personal_number) == (
        passport.birth,
        passport.sex,
        passport.expiry,
        passport.personal,
    )


# Positions of line 2 that some check digit covers (nationality and sex are not covered).
_CHECKED = [*range(0, 10), *range(13, 20), *range(21, 44)]


@given(passports, st.sampled_from(_CHECKED), st.integers(1, 9))
def test_a_single_changed_digit_is_always_caught(
    passport: Passport, position: int, shift: int
) -> None:
    first, second = passport.lines()
    if not second[position].isdigit():
        return
    # 7, 3 and 1 are prime to 10, so a digit changed by 1 to 9 always changes the sum mod 10.
    changed = str((int(second[position]) + shift) % 10)
    corrupted = second[:position] + changed + second[position + 1 :]

    with pytest.raises(MrzError, match="check digit is"):
        parse_td3(first + corrupted, TODAY)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (SPECIMEN[0], SPECIMEN[0]),
        (f"  {SPECIMEN[1].lower()}\n", SPECIMEN[1]),
        (SPECIMEN[0][:20] + " " + SPECIMEN[0][20:], SPECIMEN[0]),
        (SPECIMEN[0][:-1], None),
        (SPECIMEN[0] + "<", None),
        ("Ravi Kumar, 34, M", None),
        (SPECIMEN[1][:-1] + "-", None),
    ],
)
def test_one_mrz_line_is_told_from_other_text(text: str, line: str | None) -> None:
    assert mrz_line(text) == line
