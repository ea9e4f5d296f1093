"""After ``mutmut run`` (``make mutation``): every mutant the tests did not kill must be listed in
``mutation_equivalents.txt`` as equivalent, with why; a survivor not listed, or a listed one
that no longer survives, fails the run.

A mutant is named by what it changes (its function, the lines taken out and put in), not by
mutmut's number, which shifts whenever the module changes.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

EQUIVALENTS = Path(__file__).with_name("mutation_equivalents.txt")
MUTMUT = Path(sys.executable).with_name("mutmut")
FIELDS = ("function", "from", "to", "why")


@dataclass(frozen=True, slots=True)
class Change:
    """What one mutant changes: in ``function``, the lines ``taken`` became ``put``."""

    function: str
    taken: str
    put: str

    def describe(self) -> str:
        """The change as the equivalents file lists it (without the why)."""
        return f"function: {self.function}\nfrom: {self.taken}\nto: {self.put}"


def function_of(mutant: str) -> str:
    """``app.domain.gst.xǁTaxTotalsǁof__mutmut_2`` -> ``app.domain.gst.TaxTotals.of``."""
    name = re.sub(r"__mutmut_\d+$", "", mutant)
    module, _, mangled = name.rpartition(".")
    plain = mangled.replace("ǁ", ".").lstrip(".") if "ǁ" in mangled else mangled[2:]
    return f"{module}.{plain.removeprefix('x.')}"


def _mutmut(*args: str) -> str:
    return subprocess.run([str(MUTMUT), *args], check=True, capture_output=True, text=True).stdout


def change_of(mutant: str) -> Change:
    """The change ``mutant`` makes, read from its diff."""
    taken, put = [], []
    for line in _mutmut("show", mutant).splitlines():
        if line.startswith(("---", "+++")):
            continue
        if line.startswith("-"):
            taken.append(" ".join(line[1:].split()))
        elif line.startswith("+"):
            put.append(" ".join(line[1:].split()))
    return Change(function_of(mutant), " / ".join(taken), " / ".join(put))


def listed(text: str) -> dict[Change, str]:
    """The equivalents file's entries: each change with why it is equivalent."""
    entries: dict[Change, str] = {}
    for block in re.split(r"\n\s*\n", text):
        lines = [line for line in block.splitlines() if line and not line.startswith("#")]
        if not lines:
            continue
        values = dict(line.split(": ", 1) for line in lines)
        if sorted(values) != sorted(FIELDS) or not values["why"].strip():
            raise ValueError(f"An entry needs {', '.join(FIELDS)}: {block.strip()}")
        entries[Change(values["function"], values["from"], values["to"])] = values["why"]
    return entries


def main() -> int:
    """Compare the run's survivors with the list; print the figures; 1 when they differ."""
    statuses = {}
    for line in _mutmut("results", "--all", "true").splitlines():
        name, _, status = line.strip().rpartition(": ")
        statuses[name] = status
    survivors = {change_of(name): name for name, status in statuses.items() if status != "killed"}
    equivalent = listed(EQUIVALENTS.read_text(encoding="utf-8"))
    unlisted = [change for change in survivors if change not in equivalent]
    stale = [change for change in equivalent if change not in survivors]
    killed = sum(status == "killed" for status in statuses.values())
    print(
        f"mutants {len(statuses)}, killed {killed}, listed as equivalent "
        f"{len(survivors) - len(unlisted)}, not listed {len(unlisted)}"
    )
    for change in unlisted:
        print(f"\nSurvived, not listed ({survivors[change]}):\n{change.describe()}")
    for change in stale:
        print(f"\nListed as equivalent but no longer surviving:\n{change.describe()}")
    return 1 if unlisted or stale else 0


if __name__ == "__main__":
    sys.exit(main())
