"""What the customer sees, in Settings: the agency's UPI ID and payee name (for the QR of the exact
amount), whether a second screen shows the customer display, and what the privacy notice names
(whom customers contact about their data, and the agency's own words)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from app.counter.config.settings import Settings
from app.domain.upi import PAYEE_MAX, normalise_vpa, payee_problem, vpa_problem
from app.i18n import Catalogue, localise_digits
from app.ui.style import Tone, set_tone

CUSTOMER_FACING = Catalogue("CUSTOMER_FACING")


class CustomerFacingBox(QGroupBox):
    """The UPI ID (checked as it is typed), the payee name and the customer display switch.

    Signals:
        edited(): something was changed (the screen checks the draft again).
    """

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(CUSTOMER_FACING.tr("What the customer sees: UPI and display"), parent)
        self.setObjectName("customerFacingSettings")
        self.vpa = QLineEdit()
        self.vpa.setObjectName("upiVpa")
        self.vpa.setPlaceholderText(CUSTOMER_FACING.tr("e.g. agency@okaxis (empty: no UPI QR)"))
        self.vpa_error = QLabel()
        self.vpa_error.setObjectName("upiVpaError")
        self.vpa_error.setWordWrap(True)
        set_tone(self.vpa_error, Tone.ERROR)
        self.payee = QLineEdit()
        self.payee.setObjectName("upiPayee")
        self.payee.setMaxLength(PAYEE_MAX)
        self.payee.setPlaceholderText(CUSTOMER_FACING.tr("Empty: the agency's name"))
        self.payee_error = QLabel()
        self.payee_error.setObjectName("upiPayeeError")
        self.payee_error.setWordWrap(True)
        set_tone(self.payee_error, Tone.ERROR)
        self.display = QCheckBox(
            CUSTOMER_FACING.tr("Show the sale to the customer on a second screen")
        )
        self.display.setObjectName("customerDisplay")
        self.grievance = QLineEdit()
        self.grievance.setObjectName("grievanceContact")
        self.grievance.setPlaceholderText(
            CUSTOMER_FACING.tr("Name, phone and e-mail (empty: the agency)")
        )
        self.notice_extra = QLineEdit()
        self.notice_extra.setObjectName("privacyNoticeExtra")
        self.notice_extra.setPlaceholderText(
            CUSTOMER_FACING.tr("Optional, e.g. CCTV at the counter")
        )
        form = QFormLayout(self)
        form.addRow(CUSTOMER_FACING.tr("Agency's UPI ID"), self.vpa)
        form.addRow("", self.vpa_error)
        form.addRow(CUSTOMER_FACING.tr("UPI payee name"), self.payee)
        form.addRow("", self.payee_error)
        form.addRow("", self.display)
        form.addRow(CUSTOMER_FACING.tr("Contact for personal data"), self.grievance)
        form.addRow(CUSTOMER_FACING.tr("Added to the privacy notice"), self.notice_extra)
        self.vpa.textChanged.connect(self._vpa_changed)
        for edit in (self.grievance, self.notice_extra):
            edit.textChanged.connect(lambda _text: self.edited.emit())
        self.payee.textChanged.connect(lambda _text: self.edited.emit())
        self.display.toggled.connect(lambda _on: self.edited.emit())

    def _vpa_changed(self, text: str) -> None:
        # Said under the field as it is typed: the clerk sees which field is wrong.
        self.vpa_error.setText((vpa_problem(text) or "") if text.strip() else "")
        self.edited.emit()

    def show_payee_problem(self, settings: Settings) -> str | None:
        """Say under the payee name why the customer's app would have no name to show with the
        draft ``settings`` (as its hint: empty stands for the agency's name); that sentence, or
        None when there is none."""
        problem = None
        if settings.upi_vpa and payee_problem(settings.upi_payee_name) is not None:
            problem = (
                CUSTOMER_FACING.tr(
                    "The UPI payee name is empty, and so is the agency's name it stands for: "
                    "type one of them."
                )
                if not settings.upi_payee_name
                else CUSTOMER_FACING.tr(
                    "The UPI payee name is empty, and the agency's name it stands for is longer "
                    "than {most} letters: type a shorter payee name."
                ).format(most=localise_digits(str(PAYEE_MAX)))
            )
        self.payee_error.setText(problem or "")
        return problem

    def load(self, settings: Settings) -> None:
        """Show the customer-facing settings of ``settings``."""
        self.vpa.setText(settings.upi_vpa)
        self.payee.setText(settings.upi_payee)
        self.display.setChecked(settings.customer_display)
        self.grievance.setText(settings.grievance_contact)
        self.notice_extra.setText(settings.privacy_notice_extra)

    def values(self) -> dict[str, Any]:
        """The box's fields of the draft."""
        return {
            "upi_vpa": normalise_vpa(self.vpa.text()),
            "upi_payee": self.payee.text().strip(),
            "customer_display": self.display.isChecked(),
            "grievance_contact": self.grievance.text().strip(),
            "privacy_notice_extra": self.notice_extra.text().strip(),
        }
