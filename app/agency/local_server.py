"""A throw-away PostgreSQL server from the machine's own binaries, for tests and for trying the
agency store on one PC (no Qt, no database driver here).

The server keeps its cluster in ``folder/cluster`` and its superuser's password in
``folder/password``, listens on 127.0.0.1 only (no Unix socket) on a port chosen once, and asks for
that password (SCRAM) on TCP. PostgreSQL refuses to run as root, so under root the cluster belongs
to an unprivileged system user (``counterdesk-pg``, made when missing) and every server program
runs as that user through ``runuser``.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import stat
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from app.private_access import make_private

if TYPE_CHECKING:
    import pwd

SERVER_USER = "counterdesk-pg"
SUPERUSER = "counterdesk"
MAINTENANCE_DB = "postgres"
START_TIMEOUT_S = 60
BINARY_ROOTS = (Path("/usr/lib/postgresql"), Path("/usr/local/pgsql"))


class LocalServerError(RuntimeError):
    """The local PostgreSQL server could not be set up, started or stopped."""


def find_binaries() -> Path:
    """The folder holding ``initdb`` and ``pg_ctl``: Debian's newest version first, then PATH."""
    candidates: list[Path] = []
    for root in BINARY_ROOTS:
        if root.is_dir():
            # Debian keeps one folder per major version: /usr/lib/postgresql/15/bin.
            versions = sorted(
                (p for p in root.iterdir() if (p / "bin" / "initdb").is_file()),
                key=lambda p: int(p.name) if p.name.isdigit() else -1,
                reverse=True,
            )
            candidates.extend(p / "bin" for p in versions)
            if (root / "bin" / "initdb").is_file():
                candidates.append(root / "bin")
    found = shutil.which("initdb")
    if found is not None:
        candidates.append(Path(found).resolve().parent)
    for folder in candidates:
        if (folder / "pg_ctl").is_file():
            return folder
    raise LocalServerError(
        "PostgreSQL's server programs (initdb, pg_ctl) are not installed; on Debian or Ubuntu "
        "install them with: apt-get install postgresql"
    )


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _server_account() -> pwd.struct_passwd | None:
    """The account the server runs as when this process is root (``None`` otherwise)."""
    # Only POSIX has root (and the pwd module); Windows runs the server as the user.
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return None
    import pwd

    try:
        return pwd.getpwnam(SERVER_USER)
    except KeyError:
        pass
    made = subprocess.run(
        ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", SERVER_USER],
        capture_output=True,
        text=True,
        check=False,
    )
    try:
        # Another process may have made it in the meantime (useradd then fails): look again.
        return pwd.getpwnam(SERVER_USER)
    except KeyError:
        raise LocalServerError(
            f"cannot create the system user {SERVER_USER} for PostgreSQL: {made.stderr.strip()}"
        ) from None


def _check_reachable(folder: Path, account: pwd.struct_passwd) -> None:
    """Refuse a folder the server's account cannot reach (a parent closed to other users)."""
    for parent in folder.resolve().parents:
        mode = parent.stat()
        if mode.st_uid != account.pw_uid and not mode.st_mode & stat.S_IXOTH:
            raise LocalServerError(
                f"PostgreSQL runs as {account.pw_name} and cannot reach {folder}: {parent} is "
                "closed to other users; use a folder below one they can enter (such as /tmp)"
            )


class LocalServer:
    """One PostgreSQL cluster in ``folder`` on 127.0.0.1:``port`` (a free one when not given).

    ``start`` makes the cluster on first use and starts the server; ``stop`` stops it, keeping the
    data, so a later ``start`` serves the same databases at the same address.
    """

    def __init__(self, folder: Path, port: int | None = None, *, durable: bool = True) -> None:
        self.folder = folder
        self.port = port if port is not None else free_port()
        # Tests trade crash safety (fsync) for speed: a killed server still loses nothing
        # committed, only a lost machine would. Commits stay synchronous: an asynchronous commit
        # is lost by a server stopped at once, which the tests do on purpose.
        self.durable = durable
        self._bin = find_binaries()
        self._account = _server_account()

    @property
    def cluster(self) -> Path:
        """The server's data folder."""
        return self.folder / "cluster"

    @property
    def password(self) -> str:
        """The superuser's password (made with the cluster)."""
        return (self.folder / "password").read_text(encoding="utf-8").strip()

    def url(self, database: str = MAINTENANCE_DB, *, with_password: bool = True) -> str:
        """The connection URL of ``database`` as the superuser."""
        secret = f":{quote(self.password, safe='')}" if with_password else ""
        return f"postgresql://{SUPERUSER}{secret}@127.0.0.1:{self.port}/{database}"

    @property
    def running(self) -> bool:
        """Whether the server answers ``pg_ctl status``."""
        if not (self.cluster / "PG_VERSION").is_file():
            return False
        status = self._run("pg_ctl", "status", "-D", str(self.cluster), check=False)
        return status.returncode == 0

    def use_tls(self, certificate: bytes, private_key: bytes) -> None:
        """Serve TLS, from the next start on, with this PEM certificate (chain) and its key."""
        self._ensure_cluster()
        for name, data in (("server.crt", certificate), ("server.key", private_key)):
            path = self.cluster / name
            path.write_bytes(data)
            make_private(path)  # the server refuses a key others may read
            if self._account is not None:
                os.chown(path, self._account.pw_uid, self._account.pw_gid)

    def start(self) -> LocalServer:
        """Make the cluster if there is none, then start the server and wait until it answers."""
        self._ensure_cluster()
        options = f"-p {self.port} -h 127.0.0.1 -k ''"
        if not self.durable:
            options += " -c fsync=off -c full_page_writes=off"
        if (self.cluster / "server.crt").is_file():
            options += " -c ssl=on"
        self._run(
            "pg_ctl",
            "start",
            "-w",
            "-t",
            str(START_TIMEOUT_S),
            "-D",
            str(self.cluster),
            "-l",
            str(self.cluster / "server.log"),
            "-o",
            options,
        )
        return self

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``fast``: roll back open transactions; ``immediate``: like a crash)."""
        if self.running:
            self._run("pg_ctl", "stop", "-w", "-m", mode, "-D", str(self.cluster))

    def __enter__(self) -> LocalServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _ensure_cluster(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        if not (self.cluster / "PG_VERSION").is_file():
            self._make_cluster()

    def _make_cluster(self) -> None:
        password_file = self.folder / "password"
        if not password_file.is_file():
            password_file.write_text(secrets.token_urlsafe(24), encoding="utf-8")
        make_private(password_file)
        if self._account is not None:
            _check_reachable(self.folder, self._account)
            make_private(self.folder)
            for path in (self.folder, password_file):
                os.chown(path, self._account.pw_uid, self._account.pw_gid)
        self._run(
            "initdb",
            "-D",
            str(self.cluster),
            "-U",
            SUPERUSER,
            "-E",
            "UTF8",
            "--locale=C",
            "--auth-local=peer",
            "--auth-host=scram-sha-256",
            f"--pwfile={password_file}",
        )

    def _run(
        self, program: str, *args: str, check: bool = True
    ) -> subprocess.CompletedProcess[str]:
        command = [str(self._bin / program), *args]
        if self._account is not None:
            command = ["runuser", "-u", self._account.pw_name, "--", *command]
        done = subprocess.run(
            command,
            cwd=self.folder,
            capture_output=True,
            text=True,
            check=False,
            # Without it a locale the server's account lacks would make initdb fail.
            env={**os.environ, "LC_ALL": "C"},
        )
        if check and done.returncode != 0:
            log_file = self.cluster / "server.log"
            tail = ""
            if log_file.is_file():
                tail = "\n" + "\n".join(log_file.read_text(errors="replace").splitlines()[-10:])
            raise LocalServerError(
                f"{program} {args[0] if args else ''} failed: {done.stderr.strip()}{tail}"
            )
        return done
