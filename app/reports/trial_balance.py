"""The month's trial balance and result as the accountant reads them: each account in words, its
opening, debits, credits and closing, the totals, and the month's revenue, fees and charges; as
CSV bytes and as the rich text of its PDF, in the language the caller is in (``in_language``).

Nothing here reads a clock: the same trial balance in the same language is the same bytes
whenever it is made (the month's close hashes them; docs/decisions/trial-balance.md).
"""

from __future__ import annotations

import csv
import io
from decimal import Decimal
from html import escape

from app.books.corrections import Correction
from app.books.trial_balance import MonthResult, ResultLine, TrialLine

# The trial balance as the screens take it: app.ui reads the books through app.reports.
from app.books.trial_balance import TrialBalance as TrialBalance
from app.domain.accounts import (
    AGENCY_FEE,
    BANK,
    BANK_ACCOUNTS,
    BANK_CHARGES,
    BANK_INTEREST,
    CAPITAL,
    CARD_FEES,
    CASH_OVER_SHORT,
    CLEARING,
    CUSTOMER,
    DRAWER,
    INPUT_GST,
    OFFICE_EXPENSES,
    OUTPUT_GST,
    PAYMENT_APP_FEES,
    ROUND_OFF,
    SERVICE_CHARGE,
    WALLET_CASH,
    WALLET_CREDIT,
)
from app.domain.money import ZERO
from app.domain.tenders import TENDERS
from app.figures import amount_text, date_text, long_month_name
from app.i18n import QT_TRANSLATE_NOOP, Catalogue, localise_digits

TRIAL_BALANCE = Catalogue("TRIAL_BALANCE")

# Each account of the chart in the accountant's words (a family's, by its member, below).
ACCOUNT_TITLES = {
    DRAWER: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Cash in the drawer"),
    BANK: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Bank (account not named)"),
    WALLET_CASH: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Partner wallet's cash"),
    WALLET_CREDIT: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Partner wallet's credit used"),
    SERVICE_CHARGE: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Service charges"),
    AGENCY_FEE: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Agency's fees and margins"),
    ROUND_OFF: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Round off"),
    CASH_OVER_SHORT: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Cash over or short"),
    PAYMENT_APP_FEES: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Payment apps' fees"),
    CARD_FEES: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Card fees (MDR)"),
    INPUT_GST: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Input GST"),
    BANK_CHARGES: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Bank charges"),
    OFFICE_EXPENSES: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Rent and office expenses"),
    BANK_INTEREST: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Bank interest"),
    CAPITAL: QT_TRANSLATE_NOOP("TRIAL_BALANCE", "Owner's capital"),
}
TENDER_TITLES = {kind.key: kind for kind in TENDERS}


def account_title(line: TrialLine) -> str:
    """The line's account in words: "Cash in the drawer", "UPI to be settled", "Bank account
    50100123", "Output GST (CGST)", "Customers (sundry), 12 bookings"."""
    account = line.account
    if account == CUSTOMER.prefix:
        members = line.members
        return TRIAL_BALANCE.tr("Customers (sundry), %n bookings", "", members)
    if account in ACCOUNT_TITLES:
        return TRIAL_BALANCE.known(ACCOUNT_TITLES[account])
    if CLEARING.holds(account):
        tender = TENDER_TITLES[account.removeprefix(CLEARING.prefix)]
        return TRIAL_BALANCE.tr("{tender} to be settled").format(tender=tender.title())
    if BANK_ACCOUNTS.holds(account):
        number = account.removeprefix(BANK_ACCOUNTS.prefix)
        return TRIAL_BALANCE.tr("Bank account {number}").format(number=number)
    if OUTPUT_GST.holds(account):
        head = account.removeprefix(OUTPUT_GST.prefix).upper()
        return TRIAL_BALANCE.tr("Output GST ({head})").format(head=head)
    return account  # an account of a newer version: its own name


def result_title(line: ResultLine) -> str:
    """A result line's account in words."""
    return TRIAL_BALANCE.known(ACCOUNT_TITLES[line.account])


def _sides(balance: Decimal) -> tuple[Decimal, Decimal]:
    return (balance, ZERO) if balance > 0 else (ZERO, -balance)


def heads() -> list[str]:
    """The columns, in the current language."""
    return [
        TRIAL_BALANCE.tr("Account"),
        TRIAL_BALANCE.tr("Name"),
        TRIAL_BALANCE.tr("Opening debit"),
        TRIAL_BALANCE.tr("Opening credit"),
        TRIAL_BALANCE.tr("Debits"),
        TRIAL_BALANCE.tr("Credits"),
        TRIAL_BALANCE.tr("Closing debit"),
        TRIAL_BALANCE.tr("Closing credit"),
    ]


def line_amounts(line: TrialLine) -> tuple[Decimal, ...]:
    """The line's six amounts: opening debit and credit, debits, credits, closing debit and
    credit (a balance on its side, the other nil)."""
    return (*_sides(line.opening), line.debits, line.credits, *_sides(line.closing))


def title_of(balance: TrialBalance) -> str:
    """The title: "Trial balance, December 2026 — PB1"."""
    month = f"{long_month_name(balance.first)} {localise_digits(str(balance.first.year))}"
    return TRIAL_BALANCE.tr("Trial balance, {month} — {whose}").format(
        month=month, whose=balance.whose
    )


def trial_balance_csv(balance: TrialBalance) -> bytes:
    """The trial balance as CSV (UTF-8): a line per account, the totals, then the month's
    result; amounts as plain figures (``1234.50``), as a spreadsheet reads them."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([title_of(balance)])
    writer.writerow(heads())
    for line in balance.lines:
        writer.writerow([line.account, account_title(line), *map(str, line_amounts(line))])
    totals = balance.totals
    writer.writerow(
        [
            "",
            TRIAL_BALANCE.tr("Total"),
            *map(
                str,
                (
                    totals.opening_debit,
                    totals.opening_credit,
                    totals.debits,
                    totals.credits,
                    totals.closing_debit,
                    totals.closing_credit,
                ),
            ),
        ]
    )
    writer.writerow([])
    writer.writerow([TRIAL_BALANCE.tr("Result of the month")])
    for section, rows, total in result_sections(balance.result):
        for row in rows:
            writer.writerow([row.account, result_title(row), str(row.amount)])
        writer.writerow(["", section, str(total)])
    if balance.corrections:
        writer.writerow([])
        writer.writerow([corrections_title()])
        writer.writerow(correction_heads(balance))
        writer.writerows(
            [*correction_texts(correction, named(balance)), str(correction.amount)]
            for correction in balance.corrections
        )
    writer.writerows([note] for note in balance.reopened)
    return out.getvalue().encode("utf-8")


def corrections_title() -> str:
    """The heading of the month's corrections of closed months."""
    return TRIAL_BALANCE.tr("Posted this month for closed months")


def named(balance: TrialBalance) -> bool:
    """Whether ``balance``'s corrections name their counters (the agency's: several counters'
    books), each then shown with its counter first."""
    return any(correction.counter for correction in balance.corrections)


def correction_heads(balance: TrialBalance) -> list[str]:
    """The columns of ``balance``'s corrections of closed months, in the current language (the
    amount last)."""
    return [
        *([TRIAL_BALANCE.tr("Counter")] if named(balance) else []),
        TRIAL_BALANCE.tr("Day"),
        TRIAL_BALANCE.tr("Entry"),
        TRIAL_BALANCE.tr("Closed month"),
        TRIAL_BALANCE.tr("Belonged on"),
        TRIAL_BALANCE.tr("Corrects"),
        TRIAL_BALANCE.tr("Booking"),
        TRIAL_BALANCE.tr("Amount"),
    ]


def correction_texts(correction: Correction, counter: bool) -> list[str]:
    """A correction's words but its amount: its counter (``counter``: when shown), its day in
    the books, its entry's reference, the closed month, the day it belonged on (blank: its own
    day), what it corrects, its booking."""
    belongs = correction.belongs_on
    return [
        *([correction.counter] if counter else []),
        date_text(correction.day),
        correction.event_id,
        correction.closed_month,
        date_text(belongs) if belongs else "",
        correction.corrects,
        correction.booking_ref,
    ]


def correction_rows(balance: TrialBalance) -> list[list[str]]:
    """The month's corrections of closed months as the screen and the PDF show them, under
    ``correction_heads(balance)``."""
    return [
        [*correction_texts(correction, named(balance)), amount_text(correction.amount)]
        for correction in balance.corrections
    ]


def result_sections(result: MonthResult) -> list[tuple[str, tuple[ResultLine, ...], Decimal]]:
    """The month's result as the screen and the papers show it: each section's title in words,
    its lines and its total; the net last."""
    return [
        (TRIAL_BALANCE.tr("Revenue"), result.revenue, result.revenue_total),
        (TRIAL_BALANCE.tr("Fees and charges"), result.charges, result.charges_total),
        (TRIAL_BALANCE.tr("Round off, cash over or short"), result.other, result.other_total),
        (TRIAL_BALANCE.tr("Result of the month"), (), result.net),
    ]


def _amount(value: Decimal) -> str:
    """An amount, blank when nil (a trial balance's empty side)."""
    return amount_text(value) if value else ""


def table_rows(balance: TrialBalance) -> list[list[str]]:
    """The trial balance as the screen and the PDF show it, under ``heads()[1:]``: a row per
    line (its account in words, its six amounts, a nil one blank), the totals last."""
    rows = [[account_title(line), *map(_amount, line_amounts(line))] for line in balance.lines]
    totals = balance.totals
    sums = (
        totals.opening_debit,
        totals.opening_credit,
        totals.debits,
        totals.credits,
        totals.closing_debit,
        totals.closing_credit,
    )
    rows.append([TRIAL_BALANCE.tr("Total"), *map(amount_text, sums)])
    return rows


def result_rows(balance: TrialBalance) -> list[tuple[str, str, bool]]:
    """The month's result as rows: each account's that moved and each section's (bold)
    words and amount, the net last."""
    rows: list[tuple[str, str, bool]] = []
    for section, lines, total in result_sections(balance.result):
        rows.extend(
            (result_title(line), amount_text(line.amount), False) for line in lines if line.amount
        )
        rows.append((section, amount_text(total), True))
    return rows


def _cell(text: str, right: bool = False, bold: bool = False) -> str:
    align = ' align="right"' if right else ""
    inner = f"<b>{escape(text)}</b>" if bold else escape(text)
    return f'<td{align} style="white-space:nowrap">{inner}</td>'


TABLE = (
    '<table cellspacing="0" cellpadding="3" border="1" style="border-collapse:collapse"'
    ' width="100%">'
)


def trial_balance_html(balance: TrialBalance, currency: str = "INR") -> str:
    """The trial balance and the month's result as rich text, for its PDF."""
    rows = table_rows(balance)
    last = len(rows) - 1
    lines = "".join(
        "<tr>"
        + "".join(_cell(text, right=n > 0, bold=at == last) for n, text in enumerate(row))
        + "</tr>"
        for at, row in enumerate(rows)
    )
    result = "".join(
        f"<tr>{_cell(words, bold=bold)}{_cell(amount, right=True, bold=bold)}</tr>"
        for words, amount, bold in result_rows(balance)
    )
    amounts = TRIAL_BALANCE.tr(
        "Amounts in {currency}; each entry in the month of its day in the books."
    )
    return (
        f"<h2>{escape(title_of(balance))}</h2>"
        f"<p>{escape(amounts.format(currency=currency))}</p>"
        + TABLE
        + "<tr>"
        + "".join(f'<th style="white-space:nowrap">{escape(head)}</th>' for head in heads()[1:])
        + "</tr>"
        + lines
        + "</table>"
        + f"<h3>{escape(TRIAL_BALANCE.tr('Result of the month'))}</h3>"
        + TABLE
        + result
        + "</table>"
        + _corrections_html(balance)
        + "".join(f"<p><b>{escape(note)}</b></p>" for note in balance.reopened)
    )


def _corrections_html(balance: TrialBalance) -> str:
    # Two rows a correction: an entry's reference (a statement row's digest in it) is too long
    # for a column beside the others, so it and what it corrects take the row below, whole.
    if not balance.corrections:
        return ""
    # The counter's column first where the corrections name theirs (the agency's).
    at = 1 if named(balance) else 0
    # The counter, day, closed month, belonged on, booking, amount; the entry and what it
    # corrects below.
    shown = (*range(at), at, at + 2, at + 3, at + 5, at + 6)
    entry, corrects = at + 1, at + 4
    heads = correction_heads(balance)
    head = "".join(f'<th style="white-space:nowrap">{escape(heads[n])}</th>' for n in shown)
    rows = []
    for row in correction_rows(balance):
        rows.append("<tr>" + "".join(_cell(row[n], right=n == at + 6) for n in shown) + "</tr>")
        said = f"{heads[entry]}: {row[entry]}" + (
            f"; {heads[corrects]}: {row[corrects]}" if row[corrects] else ""
        )
        rows.append(f'<tr><td colspan="{len(shown)}">{escape(said)}</td></tr>')
    return f"<h3>{escape(corrections_title())}</h3>{TABLE}<tr>{head}</tr>{''.join(rows)}</table>"
