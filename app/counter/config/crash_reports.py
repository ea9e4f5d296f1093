"""Every unexpected end leaves a report: the fault file, the running mark and the reports kept.

Each run opens a fault file of its own in the log folder's ``crashes`` folder and hands it to
``faulthandler``: a fatal signal (a segmentation fault, Qt's abort) writes every thread's Python
stack there before the process dies. The run also writes a running mark (``running.json``, in the
data folder beside the journal) once it holds the journal's lock, and a clean end removes both
(the fault file is empty then). The next start finds what an unexpected end left: a fault file
with text in it, or a mark nobody removed (the process was killed, the power went), and turns it
into a report: when it stopped, how, the app's version, platform and screen, the sale that was
open, the fault's stacks and the end of the log. The last ``KEEP`` reports are kept.

Nothing here imports Qt; the start-up (``app.ui.launch``) drives it, the UI shows the reports.
"""

from __future__ import annotations

import datetime as dt
import faulthandler
import json
import os
import re
import signal
import sys
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from app import file_moves
from app.counter.config.logs import REDACTED
from app.counter.config.paths import AppPaths
from app.private_access import PRIVATE_FILE, make_private, private_folder

if TYPE_CHECKING:
    from app.journal.store import Journal

CRASH_FOLDER = "crashes"
MARK_NAME = "running.json"
FAULT_SUFFIX = ".fault"
REPORT_PREFIX = "crash-"
REPORT_SUFFIX = ".txt"
KEEP = 10
# The end of the log a report carries: enough for the last minutes of a busy counter.
LOG_TAIL_BYTES = 64_000
LOG_STAMP = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d),\d{3} ", re.MULTILINE)
# A document number as a request's body or a passenger's repr would print it.
ID_NUMBER_FIELD = re.compile(r"""(["']?id_number["']?\s*[:=]\s*["']?)[^"',\s})]+""")
# Numbers shorter than this are not scrubbed by value (they would mangle ordinary figures).
MIN_ID_NUMBER = 5
STAMP = "%Y%m%d-%H%M%S"
STOPPED_LINE = re.compile(r"^Stopped: (\S+ \S+)$", re.MULTILINE)
FATAL_LINE = "How: a fatal error "


@dataclass(frozen=True, slots=True)
class CrashReport:
    """A report of one unexpected end, as kept in the crash folder."""

    path: Path
    stopped_at: dt.datetime  # local time, as the log writes it
    fatal: bool  # a fatal error was caught (else the process was stopped from outside)
    text: str  # as written (its log part was redacted when it was logged)


@dataclass(frozen=True, slots=True)
class OpenSale:
    """What the journal held when the run ended: the sale being typed, the sales on their way."""

    draft: str | None = None  # the kept draft's summary
    sending: tuple[str, ...] = ()  # the products of the requests still pending
    id_numbers: tuple[str, ...] = ()  # their passengers' document numbers, scrubbed from reports

    def lines(self) -> list[str]:
        """The report's lines about it (English, as the log)."""
        if self.draft is None and not self.sending:
            return ["Open sale: none"]
        lines = [f"Open sale (kept as a draft): {self.draft}"] if self.draft else []
        lines += [f"Sale on its way to the service: {product}" for product in self.sending]
        return lines


def open_sale(journal: Journal) -> OpenSale:
    """What ``journal`` holds of the sales an earlier run left open (the journal's thread)."""
    # Imported here: the crash watch starts before the first paint, the booking stack after it.
    from app.booking.draft import Draft

    stored = journal.drafts.load()
    pending = journal.pending()
    bodies = ([stored.body] if stored is not None else []) + [r.body for r in pending]
    numbers = (
        str(passenger.get("id_number") or "")
        for body in bodies
        for passenger in body.get("passengers", ())
        if isinstance(passenger, dict)
    )
    return OpenSale(
        draft=Draft(stored.body, stored.scans).summary if stored is not None else None,
        sending=tuple(request.product for request in pending),
        id_numbers=tuple(number for number in numbers if number),
    )


def redact_report(text: str, redact: Callable[[str], str], id_numbers: Iterable[str] = ()) -> str:
    """``text`` as it may leave the counter: the known secrets (``redact``: the log's redactor,
    API key and agency password), ``id_numbers`` and any document number written as a field."""
    text = ID_NUMBER_FIELD.sub(lambda match: match.group(1) + REDACTED, redact(text))
    for number in sorted({n.strip() for n in id_numbers}, key=len, reverse=True):
        if len(number) >= MIN_ID_NUMBER:
            text = text.replace(number, REDACTED)
    return text


def crash_folder(paths: AppPaths) -> Path:
    """Where the fault files and the reports are kept (in the log folder)."""
    return paths.logs / CRASH_FOLDER


def past_reports(paths: AppPaths) -> list[CrashReport]:
    """The reports kept, newest first (read whole: a few, of some kilobytes each)."""
    folder = crash_folder(paths)
    found = []
    for path in folder.glob(f"{REPORT_PREFIX}*{REPORT_SUFFIX}") if folder.is_dir() else ():
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        stopped = STOPPED_LINE.search(text)
        when = dt.datetime.fromisoformat(stopped.group(1)) if stopped else _mtime(path)
        found.append(CrashReport(path, when, FATAL_LINE in text, text))
    return sorted(found, key=lambda report: (report.stopped_at, report.path.name), reverse=True)


def leave_abort_to_the_system() -> None:
    """Just before an abort (Qt's, after its fatal message): SIGABRT back at its default, so the
    abort ends the process there and then.

    Whoever enabled ``faulthandler`` (the crash watch, or ``PYTHONFAULTHANDLER`` and ``-X
    faulthandler`` before anything ran), its handler would walk every thread's frames without
    the interpreter lock while other threads may run Python: a segmentation fault instead of the
    abort. Disabling it puts back the disposition it replaced, default unless Python had given
    SIGABRT a handler; Python's own is reset too, from the main thread (the only one it may be
    set from; the app sets none for SIGABRT).
    """
    faulthandler.disable()
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGABRT, signal.SIG_DFL)


class CrashWatch:
    """This run's fault file and running mark (one per process, made by ``start``)."""

    def __init__(
        self,
        paths: AppPaths,
        fault: IO[str],
        fault_path: Path,
        log_offset: int,
        stderr_dumps: bool = False,
    ) -> None:
        self.paths = paths
        self.fault = fault
        self.fault_path = fault_path
        self._log_offset = log_offset  # where this run's lines begin in the log
        self._marked = False
        self._fatal_written = False
        self._stderr_dumps = stderr_dumps  # faulthandler wrote to stderr before this run

    @classmethod
    def start(cls, paths: AppPaths) -> CrashWatch:
        """Open this run's fault file and enable ``faulthandler`` into it (cheap: made before the
        first paint, so a crash while painting leaves its stacks too)."""
        folder = crash_folder(paths)
        private_folder(folder)
        name = f"{dt.datetime.now().strftime(STAMP)}-{os.getpid()}"
        for again in range(100):  # a second start in the same process and second: numbered
            path = folder / f"{name}{f'-{again}' if again else ''}{FAULT_SUFFIX}"
            try:
                descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
                break
            except FileExistsError:
                continue
        else:
            raise FileExistsError(path)
        fault = os.fdopen(descriptor, "w", encoding="utf-8")
        make_private(path)
        stderr_dumps = faulthandler.is_enabled()
        faulthandler.enable(fault, all_threads=True)
        try:
            offset = paths.log_file.stat().st_size
        except OSError:
            offset = 0
        return cls(paths, fault, path, offset, stderr_dumps)

    @property
    def mark_path(self) -> Path:
        """The running mark: present while a run holds the journal."""
        return self.paths.data / MARK_NAME

    def left_behind(self) -> bool:
        """Whether an earlier run ended unexpectedly (its mark is here, or a fault file with
        text in it): a few file looks, no reading."""
        if self.mark_path.exists():
            return True
        return any(
            fault != self.fault_path and _size(fault) > 0
            for fault in crash_folder(self.paths).glob(f"*{FAULT_SUFFIX}")
        )

    def fatal(self, text: str) -> None:
        """Qt's fatal message, just before Qt aborts: ``text`` and every thread's stack written
        now, while this thread holds the interpreter, and ``faulthandler`` let go.

        Left to the abort, ``faulthandler`` walks every thread's frames from the signal handler
        without the interpreter lock, which CPython calls unsafe while other threads run: a
        worker running Python then may change the frames being walked, and the walk read freed
        memory (a segmentation fault instead of the abort, seen once under load). Here the other
        threads wait at the lock while their stacks are written; the abort then ends the process
        with nothing left to walk.
        """
        try:
            if self.fault.closed:
                return  # after the run's clean end: nothing of it is a crash
            self.fault.write(f"{text}\n")
            self.fault.flush()
            if self._fatal_written:
                return  # written already (Qt may word one fatal message twice)
            self._fatal_written = True
            self.fault.write("Fatal Python error: Aborted\n\n")
            self.fault.flush()
            faulthandler.dump_traceback(self.fault, all_threads=True)
            self.fault.flush()
        finally:
            leave_abort_to_the_system()

    def take_over(self, context: str, open_sale: OpenSale) -> list[CrashReport]:
        """Once the journal's lock is held: report what earlier runs left (``open_sale``: what
        the journal holds from them), keep the last ``KEEP`` reports and mark this run as
        running (``context``: version, platform and screen). Disk work: call from a worker."""
        previous = self._read_mark()
        marked_fault = str(previous.get("fault", ""))
        log_tail = self._log_tail()
        folder = crash_folder(self.paths)
        made = []
        # Newest first: the log's end belongs to the last run only.
        for fault in sorted(folder.glob(f"*{FAULT_SUFFIX}"), reverse=True):
            if fault == self.fault_path:
                continue
            try:
                trace = fault.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            if trace.strip() or fault.name == marked_fault:
                mark = previous if fault.name == marked_fault else {}
                made.append(self._report(fault.name, fault, trace, mark, log_tail, open_sale))
                log_tail = ""
            file_moves.remove(fault)
        if previous and not any(r.path.name == _report_name(marked_fault) for r in made):
            # The mark of a run whose fault file is gone (removed by hand): still a report.
            made.append(self._report(marked_fault, None, "", previous, log_tail, open_sale))
        self._rotate(folder)
        self._write_mark(context)
        return made

    def let_go(self) -> None:
        """An end by an exception: the fault file is closed (Windows removes no open file) and
        this run's mark stays, so the next start reports the run."""
        if self.fault.closed:
            return
        faulthandler.disable()
        if self._stderr_dumps and sys.__stderr__ is not None:
            faulthandler.enable(sys.__stderr__)  # as before (a test run's own stack dumps)
        self.fault.close()

    def close(self) -> None:
        """A clean end: no fault, so the fault file and this run's mark go."""
        self.let_go()
        if self.fault_path.exists() and self.fault_path.stat().st_size == 0:
            file_moves.remove(self.fault_path)
        if self._marked:
            file_moves.remove(self.mark_path)

    # --- inside ------------------------------------------------------------------------------

    def _read_mark(self) -> dict[str, Any]:
        try:
            mark = json.loads(self.mark_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return mark if isinstance(mark, dict) else {}

    def _write_mark(self, context: str) -> None:
        mark = {
            "pid": os.getpid(),
            "started": dt.datetime.now().isoformat(timespec="seconds"),
            "fault": self.fault_path.name,
            "context": context,
        }
        write_whole_private(self.mark_path, json.dumps(mark))
        self._marked = True

    def _log_tail(self) -> str:
        """The end of the log before this run's first line (its backup if it was rolled over)."""
        log_file = self.paths.log_file
        try:
            end = self._log_offset
            if log_file.stat().st_size < end:  # rolled over since: the earlier lines moved
                log_file = log_file.with_name(f"{log_file.name}.1")
                end = log_file.stat().st_size
            with log_file.open("rb") as file:
                file.seek(max(0, end - LOG_TAIL_BYTES))
                tail = file.read(min(end, LOG_TAIL_BYTES)).decode("utf-8", errors="replace")
        except OSError:
            return ""
        # Read as bytes (to seek), so a Windows log's CR LF is still there: the report is
        # written as text, where each CR would become a line of its own.
        tail = tail.replace("\r\n", "\n")
        # From the first whole line on.
        return tail.partition("\n")[2] if end > LOG_TAIL_BYTES else tail

    def _report(
        self,
        run: str,
        fault: Path | None,
        trace: str,
        mark: dict[str, Any],
        log_tail: str,
        open_sale: OpenSale,
    ) -> CrashReport:
        fatal = bool(trace.strip())
        stopped = _stopped_at(fault, fatal, mark, log_tail)
        how = (
            "(every thread's stack below)"
            if fatal
            else "it ended without closing (killed, a power cut, the PC shut down, or an error "
            "in the log below)"
        )
        lines = [
            "Counterdesk crash report",
            f"Stopped: {stopped.isoformat(sep=' ', timespec='seconds')}",
            f"{FATAL_LINE if fatal else 'How: '}{how}",
            f"Run: {mark.get('context') or 'not known (it ended before its start was done)'}",
            f"Run started: {mark.get('started', 'not known')}",
            *open_sale.lines(),
            "",
            "== Fatal error ==",
            trace.rstrip() or "(none)",
            "",
            "== The end of the log ==",
            log_tail.rstrip() or "(nothing)",
            "",
        ]
        text = redact_report("\n".join(lines), lambda text: text, open_sale.id_numbers)
        path = crash_folder(self.paths) / _report_name(run)
        write_whole_private(path, text)
        return CrashReport(path, stopped, fatal, text)

    def _rotate(self, folder: Path) -> None:
        reports = sorted(folder.glob(f"{REPORT_PREFIX}*{REPORT_SUFFIX}"))
        for old in reports[:-KEEP]:  # named by their run's start time: oldest first
            file_moves.remove(old)


def _stopped_at(
    fault: Path | None, fatal: bool, mark: dict[str, Any], log_tail: str
) -> dt.datetime:
    """When the run ended: the fault's writing, else its last log line, else its start."""
    if fatal and fault is not None:
        return _mtime(fault)
    stamps = LOG_STAMP.findall(log_tail)
    if stamps:
        return dt.datetime.fromisoformat(stamps[-1])
    if "started" in mark:
        return dt.datetime.fromisoformat(str(mark["started"]))
    return _mtime(fault) if fault is not None else dt.datetime.now().replace(microsecond=0)


def _report_name(fault_name: str) -> str:
    """The report of the run whose fault file is ``fault_name`` (named by the run's start)."""
    return f"{REPORT_PREFIX}{fault_name.removesuffix(FAULT_SUFFIX) or 'run'}{REPORT_SUFFIX}"


def _size(path: Path) -> int:
    """``path``'s size; 0 when it is gone (another start took it meanwhile)."""
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _mtime(path: Path) -> dt.datetime:
    return dt.datetime.fromtimestamp(path.stat().st_mtime).replace(microsecond=0)


def write_whole_private(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole (a temporary file renamed over it), readable by the
    user only."""
    temporary = path.with_name(f".{path.name}.partial")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        make_private(temporary)
        file.write(text)
    file_moves.replace(temporary, path)
