"""``Till``: the customer's side of the money in the journal, one object over the records each
part of it keeps (payments ``till_sales``, receipt numbers ``receipts``, shifts and Z reports
``shifts``, refunds ``refunds``, sales the customer left ``left_sales``, supervisor decisions and
the PIN ``supervisor``). A refused write raises a ``TillError`` carrying its facts; the screen
words them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.journal.left_sales import LeftSaleTables, left_fees
from app.journal.receipts import (
    allocate_receipt_no,
    next_restart_letter,
    raise_receipt_series,
    receipts_restarted,
    resume_receipts,
)
from app.journal.refunds import RefundTables, record_refund_due
from app.journal.shifts import ShiftTables
from app.journal.till_sales import (
    payment_body,
    record_pending_sale,
    return_sale,
    settle_sale,
    transfer_references,
)
from app.records.refunds import (
    AbovePaid,
    AboveRule,
    AlreadyRefunded,
    CustomerRefund,
    RefundCeiling,
    RefundDue,
    RefundOwed,
    RefundPart,
)
from app.records.till import (
    EarlierTransfer,
    LeftSale,
    NoSuchDecision,
    OtherClerksShift,
    PinCheck,
    Refusal,
    RepeatedReference,
    SaleRecord,
    SaleState,
    Shift,
    ShiftStillOpen,
    ShiftTakings,
    ShiftTally,
    SupervisorNeeded,
    TillError,
    TillRefused,
    TillSale,
    ZReport,
)

if TYPE_CHECKING:
    from app.bank.proofs import ShiftProof

# The names the rest of the app reads the till's records by.
__all__ = [
    "AbovePaid",
    "AboveRule",
    "AlreadyRefunded",
    "CustomerRefund",
    "EarlierTransfer",
    "LeftSale",
    "NoSuchDecision",
    "OtherClerksShift",
    "PinCheck",
    "RefundCeiling",
    "RefundDue",
    "RefundOwed",
    "RefundPart",
    "Refusal",
    "RepeatedReference",
    "SaleRecord",
    "SaleState",
    "Shift",
    "ShiftStillOpen",
    "ShiftTakings",
    "ShiftTally",
    "SupervisorNeeded",
    "Till",
    "TillError",
    "TillRefused",
    "TillSale",
    "ZReport",
    "allocate_receipt_no",
    "left_fees",
    "next_restart_letter",
    "payment_body",
    "raise_receipt_series",
    "receipts_restarted",
    "record_pending_sale",
    "record_refund_due",
    "resume_receipts",
    "return_sale",
    "settle_sale",
    "transfer_references",
]


class Till(RefundTables, ShiftTables, LeftSaleTables):
    """The till's records in the journal's database (one connection, one thread)."""

    def bank_proof(self, shift_id: int) -> ShiftProof:
        """The shift's UPI and bank takings against the bank's statements (proved, not yet in
        them, questioned), for its X and Z reports."""
        # The statements' tables come when first asked (``app.journal.bank_schema`` says why).
        from app.journal.bank import BankTables

        return BankTables(self._conn, self._now).shift_proof(shift_id)
