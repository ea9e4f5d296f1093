"""The portal's answer checked before it is kept: the IRN as the IRP makes it (pinned by NIC's own
example), the signed QR code's seller, buyer, number, type, date and total against the document,
another document's IRN refused whatever the order of import, and a file nested past reason read
as a sentence, never a ``RecursionError``."""

from __future__ import annotations

import base64
import datetime as dt
import json
import secrets
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from app.domain.irp_answer import read_answer_file, token_data
from app.domain.irp_check import financial_year, irn_of
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.journal.entries import SALE_TIME, Clock
from tests.journal.irp_answers import portal_answer, token
from tests.journal.test_einvoice import AGENCY, _b2b

# NIC's sandbox documents the IRN as the SHA-256 of this very text.
NIC_EXAMPLE = "01AAAAA9999A19N2019-20INVABC01234"
NIC_IRN = "353c2677715ae97aa876a37262a38381a75c1d1184f6a803f703bb395971925f"


def test_the_irn_is_made_as_nic_documents_it() -> None:
    assert irn_of("01AAAAA9999A19N", "2019-20", "INV", "ABC01234") == NIC_IRN
    assert financial_year(dt.date(2019, 4, 1)) == financial_year(dt.date(2020, 3, 31)) == "2019-20"
    assert financial_year(dt.date(2026, 3, 31)) == "2025-26"
    assert financial_year(dt.date(2099, 12, 1)) == "2099-00"


def _with(answer: dict[str, Any], irn: str | None = None, **qr: Any) -> dict[str, Any]:
    """``answer`` with another IRN (in its QR code too) or other fields in its signed QR code."""
    data = token_data(answer["SignedQRCode"])
    if irn is not None:
        answer = {**answer, "Irn": irn}
        data["Irn"] = irn
    return {**answer, "SignedQRCode": token({**data, **qr})}


def _import(journal: Journal, clock: Clock, *answers: dict[str, Any]) -> Any:
    found = read_answer_file(json.dumps(list(answers)))
    return journal.einvoices.import_answers(found, clock.now, AGENCY.gstin)


def _answer(journal: Journal, request_id: str, ack: str = "112010036458765") -> dict[str, Any]:
    invoice = journal.tax.invoice_of(request_id)
    assert invoice is not None
    return portal_answer(invoice, AGENCY.gstin, ack, SALE_TIME)


def test_a_wrong_irn_is_refused_and_the_true_one_then_kept(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        _b2b(journal, "s-1")
        true = _answer(journal, "s-1")
        number = token_data(true["SignedQRCode"])["DocNo"]
        wrong = _import(journal, clock, _with(true, irn=secrets.token_hex(32)))
        right = _import(journal, clock, true)
        kept = journal.einvoices.registered(number)

    assert wrong.registered == []
    assert wrong.problems == [
        f"The IRN is not the one the portal makes for {number} (from the agency's GSTIN, the "
        "financial year, the type and the number)."
    ]
    assert right.registered == [number] and right.problems == []
    assert kept is not None and kept.irn == true["Irn"]


def test_b_s_answer_with_a_s_irn_is_refused_before_a_s_own(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        _b2b(journal, "s-a")
        _b2b(journal, "s-b")
        a, b = _answer(journal, "s-a"), _answer(journal, "s-b", "112010036458766")
        a_no = token_data(a["SignedQRCode"])["DocNo"]
        b_no = token_data(b["SignedQRCode"])["DocNo"]
        b_under_a = _import(journal, clock, _with(b, irn=a["Irn"]))
        both = _import(journal, clock, a, b)
        kept = {n: journal.einvoices.registered(n) for n in (a_no, b_no)}

    assert b_under_a.registered == [] and len(b_under_a.problems) == 1
    assert b_under_a.problems[0].startswith(f"The IRN is not the one the portal makes for {b_no}")
    assert both.registered == [a_no, b_no] and both.problems == []
    assert [k.irn if k else None for k in kept.values()] == [a["Irn"], b["Irn"]]


@pytest.mark.parametrize(
    ("field", "value", "label"),
    [
        ("TotInvVal", 99999.5, "the total as “99999.5”"),
        ("SellerGstin", "29AAGCB7383J1Z4", "the seller's GSTIN as “29AAGCB7383J1Z4”"),
        ("BuyerGstin", "32AAACB1234F1ZI", "the buyer's GSTIN as “32AAACB1234F1ZI”"),
        ("DocDt", "01/01/2020", "the document date as “01/01/2020”"),
    ],
)
def test_a_signed_qr_code_not_of_the_document_is_refused_naming_the_field(
    tmp_path: Path, field: str, value: Any, label: str
) -> None:
    # The number and type are how the answer finds its document: another number is another
    # document's answer (or none's), another type is refused as such (tests/journal/
    # test_einvoice.py).
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        _b2b(journal, "s-1")
        true = _answer(journal, "s-1")
        number = token_data(true["SignedQRCode"])["DocNo"]
        result = _import(journal, clock, _with(true, **{field: value}))
        kept = journal.einvoices.registered(number)

    assert result.registered == [] and kept is None
    assert any(f"The signed QR code gives {label}" in p for p in result.problems), result.problems


DEEP = 50_000


@pytest.mark.parametrize(
    "text",
    [
        "[" * DEEP + "]" * DEEP,
        '{"Data":' * 5_000 + "[]" + "}" * 5_000,
        json.dumps({"Status": "1", "Data": json.dumps({"Data": "[" * DEEP + "]" * DEEP})}),
    ],
    ids=["a-50000-deep-list", "5000-nested-data", "deep-json-inside-data-text"],
)
def test_a_file_nested_past_reason_is_a_sentence(text: str) -> None:
    found = read_answer_file(text)
    assert found.answers == [] and found.problems == [
        "The file is nested deeper than the portal's answer ever is."
    ]


def _signed(payload: str) -> str:
    """A token of the portal's shape around ``payload``, as written."""
    return f"h.{base64.urlsafe_b64encode(payload.encode()).rstrip(b'=').decode()}.s"


def test_deep_json_inside_a_signed_qr_code_is_a_sentence(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        _b2b(journal, "s-1")
        true = _answer(journal, "s-1")
    in_the_data = json.dumps({"data": "[" * DEEP + "]" * DEEP})  # as JSON text, as signed
    in_the_payload = '{"data":' + '{"a":' * DEEP + "1" + "}" * DEEP + "}"
    found = read_answer_file(
        json.dumps([{**true, "SignedQRCode": _signed(p)} for p in (in_the_data, in_the_payload)])
    )
    assert found.answers == [] and len(found.problems) == 2
    assert all("signed QR code" in problem for problem in found.problems)


def test_a_supervisor_accepts_a_mismatch_with_a_reason_and_it_is_logged(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        _b2b(journal, "s-1")
        true = _answer(journal, "s-1")
        number = token_data(true["SignedQRCode"])["DocNo"]
        odd = _with(true, irn=secrets.token_hex(32))  # as the live portal might make it
        refused = _import(journal, clock, odd)
        (answer,) = refused.refused
        with pytest.raises(ValueError, match="reason"):
            journal.einvoices.accept(answer, "  ", "Ravi Kumar", clock.now)
        journal.einvoices.accept(answer, "the portal's own IRN, checked on its site", "Ravi Kumar",
                                 clock.now)  # fmt: skip
        kept = journal.einvoices.registered(number)
        log = journal.einvoices.accepted(number)

    assert kept is not None and kept.irn == odd["Irn"]
    assert [(a.irn, a.replaced_irn, a.reason, a.supervisor) for a in log] == [
        (odd["Irn"], "", "the portal's own IRN, checked on its site", "Ravi Kumar")
    ]


def test_an_answer_kept_in_error_is_replaced_the_same_way_and_only_so(tmp_path: Path) -> None:
    clock = Clock()
    with Journal(tmp_path, now=clock) as journal:
        _b2b(journal, "s-1")
        true = _answer(journal, "s-1")
        number = token_data(true["SignedQRCode"])["DocNo"]
        wrong = _with(true, irn=secrets.token_hex(32))
        (wrong_answer,) = _import(journal, clock, wrong).refused
        journal.einvoices.accept(wrong_answer, "as the clerk read it", "Ravi Kumar", clock.now)
        # The true answer is refused for the IRN kept; a supervisor replaces it, logged.
        again = _import(journal, clock, true)
        (true_answer,) = again.refused
        journal.einvoices.accept(true_answer, "the first file was another's", "Leela", clock.now)
        kept = journal.einvoices.registered(number)
        log = journal.einvoices.accepted(number)
        stray = sqlite3.connect(tmp_path / DATABASE_NAME)

    assert again.registered == [] and again.problems == [
        f"{number} already has the IRN {wrong['Irn']}; an IRN is never replaced."
    ]
    assert kept is not None and kept.irn == true["Irn"]
    assert [(a.irn, a.replaced_irn) for a in log] == [
        (wrong["Irn"], ""),
        (true["Irn"], wrong["Irn"]),
    ]
    # Outside an accepted replacement the IRN stays final.
    with pytest.raises(sqlite3.IntegrityError, match="an IRN is final"):
        stray.execute("UPDATE einvoice_irns SET irn = ?", ("0" * 64,))
    stray.close()


def test_a_journal_made_before_accepted_answers_gets_the_trigger_that_allows_them(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()):
        pass
    old = sqlite3.connect(tmp_path / DATABASE_NAME)
    old.execute("DROP TRIGGER einvoice_irns_final_update")
    old.execute(
        "CREATE TRIGGER einvoice_irns_final_update BEFORE UPDATE ON einvoice_irns"
        " BEGIN SELECT RAISE(ABORT, 'an IRN is final'); END"
    )
    old.commit()
    old.close()
    with Journal(tmp_path, now=Clock()) as journal:
        (sql,) = journal._conn.execute(
            "SELECT sql FROM sqlite_master WHERE name = 'einvoice_irns_final_update'"
        ).fetchone()
    assert "einvoice_accepted" in sql
