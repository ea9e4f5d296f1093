"""The portal's answer file read back: each answer's IRN, acknowledgement and signed QR code for
its document, a cancellation's time, and a sentence for each answer that cannot be used."""

from __future__ import annotations

import datetime as dt
import json

from app.domain.clock import SERVICE_TZ
from app.domain.irp_answer import read_answer_file, token_data
from tests.domain.test_einvoice import invoice
from tests.journal.irp_answers import portal_answer

AT = dt.datetime(2026, 11, 25, 16, 45, tzinfo=SERVICE_TZ)
GSTIN = "32AAACB1234F1ZI"


def test_an_answer_is_read_for_the_document_its_signed_qr_names() -> None:
    answer = portal_answer(invoice(), GSTIN, "112010036458765", AT)
    for text in (
        json.dumps(answer),
        json.dumps([answer]),
        json.dumps({"Status": "1", "Data": json.dumps(answer)}),
    ):
        found = read_answer_file(text)
        assert found.problems == [] and len(found.answers) == 1
        (read,) = found.answers
        assert (read.doc_no, read.doc_type) == ("PB1/26/000001", "INV")
        assert read.registered.irn == answer["Irn"] and read.registered.ack_no == "112010036458765"
        assert read.registered.ack_at == AT
        assert read.registered.signed_qr == answer["SignedQRCode"]
    assert token_data(str(answer["SignedQRCode"]))["DocNo"] == "PB1/26/000001"


def test_a_cancellation_is_read_with_its_time() -> None:
    irn = "a" * 64
    found = read_answer_file(json.dumps({"Irn": irn, "CancelDate": "2026-11-25 18:00:00"}))
    assert [(c.irn, c.cancelled_at) for c in found.cancelled] == [
        (irn, dt.datetime(2026, 11, 25, 18, 0, tzinfo=SERVICE_TZ))
    ]


def test_each_answer_that_cannot_be_used_is_a_sentence() -> None:
    good = portal_answer(invoice(), GSTIN, "112010036458765", AT)
    no_irn = {**good, "Irn": "123"}
    no_ack = {**good, "AckDt": "25/11/2026"}
    other_irn = {**good, "Irn": "b" * 64}
    unsigned = {**good, "SignedQRCode": "not.a.token"}
    found = read_answer_file(json.dumps([good, no_irn, no_ack, other_irn, unsigned, 7]))

    assert len(found.answers) == 1
    assert found.problems == [
        "Answer 2 has no IRN of 64 letters and digits.",
        "Answer 3 (document PB1/26/000001) has no acknowledgement time.",
        "Answer 4's signed QR code is of another IRN than its own.",
        f"Answer 5 (IRN {good['Irn']}) lacks its signed invoice or a signed QR code naming its "
        "document.",
        "Answer 6 is not an answer object.",
    ]
    assert read_answer_file("<html>").problems == ["The file is not the portal's JSON answer."]
