"""A package's names imported on first use (PEP 562), so that importing one of its modules (its
faults, say) does not import all of them."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

# Each lazy package's names and their modules: what importing a name from it imports.
_PACKAGES: dict[str, Mapping[str, str]] = {}


def home_of(package: str, name: str) -> str | None:
    """The module that ``from package import name`` imports, for a package of lazy names
    (``app.ui.warm_up`` imports it ahead); None for any other."""
    return _PACKAGES.get(package, {}).get(name)


def lazy_names(package: str, homes: Mapping[str, str]) -> Callable[[str], Any]:
    """The package's module ``__getattr__``: a name of ``homes`` (name to module) imported from
    its module when first asked for, then kept in the package."""
    namespace = importlib.import_module(package).__dict__
    _PACKAGES[package] = homes

    def name_of(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        namespace[name] = value
        return value

    return name_of
