"""Who may save what in Settings, without a screen: the settings a save changes that only a
supervisor changes (each setting declares its ``Permission``, see ``app.counter.config.settings``),
a new API key, and the move to LIVE. The service asks its ``approve`` once for them all and refuses
the save (``NotApproved``) without a decision; the screen asks nothing itself."""

from __future__ import annotations

from dataclasses import dataclass

from app.counter.config.declared import Approve, NotApproved, Permission, approved
from app.counter.config.settings import NOT_SAVED, TO_LIVE, Settings, guards_of
from app.counter.services.till_pin import GateRecords
from app.i18n import QT_TRANSLATE_NOOP

# A new API key is a guarded change too: the key is no setting (the keyring keeps it).
API_KEY = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Changing the API key"),
    NOT_SAVED,
    recorded=False,
    phrase=QT_TRANSLATE_NOOP("PERMISSIONS", "changing the API key"),
)
# Guarded changes with no PIN to approve them (or the move to LIVE, whose PIN is set anew with
# the LIVE key): refused before anyone is asked.
NEEDS_NEW_PIN = Permission(
    QT_TRANSLATE_NOOP("PERMISSIONS", "Set a new supervisor PIN"),
    QT_TRANSLATE_NOOP(
        "PERMISSIONS",
        "Not saved: {changes} needs a new supervisor PIN: the API key's holder sets it on the "
        "Supervisor PIN page, with the key in use.",
    ),
    recorded=False,
)


@dataclass(frozen=True, slots=True)
class SettingsGate:
    """The guarded saves of Settings over ``till``'s PIN, approved through ``approve``."""

    till: GateRecords
    approve: Approve

    def guarded(self, before: Settings, after: Settings, key: str) -> list[Permission]:
        """What saving ``after`` over ``before`` (a new API key ``key`` typed, '' when none)
        needs a supervisor for, in declaration order; empty when nothing."""
        return [*guards_of(before, after), *([API_KEY] if key else [])]

    async def authorise(self, before: Settings, after: Settings, key: str) -> int | None:
        """The supervisor's decision the save needs (None when it needs none); ``NotApproved``
        with the sentence staff read when the save may not go on: a move to LIVE, or a guarded
        change with no PIN set, before anyone is asked; else when nobody approved."""
        guarded = self.guarded(before, after, key)
        if not guarded:
            return None
        changes = ", ".join(guard.phrase_text() for guard in guarded)
        if TO_LIVE in guarded or self.till.pin_hash() is None:
            raise NotApproved(NEEDS_NEW_PIN, NEEDS_NEW_PIN.refused_text(changes=changes))
        titles = ", ".join(guard.title_text() for guard in guarded)
        return await approved(self.approve, guarded[0], titles, changes=changes)
