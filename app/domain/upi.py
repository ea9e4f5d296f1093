"""UPI payment links for the exact amount: the ``upi://pay`` link of NPCI's UPI linking
specification (payee address and name, amount, currency, note, reference), checked before use."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from urllib.parse import quote

from app.domain.money import money
from app.i18n import Catalogue, localise_digits

DOMAIN_UPI = Catalogue("DOMAIN_UPI")

# A UPI ID (VPA) is a handle, "@" and the payment app's or bank's handle: asha.rao@okaxis.
VPA = re.compile(r"[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}")
PAYEE_MAX = 50
# The linking specification's limits on the note and the transaction reference.
NOTE_MAX = 50
REFERENCE_MAX = 35
CURRENCY = "INR"
SCHEME = "upi://pay"


def normalise_vpa(text: str) -> str:
    """A typed UPI ID as the link carries it: no spaces around, lower case (UPI IDs ignore case)."""
    return text.strip().lower()


def vpa_problem(vpa: str) -> str | None:
    """What is wrong with a UPI ID as Settings would keep it (None when it is usable)."""
    if not VPA.fullmatch(normalise_vpa(vpa)):
        return DOMAIN_UPI.tr(
            "The UPI ID is a name, @ and the bank's or app's handle, for example agency@okaxis."
        )
    return None


def payee_problem(payee: str) -> str | None:
    """What is wrong with the payee name shown in the customer's UPI app (None when usable)."""
    if not payee.strip() or len(payee.strip()) > PAYEE_MAX:
        return DOMAIN_UPI.tr("The UPI payee name is 1 to {most} letters.").format(
            most=localise_digits(str(PAYEE_MAX))
        )
    return None


def sale_reference(request_id: str) -> str:
    """The sale's UPI transaction reference: its request id, letters and digits only (at most
    35), so the bank's statement names the same sale as the journal and the exports."""
    return re.sub(r"[^A-Za-z0-9]", "", request_id)[:REFERENCE_MAX]


@dataclass(frozen=True, slots=True)
class UpiRequest:
    """One payment asked of the customer's UPI app: who is paid, how much, for what."""

    vpa: str
    payee: str
    amount: Decimal
    note: str
    reference: str

    @property
    def amount_text(self) -> str:
        """The amount as the link carries it: rupees with exactly two decimals."""
        return f"{money(self.amount):.2f}"

    def problems(self) -> list[str]:
        """Sentences naming why no link can be made (empty when it can)."""
        found = [p for p in (vpa_problem(self.vpa), payee_problem(self.payee)) if p]
        if not self.amount.is_finite() or money(self.amount) != self.amount or self.amount <= 0:
            found.append(DOMAIN_UPI.tr("A UPI payment needs an amount of more than zero."))
        if not re.fullmatch(rf"[A-Za-z0-9]{{1,{REFERENCE_MAX}}}", self.reference):
            found.append(DOMAIN_UPI.tr("The sale has no UPI transaction reference."))
        return found

    def link(self) -> str:
        """``upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…``, every value percent-encoded (a space is
        %20, never +, which some apps would show as it is); the note cut to 50 characters."""
        fields = (
            ("pa", normalise_vpa(self.vpa)),
            ("pn", self.payee.strip()),
            ("am", self.amount_text),
            ("cu", CURRENCY),
            ("tn", self.note.strip()[:NOTE_MAX]),
            ("tr", self.reference),
        )
        return SCHEME + "?" + "&".join(f"{key}={quote(value, safe='')}" for key, value in fields)
