"""The log file never holds an API key, whatever the record carries."""

from __future__ import annotations

import logging
from pathlib import Path

from app.counter.logs import REDACTED, SecretRedactor

KEY = "sandbox-demo-key-0001"


def test_key_is_redacted_in_messages_arguments_and_tracebacks(
    log_file: Path, redactor: SecretRedactor
) -> None:
    redactor.add(KEY)
    log = logging.getLogger("app.test")
    log.warning("key in message %s", KEY)
    log.warning("key in args: %r", {"X-API-KEY": KEY})
    try:
        raise RuntimeError(f"header was {KEY}")
    except RuntimeError:
        log.exception("failed")
    text = log_file.read_text()
    assert KEY not in text
    assert text.count(REDACTED) == 3
    assert "RuntimeError: header was [redacted]" in text


def test_short_strings_are_not_treated_as_secrets(redactor: SecretRedactor) -> None:
    redactor.add("abc")
    assert redactor.redact("abc def") == "abc def"
