"""The layouts of statements the app knows by their header row, and the owner's own mapping.

Each layout names the column of each role as its header writes it (compared without case or
repeated spaces). The header row is looked for in a file's first rows: banks put the account's
details above it. Where each layout comes from is written beside it; the test files the tests
make from them are described in ``tests/bank/layouts.md``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum


class Role(StrEnum):
    """What a column of a statement holds."""

    DATE = "date"
    TIME = "time"
    NARRATION = "narration"
    REFERENCE = "reference"
    WITHDRAWAL = "withdrawal"
    DEPOSIT = "deposit"
    AMOUNT = "amount"
    SIDE = "side"
    BALANCE = "balance"
    PAYER = "payer"
    STATUS = "status"
    PAYOUT = "payout"
    # A settlement report's app fee, the tax on that fee, and what the row adds to its payout.
    FEE = "fee"
    FEE_TAX = "fee tax"
    NET = "net"


# The roles whose columns a settlement report's fee, its tax and its net are read from.
CHARGE_ROLES = (Role.FEE, Role.FEE_TAX, Role.NET)


def header_word(cell: object) -> str:
    """A header cell as compared: lower case, spaces single."""
    return " ".join(str(cell or "").lower().split())


@dataclass(frozen=True, slots=True)
class Layout:
    """A statement's columns by role (header text as written), with the words its side column
    uses for a debit beside "Dr" (a settlement report's "REFUND"), and the words of its status
    column for an attempt that moved no money (a settlement report's "FAILED").

    A settlement report's ``optional`` columns are read where its header has them (one export
    of it carries the payout's UTR, another does not); ``settled`` names the columns whose
    signed sum is what a row adds to its payout (its amount less the app's fee and tax);
    ``fee_tax`` the columns whose sum is the tax on the app's fee where it is more than one
    (PhonePe's IGST, CGST and SGST). ``sided``: its one amount column says the side as a
    suffix ("347.00 Dr"). ``card``: a card acquirer's settlement report, whose payments are
    the card tender's (its fee the merchant discount, MDR), not UPI's."""

    name: str
    columns: Mapping[Role, str]
    debit_words: frozenset[str] = field(default_factory=frozenset)
    failed_words: frozenset[str] = field(default_factory=frozenset)
    optional: Mapping[Role, str] = field(default_factory=dict)
    settled: tuple[tuple[str, int], ...] = ()
    sided: bool = False
    fee_tax: tuple[str, ...] = ()
    card: bool = False

    def wanted(self) -> dict[Role, str]:
        """Each role's header as compared."""
        return {role: header_word(name) for role, name in self.columns.items()}

    def columns_in(self, header: Sequence[object]) -> dict[Role, int] | None:
        """Each role's column index in ``header`` (an optional one where it has it), or None
        when a column is missing."""
        words = [header_word(cell) for cell in header]
        found: dict[Role, int] = {}
        for role, name in self.wanted().items():
            if name not in words:
                return None
            found[role] = words.index(name)
        for role, name in self.optional.items():
            if header_word(name) in words:
                found[role] = words.index(header_word(name))
        return found

    def settled_in(self, header: Sequence[object]) -> tuple[tuple[int, int], ...]:
        """The ``settled`` columns' indexes in ``header`` with their signs (a mapping's net
        column alone); none unless the header has them all (a row's payout share is then its
        amount less its fee and tax, where they are read)."""
        words = [header_word(cell) for cell in header]
        settled = ((self.columns[Role.NET], 1),) if Role.NET in self.columns else self.settled
        if not settled or any(header_word(name) not in words for name, _ in settled):
            return ()
        return tuple((words.index(header_word(name)), sign) for name, sign in settled)

    def fee_tax_in(self, header: Sequence[object]) -> tuple[int, ...]:
        """The indexes in ``header`` of the ``fee_tax`` columns it has, whose sum is the tax
        on the app's fee (a layout of one such column names it as its ``Role.FEE_TAX``)."""
        words = [header_word(cell) for cell in header]
        names = [header_word(name) for name in self.fee_tax]
        return tuple(words.index(name) for name in names if name in words)

    @property
    def is_settlement(self) -> bool:
        """Whether it is a payment app's settlement report: it names each payment's payout
        (its rows are payments, never the bank's own credits)."""
        return Role.PAYOUT in self.columns or Role.PAYOUT in self.optional

    def says_side(self) -> bool:
        """Whether its one amount's direction is said in words (a side column or a suffix),
        so that a bare amount has none; otherwise the amount is signed, a credit positive."""
        return Role.SIDE in self.columns or self.sided

    def is_complete(self) -> bool:
        """Whether it names what a row needs: a date and an amount (one column with a side, or
        a withdrawal and a deposit column)."""
        roles = set(self.columns)
        amounts = Role.AMOUNT in roles or {Role.WITHDRAWAL, Role.DEPOSIT} <= roles
        return Role.DATE in roles and amounts

    def saved(self) -> dict[str, object]:
        """The mapping as saved (the owner's own, kept in the journal; a card acquirer's says
        so, one of UPI as an earlier version saved it)."""
        saved: dict[str, object] = {
            "name": self.name,
            "columns": {role.value: name for role, name in self.columns.items()},
            "debit_words": sorted(self.debit_words),
            "failed_words": sorted(self.failed_words),
        }
        return saved | {"card": True} if self.card else saved

    def to_json(self) -> str:
        """The mapping as saved, as JSON text."""
        return json.dumps(self.saved(), ensure_ascii=False)

    @classmethod
    def from_saved(cls, data: object) -> Layout:
        """A saved mapping (``ValueError`` when it is not one)."""
        if not isinstance(data, dict):
            raise ValueError("not a saved column mapping")
        try:
            columns = {Role(role): str(name) for role, name in data["columns"].items()}
            layout = cls(
                str(data["name"]),
                columns,
                frozenset(data.get("debit_words", ())),
                frozenset(data.get("failed_words", ())),
                card=data.get("card") is True,
            )
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise ValueError("not a saved column mapping") from exc
        if not layout.is_complete():
            raise ValueError("a column mapping needs a date and an amount")
        return layout

    @classmethod
    def from_json(cls, text: str) -> Layout:
        """A saved mapping from its JSON text (``ValueError`` when it is not one)."""
        try:
            return cls.from_saved(json.loads(text))
        except json.JSONDecodeError as exc:
            raise ValueError("not a saved column mapping") from exc

    def same_columns(self, other: Layout) -> bool:
        """Whether ``other`` reads the same header: the same column names, compared as a
        header row is (a mapping saved again for such a file replaces the earlier one)."""
        return set(self.wanted().values()) == set(other.wanted().values())


def mappings_to_json(mappings: Sequence[Layout]) -> str:
    """The owner's saved mappings as kept in the journal: a JSON list."""
    return json.dumps([layout.saved() for layout in mappings], ensure_ascii=False)


def mappings_from_json(text: str) -> list[Layout]:
    """The saved mappings of ``text``: a list of them, or the one mapping an earlier version
    kept (``ValueError`` when it is neither)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError("not a saved column mapping") from exc
    if isinstance(data, list):
        return [Layout.from_saved(item) for item in data]
    return [Layout.from_saved(data)]


def with_mapping(mappings: Sequence[Layout], layout: Layout) -> list[Layout]:
    """``mappings`` with ``layout`` added, in place of one read for the same header."""
    return [*(kept for kept in mappings if not kept.same_columns(layout)), layout]


# HDFC Bank's net-banking download (CSV and XLS): the columns as open-source statement parsers
# list them (cashlens' docs/bank-statement-format-research.md, expenses_tracker's
# CSV_FORMAT.md); dd/mm/yy dates; a "STATEMENT SUMMARY :-" block closes it.
HDFC = Layout(
    "HDFC Bank",
    {
        Role.DATE: "Date",
        Role.NARRATION: "Narration",
        Role.REFERENCE: "Chq./Ref.No.",
        Role.WITHDRAWAL: "Withdrawal Amt.",
        Role.DEPOSIT: "Deposit Amt.",
        Role.BALANCE: "Closing Balance",
    },
)
# State Bank of India's account statement download (XLS), columns and "1 Apr 2026" dates as
# SharaLedger's docs/INDIAN_BANK_FORMATS.md lists them.
SBI = Layout(
    "State Bank of India",
    {
        Role.DATE: "Txn Date",
        Role.NARRATION: "Description",
        Role.REFERENCE: "Ref No./Cheque No.",
        Role.WITHDRAWAL: "Debit",
        Role.DEPOSIT: "Credit",
        Role.BALANCE: "Balance",
    },
)
# ICICI Bank's detailed statement (XLS): one amount column with a Cr/Dr column, the posted
# moment with its time, as an open-source ICICI XLS parser reads it (header on row 7).
ICICI = Layout(
    "ICICI Bank",
    {
        Role.DATE: "Txn Posted Date",
        Role.REFERENCE: "Transaction ID",
        Role.NARRATION: "Description",
        Role.SIDE: "Cr/Dr",
        Role.AMOUNT: "Transaction Amount(INR)",
        Role.BALANCE: "Available Balance(INR)",
    },
)
# Axis Bank's statement CSV, as BankTransact's AXIS/docs/README.md shows it: an account block
# above, an OPENING BALANCE row, one amount column with DR/CR, Indian digit grouping.
AXIS = Layout(
    "Axis Bank",
    {
        Role.DATE: "Transaction Date (dd/mm/yyyy)",
        Role.NARRATION: "Particulars",
        Role.AMOUNT: "Amount(INR)",
        Role.SIDE: "Debit/Credit",
        Role.BALANCE: "Balance(INR)",
        Role.REFERENCE: "Cheque Number",
    },
)
# Kotak Mahindra Bank's account statement: one amount column whose side is a "Dr"/"Cr" suffix,
# "01-Jul-2025" dates, the opening balance above the header, a Sub Total row and the closing
# balance below, as the anonymised real statement in the PyPI package indian-bank-statement-
# parser's tests (tests/fixtures/kotak/) shows it, and settleflow's docs/SCHEMAS.md describes.
KOTAK = Layout(
    "Kotak Mahindra Bank",
    {
        Role.DATE: "Date",
        Role.NARRATION: "Narration",
        Role.REFERENCE: "Chq/Ref No.",
        Role.AMOUNT: "Withdrawal (Dr) / Deposit (Cr)",
        Role.BALANCE: "Balance",
    },
    sided=True,
)
# PhonePe Business's merchant settlement report (Merchant_Settlement_Report_<id>_<day>_<UTR>.csv):
# the header of the merchants' exports that settleflow (PyPI) records in its docs/RESEARCH-
# gateway-samples.md, with PhonePe's settlement docs: PaymentType PAYMENT or REFUND, a refund's
# Amount negative and its Flow Type DEBIT, the payment's UPI reference in TransactionUTR, the
# payout's UTR in BankReferenceNo (one per settlement, no sale's; PhonePe's column glossary calls
# it the settlement UTR). Fee and its GST are negative, "Settled amount = Amount + Fee + IGST +
# CGST + SGST" (PhonePe's settlement docs). Columns are read by name: the exports order them
# differently.
PHONEPE = Layout(
    "PhonePe Business settlement",
    {
        Role.DATE: "TransactionDate",
        Role.NARRATION: "PhonePeReferenceId",
        Role.REFERENCE: "TransactionUTR",
        Role.PAYER: "From",
        Role.SIDE: "Flow Type",
        Role.AMOUNT: "Amount",
        Role.PAYOUT: "BankReferenceNo",
    },
    frozenset({"debit"}),
    optional={Role.FEE: "Fee"},
    settled=(("Amount", 1), ("Fee", 1), ("IGST", 1), ("CGST", 1), ("SGST", 1)),
    fee_tax=("IGST", "CGST", "SGST"),
)
# YES BANK's YesBiz UPI settlement report, from Juspay's UPI merchant stack: the header its
# settlement-file docs list (settleflow, on PyPI, records them in docs/SCHEMAS.md) as Juspay's
# own parser reads it (nammayatri/shared-kernel, Settlement/YesBiz): the moment as
# "2026-01-01 0:4:55.631247", SALE and REFUND with positive amounts, the payer's VPA, the
# payment's RRN, and a status whose failed attempts moved no money. Juspay's reader takes "UTR
# Number" as the settlement's UTR and "Credit" as the net settled amount (a refund's in
# "Debit"); Juspay's docs' header has no "UTR Number", so it is read where the export has it.
YESBIZ = Layout(
    "YES BANK YesBiz UPI settlement",
    {
        Role.DATE: "Transaction Date",
        Role.NARRATION: "Transaction Description",
        Role.REFERENCE: "RRN",
        Role.PAYER: "Payer Vpa",
        Role.SIDE: "Transaction Type",
        Role.AMOUNT: "Transaction Amount",
        Role.STATUS: "Status",
    },
    frozenset({"refund", "dispute/adjustment"}),
    frozenset({"failed", "failure", "declined", "pending"}),
    optional={Role.PAYOUT: "UTR Number", Role.FEE: "Fee", Role.FEE_TAX: "Tax"},
    settled=(("Credit", 1), ("Debit", -1)),
)

# The card acquirers' settlement reports (issue 94, item 3). No export of either was found in
# public: HDFC Bank's Merchant Payment Report, the one acquirer's file whose real header is
# public (Razorpay's reconciliation code reads it: TRANS DATE, SETTLE DATE, APPROV CODE,
# DOMESTIC AMT, MSF, CGST/SGST/IGST/UTGST AMT, Net Amount, ARN NO), names no payout its bank
# credit carries, so no layout of it can tell its payouts. These two are modelled on what their
# acquirers document, their column names ours (docs/decisions/card-settlements.md): a payment's
# gross, the merchant discount (MDR) and the GST on it apart, the net it adds to its payout,
# and the payout's UTR on each row.
# Pine Labs: its settlement dashboard lists each settlement's UTR Number, Settlement Date and
# Net Amount, each transaction's ID, date, amount and status, and the MDR and GST deducted (its
# settlement API: total_mdr_amount, total_gst_amount); a refund or void is a row of its type.
PINE_LABS = Layout(
    "Pine Labs card settlement",
    {
        Role.DATE: "Transaction Date",
        Role.NARRATION: "Transaction ID",
        Role.REFERENCE: "RRN",
        Role.SIDE: "Transaction Type",
        Role.AMOUNT: "Amount",
        Role.PAYOUT: "UTR Number",
        Role.FEE: "MDR Amount",
        Role.FEE_TAX: "GST Amount",
        Role.NET: "Net Amount",
        Role.STATUS: "Status",
    },
    frozenset({"refund", "void"}),
    frozenset({"failed", "declined"}),
    card=True,
)
# Paytm's EDC (card machine) settlement report: Paytm for Business documents its settlement
# report as the settlement's date, amount and UTR on every transaction it settles, the
# commission and the GST on it deducted, and every row positive, a refund told by its status
# ("REFUND SETTLED", to be taken off the "SETTLED" payments).
PAYTM_EDC = Layout(
    "Paytm EDC card settlement",
    {
        Role.DATE: "Transaction Date",
        Role.NARRATION: "Order ID",
        Role.REFERENCE: "RRN",
        Role.SIDE: "Status",
        Role.AMOUNT: "Amount",
        Role.PAYOUT: "UTR No",
        Role.FEE: "Commission",
        Role.FEE_TAX: "GST",
        Role.NET: "Settled Amount",
    },
    frozenset({"refund settled"}),
    card=True,
)

KNOWN_LAYOUTS: tuple[Layout, ...] = (
    HDFC,
    SBI,
    ICICI,
    AXIS,
    KOTAK,
    PHONEPE,
    YESBIZ,
    PINE_LABS,
    PAYTM_EDC,
)
# The payment apps' and card acquirers' settlement reports: their rows are payments, never a
# bank's credit (a mapping that names a payout column is one too: ``Layout.is_settlement``).
SETTLEMENT_LAYOUTS = frozenset({PHONEPE.name, YESBIZ.name, PINE_LABS.name, PAYTM_EDC.name})
