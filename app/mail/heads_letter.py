"""The letter that carries a Z report's chain heads to the agency owner's address: the witness
of the counter's journal outside its computer when no agency store keeps the heads as they grow
(docs/decisions/heads-witnessed-as-they-grow.md). It names the counter, the Z report and the two
heads, nothing of any customer; the audit reads the heads back from its text
(``mailed_heads``) and compares the journal with them."""

from __future__ import annotations

import datetime as dt
import re
import sqlite3
from dataclasses import dataclass
from email import message_from_bytes, policy

from app import i18n
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.mail.outbox import Cause, queue_message
from app.records.till import ChainHead

HEADS_LETTER = Catalogue("HEADS_LETTER")

SUBJECT = QT_TRANSLATE_NOOP("HEADS_LETTER", "Counter {counter}: the heads of Z report no. {number}")
BODY = QT_TRANSLATE_NOOP(
    "HEADS_LETTER",
    "Counter {counter} closed a shift with Z report no. {number} at {closed}. Keep this "
    "letter: it witnesses the counter's journal outside its computer. An audit compares the "
    "journal with the heads below and names the entry that differs: a record or an access log "
    "entry changed after this Z report shows there.",
)
NO_ACCESS = QT_TRANSLATE_NOOP("HEADS_LETTER", "The access log had no entries yet.")
# The heads' lines stay in these words in every language: the audit reads them back.
RECORDS_LINE = "records #{seq} {head}"
ACCESS_LINE = "access log #{seq} {head}"
_RECORDS = re.compile(r"^records #(\d+) ([0-9a-f]{64})$", re.MULTILINE)
_ACCESS = re.compile(r"^access log #(\d+) ([0-9a-f]{64})$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class MailedHeads:
    """The heads a letter carried: the records' chain's, and the access log's (its hash
    without the key's mark; None when the log had no entries)."""

    records: ChainHead
    access_log: ChainHead | None


def heads_letter(
    counter: str, z_no: int, closed: str, heads: MailedHeads, language: str
) -> tuple[str, str]:
    """The subject and body of the heads of ``counter``'s Z report ``z_no`` closed at
    ``closed``, in ``language``."""
    with i18n.in_language(language):
        subject = HEADS_LETTER.known(SUBJECT).format(counter=counter, number=z_no)
        said = HEADS_LETTER.known(BODY).format(counter=counter, number=z_no, closed=closed)
        lines = [said, "", RECORDS_LINE.format(seq=heads.records.seq, head=heads.records.link)]
        access = heads.access_log
        if access is None:
            lines.append(HEADS_LETTER.known(NO_ACCESS))
        else:
            lines.append(ACCESS_LINE.format(seq=access.seq, head=access.link))
    return subject, "\n".join(lines) + "\n"


def queue_heads(
    conn: sqlite3.Connection,
    *,
    owner: str,
    shift_id: int,
    counter: str,
    z_no: int,
    heads: MailedHeads,
    now: dt.datetime,
) -> int:
    """Queue the Z report's heads to ``owner`` inside the Z report's transaction (sent only if
    it commits), in the screens' language. The message's id."""
    language = i18n.language()
    closed = now.isoformat(timespec="seconds")
    subject, body = heads_letter(counter, z_no, closed, heads, language)
    return queue_message(
        conn,
        booking_ref=f"z_report:{shift_id}",
        cause=Cause.Z_HEADS,
        recipient=owner,
        language=language,
        subject=subject,
        body=body,
        documents=(),
        now=now,
    )


def mailed_heads(text: str) -> MailedHeads | None:
    """The heads a letter's text carries (None when it carries no records' head)."""
    records = _RECORDS.search(text)
    if records is None:
        return None
    access = _ACCESS.search(text)
    return MailedHeads(
        ChainHead(int(records[1]), records[2]),
        None if access is None else ChainHead(int(access[1]), access[2]),
    )


def letter_heads(data: bytes) -> MailedHeads | None:
    """The heads of a letter as the owner saved it: the message itself (``.eml``, its text
    perhaps encoded for the wire) or its text copied out. None when it carries none."""
    found = mailed_heads(data.decode("utf-8", errors="replace"))
    if found is not None:
        return found
    body = message_from_bytes(data, policy=policy.default).get_body(preferencelist=("plain",))
    text = body.get_content() if body is not None else ""
    return mailed_heads(text) if isinstance(text, str) else None
