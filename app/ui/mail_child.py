"""The mail worker's rounds, each in a child process (``counterdesk --mail-child``): the PDFs
are laid out there with Qt, away from the app's UI thread (a ``QTextDocument`` laid out in a
worker thread can deadlock with the UI thread disconnecting a signal), then sent and marked in
the journal. The parent's side is ``app.counter.runtime.mail_round``."""

from __future__ import annotations

import json
import sys
from typing import IO

from app.counter.runtime.mail_round import MailRound
from app.domain.clock import service_now


def serve_round(stdin: IO[bytes], stdout: IO[str]) -> int:
    """The child's side: read the round, lay out and send what is due, say what became of it."""
    from PySide6.QtGui import QGuiApplication

    from app import i18n
    from app.api.transport import system_tls_context
    from app.mail.sender import MailSender
    from app.ui.fonts import register_fonts
    from app.ui.mail_documents import mail_renderer
    from app.ui.translation import install_translations

    job = MailRound.from_json(json.loads(stdin.read()))
    application = QGuiApplication(sys.argv[:1])
    register_fonts()
    install_translations(i18n.ENGLISH)  # every language's catalogue, for each message's
    sender = MailSender(
        job.journal,
        job.server,
        lambda: job.password,
        mail_renderer(job.journal, lambda: job.agency, job.training),
        system_tls_context,
        service_now,
    )
    done = sender.send_due()
    print(json.dumps({"done": [[number, state.value] for number, state in done]}), file=stdout)
    del application
    return 0


def main() -> int:
    """``counterdesk --mail-child``."""
    return serve_round(sys.stdin.buffer, sys.stdout)
