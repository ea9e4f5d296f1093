"""The featured image when the service has one; what the command line selects."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.counter.config.settings import Environment, Settings, save_settings
from app.sandbox import EmbeddedSandbox
from app.ui.launch import API_KEY_ENV, LaunchOptions, initial_settings
from app.ui.registry import CATALOGUE
from app.ui.widgets.detail_html import IMAGE_URL
from tests.ui.conftest import screenshot
from tests.ui.helpers.catalogue import select


class NoPictures(httpx.AsyncBaseTransport):
    """A service without a media folder: /media/ is 404, everything else goes to the network."""

    def __init__(self) -> None:
        self.network = httpx.AsyncHTTPTransport()
        self.asked: list[httpx.Request] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.startswith("/media/"):
            self.asked.append(request)
            return httpx.Response(404)
        return await self.network.handle_async_request(request)

    async def aclose(self) -> None:
        await self.network.aclose()


def test_the_featured_image_from_the_sandbox_is_shown(desk: Any, qtbot: QtBot) -> None:
    screen = desk.window.catalogue
    select(screen, "Sea Walk at Elephant Beach")
    qtbot.waitUntil(lambda: IMAGE_URL in screen.detail.toHtml())
    screenshot(desk.window, "catalogue_with_image")


def test_no_image_from_the_service_leaves_the_text(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox
) -> None:
    media = NoPictures()
    desk = make_desk(http=httpx.AsyncClient(transport=media))
    assert run(desk.start(Settings(base_url=sandbox.base_url), sandbox.demo_key))
    screen = desk.window.catalogue
    select(screen, "Scuba Diving at North Bay")
    assert not run(desk.controller(CATALOGUE).load_image(screen.detail.entry))
    assert media.asked[-1].url == desk.connection.client.media_url("scuba-north-bay.png")
    assert "x-api-key" not in media.asked[-1].headers
    assert IMAGE_URL not in screen.detail.toHtml()
    assert "Scuba Diving at North Bay" in screen.detail.toPlainText()


def test_base_url_means_live_with_the_key_from_the_environment(
    home: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(API_KEY_ENV, "live-key-from-env-123")
    settings, key = initial_settings(LaunchOptions(home, "https://partner.example/"))
    assert settings == Settings(Environment.LIVE, "https://partner.example")
    assert key == "live-key-from-env-123"
    monkeypatch.delenv(API_KEY_ENV)
    assert initial_settings(LaunchOptions(home, "https://partner.example"))[1] is None


def test_without_base_url_the_saved_settings_apply(home: AppPaths) -> None:
    assert initial_settings(LaunchOptions(home)) == (Settings(), None)
    saved = Settings(Environment.LIVE, "https://partner.example", 20.0)
    save_settings(home.settings_file, saved)
    assert initial_settings(LaunchOptions(home)) == (saved, None)
