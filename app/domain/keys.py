"""API keys as staff paste them: surrounding whitespace dropped, control characters refused.

A key file saved with Windows line endings ends in CR LF; pasted from an e-mail, a key may end in
a tab. Sent as is, httpx refuses the header with the key in clear in its message. So a key is
stripped wherever it is entered or read, and what is left must be printable ASCII.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterable
from urllib.parse import quote, quote_plus

# A printable key shorter than this is no secret worth scrubbing (and would mangle words).
MIN_SECRET_PIECE = 8
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def clean_key(key: str) -> str:
    """``key`` without the whitespace around it (a trailing CR, LF or tab, spaces)."""
    return key.strip()


# Named in every counter's wallet readings: the same key gives the same fingerprint everywhere,
# so the agency store tells which counters share a key without holding any of them.
AGENT_KEY_PURPOSE = b"counterdesk agent key fingerprint 1\n"
AGENT_KEY_DIGITS = 16


def agent_key_fingerprint(key: str) -> str:
    """The identity of the agent key ``key`` (stripped): the first 64 bits of a SHA-256 of a
    fixed text and the key, which tells one key from another and gives nothing of it."""
    digest = hashlib.sha256(AGENT_KEY_PURPOSE + clean_key(key).encode("utf-8"))
    return digest.hexdigest()[:AGENT_KEY_DIGITS]


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
    # A service may echo it %-encoded (in a URL it quotes) or in Base64 (an echoed header).
    forms |= {encode(form, safe="") for form in list(forms) for encode in (quote, quote_plus)}
    forms |= _base64_texts(clean_key(key))
    return {form for form in forms if form}


def _base64_texts(secret: str) -> set[str]:
    """The Base64 text of ``secret`` alone, and the part of it that stays the same wherever the
    secret sits in a longer Base64 text (each of the three alignments, either alphabet)."""
    raw = secret.encode("utf-8")
    texts = {base64.b64encode(raw).decode(), base64.urlsafe_b64encode(raw).decode()}
    for offset in range(3):
        encoded = base64.b64encode(bytes(offset) + raw).decode()
        # The first group mixes what went before; a last group short of 3 bytes, what follows.
        start = 4 if offset else 0
        end = (offset + len(raw)) // 3 * 4
        middle = encoded[start:end]
        if len(middle) >= MIN_SECRET_PIECE:
            texts |= {middle, middle.replace("+", "-").replace("/", "_")}
    return texts


def secret_pattern(texts: Iterable[str]) -> re.Pattern[str] | None:
    """One pattern finding any of ``texts`` in any case (a service may echo a key upper-cased),
    longest first so no shorter form leaves part of a longer one in clear; None for none."""
    ordered = sorted(set(texts), key=len, reverse=True)
    if not ordered:
        return None
    return re.compile("|".join(re.escape(text) for text in ordered), re.IGNORECASE)


# What a Base64 or token text is made of: a secret found inside such a run takes the whole run
# with it (the run's ends still hold bits of the secret when it was encoded with more).
_TOKEN_CHARACTER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_=-")


def redact_secrets(pattern: re.Pattern[str] | None, text: str, mark: str) -> str:
    """``text`` with each run of token characters that holds a match of ``pattern`` replaced
    by ``mark``."""
    if pattern is None:
        return text
    pieces = []
    done = 0
    for found in pattern.finditer(text):
        start, end = found.start(), found.end()
        if start < done:
            continue  # inside a run already replaced
        while start > done and text[start - 1] in _TOKEN_CHARACTER:
            start -= 1
        while end < len(text) and text[end] in _TOKEN_CHARACTER:
            end += 1
        pieces += [text[done:start], mark]
        done = end
    pieces.append(text[done:])
    return "".join(pieces)
