"""The Windows tier: tests of the Windows code paths, run by the Windows CPython under Wine in
``make package-check`` (packaging/windows/wine-check.sh, with packaging/windows/tier.ini) and on
Windows itself. Elsewhere they are not collected: what they check only Windows does."""

from __future__ import annotations

import sys

collect_ignore_glob = [] if sys.platform == "win32" else ["test_*.py"]
