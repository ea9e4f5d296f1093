"""The bench's counted figures: instructions executed by the app's process under callgrind.

Each scenario of ``bench_ui`` runs once more under ``valgrind --tool=callgrind`` (the app's
process only: the embedded sandbox and a sandbox in its own process run natively), its parts
marked by the probe (``tests/perf/counting.py``):

- ``count_start_*``: the start to the first painted frame (the window with the cached catalogue),
  to the first turn of the loop after it (the cached catalogue usable), and to the live
  catalogue; each against the bare PySide6 window counted in the same run, and the live start
  against the app's libraries alone too (``count_start_library_stack``).
- ``count_walkin_*``, ``count_walkin_foreign_*``: each step of the keyboard-only walk-ins, from
  the catalogue (the warm-up done) to the voucher preview, and the sale's total; the voucher saved
  as PDF; the booking found by a scan of its reference; ``count_walkin_activity``: the ACTIVITY
  sale paid in exact cash; ``count_walkin_aadhaar_1_scan_*``, ``count_walkin_aadhaar_2_scans_*``:
  the three-passenger sale on the trip that needs the number, one and two of its Indian
  passengers from their Aadhaar card's QR.
- ``count_stall_*``: each action of the stall scenarios, apart: a catalogue of 500 loaded, then
  filtered as typed, per module; History reading 10,000 bookings and searching them; a month's
  bank statement imported and matched in the shift report, each of its turns on the UI thread
  apart (the sum, and the busiest turn); Disruptions opened on the operator's
  cancellation, a disrupted party's refund recorded, a customer's data opened from History and
  corrected (``bench_after_sale``).
- ``count_stall_<scenario>_busiest_turn``, ``count_stall_<scenario>_turns``: the catalogue's,
  History's and the after-sale's stall scenarios run once more, each pass of the UI thread's
  loop in a figure's heartbeat block counted apart (``turn_marks.LoopTurns``): the busiest
  turn and the turns' sum (``stall_turn_counts``).

A count is gated against ``baseline.json`` (``run_all``): more than ``COUNT_TOLERANCE`` over it
misses. ``python -m tests.perf.run_all --counts-only`` (``make bench-counts``) runs these alone,
``--counted walkin-aadhaar`` (a key of ``SCENARIOS``, repeatable) only the scenarios named.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from tests.perf import bench_after_sale, bench_ui, watch_year
from tests.perf.bench_ui import BARE_WINDOW, CATALOGUE_SIZE, HISTORY_COUNTED, LIBRARY_STACK
from tests.perf.counting import PROBE_LIMIT_S, CountingError, count, count_threads, cumulative
from tests.perf.figure import COUNTED_UNIT, Figure
from tests.perf.sandbox_process import sandbox_process
from tests.perf.start_probe import FIRST_PAINT, LIVE, PARTS, SHOWN, USABLE, WINDOW
from tests.perf.turn_parts import MARKS, TURN, TURNS_ENV, Response, figure_turns, response_of

UNIT = COUNTED_UNIT
# The watcher asks about each booking at its pace by the clock: under callgrind's slowdown a
# minute of the scenario would be an hour of it. Never while counting (20,000 minutes: a Qt
# timer's interval must stay under 2**31 ms).
QUIET_SETTINGS = {"watch_near_minutes": 20_000, "watch_far_minutes": 20_000}
DOMESTIC_STEPS = (
    "boats, date and filter",
    "departures",
    "book screen",
    "customer and passengers",
    "review",
    "settle",
    "voucher preview",
)
FOREIGN_STEPS = (*DOMESTIC_STEPS[:4], "scan", *DOMESTIC_STEPS[4:])
# The three-passenger sale on the number trip (``walkin.walk_in_three_aadhaar_sale``). A step's
# name is a counted part's: callgrind_control passes it through a shell, which a quote breaks.
AADHAAR_STEPS = (
    *DOMESTIC_STEPS[:3],
    "customer and passenger 1",
    "the passport",
    "the scan offered",
    "scan",
    "passenger 3",
    *DOMESTIC_STEPS[4:],
)


def _slug(text: str) -> str:
    return "_".join(text.replace(",", "").split())


def _environment(home: Path, **extra: str) -> dict[str, str]:
    """``bench_ui``'s environment for a probe in ``home``, the watcher quiet."""
    env = bench_ui._environment(home, **extra)
    from app.counter.config.paths import AppPaths

    settings = AppPaths.under(home).settings_file
    settings.write_text(json.dumps(QUIET_SETTINGS), encoding="utf-8")
    return env


def _probe(
    kind: str, env: Mapping[str, str], *extra: str, from_start: bool = False
) -> dict[str, int]:
    """The parts ``probe kind`` marked; uninstrumented up to its ``restart()`` unless
    ``from_start``."""
    return count(["-m", bench_ui.PROBES, "probe", kind, *extra], env, from_start=from_start)


BARE = "count_start_bare_window"
FLOOR_UNGATED = (
    "the floor, divided by: the interpreter's and PySide6's start, which the app does not "
    "choose; the starts are gated on their ratios to it"
)


def start_counts() -> list[Figure]:
    """The start's counts, and their floors, counted in the same run."""
    from app.sandbox import SANDBOX_KEYS

    bench_ui.compile_ahead()
    with (
        tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch,
        sandbox_process() as base_url,
    ):
        env = _environment(Path(scratch))
        # Uncounted: seeds the embedded sandbox's database and leaves the start cache.
        bench_ui._times_until(
            [sys.executable, "-m", bench_ui.START_PROBE],
            env,
            "painted without a cached catalogue",
            SHOWN,
        )
        app = cumulative(count(["-m", bench_ui.START_PROBE], env), PARTS)
        bare = count(["-c", BARE_WINDOW], env, name="the bare window")[SHOWN]
        stack_run = ["-c", LIBRARY_STACK, base_url, SANDBOX_KEYS["demo"]]
        stack = count(stack_run, env, name="the library stack")[SHOWN]
    return start_figures(app, bare, stack)


def start_figures(app: Mapping[str, int], bare: int, stack: int) -> list[Figure]:
    """The start's figures from one run's counts: the app's parts (``start_probe.PARTS``, each
    from the process's start), the bare window's and the libraries' alone. Each start is gated
    on its ratio to the bare window; the bare window is reported, not gated."""
    note = "the app's process from its start, offscreen, embedded sandbox; floor: a bare window"
    starts = {
        FIRST_PAINT: "to the first painted frame: the start window, the cached activities listed",
        USABLE: "to the loop's first turn after the paint (a key typed is taken)",
        WINDOW: "to the real window painted with the cached catalogue",
        LIVE: "to the service's catalogue listed",
    }
    return [
        Figure(BARE, bare, UNIT, note="a bare PySide6 window shown", ungated=FLOOR_UNGATED),
        Figure(
            "count_start_library_stack",
            stack,
            UNIT,
            floor=bare,
            floor_name=BARE,
            note="the app's libraries alone (window, qasync, one httpx request, one pydantic "
            "model; sandbox in its own process)",
        ),
        *(
            Figure(
                f"count_start_to_{part}",
                app[part],
                UNIT,
                floor=bare,
                floor_name=BARE,
                note=f"{note}; {told}",
            )
            for part, told in starts.items()
        ),
    ]


def _sale_figures(prefix: str, parts: Mapping[str, int], steps: tuple[str, ...]) -> list[Figure]:
    figures = [
        Figure(f"{prefix}_{_slug(step)}", parts[step], UNIT, note=f"the walk-in's step: {step}")
        for step in steps
    ]
    total = sum(parts[step] for step in steps)
    figures.append(
        Figure(f"{prefix}_sale", total, UNIT, note="the sale's steps together, to the voucher")
    )
    return figures


def walkin_counts() -> list[Figure]:
    """The walk-ins' counts, step by step."""
    # Imported here, as ``bench_bank`` is: they are Qt's, and the figures' gate is tested without.
    from tests.perf.walkin import ACTIVITY_SALE, SCAN_FIND, VOUCHER_PDF

    figures: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        env = _environment(Path(scratch))
        domestic = _probe("walkin", env)
    figures += _sale_figures("count_walkin", domestic, DOMESTIC_STEPS)
    figures.append(
        Figure("count_walkin_voucher_pdf", domestic[VOUCHER_PDF], UNIT, note="saved as PDF")
    )
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        foreign = _probe("walkin-foreign", _environment(Path(scratch)))
    figures += _sale_figures("count_walkin_foreign", foreign, FOREIGN_STEPS)
    figures.append(
        Figure(
            "count_walkin_foreign_scan_find",
            foreign[SCAN_FIND],
            UNIT,
            note="the booking found by a scan of its reference",
        )
    )
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        activity = _probe("walkin-activity", _environment(Path(scratch)))
    figures.append(
        Figure(
            "count_walkin_activity",
            activity[ACTIVITY_SALE],
            UNIT,
            note="the ACTIVITY sale for 2 paid in exact cash, catalogue to the booked sale",
        )
    )
    return figures


# The three-passenger sale on the number trip, counted with one and with two Aadhaar scans.
AADHAAR_COUNTED = {1: "count_walkin_aadhaar_1_scan", 2: "count_walkin_aadhaar_2_scans"}


def aadhaar_walkin_counts() -> list[Figure]:
    """The three-passenger BOAT sale on the trip that needs every passenger's number, with one
    and with two of its Indian passengers from their Aadhaar card's QR, step by step (issue 96)."""
    figures: list[Figure] = []
    for scans, prefix in AADHAAR_COUNTED.items():
        with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
            parts = _probe(bench_ui.AADHAAR_PROBES[scans], _environment(Path(scratch)))
        figures += _sale_figures(prefix, parts, AADHAAR_STEPS)
    return figures


def stall_counts() -> list[Figure]:
    """Each action of the catalogue and History stall scenarios, counted apart."""
    from app.sandbox import SANDBOX_KEYS
    from tests.perf import bench_bank

    with (
        tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch,
        sandbox_process(catalogue_size=CATALOGUE_SIZE) as base_url,
    ):
        env = _environment(Path(scratch), COUNTERDESK_API_KEY=SANDBOX_KEYS["demo"])
        catalogue = _probe("stall-catalogue", env, base_url)
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        history = _probe("stall-history", _environment(Path(scratch)))
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        probe = ["-m", bench_bank.MODULE, "probe", bench_bank.PROBE]
        bank = count(probe, _environment(Path(scratch)), from_start=False, main_thread=True)
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        probe = ["-m", bench_after_sale.MODULE, "probe", bench_after_sale.PROBE]
        after_sale = count(probe, _environment(Path(scratch)), from_start=False)
    figures = [
        Figure(
            f"count_stall_{_slug(name)}",
            value,
            UNIT,
            note=f"{CATALOGUE_SIZE} entries from a sandbox in its own process; {name}",
        )
        for name, value in catalogue.items()
    ]
    figures += [
        Figure(f"count_stall_{_slug(name)}", after_sale[name], UNIT, note=f"{note} (counted)")
        for name, (_figure, note) in zip(
            bench_after_sale.PARTS, bench_after_sale.FIGURES.values(), strict=True
        )
    ]
    figures.append(
        Figure(
            f"count_stall_{_slug(HISTORY_COUNTED)}",
            history[HISTORY_COUNTED],
            UNIT,
            note=f"History reads {bench_ui.HISTORY_ROWS:,} bookings and searches them as typed",
        )
    )
    figures += bench_bank.counted_figures(bank)
    return figures


def busiest_figures(
    parts: Mapping[str, int],
    named: Mapping[str, str],
    what: str,
) -> list[Figure]:
    """For each stall figure ``named`` (its key in the probe: its ``ui_stall_*`` name), the
    busiest of its counted turns on the UI thread for each response they were part of (a key's
    answer, an action's result, a job's: ``turn_parts.Response``), each held to that
    response's budget in budgets.toml, and their sum, from one run's ``parts``."""
    by_key = figure_turns(parts)
    own = parts[TURN + MARKS]
    figures: list[Figure] = []
    for key, stall in named.items():
        if key not in by_key:
            raise CountingError(f"the stall {stall!r} ({key}) was not counted turn by turn")
        turns = by_key[key]
        scenario = stall.removeprefix("ui_stall_")
        note = (
            f"{what}; {stall}'s {len(turns)} turns of the UI thread's loop, each counted apart "
            f"with the marks' own in it (an empty turn: {own / 1e6:.2f} M)"
        )
        for response in Response:
            answered = {
                turn: count for turn, count in turns.items() if response_of(turn) == response
            }
            if not answered:
                continue
            busiest = max(answered, key=lambda turn: answered[turn])
            name = f"count_stall_{scenario}_{response}_busiest_turn"
            figures.append(
                Figure(
                    name,
                    answered[busiest],
                    UNIT,
                    note=f"{note}; the busiest of its {len(answered)} {response} turns, turn "
                    f"{busiest.partition(' ')[0]}",
                    unheld=OVER_NOT_YET_HELD.get(name, ""),
                )
            )
        figures.append(
            Figure(f"count_stall_{scenario}_turns", sum(turns.values()), UNIT, note=note)
        )
    return figures


def _turns(
    arguments: Sequence[str], env: Mapping[str, str], name: str, limit_s: float = PROBE_LIMIT_S
) -> dict[str, int]:
    """One probe counted turn by turn on the UI thread alone (its set-up uninstrumented)."""
    return count(
        arguments,
        {**env, TURNS_ENV: "1"},
        from_start=False,
        limit_s=limit_s,
        main_thread=True,
        name=name,
    )


def stall_turn_counts() -> list[Figure]:
    """The stall scenarios' turns, counted one by one: each one's busiest turn and their sum
    (``busiest_figures``), one counted run of each probe. Not yet among them: the year's History
    and shift reports and the round's screens, each past a counted run's 20-minute limit
    counted so, and the agency's History, not yet counted so
    (docs/decisions/every-turn-counted.md)."""
    from app.sandbox import SANDBOX_KEYS

    figures: list[Figure] = []
    with (
        tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch,
        sandbox_process(catalogue_size=CATALOGUE_SIZE) as base_url,
    ):
        env = _environment(Path(scratch), COUNTERDESK_API_KEY=SANDBOX_KEYS["demo"])
        probe = ["-m", bench_ui.PROBES, "probe", "stall-catalogue", base_url]
        parts = _turns(probe, env, "the catalogue's stall")
    named = {"catalogue": "ui_stall_catalogue_500_load_filter"}
    figures += busiest_figures(parts, named, f"{CATALOGUE_SIZE} entries from a sandbox")
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        probe = ["-m", bench_ui.PROBES, "probe", "stall-history"]
        parts = _turns(probe, _environment(Path(scratch)), "History's stall")
    named = {"history": "ui_stall_history_10000_load_search"}
    what = f"History over {bench_ui.HISTORY_ROWS:,} bookings"
    figures += busiest_figures(parts, named, what)
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        probe = ["-m", bench_after_sale.MODULE, "probe", bench_after_sale.PROBE]
        parts = _turns(probe, _environment(Path(scratch)), "the after-sale stalls")
    named = {key: name for key, (name, _note) in bench_after_sale.FIGURES.items()}
    figures += busiest_figures(parts, named, "the after-sale screens")
    return figures


# `make bench-long`'s runs: the year's probe counted turn by turn took 1,388 s (issue 92), past
# the gate's 20 minutes; a machine twice as loaded must not kill it.
LONG_LIMIT_S = 2 * 3600.0


def long_turn_counts() -> list[Figure]:
    """The stall scenarios too long for the gate's 20 minutes, counted turn by turn as the
    others (``busiest_figures``): History and the shift reports over a year's journal, and the
    agency's History over 20 counters in a PostgreSQL store of its own. ``make bench-long``
    runs them; ``make bench`` does not (``SCENARIOS``)."""
    import asyncio

    from app.sandbox import SANDBOX_KEYS
    from tests.perf import bench_agency_history
    from tests.perf.agency_history import fill_season
    from tests.perf.bench_agency import agency_database

    with (
        tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch,
        sandbox_process() as base_url,
    ):
        env = _environment(Path(scratch), COUNTERDESK_API_KEY=SANDBOX_KEYS["demo"])
        probe = ["-m", bench_ui.PROBES, "probe", "year", base_url]
        parts = _turns(probe, env, "the year's History and shift reports", LONG_LIMIT_S)
    named = {key: name for key, (name, _note) in bench_ui.YEAR_FIGURES.items()}
    what = f"a year's journal of {bench_ui.YEAR_BOOKINGS:,} bookings"
    figures = busiest_figures(parts, named, what)
    counters = bench_agency_history.COUNTERS
    with agency_database() as url:
        season = asyncio.run(fill_season(url, counters, bench_agency_history.SALES_PER_COUNTER))
        with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
            probe = [
                "-m",
                bench_agency_history.MODULE,
                "probe",
                bench_agency_history.PROBE,
                url,
                json.dumps(season.as_json()),
            ]
            parts = _turns(probe, _environment(Path(scratch)), "the agency's History", LONG_LIMIT_S)
    # Each phase apart; the probe's whole (``agency``) is the three together.
    named = {
        key: name
        for key, (name, _what) in bench_agency_history.FIGURES.items()
        if key != bench_agency_history.PROBE
    }
    what = f"the agency's History over {counters} counters' {season.sales:,} sales"
    return figures + busiest_figures(parts, named, what)


def shift_year_counts() -> list[Figure]:
    """The shift reports of a year's journal alone, counted turn by turn as in ``long``
    (``--counted long-shift``): a day's, then a month's days in turn."""
    from app.sandbox import SANDBOX_KEYS

    with (
        tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch,
        sandbox_process() as base_url,
    ):
        env = _environment(Path(scratch), COUNTERDESK_API_KEY=SANDBOX_KEYS["demo"])
        probe = ["-m", bench_ui.PROBES, "probe", "year-shift", base_url]
        parts = _turns(probe, env, "the year's shift reports", LONG_LIMIT_S)
    named = {key: bench_ui.YEAR_FIGURES[key][0] for key in ("shift_day", "shift_month")}
    return busiest_figures(parts, named, f"a year's journal of {bench_ui.YEAR_BOOKINGS:,} bookings")


def watch_counts() -> list[Figure]:
    """One round of the disruption watch on a year's journal (``watch_year``), then a re-pace of
    its index: each on the loop's thread alone (the UI thread in the app), and in the whole
    process."""
    note = (
        f"one round of the disruption watch over {watch_year.YEAR:,} bookings not yet travelled, "
        f"{watch_year.DUE} of them due (asked, each look recorded)"
    )
    repaced = (
        f"the watch's pace changed in the settings after that round: every next look of the "
        f"{watch_year.YEAR:,} bookings' index moved (one statement, in a worker)"
    )
    with tempfile.TemporaryDirectory(prefix="bench-counts-") as scratch:
        ui_thread, every = count_threads(
            ["-m", watch_year.__name__, scratch],
            dict(os.environ),
            from_start=False,
            name="the watch's round",
        )
    return [
        Figure(
            "count_watch_round_ui_thread",
            ui_thread[watch_year.ROUND],
            UNIT,
            note=f"{note}; the loop's thread alone (the UI thread in the app)",
        ),
        Figure(
            "count_watch_round",
            every[watch_year.ROUND],
            UNIT,
            note=f"{note}; the whole process, the journal's workers with it",
        ),
        Figure(
            "count_watch_repace_ui_thread",
            ui_thread[watch_year.REPACE],
            UNIT,
            note=f"{repaced}; the loop's thread alone (the UI thread in the app)",
        ),
        Figure(
            "count_watch_repace",
            every[watch_year.REPACE],
            UNIT,
            note=f"{repaced}; the whole process, the journal's worker with it",
        ),
    ]


# Counts that moved more than 0.5 % between two counted runs (tests/perf/README.md, "ratios gate,
# the harness out of the count"): reported and not gated until they repeat. Each waits on a worker,
# a timer or another process within its part, whose work lands on either side of a mark.
NOT_REPEATING: dict[str, tuple[int, int]] = {
    "count_walkin_boats_date_and_filter": (108_236_072, 108_919_482),
    "count_walkin_departures": (136_089_889, 144_908_112),
    "count_walkin_settle": (526_337_628, 537_333_353),
    "count_walkin_voucher_preview": (1_034_549, 549_168),
    "count_walkin_sale": (1_298_449_180, 1_318_099_551),
    "count_walkin_foreign_departures": (136_254_929, 140_084_993),
    "count_walkin_foreign_book_screen": (146_758_680, 156_646_412),
    "count_walkin_foreign_scan": (252_549_348, 256_359_697),
    "count_walkin_foreign_review": (260_816_893, 250_078_337),
    "count_walkin_foreign_settle": (563_804_064, 572_986_904),
    "count_walkin_foreign_voucher_preview": (653_964, 576_053),
    "count_walkin_foreign_sale": (1_634_314_748, 1_650_792_533),
    "count_walkin_activity": (842_239_901, 878_483_996),
    "count_stall_catalogue_activity_load": (370_218_521, 345_206_130),
    "count_stall_catalogue_boat_load": (638_506_920, 604_288_063),
    "count_stall_disruptions_open": (118_683_131, 119_351_624),
    "count_stall_disruptions_refund": (410_307_782, 402_574_955),
    "count_stall_customer_data_correction": (17_154_483, 17_507_507),
    "count_stall_history_load_and_search": (1_627_342_499, 1_646_475_750),
    # Two runs of one tree on 2026-11-27 (the baseline's, 01:46, and `make bench`'s, 02:15). The
    # statement's turns wait on its child process; the busiest turn's 16 M budget still holds it.
    "count_stall_bank_statement_50000_import": (191_339_488, 195_057_057),
    "count_stall_bank_statement_busiest_turn": (5_498_400, 7_067_457),
    "count_stall_customer_data_open": (259_727_347, 249_969_729),
    "count_walkin_foreign_boats_date_and_filter": (109_235_129, 108_637_652),
    # The loop's side of a worker's statement: its polls while it waits (third run: 175,895).
    "count_watch_repace_ui_thread": (170_034, 176_034),
    # The round's loop side too, which awaits the journal's workers and polls while they work:
    # one app code counted 4,736,447 (2026-11-28, 06a0d4c6, beside `make test`) and 4,665,272
    # (5f8f736e, 09:45 UTC); 9a9199ef, before issue 93's History and drawer, 4,627,051 beside
    # the latter. callgrind_annotate puts the difference in the loop's task steps and frees,
    # no function of the app's; the whole process's round repeats (-0.37 %, -0.17 %): gated.
    "count_watch_round_ui_thread": (4_736_447, 4_665_272),
    # Two runs of one tree on 2026-11-27 (e75g's, 11:05 and 11:50 UTC): the first rose 9.7 % and
    # did not come back (main counted 121,828,533 beside it); the scan's find moved 0.63 %.
    "count_walkin_customer_and_passengers": (133_263_464, 122_156_085),
    "count_walkin_foreign_scan_find": (192_881_502, 194_087_091),
    # Counted turn by turn, the window's stack sized by the screen in front (2026-11-27, 17:16,
    # 17:22 and 17:28 UTC, the first and third here): the after-sale's actions wait on the
    # embedded sandbox's answers, which land in one pass of the loop or the next (the refund's
    # busiest 90,482,427, 90,406,426, 88,154,143; the customer's data's 75,937,944, 75,881,192,
    # 58,031,040). Disruptions opened is one turn and repeats (67,460,869, 67,456,759,
    # 67,259,732, and 67,236,332 with the screen built ahead sized behind): gated on its
    # baseline.
    "count_stall_disruptions_refund_action_busiest_turn": (90_482_427, 88_154_143),
    "count_stall_disruptions_refund_turns": (257_239_394, 246_166_677),
    "count_stall_customer_data_open_action_busiest_turn": (75_937_944, 58_031_040),
    "count_stall_customer_data_open_turns": (187_421_166, 248_112_014),
    # The correction's turns summed: 14,026,276 on the baseline's run, 14,195,172 in a fresh
    # `make bench` beside a test run (+1.20 %), the saved answer landing in one turn or the next;
    # its busiest turn repeats (12,651,155 and 12,664,926) and stays held at 16 M.
    "count_stall_customer_data_correction_turns": (14_026_276, 14_195_172),
    # Its busiest turn, later: 12,813,933 in the whole run on ccd28283 beside a test run
    # (2026-11-28, 10:30 UTC, +1.07 % over its baseline), 12,690,161 in the after-sale probe
    # alone on 015011c4 twenty minutes on (+0.09 %), nothing of the correction changed between:
    # set apart, held at 16 M by its budget.
    "count_stall_customer_data_correction_action_busiest_turn": (12_651_155, 12_813_933),
    # History's rows measured a screenful at a time (c85e0245): what is left of a turn is a
    # reset's fit and paint, and how many resets the typed search makes follows the clock (81
    # and 64 turns in two runs of one tree, 2026-11-27, 17:19 and 17:32 UTC). Those two runs'
    # busiest turns were the search's (the search cleared, its 10,000 rows back), counted
    # before a turn was classed by its response.
    "count_stall_history_10000_load_search_key_busiest_turn": (91_374_370, 90_421_512),
    "count_stall_history_10000_load_search_turns": (358_542_312, 302_228_922),
    # The catalogue's turns summed, four runs of i75c's tree on 2026-11-27 (17:12 to 17:52 UTC):
    # 860,276,255 to 899,895,540 (+4.6 %) in 261 to 338 turns, as the probe's keys, 30 ms apart,
    # fall into turns; its busiest turn repeats (55,721,514 to 55,763,827, within 0.08 %).
    "count_stall_catalogue_500_load_filter_turns": (860_276_255, 899_895_540),
    # The three-passenger sale on the number trip, two runs of one tree side by side
    # (2026-11-28, 02:56 to 03:05 UTC): the photo page's scan waits on its worker, the Book
    # screen, the settle and the preview on the sandbox's answers and a worker, as the other
    # walk-ins' do. Each passenger's own step, the Aadhaar scans' among them, repeats within
    # 0.03 %; the one-scan sale within 0.50 % (-0.497 %), gated.
    "count_walkin_aadhaar_1_scan_book_screen": (152_970_366, 164_256_593),
    "count_walkin_aadhaar_1_scan_scan": (310_936_998, 270_847_093),
    "count_walkin_aadhaar_1_scan_voucher_preview": (679_428, 718_952),
    "count_walkin_aadhaar_2_scans_scan": (311_016_450, 253_933_545),
    "count_walkin_aadhaar_2_scans_settle": (488_247_592, 463_848_625),
    "count_walkin_aadhaar_2_scans_voucher_preview": (667_162, 579_888),
    "count_walkin_aadhaar_2_scans_sale": (8_810_488_831, 8_728_266_704),
    # With the collector off (5f8f736e), two runs of the walk-ins on 2026-11-28 (09:43 UTC,
    # b49fadb0's app; 09:59, ccd28283's, issue 93's CSV and letters apart, which neither step
    # reaches): the one-scan sale's settle counted 468,643,845 and 484,600,918 (its twin, the
    # two-scan settle, is set apart above); the departures, the same step in both walk-ins,
    # 123,203,929 and 125,293,496 in the one-scan walk-in, 123,345,306 and 123,201,245 in the
    # two-scan one, against its baseline's 121,974,728: both wait on the sandbox's answers.
    "count_walkin_aadhaar_1_scan_settle": (468_643_845, 484_600_918),
    # The boat list's filter, one tree (2026-11-28): 229.4 M to 230.2 M in seven runs of the
    # stall probe alone, the collector on or off, one or both cores busy; 265.3 M to 266.2 M in
    # four (two alone, two in a whole `make bench-counts`), the collector on or off. The step
    # between them, 36 M, is one paint of the whole list (500 boats: 35 M, `_keep_scroll_bar`
    # of app/ui/screens/catalogue.py); which runs paint it twice was not found. The activities'
    # filter repeats (231.4 M to 232.3 M) and stays gated, as does the catalogue's busiest turn.
    "count_stall_catalogue_boat_filter": (229_781_955, 266_195_131),
    "count_walkin_aadhaar_2_scans_departures": (121_974_728, 123_345_306),
    # The two-scan walk-in's review: 218,194,866 (09:43 UTC), 221,660,789 (ccd28283, 09:59) and
    # 232,315,078 (f8070a5c, 11:02) on 2026-11-28, where the one-scan walk-in's same step
    # repeats (225,330,804, 225,086,187, 225,446,997): nothing between the runs reaches the
    # review; what the second scan set going lands in it or not.
    "count_walkin_aadhaar_2_scans_review": (221_660_789, 232_315_078),
    # Two whole `make bench` runs of 39dbcee5 on fresh clones (2026-11-29, 02:46 at a load
    # under 1, 03:21 with both cores busy), every other gated count within 0.5 % (issue 92):
    # the catalogue's load waits on the sandbox's answer, History's opening and the watch's
    # round on the journal's workers, whose results land in one pass of the loop or the next
    # (the catalogue's 52,238,587 on a6d5a19a; History's 26,647,504 there). Each stays held by
    # its class's budget.
    "count_stall_catalogue_500_load_filter_action_busiest_turn": (52_425_279, 53_477_601),
    "count_stall_history_10000_load_search_action_busiest_turn": (27_353_276, 26_669_461),
    "count_stall_watch_round_found_turns": (359_186_474, 350_151_562),
    # The one-scan walk-in's passenger 3, after the scan set apart above: 160,806,478 and
    # 160,742,577 in the two runs of 39dbcee5, 149,628,565 in a third of the same app (76556331,
    # both cores busy), 149,519,158 and 160,912,202 counted alone: what the scan's worker does
    # lands in this step or the one before.
    "count_walkin_aadhaar_1_scan_passenger_3": (160_806_478, 149_628_565),
    # Item 4 of issue 92: the same app counted at a load under 1 (39dbcee5, 2026-11-29, 02:46
    # UTC) and with both cores busy throughout (76556331, 04:35, load 3.3 to 4.3). Each of
    # these moved 0.52 to 1.20 % with the load, where 23 of the 34 gated counts moved 0.5 % or
    # less; in the two runs of 39dbcee5 (the second busy for half of it) each agreed within
    # 0.5 %. Each step waits on another thread or process beside the loop (the watch's journal
    # workers and sandbox, the walk-ins' sandbox answers), whose wait the load lengthens. The
    # round found's background turn stays listed over its 16 M, not yet held.
    "count_stall_disruptions_open_action_busiest_turn": (70_636_462, 70_263_879),
    "count_stall_disruptions_open_turns": (70_636_462, 70_263_879),
    "count_stall_watch_round_found": (338_197_182, 340_429_700),
    "count_stall_watch_round_found_background_busiest_turn": (32_441_003, 32_649_572),
    "count_walkin_aadhaar_1_scan_review": (222_292_030, 224_950_569),
    "count_walkin_aadhaar_1_scan_sale": (5_707_159_583, 5_752_754_253),
    "count_walkin_aadhaar_2_scans_boats_date_and_filter": (80_547_025, 80_038_206),
    "count_watch_round": (16_836_416, 16_940_416),
    # The last of the four walk-ins' first steps still gated, its three twins set apart above:
    # the same tree (e0bddf36) counted 78,337,585 at a load under 1 and 77,942,357 with both
    # cores busy (2026-11-29, 10:07 and 10:44 UTC), 78,718,284 and 78,676,395 alone (aeb679aa,
    # 13:26 and 13:28), -0.46 % and -0.49 % in the two earlier pairs of quiet and busy runs. The
    # keys typed in one go (Boats, the date five days on, the filter) each ask the sandbox for a
    # list, whose answers land in one pass of the loop or the next, or after the next question.
    "count_walkin_aadhaar_1_scan_boats_date_and_filter": (78_337_585, 77_942_357),
}


# Issue 92: a response over its class's budget (budgets.toml) when first counted so, reported
# "over, not yet held" with its profile until it is brought under; its baseline still gates it.
OVER_NOT_YET_HELD: dict[str, str] = {
    "count_stall_watch_round_found_background_busiest_turn": (
        "38,991,367 when first counted (2026-11-28, cf6aa8e9's tree): the banner shown and the "
        "window painted again under it (paintAndFlush 25.0 M, the catalogue's table 12.8 M), the "
        "banner's text laid out (QTextLine::setLineWidth 11.7 M); profile: tests/perf/README.md, "
        "2026-11-28, 13:50 UTC (issue 92)"
    ),
}


def _set_apart(figure: Figure) -> Figure:
    """``figure``, not gated if it is one of ``NOT_REPEATING``, with the two runs' counts."""
    runs = NOT_REPEATING.get(figure.name)
    if runs is None:
        return figure
    first, second = runs
    return replace(
        figure,
        ungated=f"did not repeat within 0.5 % in two runs: {first:,} and {second:,} "
        f"({(second - first) / first:+.2%})",
    )


SCENARIOS: dict[str, Callable[[], list[Figure]]] = {
    "start": start_counts,
    "walkin": walkin_counts,
    "walkin-aadhaar": aadhaar_walkin_counts,
    "stall": stall_counts,
    "watch": watch_counts,
    "turns": stall_turn_counts,
}
# Run only when named (``make bench-long``): past the gate's 20 minutes.
LONG_SCENARIOS: dict[str, Callable[[], list[Figure]]] = {
    "long": long_turn_counts,
    "long-shift": shift_year_counts,
}


def run(only: Sequence[str] = ()) -> list[Figure]:
    """Every counted figure of ``SCENARIOS``, or those of the scenarios ``only`` names (keys of
    ``SCENARIOS`` or ``LONG_SCENARIOS``)."""
    named = {**SCENARIOS, **LONG_SCENARIOS}
    return [
        _set_apart(figure)
        for name, scenario in named.items()
        if (name in only if only else name in SCENARIOS)
        for figure in scenario()
    ]
