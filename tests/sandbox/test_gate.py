"""The gate every endpoint shares: key first (fail closed), method, content type, body size.

Also tenant isolation on every route that takes a booking_ref, unknown paths and the
BOAT-provider fault switch.
"""

from __future__ import annotations

import datetime as dt
import json
import socket
import sqlite3
from typing import Any

import httpx
import pytest

from app.api import ActivitySearchResult, PartnerClient
from app.api.codes import ErrorCode
from app.api.models import new_request_id as new_id
from app.domain.environment import ENVIRONMENT_HEADER
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from app.sandbox.config import BOAT_FAULT_ENV
from app.sandbox.intake import CREATE_BODY_LIMIT, SMALL_BODY_LIMIT
from tests.conftest import FROZEN_NOW, client_for
from tests.domain.samples import data_uri_of_length
from tests.sandbox.helpers import (
    JSON_TYPE,
    NO_FLAGS_TRIP_SCHEDULE,
    PATHS,
    SEA_WALK,
    activity_body,
    boat_body,
    documented,
    indian,
    raw_get,
    raw_post,
    state,
)

SOON = FROZEN_NOW.date() + dt.timedelta(days=5)
# (endpoint, method, query or body) that passes the gate with a valid key.
ROUTES: list[tuple[str, str, dict[str, Any]]] = [
    ("content", "GET", {"module": "ACTIVITY"}),
    ("search_availability", "GET", {"module": "ACTIVITY", "date": SOON.isoformat()}),
    ("create_booking", "POST", {"request_id": "gate"}),
    ("cancel_booking", "POST", {"request_id": "gate"}),
    ("wallet_balance", "POST", {"request_id": "gate"}),
    ("booking_status", "POST", {"request_id": "gate"}),
]


def call(
    sandbox: EmbeddedSandbox,
    route: tuple[str, str, dict[str, Any]],
    headers: dict[str, str],
    method: str | None = None,
) -> httpx.Response:
    """Send ``route`` with exactly ``headers``."""
    name, usual, data = route
    url = sandbox.base_url + PATHS[name]
    if usual == "GET":
        return httpx.request(method or "GET", url, params=data, headers=headers)
    return httpx.request(method or "POST", url, content=json.dumps(data), headers=headers)


@pytest.mark.parametrize("route", ROUTES, ids=[r[0] for r in ROUTES])
@pytest.mark.parametrize(
    ("key", "status", "code"),
    [
        (None, 401, ErrorCode.AUTH_KEY_MISSING),
        ("", 401, ErrorCode.AUTH_KEY_MISSING),
        ("sandbox-demo-key-0002", 401, ErrorCode.AUTH_KEY_INVALID),
        ("sandbox-disabled-key-0003", 403, ErrorCode.API_ACCESS_DISABLED),
    ],
)
def test_the_key_is_checked_first_on_every_route(
    module_sandbox: EmbeddedSandbox,
    route: tuple[str, str, dict[str, Any]],
    key: str | None,
    status: int,
    code: str,
) -> None:
    # A wrong content type as well: the key is refused before anything else is looked at.
    headers = {"Content-Type": "text/plain"} | ({} if key is None else {"X-API-KEY": key})
    before = state(module_sandbox)
    response = call(module_sandbox, route, headers)
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert response.headers["content-type"] == JSON_TYPE
    assert state(module_sandbox) == before


# A GET may leave the content type out (test_a_get_without_a_content_type_is_served).
WRONG_TYPES = [
    (route, content_type)
    for route in ROUTES
    for content_type in (None, "application/json", "text/plain", "application/xml")
    if content_type is not None or route[1] == "POST"
]


@pytest.mark.parametrize(
    ("route", "content_type"), WRONG_TYPES, ids=[f"{r[0]}-{t}" for r, t in WRONG_TYPES]
)
def test_the_exact_json_content_type_is_required(
    module_sandbox: EmbeddedSandbox,
    route: tuple[str, str, dict[str, Any]],
    content_type: str | None,
) -> None:
    headers = {"X-API-KEY": module_sandbox.demo_key}
    if content_type is not None:
        headers["Content-Type"] = content_type
    response = call(module_sandbox, route, headers)
    assert (response.status_code, response.json()["code"]) == (
        415,
        ErrorCode.UNSUPPORTED_CONTENT_TYPE,
    )


@pytest.mark.parametrize("route", [r for r in ROUTES if r[1] == "GET"], ids=lambda r: r[0])
def test_a_get_without_a_content_type_is_served(
    module_sandbox: EmbeddedSandbox, route: tuple[str, str, dict[str, Any]]
) -> None:
    # The OpenAPI document cannot require a Content-Type on a GET, so none is needed.
    response = call(module_sandbox, route, {"X-API-KEY": module_sandbox.demo_key})
    assert response.status_code == 200


@pytest.mark.parametrize(
    "spelling", ["application/json; charset=utf-8", "application/json;charset=UTF-8"]
)
def test_the_charset_may_be_spelt_in_any_case(
    module_sandbox: EmbeddedSandbox, spelling: str
) -> None:
    response = raw_post(
        module_sandbox, "wallet_balance", {"request_id": new_id()}, content_type=spelling
    )
    assert response.status_code == 200


@pytest.mark.parametrize("route", ROUTES, ids=[r[0] for r in ROUTES])
def test_a_wrong_method_is_405_with_allow(
    module_sandbox: EmbeddedSandbox, route: tuple[str, str, dict[str, Any]]
) -> None:
    wrong = "POST" if route[1] == "GET" else "GET"
    headers = {"X-API-KEY": module_sandbox.demo_key, "Content-Type": JSON_TYPE}
    for method in (wrong, "PUT", "DELETE"):
        response = call(module_sandbox, route, headers, method)
        assert (response.status_code, response.json()["code"]) == (
            405,
            ErrorCode.METHOD_NOT_ALLOWED,
        )
        assert response.headers["allow"] == route[1]


@pytest.mark.parametrize("name", ["cancel_booking", "wallet_balance", "booking_status"])
def test_small_endpoints_cap_the_body(module_sandbox: EmbeddedSandbox, name: str) -> None:
    body = {"request_id": "x" * (SMALL_BODY_LIMIT + 1)}
    before = state(module_sandbox)
    response = raw_post(module_sandbox, name, body)
    assert (response.status_code, response.json()["code"]) == (413, ErrorCode.PAYLOAD_TOO_LARGE)
    assert state(module_sandbox) == before


def test_create_booking_refuses_an_oversize_body_before_reading_it(
    module_sandbox: EmbeddedSandbox,
) -> None:
    port = int(module_sandbox.base_url.rsplit(":", 1)[1])
    head = (
        "POST /api/create_booking.php HTTP/1.1\r\nHost: sandbox\r\n"
        f"X-API-KEY: {module_sandbox.demo_key}\r\nContent-Type: {JSON_TYPE}\r\n"
        f"Content-Length: {CREATE_BODY_LIMIT + 1}\r\nConnection: close\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(head.encode())
        reply = b""
        while chunk := conn.recv(65536):
            reply += chunk
    status_line, _, rest = reply.partition(b"\r\n")
    assert status_line.split()[1] == b"413"
    assert b'"PAYLOAD_TOO_LARGE"' in rest  # the answer's bytes, the code as the wire spells it


@pytest.mark.slow
def test_create_booking_admits_100_passengers_with_scans_just_under_the_limit(
    sandbox: EmbeddedSandbox,
) -> None:
    scan = data_uri_of_length("image/jpeg", 1_999_999)
    passengers = [
        documented(indian(f"Traveller {n}"), "PASSPORT") | {"id_proof_file": scan}
        for n in range(100)
    ]
    body = boat_body(1, SOON, passengers, request_id=new_id())
    encoded = json.dumps(body).encode()
    assert len(encoded) > 100 * 1_999_999
    response = httpx.post(
        sandbox.base_url + PATHS["create_booking"],
        content=encoded,
        headers={"X-API-KEY": sandbox.demo_key, "Content-Type": JSON_TYPE},
        timeout=120,
    )
    assert response.status_code == 201, response.text[:500]
    assert response.json()["boat"]["qty"] == 100


def test_unknown_paths_are_404_with_the_error_body(module_sandbox: EmbeddedSandbox) -> None:
    response = httpx.get(module_sandbox.base_url + "/api/refund.php")
    assert (response.status_code, response.json()["code"]) == (404, ErrorCode.NOT_FOUND)


def test_the_openapi_document_needs_no_key(module_sandbox: EmbeddedSandbox) -> None:
    document = httpx.get(module_sandbox.base_url + "/openapi.json").json()
    assert document["openapi"].startswith("3.1")
    assert set(document["paths"]) == set(PATHS.values())


async def test_another_agents_booking_is_not_found_on_every_route(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    slot = (await demo.search_availability("ACTIVITY", SOON, activity_id=SEA_WALK)).data[0]
    activity = await demo.create_booking(activity_body(slot, qty=2, request_id=new_id()))
    boat = await demo.create_booking(
        boat_body(NO_FLAGS_TRIP_SCHEDULE, SOON, [indian()], request_id=new_id())
    )
    status = await demo.booking_status(boat.booking_ref, "BOAT")
    passenger_id = (status.data.traveler_manifest or [])[0].passenger_id
    attempts: list[tuple[str, dict[str, Any]]] = []
    for module, ref, extra in (
        ("ACTIVITY", activity.booking_ref, {"qty": 1}),
        ("BOAT", boat.booking_ref, {"passenger_ids": [passenger_id]}),
    ):
        common = {"booking_ref": ref, "module_type": module}
        attempts += [
            ("booking_status", common),
            ("cancel_booking", common | extra | {"action": "QUOTE"}),
            ("cancel_booking", common | extra | {"action": "CONFIRM"}),
        ]
    before = state(sandbox)
    for name, body in attempts:
        theirs = raw_post(sandbox, name, body | {"request_id": new_id()}, sandbox.second_tenant_key)
        nobody = raw_post(
            sandbox,
            name,
            body | {"request_id": new_id(), "booking_ref": "ZZZZ2345"},
            sandbox.second_tenant_key,
        )
        assert (theirs.status_code, theirs.json()["code"]) == (404, ErrorCode.BOOKING_NOT_FOUND)
        # No existence leak: the answer reads as for a reference that does not exist.
        assert theirs.json()["message"].replace(body["booking_ref"], "") == nobody.json()[
            "message"
        ].replace("ZZZZ2345", "")
    after = state(sandbox)
    assert (after.wallets, after.seats_sold, after.journals, after.bookings) == (
        before.wallets,
        before.seats_sold,
        before.journals,
        before.bookings,
    )
    async with client_for(sandbox, sandbox.second_tenant_key) as second:
        wallet = (await second.wallet_balance()).data
        assert wallet.tenant_id != (await demo.wallet_balance()).data.tenant_id
        assert all(j.booking_ref is None for j in wallet.recent_ledger_journal_snapshot)


async def test_the_boat_fault_switch_fails_boat_only(
    sandbox: EmbeddedSandbox, demo: PartnerClient
) -> None:
    sandbox.boat_fault = True
    for name, params in (
        ("content", {"module": "BOAT", "travel_date": SOON.isoformat()}),
        ("search_availability", {"module": "BOAT", "date": SOON.isoformat()}),
    ):
        response = raw_get(sandbox, name, params)
        assert (response.status_code, response.json()["code"]) == (
            503,
            ErrorCode.BOAT_PROVIDER_UNAVAILABLE,
        )
        assert "sqlite" not in response.text.lower()
    for name, body in (
        ("create_booking", boat_body(NO_FLAGS_TRIP_SCHEDULE, SOON, [indian()])),
        ("cancel_booking", {"booking_ref": "ABCDEFGH", "module_type": "BOAT", "action": "QUOTE"}),
        ("booking_status", {"booking_ref": "ABCDEFGH", "module_type": "BOAT"}),
    ):
        response = raw_post(sandbox, name, body | {"request_id": new_id()})
        assert (response.status_code, response.json()["code"]) == (
            503,
            ErrorCode.BOAT_PROVIDER_UNAVAILABLE,
        )
    activity = raw_get(sandbox, "search_availability", {"module": "ACTIVITY", "date": str(SOON)})
    assert activity.status_code == 200
    slot = ActivitySearchResult.model_validate(activity.json()).data[0]
    assert (await demo.create_booking(activity_body(slot))).booking_ref
    sandbox.boat_fault = False
    assert (
        raw_get(sandbox, "content", {"module": "BOAT", "travel_date": str(SOON)}).status_code == 200
    )


def test_the_fault_switch_reads_the_environment(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(BOAT_FAULT_ENV, "1")
    with start_embedded(SandboxConfig(db_path=tmp_path / "fault.db", clock=FROZEN_NOW)) as sandbox:
        response = raw_get(sandbox, "content", {"module": "BOAT", "travel_date": str(SOON)})
        assert response.status_code == 503
        assert raw_get(sandbox, "content", {"module": "ACTIVITY"}).status_code == 200


async def test_an_internal_failure_is_500_without_internals(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.sandbox import wallet
    from app.sandbox.app import create_app
    from app.sandbox.context import SandboxContext

    def broken(*_args: object) -> object:
        raise sqlite3.OperationalError("database disk image is malformed")

    monkeypatch.setattr(wallet, "recent_journals", broken)
    ctx = SandboxContext(SandboxConfig(db_path=tmp_path / "broken.db", clock=FROZEN_NOW))
    transport = httpx.ASGITransport(app=create_app(ctx), raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://sandbox") as http:
        response = await http.post(
            PATHS["wallet_balance"],
            content=json.dumps({"request_id": new_id()}),
            headers={"X-API-KEY": "sandbox-demo-key-0001", "Content-Type": JSON_TYPE},
        )
    ctx.db.close()
    assert (response.status_code, response.json()["code"]) == (500, ErrorCode.INTERNAL_ERROR)
    assert "malformed" not in response.text and "sqlite" not in response.text.lower()
    assert response.headers[ENVIRONMENT_HEADER] == "sandbox"  # sent past Starlette's handler
