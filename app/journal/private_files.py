"""Files only their owner reads (0600): exports and papers that name customers."""

from __future__ import annotations

import os
from pathlib import Path


def write_private(path: Path, content: bytes) -> None:
    """Write ``content`` to ``path`` readable by its owner only (0600): invoices name customers."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as out:
        out.write(content)
    path.chmod(0o600)
