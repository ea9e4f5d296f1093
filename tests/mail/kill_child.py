"""Run as a process of its own: send the journal's due mail, and die (as a power cut or a kill
would end it) the moment the server has taken the first message, before it is marked sent.

Arguments: the journal's file, the server's port, the CA's certificate file."""

from __future__ import annotations

import datetime as dt
import os
import ssl
import sys
from pathlib import Path

from app.domain.clock import SERVICE_TZ
from app.mail import sender as sender_module
from app.mail.sender import MailSender
from tests.mail.journal_mail import mail_server, no_documents
from tests.mail.smtp_servers import PASSWORD

KILLED = 9


def child_sender(journal: Path, port: int, ca_file: str) -> MailSender:
    """The round's sender in this child, at the tests' sale time, trusting ``ca_file``."""
    at = dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ)
    return MailSender(
        journal,
        mail_server(port),
        lambda: PASSWORD,
        no_documents,
        lambda: ssl.create_default_context(cafile=ca_file),
        lambda: at,
    )


def main() -> None:
    """Send, and die after the first message is taken."""
    journal, port, ca_file = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    delivered = sender_module.deliver  # type: ignore[attr-defined]

    def deliver_then_die(*args: object) -> object:
        delivered(*args)  # type: ignore[arg-type]
        os._exit(KILLED)

    sender_module.deliver = deliver_then_die  # type: ignore[attr-defined,assignment]
    child_sender(journal, port, ca_file).send_due()


if __name__ == "__main__":
    main()
