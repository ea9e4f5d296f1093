"""``counterdesk agency add-counter``: the agency administrator admits this PC's counter to the
agency store; ``add-supervisor`` and ``remove-supervisor``: names the agency's supervisors, each
with a PIN of their own (no Qt).

Run on the counter's PC by the administrator, with the store owner's address: the store is
migrated, the counter gets a PostgreSQL login role of its own (named for its id) with a new
random password, its code, name and installation key are recorded as the administrator's, and
the role gets what a counter may do (docs/agency-store.md, "Roles"). The counter's password goes
to this PC's keyring, under the account the app reads; the settings get the counter's address.
The password is never printed, logged or written to a file, and the server is sent only its
SCRAM verifier.

A supervisor's PIN is typed twice at the terminal, never echoed and never taken from the command
line; the store is sent only its scrypt hash.

``add-key``, ``add-topup`` and ``witness`` are the agency's own witness of the wallet, run on the
PC where the store is (``app.agency.witness``): an agent key typed at the terminal goes to that
PC's keyring, the store gets its fingerprint; the owner records each top-up paid into the
wallet; ``witness`` reads the wallet with every key, every minute, until stopped.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as dt
import getpass
import secrets
import socket
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import AsyncConnection, sql

from app.agency.identity import CounterIdentity, counter_identity
from app.agency.migrate import migrate
from app.agency.months import reopen_agency_month
from app.agency.supervisors import remove_supervisor, set_supervisor
from app.agency.witness import (
    EVERY_S,
    Reader,
    add_key,
    add_topup,
    run_witness,
    witness_account,
    witness_keys,
)
from app.api import PartnerClient
from app.api.models import WalletData
from app.counter.config.keystore import KeyStore, chain_fingerprint
from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings, save_settings
from app.domain.agency_target import AgencyTarget, parse_target, target_problem
from app.domain.clock import service_now
from app.domain.keys import agent_key_fingerprint, clean_key
from app.domain.money import money
from app.domain.pin import PinHash, hash_pin, pin_problem

# The month's exports (openpyxl's among them) are imported when the agency's month is closed.
if TYPE_CHECKING:
    from app.journal.month_exports import ExportSettings

ROLE_PREFIX = "counterdesk_counter_"
PASSWORD_BYTES = 24


class AdminError(RuntimeError):
    """The counter could not be admitted; the message says why."""


@dataclass(frozen=True, slots=True)
class AdmittedCounter:
    """A counter's role in the store: its address (no password) and its password."""

    target: AgencyTarget
    role: str
    password: str = field(repr=False)  # never in a log or a trace


def counter_role(counter_id: str) -> str:
    """The login role of the counter ``counter_id`` (roles are the server's, not one
    database's: the id keeps them apart)."""
    return ROLE_PREFIX + counter_id.replace("-", "")


def counter_url(admin_url: str, role: str) -> str:
    """The administrator's address (without its password) with the counter's role as user."""
    parts = urlsplit(parse_target(admin_url).url)
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{role}@{host}"))


async def _as_owner(admin_url: str, admin_password: str | None) -> AsyncConnection[Any]:
    """The store at ``admin_url`` as its owner, brought to this app's schema."""
    options: dict[str, object] = {"password": admin_password} if admin_password else {}
    conn = await AsyncConnection.connect(admin_url, autocommit=True, **options)  # type: ignore[arg-type]
    try:
        await migrate(conn)
    except BaseException:
        await conn.close()
        raise
    return conn


async def admit(
    admin_url: str,
    admin_password: str | None,
    counter: CounterIdentity,
    key_fingerprint: str | None = None,
) -> AdmittedCounter:
    """Migrate the store at ``admin_url`` and admit ``counter`` under its own role, made (or
    given a new password when it exists) with a fresh random password; ``key_fingerprint``:
    its sealing key's, registered as the counter's (None: it seals nothing)."""
    role = counter_role(counter.counter_id)
    password = secrets.token_urlsafe(PASSWORD_BYTES)
    async with await _as_owner(admin_url, admin_password) as conn:
        # libpq hashes the password here: the server (and its log) sees only the verifier.
        verifier = conn.pgconn.encrypt_password(
            password.encode(), role.encode(), b"scram-sha-256"
        ).decode()
        async with conn.transaction():
            cursor = await conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,))
            verb = "ALTER" if await cursor.fetchone() else "CREATE"
            await conn.execute(
                sql.SQL(verb + " ROLE {} LOGIN PASSWORD {}").format(
                    sql.Identifier(role), sql.Literal(verifier)
                )
            )
            await conn.execute(
                "SELECT agency_admit_counter(%s, %s, %s, %s, %s)",
                (counter.counter_id, counter.code, counter.name, counter.key_digest, role),
            )
            if key_fingerprint is not None:
                await register_key(conn, counter.counter_id, key_fingerprint)
    return AdmittedCounter(AgencyTarget(counter_url(admin_url, role)), role, password)


async def register_key(conn: AsyncConnection[Any], counter_id: str, fingerprint: str) -> str:
    """Register ``fingerprint`` as a key the counter ``counter_id`` seals its records under;
    the counter's code as the store holds it (which ``add-counter --code`` chose)."""
    await conn.execute(
        "INSERT INTO counter_keys (counter_id, key_fingerprint) VALUES (%s, %s)"
        " ON CONFLICT DO NOTHING",
        (counter_id, fingerprint),
    )
    cursor = await conn.execute("SELECT code FROM counters WHERE counter_id = %s", (counter_id,))
    row = await cursor.fetchone()
    assert row is not None  # the key's row refers to the counter's
    return str(row[0])


async def register_this_key(
    admin_url: str, admin_password: str | None, counter_id: str, fingerprint: str
) -> str:
    """``register-key``: register this PC's sealing key for its counter, as the owner; the
    counter's code in the store."""
    async with await _as_owner(admin_url, admin_password) as conn:
        return await register_key(conn, counter_id, fingerprint)


def add_counter(
    paths: AppPaths,
    admin_url: str,
    admin_password: str | None,
    keys: KeyStore,
    code: str | None = None,
    name: str | None = None,
) -> AdmittedCounter:
    """Admit this PC's counter (its code and name as given, else its settings'), keep its
    password in ``keys`` and its address in the settings; ``AdminError`` when the keyring cannot
    keep it (the role is then made but its password known to nobody: run again elsewhere)."""
    identity = counter_identity(paths, socket.gethostname())
    identity = replace(identity, code=code or identity.code, name=name or identity.name)
    fingerprint = chain_fingerprint(keys)
    with asyncio.Runner(loop_factory=asyncio.SelectorEventLoop) as runner:
        admitted = runner.run(admit(admin_url, admin_password, identity, fingerprint))
    saved = keys.save(admitted.target.account, admitted.password)
    if not saved.persistent:
        raise AdminError(
            "this PC has no usable keyring, so the counter's password cannot be kept: set one "
            "up (the app keeps its API key there too) and run add-counter again"
        )
    settings = load_settings(paths.settings_file)
    save_settings(paths.settings_file, replace(settings, agency_db_url=admitted.target.url))
    return admitted


async def name_supervisor(
    admin_url: str, admin_password: str | None, name: str, pin: PinHash
) -> None:
    """Name the supervisor ``name`` with the PIN hashed as ``pin`` (or set their PIN again,
    lifting any lock), as the store's owner."""
    async with await _as_owner(admin_url, admin_password) as conn:
        await set_supervisor(conn, name, pin)


async def unname_supervisor(admin_url: str, admin_password: str | None, name: str) -> bool:
    """Remove the supervisor ``name``, as the store's owner; whether there was one."""
    async with await _as_owner(admin_url, admin_password) as conn:
        return await remove_supervisor(conn, name)


async def register_witness_key(
    admin_url: str, admin_password: str | None, fingerprint: str, label: str
) -> None:
    """Name the agent key of ``fingerprint`` as one the agency's witness reads with."""
    async with await _as_owner(admin_url, admin_password) as conn:
        await add_key(conn, fingerprint, label)


async def record_topup(
    admin_url: str,
    admin_password: str | None,
    paid_on: dt.date,
    amount: Decimal,
    key: str,
    note: str,
) -> int:
    """Record the owner's top-up of ``amount`` on ``paid_on``; its number."""
    async with await _as_owner(admin_url, admin_password) as conn:
        return await add_topup(conn, paid_on, amount, key, note)


def add_witness_key(
    admin_url: str, admin_password: str | None, keys: KeyStore, key: str, label: str
) -> str:
    """Keep the agent key ``key`` in this PC's keyring for the witness and name its
    fingerprint in the store; the fingerprint. ``AdminError`` when no keyring keeps it."""
    fingerprint = agent_key_fingerprint(key)
    if not keys.save(witness_account(fingerprint), clean_key(key)).persistent:
        raise AdminError(
            "this PC has no usable keyring, so the agent key cannot be kept for the witness: "
            "set one up and run add-key again"
        )
    with asyncio.Runner(loop_factory=asyncio.SelectorEventLoop) as runner:
        runner.run(register_witness_key(admin_url, admin_password, fingerprint, label))
    return fingerprint


def _reader(client: PartnerClient) -> Reader:
    async def read() -> WalletData:
        return (await client.wallet_balance()).data

    return read


async def witness_from(
    admin_url: str,
    admin_password: str | None,
    keys: KeyStore,
    base_url: str,
    every_s: float = EVERY_S,
    rounds: int | None = None,
) -> int:
    """Run the agency's witness on the store at ``admin_url``: the wallet read at ``base_url``
    with every key named in the store and kept in ``keys``, ``rounds`` times (None: until
    stopped); the rounds run. ``AdminError`` when a named key is not in this PC's keyring."""
    async with await _as_owner(admin_url, admin_password) as conn:
        fingerprints = await witness_keys(conn)
        if not fingerprints:
            raise AdminError("no agent key to read the wallet with: add one with add-key")
        found = {fp: keys.load(witness_account(fp)) for fp in fingerprints}
        missing = sorted(fp for fp, key in found.items() if key is None)
        if missing:
            raise AdminError(
                "this PC's keyring lacks the agent key(s) "
                + ", ".join(missing)
                + ": run add-key here with each"
            )
        async with contextlib.AsyncExitStack() as stack:
            readers = {}
            for fingerprint, key in found.items():
                assert key is not None  # missing ones were refused above
                client = PartnerClient(base_url=base_url, api_key=key)
                readers[fingerprint] = _reader(await stack.enter_async_context(client))
            return await run_witness(conn, readers, service_now, every_s, rounds)


def ask_pin(name: str) -> PinHash:
    """The new PIN of ``name``, typed twice without echo, hashed; ``AdminError`` when it breaks
    the rule or the two differ."""
    pin = getpass.getpass(f"New PIN of {name} (6 to 12 digits, or a passphrase of 12 or more): ")
    problem = pin_problem(pin)
    if problem:
        raise AdminError(problem)
    if getpass.getpass(f"The PIN of {name} again: ") != pin:
        raise AdminError("the two PINs differ: nothing was changed")
    return hash_pin(pin)


def _supervisor_name(parser: argparse.ArgumentParser, given: str) -> str:
    name = " ".join(given.split())
    if not name:
        parser.error("a supervisor's name cannot be empty")
    return name


def main(argv: list[str] | None = None) -> int:
    """``counterdesk agency add-counter ADMIN_URL [--code CODE] [--name NAME]``,
    ``add-supervisor ADMIN_URL NAME``, ``remove-supervisor ADMIN_URL NAME``."""
    parser = argparse.ArgumentParser(
        prog="counterdesk agency", description="The agency administrator's commands."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    add = commands.add_parser(
        "add-counter",
        help="admit this PC's counter to the agency store under a role of its own",
    )
    add.add_argument(
        "admin_url",
        metavar="ADMIN_URL",
        help="the store as its owner, postgresql://OWNER@HOST/DB (the password is asked for)",
    )
    add.add_argument("--code", help="the counter's code in the store (default: its settings')")
    add.add_argument("--name", help="the counter's name in the store (default: its settings')")
    for command, what in (
        ("add-supervisor", "name a supervisor with a PIN of their own, or set their PIN again"),
        ("remove-supervisor", "remove a supervisor: their PIN approves nothing any more"),
    ):
        supervisor = commands.add_parser(command, help=what)
        supervisor.add_argument(
            "admin_url", metavar="ADMIN_URL", help="the store as its owner (as for add-counter)"
        )
        supervisor.add_argument("name", metavar="NAME", help="the supervisor's name, as typed")
    _witness_parsers(commands)
    _month_parsers(commands)
    args = parser.parse_args(argv)
    problem = target_problem(parse_target(args.admin_url).url)
    if problem:
        parser.error(problem)
    given = parse_target(args.admin_url)
    if args.command in WITNESS_COMMANDS:
        return _witness_command(parser, args, given)
    if args.command in MONTH_COMMANDS:
        return _month_command(parser, args, given)
    name = "" if args.command == "add-counter" else _supervisor_name(parser, args.name)
    try:
        # The PIN first: a mistyped one costs no round trip to the store.
        pin = ask_pin(name) if args.command == "add-supervisor" else None
        password = given.password or getpass.getpass("Password of the store's owner: ")
        if args.command == "add-counter":
            paths = AppPaths.for_user()
            admitted = add_counter(paths, given.url, password, KeyStore(), args.code, args.name)
        else:
            return _supervisors(args.command, given.url, password, name, pin)
    except (AdminError, ValueError, OSError) as error:
        print(f"counterdesk agency: {error}", file=sys.stderr)
        return 1
    except psycopg.Error as error:  # the server's sentence (never a password)
        print(f"counterdesk agency: the agency store refused: {error}", file=sys.stderr)
        return 1
    print(
        f"This counter connects to the agency store as {admitted.role}: {admitted.target.url}\n"
        "Its password is in this PC's keyring; the settings have the address. Restart "
        "Counterdesk on this PC to use it."
    )
    return 0


WITNESS_COMMANDS = ("add-key", "add-topup", "witness", "register-key")
MONTH_COMMANDS = ("close-month", "reopen-month")


def _month_parsers(commands: Any) -> None:
    """The agency's month, the owner's: ``close-month`` and ``reopen-month``."""
    for command, what in (
        ("close-month", "close the agency's month once every counter has closed it"),
        ("reopen-month", "re-open the agency's closed month, with a reason"),
    ):
        month = commands.add_parser(command, help=what)
        month.add_argument("admin_url", metavar="ADMIN_URL", help="the store as its owner")
        month.add_argument("month", metavar="MONTH", help="the month, YYYY-MM")
        month.add_argument(
            "--reason", default="", help="why (a re-opening needs one; every export says it)"
        )


async def month_act(
    admin_url: str,
    admin_password: str | None,
    command: str,
    month: str,
    reason: str,
    settings: ExportSettings,
    now: dt.datetime | None = None,
) -> int:
    """Close or re-open the agency's ``month`` as the store's owner; the act's number. A close
    is made at ``now`` (the service's clock by default), the month's exports made from the
    store with ``settings`` at that moment and their SHA-256 kept with it."""
    from psycopg_pool import AsyncConnectionPool

    from app.agency.month_exports import close_with_exports

    async with await _as_owner(admin_url, admin_password) as conn:
        if command != "close-month":
            return await reopen_agency_month(conn, month, reason)
        options: dict[str, object] = {"password": admin_password} if admin_password else {}
        async with AsyncConnectionPool(
            admin_url, min_size=1, max_size=1, kwargs=options, open=False
        ) as pool:

            async def read(query: Callable[[Any], Awaitable[Any]]) -> Any:
                return await query(pool)

            return await close_with_exports(
                conn, read, month, now or service_now(), settings, reason
            )


def _month_command(
    parser: argparse.ArgumentParser, args: argparse.Namespace, given: AgencyTarget
) -> int:
    """Run ``close-month`` or ``reopen-month``; the exit status."""
    try:
        dt.date.fromisoformat(f"{args.month}-01")
    except ValueError:
        parser.error("MONTH must be a month, YYYY-MM (2027-01)")
    if args.command == "reopen-month" and not args.reason.strip():
        parser.error("a month is re-opened only with a reason: give --reason")
    from app.counter.services.month_close import export_settings

    # The exports a close hashes are made with this PC's settings, as its GST export makes them.
    settings = export_settings(load_settings(AppPaths.for_user().settings_file))
    try:
        password = given.password or getpass.getpass("Password of the store's owner: ")
        with asyncio.Runner(loop_factory=asyncio.SelectorEventLoop) as runner:
            number = runner.run(
                month_act(given.url, password, args.command, args.month, args.reason, settings)
            )
    except (AdminError, OSError) as error:
        print(f"counterdesk agency: {error}", file=sys.stderr)
        return 1
    except psycopg.Error as error:  # the server's sentence (never a password)
        print(f"counterdesk agency: the agency store refused: {error}", file=sys.stderr)
        return 1
    done = "closed" if args.command == "close-month" else "re-opened"
    print(f"The agency's month {args.month} is {done} (act {number}).")
    return 0


def _witness_parsers(commands: Any) -> None:
    """The witness's commands: ``add-key``, ``add-topup``, ``witness``."""
    key = commands.add_parser(
        "add-key",
        help="keep an agent key the counters use in this PC's keyring for the agency's witness",
    )
    key.add_argument("admin_url", metavar="ADMIN_URL", help="the store as its owner")
    key.add_argument("--label", default="", help="what the key is (the agent's name)")
    topup = commands.add_parser("add-topup", help="record a top-up the owner paid into the wallet")
    topup.add_argument("admin_url", metavar="ADMIN_URL", help="the store as its owner")
    topup.add_argument("amount", metavar="AMOUNT", help="rupees paid in, e.g. 50000.00")
    topup.add_argument("--on", help="the day paid, YYYY-MM-DD (default: today, service time)")
    topup.add_argument("--key", default="", help="the key's fingerprint (default: any)")
    topup.add_argument("--note", default="", help="the bank's reference, or a word")
    witness = commands.add_parser(
        "witness",
        help="read the wallet with every agent key, every minute, and keep each reading in the "
        "store (run where the store is; stop with Ctrl+C)",
    )
    witness.add_argument("admin_url", metavar="ADMIN_URL", help="the store as its owner")
    witness.add_argument("--base-url", help="the service's address (default: this PC's settings)")
    witness.add_argument(
        "--every", type=float, default=EVERY_S, help="seconds between readings (default 60)"
    )
    witness.add_argument("--once", action="store_true", help="read once, then exit")
    register = commands.add_parser(
        "register-key",
        help="register this PC's sealing key for its counter (after the key was made anew); "
        "records sealed under a key not registered are named at the day close",
    )
    register.add_argument("admin_url", metavar="ADMIN_URL", help="the store as its owner")


def _witness_command(
    parser: argparse.ArgumentParser, args: argparse.Namespace, given: AgencyTarget
) -> int:
    """Run ``add-key``, ``add-topup`` or ``witness``; the exit status."""
    if args.command == "add-topup":
        try:
            amount = money(Decimal(args.amount))
            paid_on = dt.date.fromisoformat(args.on) if args.on else service_now().date()
        except (InvalidOperation, ValueError):
            parser.error("AMOUNT must be rupees (50000.00) and --on a date (2026-12-01)")
        if amount <= 0:
            parser.error("a top-up is an amount paid in: more than 0")
    base_url = args.base_url if args.command == "witness" else None
    if args.command == "witness" and not base_url:
        base_url = load_settings(AppPaths.for_user().settings_file).base_url
        if not base_url:
            parser.error("give the service's address with --base-url")
    try:
        password = given.password or getpass.getpass("Password of the store's owner: ")
        if args.command == "register-key":
            return _register_here(given.url, password)
        if args.command == "add-key":
            key = getpass.getpass("The agent key (not echoed): ")
            fingerprint = add_witness_key(given.url, password, KeyStore(), key, args.label)
            print(f"The witness reads with the key of fingerprint {fingerprint}.")
            return 0
        with asyncio.Runner(loop_factory=asyncio.SelectorEventLoop) as runner:
            if args.command == "add-topup":
                number = runner.run(
                    record_topup(given.url, password, paid_on, amount, args.key, args.note)
                )
                print(f"Top-up {number} of {amount} on {paid_on} recorded.")
                return 0
            rounds = 1 if args.once else None
            assert base_url is not None  # asked above
            runner.run(witness_from(given.url, password, KeyStore(), base_url, args.every, rounds))
    except KeyboardInterrupt:
        return 0
    except (AdminError, ValueError, OSError) as error:
        print(f"counterdesk agency: {error}", file=sys.stderr)
        return 1
    except psycopg.Error as error:  # the server's sentence (never a password)
        print(f"counterdesk agency: the agency store refused: {error}", file=sys.stderr)
        return 1
    return 0


def _register_here(admin_url: str, password: str | None) -> int:
    """Register this PC's sealing key for its counter; the exit status."""
    fingerprint = chain_fingerprint(KeyStore())
    if fingerprint is None:
        print(
            "counterdesk agency: this PC has no keyring, so its records go unsealed: nothing "
            "to register",
            file=sys.stderr,
        )
        return 1
    identity = counter_identity(AppPaths.for_user(), socket.gethostname())
    with asyncio.Runner(loop_factory=asyncio.SelectorEventLoop) as runner:
        code = runner.run(register_this_key(admin_url, password, identity.counter_id, fingerprint))
    print(f"Counter {code} seals under the registered key {fingerprint}.")
    return 0


def _supervisors(
    command: str, admin_url: str, password: str | None, name: str, pin: PinHash | None
) -> int:
    """Run ``add-supervisor`` (``pin`` given) or ``remove-supervisor``; the exit status."""
    with asyncio.Runner(loop_factory=asyncio.SelectorEventLoop) as runner:
        if pin is not None:
            runner.run(name_supervisor(admin_url, password, name, pin))
            print(
                f"{name} is a supervisor of the agency: their PIN approves at every counter "
                "connected to the store."
            )
            return 0
        if not runner.run(unname_supervisor(admin_url, password, name)):
            print(f"counterdesk agency: no supervisor named {name}", file=sys.stderr)
            return 1
    print(f"{name} is no longer a supervisor of the agency.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
