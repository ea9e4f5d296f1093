"""The log file never holds an API key, whatever the record carries."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.api import ApiError, PartnerClient
from app.counter.logs import REDACTED, SecretRedactor, configure_logging
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import MessageBridge

KEY = "sandbox-demo-key-0001"


@pytest.fixture
def log_file(tmp_path: Path, redactor: SecretRedactor) -> Iterator[Path]:
    path = tmp_path / "logs" / "counterdesk.log"
    handler = configure_logging(path, redactor)
    yield path
    logging.getLogger().removeHandler(handler)
    handler.close()


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


def test_a_reported_error_is_in_the_log_file_without_the_key(
    log_file: Path, run: Any, sandbox: EmbeddedSandbox
) -> None:
    wrong_key = "sk-wrong-0123456789abcdef"

    async def refused() -> ApiError:
        async with PartnerClient(base_url=sandbox.base_url, api_key=wrong_key) as client:
            with pytest.raises(ApiError) as caught:
                await client.wallet_balance(request_id="cd-log-1")
        return caught.value

    error = run(refused())
    MessageBridge().report(error)

    text = log_file.read_text()
    assert "WARNING" in text and "AuthenticationError" in text
    assert f"code={error.code}" in text and "status=401" in text and "request_id=cd-log-1" in text
    assert wrong_key not in text
