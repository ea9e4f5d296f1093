"""The two GET endpoints over validated queries: content.php and search_availability.php."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.api.codes import ErrorCode
from app.domain.fields import parse_date
from app.domain.limits import CONTENT_LIMIT_MAX
from app.domain.modules import Module
from app.sandbox.catalogue import activity_content, boat_content
from app.sandbox.context import SandboxContext
from app.sandbox.errors import SandboxError
from app.sandbox.rows import activity_exists
from app.sandbox.search import activity_search, boat_search


def content(ctx: SandboxContext, query: Mapping[str, Any]) -> dict[str, Any]:
    """content.php; without ``limit`` every item up to the maximum of 500 is listed."""
    module = Module(query["module"])
    limit = query.get("limit") or CONTENT_LIMIT_MAX
    day = parse_date(query.get("travel_date"))
    today = ctx.today()
    in_horizon = day is not None and ctx.inventory.ensure(day, today)
    conn = ctx.db.connection()
    if module is Module.ACTIVITY:
        return activity_content(conn, day, today, limit, ctx.now(), in_horizon)
    assert day is not None  # validation requires a date for BOAT
    return boat_content(conn, day, limit, in_horizon)


def search(ctx: SandboxContext, query: Mapping[str, Any]) -> dict[str, Any]:
    """search_availability.php; an unknown ``activity_id`` is 404 ``PRODUCT_NOT_FOUND``."""
    module = Module(query["module"])
    day = parse_date(query["date"])
    assert day is not None  # validated
    in_horizon = ctx.inventory.ensure(day, ctx.today())
    conn = ctx.db.connection()
    if module is Module.BOAT:
        return boat_search(conn, day, ctx.now(), in_horizon)
    activity_id = query.get("activity_id")
    if activity_id is not None and not activity_exists(conn, activity_id):
        raise SandboxError(ErrorCode.PRODUCT_NOT_FOUND, f"There is no activity {activity_id}.")
    return activity_search(conn, day, activity_id, ctx.now(), in_horizon)
