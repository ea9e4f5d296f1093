"""What the message bridge is told goes to the log file too, without the key."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.api import ApiError, PartnerClient
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import MessageBridge


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
