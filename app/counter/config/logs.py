"""Logging to a rotating file in the user log folder, with every known secret and every
address's password redacted."""

from __future__ import annotations

import logging
import logging.handlers
import re
import threading
from pathlib import Path

from app.domain.keys import key_texts, redact_secrets, secret_pattern

REDACTED = "[redacted]"
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
MAX_BYTES = 1_000_000
BACKUPS = 5
# Keys shorter than this are not secrets worth scrubbing (and would mangle ordinary words).
MIN_SECRET_LENGTH = 8
# Any address's password, known or not: the userinfo's (scheme://user:PASSWORD@host) and a
# query's (?password=PASSWORD, as PostgreSQL takes it).
_URL_PASSWORD = re.compile(r"(?P<head>\b[a-z][a-z0-9+.-]*://[^\s:/@]*:)[^\s@/]+(?=@)", re.I)
_QUERY_PASSWORD = re.compile(r"(?P<head>[?&](?:password|passwd|pwd)=)[^\s&#]+", re.I)


def without_url_passwords(text: str) -> str:
    """``text`` with the password of every address in it replaced."""
    text = _URL_PASSWORD.sub(rf"\g<head>{REDACTED}", text)
    return _QUERY_PASSWORD.sub(rf"\g<head>{REDACTED}", text)


class SecretRedactor(logging.Filter):
    """Replaces every registered secret in a record's message, exception and stack text."""

    def __init__(self) -> None:
        super().__init__()
        self._secrets: set[str] = set()
        self._pattern: re.Pattern[str] | None = None
        self._lock = threading.Lock()

    def add(self, secret: str) -> None:
        """Scrub ``secret`` from every record from now on, in every form it could show in (with
        the whitespace around it or without, escaped as Python prints it)."""
        if len(secret.strip()) >= MIN_SECRET_LENGTH:
            with self._lock:
                self._secrets.update(key_texts(secret))
                self._pattern = secret_pattern(self._secrets)

    def redact(self, text: str) -> str:
        """``text`` with every registered secret (in any case, %-encoded, in Base64) and every
        address's password replaced."""
        with self._lock:
            pattern = self._pattern
        return without_url_passwords(redact_secrets(pattern, text, REDACTED))

    def filter(self, record: logging.LogRecord) -> bool:
        """Render the record's text now, redacted, so no formatter sees the raw key."""
        record.msg = self.redact(record.getMessage())
        record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
        if record.stack_info:
            record.stack_info = self.redact(record.stack_info)
        return True


def configure_logging(log_file: Path, redactor: SecretRedactor) -> logging.Handler:
    """Send the app's records to a rotating ``log_file`` through ``redactor``."""
    log_file.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(
        log_file, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    handler.addFilter(redactor)
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    # qasync logs every callback at DEBUG: noise that would carry the arguments of everything
    # sent to a worker thread. The HTTP library logs every request line at INFO: only its
    # warnings are worth a log (named, not imported: it is imported after the first paint).
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("qasync").setLevel(logging.WARNING)
    return handler
