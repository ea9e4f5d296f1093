"""The app side of the warm-up's collector test: ``python -m tests.ui.helpers.warm_collector HOME
BASE_URL`` starts Counterdesk as ``counterdesk --base-url`` does, waits for the warm-up to end,
and prints one JSON line: how many objects a full garbage collection then walks."""

from __future__ import annotations

import asyncio
import gc
import json
import sys
from pathlib import Path

from app.counter.config.paths import AppPaths
from app.ui.desk import Desk
from app.ui.launch import LaunchOptions, run_app

# After the warm-up: what the loop's next turns make is not the warm-up's.
SETTLE_S = 0.5


def main(argv: list[str]) -> int:
    """Run the app on ``argv``'s home and service until its warm-up is over; report, quit."""

    async def report(desk: Desk) -> int:
        while not desk.warm_up.done:
            await asyncio.sleep(0.05)
        await asyncio.sleep(SETTLE_S)
        print(json.dumps({"walked": len(gc.get_objects())}), flush=True)
        return 0

    return run_app(LaunchOptions(AppPaths.under(Path(argv[0])), argv[1]), report)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
