"""Who a counter is to the agency store: its id and names from the settings, and the secret key
that proves this installation made the id (kept in the data folder, never in the settings)."""

from __future__ import annotations

import hashlib
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, with_counter_id
from app.i18n import Catalogue
from app.private_access import PRIVATE_FILE, make_private

AGENCY_IDENTITY = Catalogue("AGENCY_IDENTITY")

KEY_FILE = "agency-installation.key"


@dataclass(frozen=True, slots=True)
class CounterIdentity:
    """A counter as it registers in the agency store."""

    counter_id: str
    code: str
    name: str
    installation_key: str

    @property
    def key_digest(self) -> str:
        """What the store keeps of the key (SHA-256, hex): it can check the key, not reuse it."""
        return hashlib.sha256(self.installation_key.encode()).hexdigest()


def installation_key(folder: Path) -> str:
    """This installation's secret key in ``folder``, made (readable by its owner only) the first
    time."""
    path = folder / KEY_FILE
    try:
        return path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        pass
    folder.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(32)
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    except FileExistsError:
        # Another window of the app made it first: that one is the key.
        return path.read_text(encoding="utf-8").strip()
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        make_private(path)
        file.write(key)
        file.flush()
        os.fsync(file.fileno())
    return key


def counter_identity(paths: AppPaths, host_name: str) -> CounterIdentity:
    """This counter's identity, its id made on the first start (``ValueError`` when the settings
    file cannot be read, so no id can be kept)."""
    settings: Settings = with_counter_id(paths.settings_file)
    if not settings.counter_id:
        raise ValueError(
            AGENCY_IDENTITY.tr(
                "The settings file {path} cannot be read, so this counter has no stable id for "
                "the agency store: save the settings again."
            ).format(path=paths.settings_file)
        )
    return CounterIdentity(
        counter_id=settings.counter_id,
        code=settings.counter_code,
        name=settings.counter_name or host_name,
        installation_key=installation_key(paths.data),
    )
