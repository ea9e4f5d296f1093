"""The log file never holds an API key, whatever the record carries."""

from __future__ import annotations

import base64
import logging
from pathlib import Path
from urllib.parse import quote

from app.counter.config.logs import REDACTED, SecretRedactor

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


def test_any_address_password_is_redacted_known_or_not(
    log_file: Path, redactor: SecretRedactor
) -> None:
    log = logging.getLogger("app.test")
    log.warning("agency store at postgresql://desk:s3cr%%40t@office-pc:5432/agency failed")
    log.warning("retrying postgresql://desk@office-pc/agency?sslmode=require&password=hunter22")
    log.warning("plain https://office-pc:8443/path?user=desk stays")
    text = log_file.read_text()
    assert "s3cr" not in text and "hunter22" not in text
    assert "postgresql://desk:[redacted]@office-pc:5432/agency failed" in text
    assert "?sslmode=require&password=[redacted]" in text
    assert "plain https://office-pc:8443/path?user=desk stays" in text


def test_a_key_is_redacted_in_any_case_encoded_or_in_base64(redactor: SecretRedactor) -> None:
    key = "Sk-Live/4f9+a2=b7?"
    redactor.add(key)
    raw = key.encode()
    echoes = [
        key.upper(),
        key.lower(),
        quote(key, safe=""),
        quote(key, safe="").lower(),
        base64.b64encode(raw).decode(),
        base64.urlsafe_b64encode(raw).decode(),
        *(base64.b64encode(b"x" * n + raw + b"!!").decode() for n in range(3)),
    ]
    for echoed in echoes:
        redacted = redactor.redact(f"answer: {echoed}.")
        assert key.lower()[:8] not in redacted.lower()
        assert REDACTED in redacted, echoed
        # Not one run of the secret's encoding is left in clear.
        assert not any(redacted[i : i + 8] in echoed for i in range(len(redacted) - 8)), redacted
