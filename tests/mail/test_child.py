"""The app's mail rounds run in a child process: its PDFs laid out there with Qt, sent through
a real SMTP server, marked in the journal; a failed child loses nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
import trustme

from app import i18n
from app.counter.runtime.mail_round import MailRound, run_round
from app.journal import Journal
from app.mail.outbox import MailState, messages_of
from tests.journal.entries import boat_request, record_sale
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import AGENCY, CUSTOMER, journal_file, mail_server
from tests.mail.smtp_servers import PASSWORD, Recording
from tests.office_network import trust_only


def test_a_round_in_a_child_sends_the_letter_with_its_voucher_and_marks_it(
    tmp_path: Path, smtp: Starter, authority: trustme.CA, monkeypatch: pytest.MonkeyPatch
) -> None:
    trust_only(authority, tmp_path, monkeypatch)  # the child's system store
    journal = Journal(tmp_path / "journal")  # on the real clock, as the child's
    journal.remember_mail_choice(CUSTOMER, True, i18n.HINDI)
    ref = record_sale(journal, boat_request("s-1")).booking_ref
    recording = Recording()
    job = MailRound(
        journal_file(journal), mail_server(smtp(recording).port), PASSWORD, AGENCY, False
    )

    assert run_round(job).done == [(1, MailState.SENT)]
    assert run_round(job).done == []
    (received,) = recording.received
    names = [part.get_filename() for part in received.iter_attachments()]
    assert names == [f"voucher-{ref}.pdf"]  # no payment at this till: no receipt
    (attached,) = received.iter_attachments()
    assert attached.get_content().startswith(b"%PDF")
    (letter,) = messages_of(journal._conn, ref)
    assert letter.state is MailState.SENT
    journal.close()


def test_a_child_that_fails_leaves_the_messages_waiting(
    tmp_path: Path, smtp: Starter, caplog: pytest.LogCaptureFixture
) -> None:
    journal = Journal(tmp_path / "journal")  # on the real clock, as the child's
    journal.remember_mail_choice(CUSTOMER, True, i18n.ENGLISH)
    ref = record_sale(journal, boat_request("s-1")).booking_ref
    missing = MailRound(
        tmp_path / "elsewhere.db", mail_server(smtp(Recording()).port), PASSWORD, AGENCY, False
    )
    failed = run_round(missing)
    assert failed.done == [] and failed.problem.startswith("The mail job failed (exit ")
    assert "The mail round failed" in caplog.text and PASSWORD not in caplog.text
    (letter,) = messages_of(journal._conn, ref)
    assert letter.state is MailState.QUEUED
    journal.close()
