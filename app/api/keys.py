"""API keys as staff paste them: surrounding whitespace dropped, control characters refused.

A key file saved with Windows line endings ends in CR LF; pasted from an e-mail, a key may end in
a tab. Sent as is, httpx refuses the header with the key in clear in its message. So a key is
stripped wherever it is entered or read, and what is left must be printable ASCII.
"""

from __future__ import annotations

import re

# A printable key shorter than this is no secret worth scrubbing (and would mangle words).
MIN_SECRET_PIECE = 8
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def clean_key(key: str) -> str:
    """``key`` without the whitespace around it (a trailing CR, LF or tab, spaces)."""
    return key.strip()


def key_problem(key: str) -> str | None:
    """None when the stripped ``key`` can be sent in a header, else a sentence saying why not."""
    if _CONTROL.search(key):
        return (
            "The API key has a line break, tab or other control character inside it. "
            "Copy the key again and paste it on its own."
        )
    if not key.isascii():
        return (
            "The API key has characters no key has (only letters, digits and punctuation). "
            "Copy the key again from the service's letter or e-mail."
        )
    return None


def key_texts(key: str) -> set[str]:
    """Every text through which ``key`` could show: as given, stripped, as Python escapes it
    (``b'...\\r'`` in httpx's "Illegal header value"), and each printable run of it that is
    long enough to be a secret."""
    forms = {key, clean_key(key)}
    forms |= {repr(form)[1:-1] for form in list(forms)}
    forms |= {repr(form.encode("utf-8", "backslashreplace"))[2:-1] for form in list(forms)}
    pieces = (piece.strip() for piece in _CONTROL.split(key))
    forms |= {piece for piece in pieces if len(piece) >= MIN_SECRET_PIECE}
    return {form for form in forms if form}
