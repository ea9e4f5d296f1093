"""Qt's messages reach the app's Python handler, except those Qt says while holding a lock.

Qt's font database speaks ("OpenType support missing for "DejaVu Sans Mono", script 12",
"Populating font family aliases took 40 ms") while it holds its own lock, from whichever thread
lays out text. A Python handler called there first waits for the interpreter's lock. A worker
saving the Z's PDF in Bengali then waits for the interpreter while holding the font lock, and
the UI thread, which holds the interpreter's lock for the length of a Qt call that sizes a
font (a table's row selected), waits for the font lock: the app hangs for good. A hung test
showed it, and a worker laying out Bengali beside a UI thread sizing fonts repeats it within
seconds. Qt filters categories in C++, before any handler: with these turned off, the handler
is never called from inside that lock.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLoggingCategory, QMessageLogContext, QtMsgType, qInstallMessageHandler

# The font database's categories (qfontdatabase.cpp and the platform's font database): every
# message of theirs may be said under the font lock. What they say is diagnostics of fonts,
# which the tests check by drawing (tests/ui/helpers/clipping.py), not by Qt's words.
SAID_UNDER_LOCK = ("qt.text.font.*", "qt.qpa.fonts")

Handler = Callable[[QtMsgType, QMessageLogContext, str], object]


def quiet_under_lock() -> None:
    """Turn off the categories Qt speaks in while it holds a lock the UI thread may want."""
    QLoggingCategory.setFilterRules("\n".join(f"{category}=false" for category in SAID_UNDER_LOCK))


def install_handler(handler: Handler | None) -> Handler | None:
    """Install ``handler`` as Qt's message handler (None: Qt's own) with the categories said
    under a lock turned off first; the handler it replaces."""
    quiet_under_lock()
    return qInstallMessageHandler(handler)
