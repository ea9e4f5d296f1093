"""The e-invoice files driven headless, as the e-invoice dialog drives them: the clock of what
waits, a document's and a day's files for the portal, its answer file read onto the journal, and
an IRN's cancellation, refused with its sentence (nothing written) until a supervisor approves,
and an answer the checks refused, kept only with a supervisor's PIN and reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.counter.config.declared import NotApproved
from app.counter.config.permissions import ACCEPT_REFUSED_ANSWER, IRN_CANCEL
from app.counter.services.einvoices import EinvoiceService
from app.domain.gst import TaxDocument
from app.domain.irp_answer import token_data
from app.domain.modules import Module
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.records.customers import SUPERVISOR_ROLE, Who
from tests.counter.approvals import Approvals, Reasons, nobody
from tests.counter.einvoice_sales import FIRM, PRICE, SETTINGS, TODAY
from tests.domain.einvoice_schema import schema_errors
from tests.journal.entries import Clock
from tests.journal.irp_answers import portal_answer, token
from tests.journal.till_sales import sell, till_sale


def _b2b_invoice(folder: Path) -> TaxDocument:
    """A sale to a registered business in the journal in ``folder``: its tax invoice."""
    with Journal(folder, now=Clock(TODAY)) as journal:
        sell(
            journal,
            "b2b",
            till_sale(price=PRICE, tax=SETTINGS.registration.basis(Module.BOAT, FIRM)),
        )
        document = journal.tax.invoice_of("b2b")
    assert document is not None
    return document


async def test_a_b2b_invoice_is_written_answered_and_leaves_the_clock(tmp_path: Path) -> None:
    folder = tmp_path / "journal"
    document = _b2b_invoice(folder)
    number = document.doc_no
    files = EinvoiceService(folder / DATABASE_NAME, nobody, Reasons(None), now=lambda: TODAY)
    band = SETTINGS.turnover_band
    assert [entry.doc_no for entry in await files.clock(band)] == [number]
    out = tmp_path / "out"
    out.mkdir()
    one = await files.export_document(number, SETTINGS.seller, out)
    assert schema_errors(json.loads(one.read_text(encoding="utf-8"))) == []
    bulk, count = await files.export_day(TODAY.date(), SETTINGS.seller, band, out)
    assert count == 1 and bulk.exists()

    answer = portal_answer(document, SETTINGS.agency_gstin, "112010036458765", TODAY)
    answers = tmp_path / "answer.json"
    answers.write_text(json.dumps({"Status": "1", "Data": [answer]}), encoding="utf-8")
    result = await files.import_answers(answers, SETTINGS.seller)
    assert (result.registered, result.problems, result.refused) == ([number], [], [])
    assert await files.clock(band) == []
    again = await files.import_answers(answers, SETTINGS.seller)
    assert (again.registered, again.known) == ([], [number])

    # The IRN's cancellation, only on a supervisor's decision.
    with Journal(folder, now=Clock(TODAY)) as journal:
        nobody_approves = Approvals(journal.till, approving=False)
        refusing = EinvoiceService(
            folder / DATABASE_NAME, nobody_approves, Reasons(None), now=lambda: TODAY
        )
        with pytest.raises(NotApproved) as refused:
            await refusing.cancel_irn(number, "2", out)
        assert str(refused.value) == "Only a supervisor cancels an IRN."
        [(permission, detail)] = nobody_approves.asked
        assert permission is IRN_CANCEL and detail.startswith(f"{number}: The portal cancels")
        cancel_file = out / f"einvoice-cancel-{number.replace('/', '-')}.json"
        assert not cancel_file.exists()
        supervisor = Approvals(journal.till, approving=True)
        approving = EinvoiceService(
            folder / DATABASE_NAME, supervisor, Reasons(None), now=lambda: TODAY
        )
        assert await approving.cancel_irn(number, "2", out) == cancel_file
        assert json.loads(cancel_file.read_text(encoding="utf-8"))["CnlRsn"] == "2"


async def test_an_answer_the_checks_refused_is_kept_only_with_a_supervisors_pin_and_reason(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "journal"
    document = _b2b_invoice(folder)
    number = document.doc_no
    true = portal_answer(document, SETTINGS.agency_gstin, "112010036458765", TODAY)
    wrong_irn = "0" * 64
    qr = {**token_data(true["SignedQRCode"]), "Irn": wrong_irn}
    answers = tmp_path / "answer.json"
    answers.write_text(
        json.dumps({**true, "Irn": wrong_irn, "SignedQRCode": token(qr)}), encoding="utf-8"
    )
    nobody_reads = Reasons(None)
    files = EinvoiceService(folder / DATABASE_NAME, nobody, nobody_reads, now=lambda: TODAY)
    result = await files.import_answers(answers, SETTINGS.seller)
    assert result.registered == [] and [a.doc_no for a in result.refused] == [number]

    # A caller with no supervisor's PIN and reason keeps nothing.
    with pytest.raises(NotApproved) as refused:
        await files.accept(result.refused)
    assert str(refused.value) == "Only a supervisor accepts an answer the checks refused."
    [(permission, detail)] = nobody_reads.asked
    assert permission is ACCEPT_REFUSED_ANSWER and detail.startswith(f"{number}: The checks")
    with Journal(folder, now=Clock(TODAY)) as journal:
        assert journal.einvoices.registered(number) is None

    ravi = Who("Ravi Kumar", SUPERVISOR_ROLE, "the portal's own answer, checked on its site")
    files = EinvoiceService(folder / DATABASE_NAME, nobody, Reasons(ravi), now=lambda: TODAY)
    assert await files.accept(result.refused) == (ravi, [number])
    with Journal(folder, now=Clock(TODAY)) as journal:
        kept = journal.einvoices.registered(number)
        (accepted,) = journal.einvoices.accepted(number)
    assert kept is not None and kept.irn == wrong_irn
    assert (accepted.supervisor, accepted.reason) == ("Ravi Kumar", ravi.why)
