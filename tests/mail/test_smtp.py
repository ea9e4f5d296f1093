"""One message handed to a real SMTP server: what it took, and what the sender is told."""

from __future__ import annotations

import trustme

from app.mail.server import MailServer, Security
from app.mail.smtp import Attachment, Verdict, composed, deliver
from tests.mail.fixtures import Starter
from tests.mail.smtp_servers import (
    PASSWORD,
    REFUSAL,
    USER,
    DropsMidMessage,
    GreetingsKept,
    HangingUp,
    Recording,
    Refusing,
    trusting,
)

CUSTOMER = "asha.rao@example.in"
# Longer than an SMTP line may be (1,000 bytes): it goes as lines of their own.
PDF = b"%PDF-1.4\n" + bytes(range(256)) * 20


def server_at(port: int, security: Security = Security.STARTTLS, user: str = USER) -> MailServer:
    return MailServer(
        host="127.0.0.1",
        port=port,
        security=security,
        user=user,
        sender_name="Backwater Trails",
        sender_address="tickets@backwater.example",
        reply_to="desk@backwater.example",
    )


def a_message(server: MailServer) -> object:
    return composed(
        server,
        header_id="<m-1@counterdesk>",
        recipient=CUSTOMER,
        subject="Your booking REF00001",
        body="Your voucher is attached.",
        attachments=(Attachment("voucher-REF00001.pdf", PDF),),
    )


def test_starttls_with_a_login_hands_the_message_over_and_names_the_servers_id(
    smtp: Starter, authority: trustme.CA
) -> None:
    recording = Recording()
    controller = smtp(recording, "starttls")
    server = server_at(controller.port)
    answer = deliver(server, PASSWORD, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert answer.verdict is Verdict.TAKEN
    assert answer.words.startswith("250 2.0.0 Ok: queued as Q")
    (received,) = recording.received
    assert received["From"] == "Backwater Trails <tickets@backwater.example>"
    assert received["Reply-To"] == "desk@backwater.example"
    assert received["Message-ID"] == "<m-1@counterdesk>"
    (attached,) = received.iter_attachments()
    assert attached.get_filename() == "voucher-REF00001.pdf"
    assert attached.get_content() == PDF


def test_starttls_without_a_login_says_ehlo_again_and_hands_the_message_over(
    smtp: Starter, authority: trustme.CA
) -> None:
    # RFC 3207 4.2: after TLS the server forgets the EHLO; aiosmtpd answers "503 send HELO
    # first" to a MAIL FROM sent straight after it (seen failing before the fix: REFUSED, 503).
    recording = Recording()
    controller = smtp(recording, "starttls-open")
    server = server_at(controller.port, user="")
    answer = deliver(server, None, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert answer.words.startswith("250 2.0.0 Ok: queued as Q"), answer.words
    assert answer.verdict is Verdict.TAKEN
    assert [m["Message-ID"] for m in recording.received] == ["<m-1@counterdesk>"]


def test_starttls_with_a_login_greets_again_before_the_login(
    smtp: Starter, authority: trustme.CA
) -> None:
    greeted = GreetingsKept()
    controller = smtp(greeted, "starttls")
    server = server_at(controller.port)
    answer = deliver(server, PASSWORD, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert answer.verdict is Verdict.TAKEN, answer.words
    # One EHLO in clear, one over TLS (before AUTH and MAIL FROM), and the message taken.
    assert greeted.greetings == [False, True]
    assert len(greeted.received) == 1


def test_tls_from_the_start_hands_the_message_over(smtp: Starter, authority: trustme.CA) -> None:
    recording = Recording()
    controller = smtp(recording, "tls")
    server = server_at(controller.port, Security.TLS)
    answer = deliver(server, PASSWORD, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert answer.verdict is Verdict.TAKEN
    assert len(recording.received) == 1


def test_a_server_without_starttls_is_not_sent_to(smtp: Starter, authority: trustme.CA) -> None:
    recording = Recording()
    controller = smtp(recording, "plain")
    server = server_at(controller.port)
    answer = deliver(server, PASSWORD, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert answer.verdict is Verdict.NOT_SENT
    assert "STARTTLS" in answer.words
    assert recording.received == []


def test_a_certificate_this_computer_does_not_trust_sends_nothing(smtp: Starter) -> None:
    recording = Recording()
    controller = smtp(recording, "starttls")
    server = server_at(controller.port)
    stranger = trusting(trustme.CA())
    answer = deliver(server, PASSWORD, a_message(server), stranger)  # type: ignore[arg-type]
    assert answer.verdict is Verdict.NOT_SENT
    assert answer.words.startswith("The mail server's certificate is not trusted here")
    assert recording.received == []


def test_a_refused_recipient_is_refused_for_good_in_the_servers_words(
    smtp: Starter, authority: trustme.CA
) -> None:
    controller = smtp(Refusing(), "starttls")
    server = server_at(controller.port)
    answer = deliver(server, PASSWORD, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert answer.verdict is Verdict.REFUSED
    assert answer.words == REFUSAL


def test_a_server_hanging_up_on_the_message_leaves_it_to_send_again(
    smtp: Starter, authority: trustme.CA
) -> None:
    hanging = HangingUp()
    controller = smtp(hanging, "starttls")
    server = server_at(controller.port)
    answer = deliver(server, PASSWORD, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert hanging.hung_up == 1
    assert answer.verdict is Verdict.NOT_SENT
    assert answer.words.startswith("The mail server could not be reached or hung up")


def test_a_wrong_password_waits_and_never_shows_the_password(
    smtp: Starter, authority: trustme.CA
) -> None:
    controller = smtp(Recording(), "starttls")
    server = server_at(controller.port)
    wrong = PASSWORD + "-old"
    answer = deliver(server, wrong, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert answer.verdict is Verdict.NOT_SENT
    assert answer.words.startswith("535")
    assert PASSWORD not in answer.words


def test_no_server_listening_is_not_sent(authority: trustme.CA) -> None:
    from tests.mail.smtp_servers import free_port

    server = server_at(free_port())
    answer = deliver(server, PASSWORD, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert answer.verdict is Verdict.NOT_SENT


def test_a_server_dropping_the_connection_part_way_through_the_message_leaves_it_to_send_again(
    smtp: Starter, authority: trustme.CA
) -> None:
    dropping = DropsMidMessage()
    controller = smtp(dropping, "starttls")
    server = server_at(controller.port)
    answer = deliver(server, PASSWORD, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert dropping.dropped == 1 and dropping.first_lines  # the message had begun to come
    assert dropping.received == []  # never whole
    assert answer.verdict is Verdict.NOT_SENT
    assert answer.words.startswith("The mail server could not be reached or hung up")
    # The next try goes through whole.
    answer = deliver(server, PASSWORD, a_message(server), trusting(authority))  # type: ignore[arg-type]
    assert answer.verdict is Verdict.TAKEN
    (received,) = dropping.received
    assert received["Message-ID"] == "<m-1@counterdesk>"
