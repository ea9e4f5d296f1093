"""The README's deployment of the agency store, run on a real server: the owner (the agency
administrator) makes the schema and admits a counter with ``counterdesk agency add-counter``; the
counter's own role does all the app needs (register, push, read the views) and cannot change
history nor the schema."""

from __future__ import annotations

import logging
from pathlib import Path

import psycopg
import pytest
from psycopg import errors

from app.agency import admin
from app.agency.identity import counter_identity
from app.agency.store import AgencyStore
from app.cli import main
from app.counter.config.keystore import (
    SEALING_ACCOUNT,
    SERVICE_NAME,
    KeyStore,
    chain_fingerprint,
)
from app.counter.config.paths import HOME_ENV, AppPaths
from app.counter.config.settings import load_settings
from app.domain.agency_target import parse_target
from tests.agency.deployment import OWNER, Deployment, readme_statements
from tests.agency.records import counter, sell_many
from tests.conftest import MemoryKeyring, without_keyring
from tests.journal.till_sales import outbox_of


def test_add_counter_admits_this_pc_s_counter_with_its_password_in_the_keyring(
    deployment: Deployment,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    memory_keyring: MemoryKeyring,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    caplog.set_level(logging.DEBUG)

    assert main(["agency", "add-counter", deployment.owner_url, "--code", "HL1"]) == 0

    paths = AppPaths.for_user()
    settings = load_settings(paths.settings_file)
    target = parse_target(settings.agency_db_url)
    role = admin.counter_role(settings.counter_id)
    assert target.password is None and target.url.startswith(f"postgresql://{role}@127.0.0.1:")
    password = memory_keyring.saved[(SERVICE_NAME, target.account)]
    # Never shown, logged or written to a file.
    shown = capsys.readouterr()
    assert password not in shown.out + shown.err + caplog.text
    for path in (tmp_path / "home").rglob("*"):
        assert not path.is_file() or password.encode() not in path.read_bytes()

    # The counter connects with what the app reads: the settings' address, the keyring's password.
    desk = counter_identity(paths, "desk-pc")
    with psycopg.connect(target.connection_url(password)) as conn:
        assert conn.execute("SELECT code, role_name FROM counters").fetchall() == [("HL1", role)]
        registered = conn.execute(
            "SELECT agency_register(%s, %s, %s, %s)",
            (desk.counter_id, desk.code, desk.name, desk.key_digest),
        ).fetchone()
    assert registered == ("ok",)
    # The PC's sealing key is registered for the counter: its records' seals are the agency's.
    with psycopg.connect(deployment.owner_url) as conn:
        keys = conn.execute(
            "SELECT key_fingerprint FROM counter_keys WHERE counter_id = %s",
            (settings.counter_id,),
        ).fetchall()
    assert keys == [(chain_fingerprint(KeyStore()),)]


def test_register_key_registers_a_key_made_anew_on_this_pc(
    deployment: Deployment,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    memory_keyring: MemoryKeyring,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    # The counter named by the store's code, not the PC's settings' (which say C1).
    assert main(["agency", "add-counter", deployment.owner_url, "--code", "HV2"]) == 0
    first = chain_fingerprint(KeyStore())
    # The keyring's sealing key made anew (the entry deleted): the records' key differs.
    del memory_keyring.saved[(SERVICE_NAME, SEALING_ACCOUNT)]
    made_anew = chain_fingerprint(KeyStore())
    assert made_anew not in (None, first)
    assert main(["agency", "register-key", deployment.owner_url]) == 0
    assert f"Counter HV2 seals under the registered key {made_anew}." in capsys.readouterr().out
    counter_id = load_settings(AppPaths.for_user().settings_file).counter_id
    with psycopg.connect(deployment.owner_url) as conn:
        keys = conn.execute(
            "SELECT key_fingerprint FROM counter_keys WHERE counter_id = %s ORDER BY registered_at",
            (counter_id,),
        ).fetchall()
    assert keys == [(first,), (made_anew,)]


def test_add_counter_without_a_keyring_says_so_and_leaves_the_settings_alone(
    deployment: Deployment,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    memory_keyring: MemoryKeyring,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    without_keyring()

    assert main(["agency", "add-counter", deployment.owner_url]) == 1

    assert "no usable keyring" in capsys.readouterr().err
    assert load_settings(AppPaths.for_user().settings_file).agency_db_url == ""


async def test_the_counters_role_registers_pushes_and_reads(
    deployment: Deployment, tmp_path: Path
) -> None:
    desk = counter("HL1")
    url = await deployment.admit(desk)
    deployment.run(deployment.owner_url, readme_statements()[1])
    sell_many(tmp_path, 3)
    records = outbox_of(tmp_path)

    store = await AgencyStore.open(url)
    try:
        await store.register(desk)
        assert await store.push(desk.counter_id, records) == len(records)
        assert await store.push(desk.counter_id, records) == 0
        assert await store.contiguous_seq(desk.counter_id) == records[-1].seq
    finally:
        await store.close()

    with psycopg.connect(url) as conn:
        (sales,) = conn.execute("SELECT count(*) FROM agency_sales").fetchone() or (0,)
        assert sales == 3
        for view in (
            "agency_payments",
            "agency_shifts",
            "agency_reports",
            "agency_counters",
            "agency_integrity",
        ):
            conn.execute(f"SELECT * FROM {view}".encode()).fetchall()


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE records SET kind = 'sale'",
        "DELETE FROM records",
        "TRUNCATE records",
        "DELETE FROM counters",
        "UPDATE schema_version SET version = 99",
        "CREATE TABLE notes (note text)",
        "DROP VIEW agency_sales",
        "ALTER TABLE records DISABLE ROW LEVEL SECURITY",
        "DROP TRIGGER records_chain ON records",
    ],
)
async def test_the_counters_role_cannot_change_history_nor_the_schema(
    deployment: Deployment, statement: str
) -> None:
    url = await deployment.admit(counter("HL1"))

    with psycopg.connect(url) as conn, pytest.raises(errors.InsufficientPrivilege):
        conn.execute(statement.encode())


async def test_the_administrator_owns_every_table(
    deployment: Deployment,
) -> None:
    await deployment.admit(counter("HL1"))
    with psycopg.connect(deployment.owner_url) as conn:
        owners = conn.execute(
            "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'"
        ).fetchall()
    assert owners == [(deployment.names[OWNER],)]
