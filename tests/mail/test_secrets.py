"""The mail password in no file, log or exception text: not in what a server echoes back (as
typed, or in the Base64 of the login), not in the journal's record of its answer, not in the
repr of the round that carries it to the mail child."""

from __future__ import annotations

import base64
import logging
from pathlib import Path
from typing import Any

import pytest
import trustme
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, Envelope, LoginPassword, Session

from app.counter.config.logs import SecretRedactor
from app.counter.runtime.mail_round import MailRound
from app.journal import Journal
from app.mail.outbox import MailState, messages_of
from app.mail.smtp import Verdict, composed, deliver
from tests.journal.entries import Clock, boat_request, record_sale
from tests.mail.journal_mail import AGENCY, CUSTOMER, journal_file, mail_server, sender_of
from tests.mail.smtp_servers import PASSWORD, USER, Recording, free_port, server_context, trusting

LOGIN_TEXT = base64.b64encode(f"\0{USER}\0{PASSWORD}".encode()).decode()


def _echoing(
    server: Any, session: Session, envelope: Envelope, mechanism: str, data: Any
) -> AuthResult:
    """Refuses every login, quoting what it was given (a server's debugging left on)."""
    assert isinstance(data, LoginPassword)
    said = f"535 5.7.8 {data.password.decode()} refused ({LOGIN_TEXT})"
    return AuthResult(success=False, handled=False, message=said)


@pytest.fixture
def echoing(authority: trustme.CA) -> Any:
    controller = Controller(
        Recording(),
        hostname="127.0.0.1",
        port=free_port(),
        server_hostname="127.0.0.1",
        authenticator=_echoing,
        auth_required=True,
        tls_context=server_context(authority),
        require_starttls=True,
    )
    controller.start()
    yield controller
    controller.stop()


def test_a_server_echoing_the_password_is_redacted(
    echoing: Controller, authority: trustme.CA
) -> None:
    server = mail_server(echoing.port)
    message = composed(server, header_id="<t@c>", recipient=CUSTOMER, subject="s", body="b")
    answer = deliver(server, PASSWORD, message, trusting(authority))
    assert answer.verdict is Verdict.NOT_SENT
    assert answer.words.startswith("535 5.7.8 [redacted] refused ([redacted])")
    assert PASSWORD not in answer.words and LOGIN_TEXT not in answer.words


def test_the_journal_and_the_log_keep_no_password(
    echoing: Controller,
    authority: trustme.CA,
    tmp_path: Path,
    log_file: Path,
    redactor: SecretRedactor,
) -> None:
    clock = Clock()
    journal = Journal(tmp_path / "journal", now=clock)
    journal.remember_mail_choice(CUSTOMER, True, "en")
    ref = record_sale(journal, boat_request("s-1")).booking_ref
    sender = sender_of(journal_file(journal), echoing.port, authority, clock)
    redactor.add(PASSWORD)  # as the keystore does with every secret it reads
    assert sender.send_due() == [(1, MailState.QUEUED)]
    logging.getLogger("app.test").warning("mail login %s", PASSWORD)
    (kept,) = messages_of(journal._conn, ref)
    journal.close()
    assert kept.server_words.startswith("535")
    for text in (kept.server_words, log_file.read_text("utf-8")):
        assert PASSWORD not in text
    files = (tmp_path / "journal").glob("journal.db*")
    raw = b"".join(path.read_bytes() for path in files)
    assert PASSWORD.encode() not in raw and LOGIN_TEXT.encode() not in raw


def test_a_mail_round_never_shows_the_password_in_its_repr(tmp_path: Path) -> None:
    job = MailRound(tmp_path / "journal.db", mail_server(587), PASSWORD, AGENCY, training=False)
    for shown in (repr(job), str(job), f"{job!r}", repr([job])):
        assert PASSWORD not in shown and "journal.db" in shown
    assert MailRound.from_json(job.to_json()).password == PASSWORD  # the child still gets it
