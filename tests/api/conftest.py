"""Fixtures: the scripted fake service and a client wired to it through MockTransport."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from app.api import PartnerClient
from tests.api.fake import API_KEY, BASE_URL, POLICY, FakePartner, Sleeps
from tests.domain.samples import TODAY


@pytest.fixture
def partner() -> FakePartner:
    return FakePartner()


@pytest.fixture
def sleeps() -> Sleeps:
    return Sleeps()


@pytest.fixture
async def client(partner: FakePartner, sleeps: Sleeps) -> AsyncIterator[PartnerClient]:
    async with httpx.AsyncClient(transport=httpx.MockTransport(partner.handle)) as http:
        yield PartnerClient(
            base_url=BASE_URL + "/",
            api_key=API_KEY,
            http_client=http,
            retry=POLICY,
            today=lambda: TODAY,
            sleep=sleeps,
        )
