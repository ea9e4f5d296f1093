"""The till's part of Settings: the agency on the customer's documents, the counter, the markup
per module (negative = discount), the round off and whether a refund gives the service charge
back."""

from __future__ import annotations

import socket
from decimal import Decimal, InvalidOperation
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from app.counter.settings import COUNTER_NAME_MAX, Settings
from app.domain.gstin import gstin_problem, normalise_gstin
from app.domain.modules import Module
from app.domain.till import ROUND_STEPS, Markup
from app.ui.style import roles, text_style

ROUND_TITLES = {0: "No rounding", 1: "To 1 rupee", 5: "To 5 rupees", 10: "To 10 rupees"}


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
        super().__init__("Till: agency, counter, prices", parent)
        self.setObjectName("tillSettings")
        self.agency_name = self._edit("agencyName")
        self.agency_address = self._edit("agencyAddress")
        self.agency_phone = self._edit("agencyPhone")
        self.gstin = self._edit("agencyGstin")
        self.gstin_error = QLabel()
        self.gstin_error.setObjectName("gstinError")
        self.gstin_error.setWordWrap(True)
        self.gstin_error.setStyleSheet(text_style(roles().error))
        self.counter_code = self._edit("counterCode")
        self.counter_code.setMaxLength(6)
        self.counter_name = self._edit("counterName")
        self.counter_name.setMaxLength(COUNTER_NAME_MAX)
        self.counter_name.setPlaceholderText(f"e.g. Front desk 2 (blank: {socket.gethostname()})")
        self.counter_name.setToolTip("The name the shift report gives this counter.")
        self.markups: dict[Module, tuple[QLineEdit, QLineEdit]] = {}
        self.round_to = QComboBox()
        self.round_to.setObjectName("roundTo")
        for step in ROUND_STEPS:
            self.round_to.addItem(ROUND_TITLES[step], step)
        self.refund_service_charge = QCheckBox("A refund gives the service charge back too")
        self.refund_service_charge.setObjectName("refundServiceCharge")

        form = QFormLayout(self)
        form.addRow("Agency name", self.agency_name)
        form.addRow("Address", self.agency_address)
        form.addRow("Phone", self.agency_phone)
        form.addRow("GSTIN", self.gstin)
        form.addRow("", self.gstin_error)
        form.addRow("Counter code", self.counter_code)
        form.addRow("Counter name", self.counter_name)
        for module in Module:
            percent = self._edit(f"{module.value.lower()}MarkupPercent")
            per_seat = self._edit(f"{module.value.lower()}MarkupPerSeat")
            percent.setPlaceholderText("0 %")
            per_seat.setPlaceholderText("0.00 per seat")
            self.markups[module] = (percent, per_seat)
            row = QHBoxLayout()
            row.addWidget(percent)
            row.addWidget(QLabel("% and"))
            row.addWidget(per_seat)
            row.addWidget(QLabel("per seat"))
            form.addRow(f"{module.value.title()} markup", row)
        form.addRow("", QLabel("A negative markup is a discount."))
        form.addRow("Round the total", self.round_to)
        form.addRow("", self.refund_service_charge)
        self.round_to.currentIndexChanged.connect(lambda _index: self.edited.emit())
        self.refund_service_charge.toggled.connect(lambda _on: self.edited.emit())

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

    def _markup(self, module: Module) -> Markup | None:
        percent, per_seat = (_number(edit.text()) for edit in self.markups[module])
        return None if percent is None or per_seat is None else Markup(percent, per_seat)

    def problems(self) -> list[str]:
        """What keeps the typed values from being settings (numbers that are not numbers);
        the GSTIN's problem is also shown under its field."""
        found = [
            f"The {module.value.lower()} markup must be numbers (a % and an amount per seat)."
            for module in Module
            if self._markup(module) is None
        ]
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
        }
