"""The map of ``app/``, declared once: what each package and top-level module owns and which
others it may import (``PARTS``), the counter's floors (``COUNTER_FLOORS``) and what each of the
runtime's jobs does (``JOBS``, in the order the runtime declares).

``tests/test_layering.py`` holds the code to this map: an import of a part the map does not allow
fails, named by module and line, and so does an allowance or an exception nothing uses any more.
The map states the intended rules; where the code still breaks one, the exception is written
beside the rule (``Exception_``) with its reason and the issue that removes it.

``docs/architecture.md``'s packages table, its picture of the levels, the counter's floors and
the jobs' list are generated from here: ``python -m tests.architecture_map --write`` (or ``make
docs-map``) rewrites them between their ``<!-- generated: ... -->`` and ``<!-- end generated -->``
marks, and ``tests/test_docs.py`` fails with the difference when the page is not what this map
says.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import re
import sys
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app"
PAGE = ROOT / "docs" / "architecture.md"
RUNTIME = APP / "counter" / "runtime" / "counter_runtime.py"
# The package every name of the map is in: ``app`` itself is a part too (its ``__version__``).
TOP = "app"
# The page's prose is wrapped at this width (its tables are not: a row is a line).
WIDTH = 100


@dataclass(frozen=True, slots=True)
class Exception_:
    """An import the intended rules forbid and the code still makes: what is imported, by which
    modules of the part (each with its children), why, and the issue whose change removes it."""

    imports: str
    by: tuple[str, ...]
    reason: str
    issue: int


@dataclass(frozen=True, slots=True)
class Part:
    """A package or top-level module of ``app/``: what it owns (one line of the table) and what
    it may import: other parts, or single modules of one (``app.api.models``), each with its
    children. Its own modules it may always import."""

    name: str
    owns: str
    may_import: tuple[str, ...]
    exceptions: tuple[Exception_, ...] = ()


@dataclass(frozen=True, slots=True)
class Floor:
    """A floor of ``app.counter``: its modules (each with its children), what lives there and the
    files to read first. A module imports from its own floor or below, never above."""

    name: str
    modules: tuple[str, ...]
    holds: str
    start_with: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class JobNote:
    """One job of the counter runtime as the page describes it: where its code is and where it
    runs (its name is the one ``JOB_ORDER`` gives it)."""

    code: str
    runs: str


# The Qt-free modules at the top of the package, below everything else.
BASICS = ("app.languages", "app.i18n", "app.figures")

PARTS = (
    Part(
        "app.domain",
        "rules with no I/O: money and rounding, identity documents, Base64 and scan limits, "
        "request validation, cut-offs, cancellation bands, booking/refund status words, what "
        "the next sale starts with (`choosing.py`), UPI payment links (`upi.py`); the tenders "
        "the counter takes, each declared once with its details and their checks, whether it "
        "gives change and how a refund goes back in it (`tenders.py`: the payment panel, the "
        "journal's tender rows, the drawer, the X and Z reports, the charts and the agency "
        "screens iterate it; a payment is parts of those, `payment.py`); GST schemes, invoice "
        "lines and credit notes (`gst.py`, rates and states, named per language, as data in "
        "`gst_rates.json`), e-invoices: the turnover band, a B2B document as the portal's "
        "INV-01 JSON (`einvoice.py`), the portal's answer file read back (`irp_answer.py`) and "
        "the clock of documents without an IRN (`einvoice_clock.py`), countries' names per "
        "language (`countries.py`), the sandbox's demo catalogue with each name in every "
        "language (`demo_catalogue.py`, data in `demo_catalogue.json`; `demo_names.py` shows "
        "its names in the language in effect), amounts in words (`amount_words.py`), names as "
        "typed: invisible format characters refused, mixed scripts flagged, a passenger's word "
        "mixing scripts refused and a passport's name Latin only (`names.py`), file names from "
        "outside words encoded and kept in their folder (`file_names.py`), the one rule that "
        "keeps text a text cell in every export (`spreadsheet_text.py`), every place personal "
        "data is kept, declared once (`personal_data.py`), an export's period of days "
        "(`period.py`), the agency store's address as typed, without its password "
        "(`agency_target.py`); the books' chart of accounts (`accounts.py`) and their posting "
        "rules, a table keyed by event kind (`postings.py`), each kind's body typed "
        "(`event_bodies.py`)",
        BASICS,
    ),
    Part(
        "app.api",
        "`PartnerClient`: one coroutine per endpoint, wire models (the one declaration of each "
        "request's fields and types), the service's error codes (`codes.py`: each code's status "
        "and client class), a body held against its model (`shape_check.py`), the error "
        "hierarchy, retries, a deadline per call, answers read streamed under a cap "
        "(`answers`), TLS and proxy set-up, pictures (`media`)",
        ("app.domain", "app.i18n", "app.lazy_names"),
    ),
    Part(
        "app.journal",
        "the counter's SQLite store: requests written ahead, their outcomes, bookings, scans in "
        "flight, tax invoices and credit notes (`tax.py`) and the one number of each "
        "(`receipts.py`: at most 16 characters), the portal's IRNs kept on them and the IRN "
        "cancellations (`einvoice.py`), the e-invoice files written and the answer file read, "
        "in a worker (`einvoice_files.py`), the accountant's export (`gst_export.py`) with the "
        "GSTR-1's tables (`gstr1.py`) as the offline tool's CSVs (`gstr1_csv.py`) and the "
        "portal's JSON (`gstr1_json.py`), a customer's data exported, erased or offered again "
        "from their phone (`customer_data.py`), who read personal data (`access_log.py`, "
        "chained under a keyring-derived key, its head witnessed on each Z report), ID numbers "
        "held sealed out of use (`held_documents.py`), the privacy notice shown with each sale "
        "(`notices.py`), customers' rights over their data (`privacy_book.py`); the sale's and "
        "the cancellation's letters queued in their transactions (through `app.mail`), the "
        "money events and the books' entries posted from them in the same transactions "
        "(`money_events.py`, by `app.domain.postings`), each event chained and sealed "
        "(`money_chain.py`); it stores, it does not decide",
        (
            "app.domain",
            "app.records",
            "app.api.models",
            "app.api.errors",
            "app.mail",
            *BASICS,
            "app.file_moves",
            "app.private_access",
            "app.relaunch",
            "app.lazy_names",
        ),
        (
            Exception_(
                "app.bank",
                (
                    "app.journal.bank",
                    "app.journal.bank_charges",
                    "app.journal.bank_deposits",
                    "app.journal.bank_payouts",
                    "app.journal.bank_proved",
                    "app.journal.bank_schema",
                    "app.journal.bank_vouchers",
                    "app.journal.till",
                ),
                "the store's `BankTables` reads the statements' rows, matches and resolutions "
                "and hands them to `app.bank`, which decides where each payment stands "
                "(`matching.py`, `judging.py`) and what the proofs, payouts, charges and "
                "assigned lines post (`proved.py`, `events.py`), and builds its values; the "
                "store records those events in its transactions; a supervisor's resolutions and "
                "settlements and what the statements bring posted are decided in "
                "`app/counter/services` (`bank_proving.py`, `bank_posting.py`)",
                94,
            ),
        ),
    ),
    Part(
        "app.records",
        "the records the journal keeps and the screens show, as plain values: the till's "
        "shifts, Z reports, sales' payments and the refusals of its writes (`till.py`), "
        "customers' refunds and what is still owed (`refunds.py`), the bookings as the history "
        "lists them and each day's totals (`bookings.py`), a sale's stored draft (`drafts.py`), "
        "a customer's details, held documents, the access log's entries and who acts on the "
        "data (`customers.py`), what stops the journal being written (`faults.py`), the "
        "portal's reasons for cancelling an IRN (their own catalogue, `EINVOICE_REMARKS`) and "
        "what an answer file changed (`einvoice.py`); the screens read them from here, never "
        "from the journal",
        ("app.domain", "app.i18n"),
    ),
    Part(
        "app.booking",
        "a sale and a cancellation without Qt: the checkout of one sale (`checkout.py`), its "
        "customer's language (`customer_language.py`), what is chosen and required, the price, "
        "and the write protocol of both (`sale.py`, `cancel.py`, `replay.py`, `outcomes.py`), "
        "their journal writes made on the event loop, each waiting out another program's lock "
        "off the loop's thread (`journal_waits.py`), the after-sale of a booking: its lookup "
        "(`lookup.py`), quote, confirm and the customer's refund paid across the sale's tenders "
        "(`aftersale.py`), the cancellation of a sale whose customer left (`left.py`), and the "
        "exchange of a booking for another slot or departure, a reschedule or a rebook "
        "(`exchange.py`)",
        ("app.domain", "app.api", "app.journal", "app.records", *BASICS, "app.lazy_names"),
    ),
    Part(
        "app.books",
        "the books: the double-entry ledger of the agency's money at this counter, read from "
        "the journal's `book_lines` (`reader.py`: balances, a customer's account, the drawer, "
        "the books rebuilt from the money events and held against the stored ones) and a "
        "journal of an earlier version posted once in a worker (`backfill.py`); the events are "
        "written and posted by the journal's writes (`app.journal.money_events`) by the table "
        "of rules of `app.domain.postings` (`RULES`, each kind's body typed in "
        "`app.domain.event_bodies`), into the accounts of the chart (`app.domain.accounts`); "
        "the books checked (`checks.py`: by themselves, the chart's invariants, and against the "
        "agency store's copy of the events, each problem said in the screen's language), held "
        "to the money events' chain and, at the agency, to the store's copy event by event "
        "(`chained.py`); see [books.md](books.md)",
        ("app.domain", "app.journal", "app.i18n", "app.figures"),
    ),
    Part(
        "app.reports",
        "the shift report and its check against the wallet's ledger, as data and as HTML "
        "(`shift.py`, `shift_html.py`); the drawer's figures of a shift and its X and Z reports "
        "(`drawer.py`, `drawer_report.py`, `drawer_print.py`); the receipt, the refund slip and "
        "the GST part of the receipt and the credit note (`receipt_data.py`, `refund_slip.py`, "
        "`tax_invoice.py`); the figures of the day's charts (`day_charts.py`: the balance "
        "through the day, sales by hour, takings by tender); the wallet's readings as the "
        "counters' witness (`wallet_witness.py`, `wallet_reconcile.py`); the mark of a document "
        "printed again (`duplicate.py`)",
        (
            "app.domain",
            "app.api.models",
            "app.journal",
            "app.records",
            "app.books",
            "app.bank",
            *BASICS,
        ),
    ),
    Part(
        "app.counter",
        "the app without Qt, in floors that import only downwards (see [The counter's "
        "floors](#the-counters-floors)): `devices/` (printers and ESC/POS), `config/` (settings "
        "declared once, paths, the keyring, logs, crash reports), `journal_access/` (reads on "
        "their own connections, writes that never wait on the screen's thread, the one-app "
        "lock, the rolling copy), `papers/` (what people read: bills, vouchers, letters, "
        "notices, error sentences, how money and times are written), `link/` (the connection to "
        "the service, the embedded sandbox's process, the catalogue and wallet read over it, "
        "the start cache, named tasks), `services/` (every service a screen calls, each owning "
        "its rules over the journal), `runtime/` (the counter runtime, its job keeper and its "
        "jobs), and `composition.py` (the journal opened at the start and the one maker of the "
        "services and of the runtime, which the window takes)",
        (
            "app.domain",
            "app.api",
            "app.journal",
            "app.books",
            "app.records",
            "app.booking",
            "app.books",
            "app.reports",
            "app.bank",
            "app.mail",
            *BASICS,
            "app.file_moves",
            "app.private_access",
            "app.relaunch",
        ),
    ),
    Part(
        "app.mail",
        "customers' e-mail without Qt: the agency's mail server as Settings keep it "
        "(`server.py`), the outbox in the journal and `queue_message(conn, ...)`, which writes "
        "a message in the caller's transaction (`outbox.py`), the letters in the customer's "
        "language (`letters.py`), one message handed to the server over SMTP (`smtp.py`), the "
        "worker that sends what is due with backoff, at least once, holding apart a letter that "
        "cannot be built (`sender.py`), how the mail job stands for the status line "
        "(`health.py`), the letter of the access log's heads (`heads_letter.py`), and the "
        "clerk's sentences (`words.py`); see [mail-outbox](decisions/mail-outbox.md) and "
        "[mail-held-apart](decisions/mail-held-apart.md)",
        ("app.domain", "app.records", "app.i18n", "app.figures"),
    ),
    Part(
        "app.agency",
        "the agency store on PostgreSQL (psycopg 3): its schema and migrations, the counter's "
        "registration and identity, the replicator that copies the journal's outbox to it, the "
        "link's state and its job (`job.py`, given to the counter's runtime), what the agency's "
        "screens and day close read (`queries.py`), the statements' proofs at the agency "
        "(`bank.py`), the whole agency's GST export (`gst_export.py`) and the exports its "
        "owner's close of a month hashes (`month_exports.py`), what a counter's role "
        "reads at the store's personal-data locations, for the privacy audit (`audit.py`), the "
        "agency's own witness of the wallet, which reads it with the counters' agent keys where "
        "the store is (`witness.py`, run by `admin.py`: the one use of the service's client), a "
        "throw-away local server; see [agency-store.md](agency-store.md)",
        (
            "app.domain",
            "app.api",
            "app.journal",
            "app.books",
            "app.records",
            "app.bank",
            "app.counter",
            "app.i18n",
            "app.figures",
            "app.private_access",
        ),
        (
            Exception_(
                "app.reports",
                ("app.agency.queries",),
                "the day close still checks the counters' operations with the counter's shift "
                "report and reads the Z's drawer figures and the wallet's witness with the "
                "counter's reports (each counter's part reads the store's book views)",
                93,
            ),
        ),
    ),
    Part(
        "app.bank",
        "the agency's bank statements and payment apps' settlement reports, pure: read within "
        "limits (`reading.py`, `workbook.py`, `table.py`, `mt940.py`, `limits.py`) by known "
        "layouts or the owner's mapping (`layouts.py`), each credit matched to the till's UPI "
        "and bank tenders (`matching.py`) and where each payment stands (`proofs.py`; judged "
        "from the rows the journal's store fetched, `judging.py`), payouts (`payouts.py`), "
        "the bank's charges and cash banked (`charges.py`, `deposits.py`), the money events "
        "payouts, charges and assigned lines post (`events.py`) and the proofs post "
        "(`proved.py`), the declared accounts (`accounts.py`) and "
        "the reconciliation as TallyPrime does it (`reconciliation.py`); the journal keeps "
        "the rows and the matches, the screens show them",
        ("app.domain", "app.i18n", "app.figures"),
    ),
    Part(
        "app.ui",
        "Qt only: `desk.py` (composition root: start, the sale kept from last time, shut down), "
        "`assembly.py` (the parts it is made of, built and wired), `window.py`, "
        "`screen_window.py` (the screens' stack and navigation, as the menu and help know the "
        "window; a screen with unsaved changes, Settings, holds the clerk back through its "
        "`LeaveCheck`), `registry.py` (the screens), `wiring.py` (their controllers built and "
        "wired), `tones.py` (colour roles and the light, dark and high-contrast palettes), "
        "`style.py` (the themes and looks made of them), `translation.py` (Qt's translators "
        "behind `app.i18n`), `fonts.py` (the shipped fonts: each language's, and a Latin one), "
        "`focus_ring.py`, `enter_keys.py` (Enter presses the focused button on every screen), "
        "`announce.py` (screen-reader announcements), `customer_display.py` (the window on a "
        "second screen), `journal_copy.py` (the journal's rolling copy, in a worker), "
        "`menu.py`, `help.py`, `training.py`, `crash.py` (the hooks for uncaught exceptions and "
        "Qt's messages), `crash_notice.py` (the next start's notice and Help's crash reports), "
        "`controllers/`, `screens/`, `views/` (what a controller uses of its screen, as "
        "protocols), `widgets/`, `models/`; it reads the journal only through the counter's "
        "services",
        (
            TOP,
            "app.domain",
            "app.api",
            "app.records",
            "app.booking",
            "app.reports",
            "app.bank",
            "app.mail",
            "app.counter",
            "app.agency",
            *BASICS,
            "app.file_moves",
            "app.private_access",
            "app.lazy_names",
        ),
    ),
    Part(
        "app.sandbox",
        "the local service: its HTTP connection with caps on the request head (`wire.py`), gate "
        "(key, method, content type, size, pace of a body), endpoints, inventory, wallet and "
        "double-entry ledger, idempotency, OpenAPI document; it shares with the client only the "
        "wire: models, error codes, the shape check and the wire schema",
        (
            "app.domain",
            "app.api.models",
            "app.api.codes",
            "app.api.shape_check",
            "app.api.wire_schema",
            "app.i18n",
        ),
    ),
    Part(
        "app.cli",
        "the entry points `counterdesk` and `counterdesk-sandbox`, and the command-line jobs "
        "(the privacy audit, a breach's papers, the agency's GST export); each imports lazily "
        "what it runs",
        (
            TOP,
            "app.domain",
            "app.journal",
            "app.mail",
            "app.counter",
            "app.agency",
            "app.sandbox",
            "app.ui",
            "app.i18n",
            "app.private_access",
        ),
    ),
    Part(
        "app.languages",
        "the languages, each declared once (code, native name, digits, font, amount in words, "
        "catalogue); free of Qt, every layer may use it",
        (),
    ),
    Part(
        "app.i18n",
        "the translation catalogues and the language in effect (the screen's, or a document's); "
        "free of Qt, the app's one way to translate text",
        ("app.languages",),
    ),
    Part(
        "app.figures", "numbers, money and dates the Indian way, in every language", ("app.i18n",)
    ),
    Part(
        "app.file_moves",
        "removing, replacing and renaming files as Windows allows it, a file another program "
        "holds retried, then said in one sentence (`FileHeld`)",
        ("app.i18n",),
    ),
    Part(
        "app.private_access",
        "files and folders their user's alone: modes 0600 and 0700 on POSIX, an owner-only DACL "
        "on Windows",
        (),
    ),
    Part(
        "app.lazy_names",
        "a package's names imported on first use (PEP 562), so that importing one of its "
        "modules does not import all of them",
        (),
    ),
    Part(
        "app.relaunch",
        "this program started again as a child process for one job, and the JSON lines it "
        "speaks with it (`ChildJob`)",
        (),
    ),
    Part(TOP, "the package itself: its `__version__`", ()),
)

# Inside app/counter, bottom to top: a module imports from its own floor or below, never above,
# and every module is on one floor.
COUNTER_FLOORS = (
    Floor(
        "the devices",
        ("app.counter.devices",),
        "the printers, by the system's driver or in ESC/POS, and the cash drawer they open",
        ("printers.py", "escpos.py"),
    ),
    Floor(
        "the set-up",
        ("app.counter.config",),
        "the settings, each declared once; where files go; the key in the keyring; the log; "
        "crash reports",
        ("settings.py", "declared.py", "paths.py", "keystore.py"),
    ),
    Floor(
        "the journal's access",
        ("app.counter.journal_access",),
        "how the counter reaches the journal without blocking a screen: reads on their own "
        "connections, writes retried while another program holds the lock, one app per journal, "
        "the rolling copy",
        ("journal_reader.py", "till_writes.py", "journal_lock.py"),
    ),
    Floor(
        "the papers",
        ("app.counter.papers",),
        "what people read: the bill, the voucher, the customer's documents and letters, the DPDP "
        "notice and summary, a breach's papers, money and times as written, each client error as "
        "one sentence",
        ("voucher.py", "customer_papers.py", "messages.py", "formatting.py"),
    ),
    Floor(
        "the link to the service",
        ("app.counter.link",),
        "the link to the partner service: its connection (settings, key, the embedded sandbox's "
        "process, the HTTP client), the catalogue and wallet read over it, the start cache, named "
        "preemptive tasks",
        ("service.py", "catalogue.py"),
    ),
    Floor(
        "the services",
        ("app.counter.services",),
        "every service a screen calls, each the owner of its rules over the journal, named "
        "`<What>Service`: the till and its shifts (`shifts.py`, `ShiftService`), Lookup, "
        "History, exchanges, refunds, disruptions, the bank, GST files, the customers' rights",
        ("shifts.py", "booking_lookup.py", "customer_refunds.py"),
    ),
    Floor(
        "the runtime",
        ("app.counter.runtime",),
        "the counter runtime, its job keeper and its jobs",
        ("counter_runtime.py", "job_keeper.py"),
    ),
    Floor(
        "the composition root",
        ("app.counter.composition",),
        "`CounterServices`: the journal opened at the start and the one maker of the services "
        "and of the runtime, which the window takes",
    ),
)

# What each job of the runtime does and where it runs, by the name `JOB_ORDER` gives it; the
# order is the runtime's own, read from its source.
JOBS = {
    "replay": JobNote(
        "`job_replay.py`",
        "the pending requests asked again under their request_id, on the event loop.",
    ),
    "mail": JobNote(
        "`job_mail.py`",
        "one round at a time in a child process (`mail_round.py`, `counterdesk --mail-child`, "
        "the password on its stdin), a worker thread waiting for it.",
    ),
    "watch": JobNote(
        "`job_watch.py`, the rounds of `watch.py`'s `Watcher`",
        "`booking_status` asked on the event loop, its journal work in worker threads.",
    ),
    "agency": JobNote(
        "`app.agency.job`, given to the runtime: the agency package sits above the counter's",
        "the replicator on a thread and event loop of its own.",
    ),
    "eraser": JobNote(
        "`job_eraser.py`",
        "ID numbers and scans erased once their trip is past, in a worker.",
    ),
    "books": JobNote(
        "`job_books.py`, by `app.books.backfill`",
        "a journal written before the books were kept has its till's history posted once, a "
        "chunk a transaction, in a worker a moment after the first paint, its progress in the "
        "jobs panel.",
    ),
}


def within(name: str, prefix: str) -> bool:
    """Whether ``name`` is the module ``prefix`` or one of its children."""
    return name == prefix or name.startswith(prefix + ".")


def part_named(name: str, parts: Sequence[Part] = PARTS) -> Part | None:
    """The part of the map a module (or a name imported from one) is in: its package or
    top-level module, else ``app`` itself (``app.__version__``). None for a name outside ``app``.
    """
    if not within(name, TOP):
        return None
    declared = {part.name: part for part in parts}
    return declared.get(".".join(name.split(".")[:2])) or declared.get(TOP)


def declared(module: str, parts: Sequence[Part] = PARTS) -> bool:
    """Whether the map names the part ``module`` of ``app`` is in (a new package or top-level
    module is declared, not guessed)."""
    return module == TOP or ".".join(module.split(".")[:2]) in {part.name for part in parts}


def rule_allows(rule: str, name: str) -> bool:
    """Whether one rule of a part's ``may_import`` covers ``name``: the part or module it names
    and its children (``app`` itself: only its own names, not the parts under it)."""
    if rule == TOP:
        owner = part_named(name)
        return owner is not None and owner.name == TOP
    return within(name, rule)


def allowed(part: Part, name: str) -> bool:
    """Whether ``part`` may import ``name`` (one of its own, or one its rules allow)."""
    return part_named(name) == part or any(rule_allows(rule, name) for rule in part.may_import)


def excepted(part: Part, module: str, name: str) -> Exception_ | None:
    """The exception of ``part`` that lets ``module`` import ``name``, if one does."""
    for exception in part.exceptions:
        if within(name, exception.imports) and any(within(module, by) for by in exception.by):
            return exception
    return None


def _owner(rule: str) -> str:
    """The part a rule names, or is a module of (``app.api.models`` -> ``app.api``)."""
    found = part_named(rule)
    return found.name if found is not None else rule


def levels(parts: Sequence[Part] = PARTS) -> list[list[str]]:
    """The parts by level, bottom first: a part is one level above the highest it imports (an
    exception counts: it is an import the code makes)."""
    below = {
        part.name: {_owner(rule) for rule in part.may_import}
        | {_owner(exception.imports) for exception in part.exceptions}
        for part in parts
    }
    level: dict[str, int] = {}

    def place(name: str, seen: tuple[str, ...]) -> int:
        if name in seen:
            raise ValueError(f"the map's rules go round: {' -> '.join((*seen, name))}")
        if name not in level:
            level[name] = 1 + max(
                (place(other, (*seen, name)) for other in below[name]), default=-1
            )
        return level[name]

    for part in parts:
        place(part.name, ())
    return [
        [part.name for part in parts if level[part.name] == number]
        for number in range(max(level.values()) + 1)
    ]


def job_order(source: Path = RUNTIME) -> tuple[str, ...]:
    """The runtime's ``JOB_ORDER``, read from its module's source (nothing of ``app`` runs)."""
    for node in ast.parse(source.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "JOB_ORDER" for target in node.targets
        ):
            return tuple(ast.literal_eval(node.value))
    raise LookupError(f"{source} declares no JOB_ORDER")


def _code(names: Iterable[str]) -> str:
    return ", ".join(f"`{name}`" for name in names)


def _may_import(part: Part) -> str:
    """The table's cell of what ``part`` may import, its exceptions after."""
    cell = _code(part.may_import) if part.may_import else "nothing of `app`"
    for exception in part.exceptions:
        cell += (
            f"; until issue {exception.issue}, also `{exception.imports}` from "
            f"{_code(exception.by)}: {exception.reason}"
        )
    return cell


def packages_table(parts: Sequence[Part] = PARTS) -> str:
    """The page's table of parts: each one's name, what it owns, what it may import."""
    rows = [
        "| package or module | what it owns | may import |",
        "|---|---|---|",
        *(f"| `{part.name}` | {part.owns} | {_may_import(part)} |" for part in parts),
    ]
    return "\n".join(rows)


def levels_picture(parts: Sequence[Part] = PARTS) -> str:
    """The parts by level, top first, as a fenced block: each imports only from lines below."""
    lines = [f"{number:>2}  {'  '.join(names)}" for number, names in enumerate(levels(parts))][::-1]
    return "\n".join(["```", *lines, "```"])


def floors_table(floors: Sequence[Floor] = COUNTER_FLOORS, root: Path = ROOT) -> str:
    """The page's table of the counter's floors, bottom to top."""
    rows = ["| floor, bottom to top | what lives there | start with |", "|---|---|---|"]
    for floor in floors:
        places = []
        for module in floor.modules:
            path = root / module.replace(".", "/")
            places.append(f"`{path.name}/`" if path.is_dir() else f"`{path.name}.py`")
        cells = [", ".join(places), floor.holds, _code(floor.start_with)]
        rows.append(f"| {' | '.join(cells)} |".replace("|  |", "| |"))
    return "\n".join(rows)


def jobs_list(order: Sequence[str], jobs: Mapping[str, JobNote] = JOBS) -> str:
    """Each job of the runtime in ``order``, with where its code is and where it runs."""
    if missing := [name for name in order if name not in jobs]:
        raise LookupError(f"JOB_ORDER has jobs the map does not describe: {missing}")
    if extra := [name for name in jobs if name not in order]:
        raise LookupError(f"the map describes jobs JOB_ORDER does not have: {extra}")
    return "\n".join(
        _wrapped(f"- **{name}** ({jobs[name].code}): {jobs[name].runs}") for name in order
    )


def _wrapped(item: str) -> str:
    """A list item wrapped at the page's width, never inside a code span."""
    kept = re.sub(r"`[^`]*`", lambda span: span.group(0).replace(" ", "\0"), item)
    lines = textwrap.wrap(
        kept, WIDTH, subsequent_indent="  ", break_long_words=False, break_on_hyphens=False
    )
    return "\n".join(lines).replace("\0", " ")


def regions() -> dict[str, str]:
    """Each generated region of the page, by its name, as this map makes it."""
    return {
        "levels": levels_picture(),
        "packages": packages_table(),
        "floors": floors_table(),
        "jobs": jobs_list(job_order()),
    }


def opening(name: str) -> str:
    """The mark that opens the region ``name`` on the page."""
    return f"<!-- generated: {name} (python -m tests.architecture_map --write) -->"


CLOSING = "<!-- end generated -->"


def rewritten(text: str, made: Mapping[str, str]) -> str:
    """``text`` with each region of ``made`` put between its marks; a region whose marks are
    missing is an error, so a page cannot lose one unseen."""
    for name, body in made.items():
        start = text.find(opening(name))
        end = text.find(CLOSING, start)
        if start < 0 or end < 0:
            raise LookupError(f"the page has no region {name!r}: mark it with {opening(name)}")
        # Blank lines about the body: a table or a list ends before the closing mark.
        text = f"{text[: start + len(opening(name))]}\n\n{body}\n\n{text[end:]}"
    return text


def difference(text: str, expected: str, name: str = "docs/architecture.md") -> str:
    """What the page has against what the map makes, as a unified diff (empty when equal)."""
    return "".join(
        difflib.unified_diff(
            text.splitlines(keepends=True),
            expected.splitlines(keepends=True),
            f"{name} (as written)",
            f"{name} (from tests/architecture_map.py)",
        )
    )


def main(argv: Sequence[str] | None = None) -> int:
    """``--write`` rewrites the page's regions; without it, print the difference and fail if
    the page is not what the map makes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite docs/architecture.md")
    written = PAGE.read_text(encoding="utf-8")
    expected = rewritten(written, regions())
    if parser.parse_args(argv).write:
        PAGE.write_text(expected, encoding="utf-8")
        return 0
    sys.stdout.write(difference(written, expected))
    return 0 if written == expected else 1


if __name__ == "__main__":
    raise SystemExit(main())
