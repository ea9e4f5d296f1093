"""The agency store over TLS: the server's certificate is verified against the agency's CA, and
a store that shows a certificate of another CA is refused."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
import trustme

from app.agency.local_server import LocalServer
from app.agency.store import AgencyStore


@pytest.fixture(scope="module")
def tls_server() -> Iterator[tuple[LocalServer, trustme.CA]]:
    """A server of its own that speaks TLS with a certificate for 127.0.0.1, and its CA."""
    ca = trustme.CA()
    issued = ca.issue_cert("127.0.0.1")
    folder = Path(tempfile.mkdtemp(prefix="counterdesk-pg-tls-"))
    server = LocalServer(folder, durable=False)
    server.use_tls(issued.cert_chain_pems[0].bytes(), issued.private_key_pem.bytes())
    try:
        yield server.start(), ca
    finally:
        server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)


def verified_url(server: LocalServer, ca_file: Path) -> str:
    """The server's URL asking for TLS with the server's name and certificate checked."""
    return f"{server.url()}?sslmode=verify-full&sslrootcert={ca_file}"


async def test_the_store_opens_over_verified_tls(
    tls_server: tuple[LocalServer, trustme.CA], tmp_path: Path
) -> None:
    server, ca = tls_server
    ca_file = tmp_path / "agency-ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    store = await AgencyStore.open(verified_url(server, ca_file))
    await store.close()
    async with await psycopg.AsyncConnection.connect(verified_url(server, ca_file)) as conn:
        cursor = await conn.execute("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        assert await cursor.fetchone() == (True,)


async def test_a_certificate_of_another_ca_is_refused(
    tls_server: tuple[LocalServer, trustme.CA], tmp_path: Path
) -> None:
    server, _ = tls_server
    stranger = tmp_path / "other-ca.pem"
    trustme.CA().cert_pem.write_to_path(str(stranger))
    with pytest.raises(psycopg.OperationalError, match="certificate verify failed"):
        await AgencyStore.open(verified_url(server, stranger))
