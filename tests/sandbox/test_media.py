"""Demo pictures: every featured image the catalogue names is served, publicly, as a PNG."""

from __future__ import annotations

import struct

import httpx

from app.api import PartnerClient
from app.api.codes import ErrorCode
from app.sandbox import EmbeddedSandbox
from app.sandbox.media import HEIGHT, WIDTH


async def test_every_featured_image_is_a_png_served_without_a_key(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    catalogue = await demo.content("ACTIVITY")
    names = {item.media.featured_image for item in catalogue.data}
    assert len(names) == catalogue.count
    bodies = set()
    async with httpx.AsyncClient(base_url=sandbox.base_url) as http:
        for name in names:
            response = await http.get(f"/media/{name}")
            assert response.status_code == 200, name
            assert response.headers["content-type"] == "image/png"
            png = response.content
            assert png.startswith(b"\x89PNG\r\n\x1a\n")
            assert struct.unpack(">II", png[16:24]) == (WIDTH, HEIGHT)
            bodies.add(png)
    assert len(bodies) == len(names), "each product has its own picture"


async def test_an_unknown_or_unsafe_name_is_404_with_the_error_body(
    sandbox: EmbeddedSandbox,
) -> None:
    async with httpx.AsyncClient(base_url=sandbox.base_url) as http:
        for name in ("..%2Fsandbox.db", "picture.gif", "UPPER.png"):
            response = await http.get(f"/media/{name}")
            assert response.status_code == 404, name
            assert response.json()["code"] == ErrorCode.NOT_FOUND
        posted = await http.post("/media/scuba-north-bay.png")
    assert posted.status_code == 405
