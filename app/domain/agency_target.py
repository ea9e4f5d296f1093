"""Where the agency store is: its PostgreSQL address as staff type it, without the password.

The address is kept in the settings file; the password never is: it lives in the OS keyring
under an account named for the address (``app.counter.config.keystore``). An address given with its
password (``postgresql://desk:secret@office/agency``, as ``--agency-db`` may be, or
``postgresql://desk@office/agency?password=secret``, as PostgreSQL also takes it) is split in two.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

from app.i18n import Catalogue

AGENCY_TARGET = Catalogue("AGENCY_TARGET")

SCHEMES = ("postgresql", "postgres")
PASSWORD_PARAMETER = "password"
ACCOUNT_PREFIX = "agency-db "


@dataclass(frozen=True, slots=True)
class AgencyTarget:
    """The store's address without a password (``url``) and the password given with it, if any."""

    url: str
    password: str | None = field(default=None, repr=False)  # never in a log or a trace

    @property
    def account(self) -> str:
        """The keyring account of this address's password."""
        return ACCOUNT_PREFIX + self.url

    def connection_url(self, password: str | None) -> str:
        """The address with ``password`` put back in (what the driver connects with)."""
        if not password:
            return self.url
        parts = urlsplit(self.url)
        user, _, host = parts.netloc.rpartition("@")
        if user:
            return urlunsplit(parts._replace(netloc=f"{user}:{quote(password, safe='')}@{host}"))
        # No user in the address (libpq's default one): the password goes in the query.
        given = urlencode({PASSWORD_PARAMETER: password})
        return urlunsplit(parts._replace(query=f"{parts.query}&{given}" if parts.query else given))


def parse_target(text: str) -> AgencyTarget:
    """``text`` as typed (spaces around dropped), its password (the userinfo's, else the
    query's) taken out of the address."""
    parts = urlsplit(text.strip())
    userinfo, at, host = parts.netloc.rpartition("@")
    user, colon, password = userinfo.partition(":")
    password = unquote(password)
    if at and colon:
        parts = parts._replace(netloc=f"{user}@{host}")
    query = parse_qsl(parts.query, keep_blank_values=True)
    given = [value for name, value in query if name.lower() == PASSWORD_PARAMETER]
    if given:
        kept = [(name, value) for name, value in query if name.lower() != PASSWORD_PARAMETER]
        parts = parts._replace(query=urlencode(kept))
        password = password or given[-1]
    return AgencyTarget(urlunsplit(parts), password or None)


def target_problem(url: str) -> str | None:
    """None when ``url`` ('' for none) names a PostgreSQL database, else a sentence why not."""
    if not url:
        return None
    parts = urlsplit(url)
    if parts.scheme not in SCHEMES or not parts.hostname or parts.path.strip("/") == "":
        return AGENCY_TARGET.tr(
            "The agency store's address is postgresql://USER@HOST:PORT/DATABASE "
            "(add ?sslmode=require for an encrypted connection)."
        )
    return None
