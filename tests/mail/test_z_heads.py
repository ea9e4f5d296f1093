"""Each Z report's chain heads mailed to the owner's address, the witness outside the PC of a
counter without an agency store: one letter per Z with both heads and nothing of a customer,
sent by the mail worker to a real SMTP server; none without the address (the Z report says so);
the address guarded by a supervisor's PIN; a log or a record rewritten under the key after the
Z, the journal's own copy of the Z's heads rewritten too, named by the letter's heads
(docs/decisions/heads-witnessed-as-they-grow.md)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from dataclasses import replace
from decimal import Decimal as D
from email.message import EmailMessage
from pathlib import Path

import pytest
import trustme

from app.counter.config.declared import NotApproved
from app.counter.config.paths import AppPaths
from app.counter.config.settings import OWNER_ADDRESS, Settings
from app.counter.services.privacy_audit import privacy_audit
from app.counter.services.settings_gate import SettingsGate
from app.counter.services.till_shift import close_shift
from app.domain.pin import hash_pin
from app.domain.till import DrawerCount
from app.journal import Journal, access_log
from app.journal.store import DATABASE_NAME
from app.mail.heads_letter import MailedHeads, letter_heads
from app.mail.outbox import Cause, MailState, messages_of
from app.records.customers import Action
from app.records.till import ZReport
from app.reports.drawer import x_report
from app.reports.drawer_print import drawer_report_rows, heads_sent
from app.reports.drawer_report import drawer_report
from app.reports.receipt_data import AgencyDetails
from tests.agency.test_chain_seals import relink_plainly
from tests.agency.test_heads_witnessed import rewrite_entry
from tests.counter.approvals import Approvals
from tests.journal.entries import Clock
from tests.journal.till_sales import sell, till_sale
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import CUSTOMER, journal_file, sender_of
from tests.mail.smtp_servers import Recording
from tests.privacy.test_access_log import CLERK, SUPERVISOR

OWNER = "owner@backwater.example"
SALE = "s-1"


def day(journal: Journal, owner: str) -> ZReport:
    """Three looks at customers' data and a sale to a customer who wants e-mail, then the Z
    report with the owner's address ``owner`` ('' for none)."""
    journal.privacy.access(CLERK, Action.REPRINT, "REF00001", "id_number")
    journal.privacy.access(SUPERVISOR, Action.SCAN_VIEW, "REF00001", "scan")
    journal.privacy.access(SUPERVISOR, Action.EXPORT, "REF00002", "all")
    shift = journal.till.open_shift("PB1", "Leela Menon", D("1000.00"))
    sell(journal, SALE, till_sale(shift_id=shift.shift_id))
    counted = DrawerCount.of({500: 2})
    return close_shift(journal.till, shift, counted, "Leela Menon", None, "", owner=owner)


def letters(journal: Journal, report: ZReport) -> list[tuple[Cause, str, str, str]]:
    """The Z report's letters: cause, recipient, subject and body."""
    found = messages_of(journal._conn, f"z_report:{report.shift_id}")
    return [(m.cause, m.recipient, m.subject, m.body) for m in found]


def test_a_z_with_the_owners_address_queues_one_letter_with_both_heads(
    journal: Journal,
) -> None:
    report = day(journal, OWNER)
    assert report.chain is not None and report.access_log is not None
    ((cause, recipient, subject, body),) = letters(journal, report)
    assert (cause, recipient) == (Cause.Z_HEADS, OWNER)
    assert subject == f"Counter PB1: the heads of Z report no. {report.z_no}"
    # The same heads the paper prints, whole: the paper's 16 digits begin the letter's 64.
    assert letter_heads(body.encode()) == MailedHeads(report.chain, report.access_log)
    assert f"records #{report.chain.seq} {report.chain.link}\n" in body
    assert f"access log #{report.access_log.seq} {report.access_log.link}\n" in body
    assert len(report.access_log.link) == 64
    # Nothing of a customer: not the sale's e-mail, booking, names nor amounts.
    (sale_ref,) = [r for (r,) in journal._conn.execute("SELECT booking_ref FROM till_sales")]
    assert CUSTOMER not in body and sale_ref not in body and "Asha" not in body


def test_the_heads_letter_goes_through_the_mail_worker_to_the_server(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> None:
    report = day(journal, OWNER)
    assert report.chain is not None
    recording = Recording()
    sender = sender_of(journal_file(journal), smtp(recording).port, authority, clock)
    states = sender.send_due()
    assert len(states) == 1 and states[0][1] is MailState.SENT
    assert sender.send_due() == []
    (received,) = recording.received
    assert received["To"] == OWNER and not list(received.iter_attachments())
    # Read back from the message as the owner saves it, encoded for the wire.
    assert letter_heads(received.as_bytes()) == MailedHeads(report.chain, report.access_log)


def test_without_the_address_nothing_is_queued_and_the_z_report_says_so(
    journal: Journal,
) -> None:
    report = day(journal, "")
    assert letters(journal, report) == []
    assert journal._conn.execute("SELECT count(*) FROM mail_outbox").fetchone()[0] == 0
    shift = journal.till.shift(report.shift_id)
    printed = drawer_report(
        x_report(journal.till, report.shift_id, DrawerCount.of({500: 2})),
        shift,
        DrawerCount.of({500: 2}),
        z_no=report.z_no,
        agency=AgencyDetails("Backwater Trails", "", "", ""),
        made_at=report.closed_at,
        training=False,
        chain=report.chain.printed if report.chain else "",
        heads=heads_sent("", store=False),
    )
    text = " ".join(" ".join(row.text for row in drawer_report_rows(printed, 42)).split())
    assert "These heads are not sent anywhere: no owner's address is set. Keep this paper." in (
        text
    )
    assert heads_sent(OWNER, store=False) == f"These heads were mailed to {OWNER}."
    assert heads_sent("", store=True) == "These heads are kept by the agency store."


async def test_the_clerks_change_of_the_owners_address_needs_a_supervisor(
    tmp_path: Path,
) -> None:
    before = Settings()
    after = replace(before, owner_email=OWNER)
    with Journal(tmp_path, now=Clock()) as journal:
        journal.till.set_pin_hash(hash_pin("482915", salt=b"0123456789abcdef"))
        clerk_alone = Approvals(journal.till, approving=False)
        with pytest.raises(NotApproved) as refused:
            await SettingsGate(journal.till, clerk_alone).authorise(before, after, "")
        assert str(refused.value) == (
            "Not saved: changing the owner's address for the Z heads needs a supervisor's PIN."
        )
        # Emptied is a change too: the clerk may not stop the letters either.
        with pytest.raises(NotApproved):
            await SettingsGate(journal.till, clerk_alone).authorise(after, before, "")
        supervisor = Approvals(journal.till, approving=True)
        decision = await SettingsGate(journal.till, supervisor).authorise(before, after, "")
        assert decision is not None
        assert journal.till.decision(decision).action == OWNER_ADDRESS.title


@pytest.mark.parametrize(
    ("address", "usable"),
    [(OWNER, True), ("", True), ("owner@backwater", False), ("owner at backwater.example", False)],
)
def test_the_owners_address_is_an_email_address_or_none(address: str, usable: bool) -> None:
    assert (Settings(owner_email=address).problems() == []) is usable


def _rewritten_z_head(path: Path) -> None:
    """The keyring holder's last step: the journal's own copy of the Z report's access log head
    made the rewritten log's, so that the journal agrees with itself."""
    conn = sqlite3.connect(path / DATABASE_NAME)
    try:
        head = access_log.head(conn)
        assert head is not None
        conn.execute(
            "UPDATE outbox SET body = json_set(body, '$.access_log.head', ?)"
            " WHERE kind = 'z_report'",
            (head[1],),
        )
        conn.commit()
    finally:
        conn.close()


def test_a_log_rewritten_after_the_z_is_named_by_the_mailed_head(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    with Journal(paths.journal, now=Clock()) as journal:
        report = day(journal, OWNER)
        ((_, _, _, body),) = letters(journal, report)
    mailed = letter_heads(body.encode())
    assert mailed is not None and mailed.access_log is not None
    audit = privacy_audit(paths, 30, mailed=[mailed])
    assert "Access log: its chain holds" in audit
    assert "Records against the mailed heads: hold" in audit

    rewrite_entry(paths.journal, 2)
    _rewritten_z_head(paths.journal)
    # Without the letter nothing names it: every hash holds under the key, the journal's copy
    # of the Z's head is the rewritten log's.
    assert "Access log: its chain holds" in privacy_audit(paths, 30)
    lines = privacy_audit(paths, 30, mailed=[mailed]).splitlines()
    assert "Access log: NOT AS WRITTEN" in lines
    assert f"  entry {mailed.access_log.seq} is not the one a Z report witnessed" in lines


def test_a_record_rewritten_after_the_z_is_named_by_the_mailed_head(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    with Journal(paths.journal, now=Clock()) as journal:
        report = day(journal, OWNER)
        ((_, _, _, body),) = letters(journal, report)
        (sale_seq,) = journal._conn.execute(
            "SELECT seq FROM outbox WHERE record_id = ?", (SALE,)
        ).fetchone()
    mailed = letter_heads(body.encode())
    assert mailed is not None and report.chain is not None

    # The sale's debit rewritten, every later link and the Z report's own head made again.
    assert relink_plainly(journal_file_of(paths), SALE, seals="kept") == sale_seq
    audit = privacy_audit(paths, 30, mailed=[mailed]).splitlines()
    assert "Records against the mailed heads: NOT AS WRITTEN" in audit
    assert (
        f"  record {report.chain.seq} is not the one a Z report's mailed heads witnessed: one of"
        f" records 1 to {report.chain.seq} was changed, taken out or put in after the heads left"
        " this computer"
    ) in audit


def journal_file_of(paths: AppPaths) -> Path:
    """The SQLite file of the journal under ``paths``."""
    return paths.journal / DATABASE_NAME


def audit_with_letter(home: Path, letter: Path) -> subprocess.CompletedProcess[str]:
    """``counterdesk --privacy-audit --heads-letter LETTER`` for the counter at ``home``."""
    return subprocess.run(
        [sys.executable, "-m", "app.cli", "--privacy-audit", "--heads-letter", str(letter)],
        env={**os.environ, "COUNTERDESK_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_audit_is_given_the_letter_as_the_owner_saved_it(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    with Journal(paths.journal, now=Clock()) as journal:
        report = day(journal, OWNER)
        ((_, _, subject, body),) = letters(journal, report)
    saved = tmp_path / "heads.eml"
    message = EmailMessage()
    message["Subject"], message["To"] = subject, OWNER
    # As a mail client may save it (a letter in Hindi is): its text encoded for the wire, the
    # heads read back through it.
    message.set_content(body, cte="base64")
    saved.write_bytes(message.as_bytes())
    assert b"Content-Transfer-Encoding: base64" in saved.read_bytes()
    assert b"records #" not in saved.read_bytes()
    assert "Records against the mailed heads: hold" in audit_with_letter(tmp_path, saved).stdout

    relink_plainly(journal_file_of(paths), SALE, seals="kept")
    printed = audit_with_letter(tmp_path, saved).stdout
    assert "Records against the mailed heads: NOT AS WRITTEN" in printed

    other = tmp_path / "other.txt"
    other.write_text("Your booking REF00001", encoding="utf-8")
    refused = audit_with_letter(tmp_path, other)
    assert refused.returncode == 2 and "carries no Z report's heads" in refused.stderr
