"""The one rule an e-mail address meets wherever it enters and when its letter is built."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.email_address import address_problem
from app.domain.requests import check_customer


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


@given(
    st.one_of(
        st.text(max_size=40),
        st.from_regex(r"[a-z0-9.+_-]{1,12}@[a-z0-9-]{1,10}\.[a-z]{2,6}", fullmatch=True),
    )
)
def test_the_sale_s_field_and_the_letter_refuse_the_same_addresses(address: str) -> None:
    # The customer's e-mail field (the service's own check) and the rule the letter is built
    # by take exactly the same addresses: one rule, whichever door an address comes in by.
    body = {"customer_name": "Asha Rao", "customer_email": address, "customer_phone": "98765432"}
    field_refuses = any(v.field == "customer_email" for v in check_customer(body))
    assert field_refuses == (not address.strip() or address_problem(address) is not None)
