"""The project documents itself: no file cites documents outside the repository, and every
relative link of README.md and docs/*.md leads to a file (and heading) that exists."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Built from parts so that this file does not match itself.
OUTSIDE = re.compile(rb"\b" + b"DES" + rb"IGN\b|spec" + rb"/partner-interface|/work/" + rb"shared")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
EXTERNAL = ("http://", "https://", "mailto:")


def tracked_files() -> list[Path]:
    """Every file git tracks in this checkout."""
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    return [ROOT / name for name in listed.decode("utf-8").split("\0") if name]


def outside_citations(path: Path, root: Path = ROOT) -> list[str]:
    """``path:line`` (from ``root``) of each line that names a document outside the repository."""
    return [
        f"{path.relative_to(root)}:{number}"
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


def test_no_tracked_file_cites_documents_outside_the_repository() -> None:
    cited = [
        where for path in tracked_files() if path.is_file() for where in outside_citations(path)
    ]

    assert not cited, "cite docs/partner-interface.md or docs/decisions.md instead: " + ", ".join(
        cited
    )


def test_every_relative_link_of_the_docs_leads_somewhere() -> None:
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

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
