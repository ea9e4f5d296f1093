"""Refusals of the sandbox: the error body, its HTTP status following from its code (§9)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from app.api.codes import ErrorCode
from app.domain.violations import Violation, rejection_code


class SandboxError(Exception):
    """A refusal answered with the error body (``errors`` only for validation); the HTTP status
    is the code's."""

    def __init__(
        self,
        code: ErrorCode,
        message: str,
        *,
        errors: Sequence[Violation] = (),
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = code.status
        self.code = code
        self.message = message
        self.errors = tuple(errors)
        self.headers = headers or {}

    @property
    def is_validation(self) -> bool:
        """A 400: the request was refused before any rule of the business was applied."""
        return self.status == 400

    def body(self, request_id: str | None) -> dict[str, Any]:
        """The wire body; ``request_id`` is the one the request carried, if any."""
        body: dict[str, Any] = {
            "status": "ERROR",
            "code": self.code.value,
            "message": self.message,
            "request_id": request_id,
        }
        if self.errors:
            body["errors"] = [v.as_wire() for v in self.errors]
        return body


def rejected(violations: Sequence[Violation]) -> SandboxError:
    """400 for broken request rules; the code is specific when every violation shares one."""
    first = violations[0].message
    message = first if len(violations) == 1 else f"{len(violations)} fields need attention: {first}"
    return SandboxError(ErrorCode[rejection_code(violations)], message, errors=violations)


def invalid_body(message: str) -> SandboxError:
    """400 for a body that is not a JSON object."""
    return SandboxError(ErrorCode.VALIDATION_FAILED, message)


def method_not_allowed(allowed: str) -> SandboxError:
    """405 with the ``Allow`` header RFC 9110 asks for."""
    return SandboxError(
        ErrorCode.METHOD_NOT_ALLOWED, f"Use {allowed} for this address.", headers={"Allow": allowed}
    )


def boat_provider_down() -> SandboxError:
    """503 for every BOAT call while the provider fault is switched on."""
    return SandboxError(
        ErrorCode.BOAT_PROVIDER_UNAVAILABLE,
        "The boat provider is not answering; boat trips cannot be served right now. "
        "Activities are not affected.",
    )


def rate_limited(rate: int, wait_s: float) -> SandboxError:
    """429 ``RATE_LIMITED``, ``Retry-After`` in whole seconds (at least one)."""
    seconds = max(1, math.ceil(wait_s))
    return SandboxError(
        ErrorCode.RATE_LIMITED,
        f"Too many requests for this key (at most {rate} a second). Try again in {seconds} s.",
        headers={"Retry-After": str(seconds)},
    )
