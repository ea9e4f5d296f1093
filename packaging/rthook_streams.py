"""PyInstaller run-time hook: a windowed Windows executable starts with no stdout/stderr.

Writes to them (the CLI's summary line, Qt's fatal messages) then fail with AttributeError; send
them to the null device instead. Elsewhere this changes nothing.
"""

import os
import sys

for _name in ("stdout", "stderr"):
    if getattr(sys, _name) is None:
        setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
