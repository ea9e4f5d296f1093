"""PySide6's reading of every imported module's source, turned off.

Importing PySide6 puts a hook on Python's imports for ``from __feature__ import ...`` (PySide's
opt-in ``snake_case`` and ``true_property``). After each module is first imported, the hook
reads the module's whole source file (``inspect.getsource``, in
``shibokensupport.feature._mod_uses_pyside``) to see whether it names PySide6, and keeps the
answer: 0, "uses PySide6, no feature selected", or -1, "ignore it when features switch". The
app imports some 1,400 modules, most of them after PySide6, each read once more as text only
for that answer.

Counterdesk never selects a feature, so the selection is the default for every module whatever
the answer is. Every module is taken as one that uses PySide6 with no feature selected, without
reading its source: the answer PySide6 gives the app's own modules.
"""

from __future__ import annotations

import sys
from types import ModuleType

# The hook's module and the function it asks, in PySide6 6.11 (tests/ui/test_pyside_import_hook.py
# fails when an upgrade renames them, rather than the start silently reading sources again).
FEATURE_MODULE = "shibokensupport.feature"
SOURCE_READER = "_mod_uses_pyside"


def _uses_pyside_without_features(module: ModuleType) -> bool:
    """PySide6's question of ``module``, answered without its source (see the module's text)."""
    return True


def stop_reading_sources() -> bool:
    """Turn the hook's source reading off, PySide6 loaded first; whether it could be."""
    import PySide6  # noqa: F401  (loads shiboken6, which installs the hook)

    feature = sys.modules.get(FEATURE_MODULE)
    if feature is None or not callable(getattr(feature, SOURCE_READER, None)):
        return False
    setattr(feature, SOURCE_READER, _uses_pyside_without_features)
    return True
