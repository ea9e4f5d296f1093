"""CONFIRM of a cancellation, written ahead in the counter journal like a booking (no Qt)."""

from __future__ import annotations

from app.api import ApiError, CancelResult, EnvironmentChangedError, PartnerClient
from app.journal.records import AgentRef
from app.journal.store import Journal
from app.ui.services.cancellation import CancelChoice


class ConfirmFailed(Exception):
    """CONFIRM got no success; ``final`` when nothing was (or will be) done under its request_id.

    When not final, the outcome is unknown: the journal keeps the request pending, and sending it
    again with the same request_id (a retry now, or the replay at the next start) settles it once.
    """

    def __init__(self, error: ApiError, final: bool) -> None:
        super().__init__(error.message)
        self.error = error
        self.final = final


async def confirm_cancellation(
    client: PartnerClient,
    journal: Journal,
    choice: CancelChoice,
    request_id: str,
    agent: AgentRef | None,
) -> CancelResult:
    """Journal the CONFIRM as pending, send it, journal its outcome; the service's result.

    A retry passes the same ``request_id``: the journal counts one more attempt and the service
    answers a replay with its first answer, so the wallet is never credited twice. Once the
    service's environment changed, nothing is journalled or sent (not final: the request_id is
    kept for the retry after staff reconnect).
    """
    try:
        client.refuse_if_environment_changed(request_id)
    except EnvironmentChangedError as error:
        raise ConfirmFailed(error, final=False) from error
    request = choice.request("CONFIRM", request_id)
    journal.add_cancel(request, agent=agent)
    try:
        result = await client.cancel_booking(request)
    except ApiError as error:
        raise ConfirmFailed(error, journal.failed(request_id, error)) from error
    # A CONFIRM is always parsed as a CancelResult by the client.
    assert isinstance(result, CancelResult)
    journal.cancelled(request_id, result)
    return result
