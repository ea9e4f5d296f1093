"""Every numeric limit of the partner interface (docs/partner-interface.md §10), in one place."""

from __future__ import annotations

import re

# Ids (availability, slot, schedule, activity, passenger) are positive 32-bit integers.
ID_MAX = 2**31 - 1
QTY_MIN = 1
QTY_MAX = 100
REQUEST_ID_MAX = 100
CUSTOMER_NAME_MAX = 100
CONTENT_LIMIT_MIN = 1
CONTENT_LIMIT_MAX = 500
PHONE_PATTERN = re.compile(r"^[0-9]{8,15}$")
# "shorter than 2.0 MB": the stricter reading, counted in characters of the whole string.
ID_PROOF_MAX_CHARS = 2_000_000
# A generic e-mail check: one @, a non-empty local part, a dotted domain ending in a top-level
# domain of two or more letters (no digits: "t@example.in98" is a typo), no spaces.
EMAIL_PATTERN = re.compile(r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$")
EMAIL_MAX = 254
