"""Named supervisors in the agency store, on a real PostgreSQL: the administrator names them (the
``add-supervisor`` command, the PIN typed at the terminal), any counter checks a PIN without
ever reading a hash, and wrong tries lock a supervisor at every counter."""

from __future__ import annotations

import asyncio
import getpass
from collections.abc import Iterator

import psycopg
import pytest
from psycopg import errors

from app.agency import admin, supervisors
from app.agency.admin import name_supervisor
from app.agency.reads import AgencyReads
from app.domain.pin import (
    RESET_TRIES,
    SCRYPT_N,
    PinHash,
    SupervisorCheck,
    Verdict,
    digest_of,
    fresh_hash,
    hash_pin,
    lock_seconds,
)
from tests.agency.deployment import Deployment, Desk
from tests.agency.test_counter_roles import run

PIN = "482193"
OTHER_PIN = "907316"


@pytest.fixture
def reads(desks: tuple[Desk, Desk]) -> Iterator[tuple[AgencyReads, AgencyReads]]:
    """Each counter's read pool, as its own role."""
    own, other = AgencyReads(desks[0].url), AgencyReads(desks[1].url)
    try:
        yield own, other
    finally:
        own.close()
        other.close()


async def checked(reads: AgencyReads, who: str, pin: str) -> SupervisorCheck:
    """``pin`` checked for ``who`` through ``reads``."""
    return await reads.read(lambda pool: supervisors.check(pool, who, pin))


async def test_a_supervisor_named_by_the_administrator_approves_at_any_counter(
    deployment: Deployment, reads: tuple[AgencyReads, AgencyReads]
) -> None:
    own, other = reads
    await name_supervisor(deployment.owner_url, None, "Meera Pillai ", hash_pin(PIN))
    await name_supervisor(deployment.owner_url, None, "Arjun Nair", hash_pin(OTHER_PIN))

    # The name in any letter case; the store's spelling comes back for the decision.
    assert await checked(own, " meera PILLAI", PIN) == SupervisorCheck(
        Verdict.RIGHT, "Meera Pillai", 0.0
    )
    assert (await checked(other, "Arjun Nair", OTHER_PIN)).name == "Arjun Nair"
    # Another supervisor's PIN is not this one's.
    assert (await checked(other, "Arjun Nair", PIN)).verdict is Verdict.WRONG
    unknown = await checked(own, "Lakshmi", PIN)
    assert unknown.verdict is Verdict.UNKNOWN and unknown.name is None
    assert unknown.known == ("Arjun Nair", "Meera Pillai")


async def test_wrong_tries_lock_a_supervisor_at_every_counter_until_set_again(
    deployment: Deployment, reads: tuple[AgencyReads, AgencyReads]
) -> None:
    own, other = reads
    await name_supervisor(deployment.owner_url, None, "Meera Pillai", hash_pin(PIN))
    # Four wrong tries lock nothing: the right PIN still approves, and clears the count.
    for n in range(4):
        assert (await checked(reads[n % 2], "Meera Pillai", "000000")).seconds == 0
    assert (await checked(other, "Meera Pillai", PIN)).verdict is Verdict.RIGHT
    assert run(deployment.owner_url, "SELECT wrong FROM supervisors") == [(0,)]
    verdicts = []
    for n in range(RESET_TRIES):
        # The tries alternate between the two counters: the count is the agency's.
        run(deployment.owner_url, "UPDATE supervisors SET locked_until = NULL")
        verdicts.append(await checked(reads[n % 2], "Meera Pillai", "000000"))
    assert [v.verdict for v in verdicts] == [Verdict.WRONG] * (RESET_TRIES - 1) + [Verdict.RESET]
    # The fifth wrong try in a row (the ninth here) locks it for a minute, at the other counter.
    run(deployment.owner_url, "UPDATE supervisors SET wrong = 4, locked_until = NULL")
    fifth = await checked(own, "Meera Pillai", "000000")
    assert fifth.verdict is Verdict.WRONG and fifth.seconds == 60
    locked = await checked(other, "Meera Pillai", PIN)
    assert locked.verdict is Verdict.LOCKED and 0 < locked.seconds <= 60
    # Ten in a row: locked until the administrator sets the PIN again, the right one too.
    run(deployment.owner_url, f"UPDATE supervisors SET wrong = {RESET_TRIES}")
    assert (await checked(own, "Meera Pillai", PIN)).verdict is Verdict.RESET
    await name_supervisor(deployment.owner_url, None, "Meera Pillai", hash_pin(PIN))
    assert (await checked(own, "Meera Pillai", PIN)).verdict is Verdict.RIGHT


def test_the_store_locks_as_long_as_the_counter_s_rule(deployment: Deployment) -> None:
    asyncio.run(name_supervisor(deployment.owner_url, None, "x", hash_pin(PIN)))
    for wrong in range(RESET_TRIES + 3):
        assert run(deployment.owner_url, "SELECT agency_lock_seconds(%s)", (wrong,)) == [
            (lock_seconds(wrong),)
        ]


async def test_a_counter_never_reads_a_hash_nor_names_a_supervisor(
    deployment: Deployment, desks: tuple[Desk, Desk]
) -> None:
    own, _other = desks
    await name_supervisor(deployment.owner_url, None, "Meera Pillai", hash_pin(PIN))
    with pytest.raises(errors.InsufficientPrivilege):
        run(own.url, "SELECT digest FROM supervisors")
    made = hash_pin("111111")
    with pytest.raises(errors.InsufficientPrivilege):
        run(
            own.url,
            "SELECT agency_set_supervisor('Meera Pillai', %s, %s, %s, %s, %s)",
            (made.salt, made.digest, made.n, made.r, made.p),
        )
    with pytest.raises(errors.InsufficientPrivilege):
        run(own.url, "DELETE FROM supervisors")
    # What the functions a counter may call answer: never the digest.
    [(name, salt, n, r, p)] = run(own.url, "SELECT * FROM agency_supervisor_salt('meera pillai')")
    assert (name, n) == ("Meera Pillai", SCRYPT_N) and len(bytes(salt)) == 16
    # A rehash without the old PIN's digest changes nothing.
    assert run(
        own.url,
        "SELECT agency_supervisor_rehash('Meera Pillai', 'x', 'y', 'z', %s, 8, 1)",
        (SCRYPT_N,),
    ) == [(False,)]
    stored = PinHash(bytes(salt), b"", n, r, p)
    assert run(
        own.url,
        "SELECT verdict FROM agency_supervisor_check('Meera Pillai', %s)",
        (digest_of(PIN, stored),),
    ) == [("right",)]


async def test_a_pin_hashed_at_a_lower_cost_is_hashed_again_at_the_next_right_entry(
    deployment: Deployment, reads: tuple[AgencyReads, AgencyReads]
) -> None:
    own, _other = reads
    cheap = fresh_hash(PIN)
    old = PinHash(cheap.salt, b"", 2**14, 8, 1)
    old = PinHash(old.salt, digest_of(PIN, old), 2**14, 8, 1)
    await name_supervisor(deployment.owner_url, None, "Meera Pillai", old)
    assert (await checked(own, "Meera Pillai", PIN)).verdict is Verdict.RIGHT
    assert run(deployment.owner_url, "SELECT n FROM supervisors") == [(SCRYPT_N,)]
    assert (await checked(own, "Meera Pillai", PIN)).verdict is Verdict.RIGHT
    assert (await checked(own, "Meera Pillai", OTHER_PIN)).verdict is Verdict.WRONG


def test_the_administrator_s_command_reads_the_pin_from_the_terminal(
    deployment: Deployment,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    typed: list[str] = []

    def terminal(prompt: str) -> str:
        typed.append(prompt)
        return PIN

    monkeypatch.setattr(getpass, "getpass", terminal)
    url = deployment.owner_url
    assert admin.main(["add-supervisor", url, "Meera Pillai"]) == 0
    # Asked twice, never echoed (getpass), and never on the command line.
    assert typed == [
        "New PIN of Meera Pillai (6 to 12 digits, or a passphrase of 12 or more): ",
        "The PIN of Meera Pillai again: ",
    ]
    out = capsys.readouterr()
    assert PIN not in out.out + out.err
    [(salt, digest, n)] = run(url, "SELECT salt, digest, n FROM supervisors")
    assert digest_of(PIN, PinHash(bytes(salt), b"", n, 8, 1)) == bytes(digest)

    # Two PINs that differ, or one that breaks the rule, change nothing.
    answers = iter(["555555", "555556"])
    monkeypatch.setattr(getpass, "getpass", lambda _prompt: next(answers))
    assert admin.main(["add-supervisor", url, "Meera Pillai"]) == 1
    assert "the two PINs differ" in capsys.readouterr().err
    monkeypatch.setattr(getpass, "getpass", lambda _prompt: "1234")
    assert admin.main(["add-supervisor", url, "Arjun Nair"]) == 1
    assert run(url, "SELECT name, digest FROM supervisors") == [("Meera Pillai", digest)]

    assert admin.main(["remove-supervisor", url, "meera pillai"]) == 0
    assert admin.main(["remove-supervisor", url, "meera pillai"]) == 1
    assert run(url, "SELECT count(*) FROM supervisors") == [(0,)]


async def test_the_store_refuses_a_supervisor_named_by_a_counter(
    desks: tuple[Desk, Desk],
) -> None:
    with pytest.raises(psycopg.Error):
        await name_supervisor(desks[0].url, None, "Me", hash_pin(PIN))
