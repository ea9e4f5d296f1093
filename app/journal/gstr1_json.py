"""GSTR-1 as the portal's JSON, in its field names: ``gstin``, ``fp`` (MMYYYY), ``b2b``,
``b2cl``, ``b2cs``, ``cdnr``, ``cdnur``, ``nil``, ``hsn`` in its ``hsn_b2b`` and ``hsn_b2c``
parts (from the May 2025 period) and ``doc_issue``. Dates are ``dd-mm-yyyy``, places the
two-digit state code, amounts numbers with two decimals; an item's ``num`` is its rate times 100
plus one (``1801``), as the offline tool numbers it."""

from __future__ import annotations

import json
from typing import Any

from app.domain.money import json_amount, json_rate
from app.journal.gstr1 import Filed, Gstr1Tables, HsnRow, RateLine, Table
from app.journal.gstr1_csv import EXEMP_ROWS

# Table 8's rows by the portal's supply types, in the order of the CSV template's rows.
NIL_SUPPLY_TYPES = dict(
    zip(EXEMP_ROWS, ("INTRB2B", "INTRAB2B", "INTRB2C", "INTRAB2C"), strict=True)
)


def _item(line: RateLine, inter_state: bool) -> dict[str, Any]:
    heads: dict[str, Any] = (
        {"iamt": json_amount(line.igst)}
        if inter_state
        else {"camt": json_amount(line.cgst), "samt": json_amount(line.sgst)}
    )
    return {
        "num": int(line.rate * 100) + 1,
        "itm_det": {
            "rt": json_rate(line.rate),
            "txval": json_amount(line.taxable),
            **heads,
            "csamt": 0.0,
        },
    }


def _date(item: Filed) -> str:
    return item.document.issued_at.strftime("%d-%m-%Y")


def _items(item: Filed) -> list[dict[str, Any]]:
    inter = not item.document.basis.intra_state
    return [_item(line, inter) for line in item.items]


def _b2b(filed: list[Filed]) -> list[dict[str, Any]]:
    by_buyer: dict[str, list[dict[str, Any]]] = {}
    for item in filed:
        by_buyer.setdefault(item.document.basis.buyer.gstin, []).append(
            {
                "inum": item.document.doc_no,
                "idt": _date(item),
                "val": json_amount(item.value),
                "pos": item.document.basis.place_of_supply,
                "rchrg": "N",
                "inv_typ": "R",
                "itms": _items(item),
            }
        )
    return [{"ctin": ctin, "inv": invoices} for ctin, invoices in sorted(by_buyer.items())]


def _b2cl(filed: list[Filed]) -> list[dict[str, Any]]:
    by_place: dict[str, list[dict[str, Any]]] = {}
    for item in filed:
        by_place.setdefault(item.document.basis.place_of_supply, []).append(
            {
                "inum": item.document.doc_no,
                "idt": _date(item),
                "val": json_amount(item.value),
                "itms": _items(item),
            }
        )
    return [{"pos": pos, "inv": invoices} for pos, invoices in sorted(by_place.items())]


def _note(item: Filed) -> dict[str, Any]:
    return {
        "ntty": "C",
        "nt_num": item.document.doc_no,
        "nt_dt": _date(item),
        "val": json_amount(item.value),
        "pos": item.document.basis.place_of_supply,
        "itms": _items(item),
    }


def _cdnr(filed: list[Filed]) -> list[dict[str, Any]]:
    by_buyer: dict[str, list[dict[str, Any]]] = {}
    for item in filed:
        by_buyer.setdefault(item.document.basis.buyer.gstin, []).append(
            {**_note(item), "rchrg": "N", "inv_typ": "R"}
        )
    return [{"ctin": ctin, "nt": notes} for ctin, notes in sorted(by_buyer.items())]


def _hsn(rows: tuple[HsnRow, ...]) -> list[dict[str, Any]]:
    return [
        {
            "num": number,
            "hsn_sc": row.sac,
            "desc": row.description,
            "uqc": "NA",
            "qty": 0,
            "rt": json_rate(row.rate),
            "txval": json_amount(row.taxable),
            "iamt": json_amount(row.igst),
            "camt": json_amount(row.cgst),
            "samt": json_amount(row.sgst),
            "csamt": 0.0,
        }
        for number, row in enumerate(rows, 1)
    ]


def gstr1_json(tables: Gstr1Tables, gstin: str, period: str) -> dict[str, Any]:
    """The return of ``tables`` for ``gstin`` and ``period`` (``fp``, MMYYYY) as the portal
    reads it."""
    b2cs = [
        {
            "sply_ty": "INTER" if row.inter_state else "INTRA",
            "pos": row.place,
            "typ": "OE",
            **_item(RateLine(row.rate, row.taxable, row.igst, row.cgst, row.sgst), row.inter_state)[
                "itm_det"
            ],
        }
        for row in tables.b2cs
    ]
    return {
        "gstin": gstin,
        "fp": period,
        "b2b": _b2b(tables.of(Table.B2B)),
        "b2cl": _b2cl(tables.of(Table.B2CL)),
        "b2cs": b2cs,
        "cdnr": _cdnr(tables.of(Table.CDNR)),
        "cdnur": [{"typ": "B2CL", **_note(item)} for item in tables.of(Table.CDNUR)],
        "nil": {
            "inv": [
                {"sply_ty": kind, "nil_amt": 0.0, "expt_amt": 0.0, "ngsup_amt": 0.0}
                for kind in NIL_SUPPLY_TYPES.values()
            ]
        },
        "hsn": {"hsn_b2b": _hsn(tables.hsn_b2b), "hsn_b2c": _hsn(tables.hsn_b2c)},
        "doc_issue": {
            "doc_det": [
                {
                    "doc_num": doc_type.number,
                    "doc_typ": doc_type.value,
                    "docs": [
                        {
                            "num": number,
                            "from": docs.first,
                            "to": docs.last,
                            "totnum": docs.total,
                            "cancel": docs.cancelled,
                            "net_issue": docs.net,
                        }
                        for number, docs in enumerate(
                            (d for d in tables.docs if d.doc_type is doc_type), 1
                        )
                    ],
                }
                for doc_type in dict.fromkeys(d.doc_type for d in tables.docs)
            ]
        },
    }


def gstr1_json_bytes(tables: Gstr1Tables, gstin: str, period: str) -> bytes:
    """``gstr1_json`` as the file the portal takes (UTF-8)."""
    return json.dumps(gstr1_json(tables, gstin, period), ensure_ascii=False, indent=1).encode()
