"""The GST part of Settings: the registration's legal name and state, how each module's sales
are taxed (with the data's defaults shown), and the ledgers of the accountant's Tally import."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from app import i18n
from app.counter.config.settings import Settings
from app.domain.einvoice import EINVOICE, TurnoverBand
from app.domain.gst import (
    DOMAIN_GST,
    SCHEME_NAMES,
    Scheme,
    TallyLedgers,
    gst_data,
    scheme_warning,
    state_name,
)
from app.domain.modules import Module
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.widgets.wheel_guard import guarded

GST_SETTINGS = Catalogue("GST_SETTINGS")
COMBO_CHARACTERS = 14
LEDGER_TITLES = {
    "party": QT_TRANSLATE_NOOP("GST_SETTINGS", "Customer (party) ledger"),
    "service_charge": QT_TRANSLATE_NOOP("GST_SETTINGS", "Service charge ledger"),
    "package": QT_TRANSLATE_NOOP("GST_SETTINGS", "Tour package ledger"),
    "reimbursement": QT_TRANSLATE_NOOP("GST_SETTINGS", "Reimbursement ledger"),
    "discount": QT_TRANSLATE_NOOP("GST_SETTINGS", "Discount ledger"),
    "round_off": QT_TRANSLATE_NOOP("GST_SETTINGS", "Round-off ledger"),
    "cgst": QT_TRANSLATE_NOOP("GST_SETTINGS", "CGST ledger"),
    "sgst": QT_TRANSLATE_NOOP("GST_SETTINGS", "SGST ledger"),
    "utgst": QT_TRANSLATE_NOOP("GST_SETTINGS", "UTGST ledger"),
    "igst": QT_TRANSLATE_NOOP("GST_SETTINGS", "IGST ledger"),
    "cash": QT_TRANSLATE_NOOP("GST_SETTINGS", "Cash ledger"),
    "bank": QT_TRANSLATE_NOOP("GST_SETTINGS", "Bank ledger"),
    "clearing": QT_TRANSLATE_NOOP("GST_SETTINGS", "Takings to be settled (UPI, card) ledger"),
    "purchases": QT_TRANSLATE_NOOP("GST_SETTINGS", "Tour purchases ledger"),
    "wallet": QT_TRANSLATE_NOOP("GST_SETTINGS", "Partner wallet ledger"),
    "wallet_credit": QT_TRANSLATE_NOOP("GST_SETTINGS", "Partner wallet credit ledger"),
    "agency_fee": QT_TRANSLATE_NOOP("GST_SETTINGS", "Agency fee ledger"),
    "payment_app_fees": QT_TRANSLATE_NOOP("GST_SETTINGS", "Payment app fees ledger"),
    "card_fees": QT_TRANSLATE_NOOP("GST_SETTINGS", "Card MDR ledger"),
    "bank_charges": QT_TRANSLATE_NOOP("GST_SETTINGS", "Bank charges ledger"),
    "office_expenses": QT_TRANSLATE_NOOP("GST_SETTINGS", "Rent and office expenses ledger"),
    "bank_interest": QT_TRANSLATE_NOOP("GST_SETTINGS", "Bank interest ledger"),
    "capital": QT_TRANSLATE_NOOP("GST_SETTINGS", "Capital account ledger"),
    "input_gst": QT_TRANSLATE_NOOP("GST_SETTINGS", "Input GST ledger"),
    "cash_over_short": QT_TRANSLATE_NOOP("GST_SETTINGS", "Cash over and short ledger"),
}


def scheme_title(module: Module) -> str:
    """The name of a module's scheme row."""
    if module is Module.BOAT:
        return GST_SETTINGS.tr("Boat sales taxed as")
    return GST_SETTINGS.tr("Activity sales taxed as")


def defaults_note() -> str:
    """The data's rates and SAC codes, and the default scheme, as one sentence."""
    rates = gst_data().rates
    return GST_SETTINGS.tr(
        "Default: agent, {agent}% on the service charge only (SAC {activity} for activities, "
        "{boat} for boats); tour operator: {operator}% on the whole price (SAC {package}). "
        "Without a GSTIN a sale has a plain receipt and a refund a refund slip, no tax document. "
        "Choose with your accountant."
    ).format(
        agent=f"{rates[Scheme.AGENT].rate.normalize():f}",
        activity=rates[Scheme.AGENT].sac[Module.ACTIVITY],
        boat=rates[Scheme.AGENT].sac[Module.BOAT],
        operator=f"{rates[Scheme.TOUR_OPERATOR].rate.normalize():f}",
        package=rates[Scheme.TOUR_OPERATOR].sac[Module.ACTIVITY],
    )


def _narrow(combo: QComboBox) -> QComboBox:
    """A combo as wide as its column lets it be: long state and scheme names never widen the
    settings' till column past a small screen (the open list shows them whole)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_CHARACTERS)
    return combo


class GstSettingsBox(QGroupBox):
    """The GST settings; ``values()`` gives them for the draft.

    Signals:
        edited(): something was changed (the screen checks the draft again).
    """

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(GST_SETTINGS.tr("GST: registration, tax, Tally"), parent)
        self.setObjectName("gstSettings")
        self.legal_name = self._edit("agencyLegalName")
        self.legal_name.setPlaceholderText(GST_SETTINGS.tr("Blank: the agency name"))
        self.state = _narrow(guarded(QComboBox()))
        self.state.setObjectName("agencyState")
        self.state.addItem(GST_SETTINGS.tr("From the GSTIN"), "")
        for code in gst_data().states:
            self.state.addItem(f"{code} {state_name(code, i18n.language())}", code)
        self.state.currentIndexChanged.connect(lambda _index: self.edited.emit())
        form = QFormLayout(self)
        form.addRow(GST_SETTINGS.tr("Legal name"), self.legal_name)
        form.addRow(GST_SETTINGS.tr("State"), self.state)
        self.schemes: dict[Module, QComboBox] = {}
        for module in Module:
            combo = _narrow(guarded(QComboBox()))
            combo.setObjectName(f"{module.value.lower()}Scheme")
            for scheme in Scheme:
                combo.addItem(DOMAIN_GST.known(SCHEME_NAMES[scheme]), scheme.value)
            combo.currentIndexChanged.connect(lambda _index: self.edited.emit())
            combo.currentIndexChanged.connect(lambda _index: self._warn())
            self.schemes[module] = combo
            form.addRow(scheme_title(module), combo)
        # Said when a module is taxed at the tour operator's rate: only whole tours qualify.
        self.scheme_warning = QLabel()
        self.scheme_warning.setObjectName("gstSchemeWarning")
        self.scheme_warning.setWordWrap(True)
        self.scheme_warning.setVisible(False)
        form.addRow("", self.scheme_warning)
        self.defaults = QLabel(defaults_note())
        self.defaults.setObjectName("gstDefaults")
        self.defaults.setWordWrap(True)
        form.addRow("", self.defaults)
        # A supervisor's change (the settings' guard): from 5 crore, B2B documents need an IRN.
        self.turnover = _narrow(guarded(QComboBox()))
        self.turnover.setObjectName("turnoverBand")
        for band in TurnoverBand:
            self.turnover.addItem(EINVOICE.known(band.label), band.value)
        self.turnover.currentIndexChanged.connect(lambda _index: self.edited.emit())
        form.addRow(GST_SETTINGS.tr("Turnover (e-invoices)"), self.turnover)
        self.ledgers: dict[str, QLineEdit] = {}
        for name, title in LEDGER_TITLES.items():
            edit = self._edit(f"ledger_{name}")
            self.ledgers[name] = edit
            form.addRow(GST_SETTINGS.known(title), edit)

    def _warn(self) -> None:
        """Show the warning the chosen schemes call for, if any."""
        chosen = {module: Scheme(combo.currentData()) for module, combo in self.schemes.items()}
        warning = scheme_warning(chosen)
        self.scheme_warning.setText(warning)
        self.scheme_warning.setVisible(bool(warning))

    def _edit(self, name: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.textChanged.connect(lambda _text: self.edited.emit())
        return edit

    def load(self, settings: Settings) -> None:
        """Show the GST settings of ``settings`` (a module without a chosen scheme shows the
        default it is taxed by)."""
        self.legal_name.setText(settings.agency_legal_name)
        self.state.setCurrentIndex(max(0, self.state.findData(settings.agency_state_code)))
        defaults = gst_data().default_schemes
        for module, combo in self.schemes.items():
            chosen = settings.gst_schemes.get(module, defaults[module])
            combo.setCurrentIndex(max(0, combo.findData(chosen.value)))
        self.turnover.setCurrentIndex(max(0, self.turnover.findData(settings.turnover_band.value)))
        saved = settings.tally_ledgers.to_json()
        for name, edit in self.ledgers.items():
            edit.setText(saved[name])

    def values(self) -> dict[str, Any]:
        """The GST fields of the draft (a blank ledger name keeps its default)."""
        return {
            "agency_legal_name": self.legal_name.text().strip(),
            "agency_state_code": str(self.state.currentData()),
            "gst_schemes": {
                module: Scheme(combo.currentData()) for module, combo in self.schemes.items()
            },
            "turnover_band": TurnoverBand(self.turnover.currentData()),
            "tally_ledgers": TallyLedgers.from_json(
                {name: edit.text() for name, edit in self.ledgers.items()}
            ),
        }
