"""Where the app keeps its data, settings and logs (platformdirs, or one folder for tests)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from app.private_access import PRIVATE_FOLDER, tighten

APP_NAME = "Counterdesk"
HOME_ENV = "COUNTERDESK_HOME"
JOURNAL_FOLDER = "journal"


@dataclass(frozen=True, slots=True)
class AppPaths:
    """The per-user folders of the app."""

    data: Path
    config: Path
    logs: Path
    cache: Path  # what can be lost without harm (the last catalogue and wallet seen)
    # Where the clerk's save dialogs open (made when first used): the user's Documents folder's
    # own sub-folder, never a folder the file dialog saw last (a scan's).
    documents: Path

    @classmethod
    def for_user(cls) -> AppPaths:
        """The OS folders, or sub-folders of ``$COUNTERDESK_HOME`` when it is set."""
        home = os.environ.get(HOME_ENV)
        if home:
            return cls.under(Path(home))
        return cls(
            data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
            config=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            logs=Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
            cache=Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)),
            documents=Path(platformdirs.user_documents_dir()) / APP_NAME,
        )

    @classmethod
    def under(cls, root: Path) -> AppPaths:
        """All folders below one root (tests, self-test, a portable install)."""
        return cls(
            data=root / "data",
            config=root / "config",
            logs=root / "logs",
            cache=root / "cache",
            documents=root / "documents",
        )

    def create(self) -> AppPaths:
        """Make sure the folders exist, each (and all it holds) its user's alone."""
        for folder in (self.data, self.config, self.logs, self.cache):
            folder.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
            tighten(folder)
        return self

    @property
    def settings_file(self) -> Path:
        """The settings (never the API key)."""
        return self.config / "settings.json"

    @property
    def log_file(self) -> Path:
        """The rotating log."""
        return self.logs / "counterdesk.log"

    @property
    def sandbox_log(self) -> Path:
        """What the embedded sandbox's process reports (its warnings and errors)."""
        return self.logs / "sandbox.log"

    @property
    def journal(self) -> Path:
        """The journal's folder (its database, its lock, the scans in flight)."""
        return self.data / JOURNAL_FOLDER

    @property
    def reports(self) -> Path:
        """The Z reports saved as PDF when a shift closes."""
        return self.data / "reports"

    @property
    def customer_requests(self) -> Path:
        """The files made on a customer's request (their data exported, their summary, their
        passengers' ID papers): ``app.counter.services.customer_files``."""
        return self.data / "customer-requests"

    @property
    def start_cache(self) -> Path:
        """The last catalogue and wallet figures seen, shown at the next start until the
        service answers."""
        return self.cache / "last-seen.json"

    @property
    def sandbox_db(self) -> Path:
        """The embedded sandbox's database."""
        return self.data / "sandbox.db"
