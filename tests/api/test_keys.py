"""A key pasted with a line ending or a tab works; one with a control character inside is
refused with a sentence before anything is sent; no form of a key shows in an error or a log.
Text that is not whole characters is refused as a field error before it is encoded."""

from __future__ import annotations

import logging

import httpx
import pytest

from app.api import (
    AuthenticationError,
    InvalidApiKey,
    PartnerClient,
    RequestRejected,
)
from app.domain.keys import key_texts
from app.sandbox import EmbeddedSandbox
from tests.api.fake import API_KEY, BASE_URL, FakePartner
from tests.conftest import client_for
from tests.domain.samples import activity_body


@pytest.mark.parametrize("ending", ["\r\n", "\n", "\r", "\t", "  "])
async def test_a_key_with_whitespace_around_it_is_used_without_it(
    sandbox: EmbeddedSandbox, ending: str
) -> None:
    async with client_for(sandbox, " " + sandbox.demo_key + ending) as client:
        wallet = await client.wallet_balance()
    assert wallet.data.agent_id == 1001


@pytest.mark.parametrize("inside", ["\r\n", "\x00", "\t", "\x1b", "é"])
async def test_a_key_with_a_control_character_inside_is_refused_before_sending(
    inside: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    key = API_KEY[:10] + inside + API_KEY[10:]
    partner = FakePartner()
    async with httpx.AsyncClient(transport=httpx.MockTransport(partner.handle)) as http:
        client = PartnerClient(base_url=BASE_URL, api_key=key, http_client=http)
        with pytest.raises(InvalidApiKey) as caught:
            await client.wallet_balance()
    error = caught.value
    assert isinstance(error, AuthenticationError) and isinstance(error, ValueError)
    assert error.message.startswith("The API key has")
    assert partner.requests == []
    for text in (str(error), repr(error), error.args, repr(client)):
        assert API_KEY[:10] not in str(text) and API_KEY[10:] not in str(text)
    for record in caplog.records:
        assert API_KEY[10:] not in record.getMessage()


async def test_any_form_of_the_key_is_redacted_from_a_network_error() -> None:
    key = API_KEY + "\r"
    illegal = f"Illegal header value {key.encode()!r}; header X-API-KEY: {key!r} ({key})"
    partner = FakePartner()
    partner.always(httpx.LocalProtocolError(illegal))
    async with httpx.AsyncClient(transport=httpx.MockTransport(partner.handle)) as http:
        client = PartnerClient(base_url=BASE_URL, api_key=key, http_client=http)
        with pytest.raises(Exception) as caught:
            await client.wallet_balance()
    assert API_KEY not in str(caught.value)
    assert str(caught.value).count("[redacted]") == 3


def test_key_texts_cover_the_escaped_and_the_split_forms() -> None:
    texts = key_texts(API_KEY[:12] + "\r" + API_KEY[12:] + "\r\n")
    assert API_KEY[:12] in texts and API_KEY[12:] in texts
    assert any("\\r" in text for text in texts)


async def test_a_half_character_is_a_field_error_not_an_encoding_crash(
    client: PartnerClient, partner: FakePartner
) -> None:
    with pytest.raises(RequestRejected) as caught:
        await client.wallet_balance("\ud800")
    assert set(caught.value.field_messages()) == {"request_id"}
    with pytest.raises(RequestRejected) as caught:
        await client.create_booking(activity_body(customer_name="Asha \udc00Rao"))
    assert "broken character" in caught.value.field_messages()["customer_name"]
    assert partner.requests == []


async def test_a_nul_in_a_name_is_refused_before_sending(
    client: PartnerClient, partner: FakePartner
) -> None:
    with pytest.raises(RequestRejected) as caught:
        await client.create_booking(activity_body(customer_name="Asha\x00Rao"))
    assert "control character" in caught.value.field_messages()["customer_name"]
    assert partner.requests == []
