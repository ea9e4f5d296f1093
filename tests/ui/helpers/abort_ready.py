"""The child side of the abort's readiness test: Qt's fatal message handed to the app's hook,
as Qt hands it just before it aborts, without the abort.

``python -m tests.ui.helpers.abort_ready WATCH THREAD HANDLER HOME`` first gives SIGABRT a
Python handler when HANDLER is ``handler``, installs the crash hooks (with a crash watch on HOME
when WATCH is ``watch``, else none), sends the hook a fatal message (from a worker thread when
THREAD is ``worker``) and prints, as JSON, whether SIGABRT was caught by a
handler before and after the hook, as the kernel says (``SigCgt`` in ``/proc/self/status``),
and what Python's ``signal.getsignal`` says after it.
"""

from __future__ import annotations

import json
import signal
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QMessageLogContext, QtMsgType

from app.counter.config.crash_reports import CrashWatch
from app.counter.config.paths import AppPaths
from app.ui.crash import install_hooks


def abort_caught() -> bool:
    """True when a handler catches SIGABRT: its bit (signal 6, bit 5) in the kernel's mask."""
    status = Path("/proc/self/status").read_text(encoding="ascii")
    caught = next(line for line in status.splitlines() if line.startswith("SigCgt:"))
    return bool(int(caught.split()[1], 16) & 1 << (signal.SIGABRT - 1))


def main(argv: list[str]) -> int:
    watch_it, thread, handled, home = argv
    if handled == "handler":
        signal.signal(signal.SIGABRT, lambda _number, _frame: None)
    watch = CrashWatch.start(AppPaths.under(Path(home))) if watch_it == "watch" else None
    hooks = install_hooks(None, str, watch)
    before = abort_caught()

    def fatal() -> None:
        hooks.qt_message(QtMsgType.QtFatalMsg, QMessageLogContext(), "fatal")

    if thread == "worker":
        worker = threading.Thread(target=fatal)
        worker.start()
        worker.join()
    else:
        fatal()
    handler = signal.getsignal(signal.SIGABRT)
    print(json.dumps({"before": before, "after": abort_caught(), "python": str(handler)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
