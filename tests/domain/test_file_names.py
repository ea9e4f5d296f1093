"""File names from outside words: nothing a path acts on survives ``safe_name``, the encoding is
one-to-one, and ``file_in`` proves the file stays in its folder, with Windows paths as well as
POSIX ones whatever the OS the tests run on."""

from __future__ import annotations

import ntpath
import posixpath
from pathlib import PurePath, PurePosixPath, PureWindowsPath
from urllib.parse import unquote

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.file_names import LONGEST, UnsafeFileName, check_name, file_in, safe_name

WINDOWS_FOLDER = PureWindowsPath(r"C:\Users\clerk\AppData\Local\Counterdesk\customer-requests")
POSIX_FOLDER = PurePosixPath("/home/clerk/.local/share/counterdesk/customer-requests")
HOSTILE = r"a\..\..\..\..\x"


def _stays_in(folder: PurePath, path: PurePath) -> bool:
    """``path`` once the OS has acted on it (``..`` folded) lies directly in ``folder``."""
    if isinstance(folder, PureWindowsPath):
        return ntpath.dirname(ntpath.normpath(str(path))) == str(folder)
    return posixpath.dirname(posixpath.normpath(str(path))) == str(folder)


@pytest.mark.parametrize("folder", [WINDOWS_FOLDER, POSIX_FOLDER])
def test_the_issue_s_reference_stays_in_its_folder_on_windows_and_posix(folder: PurePath) -> None:
    path = file_in(folder, f"customer-{safe_name(HOSTILE)}.json")
    assert _stays_in(folder, path)
    assert path.name == "customer-a%5C%2E%2E%5C%2E%2E%5C%2E%2E%5C%2E%2E%5Cx.json"
    # The plain join, as the export was made before, leaves the folder on Windows.
    assert not _stays_in(WINDOWS_FOLDER, WINDOWS_FOLDER / f"customer-{HOSTILE}.json")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("BK7F3A2Q", "BK7F3A2Q"),  # an ordinary reference: the files made before still match
        ("v1.2_x-y", "v1.2_x-y"),
        ("../x", "%2E%2E%2Fx"),
        ("..", "%2E%2E"),
        (".hidden", "%2Ehidden"),
        ("trail.", "trail%2E"),
        ("trail ", "trail%20"),
        ("C:x", "C%3Ax"),
        ("x:stream", "x%3Astream"),
        ("a\x00b\nc", "a%00b%0Ac"),
        ("100%", "100%25"),
        ("CON", "%43ON"),
        ("nul", "%6Eul"),
        ("COM1", "%43OM1"),
        ("lpt9", "%6Cpt9"),
        ("Aux.json", "%41ux.json"),
        ("CONOUT$", "CONOUT%24"),
        ("COM¹", "COM%C2%B9"),
        ("राम", "%E0%A4%B0%E0%A4%BE%E0%A4%AE"),
        ("", "%"),
    ],
)
def test_every_character_a_path_acts_on_is_encoded(text: str, name: str) -> None:
    assert safe_name(text) == name
    assert check_name(name) == name


@pytest.mark.parametrize(
    "name",
    ["", ".", "..", "a/b", r"a\b", "C:x", "x:s", "CON", "con.json", "NUL .txt", "a.", "a ", "a\tb"],
)
@pytest.mark.parametrize("folder", [WINDOWS_FOLDER, POSIX_FOLDER])
def test_a_name_a_path_would_act_on_is_refused_by_the_join(folder: PurePath, name: str) -> None:
    with pytest.raises(UnsafeFileName):
        file_in(folder, name)


@given(st.text())
def test_any_text_becomes_one_plain_name_inside_its_folder(text: str) -> None:
    name = safe_name(text)
    assert len(name) <= LONGEST
    for folder in (WINDOWS_FOLDER, POSIX_FOLDER):
        path = file_in(folder, f"customer-{name}.json")
        assert _stays_in(folder, path)
    if len(name) < LONGEST:
        # One-to-one: the text is read back from the name, so two texts never share a file.
        assert unquote(name if text else "", errors="surrogatepass") == text


@given(st.text(min_size=1), st.text(min_size=1))
def test_two_long_texts_keep_two_names(first: str, second: str) -> None:
    long_first, long_second = first * LONGEST, second * LONGEST
    if long_first != long_second:
        assert safe_name(long_first) != safe_name(long_second)
