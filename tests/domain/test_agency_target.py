"""The agency store's address: its password taken out (for the keyring), put back to connect."""

from __future__ import annotations

import psycopg

from app.domain.agency_target import AgencyTarget, parse_target, target_problem


def test_a_password_in_the_address_is_taken_out_and_put_back_to_connect() -> None:
    target = parse_target(" postgresql://desk:p%40ss:w0rd@office-pc:5433/agency?sslmode=require ")
    assert target == AgencyTarget(
        "postgresql://desk@office-pc:5433/agency?sslmode=require", "p@ss:w0rd"
    )
    assert target.account == "agency-db postgresql://desk@office-pc:5433/agency?sslmode=require"
    url = target.connection_url(target.password)
    assert psycopg.conninfo.conninfo_to_dict(url) == {
        "user": "desk",
        "password": "p@ss:w0rd",
        "host": "office-pc",
        "port": "5433",
        "dbname": "agency",
        "sslmode": "require",
    }


def test_an_address_without_a_password_stays_as_it_is() -> None:
    target = parse_target("postgresql://desk@office-pc/agency")
    assert target == AgencyTarget("postgresql://desk@office-pc/agency")
    assert target.connection_url(None) == "postgresql://desk@office-pc/agency"


def test_only_a_postgresql_database_is_accepted() -> None:
    assert target_problem("") is None
    assert target_problem("postgresql://desk@office-pc:5432/agency") is None
    assert target_problem("postgres://office-pc/agency") is None
    for wrong in ("https://office-pc/agency", "postgresql://desk@office-pc", "office-pc"):
        assert target_problem(wrong) is not None


def test_a_password_in_the_query_is_taken_out_too() -> None:
    target = parse_target("postgresql://desk@office-pc/agency?sslmode=require&password=s%26cret")
    assert target == AgencyTarget("postgresql://desk@office-pc/agency?sslmode=require", "s&cret")
    assert "cret" not in target.account
    dsn = psycopg.conninfo.conninfo_to_dict(target.connection_url(target.password))
    assert dsn["password"] == "s&cret" and dsn["sslmode"] == "require"
    # No user in the address: the password goes back in the query to connect.
    alone = parse_target("postgresql://office-pc/agency?PASSWORD=secret")
    assert alone == AgencyTarget("postgresql://office-pc/agency", "secret")
    assert psycopg.conninfo.conninfo_to_dict(alone.connection_url("secret")) == {
        "host": "office-pc",
        "dbname": "agency",
        "password": "secret",
    }
