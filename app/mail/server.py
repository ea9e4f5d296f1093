"""The agency's mail server as Settings keep it: address, security, login and sender.

The password is never a setting: it lives in the OS keyring under ``password_account``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from app.domain.email_address import address_problem
from app.i18n import Catalogue

MAIL_SERVER = Catalogue("MAIL_SERVER")


class Security(StrEnum):
    """How the connection is protected: STARTTLS on the submission port, or TLS from the start."""

    STARTTLS = "starttls"
    TLS = "tls"

    @property
    def default_port(self) -> int:
        """The port this security is offered on by convention (RFC 8314)."""
        return 587 if self is Security.STARTTLS else 465


@dataclass(frozen=True, slots=True)
class MailServer:
    """Where customers' e-mail is sent from ('' host: no e-mail is sent)."""

    host: str = ""
    port: int = Security.STARTTLS.default_port
    security: Security = Security.STARTTLS
    user: str = ""
    sender_name: str = ""
    sender_address: str = ""
    reply_to: str = ""

    @property
    def configured(self) -> bool:
        """True when messages can be sent: a server and a sender."""
        return bool(self.host and self.sender_address)

    @property
    def password_account(self) -> str:
        """The keyring account of the login's password: one per login and server."""
        return f"smtp:{self.user}@{self.host}:{self.port}"

    def problems(self) -> list[str]:
        """Sentences naming what is wrong (empty when usable, or when no server is set)."""
        if not self.host and not self.sender_address:
            return []
        found = []
        if not self.host:
            found.append(
                MAIL_SERVER.tr("The mail server needs its address, for example smtp.example.in.")
            )
        if not 1 <= self.port <= 65535:
            found.append(MAIL_SERVER.tr("The mail server's port is a number from 1 to 65535."))
        if not self.sender_address:
            found.append(MAIL_SERVER.tr("The mail server needs the sender's address."))
        checks = (address_problem(self.sender_address), address_problem(self.reply_to))
        return found + [problem for problem in checks if problem]

    def to_json(self) -> dict[str, Any]:
        """The settings as JSON values."""
        return {**asdict(self), "security": self.security.value}

    @classmethod
    def from_json(cls, raw: Any) -> MailServer:
        """Settings read from JSON (a missing value takes its default)."""
        if not isinstance(raw, dict):
            raise ValueError("the mail server is an object")
        security = Security(str(raw.get("security", Security.STARTTLS.value)))
        text = {name: str(raw.get(name, "")).strip() for name in _TEXTS}
        return cls(
            text["host"],
            int(raw.get("port", security.default_port)),
            security,
            text["user"],
            text["sender_name"],
            text["sender_address"],
            text["reply_to"],
        )


_TEXTS = ("host", "user", "sender_name", "sender_address", "reply_to")
