"""Which GSTR-1 table a document goes to (the b2cl limit on both sides), and the schema shipped
with the tests refusing what the portal refuses."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import jsonschema
import pytest

from app.domain.clock import SERVICE_TZ
from app.domain.gst import (
    Buyer,
    DocumentKind,
    LineKind,
    Scheme,
    TallyLedgers,
    TaxBasis,
    TaxDocument,
    TaxLine,
    taxed_line,
    untaxed_line,
)
from app.journal.gst_export import ExportedDocument, write_export
from app.journal.gstr1 import B2CL_LIMIT, Table, gstr1_tables, table_of
from app.journal.gstr1_json import gstr1_json

D = Decimal
SCHEMA = json.loads((Path(__file__).parent / "schemas" / "gstr1.schema.json").read_text())
KERALA = "32"


def _document(
    total: Decimal,
    buyer: Buyer,
    kind: DocumentKind = DocumentKind.INVOICE,
    number: str = "PB1/26/000001",
    original_value: Decimal | None = None,
) -> TaxDocument:
    basis = TaxBasis(Scheme.AGENT, D(18), "998551", KERALA, buyer.state_code or KERALA, buyer)
    intra = basis.intra_state
    lines: tuple[TaxLine, ...] = (
        untaxed_line(LineKind.REIMBURSEMENT, total - D("118.00")),
        taxed_line(LineKind.SERVICE_CHARGE, "998551", D("118.00"), D(18), intra),
    )
    return TaxDocument(
        doc_no=number,
        kind=kind,
        sale_request_id="s-1",
        refund_request_id=None if kind is DocumentKind.INVOICE else "c-1",
        counter="PB1",
        fiscal_year="2026-27",
        issued_at=dt.datetime(2026, 12, 9, 10, 0, tzinfo=SERVICE_TZ),
        basis=basis,
        lines=lines,
        original_no=None if kind is DocumentKind.INVOICE else "PB1/26/000001",
        original_value=original_value,
    )


@pytest.mark.parametrize(
    ("total", "state", "table"),
    [
        (B2CL_LIMIT, "33", Table.B2CS),  # at the limit: small
        (B2CL_LIMIT + D("0.01"), "33", Table.B2CL),  # above it, across states: large
        (B2CL_LIMIT + D("0.01"), KERALA, Table.B2CS),  # within the state: never large
    ],
)
def test_a_consumers_invoice_is_large_only_above_the_limit_across_states(
    total: Decimal, state: str, table: Table
) -> None:
    invoice = _document(total, Buyer("Meena Das", state_code=state))
    assert table_of(invoice) is table
    note = _document(
        D("500.00"),
        Buyer("Meena Das", state_code=state),
        DocumentKind.CREDIT,
        "PB1/26/C00001",
        original_value=total,
    )
    # A credit note follows its invoice: cdnur for a large one, netted in b2cs otherwise.
    assert table_of(note) is (Table.CDNUR if table is Table.B2CL else Table.B2CS)


def test_the_schema_refuses_what_the_portal_refuses() -> None:
    tables = gstr1_tables([_document(D("2000.00"), Buyer("Firm", "29AAGCB7383J1Z4", "Blr", "29"))])
    good = gstr1_json(tables, "32AAACB1234F1ZI", "122026")
    jsonschema.validate(good, SCHEMA)
    bad_number = json.loads(json.dumps(good))
    bad_number["b2b"][0]["inv"][0]["inum"] = "PB1/2026-27/000007"  # 18 characters
    bad_period = {**good, "fp": "2026-12"}
    no_hsn_parts = {**good, "hsn": {"data": []}}
    for bad in (bad_number, bad_period, no_hsn_parts):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(bad, SCHEMA)


def test_a_range_across_months_writes_one_json_per_return_period(tmp_path: Path) -> None:
    firm = Buyer("Firm", "29AAGCB7383J1Z4", "Blr", "29")
    november = replace(
        _document(D("2000.00"), firm, number="PB1/26/000001"),
        issued_at=dt.datetime(2026, 11, 30, 18, 0, tzinfo=SERVICE_TZ),
    )
    december = _document(D("2000.00"), firm, number="PB1/26/000002")
    files = write_export(
        tmp_path,
        "2026-11-30_2026-12-09",
        [ExportedDocument(november, "REF1", "Cash"), ExportedDocument(december, "REF2", "Cash")],
        TallyLedgers(),
        gstin="32AAACB1234F1ZI",
    )
    returns = sorted(name for name in files.names if name.endswith(".json"))
    assert returns == [
        "gstr1_112026_2026-11-30_2026-12-09.json",
        "gstr1_122026_2026-11-30_2026-12-09.json",
    ]
    for name, number in zip(returns, ("PB1/26/000001", "PB1/26/000002"), strict=True):
        filed = json.loads((tmp_path / name).read_text(encoding="utf-8"))
        jsonschema.validate(filed, SCHEMA)
        assert [inv["inum"] for party in filed["b2b"] for inv in party["inv"]] == [number]
