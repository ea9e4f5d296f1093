"""The privacy audit's printed lines read back by the tests."""

from __future__ import annotations

import re

# One line of the audit: where, rows held, the oldest, the purpose, the next erasure.
AUDIT_LINE = re.compile(r"^((?:journal|agency|files): \S+)\s+(\d+)\s+(\S+)\s+(\S+)\s+(.*)$")


def audit_lines(printed: str) -> dict[str, tuple[int, str, str]]:
    """The audit's lines by where (``journal: bookings.customer_name``): held, oldest, next."""
    found = {}
    for line in printed.splitlines():
        match = AUDIT_LINE.match(line)
        if match:
            where, held, oldest, _purpose, after = match.groups()
            found[where] = (int(held), oldest, after)
    return found
