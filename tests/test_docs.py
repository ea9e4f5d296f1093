"""The project documents itself: no file cites documents outside the repository, every relative
link of README.md and docs/ leads to a file (and heading) that exists, every decision record is
short, in its form and listed in the decisions' index, and docs/architecture.md's map (its packages
table, levels, counter's floors and jobs) is the one ``tests/architecture_map.py`` generates
(``make docs-map`` writes it again)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests import architecture_map

ROOT = Path(__file__).resolve().parent.parent
# Built from parts so that this file does not match itself.
OUTSIDE = re.compile(rb"\b" + b"DES" + rb"IGN\b|spec" + rb"/partner-interface|/work/" + rb"shared")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
EXTERNAL = ("http://", "https://", "mailto:")
DECISIONS = ROOT / "docs" / "decisions"
# A decision record's sections, in this order (Michael Nygard's form), and its length.
SECTIONS = ("Status", "Context", "Decision", "Consequences")
MAX_WORDS = 600


def tracked_files() -> list[Path]:
    """Every file git tracks in this checkout."""
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    return [ROOT / name for name in listed.decode("utf-8").split("\0") if name]


def outside_citations(path: Path, root: Path = ROOT) -> list[str]:
    """``path:line`` (from ``root``) of each line that names a document outside the repository."""
    return [
        f"{path.relative_to(root).as_posix()}:{number}"
        for number, line in enumerate(path.read_bytes().splitlines(), start=1)
        if OUTSIDE.search(line)
    ]


def heading_anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(markdown: Path) -> set[str]:
    """The anchors of every heading of ``markdown``."""
    text = FENCE.sub("", markdown.read_text(encoding="utf-8"))
    return {
        heading_anchor(line.lstrip("#"))
        for line in text.splitlines()
        if re.match(r"^#{1,6} ", line)
    }


def broken_links(markdown: Path) -> list[str]:
    """Each relative link of ``markdown`` whose file, or heading in it, does not exist."""
    text = FENCE.sub("", markdown.read_text(encoding="utf-8"))
    broken = []
    for target in LINK.findall(text):
        if target.startswith(EXTERNAL):
            continue
        name, _, anchor = target.partition("#")
        linked = (markdown.parent / name).resolve() if name else markdown
        if not linked.is_file():
            broken.append(target)
            continue
        if anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(target)
    return broken


# The Windows CPython under Wine runs beside Linux's git only: no git for Windows is installed
# there (on a Windows machine with git, the check runs).
@pytest.mark.skipif(
    shutil.which("git") is None, reason="lists the tracked files with git: none on this PATH"
)
def test_no_tracked_file_cites_documents_outside_the_repository() -> None:
    cited = [
        where for path in tracked_files() if path.is_file() for where in outside_citations(path)
    ]

    assert not cited, "cite docs/partner-interface.md or docs/decisions/ instead: " + ", ".join(
        cited
    )


def test_every_relative_link_of_the_docs_leads_somewhere() -> None:
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]

    broken = {str(page.relative_to(ROOT)): broken_links(page) for page in pages}

    assert {page: links for page, links in broken.items() if links} == {}


def test_the_link_check_finds_a_missing_file_and_a_missing_heading(tmp_path: Path) -> None:
    (tmp_path / "there.md").write_text("# 1. Overview\n\ntext\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        "[ok](there.md) [ok](there.md#1-overview) [gone](missing.md#1-overview)\n"
        "[no heading](there.md#2-x)\n"
        "[web](https://example.com/x)\n```\n[inside a fence](nowhere.md)\n```\n",
        encoding="utf-8",
    )

    assert broken_links(page) == ["missing.md#1-overview", "there.md#2-x"]


def test_the_citation_check_names_the_file_and_line(tmp_path: Path) -> None:
    citing = tmp_path / "citing.py"
    citing.write_bytes(b"fine\n# see " + b"DES" + b"IGN.md section 4\n# DESIGNER is a word\n")

    assert outside_citations(citing, tmp_path) == ["citing.py:2"]


def record_problems(record: Path) -> list[str]:
    """What is wrong with one decision record: its title, its sections, its length."""
    text = record.read_text(encoding="utf-8")
    problems = []
    if not text.startswith("# "):
        problems.append(f"{record.name}: no title")
    headings = tuple(line[3:].strip() for line in text.splitlines() if line.startswith("## "))
    if headings != SECTIONS:
        problems.append(f"{record.name}: sections {headings}, not {SECTIONS}")
    words = len(text.split())
    if words > MAX_WORDS:
        problems.append(f"{record.name}: {words} words")
    status = text.partition("## Status")[2].partition("## ")[0]
    if "Superseded" in status and not LINK.search(status):
        problems.append(f"{record.name}: superseded by no linked decision")
    return problems


def decision_problems(folder: Path) -> list[str]:
    """Every problem of the decision records in ``folder`` and of its index, README.md."""
    records = sorted(path for path in folder.glob("*.md") if path.name != "README.md")
    listed = set(LINK.findall((folder / "README.md").read_text(encoding="utf-8")))
    problems = [problem for record in records for problem in record_problems(record)]
    problems += [
        f"{record.name}: not in the index" for record in records if record.name not in listed
    ]
    problems += [
        f"README.md lists {name}, which is missing"
        for name in sorted(listed)
        if "/" not in name and name.endswith(".md") and not (folder / name).is_file()
    ]
    return problems


def test_every_decision_is_a_short_record_listed_in_the_index() -> None:
    assert len(list(DECISIONS.glob("*.md"))) > 1
    assert decision_problems(DECISIONS) == []


def test_the_decision_check_finds_each_kind_of_problem(tmp_path: Path) -> None:
    form = "# {title}\n\n## Status\n\n{status}\n\n## Context\n\nx\n\n## Decision\n\n{body}\n\n"
    form += "## Consequences\n\nx\n"
    good = form.format(title="Good", status="Accepted.", body="y")
    (tmp_path / "good.md").write_text(good, encoding="utf-8")
    # 13 words besides the body: 600 in all is allowed, 601 is not.
    (tmp_path / "limit.md").write_text(
        form.format(title="Limit", status="Accepted.", body="word " * 587), encoding="utf-8"
    )
    (tmp_path / "long.md").write_text(
        form.format(title="Long", status="Accepted.", body="word " * 588), encoding="utf-8"
    )
    (tmp_path / "untitled.md").write_text(good.replace("# Good", "Good"), encoding="utf-8")
    (tmp_path / "unordered.md").write_text(
        good.replace("## Context", "## Background"), encoding="utf-8"
    )
    (tmp_path / "orphan.md").write_text(
        form.format(title="Old", status="Superseded.", body="y"), encoding="utf-8"
    )
    (tmp_path / "README.md").write_text(
        "[good](good.md) [limit](limit.md) [long](long.md) [untitled](untitled.md)\n"
        "[unordered](unordered.md) [gone](gone.md) [up](../elsewhere.md)\n",
        encoding="utf-8",
    )

    assert decision_problems(tmp_path) == [
        "long.md: 601 words",
        "orphan.md: superseded by no linked decision",
        "unordered.md: sections ('Status', 'Background', 'Decision', 'Consequences'), not "
        "('Status', 'Context', 'Decision', 'Consequences')",
        "untitled.md: no title",
        "orphan.md: not in the index",
        "README.md lists gone.md, which is missing",
    ]


def test_the_architecture_page_is_generated_from_the_map() -> None:
    """The page's generated regions are what the map makes: on a difference, the diff shows what
    the map says, and ``make docs-map`` (``python -m tests.architecture_map --write``) writes it."""
    page = architecture_map.PAGE.read_text(encoding="utf-8")
    expected = architecture_map.rewritten(page, architecture_map.regions())
    assert page == expected, "run `make docs-map`:\n" + architecture_map.difference(page, expected)


def test_a_planted_edit_of_the_generated_table_fails() -> None:
    """The books' row made to allow app.records again, by hand: the page differs from the map,
    the difference names the row, and writing the regions again puts it back."""
    page = architecture_map.PAGE.read_text(encoding="utf-8")
    row = next(line for line in page.splitlines() if line.startswith("| `app.books` |"))
    planted = page.replace(row, row.removesuffix(" |") + ", `app.records` |")
    expected = architecture_map.rewritten(planted, architecture_map.regions())
    assert expected != planted
    assert expected == page
    assert f"-{row.removesuffix(' |')}, `app.records` |\n+{row}\n" in architecture_map.difference(
        planted, expected
    )


def test_a_page_without_a_region_fails() -> None:
    with pytest.raises(LookupError, match="no region 'jobs'"):
        architecture_map.rewritten("# A page\n\n<!-- end generated -->\n", {"jobs": "- replay"})


def test_the_jobs_are_the_runtimes_in_its_order(tmp_path: Path) -> None:
    """The jobs' list follows JOB_ORDER as the runtime's source declares it: a job the map does
    not describe, or one the runtime no longer runs, stops the page's generation."""
    assert architecture_map.job_order() == tuple(architecture_map.JOBS)
    runtime = tmp_path / "counter_runtime.py"
    runtime.write_text('JOB_ORDER = ("replay", "mail", "ledger")\n', encoding="utf-8")
    with pytest.raises(LookupError, match=r"does not describe: \['ledger'\]"):
        architecture_map.jobs_list(architecture_map.job_order(runtime))
    with pytest.raises(LookupError, match="JOB_ORDER does not have"):
        architecture_map.jobs_list(("replay", "mail"))
