"""``PartnerClient.media``: catalogue pictures over real HTTP, capped, typed, without the key."""

from __future__ import annotations

import httpx
import pytest

from app.api import NetworkError, NotFoundError, PartnerClient, ProtocolError
from app.api.codes import ErrorCode
from app.sandbox import EmbeddedSandbox
from app.sandbox.media import picture
from tests.conftest import client_for

NAME = "scuba-north-bay.png"


class Recorder(httpx.AsyncBaseTransport):
    """Forwards to the network and keeps every request it sent."""

    def __init__(self) -> None:
        self.network = httpx.AsyncHTTPTransport()
        self.sent: list[httpx.Request] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.sent.append(request)
        return await self.network.handle_async_request(request)

    async def aclose(self) -> None:
        await self.network.aclose()


async def test_a_featured_image_is_its_png_fetched_without_the_key(
    sandbox: EmbeddedSandbox,
) -> None:
    recorder = Recorder()
    async with httpx.AsyncClient(transport=recorder) as http:
        client = PartnerClient(
            base_url=sandbox.base_url, api_key=sandbox.demo_key, http_client=http
        )
        data = await client.media(NAME)
    assert data == picture(NAME)
    [request] = recorder.sent
    assert request.url == f"{sandbox.base_url}/media/{NAME}"
    assert "x-api-key" not in request.headers


async def test_a_picture_over_the_cap_is_refused(demo: PartnerClient) -> None:
    size = len(picture(NAME) or b"")
    assert await demo.media(NAME, max_bytes=size) == picture(NAME)
    with pytest.raises(ProtocolError, match=f"larger than {size - 1} bytes"):
        await demo.media(NAME, max_bytes=size - 1)


async def test_an_answer_that_is_not_an_image_is_refused(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    # An absolute address is fetched as given: here one of the sandbox's that answers JSON.
    with pytest.raises(ProtocolError, match="application/json") as caught:
        await demo.media(f"{sandbox.base_url}/openapi.json")
    assert caught.value.status_code == 200


async def test_a_missing_picture_is_not_found(demo: PartnerClient) -> None:
    with pytest.raises(NotFoundError) as caught:
        await demo.media("No Such Picture.gif")
    assert (caught.value.status_code, caught.value.code) == (404, ErrorCode.NOT_FOUND)


async def test_an_unreachable_service_is_a_network_error(sandbox: EmbeddedSandbox) -> None:
    address = sandbox.base_url
    sandbox.stop()
    async with client_for(sandbox, sandbox.demo_key) as client:
        assert client.base_url == address
        with pytest.raises(NetworkError):
            await client.media(NAME)
