"""What a statement's narration says about a transfer: the references it carries and who paid.

Indian banks write a transfer's narration as its rail, its reference and its parties, joined by
"/" or "-": ``UPI/P2M/412345678901/ravi@okicici/...`` (SBI, ICICI, Axis),
``UPI-RAVI KUMAR-ravi@okicici-ICIC0001234-412345678901-FARE`` (HDFC), ``NEFT-HDFCN52026040112345-
RAVI KUMAR-...`` and ``IMPS/P2A/612345678901/...``. A reference is a 12-digit RRN (UPI and IMPS) or
a 16 to 22 character UTR (NEFT, RTGS: four letters, then letters and digits); an IFSC (eleven
characters) or an account number is neither. A narration cut at a fixed width may lose its
reference's tail: a cut reference matches nothing, and the row is only suggested by its amount.
"""

from __future__ import annotations

import re

_RRN = re.compile(r"^\d{12}$")
_UTR = re.compile(r"^[A-Z]{4}[A-Z0-9]{12,18}$")
# A branch's IFSC: four letters, a zero, six letters or digits.
_IFSC = re.compile(r"^[A-Z]{4}0[A-Z0-9]{6}$")
_VPA = re.compile(r"[A-Za-z0-9._]{2,}@[A-Za-z][A-Za-z0-9]{1,}")
_SPLIT = re.compile(r"[/*\-:|,\s]+")
# The words of a narration that are rails, kinds and banks' codes, never a payer's name.
_NOT_NAMES = frozenset(
    {"UPI", "P2M", "P2A", "P2P", "NEFT", "RTGS", "IMPS", "CR", "DR", "MOB", "INB", "TRF", "BY"}
)


def is_reference(token: str) -> bool:
    """Whether ``token`` has the shape of an RRN or a UTR (with at least four digits)."""
    text = token.strip().upper()
    if len(text) != 12 and not 16 <= len(text) <= 22:
        return False
    if _RRN.match(text):
        return True
    return bool(_UTR.match(text)) and sum(c.isdigit() for c in text) >= 4


def references_in(narration: str) -> tuple[str, ...]:
    """The references ``narration`` carries, upper case, in the order written, each once."""
    found: list[str] = []
    for token in _SPLIT.split(narration.upper()):
        # Most words are no reference's length: passed over before any pattern is tried.
        if (
            (len(token) == 12 or 16 <= len(token) <= 22)
            and is_reference(token)
            and token not in found
        ):
            found.append(token)
    return tuple(found)


def payer_in(narration: str) -> str:
    """Who paid, as the narration names them: the payer's VPA when it carries one, else the
    first part after the reference (or after the sender's IFSC: HDFC's ``NEFT CR-<IFSC>-<name>``)
    that reads as a name ('' when none does)."""
    vpa = _VPA.search(narration)
    if vpa is not None:
        return vpa.group(0)
    parts = [part.strip() for part in re.split(r"[/*-]", narration)]
    seen_marker = False
    for part in parts:
        if is_reference(part) or _IFSC.match(part.upper()):
            seen_marker = True
            continue
        if seen_marker and _reads_as_name(part):
            return part
    return ""


def _reads_as_name(part: str) -> bool:
    letters = sum(c.isalpha() for c in part)
    return letters >= 3 and part.upper() not in _NOT_NAMES and not any(c.isdigit() for c in part)
