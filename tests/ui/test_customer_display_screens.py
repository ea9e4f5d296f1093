"""The customer display on a real second screen (Qt's offscreen platform given two): it goes on
the customer's screen, leaves when that screen is unplugged and comes back when it is plugged in."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCREENS = {
    "screens": [
        {"name": "clerk", "x": 0, "y": 0, "width": 1366, "height": 768},
        {"name": "customer", "x": 1366, "y": 0, "width": 1024, "height": 600},
    ]
}


def test_the_display_follows_the_second_screen_out_and_back(tmp_path: Path) -> None:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    run = subprocess.run(
        [sys.executable, "-m", "tests.ui.helpers.customer_display_screens"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    steps = json.loads(run.stdout.strip().splitlines()[-1])

    assert steps["screens"] == ["clerk", "customer"]
    assert steps["plugged"] == [True, "customer", 1024, 600]  # the whole customer screen
    assert steps["active"] is True and steps["active_again"] is True  # the keys stay the clerk's
    assert steps["unplugged"][0] is False
    assert steps["plugged_again"] == [True, "customer", 1024, 600]
    assert steps["switched_off"][0] is False
