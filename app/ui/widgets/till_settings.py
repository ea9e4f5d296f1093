"""The till's part of Settings: the agency on the customer's documents, the counter, the markup
per module (negative = discount), the round off and whether a refund, and an operator's
cancellation's, gives the service charge back."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from app.counter.config.settings import (
    COUNTER_NAME_MAX,
    MAX_DOCUMENTS_KEPT_DAYS,
    MAX_DRAWER_LIMIT,
    Settings,
)
from app.domain.gstin import gstin_problem, normalise_gstin
from app.domain.modules import Module
from app.domain.money import money
from app.domain.till import ROUND_STEPS, Markup
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.wheel_guard import guarded

TILL_SETTINGS = Catalogue("TILL_SETTINGS")


def round_title(step: int) -> str:
    """The round-off choice of ``step`` rupees, in words."""
    if step == 0:
        return TILL_SETTINGS.tr("No rounding")
    return TILL_SETTINGS.tr("To %n rupee(s)", "", step)


def markup_title(module: Module) -> str:
    """The name of a module's markup row."""
    if module is Module.BOAT:
        return TILL_SETTINGS.tr("Boat markup")
    return TILL_SETTINGS.tr("Activity markup")


def markup_problem(module: Module) -> str:
    """What is wrong with a module's markup that is not numbers."""
    if module is Module.BOAT:
        return TILL_SETTINGS.tr("The boat markup must be numbers (a % and an amount per seat).")
    return TILL_SETTINGS.tr("The activity markup must be numbers (a % and an amount per seat).")


def _number(text: str) -> Decimal | None:
    try:
        value = Decimal(text.replace(",", "").strip() or "0")
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


class TillSettingsBox(QGroupBox):
    """The till's settings; ``values()`` gives them for the draft, ``problems()`` what is wrong.

    Signals:
        edited(): something was changed (the screen checks the draft again).
    """

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(TILL_SETTINGS.tr("Till: agency, counter, prices"), parent)
        self.setObjectName("tillSettings")
        self.agency_name = self._edit("agencyName")
        self.agency_address = self._edit("agencyAddress")
        self.agency_phone = self._edit("agencyPhone")
        self.gstin = self._edit("agencyGstin")
        self.gstin_error = QLabel()
        self.gstin_error.setObjectName("gstinError")
        self.gstin_error.setWordWrap(True)
        set_tone(self.gstin_error, Tone.ERROR)
        self.counter_code = self._edit("counterCode")
        self.counter_code.setMaxLength(6)
        self.counter_name = self._edit("counterName")
        self.counter_name.setMaxLength(COUNTER_NAME_MAX)
        self.counter_name.setPlaceholderText(
            TILL_SETTINGS.tr("e.g. Front desk 2 (blank: the counter code)")
        )
        self.counter_name.setToolTip(
            TILL_SETTINGS.tr("The name the shift report gives this counter.")
        )
        self.markups: dict[Module, tuple[QLineEdit, QLineEdit]] = {}
        self.round_to = guarded(QComboBox())
        self.round_to.setObjectName("roundTo")
        for step in ROUND_STEPS:
            self.round_to.addItem(round_title(step), step)
        self.refund_service_charge = QCheckBox(
            TILL_SETTINGS.tr("A refund gives the service charge back too")
        )
        self.refund_service_charge.setObjectName("refundServiceCharge")
        self.disruption_refund_service_charge = QCheckBox(
            TILL_SETTINGS.tr("An operator's cancellation gives the service charge back too")
        )
        self.disruption_refund_service_charge.setObjectName("disruptionRefundServiceCharge")
        self.documents_kept = guarded(QSpinBox())
        self.documents_kept.setObjectName("documentsKeptDays")
        self.documents_kept.setRange(0, MAX_DOCUMENTS_KEPT_DAYS)
        self.documents_kept.setSuffix(TILL_SETTINGS.tr(" days after the trip"))
        self.documents_kept.setToolTip(
            TILL_SETTINGS.tr(
                "Passengers' ID numbers and scans are erased after this; names, contacts and "
                "amounts stay with the invoice. A supervisor's PIN changes it."
            )
        )
        self.drawer_limit = guarded(QDoubleSpinBox())
        self.drawer_limit.setObjectName("drawerLimit")
        self.drawer_limit.setDecimals(2)
        self.drawer_limit.setRange(0, float(MAX_DRAWER_LIMIT))
        self.drawer_limit.setSuffix(TILL_SETTINGS.tr(" rupees over or short"))
        self.drawer_limit.setToolTip(
            TILL_SETTINGS.tr(
                "A drawer off by more than this at the Z report needs a reason and a "
                "supervisor's PIN. A supervisor's PIN changes it."
            )
        )
        self.owner_email = QLineEdit()
        self.owner_email.setObjectName("ownerEmail")
        self.owner_email.setPlaceholderText(TILL_SETTINGS.tr("owner@example.in"))
        self.owner_email.setToolTip(
            TILL_SETTINGS.tr(
                "Each Z report's heads are mailed here, a witness of this counter's records "
                "outside this computer. A supervisor's PIN changes it."
            )
        )

        form = QFormLayout(self)
        form.addRow(TILL_SETTINGS.tr("Agency name"), self.agency_name)
        form.addRow(TILL_SETTINGS.tr("Address"), self.agency_address)
        form.addRow(TILL_SETTINGS.tr("Phone"), self.agency_phone)
        form.addRow(TILL_SETTINGS.tr("GSTIN"), self.gstin)
        form.addRow("", self.gstin_error)
        form.addRow(TILL_SETTINGS.tr("Counter code"), self.counter_code)
        form.addRow(TILL_SETTINGS.tr("Counter name"), self.counter_name)
        for module in Module:
            percent = self._edit(f"{module.value.lower()}MarkupPercent")
            per_seat = self._edit(f"{module.value.lower()}MarkupPerSeat")
            title = markup_title(module)
            percent.setPlaceholderText(TILL_SETTINGS.tr("0 %"))
            percent.setAccessibleName(TILL_SETTINGS.tr("{markup}, percent").format(markup=title))
            per_seat.setPlaceholderText(TILL_SETTINGS.tr("0.00 per seat"))
            per_seat.setAccessibleName(
                TILL_SETTINGS.tr("{markup}, amount per seat").format(markup=title)
            )
            self.markups[module] = (percent, per_seat)
            row = QHBoxLayout()
            row.addWidget(percent)
            row.addWidget(QLabel(TILL_SETTINGS.tr("% and")))
            row.addWidget(per_seat)
            row.addWidget(QLabel(TILL_SETTINGS.tr("per seat")))
            form.addRow(title, row)
        form.addRow("", QLabel(TILL_SETTINGS.tr("A negative markup is a discount.")))
        form.addRow(TILL_SETTINGS.tr("Round the total"), self.round_to)
        form.addRow("", self.refund_service_charge)
        form.addRow("", self.disruption_refund_service_charge)
        form.addRow(TILL_SETTINGS.tr("Keep ID numbers and scans"), self.documents_kept)
        form.addRow(TILL_SETTINGS.tr("Drawer difference allowed"), self.drawer_limit)
        form.addRow(TILL_SETTINGS.tr("Owner's address for the Z heads"), self.owner_email)
        self.owner_email.textChanged.connect(lambda _text: self.edited.emit())
        self.drawer_limit.valueChanged.connect(lambda _value: self.edited.emit())
        self.documents_kept.valueChanged.connect(lambda _value: self.edited.emit())
        self.round_to.currentIndexChanged.connect(lambda _index: self.edited.emit())
        self.refund_service_charge.toggled.connect(lambda _on: self.edited.emit())
        self.disruption_refund_service_charge.toggled.connect(lambda _on: self.edited.emit())

    def _edit(self, name: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.textChanged.connect(lambda _text: self.edited.emit())
        return edit

    def load(self, settings: Settings) -> None:
        """Show the till's settings of ``settings``."""
        self.agency_name.setText(settings.agency_name)
        self.agency_address.setText(settings.agency_address)
        self.agency_phone.setText(settings.agency_phone)
        self.gstin.setText(settings.agency_gstin)
        self.counter_code.setText(settings.counter_code)
        self.counter_name.setText(settings.counter_name)
        for module, (percent, per_seat) in self.markups.items():
            rule = settings.till_rules.markup(module)
            percent.setText(str(rule.percent))
            per_seat.setText(str(rule.per_seat))
        self.round_to.setCurrentIndex(max(0, self.round_to.findData(settings.round_to)))
        self.refund_service_charge.setChecked(settings.refund_service_charge)
        self.disruption_refund_service_charge.setChecked(settings.disruption_refund_service_charge)
        self.documents_kept.setValue(settings.documents_kept_days)
        self.drawer_limit.setValue(float(settings.drawer_limit))
        self.owner_email.setText(settings.owner_email)

    def _markup(self, module: Module) -> Markup | None:
        percent, per_seat = (_number(edit.text()) for edit in self.markups[module])
        return None if percent is None or per_seat is None else Markup(percent, per_seat)

    def problems(self) -> list[str]:
        """What keeps the typed values from being settings (numbers that are not numbers);
        the GSTIN's problem is also shown under its field."""
        found = [markup_problem(module) for module in Module if self._markup(module) is None]
        gstin = normalise_gstin(self.gstin.text())
        self.gstin_error.setText((gstin_problem(gstin) or "") if gstin else "")
        return found

    def values(self) -> dict[str, Any]:
        """The till's fields of the draft (a markup that is not a number counts as none)."""
        return {
            "agency_name": self.agency_name.text().strip(),
            "agency_address": self.agency_address.text().strip(),
            "agency_phone": self.agency_phone.text().strip(),
            "agency_gstin": normalise_gstin(self.gstin.text()),
            "counter_code": self.counter_code.text().strip().upper(),
            "counter_name": self.counter_name.text().strip(),
            "activity_markup": self._markup(Module.ACTIVITY) or Markup(),
            "boat_markup": self._markup(Module.BOAT) or Markup(),
            "round_to": int(self.round_to.currentData()),
            "refund_service_charge": self.refund_service_charge.isChecked(),
            "disruption_refund_service_charge": self.disruption_refund_service_charge.isChecked(),
            "documents_kept_days": self.documents_kept.value(),
            "drawer_limit": money(f"{self.drawer_limit.value():.2f}"),
            "owner_email": self.owner_email.text().strip(),
        }
