"""The one rule an e-mail address meets wherever it enters and when its letter is built."""

from __future__ import annotations

import pytest

from app.domain.email_address import address_problem


@pytest.mark.parametrize(
    "address", ["", "asha@example.in", "a.b+tours@mail.example.co.in", "X_Y-z@EXAMPLE.COM"]
)
def test_an_address_a_server_takes_or_none_has_no_problem(address: str) -> None:
    assert address_problem(address) is None


@pytest.mark.parametrize(
    ("address", "said"),
    [
        ("asha@example.in\r\n", "line break"),
        ("asha@example.in\nRCPT TO:<x@y.in>", "line break"),
        ("asha\t@example.in", "control character"),
        ("āsha@example.in", "letters a mail server does not take"),
        ("asha@例え.jp", "letters a mail server does not take"),
        ("asha@example", "is not an e-mail address"),
        ("asha example.in", "is not an e-mail address"),
        ("a" * 250 + "@x.in", "is not an e-mail address"),
    ],
)
def test_an_address_no_server_takes_is_named_with_why(address: str, said: str) -> None:
    problem = address_problem(address)
    assert problem is not None and said in problem
