"""Whether a text is an e-mail address a mail server takes: one rule for every door an address
comes in by (a sale's customer, a correction, the quick customer line) and for the letter built
to it, so that an address kept is an address that can be written on an envelope."""

from __future__ import annotations

from app.domain.limits import EMAIL_MAX, EMAIL_PATTERN
from app.i18n import Catalogue

# The context the sentences were first translated in (the mail settings' check).
MAIL_ADDRESS = Catalogue("MAIL_ADDRESS")


def address_problem(address: str) -> str | None:
    """A sentence saying why ``address`` is not an e-mail address; None when it is one or is
    empty (an empty one is for the caller to require)."""
    if not address:
        return None
    if any(ord(character) < 32 or ord(character) == 127 for character in address):
        # A pasted CR/LF would end the SMTP command and start another: never kept, never sent.
        return MAIL_ADDRESS.tr(
            "The e-mail address has a line break or a control character in it: type it on one line."
        )
    if not address.isascii():
        # smtplib cannot write it (no SMTPUTF8), and most servers would not take it.
        # Named, each once: in "āsha@example.in" the clerk sees which letter to type again.
        wrong = dict.fromkeys(character for character in address if not character.isascii())
        return MAIL_ADDRESS.tr(
            "{address} has letters a mail server does not take ({letters}): use Latin letters, "
            "digits and . _ - + only."
        ).format(address=address, letters=", ".join(f"“{letter}”" for letter in wrong))
    if len(address) <= EMAIL_MAX and EMAIL_PATTERN.fullmatch(address):
        return None
    return MAIL_ADDRESS.tr("{address} is not an e-mail address (like name@example.in).").format(
        address=address
    )
