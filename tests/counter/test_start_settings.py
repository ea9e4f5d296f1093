"""The start window's settings, read alone before the first paint, are the saved settings'
language, digits, theme and service, whatever the file holds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.counter.config.settings import Environment, Settings, Theme, load_settings, save_settings
from app.counter.config.start_settings import StartSettings, read_start_settings


def _as_start(settings: Settings) -> StartSettings:
    return StartSettings(
        language=settings.language,
        devanagari_digits=settings.devanagari_digits,
        theme=settings.theme,
        environment=settings.environment,
        base_url=settings.base_url,
    )


@pytest.mark.parametrize(
    "saved",
    [
        Settings(),
        Settings(language="hi", devanagari_digits=True, theme=Theme.DARK),
        Settings(language="ta", theme=Theme.HIGH_CONTRAST),
        Settings(environment=Environment.LIVE, base_url="https://partner.example/api"),
        Settings(base_url="http://127.0.0.1:8000"),
    ],
)
def test_a_saved_file_reads_as_the_settings_read_it(tmp_path: Path, saved: Settings) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, saved)
    start = read_start_settings(path)
    assert start == _as_start(load_settings(path)) == _as_start(saved)
    assert start.uses_embedded_sandbox == saved.uses_embedded_sandbox


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[1, 2]",
        '{"language": "xx", "theme": "neon", "environment": "moon"}',
        '{"language": 7, "base_url": "  https://partner.example//  "}',
        '{"language": "bn", "devanagari_digits": 1, "theme": "light"}',
    ],
)
def test_what_the_settings_refuse_or_ignore_the_start_does_too(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    assert read_start_settings(path) == _as_start(load_settings(path))


def test_a_missing_file_reads_as_the_defaults(tmp_path: Path) -> None:
    assert read_start_settings(tmp_path / "none.json") == _as_start(Settings())


def test_a_file_the_settings_refuse_for_another_value_is_painted_as_saved(tmp_path: Path) -> None:
    # The whole settings fall back to their defaults for a refused GSTIN; the start window is
    # painted with the saved language, and the launch applies the defaults' after the paint.
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "hi", "agency_gstin": "NOT A GSTIN"}), "utf-8")
    assert load_settings(path) == Settings()
    assert read_start_settings(path).language == "hi"
