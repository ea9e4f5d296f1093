"""The GST part of a customer document (rule 46 for an invoice, rule 53 for a credit note):
title, supplier's registration, number and date, the customer (a business's GSTIN, address and
state), the place of supply, per line the SAC, taxable value, rate and tax, the totals in figures
and in words, reverse charge and the signatory. Rows for a receipt roll, rich text for a sheet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from html import escape
from typing import TYPE_CHECKING

from app import i18n, languages
from app.domain.amount_words import amount_in_words
from app.domain.einvoice import Registered
from app.domain.gst import (
    DOMAIN_GST,
    DocumentKind,
    Scheme,
    TaxBasis,
    TaxDocument,
    TaxLine,
    declarations,
    state_name,
)
from app.figures import amount_text, date_text, stamp_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.reports.columns import PrintRow, pair, rule, wrapped

if TYPE_CHECKING:
    # Only its type: the window's first paint imports this module, not the books' reader.
    from app.books.queries import RefundSettled

TAX_PRINT = Catalogue("TAX_PRINT")
# Pixels per module of the signed QR code on a sheet: it holds a thousand characters or so.
IRN_QR_SCALE = 2


def beside(message: Callable[[], str]) -> str:
    """``message`` (a label of the document) in the current language with the English beside
    it, which the accountant and the GST officer read ("வரி விலைப்பட்டியல் / Tax Invoice");
    once when both read the same (English, or "CGST")."""
    own = message()
    with i18n.in_language(languages.SOURCE):
        english = message()
    return own if own == english else f"{own} / {english}"


def _labelled(message: Callable[[], str], **values: str) -> str:
    """A "label: {value}" line: its label beside the English, its ``values`` filled in once."""
    value = message().partition(": ")[2].format(**values)
    return f"{beside(lambda: message().partition(': ')[0])}: {value}"


# What a refund slip is, printed on it: the customer's own money paid on their behalf, given back.
NOT_GST = QT_TRANSLATE_NOOP(
    "TAX_PRINT",
    "Not a GST document: the price paid on your behalf as a pure agent, given back",
)


@dataclass(frozen=True, slots=True)
class TaxSection:
    """What the GST part of a document prints: the agency's legal name (the signatory's), the
    document, and the IRP's answer when it has an IRN (printed with its signed QR code)."""

    legal_name: str
    document: TaxDocument
    registered: Registered | None = None
    # A refund's document: the refund due, what the payment that issued it gave and what it
    # left owed (None: no refund payment issued it, or not known here).
    settled: RefundSettled | None = None

    @property
    def title(self) -> str:
        """ "Tax Invoice", "Bill of Supply", "Credit Note" or "Refund Slip", in the current
        language (and English)."""
        if self.document.kind is DocumentKind.CREDIT:
            return beside(lambda: TAX_PRINT.tr("Credit Note"))
        if self.document.kind is DocumentKind.REFUND_SLIP:
            return beside(lambda: TAX_PRINT.tr("Refund Slip"))
        if self.document.basis.scheme is Scheme.UNREGISTERED:
            return beside(lambda: TAX_PRINT.tr("Bill of Supply"))
        return beside(lambda: TAX_PRINT.tr("Tax Invoice"))

    @property
    def tax_total(self) -> Decimal:
        """The document's GST, all heads."""
        return self.document.totals.tax


def _state(code: str) -> str:
    # No state known (an agency not registered when it sold): nothing to print, not "()".
    if not code:
        return ""
    return TAX_PRINT.tr("{state} ({code})").format(
        state=state_name(code, i18n.language()), code=code
    )


def _number_label(section: TaxSection) -> str:
    if section.document.kind is DocumentKind.CREDIT:
        return beside(lambda: TAX_PRINT.tr("Credit note no."))
    if section.document.kind is DocumentKind.REFUND_SLIP:
        return beside(lambda: TAX_PRINT.tr("Refund slip no."))
    return beside(lambda: TAX_PRINT.tr("Invoice no."))


def _party_lines(section: TaxSection) -> list[str]:
    """The supplier's state, the customer and the place of supply, one line each; a line whose
    value is not known is left out (no document prints an empty field)."""
    basis = section.document.basis
    buyer = basis.buyer
    found = []
    if basis.supplier_state:
        supplier = _state(basis.supplier_state)
        found.append(_labelled(lambda: TAX_PRINT.tr("Supplier's state: {state}"), state=supplier))
    if buyer.name.strip():
        found.append(_labelled(lambda: TAX_PRINT.tr("Customer: {name}"), name=buyer.name))
    if buyer.is_business:
        found.append(
            _labelled(lambda: TAX_PRINT.tr("Customer's GSTIN: {gstin}"), gstin=buyer.gstin)
        )
    # A consumer's address too when on file: rule 46 (e) asks it on an invoice of 50,000 or more,
    # rule 53 (1A) on every credit note to a consumer.
    if buyer.address.strip():
        found.append(_labelled(lambda: TAX_PRINT.tr("Address: {address}"), address=buyer.address))
    if buyer.is_business:
        state = _state(buyer.gstin[:2])
        found.append(_labelled(lambda: TAX_PRINT.tr("Customer's state: {state}"), state=state))
    if basis.place_of_supply:
        place = _state(basis.place_of_supply)
        found.append(_labelled(lambda: TAX_PRINT.tr("Place of supply: {state}"), state=place))
    if section.document.kind is not DocumentKind.INVOICE:
        original = section.document
        assert original.original_no is not None and original.original_issued_at is not None
        number, issued = original.original_no, date_text(original.original_issued_at.date())
        found.append(
            beside(
                lambda: TAX_PRINT.tr("Against invoice {number} of {date}").format(
                    number=number, date=issued
                )
            )
        )
    if section.document.kind is DocumentKind.REFUND_SLIP:
        # No supply, so no GST field: what the slip is, said where the reverse charge would be.
        found.append(beside(lambda: TAX_PRINT.known(NOT_GST)))
    elif section.document.basis.scheme is not Scheme.UNREGISTERED:
        found.append(beside(lambda: TAX_PRINT.tr("Reverse charge: No")))
    return found


def _rate(rate: Decimal) -> str:
    return f"{rate.normalize():f}%"


def _levy(basis: TaxBasis) -> str:
    """The title of the state's own head: UTGST in a Union territory without a legislature."""
    return TAX_PRINT.tr("UTGST") if basis.state_levy == "UTGST" else TAX_PRINT.tr("SGST")


def _head_titles(basis: TaxBasis) -> list[str]:
    """The heads a document's supply is taxed by: IGST across states, else CGST and SGST (or
    UTGST), whatever its lines' figures."""
    return [TAX_PRINT.tr("IGST")] if not basis.intra_state else [TAX_PRINT.tr("CGST"), _levy(basis)]


def _head_rate(line: TaxLine, basis: TaxBasis) -> str:
    """The rate of each head of ``line``: ``18%`` across states, ``9% + 9%`` within."""
    if not basis.intra_state:
        return _rate(line.rate)
    return " + ".join([_rate(line.rate / 2)] * 2)


def _heads(line: TaxLine, basis: TaxBasis) -> list[tuple[str, Decimal]]:
    """The line's tax heads as printed, each with its rate: CGST and SGST (or UTGST) at half the
    rate each, or IGST."""
    if not line.tax:
        return []
    rate = _rate(line.rate if not basis.intra_state else line.rate / 2)
    amounts = [line.igst] if not basis.intra_state else [line.cgst, line.sgst]
    return [
        (f"{title} {rate}", amount)
        for title, amount in zip(_head_titles(basis), amounts, strict=True)
    ]


def line_text(line: TaxLine) -> str:
    """The line's description in the current language."""
    return DOMAIN_GST.known(line.kind.label)


def in_words(section: TaxSection) -> str:
    """The document's total in words, in the current language."""
    words = amount_in_words(section.document.totals.total, i18n.language())
    return TAX_PRINT.tr("In words: {words}").format(words=words)


def _totals(section: TaxSection) -> list[tuple[str, Decimal, bool]]:
    totals = section.document.totals
    taxable = beside(lambda: TAX_PRINT.tr("Taxable value"))
    found = [(taxable, totals.taxable, False)] if totals.taxable else []
    if totals.untaxed:
        found.append((beside(lambda: TAX_PRINT.tr("Not taxable")), totals.untaxed, False))
    for label, amount in (
        (TAX_PRINT.tr("CGST"), totals.cgst),
        (_levy(section.document.basis), totals.sgst),
        (TAX_PRINT.tr("IGST"), totals.igst),
    ):
        if amount:
            found.append((label, amount, False))
    return found


def signatory(section: TaxSection) -> tuple[str, str]:
    """ "For <legal name>" and "Authorised signatory", a line each."""
    return (
        TAX_PRINT.tr("For {name}").format(name=section.legal_name),
        beside(lambda: TAX_PRINT.tr("Authorised signatory")),
    )


def _irn_lines(registered: Registered) -> list[str]:
    """The IRN, the acknowledgement number and its date and time, a line each."""
    return [
        TAX_PRINT.tr("IRN: {irn}").format(irn=registered.irn),
        TAX_PRINT.tr("Ack no.: {number}").format(number=registered.ack_no),
        TAX_PRINT.tr("Ack date: {moment}").format(moment=stamp_text(registered.ack_at)),
    ]


def irn_rows(section: TaxSection, columns: int) -> list[PrintRow]:
    """The IRN, ack number and date, and the signed QR code exactly as the portal gave it, for
    a roll (nothing for a document without an IRN)."""
    registered = section.registered
    if registered is None:
        return []
    rows = [row for text in _irn_lines(registered) for row in wrapped(text, columns)]
    return [*rows, PrintRow(registered.signed_qr, centred=True, qr=True)]


def head_rows(section: TaxSection, columns: int) -> list[PrintRow]:
    """The title, number, date, the IRN (if any), supplier's state, customer and place of
    supply, for a roll."""
    document = section.document
    rows = [
        *wrapped(section.title.upper(), columns, bold=True, centred=True),
        *pair(_number_label(section), document.doc_no, columns, bold=True),
        *pair(beside(lambda: TAX_PRINT.tr("Date")), date_text(document.issued_at.date()), columns),
        *irn_rows(section, columns),
    ]
    for text in _party_lines(section):
        rows += wrapped(text, columns)
    return rows


def line_rows(section: TaxSection, columns: int) -> list[PrintRow]:
    """Each line (description, SAC and taxable value, its tax heads), then the totals."""
    rows: list[PrintRow] = []
    for line in section.document.lines:
        rows += wrapped(line_text(line), columns)
        if line.sac:
            sac = TAX_PRINT.tr("SAC {sac}, taxable at {rate}").format(
                sac=line.sac, rate=_rate(line.rate)
            )
            rows += pair(f"  {sac}", amount_text(line.taxable), columns)
        else:
            rows += pair(f"  {TAX_PRINT.tr('Not taxable')}", amount_text(line.taxable), columns)
        for label, amount in _heads(line, section.document.basis):
            rows += pair(f"  {label}", amount_text(amount), columns)
    rows.append(rule(columns))
    for label, amount, bold in _totals(section):
        rows += pair(label, amount_text(amount), columns, bold=bold)
    return rows


def declaration_texts(section: TaxSection) -> list[str]:
    """The declarations the document's bill must print, each in the current language and then in
    English when that differs (the GST officer reads the English)."""
    found: list[str] = []
    if section.document.kind is not DocumentKind.INVOICE:
        return found
    for message in declarations(section.document.basis):
        own = DOMAIN_GST.known(message)
        found += [own] if own == message else [own, message]
    return found


def settled_lines(section: TaxSection) -> list[tuple[str, Decimal]]:
    """A refund's document's settlement, a line each: the refund due, what the payment gave by
    each tender, what is still owed (none for another document)."""
    settled = section.settled
    if settled is None:
        return []
    return [
        (TAX_PRINT.tr("Refund due"), settled.due),
        *(
            (TAX_PRINT.tr("Given now by {tender}").format(tender=kind.title()), amount)
            for kind, amount in settled.given
        ),
        (TAX_PRINT.tr("Still owed"), settled.still_owed),
    ]


def foot_rows(section: TaxSection, columns: int) -> list[PrintRow]:
    """The settlement of a refund's document, the declarations, the total in words and the
    signatory, for a roll."""
    return [
        *(
            row
            for label, amount in settled_lines(section)
            for row in pair(label, amount_text(amount), columns)
        ),
        *(row for text in declaration_texts(section) for row in wrapped(text, columns)),
        *wrapped(in_words(section), columns),
        PrintRow(""),
        *(row for text in signatory(section) for row in wrapped(text, columns)),
    ]


def head_html(section: TaxSection) -> str:
    """The title, number, date and parties as a sheet's paragraphs."""
    document = section.document
    number = f"{escape(_number_label(section))} <b>{escape(document.doc_no)}</b>"
    dated = f"{beside(lambda: TAX_PRINT.tr('Date'))} {date_text(document.issued_at.date())}"
    parties = "<br>".join(escape(text) for text in _party_lines(section))
    return (
        f'<p align="center"><span style="font-size:16pt; font-weight:bold">'
        f"{escape(section.title)}</span></p>"
        f"<p>{number} · {escape(dated)}<br>{parties}</p>" + irn_html(section)
    )


def irn_html(section: TaxSection) -> str:
    """The IRN, ack number and date beside the signed QR code, for a sheet ('' without IRN)."""
    registered = section.registered
    if registered is None:
        return ""
    # Imported here, as the roll's rows do: the QR library waits for a document with a code.
    from app.reports.qr import qr_img_tag

    lines = "<br>".join(escape(text) for text in _irn_lines(registered))
    return (
        '<table width="100%" cellspacing="0" cellpadding="2"><tr>'
        f'<td valign="top" style="font-size:8pt">{lines}</td>'
        f'<td align="right" valign="top">{qr_img_tag(registered.signed_qr, IRN_QR_SCALE)}</td>'
        "</tr></table>"
    )


def _cell_style(column: int) -> str:
    """A cell of the lines' table: the SAC and description to the left, the figures to the
    right and never broken (a narrow tax column beside two-language titles split "49.19")."""
    if column < 2:
        return ' align="left"'
    return ' align="right" style="white-space:nowrap"'


def lines_html(section: TaxSection) -> str:
    """The lines as a table: SAC, description, taxable value, rate, the heads, amount."""
    totals, basis = section.document.totals, section.document.basis
    inter = not basis.intra_state
    heads = _head_titles(basis)
    titles = [
        TAX_PRINT.tr("SAC"),
        beside(lambda: TAX_PRINT.tr("Description")),
        beside(lambda: TAX_PRINT.tr("Taxable value")),
        beside(lambda: TAX_PRINT.tr("Rate")),
        *heads,
        beside(lambda: TAX_PRINT.tr("Amount")),
    ]
    # A head's title is one word ("IGST"): never broken, in a narrow column beside long
    # two-language titles ("IGS" over "T" in Tamil).
    nowrap = ' style="white-space:nowrap"'
    header = "".join(
        f'<th align="{"left" if i < 2 else "right"}"{nowrap if title in heads else ""}>'
        f"{escape(title)}</th>"
        for i, title in enumerate(titles)
    )
    body = ""
    for line in section.document.lines:
        amounts = [line.igst] if inter else [line.cgst, line.sgst]
        cells = [
            escape(line.sac),
            escape(line_text(line)),
            amount_text(line.taxable),
            _head_rate(line, basis) if line.sac else "",
            *(amount_text(a) if line.sac else "" for a in amounts),
            amount_text(line.amount),
        ]
        body += "<tr>" + "".join(f"<td{_cell_style(i)}>{cell}</td>" for i, cell in enumerate(cells))
        body += "</tr>"
    sums = [totals.igst] if inter else [totals.cgst, totals.sgst]
    total_cells = ["", beside(lambda: TAX_PRINT.tr("Total")), amount_text(totals.taxable), ""]
    total_cells += [amount_text(a) for a in sums] + [amount_text(totals.total)]
    body += '<tr style="font-weight:bold">' + "".join(
        f"<td{_cell_style(i)}>{escape(cell)}</td>" for i, cell in enumerate(total_cells)
    )
    body += "</tr>"
    return (
        '<table width="100%" cellspacing="0" cellpadding="3" border="1">'
        f"<tr>{header}</tr>{body}</table>"
    )


def foot_html(section: TaxSection) -> str:
    """The settlement of a refund's document, the declarations, the total in words and the
    signatory, for a sheet."""
    said = "".join(
        f"<p>{escape(label)}: <b>{amount_text(amount)}</b></p>"
        for label, amount in settled_lines(section)
    ) + "".join(
        f'<p style="font-size:8pt">{escape(text)}</p>' for text in declaration_texts(section)
    )
    return (
        f"{said}<p><b>{escape(in_words(section))}</b></p>"
        f'<p align="right">{escape(signatory(section)[0])}<br><br><br>'
        f"{escape(signatory(section)[1])}</p>"
    )
