"""A setting declared once: its default, how the settings file keeps it, what is wrong with a
value, and who may change it. Loading, saving and the supervisor's guard follow from it; the
guard is a ``Permission``, the one declaration of every gate a supervisor opens.

A field of a settings dataclass is declared with ``setting(...)``; ``declarations(cls)`` gives
each field's ``Declared``, with the file's reading and writing taken from the field's type unless
the declaration names its own. Secrets are never declared: they live in the OS keyring.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar, get_type_hints

from app.domain.money import money
from app.i18n import Catalogue, Said

if TYPE_CHECKING:
    from app.records.customers import Who

DECLARED = "declared"
# The words of every gate: titles, refusals, and what the PIN dialog shows with them.
PERMISSIONS = Catalogue("PERMISSIONS")

Read = Callable[[Any], Any]
Write = Callable[[Any], Any]
Check = Callable[[Any], "str | None"]


@dataclass(frozen=True, slots=True)
class Permission:
    """Something only a supervisor allows, declared once for every gate of the counter: the PIN
    dialog's ``title``, the sentence staff read when no supervisor approves (``refused``, its
    ``{fields}`` filled by the service that asks), whether the decision is ``recorded`` with what
    it approved (a Z report keeps it; a save of Settings does not), and for a setting how a
    sentence names it (``phrase``) and when a save makes the change (``changed(before, after)``;
    by default: the value differs). Its texts are marked for the PERMISSIONS catalogue and
    translated when shown. The service that owns the rule asks for it through an
    ``Approve`` and refuses (``NotApproved``) without a decision."""

    title: str
    refused: str
    recorded: bool = True
    phrase: str = ""
    changed: Callable[[Any, Any], bool] | None = None

    def title_text(self) -> str:
        """The title in the language of the screen."""
        return PERMISSIONS.known(self.title)

    def refused_text(self, **values: object) -> str:
        """The refusal in the language of the screen, ``values`` filled in."""
        return PERMISSIONS.known(self.refused).format(**values)

    def phrase_text(self) -> str:
        """How a sentence names it, in the language of the screen."""
        return PERMISSIONS.known(self.phrase)


class NotApproved(Said):
    """No supervisor approved ``permission``: ``str()`` is the sentence staff read."""

    def __init__(self, permission: Permission, sentence: str) -> None:
        super().__init__(sentence)
        self.permission = permission


# A supervisor asked for ``permission``, the words ``detail`` shown with it: the decision
# recorded, or None when nobody approved. The window passes the PIN dialog's; a test, its own.
Approve = Callable[[Permission, str], Awaitable["int | None"]]


async def no_supervisor(permission: Permission, detail: str) -> int | None:
    """The ``Approve`` of a service with no supervisor at hand (a tool, a headless test of
    something else): every gate refuses."""
    return None


# A supervisor asked for ``permission`` with a reason typed with the PIN, the words ``detail``
# shown with it: who and why, as the access log keeps them, or None when nobody approved.
Reader = Callable[[Permission, str], Awaitable["Who | None"]]

T = TypeVar("T")


async def approved(
    approve: Callable[[Permission, str], Awaitable[T | None]],
    permission: Permission,
    detail: str = "",
    **values: object,
) -> T:
    """The supervisor's answer for ``permission`` through ``approve`` (an ``Approve``'s decision,
    a ``Reader``'s who and why); ``NotApproved`` with its sentence (``values`` filled in) when
    there is none."""
    answer = await approve(permission, detail)
    if answer is None:
        raise NotApproved(permission, permission.refused_text(**values))
    return answer


@dataclass(frozen=True, slots=True)
class Declared:
    """One setting's declaration, as ``setting`` made it (``read``/``write`` filled from the
    field's type by ``declarations``)."""

    name: str
    read: Read
    write: Write
    check: Check | None = None
    # Who may change it: any member of staff (None), or only with a supervisor's PIN.
    guard: Permission | None = None
    # Set once (the installation's id): a save never replaces the value the file has.
    once: bool = False

    def changed(self, before: Any, after: Any) -> bool:
        """True when ``after`` changes this setting from ``before`` (two settings objects)."""
        if self.guard is not None and self.guard.changed is not None:
            return self.guard.changed(before, after)
        return bool(getattr(before, self.name) != getattr(after, self.name))


def setting(
    default: Any = dataclasses.MISSING,
    *,
    factory: Callable[[], Any] | None = None,
    read: Read | None = None,
    write: Write | None = None,
    check: Check | None = None,
    guard: Permission | None = None,
    once: bool = False,
) -> Any:
    """A dataclass field declared as a setting: its ``default`` (or ``factory``), how the file
    reads and writes it when its type does not say, the sentence ``check`` gives for a wrong
    value, the supervisor's ``guard``, and whether it is set ``once``."""
    metadata = {DECLARED: (read, write, check, guard, once)}
    if factory is not None:
        return dataclasses.field(default_factory=factory, metadata=metadata)
    return dataclasses.field(default=default, metadata=metadata)


@cache
def declarations(cls: type) -> tuple[Declared, ...]:
    """The settings ``cls`` declares, in their order, each with its file's reading and writing."""
    hints = get_type_hints(cls)
    found = []
    for field in dataclasses.fields(cls):
        read, write, check, guard, once = field.metadata[DECLARED]
        kind = hints[field.name]
        found.append(
            Declared(
                field.name,
                read or _reader(kind, field.name),
                write or _writer(kind),
                check,
                guard,
                once,
            )
        )
    return tuple(found)


def _reader(kind: Any, name: str) -> Read:
    """How a value of ``kind`` is read from the file."""
    if kind in (bool, int, float, str):
        return kind  # type: ignore[no-any-return]
    if kind is Decimal:
        return lambda raw: money(str(raw))  # money as text: paise exact
    if isinstance(kind, type) and issubclass(kind, Enum):
        return kind
    if hasattr(kind, "from_json"):
        return kind.from_json  # type: ignore[no-any-return]
    raise TypeError(f"the setting {name} needs its own read= and write=")


def _writer(kind: Any) -> Write:
    """How a value of ``kind`` is written into the file (JSON)."""
    if kind is Decimal:
        return str  # a JSON float would not keep the paise exact
    if isinstance(kind, type) and issubclass(kind, Enum):
        return lambda value: value.value
    if hasattr(kind, "to_json"):
        return lambda value: value.to_json()
    return lambda value: value
