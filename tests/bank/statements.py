"""Statement files made by the tests in the layouts of Indian banks' net-banking exports and of
UPI settlement reports, each with its quirks (``layouts.md`` beside this file says where each
layout comes from). ``write(layout, path, transfers, malformed=True)`` writes one and returns
the line of the malformed row it plants (None when none is asked for)."""

from __future__ import annotations

import csv
import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import openpyxl

from app.bank.account import BankAccount
from app.bank.layouts import Role

OPENING = Decimal("150000.00")


@dataclass(frozen=True, slots=True)
class Transfer:
    """Money into (``amount`` > 0) or out of the agency's account."""

    on: dt.date
    at: dt.time
    amount: Decimal
    reference: str
    payer: str = "RAVI KUMAR"
    vpa: str = "ravi.kumar@okicici"
    rail: str = "UPI"
    fee: Decimal = Decimal("0.00")
    # A line of the bank's own (a charge, the GST on it, cash paid in at the branch), written as
    # this narration whatever the rail (every bank's writer; MT940's in its :86:).
    narration: str = ""


def indian(amount: Decimal) -> str:
    """``amount`` grouped the Indian way: 1,23,456.00."""
    whole, _, fraction = f"{abs(amount):.2f}".partition(".")
    head, tail = whole[:-3], whole[-3:]
    groups: list[str] = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join([*groups, tail]) + "." + fraction


def western(amount: Decimal) -> str:
    """``amount`` grouped by thousands: 123,456.00."""
    return f"{abs(amount):,.2f}"


def _balances(transfers: Sequence[Transfer]) -> list[Decimal]:
    found: list[Decimal] = []
    balance = OPENING
    for transfer in transfers:
        balance += transfer.amount
        found.append(balance)
    return found


def period(transfers: Sequence[Transfer]) -> tuple[dt.date, dt.date]:
    """The period a bank's statement of ``transfers`` states: the whole months they fall in
    (April 2026 for none)."""
    days = [transfer.on for transfer in transfers] or [dt.date(2026, 4, 1)]
    last = max(days)
    following = (last.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    return min(days).replace(day=1), following - dt.timedelta(days=1)


def _write_csv(path: Path, rows: Sequence[Sequence[object]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(rows)


def _write_xlsx(path: Path, rows: Sequence[Sequence[object]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    for row in rows:
        sheet.append(list(row))
    book.save(path)


def _planted(rows: list[list[object]], at: int, row: list[object]) -> int:
    """Insert the malformed ``row`` at index ``at``; its line (1-based)."""
    rows.insert(at, row)
    return at + 1


HDFC_HEADER = (
    "Date",
    "Narration",
    "Chq./Ref.No.",
    "Value Dt",
    "Withdrawal Amt.",
    "Deposit Amt.",
    "Closing Balance",
)


# --- HDFC Bank: CSV, header on line 22, dd/mm/yy, ref column zero-padded, summary at the end.
def hdfc(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    rows: list[list[object]] = [["HDFC BANK Ltd."], ["Page No .: 1"], ["M/S. ANDAMAN TOURS"]]
    rows += [[f"Address line {n}"] for n in range(1, 15)]
    rows.append(["Account No : 50200012345678"])
    first, last = period(transfers)
    rows += [[f"Statement From : {first:%d/%m/%Y} To : {last:%d/%m/%Y}"], [], []]
    rows += [list(HDFC_HEADER), ["********"] * 7]
    for transfer, balance in zip(transfers, _balances(transfers), strict=True):
        day = transfer.on.strftime("%d/%m/%y")
        if transfer.rail == "UPI":
            narration = (
                f"UPI-{transfer.payer}-{transfer.vpa}-ICIC0001234-{transfer.reference}-PAYMENT"
            )
            ref = transfer.reference.rjust(16, "0")
        elif transfer.rail == "IMPS":
            narration = f"IMPS-{transfer.reference}-{transfer.payer}-SBIN-XXXXXXXX4321-TOURS"
            ref = transfer.reference.rjust(16, "0")
        else:
            narration = f"NEFT CR-SBIN0001234-{transfer.payer}-TOUR BOOKING"
            ref = transfer.reference
        out = f"{-transfer.amount:.2f}" if transfer.amount < 0 else ""
        into = f"{transfer.amount:.2f}" if transfer.amount > 0 else ""
        rows.append([day, transfer.narration or narration, ref, day, out, into, f"{balance:.2f}"])
    line = None
    if malformed:
        line = _planted(rows, len(rows) - 1, ["31/02/26", "UPI-BAD", "1", "31/02/26", "", "5", "1"])
    rows += [
        ["********"] * 7,
        [],
        ["STATEMENT SUMMARY :-"],
        ["Opening Balance", "Dr Count", "Cr Count", "Debits", "Credits", "Closing Bal"],
        [f"{OPENING:.2f}", "1", "9", "0.00", "0.00", "0.00"],
    ]
    _write_csv(path, rows)
    return line


# --- State Bank of India: XLSX, an account block above, "1 Apr 2026", Indian grouping, '*' in
# NEFT narrations, a computer-generated notice at the end.
def sbi(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    first, last = period(transfers)
    rows: list[list[object]] = [
        ["Account Name", ":", "ANDAMAN TOURS"],
        ["Address", ":", "Aberdeen Bazaar"],
        ["Account Number", ":", "_00000031234567890"],
        ["Branch", ":", "PORT BLAIR"],
        ["IFS Code", ":", "SBIN0000123"],
        ["Balance as on 1 Apr 2026", ":", indian(OPENING)],
        [],
        ["Start Date", ":", f"{first.day} {first:%b %Y}"],
        ["End Date", ":", f"{last.day} {last:%b %Y}"],
        [],
    ]
    rows.append(
        [
            "Txn Date",
            "Value Date",
            "Description",
            "Ref No./Cheque No.",
            "Debit",
            "Credit",
            "Balance",
        ]
    )
    for transfer, balance in zip(transfers, _balances(transfers), strict=True):
        day = f"{transfer.on.day} {transfer.on:%b %Y}"
        if transfer.rail == "UPI":
            narration = (
                f"BY TRANSFER-UPI/CR/{transfer.reference}/{transfer.payer}/ICIC/{transfer.vpa}/"
                "Payment--"
            )
        elif transfer.rail == "IMPS":
            narration = f"BY TRANSFER-IMPS/{transfer.reference}/{transfer.payer}/SBIN--"
        else:
            narration = f"BY TRANSFER-NEFT*HDFC0000240*{transfer.reference}*{transfer.payer}--"
        out = indian(transfer.amount) if transfer.amount < 0 else ""
        into = indian(transfer.amount) if transfer.amount > 0 else ""
        ref = "TRANSFER FROM 4897693162093"
        rows.append([day, day, transfer.narration or narration, ref, out, into, indian(balance)])
    line = None
    if malformed:
        line = _planted(
            rows, 13, ["2 Apr 2026", "2 Apr 2026", "BY CASH", "-", "", "12,3x4.00", "1"]
        )
    rows += [[], ["**This is a computer generated statement and does not require a signature."]]
    _write_xlsx(path, rows)
    return line


# --- ICICI Bank: XLSX, header on row 7, the posted moment with its time, a Cr/Dr column,
# numbers as spreadsheet numbers, narrations cut at 50 characters.
def icici(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    first, last = period(transfers)
    rows: list[list[object]] = [
        ["DETAILED STATEMENT"],
        [],
        ["Transactions List - ANDAMAN TOURS (INR) - 000405123456"],
        [],
        [f"Transaction Date from {first:%d/%m/%Y} to {last:%d/%m/%Y}"],
        [],
    ]
    rows.append(
        [
            "No.",
            "Transaction ID",
            "Value Date",
            "Txn Posted Date",
            "ChequeNo.",
            "Description",
            "Cr/Dr",
            "Transaction Amount(INR)",
            "Available Balance(INR)",
        ]
    )
    for number, (transfer, balance) in enumerate(
        zip(transfers, _balances(transfers), strict=True), start=1
    ):
        posted = dt.datetime.combine(transfer.on, transfer.at).strftime("%d/%m/%Y %I:%M:%S %p")
        if transfer.rail == "UPI":
            narration = f"UPI/{transfer.reference}/{transfer.payer}/{transfer.vpa}/Payment"
        else:
            narration = f"{transfer.rail}-{transfer.reference}-{transfer.payer}-HDFC BANK"
        rows.append(
            [
                number,
                f"S{40000000 + number}",
                transfer.on.strftime("%d/%m/%Y"),
                posted,
                "-",
                (transfer.narration or narration)[:50],
                "CR" if transfer.amount > 0 else "DR",
                float(abs(transfer.amount)),
                float(balance),
            ]
        )
    line = None
    if malformed:
        line = _planted(rows, 8, [99, "S1", "01/04/2026", "01/04/2026 10:00:00 AM", "-", "X", "CR"])
    _write_xlsx(path, rows)
    return line


# --- Axis Bank: CSV, an account block, an OPENING BALANCE row, DR/CR column, amounts with a
# leading tab and Indian grouping, TRANSACTION TOTAL and CLOSING BALANCE rows at the end.
def axis(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    first, last = period(transfers)
    rows: list[list[object]] = [
        ["Name :- ANDAMAN TOURS  ."],
        ["Joint Holder :-- "],
        [
            "Statement of Account No - 922030048910705 for the period"
            f" (From : {first:%d/%m/%Y} To : {last:%d/%m/%Y})"
        ],
        [
            "S.No",
            "Transaction Date (dd/mm/yyyy)",
            "Value Date (dd/mm/yyyy)",
            "Particulars",
            "Amount(INR)",
            "Debit/Credit",
            "Balance(INR)",
            "Cheque Number",
            "Branch Name(SOL)",
        ],
        ["1", "", "", "OPENING BALANCE", "", "", indian(OPENING), "", "PORT BLAIR"],
    ]
    for number, (transfer, balance) in enumerate(
        zip(transfers, _balances(transfers), strict=True), start=2
    ):
        day = transfer.on.strftime("%d/%m/%Y")
        if transfer.rail == "UPI":
            narration = f"UPI/P2M/{transfer.reference}/{transfer.payer}/ICICI Bank/{transfer.vpa}"
        elif transfer.rail == "IMPS":
            narration = f"IMPS/P2A/{transfer.reference}/{transfer.payer}/SBI"
        else:
            narration = f"NEFT/{transfer.reference}/{transfer.payer}/HDFC BANK/0001173122"
        side = "CR" if transfer.amount > 0 else "DR"
        rows.append(
            [
                str(number),
                day,
                day,
                transfer.narration or narration,
                f"\t{indian(transfer.amount)}",
                side,
                indian(balance),
                "",
                "PORT BLAIR (248)",
            ]
        )
    line = None
    if malformed:
        line = _planted(
            rows, 7, ["9", "05/04/2026", "05/04/2026", "NEFT/BAD", "", "CR", "1", "", ""]
        )
    rows += [
        ["", "", "", "TRANSACTION TOTAL", "", "", "", "", ""],
        ["", "", "", "CLOSING BALANCE", "", "", indian(_balances(transfers)[-1]), "", ""],
    ]
    _write_csv(path, rows)
    return line


# --- Kotak Mahindra Bank: CSV, the account block with the opening balance above the header,
# "01-Apr-2026" dates, one amount column whose side is a "Dr"/"Cr" suffix ("347.00 Dr"), a Sub
# Total row and the closing balance at the end.
def kotak(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    first, last = period(transfers)
    rows: list[list[object]] = [
        ["KOTAK MAHINDRA BANK LTD"],
        ["Current Account Statement"],
        ["A/C No. : 1011567891"],
        ["Account Name : ANDAMAN TOURS"],
        ["Branch : PORT BLAIR"],
        ["IFSC : KKBK0000123"],
        [f"Statement Period : {first:%d-%b-%Y} to {last:%d-%b-%Y}"],
        [f"Opening Balance : {indian(OPENING)}"],
        [],
        ["Date", "Narration", "Chq/Ref No.", "Withdrawal (Dr) / Deposit (Cr)", "Balance"],
    ]
    for transfer, balance in zip(transfers, _balances(transfers), strict=True):
        side = "Cr" if transfer.amount > 0 else "Dr"
        if transfer.rail == "NEFT":
            parts = ("NEFT", "INWARD", f"{side.upper()}-SBIN", transfer.payer, "TOUR BOOKING")
            narration = "/".join((*parts, transfer.reference))
        else:
            narration = (
                f"{transfer.rail}/{side.upper()}/{transfer.reference}/{transfer.payer}/TOURS"
            )
        rows.append(
            [
                transfer.on.strftime("%d-%b-%Y"),
                transfer.narration or narration,
                "",
                f"{indian(transfer.amount)} {side}",
                indian(balance),
            ]
        )
    line = None
    if malformed:
        line = _planted(rows, 11, ["01-Apr-2026", "UPI/CR/BROKEN", "", "Cr", "1.00"])
    debits = sum((-t.amount for t in transfers if t.amount < 0), Decimal(0))
    credits = sum((t.amount for t in transfers if t.amount > 0), Decimal(0))
    closing = indian(_balances(transfers)[-1])
    rows += [
        [],
        ["Sub Total :", "", "", f"{indian(debits)} Dr", f"{indian(credits)} Cr", closing],
        [f"Closing Balance : {closing}"],
    ]
    _write_csv(path, rows)
    return line


# The payouts' UTRs: one settlement a day, paid out the next day.
def phonepe_utr(day: dt.date) -> str:
    """The UTR of PhonePe's payout of ``day``'s payments (its report's BankReferenceNo)."""
    return f"AXNPN{day + dt.timedelta(days=1):%y%m%d}00123456"


def yesbiz_utr(day: dt.date) -> str:
    """The UTR of YesBiz's payout of ``day``'s payments (its report's UTR Number)."""
    return f"YESB{day:%y%m%d}0001234"


def phonepe_gst(fee: Decimal) -> Decimal:
    """The GST on PhonePe's ``fee`` as its reports write it, to a tenth of a paisa."""
    return (fee * Decimal("0.18")).quantize(Decimal("0.001"))


def yesbiz_tax(fee: Decimal) -> Decimal:
    """The tax on YesBiz's ``fee`` as its reports write it."""
    return (fee * Decimal("0.18")).quantize(Decimal("0.01"))


# --- PhonePe Business settlement report: CSV, the payment's moment as "dd-MM-yyyy hh:mm:ss AM",
# PAYMENT and REFUND rows (a refund's amount negative, its flow DEBIT), the fee and its GST as
# negative columns (the GST to three places, "-1.332"), the settlement's UTR (one per payout, no
# sale's reference) on every row, the UPI reference in TransactionUTR.
def phonepe(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    header: list[object] = [
        "PaymentType",
        "MerchantReferenceId",
        "PhonePeReferenceId",
        "From",
        "Instrument",
        "Flow Type",
        "CreationDate",
        "TransactionDate",
        "SettlementDate",
        "BankReferenceNo",
        "Amount",
        "Fee",
        "IGST",
        "CGST",
        "SGST",
        "MerchantOrderId",
        "OriginalMerchantReferenceId",
        "OriginalTransactionId",
        "OriginalTransactionDate",
        "TransactionUTR",
        "StoreId",
        "StoreName",
        "TerminalId",
        "TerminalName",
    ]
    rows: list[list[object]] = [header]
    for number, transfer in enumerate(transfers, start=1):
        moment = dt.datetime.combine(transfer.on, transfer.at)
        settled = transfer.on + dt.timedelta(days=1)
        payment = transfer.amount > 0
        rows.append(
            [
                "PAYMENT" if payment else "REFUND",
                f"MREF{moment:%y%m%d}{number:04d}",
                f"T{moment:%y%m%d%H%M%S}{number:04d}",
                transfer.vpa,
                "UPI_FULFILMENT",
                "CREDIT" if payment else "DEBIT",
                transfer.on.strftime("%d-%m-%Y"),
                moment.strftime("%d-%m-%Y %I:%M:%S %p"),
                settled.strftime("%d-%m-%Y"),
                phonepe_utr(transfer.on),
                f"{transfer.amount:.2f}",
                f"{-transfer.fee:.2f}",
                f"{-phonepe_gst(transfer.fee):.3f}",
                "0.00",
                "0.00",
                "",
                "",
                "",
                "",
                transfer.reference,
                "PB01",
                "ANDAMAN TOURS ABERDEEN",
                "T01",
                "COUNTER 1",
            ]
        )
    line = None
    if malformed:
        bad = ["PAYMENT", "M1", "T1", "x@ybl", "UPI_FULFILMENT", "CREDIT", "32-04-2026"]
        line = _planted(rows, 2, [*bad, "32-04-2026 10:00:00 AM", "", "", "5.00"])
    _write_csv(path, rows)
    return line


# --- YES BANK YesBiz UPI settlement report (Juspay's UPI merchant stack): CSV, the payment's
# moment as "2026-04-01 9:5:07.631247" (hours and minutes not zero-padded, microseconds), SALE
# and REFUND rows with positive amounts, a refund's in the Debit column, a status column whose
# FAILED attempts carry an RRN but moved no money, the payout's UTR on every row.
def yesbiz(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    header: list[object] = [
        "Merchant ID",
        "Transaction Amount",
        "Fee",
        "Tax",
        "Credit",
        "Debit",
        "Partner Amount",
        "Settlement Date",
        "UPI Request Id",
        "Transaction Type",
        "Type",
        "Transaction Date",
        "Merchant Account Number",
        "Status",
        "Payer Vpa",
        "Payee Vpa",
        "RRN",
        "Settlement Status",
        "Order ID",
        "Transaction Description",
        "UTR Number",
    ]
    rows: list[list[object]] = [header]
    for number, transfer in enumerate(transfers, start=1):
        at = transfer.at
        moment = f"{transfer.on.isoformat()} {at.hour}:{at.minute}:{at.second:02d}.{number:06d}"
        amount = f"{abs(transfer.amount):.2f}"
        sale = transfer.amount > 0
        tax = yesbiz_tax(transfer.fee)
        rows.append(
            [
                "YESB0000ANDTOURS",
                amount,
                f"{transfer.fee:.2f}",
                f"{tax:.2f}",
                f"{transfer.amount - transfer.fee - tax:.2f}" if sale else "0.00",
                "0.00" if sale else amount,
                "0.00",
                (transfer.on + dt.timedelta(days=1)).isoformat(),
                f"YBL{transfer.on:%y%m%d}{number:08d}",
                "SALE" if sale else "REFUND",
                "PAY" if sale else "DEBIT",
                moment,
                "XXXXXXXX4321",
                "00",
                transfer.vpa,
                "andamantours@yesbank",
                transfer.reference,
                "Settled",
                f"ORD{transfer.on:%y%m%d}{number:04d}",
                "Tour booking",
                yesbiz_utr(transfer.on),
            ]
        )
    line = None
    if malformed:
        line = _planted(rows, 1, ["YESB0000ANDTOURS", "five", *[""] * 9, "2026-04-01 9:5:07"])
    _write_csv(path, rows)
    return line


def razorpay_utr(day: dt.date) -> str:
    """The UTR of Razorpay's payout of ``day``'s payments (its report's settlement_utr): a
    NEFT UTR of the bank that pays it out, the next day."""
    return f"RATNN{day + dt.timedelta(days=1):%y%m%d}00456789"


# The columns of Razorpay's Settlement Recon report, which no layout of the app knows: the
# owner maps them once (``RAZORPAY_ROLES``). The fields are those of Razorpay's Settlement
# Recon items (its settlements docs; an open-source reconciliation tool's table of them,
# which the layouts' README names), written as the dashboard's CSV download writes them: a
# header row of the field names, rupees, the moment as "2026-04-26 10:15:32".
RAZORPAY_HEADER = (
    "entity_id",
    "type",
    "debit",
    "credit",
    "amount",
    "currency",
    "fee",
    "tax",
    "on_hold",
    "settled",
    "created_at",
    "settled_at",
    "settlement_id",
    "description",
    "notes",
    "payment_id",
    "arn",
    "settlement_utr",
    "order_id",
    "order_receipt",
    "method",
    "upi_flow",
    "card_network",
    "card_issuer",
    "card_type",
    "dispute_id",
    "additional_utr",
)


# The columns of Razorpay's report by role, as the owner maps them.
RAZORPAY_ROLES = {
    Role.DATE: "created_at",
    Role.NARRATION: "entity_id",
    Role.REFERENCE: "arn",
    Role.AMOUNT: "amount",
    Role.PAYOUT: "settlement_utr",
    Role.FEE: "fee",
    Role.FEE_TAX: "tax",
    Role.NET: "credit",
}


# --- Razorpay's Settlement Recon report: CSV, a payment's gross in amount, the fee and the GST
# on it apart (positive), what it adds to its payout in credit, the payout's UTR on every row
# of a settlement, the UPI payment's RRN in arn (the column the owner maps as its reference).
# A refund (a negative transfer) is a row of type refund, its amount positive, in debit (credit
# 0.00, no fee); a card payment (rail CARD) is of method card, its network named.
def razorpay(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    rows: list[list[object]] = [list(RAZORPAY_HEADER)]
    for number, transfer in enumerate(transfers, start=1):
        moment = dt.datetime.combine(transfer.on, transfer.at)
        tax = yesbiz_tax(transfer.fee)  # GST at 18 % of the fee, to the paisa
        refund = transfer.amount < 0
        card = transfer.rail == "CARD"
        rows.append(
            [
                f"{'rfnd' if refund else 'pay'}_{moment:%y%m%d%H%M%S}{number:04d}",
                "refund" if refund else "payment",
                f"{-transfer.amount:.2f}" if refund else "0.00",
                "0.00" if refund else f"{transfer.amount - transfer.fee - tax:.2f}",
                f"{abs(transfer.amount):.2f}",
                "INR",
                f"{transfer.fee:.2f}",
                f"{tax:.2f}",
                "0",
                "1",
                moment.strftime("%Y-%m-%d %H:%M:%S"),
                (transfer.on + dt.timedelta(days=1)).isoformat(),
                f"setl_{transfer.on:%y%m%d}RZP0001",
                "Tour booking",
                "{}",
                "",
                transfer.reference,
                razorpay_utr(transfer.on),
                f"order_{number:06d}",
                f"RCPT{number:06d}",
                "card" if card else "upi",
                "" if card else "collect",
                "Visa" if card else "",
                "HDFC" if card else "",
                "debit" if card else "",
                "",
                "",
            ]
        )
    line = None
    if malformed:
        line = _planted(rows, 1, ["pay_bad", "payment", "0.00", "5.00", "five", "INR"])
    _write_csv(path, rows)
    return line


def pine_labs_utr(day: dt.date) -> str:
    """The UTR of Pine Labs' payout of ``day``'s card payments, the next day."""
    return f"HDFCN{day + dt.timedelta(days=1):%y%m%d}00612345"


def paytm_utr(day: dt.date) -> str:
    """The UTR of Paytm's payout of ``day``'s card payments, the next day."""
    return f"UTIBN{day + dt.timedelta(days=1):%y%m%d}00734567"


# --- Pine Labs card settlement (modelled, app/bank/layouts.py): CSV, one row a card payment or
# refund with its terminal, batch and approval code, the moment as "20/04/2026 10:15:32", the
# MDR and the GST on it positive, the net the row adds to its payout (a refund's negative), the
# payout's UTR and day on every row of a settlement.
def pine_labs(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    header: list[object] = [
        "Settlement Date",
        "UTR Number",
        "MID",
        "TID",
        "Batch No",
        "Transaction ID",
        "Transaction Date",
        "Card Network",
        "Card Number",
        "Approval Code",
        "RRN",
        "Transaction Type",
        "Amount",
        "MDR Amount",
        "GST Amount",
        "Net Amount",
        "Status",
    ]
    rows: list[list[object]] = [header]
    for number, transfer in enumerate(transfers, start=1):
        moment = dt.datetime.combine(transfer.on, transfer.at)
        sale = transfer.amount > 0
        gst = yesbiz_tax(transfer.fee) if sale else Decimal("0.00")
        fee = transfer.fee if sale else Decimal("0.00")
        rows.append(
            [
                (transfer.on + dt.timedelta(days=1)).strftime("%d/%m/%Y"),
                pine_labs_utr(transfer.on),
                "72004512",
                "30012345",
                "000123",
                f"PL{moment:%y%m%d%H%M%S}{number:04d}",
                moment.strftime("%d/%m/%Y %H:%M:%S"),
                "VISA",
                "4111XXXXXXXX1234",
                f"AB{number:04d}",
                transfer.reference,
                "SALE" if sale else "REFUND",
                f"{abs(transfer.amount):.2f}",
                f"{fee:.2f}",
                f"{gst:.2f}",
                f"{transfer.amount - fee - gst:.2f}",
                "Settled",
            ]
        )
    line = None
    if malformed:
        bad = ["21/04/2026", "HDFCN1", "7", "3", "1", "PLBAD", "20/04/2026 10:00:00", "VISA"]
        line = _planted(rows, 1, [*bad, "4111", "AB", "412345678900", "SALE", "five", "0"])
    _write_csv(path, rows)
    return line


# --- Paytm EDC card settlement (modelled, app/bank/layouts.py): CSV, every row positive, a
# refund told by its status REFUND SETTLED, the commission and its GST positive, the settled
# amount the row's share of its payout, the payout's UTR and day on every row.
def paytm_edc(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    header: list[object] = [
        "MID",
        "Order ID",
        "Transaction ID",
        "Transaction Date",
        "Payment Mode",
        "RRN",
        "Amount",
        "Commission",
        "GST",
        "Settled Amount",
        "Settled Date",
        "UTR No",
        "Status",
    ]
    rows: list[list[object]] = [header]
    for number, transfer in enumerate(transfers, start=1):
        moment = dt.datetime.combine(transfer.on, transfer.at)
        sale = transfer.amount > 0
        gst = yesbiz_tax(transfer.fee) if sale else Decimal("0.00")
        fee = transfer.fee if sale else Decimal("0.00")
        rows.append(
            [
                "ANDTOU52718412345678",
                f"EDC{moment:%y%m%d}{number:06d}",
                f"2026{number:016d}",
                moment.strftime("%Y-%m-%d %H:%M:%S"),
                "DEBIT_CARD",
                transfer.reference,
                f"{abs(transfer.amount):.2f}",
                f"{fee:.2f}",
                f"{gst:.2f}",
                f"{abs(transfer.amount) - fee - gst:.2f}",
                (transfer.on + dt.timedelta(days=1)).isoformat(),
                paytm_utr(transfer.on),
                "SETTLED" if sale else "REFUND SETTLED",
            ]
        )
    line = None
    if malformed:
        bad = ["ANDTOU", "EDCBAD", "1", "2026-04-20 10:00:00", "DEBIT_CARD", "412345678900"]
        line = _planted(rows, 1, [*bad, "five", "0", "0", "0", "2026-04-21", "UTIB1", "SETTLED"])
    _write_csv(path, rows)
    return line


# --- MT940, as a bank's corporate net banking exports it: the closing balance (:62F:) is the
# opening (:60F:) with the lines between, as SWIFT's MT940 field rules have it.
def mt940(path: Path, transfers: Sequence[Transfer], malformed: bool) -> int | None:
    lines = [
        ":20:STMT2604",
        ":25:HDFC0000240/50200012345678",
        ":28C:1/1",
        f":60F:C{period(transfers)[0]:%y%m%d}INR150000,00",
    ]
    line = None
    for number, transfer in enumerate(transfers):
        mark = "C" if transfer.amount > 0 else "D"
        amount = f"{abs(transfer.amount):.2f}".replace(".", ",")
        # A line of no reference (a charge, cash paid in) says so, as SWIFT's field 61 has it.
        owner = transfer.reference or "NONREF"
        lines.append(f":61:{transfer.on:%y%m%d}{transfer.on:%m%d}{mark}{amount}NTRF{owner}")
        said = f"{transfer.rail}/{transfer.reference}/{transfer.payer}"
        lines.append(f":86:{transfer.narration or said}")
        if malformed and number == 0:
            line = len(lines) + 1
            lines += [":61:2604XXC10,00NTRFBROKEN", ":86:BROKEN"]
    closing = f"{_balances(transfers)[-1] if transfers else OPENING:.2f}".replace(".", ",")
    lines += [f":62F:C{period(transfers)[1]:%y%m%d}INR{closing}", "-"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return line


Writer = Callable[[Path, Sequence[Transfer], bool], "int | None"]
# Each layout's writer and the file name a bank gives its download.
WRITERS: dict[str, tuple[Writer, str]] = {
    "HDFC Bank": (hdfc, "Acct_Statement_XX5678_30042026.csv"),
    "State Bank of India": (sbi, "1234567890_statement.xlsx"),
    "ICICI Bank": (icici, "OpTransactionHistory30-04-2026.xlsx"),
    "Axis Bank": (axis, "922030048910705_statement.csv"),
    "Kotak Mahindra Bank": (kotak, "Kotak_Statement_Apr2026.csv"),
    "PhonePe Business settlement": (phonepe, "phonepe_settlements_apr2026.csv"),
    "YES BANK YesBiz UPI settlement": (yesbiz, "YesBiz_Settlement_Report_20260430.csv"),
    "Pine Labs card settlement": (pine_labs, "PineLabs_Settlement_20260430.csv"),
    "Paytm EDC card settlement": (paytm_edc, "paytm_edc_settlement_apr2026.csv"),
    "MT940": (mt940, "statement.sta"),
}
# The layouts no known layout reads: the owner's saved mapping does.
MAPPED_WRITERS: dict[str, tuple[Writer, str]] = {
    "Razorpay settlement recon": (razorpay, "settlement_recon_apr2026.csv"),
}
BANKS = ("HDFC Bank", "State Bank of India", "ICICI Bank", "Axis Bank", "Kotak Mahindra Bank")
SETTLEMENTS = ("PhonePe Business settlement", "YES BANK YesBiz UPI settlement")
# The card acquirers' settlement reports a known layout reads.
CARD_SETTLEMENTS = ("Pine Labs card settlement", "Paytm EDC card settlement")
# The agency's account each bank's writer names (MT940's is HDFC's), its number as the file
# writes it: a bank's statement is imported only against a declared account (issue 94).
ACCOUNTS = {
    "HDFC Bank": BankAccount("50200012345678", "HDFC0000240", "HDFC current account"),
    "State Bank of India": BankAccount("00000031234567890", "SBIN0000123", "SBI current account"),
    "ICICI Bank": BankAccount("000405123456", "ICIC0000405", "ICICI current account"),
    "Axis Bank": BankAccount("922030048910705", "UTIB0000248", "Axis current account"),
    "Kotak Mahindra Bank": BankAccount("1011567891", "KKBK0000123", "Kotak current account"),
}
ACCOUNTS["MT940"] = ACCOUNTS["HDFC Bank"]


def declared(*layouts: str) -> tuple[BankAccount, ...]:
    """The accounts the agency declares in its settings for statements of ``layouts`` (each
    bank's written here when none is named): what the tests' statement imports read against."""
    return tuple(dict.fromkeys(ACCOUNTS[name] for name in layouts or BANKS if name in ACCOUNTS))


def write(
    layout: str, folder: Path, transfers: Sequence[Transfer], malformed: bool = False
) -> tuple[Path, int | None]:
    """The file of ``layout`` holding ``transfers`` in ``folder``, and the line of the
    malformed row planted in it (None when ``malformed`` is False)."""
    writer, name = {**WRITERS, **MAPPED_WRITERS}[layout]
    path = folder / name
    return path, writer(path, transfers, malformed)


# Who pays each app's payouts into the agency's account, as its NEFT credit names them.
PAYOUT_PAYERS = {
    "PhonePe Business settlement": ("PHONEPE PRIVATE LIMITED", phonepe_utr),
    "YES BANK YesBiz UPI settlement": ("YES BANK LTD UPI SETTLEMENT", yesbiz_utr),
    "Razorpay settlement recon": ("RAZORPAY SOFTWARE PVT LTD", razorpay_utr),
    "Pine Labs card settlement": ("PINE LABS PRIVATE LIMITED", pine_labs_utr),
    "Paytm EDC card settlement": ("PAYTM PAYMENTS SERVICES LTD", paytm_utr),
}


def payouts(layout: str, transfers: Sequence[Transfer]) -> list[Transfer]:
    """The bank's NEFT credits paying out the settlements of ``transfers`` as the report of
    ``layout`` lists them: one a day, the next day, each its payments less the refunds and the
    app's fee and tax (summed to the report's decimals, rounded once)."""
    payer, utr = PAYOUT_PAYERS[layout]
    net: dict[dt.date, Decimal] = {}
    for transfer in transfers:
        if layout.startswith("PhonePe"):
            share = transfer.amount - transfer.fee - phonepe_gst(transfer.fee)
        elif transfer.amount > 0:
            share = transfer.amount - transfer.fee - yesbiz_tax(transfer.fee)
        else:
            share = transfer.amount
        net[transfer.on] = net.get(transfer.on, Decimal(0)) + share
    return [
        Transfer(
            day + dt.timedelta(days=1),
            dt.time(6),
            amount.quantize(Decimal("0.01")),
            utr(day),
            payer,
            rail="NEFT",
        )
        for day, amount in sorted(net.items())
    ]
