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
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import secrets
import socket
import sys
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import AsyncConnection, sql

from app.agency.identity import CounterIdentity, counter_identity
from app.agency.migrate import migrate
from app.agency.supervisors import remove_supervisor, set_supervisor
from app.counter.config.keystore import KeyStore
from app.counter.config.paths import AppPaths
from app.counter.config.settings import load_settings, save_settings
from app.domain.agency_target import AgencyTarget, parse_target, target_problem
from app.domain.pin import PinHash, hash_pin, pin_problem

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
    admin_url: str, admin_password: str | None, counter: CounterIdentity
) -> AdmittedCounter:
    """Migrate the store at ``admin_url`` and admit ``counter`` under its own role, made (or
    given a new password when it exists) with a fresh random password."""
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
    return AdmittedCounter(AgencyTarget(counter_url(admin_url, role)), role, password)


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
    with asyncio.Runner(loop_factory=asyncio.SelectorEventLoop) as runner:
        admitted = runner.run(admit(admin_url, admin_password, identity))
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
    args = parser.parse_args(argv)
    problem = target_problem(parse_target(args.admin_url).url)
    if problem:
        parser.error(problem)
    given = parse_target(args.admin_url)
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
