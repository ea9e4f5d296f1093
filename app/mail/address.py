"""Whether a text is an e-mail address a mail server takes."""

from __future__ import annotations

from app.domain.limits import EMAIL_MAX, EMAIL_PATTERN
from app.i18n import Catalogue

MAIL_ADDRESS = Catalogue("MAIL_ADDRESS")


def address_problem(address: str) -> str | None:
    """A sentence saying why ``address`` is not an e-mail address; None when it is one or is
    empty (an empty one is for the caller to require)."""
    if not address or (len(address) <= EMAIL_MAX and EMAIL_PATTERN.fullmatch(address)):
        return None
    return MAIL_ADDRESS.tr("{address} is not an e-mail address (like name@example.in).").format(
        address=address
    )
