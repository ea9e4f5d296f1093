"""A 100-passenger BOAT booking with 1.9 MB scans: body size, peak memory, time, loop stalls.

The sandbox runs in its own process, and each measurement in a fresh child process, so the
child's peak RSS (``ru_maxrss``) is the booking's alone. The booking goes through the app's path,
on the app's event loop (qasync over Qt, with its worker threads): ``BookingFlow.review`` in a
worker, as the Book screen does, then ``settle`` (journal, scans kept on disk, streamed upload),
with a 10 ms QTimer heartbeat. Figures:

- ``upload_peak_rss_over_body``: (peak RSS - RSS just before the review) / body size, budget 1.5;
- ``upload_peak_rss_increase``: the same peak against the body encoded the plain way (one JSON
  string, then its bytes), measured the same way;
- ``ui_stall_boat_booking_100_scans``: the longest heartbeat gap during review and settle.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.perf.bench_sandbox import CLOCK
from tests.perf.figure import STALL_RUNS, Figure, stall_figure
from tests.perf.sandbox_process import sandbox_process

PASSENGERS = 100
# Just under the 2,000,000-character limit, as a phone photo of a passport would be.
SCAN_BYTES = 1_425_000
SCHEDULE = 1  # Port Blair to Havelock: 200 seats; every passenger shows a passport scan


def _rss_mb() -> float:
    """Resident memory now (Linux /proc), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def _peak_mb() -> float:
    """The process's peak resident memory so far, in MB (ru_maxrss is KiB on Linux)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _scans() -> list[str]:
    """100 different JPEG data URIs of about 1.9 million characters each: padded with zeros
    (filler; anything else after a JPEG's end is refused as another file), each a byte shorter
    than the one before, so that no two are the same."""
    from app.domain.id_proof import encode_data_uri
    from tests.domain.samples import JPEG_BYTES

    return [
        encode_data_uri(JPEG_BYTES + bytes(SCAN_BYTES - len(JPEG_BYTES) - i))
        for i in range(PASSENGERS)
    ]


async def _sale(base_url: str, folder: Path, plain: bool) -> dict[str, Any]:
    from app.api import PartnerClient
    from app.api.body import encode_body
    from app.booking import PassengerEntry, settle
    from app.booking.flow import BookingFlow
    from app.journal import Journal
    from app.sandbox import SANDBOX_KEYS
    from tests.booking.sales import TRAVEL_DAY, boat_flow
    from tests.booking.sales import boat_choice as read_choice
    from tests.conftest import FROZEN_NOW

    class Remote:
        """What ``boat_choice`` reads of a sandbox: its address and demo key."""

        demo_key = SANDBOX_KEYS["demo"]

        def __init__(self, url: str) -> None:
            self.base_url = url

    choice = read_choice(Remote(base_url), SCHEDULE, TRAVEL_DAY)  # type: ignore[arg-type]
    people = [
        PassengerEntry(
            traveler_name=f"Traveller {i}",
            age=30,
            pax_gender="FEMALE",
            nationality="GERMAN",
            id_type="PASSPORT",
            id_number=f"C0{i:07d}",
            id_proof_file=scan,
        )
        for i, scan in enumerate(_scans())
    ]
    flow: BookingFlow = boat_flow(choice, people, lambda: FROZEN_NOW.date())
    del people
    if plain:
        rss_before = _rss_mb()
        size = len(encode_body(flow.review().request.to_wire()))
        return {"peak_increase_mb": _peak_mb() - rss_before, "body_bytes": size}
    marks: dict[str, float] = {}

    def progress(sent: int, total: int) -> None:
        marks.setdefault("first", time.perf_counter())
        marks["last"] = time.perf_counter()
        marks["total"] = total

    from tests.perf.heartbeat import Heartbeat

    async with PartnerClient(
        base_url=base_url, api_key=SANDBOX_KEYS["demo"], today=lambda: FROZEN_NOW.date()
    ) as client:
        # As at the counter: the review shows the wallet, read just before.
        flow.set_wallet(await client.wallet_balance())
        # As at the counter: the journal was opened when the app started, not for the sale.
        with Journal(folder) as journal:
            rss_before = _rss_mb()
            with Heartbeat().measuring() as heartbeat:
                started = time.perf_counter()
                review = await asyncio.to_thread(flow.review)
                reviewed = time.perf_counter()
                outcome = await settle(client, journal, flow, on_progress=progress)
                done = time.perf_counter()
    assert outcome.result.settlement_breakdown.total_debited == review.total_debited
    return {
        "peak_increase_mb": _peak_mb() - rss_before,
        "body_bytes": marks["total"],
        "review_s": reviewed - started,
        "prepare_s": marks["first"] - reviewed,
        "upload_s": marks["last"] - marks["first"],
        "answer_s": done - marks["last"],
        "settle_s": done - reviewed,
        "longest_loop_stall_ms": heartbeat.longest_ms,
        "longest_loop_stall_busy_ms": heartbeat.longest_busy_ms,
    }


def _measure(base_url: str, plain: bool) -> dict[str, Any]:
    """One sale in a fresh child process; its figures."""
    with tempfile.TemporaryDirectory() as folder:
        child = subprocess.run(
            [sys.executable, "-m", "tests.perf.bench_upload", base_url, folder, str(plain)],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
    return dict(json.loads(child.stdout.splitlines()[-1]))


def run() -> list[Figure]:
    """Streamed sale against the plain encoding of the same body."""
    with sandbox_process(clock=CLOCK) as base_url:
        streamed = _measure(base_url, plain=False)
        plain = _measure(base_url, plain=True)
    stalls = [streamed]
    for _ in range(STALL_RUNS - 1):
        # The departure has 200 seats: each further sale of 100 gets a sandbox of its own.
        with sandbox_process(clock=CLOCK) as base_url:
            stalls.append(_measure(base_url, plain=False))
    body_mb = streamed["body_bytes"] / 1e6
    note = f"{PASSENGERS} passengers, {body_mb:.0f} MB body"
    return [
        Figure("upload_body_size", body_mb, "MB", note=note),
        Figure(
            "upload_peak_rss_over_body",
            streamed["peak_increase_mb"],
            "MB",
            floor=body_mb,
            note="peak RSS above the idle baseline (form filled, just before the review) "
            "against the request body size",
        ),
        Figure(
            "upload_peak_rss_increase",
            streamed["peak_increase_mb"],
            "MB",
            floor=plain["peak_increase_mb"],
            note="floor: the same body encoded as one string and its bytes",
        ),
        Figure("upload_review", streamed["review_s"], "s", note="check every field and scan"),
        Figure(
            "upload_settle",
            streamed["settle_s"],
            "s",
            note=(
                f"journal, scans to disk and checks {streamed['prepare_s']:.2f} s, upload "
                f"{streamed['upload_s']:.2f} s, answer {streamed['answer_s']:.2f} s"
            ),
        ),
        stall_figure(
            "ui_stall_boat_booking_100_scans",
            stalls,
            "longest_loop_stall",
            "during review and settle (qasync, the app's worker threads); sandbox in its own "
            "process",
        ),
    ]


def _child(url: str, folder: Path, plain: bool) -> dict[str, Any]:
    """One sale on the app's event loop (a QApplication, qasync, the app's worker threads)."""
    from PySide6.QtWidgets import QApplication

    from app.ui.loop import new_event_loop

    app = QApplication([])
    with asyncio.Runner(loop_factory=new_event_loop) as runner:
        figures = runner.run(_sale(url, folder, plain))
    del app
    return figures


if __name__ == "__main__":
    url, folder, plain_text = sys.argv[1:4]
    print(json.dumps(_child(url, Path(folder), plain_text == "True")))
