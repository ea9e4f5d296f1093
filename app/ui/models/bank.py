"""The bank statement panel's tables: the payments questioned, and the credits of no sale."""

from __future__ import annotations

from app.bank.proofs import BankRow, Proof
from app.counter.bank_statements import doubt_text, outcome_text
from app.counter.formatting import money_text
from app.domain.clock import SERVICE_TZ
from app.figures import date_text, moment_text
from app.i18n import Catalogue
from app.ui.models.rows import RIGHT, Column, RowTableModel

BANK_MODEL = Catalogue("BANK_MODEL")


class QuestionedModel(RowTableModel[Proof]):
    """Each questioned UPI or bank payment: when, the receipt and booking, how much, the
    reference given, why it is in doubt, who paid as the statement says, and its resolution
    (a resolved one dimmed)."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(
                    BANK_MODEL.tr("Taken"),
                    lambda p: moment_text(p.at.astimezone(SERVICE_TZ)),
                    sort_key=lambda p: p.at,
                ),
                Column(BANK_MODEL.tr("Receipt"), lambda p: p.receipt_no or p.booking_ref),
                Column(BANK_MODEL.tr("Tender"), lambda p: p.kind.title()),
                Column(
                    BANK_MODEL.tr("Amount"),
                    lambda p: money_text(-p.amount if p.outgoing else p.amount),
                    sort_key=lambda p: p.amount,
                    align=RIGHT,
                ),
                Column(BANK_MODEL.tr("Reference"), lambda p: p.reference),
                Column(BANK_MODEL.tr("Why"), doubt_text),
                Column(BANK_MODEL.tr("Payer"), lambda p: p.row.payer if p.row else ""),
                Column(
                    BANK_MODEL.tr("Resolved"),
                    lambda p: " · ".join(
                        t for t in (outcome_text(p.outcome), p.outcome_detail) if t
                    ),
                ),
            ],
            dimmed=lambda p: p.outcome is not None,
        )


class CreditsModel(RowTableModel[BankRow]):
    """Credits of the statements that prove no sale of this counter."""

    def __init__(self) -> None:
        super().__init__(
            [
                Column(
                    BANK_MODEL.tr("Day"),
                    lambda r: date_text(r.on),
                    sort_key=lambda r: r.on,
                ),
                Column(
                    BANK_MODEL.tr("Amount"),
                    lambda r: money_text(r.amount),
                    sort_key=lambda r: r.amount,
                    align=RIGHT,
                ),
                Column(
                    BANK_MODEL.tr("Reference"), lambda r: r.references[0] if r.references else ""
                ),
                Column(BANK_MODEL.tr("Payer"), lambda r: r.payer),
                Column(BANK_MODEL.tr("Narration"), lambda r: r.narration),
            ]
        )
