"""The last catalogue and wallet figures seen, kept in a file so that the next start lists them
at once, marked with their age, until the service answers (no Qt, no pydantic, no HTTP).

The file is JSON: a ``format`` number, the service it came from, the activities (one list, it
does not depend on the date), the boat departures of each date seen, and the wallet. Money is
kept as text (``Decimal``'s own), each item as the JSON the service's model gives, validated
only when a row is opened. The file is rewritten whole, through a temporary file and a rename,
so a crash leaves the old file or the new one; one that cannot be read, of another format or of
another service is ignored (a log line says why) and replaced by the next live answer.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app import file_moves
from app.counter.config.start_settings import EMBEDDED as EMBEDDED
from app.counter.config.start_settings import service_identity as service_identity
from app.counter.link.catalogue import CatalogueEntry, Fares, customer_price_text
from app.counter.link.wallet import WalletSummary
from app.domain.modules import Module
from app.domain.till import TillRules
from app.figures import clock_text, short_day_text
from app.i18n import Catalogue

COUNTER_START_CACHE = Catalogue("COUNTER_START_CACHE")

if TYPE_CHECKING:
    # The writes run on the app's loop; the cache is read before it exists (the first paint).
    import asyncio

log = logging.getLogger(__name__)

FORMAT = 1
NO_MARKUP = TillRules()  # a list kept without the till's rules: fare, GST and round off
# The dates of departures seen last, from today on: the first paint reads the whole file (about
# 8 ms a megabyte; 500 departures of a date are about 0.5 MB).
BOAT_DAYS_KEPT = 3


@dataclass(frozen=True, slots=True)
class CachedList:
    """A catalogue list as last seen, and when."""

    seen_at: dt.datetime
    entries: list[CatalogueEntry]


@dataclass(frozen=True, slots=True)
class CachedWallet:
    """The wallet figures as last seen, and when."""

    seen_at: dt.datetime
    wallet: WalletSummary


def as_of_text(seen_at: dt.datetime, today: dt.date) -> str:
    """``as of 09:12`` (today), ``as of Sat 21 Nov, 18:40`` (before): how old cached figures are."""
    if seen_at.date() == today:
        return COUNTER_START_CACHE.tr("as of {time}").format(time=clock_text(seen_at))
    return COUNTER_START_CACHE.tr("as of {time}").format(
        time=f"{short_day_text(seen_at)}, {clock_text(seen_at)}"
    )


BOAT_PREFIX = f"{Module.BOAT.value} "


def _list_key(module: Module, day: dt.date) -> str:
    # Activities are one list for every date; boats' departures are per date.
    return module.value if module is Module.ACTIVITY else f"{BOAT_PREFIX}{day.isoformat()}"


def _json(value: object) -> str:
    """``value`` as the file's compact JSON."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _row(entry: CatalogueEntry, rules: TillRules) -> list[object]:
    source = entry.source
    item = source if isinstance(source, str) else source.model_dump_json(by_alias=True)
    fares = None if entry.fares is None else entry.fares.as_json()
    row = [entry.item_id, entry.name, entry.place, entry.when, entry.price, entry.haystack, item]
    # Last, what the list showed the customer per person: the start window shows it as it is.
    return [*row, fares, customer_price_text(entry, rules)]


def _entry(module: Module, row: list[Any]) -> CatalogueEntry:
    # A row of an earlier version has no fares: its customer's prices wait for the service.
    # (The customer's price text after them is the start window's.)
    item_id, name, place, when, price, haystack, item, *fares = row
    if not (isinstance(item_id, int) and isinstance(item, str)):
        raise ValueError("a row without its id or item")
    return CatalogueEntry(
        module,
        item_id,
        str(name),
        str(place),
        str(when),
        str(price),
        str(haystack),
        item,
        Fares.from_json(fares[0]) if fares else None,
    )


class StartCache:
    """The cache file of one service: read once at start, rewritten after each live answer.

    ``keep_*`` remember a live answer and rewrite the file in a worker (``flush`` waits for
    the writes under way); ``remember_*`` are that work, blocking. Writes take turns, and an
    answer never replaces a newer one of the same list.
    """

    def __init__(self, path: Path, identity: str, document: dict[str, Any] | None = None) -> None:
        self.path = path
        self.identity = identity
        self._lists: dict[str, Any] = {}
        # Each list's JSON as last written: a write encodes only the list that changed.
        self._encoded: dict[str, str] = {}
        self._wallet: dict[str, Any] | None = None
        self._lock = threading.Lock()
        self._writes: set[asyncio.Future[None]] = set()
        if document is not None:
            self._lists = dict(document["lists"])
            self._wallet = document.get("wallet")

    @classmethod
    def read(cls, path: Path, identity: str) -> StartCache:
        """The cache in ``path`` for ``identity``; an empty one when there is none to use."""
        try:
            document = json.loads(path.read_bytes())
            problem = _problem(document, identity)
        except FileNotFoundError:
            return cls(path, identity)
        except (OSError, ValueError) as error:
            problem = f"it cannot be read ({error})"
        if problem is not None:
            log.warning("The start cache %s is ignored: %s", path, problem)
            return cls(path, identity)
        return cls(path, identity, document)

    def catalogue(self, module: Module, day: dt.date) -> CachedList | None:
        """The list of ``module`` for ``day`` as last seen, or None (never seen, or unreadable)."""
        with self._lock:
            kept = self._lists.get(_list_key(module, day))
        if kept is None:
            return None
        try:
            seen_at = dt.datetime.fromisoformat(kept["seen_at"])
            entries = [_entry(module, row) for row in kept["rows"]]
        except (KeyError, TypeError, ValueError) as error:
            log.warning("The start cache's %s list is ignored: %s", _list_key(module, day), error)
            return None
        return CachedList(seen_at, entries)

    def wallet(self) -> CachedWallet | None:
        """The wallet figures as last seen, or None."""
        with self._lock:
            kept = self._wallet
        if kept is None:
            return None
        try:
            summary = WalletSummary(
                agent_id=int(kept["agent_id"]),
                tenant_id=str(kept["tenant_id"]),
                balance=Decimal(kept["balance"]),
                credit_left=Decimal(kept["credit_left"]),
                currency=str(kept["currency"]),
            )
            return CachedWallet(dt.datetime.fromisoformat(kept["seen_at"]), summary)
        except (KeyError, TypeError, ValueError, InvalidOperation) as error:
            log.warning("The start cache's wallet is ignored: %s", error)
            return None

    def use_service(self, identity: str) -> None:
        """The app connects to ``identity``: what was kept for another one is forgotten."""
        with self._lock:
            if identity != self.identity:
                self.identity, self._lists, self._wallet = identity, {}, None
                self._encoded = {}

    def keep_catalogue(
        self,
        module: Module,
        day: dt.date,
        entries: Sequence[CatalogueEntry],
        seen_at: dt.datetime,
        rules: TillRules,
    ) -> None:
        """Remember a live list, each row's customer's price by the till's ``rules``; the file is
        rewritten in a worker."""
        self._spawn(self.remember_catalogue, module, day, list(entries), seen_at, rules)

    def keep_wallet(self, wallet: WalletSummary, seen_at: dt.datetime) -> None:
        """Remember live wallet figures; the file is rewritten in a worker."""
        self._spawn(self.remember_wallet, wallet, seen_at)

    async def flush(self) -> None:
        """Wait for the writes under way (on quit)."""
        import asyncio

        await asyncio.gather(*self._writes, return_exceptions=True)

    def _spawn(self, work: Callable[..., None], *args: object) -> None:
        import asyncio

        # Not awaited by the caller: the list is shown, and the next request need not wait.
        write = asyncio.ensure_future(asyncio.to_thread(work, *args))
        self._writes.add(write)
        write.add_done_callback(self._written)

    def _written(self, write: asyncio.Future[None]) -> None:
        self._writes.discard(write)
        if not write.cancelled() and write.exception() is not None:
            log.error("The start cache was not written", exc_info=write.exception())

    def remember_catalogue(
        self,
        module: Module,
        day: dt.date,
        entries: Sequence[CatalogueEntry],
        seen_at: dt.datetime,
        rules: TillRules = NO_MARKUP,
    ) -> None:
        """Keep a live list and rewrite the file (blocking: a worker's job); each row keeps the
        customer's price per person by the till's ``rules`` (none by default), which the start
        window lists."""
        rows = [_row(entry, rules) for entry in entries]
        with self._lock:
            key = _list_key(module, day)
            if not _newer(seen_at, self._lists.get(key)):
                return
            self._lists[key] = {"seen_at": seen_at.isoformat(), "rows": rows}
            self._encoded.pop(key, None)
            boats = sorted(
                (key for key in self._lists if key.startswith(BOAT_PREFIX)),
                key=lambda key: str(self._lists[key]["seen_at"]),
            )
            past = [key for key in boats if key[len(BOAT_PREFIX) :] < seen_at.date().isoformat()]
            for stale in {*past, *boats[:-BOAT_DAYS_KEPT]}:
                del self._lists[stale]
                self._encoded.pop(stale, None)
            self._write()

    def remember_wallet(self, wallet: WalletSummary, seen_at: dt.datetime) -> None:
        """Keep live wallet figures and rewrite the file (blocking: a worker's job)."""
        with self._lock:
            if not _newer(seen_at, self._wallet):
                return
            self._wallet = {
                "seen_at": seen_at.isoformat(),
                "agent_id": wallet.agent_id,
                "tenant_id": wallet.tenant_id,
                "balance": str(wallet.balance),
                "credit_left": str(wallet.credit_left),
                "currency": wallet.currency,
            }
            self._write()

    def _list_json(self, key: str) -> str:
        """The JSON of the kept list ``key``, encoded once (under the lock)."""
        encoded = self._encoded.get(key)
        if encoded is None:
            kept = self._lists[key]
            # A row at a time: each call of the C encoder is short, so the UI thread gets the
            # interpreter lock between rows (one call for 500 rows held it for 2-3 ms, and
            # ``json.dump`` encoded every list in Python, a token at a time, at every write:
            # the UI thread waited for the lock all through a list's reset and paint).
            rows = ",".join(_json(row) for row in kept["rows"])
            extra = {name: value for name, value in kept.items() if name != "rows"}
            encoded = f'{_json(extra)[:-1]},"rows":[{rows}]}}' if extra else f'{{"rows":[{rows}]}}'
            self._encoded[key] = encoded
        return encoded

    def _write(self) -> None:
        """Replace the file whole: a temporary file renamed over it (under the lock)."""
        lists = ",".join(f"{_json(key)}:{self._list_json(key)}" for key in self._lists)
        text = (
            f'{{"format":{_json(FORMAT)},"service":{_json(self.identity)},'
            f'"lists":{{{lists}}},"wallet":{_json(self._wallet)}}}'
        )
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".last-seen-", dir=self.path.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                file.write(text)
            file_moves.replace(Path(temporary), self.path)
        except OSError as error:
            Path(temporary).unlink(missing_ok=True)
            log.warning("The start cache %s was not written: %s", self.path, error)


def _newer(seen_at: dt.datetime, kept: dict[str, Any] | None) -> bool:
    """Whether an answer seen at ``seen_at`` is newer than what is ``kept`` (answers may be
    written out of order by their workers)."""
    if kept is None:
        return True
    try:
        return seen_at >= dt.datetime.fromisoformat(kept["seen_at"])
    except (KeyError, TypeError, ValueError):
        return True


def _problem(document: object, identity: str) -> str | None:
    """Why a read document cannot be used, or None."""
    if not isinstance(document, dict):
        return "it is not a cache document"
    if document.get("format") != FORMAT:
        return f"its format is {document.get('format')!r}, this version reads {FORMAT}"
    if document.get("service") != identity:
        return f"it was kept for {document.get('service')!r}, the service now is {identity!r}"
    if not isinstance(document.get("lists"), dict):
        return "it has no lists"
    return None
