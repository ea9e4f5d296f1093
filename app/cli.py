"""Entry points: `counterdesk` (the desktop app) and `counterdesk-sandbox` (the local service)."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import sys
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from app import __version__, i18n

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.ui.desk import Desk
    from app.ui.launch import Scenario
    from app.ui.window import MainWindow


def main(argv: list[str] | None = None) -> int:
    """Start the counter desktop (``--self-test``: start, load, print a summary, exit;
    ``agency …``: the agency administrator's commands, ``app.agency.admin``)."""
    from app.private_access import keep_private

    keep_private()  # before anything is written: the journal, logs and scans are private
    given = sys.argv[1:] if argv is None else argv
    if given[:1] == ["agency"]:
        # The agency administrator's commands: every install has this entry (the bundle too).
        from app.agency.admin import main as agency_main

        return agency_main(given[1:])
    parser = argparse.ArgumentParser(prog="counterdesk", description="Counter desktop.")
    parser.add_argument("--version", action="version", version=f"counterdesk {__version__}")
    parser.add_argument("--base-url", help="address of a real partner service")
    parser.add_argument(
        "--agency-db",
        metavar="URL",
        help="the agency store shared by the counters, postgresql://USER[:PASSWORD]@HOST/DB "
        "(the password is otherwise read from the keyring)",
    )
    parser.add_argument("--self-test", action="store_true", help="start, load, summarise, exit")
    parser.add_argument(
        "--agency-gst-export",
        metavar="FOLDER",
        type=Path,
        help="write the whole agency's GST export (sales register CSV and xlsx, GSTR-1 CSVs, "
        "Tally XML) from the agency store into FOLDER, then exit; the period is --month or "
        "--from and --to",
    )
    parser.add_argument(
        "--privacy-audit",
        action="store_true",
        help="print every place this counter keeps personal data, with counts, then exit",
    )
    parser.add_argument(
        "--heads-letter",
        metavar="LETTER",
        type=Path,
        action="append",
        default=[],
        help="with --privacy-audit: a Z report's heads letter as the owner received it (saved "
        "as text); the journal is compared with its heads (may be given again)",
    )
    parser.add_argument(
        "--report-breach",
        metavar="BREACH.json",
        type=Path,
        help="write the papers of a personal-data breach (the notices to the customers, the "
        "intimation and the detailed report to the Data Protection Board) into --out",
    )
    parser.add_argument("--out", type=Path, help="the folder --report-breach writes into")
    parser.add_argument(
        "--gstr3b",
        action="store_true",
        help="with --agency-gst-export and --month: the month's GSTR-3B figures (CSV and PDF) "
        "instead of the register, GSTR-1 and Tally",
    )
    parser.add_argument("--month", type=_month, help="the export's month, e.g. 2026-12")
    parser.add_argument("--from", dest="first", type=_day, help="the export's first day")
    parser.add_argument("--to", dest="last", type=_day, help="the export's last day")
    # What the app runs as its embedded sandbox's process (see app.counter.link.sandbox_process).
    parser.add_argument("--embedded-sandbox", metavar="DB", help=argparse.SUPPRESS)
    # What the app runs to write a GST export (see app.journal.gst_export_process).
    parser.add_argument("--gst-export-child", action="store_true", help=argparse.SUPPRESS)
    # What the app runs to import a bank statement (see app.counter.services.statement_process).
    parser.add_argument("--statement-import-child", action="store_true", help=argparse.SUPPRESS)
    # What the app runs to send its customers' e-mail (see app.ui.mail_child).
    parser.add_argument("--mail-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.embedded_sandbox:
        from app.sandbox.child import main as serve_embedded

        return serve_embedded(args.embedded_sandbox)
    if args.gst_export_child:
        from app.counter.config import catalogues
        from app.journal.gst_export_process import main as serve_gst_export

        return serve_gst_export(catalogues.install)
    if args.statement_import_child:
        from app.counter.services.statement_process import main as serve_statement_import

        return serve_statement_import()
    if args.mail_child:
        from app.ui.mail_child import main as serve_mail

        return serve_mail()
    if args.self_test:
        from app.ui.selftest import run_self_test

        code, summary = run_self_test()
        print(summary, file=sys.stdout if code == 0 else sys.stderr)
        return code
    if args.agency_gst_export is not None:
        return agency_gst_export(parser, args)
    if args.privacy_audit:
        return privacy_audit_now(parser, args.heads_letter)
    if args.report_breach is not None:
        if args.out is None:
            parser.error("--report-breach needs --out FOLDER")
        return report_breach_now(parser, args.report_breach, args.out)
    if args.agency_db:
        from app.domain.agency_target import parse_target, target_problem

        problem = target_problem(parse_target(args.agency_db).url)
        if problem:
            parser.error(problem)
    return run_desktop(args.base_url, agency_db=args.agency_db)


def privacy_audit_now(parser: argparse.ArgumentParser, letters: list[Path]) -> int:
    """``--privacy-audit``: print the personal-data audit of this user's counter, its journal
    compared with the heads of the Z reports' ``letters`` too."""
    import contextlib

    import psycopg

    from app.agency.audit import store_access_heads, store_grown_heads, store_held_at, store_url
    from app.counter.config.keystore import KeyStore, keyed_sealer
    from app.counter.config.paths import AppPaths
    from app.counter.config.settings import load_settings
    from app.counter.services.privacy_audit import privacy_audit
    from app.mail.heads_letter import letter_heads

    mailed = []
    for letter in letters:
        try:
            heads = letter_heads(letter.read_bytes())
        except OSError as error:
            parser.error(f"{letter}: {error.strerror}")
        if heads is None:
            parser.error(f"{letter} carries no Z report's heads")
        mailed.append(heads)
    paths = AppPaths.for_user()
    settings = load_settings(paths.settings_file)
    address = settings.agency_db_url
    keys = KeyStore()
    # The access log's chain is checked under the key the app chains it with (the keyring's).
    keyed_sealer(keys)
    store = partial(store_held_at, address, keys.load) if address else None
    witnesses: list[tuple[int, str]] = []
    grown: list[tuple[int, str]] = []
    # The agency's copy of the Z reports' heads and of every entry's hash as the log grew, the
    # log's witnesses outside the file (a store that cannot be read is said on the audit's
    # agency line).
    if address:
        with contextlib.suppress(psycopg.Error, OSError, ValueError):
            url = store_url(address, keys.load)
            witnesses = store_access_heads(url)
            grown = store_grown_heads(url)
    print(privacy_audit(paths, settings.documents_kept_days, store, witnesses, grown, mailed))
    return 0


def report_breach_now(parser: argparse.ArgumentParser, details: Path, out: Path) -> int:
    """``--report-breach``: the breach's papers from this user's journal, into ``out``."""
    from app.counter.config.paths import AppPaths
    from app.counter.config.settings import document_language_of, load_settings
    from app.counter.papers.breach import affected_customers, breach_report
    from app.counter.papers.breach_papers import BreachFileError, read_breach, write_papers
    from app.journal import Journal
    from app.ui.translation import install_translations

    # Each customer's notice is in their language: the catalogues are loaded (no window opens).
    translators = install_translations(i18n.ENGLISH)
    try:
        breach = read_breach(details)
    except BreachFileError as exc:
        parser.error(str(exc))
    paths = AppPaths.for_user()
    settings = load_settings(paths.settings_file)
    agency = settings.agency_name or "The agency"
    contact = settings.grievance_contact or agency
    with Journal(paths.journal) as journal:
        people = affected_customers(journal.privacy, breach, document_language_of(settings))
        report = breach_report(breach, people, journal.privacy.entries(), agency, contact)
    for path in write_papers(report, out):
        print(path)
    del translators
    print(f"The detailed report is due to the Board by {report.due.isoformat(timespec='minutes')}.")
    if report.unfound:
        found = ", ".join(report.unfound)
        print(f"Their customer not found in the journal, to find by hand: {found}")
    return 0


def _day(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError("give a day as YYYY-MM-DD, e.g. 2026-12-01") from None


def _month(text: str) -> tuple[int, int]:
    try:
        day = dt.date.fromisoformat(f"{text}-01")
    except ValueError:
        raise argparse.ArgumentTypeError("give a month as YYYY-MM, e.g. 2026-12") from None
    return day.year, day.month


def agency_gst_export(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """``--agency-gst-export FOLDER``: every counter's GST export of the period, from the
    agency store (``--agency-db``, else this PC's Settings), with this PC's Tally ledgers."""
    from app.agency.gst_export import export_agency_now
    from app.counter.config.keystore import KeyStore
    from app.counter.config.paths import AppPaths
    from app.counter.config.settings import load_settings
    from app.domain.agency_target import parse_target, target_problem
    from app.domain.clock import service_today
    from app.domain.period import month_period, period_problem

    today = service_today()
    if args.gstr3b and args.month is None:
        parser.error("--gstr3b needs --month: GSTR-3B's figures are a month's")
    if args.month is not None and (args.first or args.last):
        parser.error("give either --month or --from and --to, not both")
    if args.month is not None:
        year, month = args.month
        first, last = month_period(year, month, today)
    elif args.first and args.last:
        first, last = args.first, args.last
    else:
        parser.error("--agency-gst-export needs --month, or --from and --to")
    problem = period_problem(first, last, today)
    if problem:
        parser.error(problem)
    settings = load_settings(AppPaths.for_user().settings_file)
    address = args.agency_db or settings.agency_db_url
    if not address:
        parser.error("no agency store: give --agency-db or set its address in Settings")
    problem = target_problem(parse_target(address).url)
    if problem:
        parser.error(problem)
    from psycopg import Error as StoreError
    from psycopg_pool import PoolTimeout

    try:
        written = export_agency_now(
            address,
            args.agency_gst_export,
            first,
            last,
            settings.tally_ledgers,
            settings.registration.legal_name,
            KeyStore().load,
            settings.registration.gstin,
            gstr3b=args.gstr3b,
        )
        if args.gstr3b:
            from app.counter.services.gst_export import add_pdf
            from app.ui.gstr3b_pdf import CommandLineDrawer

            written = add_pdf(written, CommandLineDrawer(settings))
    except (StoreError, PoolTimeout, TimeoutError) as error:
        print(f"counterdesk: the agency store could not be read: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"counterdesk: the export could not be written: {error}", file=sys.stderr)
        return 1
    print(
        f"{written.documents} invoices and credit notes of {first} to {last}, every counter, "
        f"written to {written.folder}: {', '.join(written.names)}"
    )
    return 0


def run_desktop(
    base_url: str | None,
    scenario: Scenario | None = None,
    agency_db: str | None = None,
    painted: Callable[[MainWindow], object] | None = None,
    start_painted: Callable[[], object] | None = None,
    listed: Callable[[Desk], object] | None = None,
) -> int:
    """Run the app for the user's folders (``scenario``: what to do once started, by default
    wait for the window to close; ``agency_db``: the agency store's address, as given;
    ``painted``: told of the real window's first paint; ``start_painted``: of the start's own
    window's, the first frame; ``listed``: of the service's catalogue listed)."""
    # Qt and the app are imported only once the embedded sandbox's process is on its way:
    # it starts on the other core meanwhile. (`counterdesk-sandbox` shares this module and
    # must never load Qt.)
    from app.counter.config.paths import AppPaths
    from app.counter.journal_access.journal_lock import InstanceLock, JournalInUse
    from app.counter.link.sandbox_process import start_early
    from app.private_access import keep_private

    keep_private()  # also when started by another entry than main (a scenario, a bench)
    paths = AppPaths.for_user()
    try:
        lock: InstanceLock | None = InstanceLock(paths.journal)
    except JournalInUse:
        lock = None  # another Counterdesk runs on this journal: the start says so, nothing more
    sandbox = start_early(paths, base_url) if lock is not None else None
    try:
        from app.ui.pyside_import_hook import stop_reading_sources

        stop_reading_sources()  # before the app's modules are imported (its text says why)
        from app.ui.qt_platform import warn_if_platform_missing

        warn_if_platform_missing()  # before Qt starts, so before its own words
        from app.ui.launch import LaunchOptions, run_app

        options = LaunchOptions(
            paths,
            base_url,
            sandbox,
            lock,
            agency_db=agency_db,
            painted=painted,
            start_painted=start_painted,
            listed=listed,
        )
        return run_app(options) if scenario is None else run_app(options, scenario)
    except Exception as error:
        # Never gone without a word: the terminal hears of it, and the log has the details.
        logging.getLogger(__name__).exception("Counterdesk stopped")
        print(
            f"counterdesk: Counterdesk stopped: {error}. The details are in {paths.log_file}.",
            file=sys.stderr,
        )
        return 1
    finally:
        if sandbox is not None:
            sandbox.stop()  # already stopped on a normal quit; this covers a failed start
        if lock is not None:
            lock.release()


def _frozen_clock(text: str) -> dt.datetime:
    moment = dt.datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise argparse.ArgumentTypeError("give the UTC offset, e.g. 2026-12-01T10:00:00+05:30")
    return moment


def _positive(text: str) -> int:
    number = int(text)
    if number < 1:
        raise argparse.ArgumentTypeError("give a whole number of 1 or more")
    return number


def _default_sandbox_db() -> Path:
    import platformdirs

    return platformdirs.user_data_path("Counterdesk", appauthor=False) / "sandbox.db"


def sandbox_main(argv: list[str] | None = None) -> int:
    """Run the sandbox of the partner interface alone (``--print-keys``: print its keys, exit;
    ``operator …``: the operator's side, ``app.sandbox.operator_cli``)."""
    given = sys.argv[1:] if argv is None else argv
    if given[:1] == ["operator"]:
        from app.sandbox.operator_cli import run_operator

        print(run_operator(given[1:]))
        return 0
    parser = argparse.ArgumentParser(
        prog="counterdesk-sandbox", description="Local sandbox of the partner interface."
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8080, help="port to listen on")
    parser.add_argument("--db", type=Path, help="database file (made and seeded when missing)")
    parser.add_argument(
        "--catalogue-size", type=int, help="N activities and N boat schedules (8 to 2000)"
    )
    parser.add_argument(
        "--clock",
        type=_frozen_clock,
        help="freeze the service clock, e.g. 2026-12-01T10:00:00+05:30",
    )
    parser.add_argument(
        "--rate-limit",
        type=_positive,
        metavar="N",
        help="answer 429 RATE_LIMITED beyond N requests a second per key (default: no limit)",
    )
    parser.add_argument("--print-keys", action="store_true", help="print the seeded keys and exit")
    args = parser.parse_args(given)
    # Imported here: `counterdesk` never loads the sandbox unless it embeds it.
    from app.sandbox import SANDBOX_KEYS, SandboxConfig
    from app.sandbox.server import serve

    if args.print_keys:
        print(json.dumps(SANDBOX_KEYS))
        return 0
    from app.private_access import keep_private

    keep_private()
    db_path: Path = args.db or _default_sandbox_db()
    db_path.parent.mkdir(parents=True, exist_ok=True)
    config = SandboxConfig(
        db_path=db_path,
        catalogue_size=args.catalogue_size,
        clock=args.clock,
        rate_limit=args.rate_limit,
    )
    try:
        serve(config, args.host, args.port)
    except ValueError as exc:
        print(f"counterdesk-sandbox: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
